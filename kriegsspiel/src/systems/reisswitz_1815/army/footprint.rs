//! A unit's footprint: its blocks as rectangles in paces, laid out by its formation around its
//! anchor and bearing. Because everything is in paces the footprint is true to scale on a map
//! of any scale; a map view only projects it.
//!
//! The unit's own frame has its **anchor at the middle of its front edge**, x to its right and
//! y to its rear. A group of blocks abreast is centred on the anchor; a group in file runs
//! back from it. A battery's wagons stand behind the guns or beside them (to the right).

use super::bearing::Bearing;
use super::block_rect::{BlockRect, BlockRole};
use super::formation_spec::{Arrangement, BlockLayout, FormationSpec, TrailingPlace};
use super::skirmish_screen::SkirmishScreen;
use super::unit_blocks::{BlockSize, UnitBlocks};
use geo::Coord;
use serde::{Deserialize, Serialize};

/// The block id skirmishers are shown with (Appendix Two no. 10).
pub const SKIRMISH_BLOCK: &str = "skirmish_platoon";

/// A unit's blocks on the map.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Footprint {
    /// The formation id.
    pub formation: String,
    /// The middle of the unit's front edge, map frame.
    pub anchor: Coord<f64>,
    /// The way the unit faces and marches.
    pub bearing: Bearing,
    /// Width of the blocks (skirmishers left out) across the unit's front, paces.
    pub frontage: f64,
    /// Depth of the blocks (skirmishers left out) from the front edge back, paces.
    pub depth: f64,
    /// Every block, main blocks first, then wagons, then skirmishers.
    pub blocks: Vec<BlockRect>,
}

/// A block laid out in the unit's frame.
struct Laid<'a> {
    size: &'a BlockSize,
    x: f64,
    y: f64,
    across: f64,
    along: f64,
    turned: bool,
    stack: u32,
}

/// Lays out `blocks` by `layout` with the group's front at y = 0, centred on x = 0.
/// Returns the blocks and the group's width and depth.
fn lay_out<'a>(blocks: &'a [BlockSize], layout: &BlockLayout) -> (Vec<Laid<'a>>, f64, f64) {
    let turned = layout.turned;
    let across_of = |b: &BlockSize| if turned { b.depth } else { b.frontage };
    let along_of = |b: &BlockSize| if turned { b.frontage } else { b.depth };
    // Deal the blocks out to positions.
    let mut positions: Vec<&'a [BlockSize]> = Vec::new();
    let mut start = 0;
    while start < blocks.len() {
        let size = layout.stack_size(positions.len()).max(1) as usize;
        let end = (start + size).min(blocks.len());
        if let Some(slice) = blocks.get(start..end) {
            positions.push(slice);
        }
        start = end;
    }
    let extent = |slice: &[BlockSize], f: &dyn Fn(&BlockSize) -> f64| {
        slice.iter().map(f).fold(0.0_f64, f64::max)
    };
    let mut laid = Vec::with_capacity(blocks.len());
    let (mut width, mut depth) = (0.0_f64, 0.0_f64);
    match layout.arrangement {
        Arrangement::Abreast => {
            let total: f64 = positions
                .iter()
                .enumerate()
                .map(|(k, p)| {
                    let gap = if k + 1 < positions.len() {
                        layout.interval(k)
                    } else {
                        0.0
                    };
                    extent(p, &across_of) + gap
                })
                .sum();
            let mut cursor = -total / 2.0;
            for (k, slice) in positions.iter().enumerate() {
                let across = extent(slice, &across_of);
                for (level, size) in slice.iter().enumerate() {
                    let along = along_of(size);
                    laid.push(Laid {
                        size,
                        x: cursor + across / 2.0,
                        y: along / 2.0,
                        across: across_of(size),
                        along,
                        turned,
                        stack: level as u32,
                    });
                    depth = depth.max(along);
                }
                cursor += across + layout.interval(k);
            }
            width = total;
        }
        Arrangement::InFile => {
            let mut cursor = 0.0;
            for (k, slice) in positions.iter().enumerate() {
                let along = extent(slice, &along_of);
                for (level, size) in slice.iter().enumerate() {
                    let across = across_of(size);
                    laid.push(Laid {
                        size,
                        x: 0.0,
                        y: cursor + along / 2.0,
                        across,
                        along: along_of(size),
                        turned,
                        stack: level as u32,
                    });
                    width = width.max(across);
                }
                cursor += along;
                if k + 1 < positions.len() {
                    cursor += layout.interval(k);
                }
            }
            depth = cursor;
        }
    }
    (laid, width, depth)
}

