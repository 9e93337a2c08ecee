//! The scale bar drawn on the canvas, in round numbers of paces.

use super::canvas_layer::{CanvasLayer, LayerFrame};
use super::north_arrow::draw_north_arrow_if_turned;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, Vec2};
use kriegsspiel::Pace;
use words::format_paces;

/// The longest round length (1, 2 or 5 × a power of ten paces: …, 100, 200, 500, 1,000, …)
/// whose bar is at most `max_points` long at `points_per_pace`; `None` when even 1 pace is
/// too long or the zoom is not a positive number.
pub fn round_length(points_per_pace: f64, max_points: f64) -> Option<f64> {
    if !(points_per_pace.is_finite()
        && points_per_pace > 0.0
        && max_points.is_finite()
        && max_points > 0.0)
    {
        return None;
    }
    let limit = max_points / points_per_pace;
    if limit < 1.0 {
        return None;
    }
    let exp = limit.log10().floor();
    let decade = 10f64.powf(exp);
    [5.0, 2.0, 1.0]
        .into_iter()
        .map(|m| m * decade)
        .find(|&l| l <= limit * (1.0 + 1e-12))
}

/// Draws a bar of four alternating segments with its length, at the bottom-left of `rect`.
pub fn draw_scale_bar(painter: &Painter, rect: Rect, points_per_pace: f64) {
    let max_points = f64::from((rect.width() * 0.3).clamp(60.0, 220.0));
    let Some(length) = round_length(points_per_pace, max_points) else {
        return;
    };
    let bar = (length * points_per_pace) as f32;
    let origin = Pos2::new(rect.left() + 16.0, rect.bottom() - 18.0);
    let plate = Rect::from_min_max(
        Pos2::new(origin.x - 8.0, origin.y - 26.0),
        Pos2::new(origin.x + bar + 8.0, origin.y + 10.0),
    );
    painter.rect_filled(plate, 3.0, Color32::from_white_alpha(210));
    let height = 6.0;
    for i in 0..4 {
        let x0 = origin.x + bar * i as f32 / 4.0;
        let seg = Rect::from_min_size(
            Pos2::new(x0, origin.y - height),
            Vec2::new(bar / 4.0, height),
        );
        let fill = if i % 2 == 0 {
            Color32::BLACK
        } else {
            Color32::WHITE
        };
        painter.rect_filled(seg, 0.0, fill);
    }
    painter.rect_stroke(
        Rect::from_min_size(
            Pos2::new(origin.x, origin.y - height),
            Vec2::new(bar, height),
        ),
        0.0,
        Stroke::new(1.0, Color32::BLACK),
        egui::StrokeKind::Middle,
    );
    painter.text(
        Pos2::new(origin.x + bar / 2.0, origin.y - height - 2.0),
        Align2::CENTER_BOTTOM,
        format_paces(Pace(length)),
        FontId::proportional(12.0),
        Color32::BLACK,
    );
}

/// The map furniture as a canvas layer: the scale bar and, while the view is turned from
/// north, the north arrow; drawn last.
pub struct FurnitureLayer;

impl CanvasLayer for FurnitureLayer {
    fn paint(&mut self, frame: &LayerFrame<'_>) {
        let rect = frame.projector.rect();
        draw_scale_bar(frame.painter, rect, frame.projector.points_per_pace());
        draw_north_arrow_if_turned(frame.painter, rect, frame.projector.north_on_screen());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_lengths_follow_one_two_five() {
        // At 0.2 points per pace, 150 points cover 750 paces: the bar shows 500.
        assert_eq!(round_length(0.2, 150.0), Some(500.0));
        assert_eq!(round_length(0.1, 150.0), Some(1000.0));
        assert_eq!(round_length(0.05, 150.0), Some(2000.0));
        assert_eq!(round_length(1.0, 150.0), Some(100.0));
        assert_eq!(round_length(0.5, 150.0), Some(200.0));
        assert_eq!(round_length(1.0, 100.0), Some(100.0));
        assert_eq!(round_length(300.0, 150.0), None);
        assert_eq!(round_length(f64::NAN, 150.0), None);
        assert_eq!(round_length(0.0, 150.0), None);
    }

    #[test]
    fn the_bar_never_exceeds_its_room() {
        for i in 1..2000 {
            let zoom = f64::from(i) * 0.001;
            if let Some(l) = round_length(zoom, 150.0) {
                assert!(l * zoom <= 150.0 + 1e-9);
                assert!(l * zoom > 150.0 / 5.0 - 1e-9, "bar too short at {zoom}");
            }
        }
    }
}
