//! The question held open while a table game with unsaved changes is being closed.

use crate::commands::ui_command::UiCommand;
use crate::dialogs::table_recovery_prompt::TableRecoveryOffer;
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
    /// Put this autosaved game in its place.
    Recover(TableRecoveryOffer),
    /// Close the workbench.
    Quit,
}
