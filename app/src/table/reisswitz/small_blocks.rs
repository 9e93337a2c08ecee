//! Blocks only a few points across on screen (a whole map of troops at fit zoom), drawn as a
//! handful of plain quads written straight into the troop mesh instead of egui's outlined,
//! anti-aliased polygons: a dark quad fading out over a point beyond the block's edge, the
//! block's fill half a point within it, and its arm's white marks as thin quads. That is 16
//! vertices for an infantry block where the tessellated polygon, outline and front edge take
//! about 30, so a map of 2,000 blocks hands egui half the vertices to copy each frame (issue
//! 23 item 16). A block lying exactly under a later block of the same unit (the two blocks of a
//! battalion in column stand one on the other) is hidden by it and not drawn.
//!
//! What the umpire sees is the same picture at that size: the fill, a dark rim of about one
//! point and the front edge; the marks lose their anti-aliasing, which at a few points across
//! can hardly be told. Bigger blocks, the selected unit and translucent (turned) blocks keep the
//! full drawing.

use super::troop_view::{DrawnBlock, DrawnUnit};
use super::unit_shapes::{block_fill, front_first};
use crate::canvas::Projector;
use egui::epaint::Mesh;
use egui::{Color32, Pos2, Rect, Vec2};
use kriegsspiel::systems::reisswitz_1815::army::{Arm, BlockRole};

/// A unit whose blocks are all shorter than this on screen (points, longest side) is drawn
/// with the plain quads of this module. At the bundled map's fit zoom in a 1,600-point window
/// a battalion's block is about 20 points long; zoomed in to a brigade it is 40 and more.
pub const SMALL_BLOCK_POINTS: f32 = 24.0;

/// Half the width of the dark rim (points): egui's one-point outline, centred on the edge;
/// the fill stops this far within the edge and the rim fades out twice as far beyond it.
const RIM: f32 = 0.5;

/// Writes `unit`'s blocks into `mesh` as plain quads and returns their bounds on screen, when
/// the unit is small enough for that (and neither selected nor turned); `None` leaves the
/// mesh untouched for the full drawing.
pub fn small_unit_mesh(
    projector: &Projector,
    unit: &DrawnUnit,
    mesh: &mut Mesh,
) -> Option<(Rect, Vec<(Pos2, f32)>)> {
    if unit.selected || unit.blocks.iter().any(|b| b.turned) {
        return None;
    }
    let screen: Vec<[Pos2; 4]> = unit
        .blocks
        .iter()
        .map(|b| b.corners.map(|c| projector.to_screen(c)))
        .collect();
    let longest = |c: &[Pos2; 4]| (c[0] - c[1]).length().max((c[1] - c[2]).length());
    if screen.iter().any(|c| longest(c) >= SMALL_BLOCK_POINTS) {
        return None;
    }
    let bounds = screen
        .iter()
        .flatten()
        .fold(Rect::NOTHING, |r, p| r.union(Rect::from_pos(*p)));
    let radians = unit.bearing.to_radians();
    let forward = projector.map_vector_to_screen(radians.sin(), -radians.cos());
    let mut discs = Vec::new();
    for (i, (block, corners)) in unit.blocks.iter().zip(&screen).enumerate() {
        let hidden = unit.blocks[i + 1..]
            .iter()
            .zip(&screen[i + 1..])
            .any(|(later, c)| later.role == block.role && same_quad(c, corners));
        if hidden {
            continue;
        }
        let c = front_first(corners, forward);
        if let Some(disc) = block_quads(unit, block, &c, mesh) {
            discs.push(disc);
        }
    }
    Some((bounds, discs))
}

/// Whether two quadrilaterals on screen have the same corners (a stacked block).
fn same_quad(a: &[Pos2; 4], b: &[Pos2; 4]) -> bool {
    a.iter()
        .all(|p| b.iter().any(|q| (*p - *q).length_sq() < 1e-4))
}

