//! Everything that can go wrong with a grid game, its files and its replays.

use super::board::BoardError;
use super::grid_options::OptionError;
use super::position::PositionError;
use super::refusal::Refusal;
use crate::files::FileError;
use thiserror::Error;

/// A grid game's error: a refusal by the rules, or a file that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GridError {
    /// The rules refuse the command.
    #[error("refused: {0}")]
    Refused(#[from] Refusal),
    /// The dice box could not throw (it never fails for a new box).
    #[error("the die for the first player could not be thrown: {reason}")]
    Dice {
        /// What the dice box said.
        reason: String,
    },
    /// Nothing to undo.
    #[error("nothing to undo")]
    NothingToUndo,
    /// Nothing to redo.
    #[error("nothing to redo")]
    NothingToRedo,
    /// A file could not be read or written.
    #[error(transparent)]
    File(#[from] FileError),
    /// A board is not valid.
    #[error(transparent)]
    Board(#[from] BoardError),
    /// A position is not valid.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// An option or reading is unknown.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// The text is not what it should be.
    #[error("{source_name}: {message}")]
    Unreadable {
        /// The file or text, as named in messages.
        source_name: String,
        /// What is wrong.
        message: String,
    },
    /// The played game refused an undo, a replay or a save.
    #[error(transparent)]
    Play(crate::played_game::PlayError),
}

impl From<crate::played_game::PlayError> for GridError {
    fn from(e: crate::played_game::PlayError) -> Self {
        use crate::played_game::PlayError;
        match e {
            PlayError::NothingToUndo => GridError::NothingToUndo,
            PlayError::NothingToRedo => GridError::NothingToRedo,
            PlayError::Unreadable {
                source_name,
                message,
            } => GridError::Unreadable {
                source_name,
                message,
            },
            other => GridError::Play(other),
        }
    }
}
