//! A unit's blocks as egui shapes: the fill of its side, the marks of its arm (the front edge,
//! a cavalry chevron, a gun's disc), turned blocks crossed out, and the selection outline.
//! Built here once for the troop meshes to tessellate.

use super::troop_view::{DrawnBlock, DrawnUnit};
use crate::canvas::Projector;
use egui::{Color32, Pos2, Rect, Shape, Stroke, Vec2};
use kriegsspiel::systems::reisswitz_1815::army::{Arm, BlockRole, Side};

/// Colour of the selection outline.
const SELECTION: Color32 = Color32::from_rgb(255, 214, 0);

/// The fill of a side's blocks.
pub fn side_colour(side: Side) -> Color32 {
    match side {
        Side::Red => Color32::from_rgb(196, 36, 36),
        Side::Blue => Color32::from_rgb(36, 72, 196),
    }
}

/// How big a block the draft gives no size (a post, patrol or small party: Appendix Two) is drawn
/// on the umpire's map, paces a side: a token to see, label and grab, not a figure of the rules
/// (its footprint stays a point for every rule).
pub const TOKEN_PACES: f64 = 40.0;

/// `block`, or for a block the draft gives no size, a square token of [`TOKEN_PACES`] around it.
pub fn token_sized(
    block: &kriegsspiel::systems::reisswitz_1815::army::BlockRect,
) -> kriegsspiel::systems::reisswitz_1815::army::BlockRect {
    let mut drawn = block.clone();
    if !block.sized {
        drawn.width = drawn.width.max(TOKEN_PACES);
        drawn.depth = drawn.depth.max(TOKEN_PACES);
    }
    drawn
}

/// A unit's blocks on screen as shapes (to be tessellated once), block by block, each with the
/// white disc of a gun (drawn each frame, as egui draws small discs from its font texture),
/// and the selection outline last; with the blocks' bounds on screen.
pub(super) type UnitShapes = (Vec<(Vec<Shape>, Option<(Pos2, f32)>)>, Rect);

/// See [`UnitShapes`].
pub(super) fn unit_shapes(projector: &Projector, unit: &DrawnUnit) -> UnitShapes {
    let screen: Vec<[Pos2; 4]> = unit
        .blocks
        .iter()
        .map(|b| b.corners.map(|c| projector.to_screen(c)))
        .collect();
    let bounds = screen
        .iter()
        .flatten()
        .fold(Rect::NOTHING, |r, p| r.union(Rect::from_pos(*p)));
    let radians = unit.bearing.to_radians();
    let forward = projector.map_vector_to_screen(radians.sin(), -radians.cos());
    let mut parts = Vec::new();
    for (block, corners) in unit.blocks.iter().zip(&screen) {
        let mut shapes = Vec::new();
        let mut disc = None;
        block_shapes(
            unit,
            block,
            &front_first(corners, forward),
            &mut shapes,
            &mut disc,
        );
        parts.push((shapes, disc));
    }
    if unit.selected {
        let outlines = screen
            .iter()
            .map(|corners| Shape::closed_line(corners.to_vec(), Stroke::new(2.5, SELECTION)))
            .collect();
        parts.push((outlines, None));
    }
    (parts, bounds)
}

/// The corners turned so the first edge is the one facing the unit's way (`forward`, on
/// screen): blocks in column stand turned across the line of march, and the mark belongs on
/// the side the unit faces.
pub(super) fn front_first(c: &[Pos2; 4], forward: Vec2) -> [Pos2; 4] {
    let centre = Pos2::new(
        (c[0].x + c[1].x + c[2].x + c[3].x) / 4.0,
        (c[0].y + c[1].y + c[2].y + c[3].y) / 4.0,
    );
    let facing = |i: usize| {
        let mid = c[i] + (c[(i + 1) % 4] - c[i]) / 2.0;
        (mid - centre).dot(forward)
    };
    let best = (0..4).fold(0, |best, i| if facing(i) > facing(best) { i } else { best });
    [
        c[best],
        c[(best + 1) % 4],
        c[(best + 2) % 4],
        c[(best + 3) % 4],
    ]
}

/// The fill of a block: its side's colour, paler for wagons and skirmishers, faint when
/// turned.
pub(super) fn block_fill(side: Side, block: &DrawnBlock) -> Color32 {
    let base = side_colour(side);
    match (block.role, block.turned) {
        (_, true) => base.gamma_multiply(0.35),
        (BlockRole::Main, false) => base,
        (BlockRole::Wagons, false) => base.gamma_multiply(0.6),
        (BlockRole::Skirmishers, false) => base.gamma_multiply(0.75),
    }
}

fn block_shapes(
    unit: &DrawnUnit,
    block: &DrawnBlock,
    c: &[Pos2; 4],
    out: &mut Vec<Shape>,
    disc: &mut Option<(Pos2, f32)>,
) {
    let fill = block_fill(unit.side, block);
    let edge = Stroke::new(1.0, Color32::from_black_alpha(200));
    out.push(Shape::convex_polygon(c.to_vec(), fill, edge));
    let size = (c[0] - c[1]).length().max((c[1] - c[2]).length());
    if size < 4.0 {
        return;
    }
    let mark = Stroke::new((size / 14.0).clamp(1.0, 3.0), Color32::WHITE);
    let mut line = |a: Pos2, b: Pos2, stroke: Stroke| out.push(Shape::line_segment([a, b], stroke));
    if block.turned {
        // A beaten unit's turned blocks: crossed out.
        line(c[0], c[2], mark);
        line(c[1], c[3], mark);
        return;
    }
    match (block.role, unit.arm) {
        (BlockRole::Main, Arm::Infantry) => {
            // The front edge, thick: which way the block faces.
            line(c[0], c[1], mark);
        }
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
            *disc = Some((centre, (size / 8.0).clamp(1.5, 5.0)));
        }
        (BlockRole::Wagons, _) => {
            line(c[0], c[2], Stroke::new(1.0, Color32::WHITE));
        }
        _ => {
            line(c[0], c[1], mark);
        }
    }
}
