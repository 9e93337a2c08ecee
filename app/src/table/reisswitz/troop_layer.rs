//! Paints the troops: every block as a filled quadrilateral in its side's colour, true to scale
//! because its corners are in paces; a symbol for the arm; the label once the unit is big
//! enough on screen to carry it and it covers no label drawn before it; the selection, the
//! reach outline and the move being dragged.
//!
//! The blocks are tessellated once per game or selection change and per zoom or rotation
//! ([`super::troop_meshes`]); a frame that only pans moves the finished meshes.

use super::troop_meshes::TroopMeshes;
use super::troop_view::{DrawnUnit, MovePreview, TroopView};
use super::unit_shapes::side_colour;
use crate::canvas::{CanvasLayer, LayerFrame, MapPoint, Projector};
use egui::epaint::{Mesh, PathShape, PathStroke};
use egui::{Align2, Color32, FontId, Galley, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2};
use std::sync::Arc;

/// Below this size on screen (points) a unit is drawn without its label.
const LABEL_MIN_POINTS: f32 = 14.0;

/// The troops as a canvas layer: the game's units, then the selection box being dragged.
pub struct TroopsLayer {
    /// What to draw this frame.
    pub view: TroopView,
    /// A selection box being dragged (troops tool), map frame.
    pub select_box: Option<(MapPoint, MapPoint)>,
}

impl CanvasLayer for TroopsLayer {
    fn paint(&mut self, frame: &LayerFrame<'_>) {
        let (painter, projector) = (frame.painter, frame.projector);
        draw_troops(painter, projector, &self.view);
        if let Some((a, b)) = self.select_box {
            let area = Rect::from_two_pos(projector.to_screen(a), projector.to_screen(b));
            painter.rect(
                area,
                0.0,
                Color32::from_rgba_unmultiplied(255, 214, 0, 30),
                Stroke::new(1.0, Color32::from_rgb(255, 214, 0)),
                StrokeKind::Inside,
            );
        }
    }

    fn extent(&self) -> Vec<MapPoint> {
        self.view
            .units
            .iter()
            .flat_map(|unit| unit.blocks.iter().flat_map(|block| block.corners))
            .collect()
    }
}

/// Draws `view` with `projector`.
pub fn draw_troops(painter: &Painter, projector: &Projector, view: &TroopView) {
    let clip = projector.rect().expand(40.0);
    if let Some(outline) = &view.reach
        && let Some(unit) = view.units.iter().find(|u| u.selected)
    {
        draw_reach(painter, projector, unit.anchor, outline);
    }
    let meshes = TroopMeshes::for_frame(painter, projector, &view.units);
    let offset = meshes.shift();
    meshes.paint(painter, clip);
    let fitting = meshes.labels_fitting(|| {
        view.units
            .iter()
            .zip(meshes.units())
            .map(|(unit, mesh)| {
                mesh.is_some_and(|m| {
                    m.bounds.width().max(m.bounds.height()) >= LABEL_MIN_POINTS
                        && unit_label(painter, unit, m.bounds).is_some()
                })
            })
            .collect()
    });
    let mut labels = Vec::new();
    for ((unit, mesh), &fits) in view.units.iter().zip(meshes.units()).zip(fitting) {
        let Some(mesh) = mesh else {
            // A concealed march: dashed outlines and words, drawn afresh.
            let screen: Vec<[Pos2; 4]> = unit
                .blocks
                .iter()
                .map(|b| b.corners.map(|c| projector.to_screen(c)))
                .collect();
            let bounds = screen
                .iter()
                .flatten()
                .fold(Rect::NOTHING, |r, p| r.union(Rect::from_pos(*p)));
            if bounds.intersects(clip) {
                draw_concealed(painter, unit, &screen, bounds);
            }
            continue;
        };
        let bounds = mesh.bounds.translate(offset);
        if !bounds.intersects(clip) {
            continue;
        }
        if fits && let Some(label) = unit_label(painter, unit, bounds) {
            labels.push(label);
        }
    }
    draw_labels(painter, labels);
    if let Some(preview) = &view.preview {
        draw_preview(painter, projector, preview);
    }
}

/// A unit's label laid out over its blocks: where it goes and whether it is the selection's.
struct PlacedLabel {
    galley: Arc<Galley>,
    at: Pos2,
    selected: bool,
}

impl PlacedLabel {
    /// The dark plate behind the words.
    fn plate(&self) -> Rect {
        Rect::from_min_size(self.at, self.galley.size()).expand(2.0)
    }
}

