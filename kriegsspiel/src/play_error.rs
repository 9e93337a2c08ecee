//! What the core refuses on behalf of every played game: an undo with nothing to take back, a
//! save that does not read or does not replay. Each wing's error takes these in through
//! `From<PlayError>`, so a caller still matches on the wing's own error type.

use thiserror::Error;

/// Why the played game refused an undo, a redo, a replay, a save or an open.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The journal holds no command to undo.
    #[error("nothing to undo")]
    NothingToUndo,
    /// No command was undone that could be redone.
    #[error("nothing to redo")]
    NothingToRedo,
    /// Undo stopped at the scenario's set-up.
    #[error("the first {entries} journal entries are the scenario's set-up and are not undone")]
    UndoAtSetUp {
        /// How many entries are the set-up.
        entries: usize,
    },
    /// A replay was asked for a turn the game has not reached.
    #[error("turn {turn} has not been reached (the game is in turn {present})")]
    TurnNotReached {
        /// The turn asked for.
        turn: u32,
        /// The game's turn now.
        present: u32,
    },
    /// A saved journal entry does not replay as recorded.
    #[error("{source_name}: journal entry {} does not replay: {message}", index + 1)]
    ReplayMismatch {
        /// The file or text, as named in messages.
        source_name: String,
        /// The entry, from 0.
        index: usize,
        /// What differs.
        message: String,
    },
    /// A saved redo stack holds a command that cannot be redone.
    #[error("{source_name}: redo entry {} ({command}) cannot be redone: {message}", index + 1)]
    BadRedo {
        /// The file or text, as named in messages.
        source_name: String,
        /// The redo entry, from 0 (the next to redo is the last).
        index: usize,
        /// The command's name.
        command: String,
        /// Why it was refused.
        message: String,
    },
    /// A saved game says more of its journal is set-up than the journal holds.
    #[error("{source_name}: the set-up is {entries} entries but the journal holds {journal}")]
    SetUpBeyondJournal {
        /// The file or text, as named in messages.
        source_name: String,
        /// The set-up entries named.
        entries: usize,
        /// The journal's length.
        journal: usize,
    },
    /// The text is not a saved game of this system, or is one made by a newer workbench.
    #[error("{source_name}: {message}")]
    Unreadable {
        /// The file or text, as named in messages.
        source_name: String,
        /// What is wrong.
        message: String,
    },
    /// The game could not be written.
    #[error("{path}: not saved: {message}")]
    Unwritable {
        /// The file.
        path: String,
        /// Why.
        message: String,
    },
}
