//! The north arrow drawn in the canvas's top-right corner, turned with the view.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2};

/// Draws an arrow pointing along `north` (a unit screen vector) with an "N".
pub fn draw_north_arrow(painter: &Painter, rect: Rect, north: Vec2) {
    let centre = Pos2::new(rect.right() - 36.0, rect.top() + 48.0);
    let n = if north.is_finite() && north.length() > 0.5 {
        north.normalized()
    } else {
        Vec2::new(0.0, -1.0)
    };
    let side = n.rot90();
    painter.circle_filled(centre, 24.0, Color32::from_white_alpha(200));
    let tip = centre + n * 18.0;
    let tail = centre - n * 14.0;
    painter.add(Shape::convex_polygon(
        vec![tip, centre + side * 7.0 - n * 4.0, centre - n * 1.0],
        Color32::from_rgb(150, 20, 20),
        Stroke::NONE,
    ));
    painter.add(Shape::convex_polygon(
        vec![tip, centre - n * 1.0, centre - side * 7.0 - n * 4.0],
        Color32::from_rgb(60, 10, 10),
        Stroke::NONE,
    ));
    painter.line_segment(
        [centre - n * 1.0, tail],
        Stroke::new(2.0, Color32::from_gray(40)),
    );
    painter.text(
        tip + n * 8.0,
        Align2::CENTER_CENTER,
        "N",
        FontId::proportional(11.0),
        Color32::BLACK,
    );
}
