//! A position as a positions-only record gives it after a half-turn (rules reference §9,
//! "Replay"): the units by side, type and square, and the surviving arsenals.

use super::grid_side::{GridSide, PerSide};
use super::position::{PlacedUnit, Position};
use super::square::Square;
use super::unit_kind::UnitKind;
use serde::{Deserialize, Serialize};

/// The position a record gives after a half-turn; the side to move is the other side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedPosition {
    /// Each side's units.
    pub units: PerSide<Vec<PlacedUnit>>,
    /// Each side's surviving arsenals.
    pub arsenals: PerSide<Vec<Square>>,
}

impl RecordedPosition {
    /// The record of a position, each list sorted.
    pub fn of(position: &Position) -> Self {
        let mut recorded = RecordedPosition {
            units: PerSide::default(),
            arsenals: position.arsenals.clone(),
        };
        for unit in &position.units {
            recorded.units.get_mut(unit.side).push(PlacedUnit {
                kind: unit.kind,
                at: unit.at,
            });
        }
        recorded.sorted()
    }

    /// The same record with every list sorted by square, as comparisons read it.
    pub fn sorted(&self) -> Self {
        let mut sorted = self.clone();
        for side in GridSide::ALL {
            sorted.units.get_mut(side).sort_by_key(|u| (u.at, u.kind));
            sorted.arsenals.get_mut(side).sort();
        }
        sorted
    }

    /// Whether `position` stands exactly as recorded: the same units by side, type and square
    /// and the same surviving arsenals.
    pub fn matches(&self, position: &Position) -> bool {
        self.sorted() == RecordedPosition::of(position)
    }

    /// The squares a side's units of `kind` stand on, sorted.
    pub fn squares_of(&self, side: GridSide, kind: UnitKind) -> Vec<Square> {
        let mut squares: Vec<Square> = self
            .units
            .get(side)
            .iter()
            .filter(|u| u.kind == kind)
            .map(|u| u.at)
            .collect();
        squares.sort();
        squares
    }
}
