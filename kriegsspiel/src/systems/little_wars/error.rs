//! Why Little Wars refuses a command or a calculation. Every refusal says why in words the
//! players can act on, and names the rule.

use thiserror::Error;

/// A refused command or calculation; the game is unchanged.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum LittleWarsError {
    /// An option id the reference does not name.
    #[error("unknown Little Wars option '{id}'; allowed: {allowed}")]
    UnknownOption {
        /// The id given.
        id: String,
        /// The ids, sorted.
        allowed: String,
    },
    /// A reading an option does not have.
    #[error("option {id} has no reading '{reading}'; allowed: {allowed}")]
    UnknownReading {
        /// The option.
        id: String,
        /// The reading given.
        reading: String,
        /// Its readings.
        allowed: String,
    },
    /// A number outside what the rule can take.
    #[error("{what} {value} is not allowed: {allowed}")]
    OutOfRange {
        /// What the number is.
        what: &'static str,
        /// The value given.
        value: String,
        /// What is allowed, in words.
        allowed: String,
    },
    /// A move longer than the piece's circle (or any other move the rules forbid).
    #[error("move refused: {0}")]
    Move(#[from] super::move_refusal::MoveRefusal),
    /// A melee that cannot be settled as given.
    #[error("melee refused: {0}")]
    Melee(String),
    /// A gun that cannot do what was asked.
    #[error("gun refused: {0}")]
    Gun(String),
    /// A figure or gun id the game does not have.
    #[error("no {what} with id {id}")]
    NoSuchPiece {
        /// "figure" or "gun".
        what: &'static str,
        /// The id given.
        id: u32,
    },
    /// A command given in the wrong phase of the game.
    #[error("not now: {0}")]
    WrongPhase(String),
    /// A group put down together, refused whole at its first man refused.
    #[error("the group stays where it was: man {figure} cannot be put down there: {reason}")]
    GroupRefused {
        /// The first man refused.
        figure: u32,
        /// Why he was refused.
        reason: Box<LittleWarsError>,
    },
    /// Nothing to undo or redo.
    #[error("nothing to {0}")]
    NothingTo(&'static str),
    /// A saved game that cannot be read or written.
    #[error("saved game {source_name}: {reason}")]
    BadSave {
        /// The file or text, as named in messages.
        source_name: String,
        /// What is wrong.
        reason: String,
    },
    /// Supply, a volley, a work or a boat refused in the Kriegspiel appendix (the table says
    /// "Refused:" before it: the reason alone here).
    #[error("{0}")]
    Supply(#[from] super::supply_refusal::SupplyRefusal),
    /// The Kriegspiel appendix refused a charge, a shell's dead, a shot or a move (§10).
    #[error("{0}")]
    Appendix(#[from] super::appendix_refusal::AppendixRefusal),
    /// The played game refused an undo, a replay or a save.
    #[error(transparent)]
    Play(crate::played_game::PlayError),
    /// The core refused something (the dice box, say).
    #[error(transparent)]
    Core(#[from] crate::error::RulesError),
}

impl From<crate::played_game::PlayError> for LittleWarsError {
    fn from(e: crate::played_game::PlayError) -> Self {
        use crate::played_game::PlayError;
        match e {
            PlayError::NothingToUndo => LittleWarsError::NothingTo("undo"),
            PlayError::NothingToRedo => LittleWarsError::NothingTo("redo"),
            PlayError::Unreadable {
                source_name,
                message,
            } => LittleWarsError::BadSave {
                source_name,
                reason: message,
            },
            other => LittleWarsError::Play(other),
        }
    }
}
