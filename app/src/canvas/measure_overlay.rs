//! Drawing the ruler and the range circle over the map.

use super::canvas_layer::{CanvasLayer, LayerFrame};
use super::map_point::MapPoint;
use super::projector::Projector;
use super::range_circle::RangeCircle;
use super::ruler::Ruler;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, Vec2};
use kriegsspiel::Pace;
use words::format_paces;

const RULER_COLOUR: Color32 = Color32::from_rgb(200, 30, 30);
const CIRCLE_COLOUR: Color32 = Color32::from_rgb(30, 60, 190);

/// Draws the ruler's legs with their lengths; while measuring, a dashed leg to the cursor,
/// labelled with `band` (the range band for the chosen weapon) when given.
pub fn draw_ruler(
    painter: &Painter,
    projector: &Projector,
    ruler: &Ruler,
    cursor: Option<MapPoint>,
    band: Option<&str>,
) {
    let points: Vec<Pos2> = ruler
        .points()
        .iter()
        .map(|&p| projector.to_screen(p))
        .collect();
    let stroke = Stroke::new(2.5, RULER_COLOUR);
    for (w, leg) in points.windows(2).zip(ruler.legs()) {
        painter.line_segment([w[0], w[1]], stroke);
        label(
            painter,
            w[0] + (w[1] - w[0]) / 2.0,
            &format_paces(leg),
            RULER_COLOUR,
        );
    }
    for &p in &points {
        painter.circle_filled(p, 3.5, RULER_COLOUR);
    }
    if let (true, Some(cursor), Some(last)) =
        (ruler.is_in_progress(), cursor, ruler.points().last())
    {
        let (a, b) = (projector.to_screen(*last), projector.to_screen(cursor));
        painter.add(egui::Shape::dashed_line(
            &[a, b],
            Stroke::new(1.5, RULER_COLOUR),
            6.0,
            4.0,
        ));
        let mut text = format!(
            "{} (total {})",
            format_paces(last.distance(cursor)),
            format_paces(ruler.total_to(cursor))
        );
        if let Some(band) = band {
            text.push_str(&format!("\n{band}"));
        }
        label(painter, b + Vec2::new(12.0, -12.0), &text, RULER_COLOUR);
    } else if ruler.is_finished()
        && let Some(&last) = points.last()
    {
        let mut text = format!("total {}", format_paces(ruler.total()));
        if let Some(band) = band {
            text.push_str(&format!("\n{band}"));
        }
        label(painter, last + Vec2::new(12.0, -12.0), &text, RULER_COLOUR);
    }
}

/// Draws the range circle and its radius.
pub fn draw_circle(painter: &Painter, projector: &Projector, circle: &RangeCircle) {
    let Some(centre) = circle.centre else {
        return;
    };
    let c = projector.to_screen(centre);
    let r = (circle.radius.paces() * projector.points_per_pace()) as f32;
    if !(r.is_finite() && c.is_finite()) {
        return;
    }
    painter.circle(
        c,
        r,
        Color32::from_rgba_unmultiplied(30, 60, 190, 24),
        Stroke::new(2.0, CIRCLE_COLOUR),
    );
    painter.circle_filled(c, 3.0, CIRCLE_COLOUR);
    let north = projector.north_on_screen();
    painter.line_segment([c, c + north * r], Stroke::new(1.0, CIRCLE_COLOUR));
    label(
        painter,
        c + north * (r / 2.0) + north.rot90() * 10.0,
        &format_paces(Pace(circle.radius.paces())),
        CIRCLE_COLOUR,
    );
}

/// `plate` moved the least distance that puts it inside `bounds` (to its top-left corner when
/// it is the larger), so a label near the canvas's edge is not cut off by the side panel.
pub fn keep_inside(plate: Rect, bounds: Rect) -> Rect {
    let shift = |min: f32, max: f32, lo: f32, hi: f32| {
        if max - min >= hi - lo || min < lo {
            lo - min
        } else if max > hi {
            hi - max
        } else {
            0.0
        }
    };
    plate.translate(Vec2::new(
        shift(plate.min.x, plate.max.x, bounds.min.x, bounds.max.x),
        shift(plate.min.y, plate.max.y, bounds.min.y, bounds.max.y),
    ))
}

fn label(painter: &Painter, at: Pos2, text: &str, colour: Color32) {
    let galley = painter.layout_no_wrap(text.to_owned(), FontId::proportional(12.0), colour);
    let rect = Align2::CENTER_CENTER
        .anchor_size(at, galley.size())
        .expand(3.0);
    let rect = keep_inside(rect, painter.clip_rect().shrink(2.0));
    painter.rect_filled(rect, 3.0, Color32::from_white_alpha(220));
    painter.galley(rect.min + Vec2::splat(3.0), galley, colour);
}

/// The measuring tools as a canvas layer: the range circle, then the ruler.
pub struct MeasureLayer<'a> {
    /// The range circle.
    pub circle: &'a RangeCircle,
    /// The ruler.
    pub ruler: &'a Ruler,
    /// The range band of the measured distance for the chosen weapon, shown by the ruler.
    pub band: Option<&'a str>,
}

impl CanvasLayer for MeasureLayer<'_> {
    fn paint(&mut self, frame: &LayerFrame<'_>) {
        draw_circle(frame.painter, frame.projector, self.circle);
        draw_ruler(
            frame.painter,
            frame.projector,
            self.ruler,
            frame.hover,
            self.band,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_past_an_edge_is_moved_inside() {
        let bounds = Rect::from_min_max(Pos2::new(0.0, 25.0), Pos2::new(500.0, 575.0));
        let past_right = Rect::from_min_max(Pos2::new(470.0, 280.0), Pos2::new(550.0, 295.0));
        let moved = keep_inside(past_right, bounds);
        assert!(
            bounds.contains_rect(moved) && moved.max.x == 500.0,
            "{moved:?}"
        );
        let above = Rect::from_min_max(Pos2::new(10.0, 10.0), Pos2::new(60.0, 24.0));
        assert_eq!(keep_inside(above, bounds).min.y, 25.0);
        let inside = Rect::from_min_max(Pos2::new(10.0, 30.0), Pos2::new(60.0, 44.0));
        assert_eq!(keep_inside(inside, bounds), inside);
    }
}
