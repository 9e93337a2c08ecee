//! The question held open while a table game with unsaved changes is being closed.

use crate::commands::ui_command::UiCommand;
use std::path::PathBuf;

/// What waits for the umpire's answer about a table game with unsaved changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableGameExit {
    /// Close the table game and go back to the map.
    Close,
    /// Open another table game in its place.
    Replace(UiCommand),
    /// Open the saved game at this path in its place.
    Open(PathBuf),
    /// Put an autosaved game in its place.
    Recover,
    /// Close the workbench.
    Quit,
}
