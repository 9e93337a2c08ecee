//! The question held open while a table game with unsaved changes is being closed.

use crate::commands::ui_command::UiCommand;

/// What waits for the umpire's answer about a table game with unsaved changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableGameExit {
    /// Close the table game and go back to the map.
    Close,
    /// Open another table game in its place.
    Replace(UiCommand),
    /// Close the workbench.
    Quit,
}
