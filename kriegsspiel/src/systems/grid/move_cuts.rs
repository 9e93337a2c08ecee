//! What a planned move would do to the lines of communication (issue 22 item 18, the analysis
//! aid's second half): the move is made on a copy of the state through the ordinary rules, and
//! both sides' networks before and after are compared.
//!
//! A line is *cut* when it ends sooner after the move than before: an enemy fighting unit now
//! stands on it (source L72), an arsenal it came from was raided (source L21, L88), or the
//! relay it came from no longer relays (source L64, L66). The lines of a relay that moves are
//! not counted as cut: they go with it. A unit is *cut off by the move* when it was linked
//! before and is not after (source L60, L70); one *relinked* was not and is (source L74).

use super::direction::Direction;
use super::grid_side::{GridSide, PerSide};
use super::grid_state::GridState;
use super::network::{Network, Ray};
use super::refusal::Refusal;
use super::square::Square;
use serde::Serialize;
use std::collections::BTreeSet;

/// The part of one line of communication a move would take away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct CutLine {
    /// Whose line.
    pub side: GridSide,
    /// The arsenal or relay it comes from.
    pub source: Square,
    /// The last square it would still reach (the source itself when none is left).
    pub kept_to: Square,
    /// The last square it reaches now.
    pub was_to: Square,
}

/// What a planned move would do to both sides' lines.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MoveCuts {
    /// The unit's square.
    pub from: Square,
    /// Where it would end.
    pub to: Square,
    /// The lines it would cut, sorted.
    pub cut_lines: Vec<CutLine>,
    /// The squares each side's lines reach now and would no longer reach, sorted.
    pub lost_squares: PerSide<Vec<Square>>,
    /// The squares (after the move) of units linked now that would be cut off, by side, sorted.
    pub cut_off: PerSide<Vec<Square>>,
    /// The squares (after the move) of units cut off now that would be linked again, by side,
    /// sorted.
    pub relinked: PerSide<Vec<Square>>,
}

impl MoveCuts {
    /// Whether the move changes no line and no unit's link.
    pub fn is_empty(&self) -> bool {
        self.cut_lines.is_empty()
            && GridSide::ALL.into_iter().all(|s| {
                self.lost_squares.get(s).is_empty()
                    && self.cut_off.get(s).is_empty()
                    && self.relinked.get(s).is_empty()
            })
    }
}

impl GridState {
    /// What moving the unit on `from` to `to` would cut; the move's refusal if the rules refuse
    /// it. Nothing changes: the move is made on a copy.
    pub fn move_cuts(&self, from: Square, to: Square) -> Result<MoveCuts, Refusal> {
        let mut after = self.clone();
        after.apply_move(from, to)?;
        let moved = after.last_moved().map_or(to, |u| u.at);
        let relay_moved = self
            .position
            .unit_at(from)
            .filter(|u| u.kind.is_relay())
            .map(|_| from);
        let (before_net, after_net) = (self.network(), after.network());
        let mut cuts = MoveCuts {
            from,
            to: moved,
            cut_lines: Vec::new(),
            lost_squares: PerSide::default(),
            cut_off: PerSide::default(),
            relinked: PerSide::default(),
        };
        for side in GridSide::ALL {
            cuts.cut_lines
                .extend(cut_lines(side, before_net, after_net, relay_moved));
            *cuts.lost_squares.get_mut(side) = Square::all()
                .filter(|&s| before_net.reaches(side, s) && !after_net.reaches(side, s))
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect();
            let changed = |was: bool| -> Vec<Square> {
                after
                    .position
                    .units
                    .iter()
                    .filter(|u| u.side == side)
                    .filter(|u| {
                        self.network().is_linked(u.id) == was && after_net.is_linked(u.id) != was
                    })
                    .map(|u| u.at)
                    .collect::<BTreeSet<_>>()
                    .into_iter()
                    .collect()
            };
            *cuts.cut_off.get_mut(side) = changed(true);
            *cuts.relinked.get_mut(side) = changed(false);
        }
        cuts.cut_lines.sort_unstable();
        Ok(cuts)
    }
}

/// The lines of `side` that end sooner after the move, leaving out those of a relay that moved
/// from `relay_moved`.
fn cut_lines(
    side: GridSide,
    before: &Network,
    after: &Network,
    relay_moved: Option<Square>,
) -> Vec<CutLine> {
    let after_rays = after.rays(side);
    let is_source_after = |square: Square| after_rays.iter().any(|r| r.from == square);
    before
        .rays(side)
        .iter()
        .filter(|ray| ray.from != ray.to && Some(ray.from) != relay_moved)
        .filter_map(|ray: &Ray| {
            let (direction, length) = Direction::between(ray.from, ray.to)?;
            let kept = if is_source_after(ray.from) {
                after_rays
                    .iter()
                    .filter(|r| r.from == ray.from && r.from != r.to)
                    .find_map(|r| {
                        Direction::between(r.from, r.to)
                            .filter(|(d, _)| *d == direction)
                            .map(|(_, k)| (r.to, k))
                    })
                    .unwrap_or((ray.from, 0))
            } else {
                (ray.from, 0)
            };
            (kept.1 < length).then_some(CutLine {
                side,
                source: ray.from,
                kept_to: kept.0,
                was_to: ray.to,
            })
        })
        .collect()
}
