//! One block on the map: a rectangle in paces with its facing.

use super::bearing::Bearing;
use geo::Coord;
use serde::{Deserialize, Serialize};

/// Overlaps thinner than this (paces) do not count: blocks set edge to edge only touch.
pub const TOUCH_TOLERANCE: f64 = 1e-6;

/// Which part of a unit a block belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlockRole {
    /// The unit's main blocks.
    Main,
    /// A battery's wagons.
    Wagons,
    /// Skirmish blocks put out ahead of the unit.
    Skirmishers,
}

/// A block's rectangle in the map frame.
///
/// `width` runs along the block's own front and `depth` from front to back; `facing` is the
/// way the block's front looks. `offset` is the block centre in the unit's own frame: `x`
/// paces to the unit's right of its anchor and `y` paces behind its front (negative: ahead).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BlockRect {
    /// The Appendix Two block id.
    pub block: String,
    /// Main, wagons or skirmishers.
    pub role: BlockRole,
    /// The centre, map frame.
    pub centre: Coord<f64>,
    /// The centre in the unit's frame (x to the right, y to the rear).
    pub offset: Coord<f64>,
    /// Width along the block's front, paces.
    pub width: f64,
    /// Depth, paces.
    pub depth: f64,
    /// The way the block's front looks.
    pub facing: Bearing,
    /// 0 on the table; 1 and up for blocks placed on top of others.
    pub stack: u32,
    /// Whether the draft gives the block's size (an unsized block is a point or a line).
    pub sized: bool,
}

impl BlockRect {
    /// The four corners: front left, front right, rear right, rear left.
    pub fn corners(&self) -> [Coord<f64>; 4] {
        let f = self.facing.forward();
        let r = self.facing.right();
        let (hw, hd) = (self.width / 2.0, self.depth / 2.0);
        let at = |across: f64, ahead: f64| Coord {
            x: self.centre.x + r.x * across + f.x * ahead,
            y: self.centre.y + r.y * across + f.y * ahead,
        };
        [at(-hw, hd), at(hw, hd), at(hw, -hd), at(-hw, -hd)]
    }

    /// Whether the two rectangles overlap by more than [`TOUCH_TOLERANCE`] (separating axes).
    /// Blocks that only touch do not overlap; a point never overlaps anything; a line (an
    /// unsized skirmish block) overlaps a rectangle it crosses.
    pub fn overlaps(&self, other: &BlockRect) -> bool {
        let a = self.corners();
        let b = other.corners();
        let axes = [
            self.facing.forward(),
            self.facing.right(),
            other.facing.forward(),
            other.facing.right(),
        ];
        axes.iter().all(|axis| {
            let (a_lo, a_hi) = project(&a, *axis);
            let (b_lo, b_hi) = project(&b, *axis);
            a_hi > b_lo + TOUCH_TOLERANCE && b_hi > a_lo + TOUCH_TOLERANCE
        })
    }
}

fn project(corners: &[Coord<f64>; 4], axis: Coord<f64>) -> (f64, f64) {
    corners
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), c| {
            let d = c.x * axis.x + c.y * axis.y;
            (lo.min(d), hi.max(d))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(x: f64, y: f64, w: f64, d: f64, facing: f64) -> BlockRect {
        BlockRect {
            block: "b".into(),
            role: BlockRole::Main,
            centre: Coord { x, y },
            offset: Coord { x: 0.0, y: 0.0 },
            width: w,
            depth: d,
            facing: Bearing::new(facing).unwrap_or_default(),
            stack: 0,
            sized: true,
        }
    }

    #[test]
    fn touching_is_not_overlapping() {
        let a = block(0.0, 0.0, 100.0, 100.0, 0.0);
        assert!(!a.overlaps(&block(100.0, 0.0, 100.0, 100.0, 0.0)));
        assert!(a.overlaps(&block(99.0, 0.0, 100.0, 100.0, 0.0)));
        assert!(a.overlaps(&block(0.0, 0.0, 10.0, 10.0, 45.0)));
    }

    #[test]
    fn rotated_blocks_separate_on_their_own_axes() {
        // A diamond whose corner points at the square's corner but does not reach it.
        let square = block(0.0, 0.0, 100.0, 100.0, 0.0);
        let half_diag = 50.0 * 2f64.sqrt();
        let diamond = block(
            50.0 + half_diag + 1.0,
            50.0 + half_diag + 1.0,
            100.0,
            100.0,
            45.0,
        );
        assert!(!square.overlaps(&diamond));
    }

    #[test]
    fn points_never_overlap_lines_cross() {
        let point = block(0.0, 0.0, 0.0, 0.0, 0.0);
        assert!(!point.overlaps(&point.clone()));
        let line = block(0.0, 0.0, 200.0, 0.0, 0.0);
        assert!(line.overlaps(&block(0.0, 0.0, 50.0, 50.0, 0.0)));
        assert!(!line.overlaps(&block(0.0, 30.0, 50.0, 50.0, 0.0)));
    }
}
