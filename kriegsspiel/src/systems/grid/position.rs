//! A position: where every unit stands, which arsenals survive, and whose half-turn it is.

use super::board::Board;
use super::grid_side::{GridSide, PerSide};
use super::square::Square;
use super::unit_kind::UnitKind;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// The published deployment's data (rules reference §2).
const STANDARD_DEPLOYMENT_TOML: &str = include_str!("../../../rules/grid/standard_deployment.toml");

/// A unit on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Unit {
    /// Stable within a game: the order the position listed it in.
    pub id: u16,
    /// Its army.
    pub side: GridSide,
    /// Its kind.
    pub kind: UnitKind,
    /// Where it stands.
    pub at: Square,
}

/// A unit as position and replay files write it: `{"type": "infantry", "at": [x, y]}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlacedUnit {
    /// The kind's id.
    #[serde(rename = "type")]
    pub kind: UnitKind,
    /// The square.
    pub at: Square,
}

/// A position as files write it (a replay's `start`, a `ks grid attack --position` file).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionFile {
    /// The side to move (default North, as in the published game).
    #[serde(default = "north")]
    pub to_move: GridSide,
    /// The surviving arsenals (default: all the board's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arsenals: Option<PerSide<Vec<Square>>>,
    /// Each side's units.
    pub units: PerSide<Vec<PlacedUnit>>,
}

fn north() -> GridSide {
    GridSide::North
}

/// Why a position cannot stand on a board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// The text is not a position.
    #[error("not a position: {0}")]
    Unreadable(String),
    /// A unit stands off the board.
    #[error("{side} {kind} at {square} stands off the 25 × 20 board")]
    OffBoard {
        /// Its side.
        side: GridSide,
        /// Its kind.
        kind: UnitKind,
        /// The square.
        square: Square,
    },
    /// A unit stands on a mountain (source L13).
    #[error("{side} {kind} at {square} stands on a mountain; no unit may (source L13)")]
    OnMountain {
        /// Its side.
        side: GridSide,
        /// Its kind.
        kind: UnitKind,
        /// The square.
        square: Square,
    },
    /// Two units share a square (source L15: one unit per square).
    #[error("two units stand on {square}; one unit per square (source L15)")]
    SharedSquare {
        /// The square.
        square: Square,
    },
    /// More units of a kind than a side has (source L25–30, L66).
    #[error("{side} has {count} {kind} units; a side has at most {allowed} (source L25-30, L66)")]
    TooMany {
        /// The side.
        side: GridSide,
        /// The kind.
        kind: UnitKind,
        /// How many the position has.
        count: usize,
        /// How many a side has.
        allowed: usize,
    },
    /// An arsenal listed as surviving is not one of the side's arsenals on the board.
    #[error("{side} has no arsenal at {square} on this board")]
    NotAnArsenal {
        /// The side.
        side: GridSide,
        /// The square.
        square: Square,
    },
}

/// Where the units stand, the surviving arsenals and the side to move.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    /// The side whose half-turn it is.
    pub to_move: GridSide,
    /// The arsenals not yet destroyed, sorted.
    pub arsenals: PerSide<Vec<Square>>,
    /// Every unit on the board, by id.
    pub units: Vec<Unit>,
}

/// The deployment file's shape: each side's squares by kind id.
#[derive(Debug, Deserialize)]
struct DeploymentFile {
    to_move: GridSide,
    north: BTreeMap<UnitKind, Vec<Square>>,
    south: BTreeMap<UnitKind, Vec<Square>>,
}

impl Position {
    /// The published deployment on `board` (rules reference §2; `deployment = published`).
    pub fn published(board: &Board) -> Result<Self, PositionError> {
        let file: DeploymentFile = toml::from_str(STANDARD_DEPLOYMENT_TOML)
            .map_err(|e| PositionError::Unreadable(e.to_string()))?;
        let placed = |by_kind: &BTreeMap<UnitKind, Vec<Square>>| -> Vec<PlacedUnit> {
            UnitKind::ALL
                .iter()
                .flat_map(|kind| {
                    by_kind
                        .get(kind)
                        .into_iter()
                        .flatten()
                        .map(|&at| PlacedUnit { kind: *kind, at })
                })
                .collect()
        };
        Position::from_file(
            &PositionFile {
                to_move: file.to_move,
                arsenals: None,
                units: PerSide {
                    north: placed(&file.north),
                    south: placed(&file.south),
                },
            },
            board,
        )
    }

