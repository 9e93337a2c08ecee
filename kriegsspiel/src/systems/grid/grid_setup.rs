//! What a grid game starts from, and the form it is saved in.

use super::board::Board;
use super::first_player::FirstPlayerDraw;
use super::grid_error::GridError;
use super::grid_options::GridOptions;
use super::position::{Position, PositionFile};
use serde::{Deserialize, Serialize};

/// The `format` a saved grid game names.
pub const GRID_GAME_FORMAT: &str = "grid-game";
/// The saved format's version this build writes: 2, the core's save envelope with every
/// journal entry's events (version 1 saved the commands alone, and still opens).
pub const GRID_GAME_FORMAT_VERSION: u32 = 2;
/// The id a saved grid game names as its system.
pub const GRID_SYSTEM_ID: &str = "grid";
/// The largest saved game, replay or position file read (bytes).
pub const MAX_GRID_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// What a game starts from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridSetup {
    /// The board.
    pub board: Board,
    /// The ruleset.
    pub options: GridOptions,
    /// The starting position.
    pub start: Position,
    /// The die thrown for the first half-turn, when the side was drawn rather than chosen
    /// (rules reference §2, "First player"; source L17).
    pub first_player: Option<FirstPlayerDraw>,
}

/// A setup as saved: the start as a position file, its units in order.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct GridSetupFile {
    pub(super) board: Board,
    pub(super) options: GridOptions,
    pub(super) start: PositionFile,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) first_player: Option<FirstPlayerDraw>,
}

impl From<GridSetup> for GridSetupFile {
    fn from(setup: GridSetup) -> Self {
        GridSetupFile {
            start: setup.start.to_file_in_order(),
            board: setup.board,
            options: setup.options,
            first_player: setup.first_player,
        }
    }
}

impl TryFrom<GridSetupFile> for GridSetup {
    type Error = GridError;

    /// Checks the start against the board, and that a drawn first player is the one to move.
    fn try_from(file: GridSetupFile) -> Result<Self, GridError> {
        let start = Position::from_file(&file.start, &file.board)?;
        if let Some(drawn) = file.first_player.as_ref().and_then(FirstPlayerDraw::side)
            && drawn != start.to_move
        {
            return Err(GridError::Unreadable {
                source_name: "setup".into(),
                message: format!(
                    "the die thrown for the first player gives {drawn} the first half-turn, but the start has {} to move",
                    start.to_move
                ),
            });
        }
        Ok(GridSetup {
            board: file.board,
            options: file.options,
            start,
            first_player: file.first_player,
        })
    }
}

impl Serialize for GridSetup {
    fn serialize<Z: serde::Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        GridSetupFile::from(self.clone()).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for GridSetup {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let file = GridSetupFile::deserialize(deserializer)?;
        GridSetup::try_from(file).map_err(serde::de::Error::custom)
    }
}