/// The layout used for a battery's wagons when the formation gives none: in file behind.
fn default_trailing() -> BlockLayout {
    BlockLayout {
        arrangement: Arrangement::InFile,
        turned: false,
        stack_sizes: vec![1],
        intervals: vec![0.0],
    }
}

impl Footprint {
    /// The footprint of a unit with `blocks` in formation `spec` (named `formation`), its
    /// front's middle at `anchor`, facing `bearing`; `skirmishers` with the frontage they
    /// spread across, if any are out.
    pub fn compute(
        formation: &str,
        spec: &FormationSpec,
        blocks: &UnitBlocks,
        anchor: Coord<f64>,
        bearing: Bearing,
        skirmishers: Option<(&SkirmishScreen, f64)>,
    ) -> Self {
        let (main, main_w, main_d) = lay_out(&blocks.main, &spec.main);
        let mut laid: Vec<(Laid<'_>, BlockRole)> =
            main.into_iter().map(|l| (l, BlockRole::Main)).collect();
        if !blocks.trailing.is_empty() {
            let fallback = default_trailing();
            let (layout, place, gap) = match &spec.trailing {
                Some(t) => (&t.layout, t.place, t.gap),
                None => (&fallback, TrailingPlace::Behind, 0.0),
            };
            let (wagons, w, _) = lay_out(&blocks.trailing, layout);
            let (dx, dy) = match place {
                TrailingPlace::Behind => (0.0, main_d + gap),
                TrailingPlace::Beside => (main_w / 2.0 + gap + w / 2.0, 0.0),
            };
            laid.extend(wagons.into_iter().map(|mut l| {
                l.x += dx;
                l.y += dy;
                (l, BlockRole::Wagons)
            }));
        }
        let (mut lo_x, mut hi_x, mut lo_y, mut hi_y) = (0.0_f64, 0.0_f64, 0.0_f64, 0.0_f64);
        for (i, (l, _)) in laid.iter().enumerate() {
            let (x0, x1) = (l.x - l.across / 2.0, l.x + l.across / 2.0);
            let (y0, y1) = (l.y - l.along / 2.0, l.y + l.along / 2.0);
            if i == 0 {
                (lo_x, hi_x, lo_y, hi_y) = (x0, x1, y0, y1);
            } else {
                (lo_x, hi_x, lo_y, hi_y) = (lo_x.min(x0), hi_x.max(x1), lo_y.min(y0), hi_y.max(y1));
            }
        }
        let to_map = |x: f64, y: f64| {
            let (f, r) = (bearing.forward(), bearing.right());
            Coord {
                x: anchor.x + r.x * x - f.x * y,
                y: anchor.y + r.y * x - f.y * y,
            }
        };
        let mut rects: Vec<BlockRect> = laid
            .iter()
            .map(|(l, role)| BlockRect {
                block: l.size.block.clone(),
                role: *role,
                centre: to_map(l.x, l.y),
                offset: Coord { x: l.x, y: l.y },
                width: l.size.frontage,
                depth: l.size.depth,
                facing: if l.turned {
                    bearing.turned(-90.0)
                } else {
                    bearing
                },
                stack: l.stack,
                sized: l.size.sized,
            })
            .collect();
        if let Some((screen, frontage)) = skirmishers {
            let n = screen.blocks.min(1000);
            if n > 0 {
                let each = frontage / f64::from(n);
                for k in 0..n {
                    let x = -frontage / 2.0 + each * (f64::from(k) + 0.5);
                    let y = -screen.distance;
                    rects.push(BlockRect {
                        block: SKIRMISH_BLOCK.into(),
                        role: BlockRole::Skirmishers,
                        centre: to_map(x, y),
                        offset: Coord { x, y },
                        width: each,
                        depth: 0.0,
                        facing: bearing,
                        stack: 0,
                        sized: false,
                    });
                }
            }
        }
        Footprint {
            formation: formation.to_string(),
            anchor,
            bearing,
            frontage: hi_x - lo_x,
            depth: hi_y - lo_y,
            blocks: rects,
        }
    }

    /// Whether any block of this footprint overlaps any block of `other`.
    pub fn overlaps(&self, other: &Footprint) -> bool {
        self.blocks
            .iter()
            .any(|a| other.blocks.iter().any(|b| a.overlaps(b)))
    }

    /// Every corner of every block.
    pub fn corners(&self) -> impl Iterator<Item = Coord<f64>> + '_ {
        self.blocks.iter().flat_map(|b| b.corners())
    }

    /// The blocks that are neither wagons nor skirmishers.
    pub fn main_blocks(&self) -> impl Iterator<Item = &BlockRect> {
        self.blocks.iter().filter(|b| b.role == BlockRole::Main)
    }
}
