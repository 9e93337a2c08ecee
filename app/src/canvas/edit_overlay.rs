//! What the umpire is doing to the map, drawn on top of everything: the feature being drawn,
//! the corner handles of the selected feature, points picked for a calibration or an
//! alignment, and the prompt saying what to click next.

use super::canvas_layer::{CanvasLayer, LayerFrame};
use super::map_point::MapPoint;
use super::projector::Projector;
use super::terrain_style::kind_style;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2};
use kriegsspiel::map::{FeatureKind, FeatureShape};

/// How near (screen points) a press must be to a handle to grab it.
pub const HANDLE_GRAB_POINTS: f32 = 9.0;

const PICK_COLOUR: Color32 = Color32::from_rgb(230, 0, 200);

/// The overlay's contents for one frame.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct EditOverlay {
    /// The feature being drawn: its points so far and its kind.
    pub drawing: Option<(Vec<MapPoint>, FeatureKind)>,
    /// Corner handles of the selected feature (dragged to move a corner).
    pub handles: Vec<MapPoint>,
    /// Points picked for a calibration or an alignment, with their labels.
    pub picks: Vec<(MapPoint, String)>,
    /// What to click next, shown at the top of the canvas.
    pub prompt: Option<String>,
}

impl EditOverlay {
    /// The handle nearest `pos` within [`HANDLE_GRAB_POINTS`], if any.
    pub fn handle_at(&self, projector: &Projector, pos: Pos2) -> Option<usize> {
        self.handles
            .iter()
            .enumerate()
            .map(|(i, h)| (i, projector.to_screen(*h).distance(pos)))
            .filter(|(_, d)| *d <= HANDLE_GRAB_POINTS)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _)| i)
    }
}

/// Draws the overlay; `cursor` is the map point under the mouse.
pub fn draw_edit_overlay(
    painter: &Painter,
    projector: &Projector,
    overlay: &EditOverlay,
    cursor: Option<MapPoint>,
) {
    if let Some((points, kind)) = &overlay.drawing {
        draw_drawing(painter, projector, points, *kind, cursor);
    }
    for h in &overlay.handles {
        let c = projector.to_screen(*h);
        let r = Rect::from_center_size(c, Vec2::splat(8.0));
        painter.rect_filled(r, 1.0, Color32::WHITE);
        painter.rect_stroke(
            r,
            1.0,
            Stroke::new(1.5, Color32::BLACK),
            egui::StrokeKind::Middle,
        );
    }
    let picked: Vec<Pos2> = overlay
        .picks
        .iter()
        .map(|(p, _)| projector.to_screen(*p))
        .collect();
    for pair in picked.windows(2) {
        painter.add(Shape::dashed_line(
            &[pair[0], pair[1]],
            Stroke::new(1.5, PICK_COLOUR),
            6.0,
            4.0,
        ));
    }
    for (pos, (_, label)) in picked.iter().zip(&overlay.picks) {
        let s = Stroke::new(2.0, PICK_COLOUR);
        painter.line_segment([*pos - Vec2::X * 10.0, *pos + Vec2::X * 10.0], s);
        painter.line_segment([*pos - Vec2::Y * 10.0, *pos + Vec2::Y * 10.0], s);
        painter.circle_stroke(*pos, 5.0, s);
        painter.text(
            *pos + Vec2::new(8.0, -8.0),
            Align2::LEFT_BOTTOM,
            label,
            FontId::proportional(13.0),
            PICK_COLOUR,
        );
    }
    if let Some(prompt) = &overlay.prompt {
        let galley =
            painter.layout_no_wrap(prompt.clone(), FontId::proportional(15.0), Color32::WHITE);
        let pointer = cursor.map(|c| projector.to_screen(c));
        let plate = prompt_plate(projector.rect(), galley.size(), pointer, &picked);
        painter.rect_filled(plate, 4.0, Color32::from_black_alpha(190));
        painter.galley(plate.min + Vec2::splat(6.0), galley, Color32::WHITE);
    }
}

/// How far (screen points) the prompt keeps from the pointer and the picked points.
pub const PROMPT_CLEARANCE: f32 = 32.0;

/// Where the prompt saying what to click next is drawn: a plate for text of `size`, centred
/// near the foot of the canvas, or near its top when the pointer is in the lower half — and in
/// either case clear of the pointer and the points picked when it can be, so it never covers
/// what the umpire is about to click, such as the map's own scale bar at the foot of a sheet.
pub fn prompt_plate(canvas: Rect, size: Vec2, pointer: Option<Pos2>, picked: &[Pos2]) -> Rect {
    let plate_at = |y: f32| {
        Align2::CENTER_CENTER.anchor_size(Pos2::new(canvas.center().x, y), size + Vec2::splat(12.0))
    };
    let bottom = plate_at(canvas.bottom() - 52.0);
    let top = plate_at(canvas.top() + 52.0);
    let pointer_low = pointer.is_some_and(|p| p.y > canvas.center().y);
    let order = if pointer_low {
        [top, bottom]
    } else {
        [bottom, top]
    };
    let clear = |plate: &Rect| {
        !pointer
            .iter()
            .chain(picked)
            .any(|p| plate.expand(PROMPT_CLEARANCE).contains(*p))
    };
    order.into_iter().find(clear).unwrap_or(order[0])
}

fn draw_drawing(
    painter: &Painter,
    projector: &Projector,
    points: &[MapPoint],
    kind: FeatureKind,
    cursor: Option<MapPoint>,
) {
    let colour = kind_style(kind).colour;
    let mut screen: Vec<Pos2> = points.iter().map(|p| projector.to_screen(*p)).collect();
    let placed = screen.len();
    if let Some(c) = cursor {
        screen.push(projector.to_screen(c));
    }
    if kind.shape() == FeatureShape::Area && screen.len() >= 3 {
        painter.add(Shape::closed_line(screen.clone(), Stroke::new(1.0, colour)));
    }
    if screen.len() >= 2 {
        painter.add(Shape::line(
            screen[..placed.max(1)].to_vec(),
            Stroke::new(2.5, colour),
        ));
        painter.add(Shape::dashed_line(
            &screen[placed.saturating_sub(1)..],
            Stroke::new(1.5, colour),
            6.0,
            4.0,
        ));
    }
    for p in &screen[..placed] {
        painter.circle_filled(*p, 4.0, colour);
        painter.circle_stroke(*p, 4.0, Stroke::new(1.0, Color32::WHITE));
    }
}

/// The editing overlay as a canvas layer, drawn over the measurements.
pub struct EditLayer<'a>(pub &'a EditOverlay);

impl CanvasLayer for EditLayer<'_> {
    fn paint(&mut self, frame: &LayerFrame<'_>) {
        draw_edit_overlay(frame.painter, frame.projector, self.0, frame.hover);
    }
}