/// One block: rim, fill and marks; the gun's disc (drawn each frame, as the full drawing does).
fn block_quads(
    unit: &DrawnUnit,
    block: &DrawnBlock,
    c: &[Pos2; 4],
    mesh: &mut Mesh,
) -> Option<(Pos2, f32)> {
    let size = (c[0] - c[1]).length().max((c[1] - c[2]).length());
    let short = (c[0] - c[1]).length().min((c[1] - c[2]).length());
    rim(mesh, c);
    quad(
        mesh,
        offset_quad(c, -RIM.min(short / 4.0)),
        block_fill(unit.side, block),
    );
    if size < 4.0 {
        return None;
    }
    let mark = (size / 14.0).clamp(1.0, 3.0);
    let mut line =
        |a: Pos2, b: Pos2, width: f32| quad(mesh, line_quad(a, b, width), Color32::WHITE);
    match (block.role, unit.arm) {
        (BlockRole::Main, Arm::Cavalry) => {
            line(c[0], c[1], mark);
            line(c[3], c[1], mark);
        }
        (BlockRole::Main, Arm::Artillery) => {
            line(c[0], c[1], mark);
            let centre = Pos2::new(
                (c[0].x + c[1].x + c[2].x + c[3].x) / 4.0,
                (c[0].y + c[1].y + c[2].y + c[3].y) / 4.0,
            );
            return Some((centre, (size / 8.0).clamp(1.5, 5.0)));
        }
        (BlockRole::Wagons, _) => line(c[0], c[2], 1.0),
        _ => line(c[0], c[1], mark),
    }
    None
}

/// The quadrilateral with each edge moved `by` points outwards (inwards when negative).
fn offset_quad(c: &[Pos2; 4], by: f32) -> [Pos2; 4] {
    std::array::from_fn(|i| {
        let prev = (c[i] - c[(i + 3) % 4]).normalized();
        let next = (c[(i + 1) % 4] - c[i]).normalized();
        // Outwards from corner i: back along the next edge and on along the previous one.
        c[i] + (prev - next) * by
    })
}

/// A straight stroke from `a` to `b`, `width` points wide, as a quadrilateral.
fn line_quad(a: Pos2, b: Pos2, width: f32) -> [Pos2; 4] {
    let along = (b - a).normalized();
    let across = Vec2::new(-along.y, along.x) * (width / 2.0);
    [a + across, b + across, b - across, a - across]
}

/// The dark rim's ground: the block in the outline's colour, fading out over one point beyond
/// its edge as egui's anti-aliased outline does (the fill then covers all but the rim).
fn rim(mesh: &mut Mesh, c: &[Pos2; 4]) {
    let Ok(first) = u32::try_from(mesh.vertices.len()) else {
        return;
    };
    for p in c {
        mesh.colored_vertex(*p, Color32::from_black_alpha(200));
    }
    for p in offset_quad(c, 2.0 * RIM) {
        mesh.colored_vertex(p, Color32::TRANSPARENT);
    }
    mesh.add_triangle(first, first + 1, first + 2);
    mesh.add_triangle(first, first + 2, first + 3);
    for i in 0..4 {
        let (a, b) = (first + i, first + (i + 1) % 4);
        mesh.add_triangle(a, b, b + 4);
        mesh.add_triangle(a, b + 4, a + 4);
    }
}

/// Appends a filled quadrilateral of one colour (two triangles).
fn quad(mesh: &mut Mesh, c: [Pos2; 4], colour: Color32) {
    let Ok(first) = u32::try_from(mesh.vertices.len()) else {
        return;
    };
    for p in c {
        mesh.colored_vertex(p, colour);
    }
    mesh.add_triangle(first, first + 1, first + 2);
    mesh.add_triangle(first, first + 2, first + 3);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rectangle_grows_and_shrinks_by_its_edges() {
        let c = [
            Pos2::new(0.0, 0.0),
            Pos2::new(10.0, 0.0),
            Pos2::new(10.0, 4.0),
            Pos2::new(0.0, 4.0),
        ];
        let out = offset_quad(&c, 0.5);
        assert_eq!(out[0], Pos2::new(-0.5, -0.5));
        assert_eq!(out[2], Pos2::new(10.5, 4.5));
        let inside = offset_quad(&c, -0.5);
        assert_eq!(inside[1], Pos2::new(9.5, 0.5));
        let stroke = line_quad(Pos2::new(0.0, 0.0), Pos2::new(4.0, 0.0), 2.0);
        assert_eq!(stroke[0], Pos2::new(0.0, 1.0));
        assert_eq!(stroke[3], Pos2::new(0.0, -1.0));
    }
}
