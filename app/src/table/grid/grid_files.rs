//! The grid table's files: which file to save to or open, asked of the umpire through a picker
//! (the native dialog in the workbench, a fixed path in tests).

use std::path::PathBuf;
use std::sync::Arc;

/// What a file is wanted for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GridFileAction {
    /// Save the game.
    SaveGame,
    /// Open a saved game.
    OpenGame,
    /// Open a recorded game to replay.
    OpenReplay,
}

/// Asks for a file; `None` when the umpire cancels.
pub type GridFilePicker = Arc<dyn Fn(GridFileAction) -> Option<PathBuf> + Send + Sync>;

/// The native dialogs (rfd).
pub fn native_grid_file_picker() -> GridFilePicker {
    Arc::new(|action: GridFileAction| {
        let dialog = rfd::FileDialog::new().add_filter("Grid games (JSON)", &["json"]);
        match action {
            GridFileAction::SaveGame => dialog
                .set_title("Save the grid game")
                .set_file_name("game.grid.json")
                .save_file(),
            GridFileAction::OpenGame => dialog.set_title("Open a saved grid game").pick_file(),
            GridFileAction::OpenReplay => {
                dialog.set_title("Replay a recorded grid game").pick_file()
            }
        }
    })
}
