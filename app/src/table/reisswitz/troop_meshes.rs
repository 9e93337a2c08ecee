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
//! tessellation of 2,000 outlined polygons and their marks every frame).

use super::troop_view::DrawnUnit;
use super::unit_shapes::unit_shapes;
use crate::canvas::{MapPoint, Projector};
use egui::epaint::{Mesh, Tessellator};
use egui::{Id, Painter, Pos2, Rect, Vec2};
use std::sync::{Arc, Mutex};

/// One unit's blocks, ready to draw.
#[derive(Clone, Debug)]
pub struct UnitMesh {
    /// Block by block in drawing order (then the selection outline): the tessellated block
    /// and its marks, in screen points as they were when built, and the white disc of a gun
    /// (centre, radius), drawn each frame after its block.
    pub parts: Vec<(Mesh, Option<(Pos2, f32)>)>,
    /// The blocks' bounds on screen when built.
    pub bounds: Rect,
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
    meshes: Arc<Vec<Option<UnitMesh>>>,
    /// The pan of the last frame that reused the meshes by an offset not in whole pixels.
    last_exact: Mutex<Option<Vec2>>,
    /// The shift this frame draws them with.
    shift: Mutex<Vec2>,
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
        let meshes = units
            .iter()
            .map(|unit| {
                if unit.concealed.is_some() {
                    return None;
                }
                let (parts, bounds) = unit_shapes(projector, unit);
                let parts = parts
                    .into_iter()
                    .map(|(shapes, disc)| {
                        let mut mesh = Mesh::default();
                        for shape in shapes {
                            tessellator.tessellate_shape(shape, &mut mesh);
                        }
                        (mesh, disc)
                    })
                    .collect();
                Some(UnitMesh { parts, bounds })
            })
            .collect();
        let reference = projector.centre();
        let fresh = Arc::new(TroopMeshes {
            units: units.clone(),
            east,
            south,
            pixels_per_point,
            reference,
            reference_on_screen: projector.to_screen(reference),
            meshes: Arc::new(meshes),
            last_exact: Mutex::new(None),
            shift: Mutex::new(Vec2::ZERO),
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

    /// One entry per unit, in the units' order; `None` for a unit drawn each frame (on a
    /// concealed march).
    pub fn units(&self) -> impl Iterator<Item = Option<&UnitMesh>> {
        self.meshes.iter().map(Option::as_ref)
    }
}

/// Whether `offset` (points) moves by whole physical pixels.
fn whole_pixels(offset: Vec2, pixels_per_point: f32) -> bool {
    let px = offset * pixels_per_point;
    (px.x - px.x.round()).abs() < 1e-3 && (px.y - px.y.round()).abs() < 1e-3
}