    /// A position from its file form, checked against the board: every unit on the board and
    /// off the mountains, one per square, no more of a kind than a side has, arsenals among the
    /// board's.
    pub fn from_file(file: &PositionFile, board: &Board) -> Result<Self, PositionError> {
        let mut units = Vec::new();
        let mut taken = std::collections::BTreeSet::new();
        for side in GridSide::ALL {
            for kind in UnitKind::ALL {
                let count = file
                    .units
                    .get(side)
                    .iter()
                    .filter(|u| u.kind == kind)
                    .count();
                if count > kind.count_per_side() {
                    return Err(PositionError::TooMany {
                        side,
                        kind,
                        count,
                        allowed: kind.count_per_side(),
                    });
                }
            }
            for placed in file.units.get(side) {
                let (kind, square) = (placed.kind, placed.at);
                if !square.on_board() {
                    return Err(PositionError::OffBoard { side, kind, square });
                }
                if board.is_mountain(square) {
                    return Err(PositionError::OnMountain { side, kind, square });
                }
                if !taken.insert(square) {
                    return Err(PositionError::SharedSquare { square });
                }
                let id = u16::try_from(units.len()).unwrap_or(u16::MAX);
                units.push(Unit {
                    id,
                    side,
                    kind,
                    at: square,
                });
            }
        }
        let mut arsenals = match &file.arsenals {
            Some(listed) => listed.clone(),
            None => PerSide {
                north: board.arsenals(GridSide::North).to_vec(),
                south: board.arsenals(GridSide::South).to_vec(),
            },
        };
        for side in GridSide::ALL {
            let list = arsenals.get_mut(side);
            list.sort_unstable();
            list.dedup();
            if let Some(&square) = list.iter().find(|s| !board.arsenals(side).contains(s)) {
                return Err(PositionError::NotAnArsenal { side, square });
            }
        }
        Ok(Position {
            to_move: file.to_move,
            arsenals,
            units,
        })
    }

    /// The position in its file form: units of each side sorted by square.
    pub fn to_file(&self) -> PositionFile {
        let mut file = self.to_file_in_order();
        file.units.north.sort_unstable_by_key(|u| (u.at, u.kind));
        file.units.south.sort_unstable_by_key(|u| (u.at, u.kind));
        file
    }

    /// The position in its file form, units in the order of their ids (North's first), so
    /// that reading it back gives every unit the same id (saved games).
    pub fn to_file_in_order(&self) -> PositionFile {
        let mut units: PerSide<Vec<PlacedUnit>> = PerSide::default();
        let mut by_id: Vec<&Unit> = self.units.iter().collect();
        by_id.sort_unstable_by_key(|u| (u.side, u.id));
        for unit in by_id {
            units.get_mut(unit.side).push(PlacedUnit {
                kind: unit.kind,
                at: unit.at,
            });
        }
        PositionFile {
            to_move: self.to_move,
            arsenals: Some(self.arsenals.clone()),
            units,
        }
    }

    /// The unit on a square, if any.
    pub fn unit_at(&self, square: Square) -> Option<&Unit> {
        self.units.iter().find(|u| u.at == square)
    }

    /// The unit with this id, if it is still on the board.
    pub fn unit(&self, id: u16) -> Option<&Unit> {
        self.units.iter().find(|u| u.id == id)
    }

    /// For each of the board's 500 squares, the index in [`Position::units`] of the unit on it.
    pub fn occupancy(&self) -> Vec<Option<usize>> {
        let mut cells = vec![None; Square::all().count()];
        for (i, unit) in self.units.iter().enumerate() {
            if let Some(cell) = cells.get_mut(unit.at.index()) {
                *cell = Some(i);
            }
        }
        cells
    }

    /// Whether an arsenal of `side` survives on the square.
    pub fn is_live_arsenal(&self, side: GridSide, square: Square) -> bool {
        self.arsenals.get(side).contains(&square)
    }

    /// The side's fighting units still on the board.
    pub fn fighting_units(&self, side: GridSide) -> usize {
        self.units
            .iter()
            .filter(|u| u.side == side && u.kind.is_fighting())
            .count()
    }
}
