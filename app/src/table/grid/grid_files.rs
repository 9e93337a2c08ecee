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
    /// Save the board laid out in the editor.
    SaveBoard,
    /// Open a board file in the editor.
    OpenBoard,
    /// Load a side's planned deployment.
    OpenDeployment,
    /// Write the game's moves as a replay file.
    ExportMoves,
}

impl GridFileAction {
    /// What the dialog asks, as its title says it.
    pub fn title(self) -> &'static str {
        match self {
            GridFileAction::SaveGame => "Save the grid game",
            GridFileAction::OpenGame => "Open a saved grid game",
            GridFileAction::OpenReplay => "Replay a recorded grid game",
            GridFileAction::SaveBoard => "Save the board",
            GridFileAction::OpenBoard => "Open a board",
            GridFileAction::OpenDeployment => "Load a planned deployment",
            GridFileAction::ExportMoves => "Export the moves as a replay file",
        }
    }

    /// The name proposed when saving.
    pub fn proposed_name(self) -> Option<&'static str> {
        match self {
            GridFileAction::SaveGame => Some("game.grid.json"),
            GridFileAction::SaveBoard => Some("board.grid-board.json"),
            GridFileAction::ExportMoves => Some("moves.replay.json"),
            GridFileAction::OpenGame
            | GridFileAction::OpenReplay
            | GridFileAction::OpenBoard
            | GridFileAction::OpenDeployment => None,
        }
    }

    /// Whether the file must already exist (opening) rather than be written (saving).
    pub fn opens(self) -> bool {
        !matches!(
            self,
            GridFileAction::SaveGame | GridFileAction::SaveBoard | GridFileAction::ExportMoves
        )
    }
}

/// Asks for a file: the one chosen, a cancelled dialog, or no dialog to be had.
pub type GridFilePicker = Arc<dyn Fn(GridFileAction) -> PickOutcome + Send + Sync>;

/// The native dialogs (rfd).
pub fn native_grid_file_picker() -> GridFilePicker {
    Arc::new(|action: GridFileAction| {
        run_native_dialog(|| {
            let filter = match action {
                GridFileAction::SaveBoard | GridFileAction::OpenBoard => "Grid boards (JSON)",
                GridFileAction::OpenDeployment => "Planned deployments (JSON)",
                GridFileAction::ExportMoves => "Recorded grid games (JSON)",
                _ => "Grid games (JSON)",
            };
            let dialog = rfd::FileDialog::new()
                .set_title(action.title())
                .add_filter(filter, &["json"]);
            if action.opens() {
                dialog.pick_file()
            } else {
                dialog
                    .set_file_name(action.proposed_name().unwrap_or_default())
                    .save_file()
            }
        })
    })
}
