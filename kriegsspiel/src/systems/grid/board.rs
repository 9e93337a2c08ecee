//! The board: 25 × 20 squares in two territories, each with its arsenals, forts, pass and
//! mountains (rules reference §1).

use super::feature::Feature;
use super::grid_side::{GridSide, PerSide};
use super::square::{BOARD_COLUMNS, BOARD_ROWS, Square};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The standard board's data (rules reference §1, "Standard map").
const STANDARD_BOARD_TOML: &str = include_str!("../../../rules/grid/standard_board.toml");

/// One territory's features as a board file lists them.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, Hash)]
#[serde(deny_unknown_fields)]
pub struct Territory {
    /// Arsenal squares (2, source L13).
    #[serde(default)]
    pub arsenals: Vec<Square>,
    /// Fort squares (3, source L13).
    #[serde(default)]
    pub forts: Vec<Square>,
    /// Pass squares (1, source L13).
    #[serde(default)]
    pub passes: Vec<Square>,
    /// Mountain squares (9, source L13).
    #[serde(default)]
    pub mountains: Vec<Square>,
}

impl Territory {
    /// The squares holding `feature`.
    pub fn squares(&self, feature: Feature) -> &[Square] {
        match feature {
            Feature::Arsenal => &self.arsenals,
            Feature::Fort => &self.forts,
            Feature::Pass => &self.passes,
            Feature::Mountain => &self.mountains,
        }
    }

    /// The squares holding `feature`, to change.
    pub fn squares_mut(&mut self, feature: Feature) -> &mut Vec<Square> {
        match feature {
            Feature::Arsenal => &mut self.arsenals,
            Feature::Fort => &mut self.forts,
            Feature::Pass => &mut self.passes,
            Feature::Mountain => &mut self.mountains,
        }
    }

    /// Sorts every list (files and screens list squares in order).
    pub fn sort(&mut self) {
        for feature in Feature::ALL {
            let list = self.squares_mut(feature);
            list.sort_unstable();
            list.dedup();
        }
    }
}

/// Why a board file cannot be a board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardError {
    /// The text is not a board.
    #[error("not a board: {0}")]
    Unreadable(String),
    /// A square lies off the 25 × 20 board.
    #[error("{feature} at {square} lies off the 25 × 20 board")]
    OffBoard {
        /// The feature.
        feature: &'static str,
        /// The square.
        square: Square,
    },
    /// Two features share a square (one feature per square, rules reference §1).
    #[error("{square} holds two features; a square holds one at most")]
    SharedSquare {
        /// The square.
        square: Square,
    },
}

/// The board as a file writes it: each territory's feature lists.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardFile {
    /// North's territory (rows 0–9).
    pub north: Territory,
    /// South's territory (rows 10–19).
    pub south: Territory,
}

/// A board: the territories' features, with a square-by-square look-up. Built only through
/// [`Board::new`], which checks every square lies on the board and holds one feature.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BoardFile", into = "BoardFile")]
pub struct Board {
    territories: PerSide<Territory>,
    cells: Vec<Option<(Feature, GridSide)>>,
}

impl TryFrom<BoardFile> for Board {
    type Error = BoardError;
    fn try_from(file: BoardFile) -> Result<Self, BoardError> {
        Board::new(PerSide {
            north: file.north,
            south: file.south,
        })
    }
}

impl From<Board> for BoardFile {
    fn from(board: Board) -> Self {
        BoardFile {
            north: board.territories.north,
            south: board.territories.south,
        }
    }
}

impl Board {
    /// A board from its territories' lists. Counts and placement rules are the editor's checks
    /// (`board_check`); here only: on the board, one feature per square.
    pub fn new(mut territories: PerSide<Territory>) -> Result<Self, BoardError> {
        territories.north.sort();
        territories.south.sort();
        let mut cells = vec![None; usize::from(BOARD_COLUMNS) * usize::from(BOARD_ROWS)];
        for side in GridSide::ALL {
            for feature in Feature::ALL {
                for &square in territories.get(side).squares(feature) {
                    if !square.on_board() {
                        return Err(BoardError::OffBoard {
                            feature: feature.title(),
                            square,
                        });
                    }
                    let cell = &mut cells[square.index()];
                    if cell.is_some() {
                        return Err(BoardError::SharedSquare { square });
                    }
                    *cell = Some((feature, side));
                }
            }
        }
        Ok(Board { territories, cells })
    }

    /// A board with no features at all (a start for the editor).
    pub fn empty() -> Self {
        Board {
            territories: PerSide::default(),
            cells: vec![None; usize::from(BOARD_COLUMNS) * usize::from(BOARD_ROWS)],
        }
    }

    /// The standard board (rules reference §1; `map_layout = standard`).
    pub fn standard() -> Result<Self, BoardError> {
        let file: BoardFile = toml::from_str(STANDARD_BOARD_TOML)
            .map_err(|e| BoardError::Unreadable(e.to_string()))?;
        Board::try_from(file)
    }

    /// Reads a board from JSON text (the board editor's file).
    pub fn from_json(text: &str) -> Result<Self, BoardError> {
        serde_json::from_str(text).map_err(|e| BoardError::Unreadable(e.to_string()))
    }

    /// The board as JSON text (the board editor's file).
    pub fn to_json(&self) -> Result<String, BoardError> {
        serde_json::to_string_pretty(self).map_err(|e| BoardError::Unreadable(e.to_string()))
    }

    /// A territory's features.
    pub fn territory(&self, side: GridSide) -> &Territory {
        self.territories.get(side)
    }

    /// The feature on a square and the territory it belongs to, if any.
    pub fn feature(&self, square: Square) -> Option<(Feature, GridSide)> {
        if !square.on_board() {
            return None;
        }
        self.cells.get(square.index()).copied().flatten()
    }

    /// Whether the square is a mountain (off the board counts as one: nothing passes).
    pub fn is_mountain(&self, square: Square) -> bool {
        !square.on_board() || matches!(self.feature(square), Some((Feature::Mountain, _)))
    }

    /// The side's arsenal squares as the board lays them out.
    pub fn arsenals(&self, side: GridSide) -> &[Square] {
        &self.territory(side).arsenals
    }
}
