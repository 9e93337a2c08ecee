//! The north arrow drawn in the canvas's top-right corner, turned with the view. It shows only
//! while north is not straight up the screen: a scanned map drawn north up carries its own
//! north arrow, often in that very corner, and the screen's edges already say where north is.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2};

/// How far (in radians, about a third of a degree) north may lean from straight up and still
/// count as up.
const UP_TOLERANCE: f32 = 0.006;

/// Whether `north` (a unit screen vector) points straight up the screen.
pub fn north_is_up(north: Vec2) -> bool {
    north.is_finite()
        && north.length() > 0.5
        && north.normalized().dot(Vec2::new(0.0, -1.0)) > UP_TOLERANCE.cos()
}

/// Draws the north arrow for a view whose north lies along `north`, unless north is up.
pub fn draw_north_arrow_if_turned(painter: &Painter, rect: Rect, north: Vec2) {
    if !north_is_up(north) {
        draw_north_arrow(painter, rect, north);
    }
}

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
