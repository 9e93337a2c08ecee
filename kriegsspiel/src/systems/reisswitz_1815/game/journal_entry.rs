//! One entry of a Reisswitz game's journal (see [`crate::journal`]).

use super::command::Command;
use super::event::Event;

/// An applied command with its events and the game time it was applied at.
pub type JournalEntry = crate::journal::JournalEntry<Command, Event>;
