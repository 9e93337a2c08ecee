//! One entry of a game's journal: a command, the turn it was applied, and what it did.

use super::command::Command;
use super::event::Event;
use crate::calc::clock::TimeOfDay;
use serde::{Deserialize, Serialize};

/// An applied command with its events and the game time it was applied at.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JournalEntry {
    /// The turn when it was applied.
    pub turn: u32,
    /// The time of day when it was applied.
    pub time: TimeOfDay,
    /// The command.
    pub command: Command,
    /// What it did.
    pub events: Vec<Event>,
}
