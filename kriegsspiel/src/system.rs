//! The seam between the core and a rule system.
//!
//! Each system (Reisswitz's Kriegsspiel, Little Wars, the grid game) has its own commands,
//! events, state and rules; the core gives them distance, the map frame, sides and ids, the
//! seeded dice box, the clock, the schedule, the journal and atomic files. A system implements
//! [`RuleSystem`] for its game type; [`crate::systems`] keeps the registry from a system's id to
//! its saved-game reader.
//!
//! Why a trait with associated types rather than one enum of every system's commands: the
//! systems share no command (a Reisswitz move in paces, a Little Wars move in inches, a grid
//! move square to square), so one enum would be a sum of three unrelated languages that every
//! `match` would have to take apart again. A trait keeps each system's commands typed and its
//! own, while code that only needs "apply, undo, redo, save" works over any of them. The set of
//! systems itself is closed and known, so the registry that opens a saved game is an enum
//! ([`crate::systems::SystemId`]).

/// A rule system's game: a state changed only by its own commands, with a journal.
pub trait RuleSystem {
    /// What the umpire or a player asks for.
    type Command: Clone;
    /// What a command did.
    type Event: Clone + PartialEq;
    /// Why a command was refused (the game is then unchanged).
    type Error: std::error::Error;

    /// The system's stable id, as written in saved games.
    fn system_id(&self) -> &'static str;

    /// Applies a command whole or not at all, records it, and returns its events.
    fn apply(&mut self, command: Self::Command) -> Result<Vec<Self::Event>, Self::Error>;

    /// Takes back the last command (by replaying the others from the setup); returns it.
    fn undo(&mut self) -> Result<Self::Command, Self::Error>;

    /// Applies again the last command undone.
    fn redo(&mut self) -> Result<Vec<Self::Event>, Self::Error>;

    /// The game as saved-game JSON text.
    fn to_json(&self) -> Result<String, Self::Error>;
}
