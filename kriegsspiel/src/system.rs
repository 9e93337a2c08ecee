//! The seam between the core and a rule system.
//!
//! Each system (Reisswitz's Kriegsspiel, Little Wars, the grid game) has its own setup, state,
//! commands, events and refusals; the core gives them distance, the map frame, sides and ids,
//! the seeded dice box, the clock, the schedule, atomic files and — through this trait — the
//! played game: [`crate::played_game::PlayedGame`] owns the journal, applies a command whole or
//! not at all, undoes and redoes by replay, replays to any turn, writes the one save envelope and
//! checks every journal entry's events when a save is opened. A wing says only how its game
//! starts and how one command changes it.
//!
//! Why a trait with associated types rather than one enum of every system's commands: the
//! systems share no command (a Reisswitz move in paces, a Little Wars move in inches, a grid
//! move square to square), so one enum would be a sum of three unrelated languages that every
//! `match` would have to take apart again. A trait keeps each system's commands typed and its
//! own, while the services every game needs are written once over any of them. The set of
//! systems the workbench opens is closed and known, so the registry that opens a saved game is
//! an enum ([`crate::systems::SystemId`]).

use crate::journal::{JournalEntry, JournalStamp};
use crate::play_error::PlayError;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Debug;

/// A save written before its system's saves carried events: the setup and the commands, which
/// the core replays through the rules (there are no recorded events to compare).
#[derive(Debug, Clone, PartialEq)]
pub struct OlderSave<S: RuleSystem> {
    /// What the game started from.
    pub setup: S::Setup,
    /// The commands applied, oldest first.
    pub commands: Vec<S::Command>,
    /// The commands undone, the next to redo last.
    pub redo: Vec<S::Command>,
}

/// A rule system as the core plays it: how a game starts and how one command changes it.
pub trait RuleSystem: Sized + Clone + Debug + PartialEq + 'static {
    /// The system's stable id, as written in saved games (`"system"`).
    const SYSTEM_ID: &'static str;
    /// The `"format"` its saved games name.
    const SAVE_FORMAT: &'static str;
    /// The saved format's version this build writes and the newest it reads.
    const SAVE_VERSION: u32;
    /// The largest saved game read, in bytes.
    const MAX_SAVE_BYTES: u64;

    /// What a game starts from (saved as the envelope's `"setup"`).
    type Setup: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// The game as it stands.
    type State: Clone + Debug + PartialEq;
    /// What the umpire or a player asks for.
    type Command: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What a command did.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Why a command was refused or a game could not be opened; the core's own reasons come
    /// in through `From<PlayError>`.
    type Error: std::error::Error + Send + Sync + From<PlayError>;

    /// The state a game begins in; refuses a setup the rules do not allow.
    fn start(setup: &Self::Setup) -> Result<Self::State, Self::Error>;

    /// Applies one command to the state, whole or not at all: on an error the state must be
    /// left exactly as it was (the wings try the command on a copy).
    fn step(
        state: &mut Self::State,
        command: &Self::Command,
    ) -> Result<Vec<Self::Event>, Self::Error>;

    /// The turn and time of day a journal entry made now would carry.
    fn stamp(state: &Self::State) -> JournalStamp;

    /// Checks a command given now (not one replayed from a journal): a wing refuses here what
    /// an old journal may still hold but a new game may not ask for. Accepts all by default.
    fn check_new(_state: &Self::State, _command: &Self::Command) -> Result<(), Self::Error> {
        Ok(())
    }

    /// The turn an applied entry left the game in (a command that moves the clock on ends in
    /// a later turn than it was given in); by default the turn it was given in.
    fn turn_reached(entry: &JournalEntry<Self::Command, Self::Event>) -> u32 {
        entry.turn
    }

    /// A command's name in messages.
    fn command_name(_command: &Self::Command) -> String {
        "command".into()
    }

    /// Reads a save of an older shape than the envelope, if `text` is one (`None` if it is
    /// not, so the envelope reader goes on). None by default.
    fn older_save(_text: &str, _source: &str) -> Option<Result<OlderSave<Self>, Self::Error>> {
        None
    }
}
