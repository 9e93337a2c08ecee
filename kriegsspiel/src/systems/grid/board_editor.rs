//! The board editor's model (`map_layout = custom`): features placed and removed one square at
//! a time, keeping the counts (source L13), and saved as a board file.

use super::board::{Board, BoardError, Territory};
use super::board_check::{BoardIssue, IssueLevel, check_board};
use super::feature::Feature;
use super::grid_side::{GridSide, PerSide};
use super::square::Square;
use crate::figures::counted;
use std::path::Path;
use thiserror::Error;

/// Why the editor refuses a placement or a board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardEditError {
    /// Off the board.
    #[error("{square} is off the 25 × 20 board")]
    OffBoard {
        /// The square.
        square: Square,
    },
    /// The square already holds a feature.
    #[error(
        "{square} already holds {} {feature}; one feature per square (source L13)",
        if .feature.starts_with('a') { "an" } else { "a" }
    )]
    Taken {
        /// The square.
        square: Square,
        /// What is there.
        feature: &'static str,
    },
    /// The territory already has all of this feature.
    #[error(
        "{side} already has its {} (source L13)",
        counted(*.count, &format!("{feature} square"))
    )]
    CountReached {
        /// The territory.
        side: GridSide,
        /// The feature.
        feature: &'static str,
        /// How many it may have.
        count: usize,
    },
    /// The board fails a check that the editor enforces (1 or 2).
    #[error("the board fails the checks: {}", .0.join("; "))]
    FailsChecks(Vec<String>),
    /// The board could not be built, read or written.
    #[error("{0}")]
    Board(String),
}

impl From<BoardError> for BoardEditError {
    fn from(e: BoardError) -> Self {
        BoardEditError::Board(e.to_string())
    }
}

/// A board being laid out.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct BoardEditor {
    territories: PerSide<Territory>,
}

impl BoardEditor {
    /// An empty board.
    pub fn new() -> Self {
        Self::default()
    }

    /// Starts from an existing board.
    pub fn from_board(board: &Board) -> Self {
        BoardEditor {
            territories: PerSide {
                north: board.territory(GridSide::North).clone(),
                south: board.territory(GridSide::South).clone(),
            },
        }
    }

    /// The feature on a square, if any.
    pub fn feature(&self, square: Square) -> Option<Feature> {
        GridSide::ALL.into_iter().find_map(|side| {
            Feature::ALL
                .into_iter()
                .find(|&f| self.territories.get(side).squares(f).contains(&square))
        })
    }

    /// Places a feature in the territory whose rows hold the square (source L13), keeping the
    /// counts and one feature per square.
    pub fn place(&mut self, square: Square, feature: Feature) -> Result<(), BoardEditError> {
        if !square.on_board() {
            return Err(BoardEditError::OffBoard { square });
        }
        if let Some(there) = self.feature(square) {
            return Err(BoardEditError::Taken {
                square,
                feature: there.title(),
            });
        }
        let side = if GridSide::North.territory_rows().contains(&square.y) {
            GridSide::North
        } else {
            GridSide::South
        };
        let list = self.territories.get_mut(side).squares_mut(feature);
        if list.len() >= feature.count_per_territory() {
            return Err(BoardEditError::CountReached {
                side,
                feature: feature.title(),
                count: feature.count_per_territory(),
            });
        }
        list.push(square);
        list.sort_unstable();
        Ok(())
    }

    /// Removes whatever feature stands on the square; returns it.
    pub fn remove(&mut self, square: Square) -> Option<Feature> {
        let feature = self.feature(square)?;
        for side in GridSide::ALL {
            self.territories
                .get_mut(side)
                .squares_mut(feature)
                .retain(|&s| s != square);
        }
        Some(feature)
    }

    /// The layout as a board (not yet checked beyond one feature per square).
    pub fn board(&self) -> Result<Board, BoardEditError> {
        Ok(Board::new(self.territories.clone())?)
    }

    /// Every finding of the checks on the layout so far.
    pub fn issues(&self) -> Result<Vec<BoardIssue>, BoardEditError> {
        Ok(check_board(&self.board()?))
    }

    /// The finished board, if it passes checks 1 and 2.
    pub fn finish(&self) -> Result<Board, BoardEditError> {
        let board = self.board()?;
        let errors: Vec<String> = check_board(&board)
            .into_iter()
            .filter(|i| i.level == IssueLevel::Error)
            .map(|i| i.message)
            .collect();
        if errors.is_empty() {
            Ok(board)
        } else {
            Err(BoardEditError::FailsChecks(errors))
        }
    }

    /// Saves the finished board as a board file (JSON), atomically.
    pub fn save(&self, path: &Path) -> Result<(), BoardEditError> {
        let text = self.finish()?.to_json()?;
        crate::files::write_atomically(path, text.as_bytes())
            .map_err(|e| BoardEditError::Board(e.to_string()))
    }

    /// Opens a board file for editing.
    pub fn load(path: &Path) -> Result<Self, BoardEditError> {
        let text = crate::files::read_limited_text(path, 1024 * 1024, "a board file")
            .map_err(|e| BoardEditError::Board(e.to_string()))?;
        Ok(BoardEditor::from_board(&Board::from_json(&text)?))
    }
}
