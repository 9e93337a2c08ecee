//! The troops' blocks tessellated once and kept between frames: rebuilt when the game or the
//! selection changes (a new units list), or when the zoom, the rotation or the screen's pixel
//! density changes; a frame that only pans moves the finished triangles by the pan.
//!
//! They are moved by whole pixels only: egui snaps thin lines to pixels when it tessellates
//! them, and a whole-pixel move keeps that. While the view moves by fractions of a pixel the
//! troops take the nearest whole-pixel shift; once it rests they are built where they belong.
//!
//! The triangles are egui's own tessellation of the same shapes the layer drew before, so the
//! picture is the same; only the work per frame shrinks (2,000 blocks stop costing a
//! tessellation of 2,000 outlined polygons and their marks every frame). The units whose
//! middles share a square of the screen share one mesh, so a whole-map view hands egui a few
//! meshes rather than one per block, and a view at rest hands over the kept meshes uncopied.

use super::small_blocks::small_unit_mesh;
use super::troop_view::DrawnUnit;
use super::unit_shapes::unit_shapes;
use crate::canvas::{MapPoint, Projector};
use egui::epaint::{Mesh, Tessellator};
use egui::{Color32, Id, Painter, Pos2, Rect, Shape, Vec2};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, OnceLock};

/// One unit as drawn: where its blocks were on screen when built (for its label).
#[derive(Clone, Copy, Debug)]
pub struct UnitMesh {
    /// The blocks' bounds on screen when built.
    pub bounds: Rect,
}

/// Side of the square cells (points, when built) whose units share one mesh: small enough
/// that a zoomed-in view skips most of them, big enough that a whole-map view draws a few
/// meshes rather than one per unit.
const CELL_POINTS: f32 = 256.0;

/// The blocks of the units whose middles fell in one cell, as one mesh in the units' order,
/// with the guns' white discs (drawn each frame after the mesh, as egui draws small discs
/// from its font texture).
#[derive(Debug)]
struct TroopCell {
    mesh: Arc<Mesh>,
    bounds: Rect,
    discs: Vec<(Pos2, f32)>,
}

/// The meshes of every unit for one view, zoom and rotation.
#[derive(Debug)]
pub struct TroopMeshes {
    units: Arc<Vec<DrawnUnit>>,
    east: Vec2,
    south: Vec2,
    pixels_per_point: f32,
    /// A map point and where it was on screen when the meshes were built.
    reference: MapPoint,
    reference_on_screen: Pos2,
    meshes: Vec<Option<UnitMesh>>,
    cells: Vec<TroopCell>,
    /// The pan of the last frame that reused the meshes by an offset not in whole pixels.
    last_exact: Mutex<Option<Vec2>>,
    /// The shift this frame draws them with.
    shift: Mutex<Vec2>,
    /// For each unit, whether its label fits over it at this zoom: worked out on the first
    /// frame that draws these meshes, so a frame that pans lays out only the labels drawn.
    labels: OnceLock<Vec<bool>>,
}

impl TroopMeshes {
    /// The meshes for this frame: the kept ones when still valid, else built afresh (and kept
    /// in egui's memory for the painter's layer).
    pub fn for_frame(
        painter: &Painter,
        projector: &Projector,
        units: &Arc<Vec<DrawnUnit>>,
    ) -> Arc<TroopMeshes> {
        let ctx = painter.ctx();
        let id = Id::unique("troop-meshes").with(painter.layer_id());
        let east = projector.map_vector_to_screen(1.0, 0.0);
        let south = projector.map_vector_to_screen(0.0, 1.0);
        let pixels_per_point = ctx.pixels_per_point();
        let kept: Option<Arc<TroopMeshes>> = ctx.data(|d| d.get_temp(id));
        if let Some(kept) = kept
            && Arc::ptr_eq(&kept.units, units)
            && kept.east == east
            && kept.south == south
            && kept.pixels_per_point == pixels_per_point
        {
            let exact = kept.offset(projector);
            if whole_pixels(exact, pixels_per_point) {
                *kept.last_exact.lock().unwrap_or_else(|e| e.into_inner()) = None;
                kept.set_shift(exact);
                return kept;
            }
            let mut last = kept.last_exact.lock().unwrap_or_else(|e| e.into_inner());
            if *last != Some(exact) {
                // Moving: the nearest whole-pixel shift, and one more frame once the view
                // rests, which builds the meshes where they belong.
                *last = Some(exact);
                drop(last);
                kept.set_shift((exact * pixels_per_point).round() / pixels_per_point);
                ctx.request_repaint();
                return kept;
            }
        }
        let options = ctx.tessellation_options(|o| *o);
        let font_size = ctx.fonts(|f| f.font_image_size());
        let mut tessellator = Tessellator::new(pixels_per_point, options, font_size, Vec::new());
        let (meshes, cells) = build_cells(projector, units, &mut tessellator);
        let reference = projector.centre();
        let fresh = Arc::new(TroopMeshes {
            units: units.clone(),
            east,
            south,
            pixels_per_point,
            reference,
            reference_on_screen: projector.to_screen(reference),
            meshes,
            cells,
            last_exact: Mutex::new(None),
            shift: Mutex::new(Vec2::ZERO),
            labels: OnceLock::new(),
        });
        ctx.data_mut(|d| d.insert_temp(id, fresh.clone()));
        fresh
    }

