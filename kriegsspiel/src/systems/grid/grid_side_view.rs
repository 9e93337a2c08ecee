//! What one side of a grid game may know: the board and its arsenals are open to both, and
//! so is the position once play begins; while the sides deploy under `deployment =
//! free_hidden`, each sees only its own units (source L15; rules reference §2). Built of its
//! own types, never the engine's records, so nothing reaches a side unless it is copied here.

use super::grid_rules::GridRules;
use super::grid_side::GridSide;
use super::square::Square;
use super::unit_kind::UnitKind;
use crate::knowledge::KnowsSides;
use crate::played_game::PlayedGame;
use serde::Serialize;

/// A unit as a side sees it: whose, what, where.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct SeenUnit {
    /// Whose unit.
    pub side: GridSide,
    /// Its kind.
    pub kind: UnitKind,
    /// Its square.
    pub at: Square,
}

/// One side's view of a grid game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GridSideView {
    /// Whose view.
    pub side: GridSide,
    /// The half-turn, from 1.
    pub half_turn: u32,
    /// The side to move (or to deploy).
    pub to_move: GridSide,
    /// Whether the sides are still deploying.
    pub deploying: bool,
    /// Whether the other side has confirmed its deployment (announced at the table).
    pub other_confirmed: bool,
    /// Every unit the side may see, sorted by square.
    pub units: Vec<SeenUnit>,
    /// The arsenals, North's then South's, each sorted.
    pub arsenals: [Vec<Square>; 2],
}

impl GridSideView {
    /// The view as JSON text.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string_pretty(self)
    }
}

impl crate::knowledge::sealed::SideViewOnly for GridSideView {}

impl crate::knowledge::ViewForSeat for GridSideView {
    const SYSTEM: &'static str = <GridRules as crate::system::RuleSystem>::SYSTEM_ID;
}

impl KnowsSides for PlayedGame<GridRules> {
    type Side = GridSide;
    type View = GridSideView;

    fn side_view(&self, side: GridSide) -> GridSideView {
        let state = self.state();
        let seen = state.position_seen_by(side);
        let mut units: Vec<SeenUnit> = seen
            .units
            .iter()
            .map(|u| SeenUnit {
                side: u.side,
                kind: u.kind,
                at: u.at,
            })
            .collect();
        units.sort_by_key(|u| (u.at, u.side, u.kind));
        let sorted = |mut squares: Vec<Square>| {
            squares.sort();
            squares
        };
        GridSideView {
            side,
            half_turn: state.half_turn,
            to_move: state.to_move(),
            deploying: state.placement().is_some(),
            other_confirmed: state
                .placement()
                .is_some_and(|p| p.has_confirmed(side.opponent())),
            units,
            arsenals: [
                sorted(seen.arsenals.north.clone()),
                sorted(seen.arsenals.south.clone()),
            ],
        }
    }
}
