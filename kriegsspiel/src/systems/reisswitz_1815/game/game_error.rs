//! What can go wrong applying a command, undoing, or reading and writing a saved game.

use super::refusal::Refusal;
use crate::error::RulesError;
use crate::played_game::PlayError;
use crate::systems::reisswitz_1815::army::UnitId;
use crate::systems::reisswitz_1815::staff::StaffError;
use thiserror::Error;

/// Why a command was not applied (the game is unchanged), or why a saved game cannot be used.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum GameError {
    /// The rules refuse the command; the umpire may apply it anyway with an override reason.
    #[error("refused: {}", list(refusals))]
    Refused {
        /// Every reason, in the order found.
        refusals: Vec<Refusal>,
    },
    /// No unit has this id.
    #[error("there is no unit '{0}' in the order of battle")]
    UnknownUnit(UnitId),
    /// The unit must be on the map for this command.
    #[error("unit {0} is not on the map")]
    NotOnMap(UnitId),
    /// The unit is on the map already.
    #[error("unit {0} is on the map already")]
    AlreadyOnMap(UnitId),
    /// The command does not apply to this unit (skirmishers for a battery, say).
    #[error("unit {unit}: {reason}")]
    Unsuitable {
        /// The unit.
        unit: UnitId,
        /// Why, in words.
        reason: String,
    },
    /// A bad value or a question the rules cannot answer.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// A staff-exercise command refused (scenario, commanders, messages).
    #[error(transparent)]
    Staff(#[from] StaffError),
    /// The journal is empty.
    #[error("there is nothing to undo")]
    NothingToUndo,
    /// Nothing has been undone since the last new command.
    #[error("there is nothing to redo")]
    NothingToRedo,
    /// A saved game cannot be read or written.
    #[error("{path}: {message}")]
    SaveFile {
        /// The file.
        path: String,
        /// What is wrong.
        message: String,
    },
    /// A turn the game has not reached (asked of [`super::Game::replayed_to`]).
    #[error("the game has not reached turn {turn}: it stands at turn {present}")]
    TurnNotReached {
        /// The turn asked for.
        turn: u32,
        /// The present turn.
        present: u32,
    },
    /// A saved journal does not replay to the events it recorded.
    #[error("the saved journal does not replay: entry {index}: {message}")]
    ReplayMismatch {
        /// The entry (0-based).
        index: usize,
        /// What differs.
        message: String,
    },
    /// A saved redo stack holds a command that cannot be redone where the game stands.
    #[error("the saved redo stack cannot be redone: entry {index} ({command}): {message}")]
    BadRedo {
        /// The entry (0-based, the next one to redo last).
        index: usize,
        /// The command's name.
        command: String,
        /// Why it fails.
        message: String,
    },
    /// A saved game says its set-up is longer than its journal.
    #[error("the saved set-up is {entries} journal entries, but the journal holds only {journal}")]
    SetUpBeyondJournal {
        /// The set-up's length, as saved.
        entries: usize,
        /// The journal's length.
        journal: usize,
    },
    /// Undo reached the scenario's set-up, which stays (it is where the game starts).
    #[error(
        "undo stops at the scenario's set-up: its first {entries} journal entries stay; start a \
         new game to set up again"
    )]
    UndoAtSetUp {
        /// How many journal entries the set-up holds.
        entries: usize,
    },
    /// A command with an override reason would put a block beyond the map: a reason relaxes
    /// the rules, never the map's bounds.
    #[error(
        "a block would stand off the map at ({x:.0}, {y:.0}): an override reason relaxes the \
         rules, not the map's edge"
    )]
    BeyondMapEdge {
        /// The first corner off the map, paces east.
        x: f64,
        /// The same, paces south.
        y: f64,
    },
}

fn list(refusals: &[Refusal]) -> String {
    refusals
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}

impl From<PlayError> for GameError {
    fn from(e: PlayError) -> Self {
        match e {
            PlayError::NothingToUndo => GameError::NothingToUndo,
            PlayError::NothingToRedo => GameError::NothingToRedo,
            PlayError::UndoAtSetUp { entries } => GameError::UndoAtSetUp { entries },
            PlayError::TurnNotReached { turn, present } => {
                GameError::TurnNotReached { turn, present }
            }
            PlayError::ReplayMismatch { index, message, .. } => {
                GameError::ReplayMismatch { index, message }
            }
            PlayError::BadRedo {
                index,
                command,
                message,
                ..
            } => GameError::BadRedo {
                index,
                command,
                message,
            },
            PlayError::SetUpBeyondJournal {
                entries, journal, ..
            } => GameError::SetUpBeyondJournal { entries, journal },
            PlayError::Unreadable {
                source_name: path,
                message,
            }
            | PlayError::Unwritable { path, message } => GameError::SaveFile { path, message },
        }
    }
}