    /// How far the meshes must move to match `projector` (the pan since they were built).
    fn offset(&self, projector: &Projector) -> Vec2 {
        projector.to_screen(self.reference) - self.reference_on_screen
    }

    fn set_shift(&self, shift: Vec2) {
        *self.shift.lock().unwrap_or_else(|e| e.into_inner()) = shift;
    }

    /// How far to move the meshes this frame: the pan since they were built, in whole pixels.
    pub fn shift(&self) -> Vec2 {
        *self.shift.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Which units' labels fit over them at this zoom (worked out by `fits` once).
    pub fn labels_fitting(&self, fits: impl FnOnce() -> Vec<bool>) -> &[bool] {
        self.labels.get_or_init(fits)
    }

    /// One entry per unit, in the units' order; `None` for a unit drawn each frame (on a
    /// concealed march).
    pub fn units(&self) -> impl Iterator<Item = Option<&UnitMesh>> {
        self.meshes.iter().map(Option::as_ref)
    }

    /// Paints every cell that reaches `clip` (screen points), moved by this frame's shift:
    /// the kept mesh itself while the view rests where it was built, a moved copy otherwise.
    pub fn paint(&self, painter: &Painter, clip: Rect) {
        let offset = self.shift();
        for cell in &self.cells {
            if !cell.bounds.translate(offset).intersects(clip) {
                continue;
            }
            if offset == Vec2::ZERO {
                painter.add(Shape::Mesh(cell.mesh.clone()));
            } else {
                let mut moved = Mesh::clone(&cell.mesh);
                moved.translate(offset);
                painter.add(Shape::mesh(moved));
            }
            for &(centre, radius) in &cell.discs {
                painter.circle_filled(centre + offset, radius, Color32::WHITE);
            }
        }
    }
}

/// Tessellates every unit not on a concealed march into the cell its middle falls in; returns
/// each unit's bounds (in the units' order) and the cells, sorted by cell so the drawing
/// order is fixed.
fn build_cells(
    projector: &Projector,
    units: &[DrawnUnit],
    tessellator: &mut Tessellator,
) -> (Vec<Option<UnitMesh>>, Vec<TroopCell>) {
    let mut cells: BTreeMap<(i32, i32), TroopCell> = BTreeMap::new();
    let meshes = units
        .iter()
        .map(|unit| {
            if unit.concealed.is_some() {
                return None;
            }
            let mut small = Mesh::default();
            if let Some((bounds, discs)) = small_unit_mesh(projector, unit, &mut small) {
                let cell = cell_of(&mut cells, bounds);
                Arc::make_mut(&mut cell.mesh).append(small);
                cell.discs.extend(discs);
                cell.bounds = cell.bounds.union(bounds.expand(2.0));
                return Some(UnitMesh { bounds });
            }
            let (parts, bounds) = unit_shapes(projector, unit);
            let cell = cell_of(&mut cells, bounds);
            let mesh = Arc::make_mut(&mut cell.mesh);
            for (shapes, disc) in parts {
                for shape in shapes {
                    tessellator.tessellate_shape(shape, mesh);
                }
                cell.discs.extend(disc);
            }
            cell.bounds = cell.bounds.union(bounds.expand(2.0));
            Some(UnitMesh { bounds })
        })
        .collect();
    (meshes, cells.into_values().collect())
}

/// The cell a unit with these bounds on screen belongs to (its middle's).
fn cell_of(cells: &mut BTreeMap<(i32, i32), TroopCell>, bounds: Rect) -> &mut TroopCell {
    let middle = bounds.center();
    // Saturating float-to-int casts: a unit far off screen lands in an edge cell.
    let key = (
        (middle.x / CELL_POINTS).floor() as i32,
        (middle.y / CELL_POINTS).floor() as i32,
    );
    cells.entry(key).or_insert_with(|| TroopCell {
        mesh: Arc::new(Mesh::default()),
        bounds: Rect::NOTHING,
        discs: Vec::new(),
    })
}

/// Whether `offset` (points) moves by whole physical pixels.
fn whole_pixels(offset: Vec2, pixels_per_point: f32) -> bool {
    let px = offset * pixels_per_point;
    (px.x - px.x.round()).abs() < 1e-3 && (px.y - px.y.round()).abs() < 1e-3
}
