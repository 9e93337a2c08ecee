//! The grid table's files: which file to save to or open, asked of the umpire through a picker
//! (the native dialog in the workbench, a fixed path in tests). When the system has no file
//! dialog to show, the table asks for a typed path instead.

use crate::commands::file_picker::{PickOutcome, run_native_dialog};
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

impl GridFileAction {
    /// What the dialog asks, as its title says it.
    pub fn title(self) -> &'static str {
        match self {
            GridFileAction::SaveGame => "Save the grid game",
            GridFileAction::OpenGame => "Open a saved grid game",
            GridFileAction::OpenReplay => "Replay a recorded grid game",
        }
    }

    /// The name proposed when saving.
    pub fn proposed_name(self) -> Option<&'static str> {
        (self == GridFileAction::SaveGame).then_some("game.grid.json")
    }
}

/// Asks for a file: the one chosen, a cancelled dialog, or no dialog to be had.
pub type GridFilePicker = Arc<dyn Fn(GridFileAction) -> PickOutcome + Send + Sync>;

/// The native dialogs (rfd).
pub fn native_grid_file_picker() -> GridFilePicker {
    Arc::new(|action: GridFileAction| {
        run_native_dialog(|| {
            let dialog = rfd::FileDialog::new()
                .set_title(action.title())
                .add_filter("Grid games (JSON)", &["json"]);
            match action {
                GridFileAction::SaveGame => dialog
                    .set_file_name(action.proposed_name().unwrap_or_default())
                    .save_file(),
                GridFileAction::OpenGame | GridFileAction::OpenReplay => dialog.pick_file(),
            }
        })
    })
}