/// The label, when it fits over the unit (or the unit is selected); markers on a second line.
fn unit_label(painter: &Painter, unit: &DrawnUnit, bounds: Rect) -> Option<PlacedLabel> {
    let text = if unit.marks.is_empty() {
        unit.label.clone()
    } else {
        format!("{}\n{}", unit.label, unit.marks)
    };
    let font = FontId::proportional(12.0);
    let galley = painter.layout(text, font, Color32::WHITE, 220.0);
    let room = bounds.width().max(bounds.height()) * 1.3;
    if galley.size().x > room && !unit.selected {
        return None;
    }
    Some(PlacedLabel {
        at: bounds.center() - galley.size() / 2.0,
        galley,
        selected: unit.selected,
    })
}

/// Draws the labels that do not cover one drawn before: the selection's first, then the
/// shorter before the longer, so a battery's long name gives way to its neighbours' "A1".
fn draw_labels(painter: &Painter, mut labels: Vec<PlacedLabel>) {
    labels.sort_by(|a, b| {
        b.selected
            .cmp(&a.selected)
            .then(a.galley.size().x.total_cmp(&b.galley.size().x))
    });
    let mut taken: Vec<Rect> = Vec::new();
    for label in labels {
        let plate = label.plate();
        if taken.iter().any(|t| t.intersects(plate)) {
            continue;
        }
        taken.push(plate);
        painter.rect_filled(plate, 3.0, Color32::from_black_alpha(150));
        painter.galley(label.at, label.galley, Color32::WHITE);
    }
}

fn draw_concealed(painter: &Painter, unit: &DrawnUnit, screen: &[[Pos2; 4]], bounds: Rect) {
    let stroke = Stroke::new(1.5, side_colour(unit.side));
    for c in screen {
        let ring: Vec<Pos2> = c.iter().chain(c.first()).copied().collect();
        painter.extend(Shape::dashed_line(&ring, stroke, 4.0, 3.0));
    }
    let head = unit.concealed.unwrap_or(0);
    painter.text(
        bounds.center(),
        Align2::CENTER_CENTER,
        format!(
            "{} — concealed march, head marker {head} (umpire only)",
            unit.label
        ),
        FontId::proportional(11.0),
        side_colour(unit.side),
    );
}

fn draw_reach(painter: &Painter, projector: &Projector, origin: MapPoint, outline: &[MapPoint]) {
    if outline.len() < 3 {
        return;
    }
    // The outline is one radius per bearing about the unit's anchor: a fan from there fills it.
    let fill = Color32::from_rgba_unmultiplied(40, 160, 60, 40);
    let centre = projector.to_screen(origin);
    let mut mesh = Mesh::default();
    mesh.colored_vertex(centre, fill);
    for p in outline {
        mesh.colored_vertex(projector.to_screen(*p), fill);
    }
    let n = u32::try_from(outline.len()).unwrap_or(u32::MAX);
    for i in 0..n {
        mesh.add_triangle(0, 1 + i, 1 + (i + 1) % n);
    }
    painter.add(Shape::mesh(mesh));
    let ring: Vec<Pos2> = outline.iter().map(|p| projector.to_screen(*p)).collect();
    painter.add(PathShape::closed_line(
        ring,
        PathStroke::new(1.5, Color32::from_rgb(30, 130, 50)),
    ));
}

fn draw_preview(painter: &Painter, projector: &Projector, preview: &MovePreview) {
    let from = projector.to_screen(preview.from);
    let stop = projector.to_screen(preview.stop);
    let to = projector.to_screen(preview.to);
    let good = Stroke::new(2.5, Color32::from_rgb(30, 150, 50));
    let bad = Stroke::new(2.5, Color32::from_rgb(210, 40, 30));
    painter.line_segment([from, stop], good);
    if !preview.fits {
        painter.extend(Shape::dashed_line(&[stop, to], bad, 6.0, 4.0));
        painter.circle_stroke(stop, 5.0, bad);
    }
    painter.circle_filled(to, 3.5, if preview.fits { good.color } else { bad.color });
    if !preview.label.is_empty() {
        let galley = painter.layout(
            preview.label.clone(),
            FontId::proportional(13.0),
            Color32::WHITE,
            360.0,
        );
        let at = to + Vec2::new(12.0, 8.0);
        painter.rect_filled(
            Rect::from_min_size(at, galley.size()).expand(3.0),
            3.0,
            Color32::from_black_alpha(190),
        );
        painter.galley(at, galley, Color32::WHITE);
    }
}
