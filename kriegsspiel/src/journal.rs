//! The journal every rule system's game keeps: each command applied, stamped with the turn and
//! time of day, with the events it caused; and the commands undone that can be redone.
//!
//! A game changes only by applying commands, so the journal is the game: replaying its
//! commands from the setup gives the same state (each system's property tests check it), undo
//! is a replay of all but the last, and a saved game is the setup plus the journal.

use crate::clock::TimeOfDay;
use serde::{Deserialize, Serialize};

/// The turn and time of day a journal entry carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct JournalStamp {
    /// The turn.
    pub turn: u32,
    /// The time of day.
    pub time: TimeOfDay,
}

/// An applied command with its events and the game time it was applied at.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JournalEntry<C, E> {
    /// The turn when it was applied.
    pub turn: u32,
    /// The time of day when it was applied.
    pub time: TimeOfDay,
    /// The command.
    pub command: C,
    /// What it did.
    pub events: Vec<E>,
}

/// The commands applied, oldest first, and those undone, the next to redo last.
#[derive(Debug, Clone, PartialEq)]
pub struct Journal<C, E> {
    entries: Vec<JournalEntry<C, E>>,
    redo: Vec<C>,
}

impl<C, E> Default for Journal<C, E> {
    fn default() -> Self {
        Self {
            entries: Vec::new(),
            redo: Vec::new(),
        }
    }
}

impl<C: Clone, E> Journal<C, E> {
    /// An empty journal.
    pub fn new() -> Self {
        Self::default()
    }

    /// Every entry, oldest first.
    pub fn entries(&self) -> &[JournalEntry<C, E>] {
        &self.entries
    }

    /// The commands that can be redone, the next one last.
    pub fn redo_stack(&self) -> &[C] {
        &self.redo
    }

    /// Records an applied command.
    pub fn record(&mut self, entry: JournalEntry<C, E>) {
        self.entries.push(entry);
    }

    /// Forgets what could be redone (a new command was applied).
    pub fn clear_redo(&mut self) {
        self.redo.clear();
    }

    /// Replaces the redo stack (a loaded game, or one rebuilt for an undo).
    pub fn set_redo(&mut self, redo: Vec<C>) {
        self.redo = redo;
    }

    /// Takes the redo stack out, leaving it empty.
    pub fn take_redo(&mut self) -> Vec<C> {
        std::mem::take(&mut self.redo)
    }

    /// The next command to redo, if any.
    pub fn next_redo(&self) -> Option<&C> {
        self.redo.last()
    }

    /// Drops the next command to redo (it has been applied again).
    pub fn pop_redo(&mut self) -> Option<C> {
        self.redo.pop()
    }

    /// For an undo: the last command, and every command before it in order (to replay from
    /// the setup). `None` when the journal is empty.
    pub fn split_last_command(&self) -> Option<(C, Vec<C>)> {
        let (last, earlier) = self.entries.split_last()?;
        Some((
            last.command.clone(),
            earlier.iter().map(|e| e.command.clone()).collect(),
        ))
    }
}
