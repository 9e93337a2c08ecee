//! The terrain layer drawn over the sheets: areas filled in their kind's colour (cut into
//! triangles once, see [`TerrainMeshes`]), lines at their width in paces (never thinner than a
//! legible minimum), the selected feature outlined.

use super::canvas_layer::{CanvasLayer, LayerFrame};
use super::map_point::MapPoint;
use super::projector::Projector;
use super::terrain_meshes::TerrainMeshes;
use super::terrain_style::kind_style;
use egui::{Color32, Mesh, Painter, Pos2, Rect, Shape, Stroke};
use geo::LineString;
use kriegsspiel::map::{FeatureGeometry, FeatureId, TerrainFeature, TerrainLayer};

/// Colour of the selected feature's outline.
pub const SELECTED_COLOUR: Color32 = Color32::from_rgb(255, 220, 0);

/// A line wider than this on screen is drawn as a translucent band with a thin centre line,
/// so a road seen close up does not hide the scan under it.
const BAND_ABOVE_POINTS: f32 = 6.0;

/// The terrain layer to draw.
#[derive(Debug, Clone, Copy)]
pub struct TerrainView<'a> {
    /// The layer.
    pub layer: &'a TerrainLayer,
    /// The feature chosen in the terrain panel or by a click.
    pub selected: Option<FeatureId>,
}

/// The map box seen on screen (paces), for skipping features out of view.
fn visible_box(projector: &Projector) -> Rect {
    let r = projector.rect();
    let corners = [
        r.left_top(),
        r.right_top(),
        r.right_bottom(),
        r.left_bottom(),
    ];
    let pts: Vec<Pos2> = corners
        .iter()
        .map(|c| {
            let p = projector.to_map(*c);
            Pos2::new(p.x as f32, p.y as f32)
        })
        .collect();
    Rect::from_points(&pts)
}

fn feature_box(feature: &TerrainFeature) -> Option<Rect> {
    let b = feature.geometry.bounding_rect()?;
    let pad = feature.width().paces() / 2.0;
    Some(Rect::from_min_max(
        Pos2::new((b.min().x - pad) as f32, (b.min().y - pad) as f32),
        Pos2::new((b.max().x + pad) as f32, (b.max().y + pad) as f32),
    ))
}

/// Draws the layer.
pub fn draw_terrain(
    painter: &Painter,
    projector: &Projector,
    view: &TerrainView<'_>,
    meshes: &mut TerrainMeshes,
) {
    meshes.refresh(view.layer);
    let seen = visible_box(projector);
    let mut order: Vec<(u8, FeatureId, &TerrainFeature)> = view
        .layer
        .iter()
        .filter(|(_, f)| feature_box(f).is_some_and(|b| b.intersects(seen)))
        .map(|(id, f)| (kind_style(f.kind).layer, id, f))
        .collect();
    order.sort_by_key(|(layer, id, _)| (*layer, *id));
    for (_, id, feature) in &order {
        match &feature.geometry {
            FeatureGeometry::Area(polygon) => {
                draw_area(painter, projector, feature, meshes, *id);
                let stroke = Stroke::new(1.2, kind_style(feature.kind).colour);
                for ring in std::iter::once(polygon.exterior()).chain(polygon.interiors()) {
                    painter.add(Shape::closed_line(screen_points(projector, ring), stroke));
                }
            }
            FeatureGeometry::Line(line) => draw_line(painter, projector, feature, line),
        }
    }
    if let Some(feature) = view.selected.and_then(|id| view.layer.get(id)) {
        let stroke = Stroke::new(3.0, SELECTED_COLOUR);
        match &feature.geometry {
            FeatureGeometry::Area(polygon) => {
                for ring in std::iter::once(polygon.exterior()).chain(polygon.interiors()) {
                    painter.add(Shape::closed_line(screen_points(projector, ring), stroke));
                }
            }
            FeatureGeometry::Line(line) => {
                painter.add(Shape::line(screen_points(projector, line), stroke));
            }
        }
    }
}

/// A ring or line on screen (a ring's closing point left off).
pub fn screen_points(projector: &Projector, line: &LineString<f64>) -> Vec<Pos2> {
    let mut pts: Vec<Pos2> = line
        .0
        .iter()
        .map(|c| projector.to_screen(MapPoint::from(*c)))
        .collect();
    if line.is_closed() && pts.len() > 1 {
        pts.pop();
    }
    pts
}

fn draw_area(
    painter: &Painter,
    projector: &Projector,
    feature: &TerrainFeature,
    meshes: &TerrainMeshes,
    id: FeatureId,
) {
    let Some(cut) = meshes.get(id) else {
        return;
    };
    let fill = kind_style(feature.kind).fill;
    let mut mesh = Mesh::default();
    mesh.vertices.reserve(cut.vertices.len());
    for v in &cut.vertices {
        let pos = projector.to_screen(MapPoint::new(v[0], v[1]));
        mesh.colored_vertex(pos, fill);
    }
    mesh.indices.extend_from_slice(&cut.indices);
    if mesh.is_valid() {
        painter.add(Shape::mesh(mesh));
    }
}

fn draw_line(
    painter: &Painter,
    projector: &Projector,
    feature: &TerrainFeature,
    line: &LineString<f64>,
) {
    let style = kind_style(feature.kind);
    let points: Vec<Pos2> = line
        .0
        .iter()
        .map(|c| projector.to_screen(MapPoint::from(*c)))
        .collect();
    if points.len() < 2 || points.iter().any(|p| !p.is_finite()) {
        return;
    }
    let true_width = (feature.width().paces() * projector.points_per_pace()) as f32;
    let width = true_width.max(style.min_width);
    if width > BAND_ABOVE_POINTS {
        let band = Color32::from_rgba_unmultiplied(
            style.colour.r(),
            style.colour.g(),
            style.colour.b(),
            110,
        );
        painter.add(Shape::line(points.clone(), Stroke::new(width, band)));
        painter.add(Shape::line(points, Stroke::new(1.5, style.colour)));
    } else if style.dashed {
        let dash = (width * 3.0).max(5.0);
        painter.extend(Shape::dashed_line(
            &points,
            Stroke::new(width, style.colour),
            dash,
            dash * 0.7,
        ));
    } else {
        painter.add(Shape::line(points, Stroke::new(width, style.colour)));
    }
}

/// The terrain as a canvas layer, with the meshes kept between frames.
pub struct TerrainOverlay<'a> {
    /// What to draw.
    pub view: &'a TerrainView<'a>,
    /// The areas' triangles, cut once and kept until the layer changes.
    pub meshes: &'a mut TerrainMeshes,
}

impl CanvasLayer for TerrainOverlay<'_> {
    fn paint(&mut self, frame: &LayerFrame<'_>) {
        draw_terrain(frame.painter, frame.projector, self.view, self.meshes);
    }
}
