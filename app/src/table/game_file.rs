//! What the workbench asks of any table game's file, whatever its rule system: the services
//! written once in [`super::TableGame`] and reached by the shell through this trait (File ›
//! Save, Save As and Open, Ctrl+Z and Ctrl+Shift+Z, autosave, crash recovery, the
//! unsaved-changes question).

use std::path::{Path, PathBuf};

/// A table game's file and history, as the workbench's shell sees it.
pub trait GameFile {
    /// The rule system's id, as saved games name it.
    fn system_id(&self) -> &'static str;

    /// The file the game was last saved to or opened from.
    fn file(&self) -> Option<&Path>;

    /// Whether the game has changes its file does not hold.
    fn is_unsaved(&self) -> bool;

    /// A number that changes whenever the game does (a command, an undo, an open), so the
    /// shell knows when to autosave and a table when to forget a selection.
    fn generation(&self) -> u64;

    /// How many commands the game's journal holds.
    fn journal_len(&self) -> usize;

    /// Takes back the last command; says which, or why not.
    fn undo(&mut self) -> anyhow::Result<String>;

    /// Applies again the last command taken back; says which, or why not.
    fn redo(&mut self) -> anyhow::Result<String>;

    /// Saves the game to `path` (atomically) and makes it the game's file.
    fn save_to(&mut self, path: &Path) -> anyhow::Result<()>;

    /// Replaces the game with the one saved at `path`; on an error the game on the table is
    /// untouched and the file is left as it was.
    fn open_from(&mut self, path: &Path) -> anyhow::Result<()>;

    /// Where the game's autosave goes: beside its file, or at `untitled` while it has none.
    fn autosave_path(&self, untitled: &Path) -> PathBuf;

    /// Writes the autosave (atomically, readable by its owner only) where
    /// [`GameFile::autosave_path`] says.
    fn write_autosave(&self, untitled: &Path) -> anyhow::Result<PathBuf>;

    /// Puts the game autosaved at `autosave` on the table, belonging to `file` (if it had one)
    /// and marked unsaved.
    fn recover(&mut self, autosave: &Path, file: Option<PathBuf>) -> anyhow::Result<()>;
}
