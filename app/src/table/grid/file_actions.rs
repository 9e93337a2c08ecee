//! The grid table's files carried out: asking for a file (the picker, or a typed path where
//! no dialog can be shown), saving and opening the game, replaying a recorded game, and
//! exporting the game's moves as a replay file (issue 22 item 17).

use super::GridTable;
use super::editor_action::BoardEditorAction;
use super::grid_action::GridAction;
use super::grid_files::GridFileAction;
use crate::commands::file_picker::PickOutcome;
use crate::dialogs::path_entry::{PathEntry, PathEntryAnswer, show_path_entry};
use crate::table::GameFile;
use kriegsspiel::systems::grid::ReplayFile;
use std::path::PathBuf;

impl GridTable {
    /// Asks the picker for a file for `action` and goes on with it; when no dialog could be
    /// shown, opens the window asking for a typed path instead.
    pub(super) fn ask_for_file(&mut self, action: GridFileAction) {
        match (self.picker)(action) {
            PickOutcome::Chosen(path) => self.use_file(action, path),
            PickOutcome::Cancelled => {}
            PickOutcome::Unavailable(reason) => {
                let entry = PathEntry::new(
                    action.title(),
                    reason,
                    action.opens(),
                    self.game.file().and_then(std::path::Path::parent),
                    action.proposed_name(),
                );
                self.typed_path = Some((action, entry));
            }
        }
    }

    /// Goes on with the file chosen (or typed) for `action`.
    pub(super) fn use_file(&mut self, action: GridFileAction, path: PathBuf) {
        self.apply(match action {
            GridFileAction::SaveGame => GridAction::SaveTo(path),
            GridFileAction::OpenGame => GridAction::OpenFrom(path),
            GridFileAction::OpenReplay => GridAction::ReplayFrom(path),
            GridFileAction::SaveBoard => GridAction::Editor(BoardEditorAction::SaveTo(path)),
            GridFileAction::OpenBoard => GridAction::Editor(BoardEditorAction::OpenFrom(path)),
            GridFileAction::OpenDeployment => GridAction::LoadPlannedDeploymentFrom(path),
            GridFileAction::ExportMoves => GridAction::ExportMovesTo(path),
        });
    }

    /// The typed-path window, while it is open.
    pub(super) fn show_typed_path(&mut self, ctx: &egui::Context) {
        let Some((action, entry)) = &mut self.typed_path else {
            return;
        };
        let action = *action;
        match show_path_entry(ctx, entry) {
            Some(PathEntryAnswer::Chosen(path)) => {
                self.typed_path = None;
                self.use_file(action, path);
            }
            Some(PathEntryAnswer::Cancelled) => self.typed_path = None,
            None => {}
        }
    }

    pub(super) fn save_to(&mut self, path: PathBuf) {
        match self.game.save_to(&path) {
            Ok(()) => self.message = Some(format!("Saved to {}", path.display())),
            Err(e) => self.message = Some(format!("Not saved: {e:#}")),
        }
    }

    pub(super) fn open_from(&mut self, path: PathBuf) {
        match self.game.open_from(&path) {
            Ok(()) => {
                self.forget_selection();
                let cut = self.game.dropped_redo_note().unwrap_or_default();
                self.message = Some(format!("Opened {}. {cut}", path.display()).trim().into());
            }
            Err(e) => self.message = Some(format!("Not opened: {e:#}")),
        }
    }

    pub(super) fn replay_from(&mut self, path: PathBuf) {
        let replayed = ReplayFile::load(&path).and_then(|file| file.replay());
        match replayed {
            Ok((report, game)) => {
                self.replace_game(game, true);
                self.message = Some(match report.half_turns.last() {
                    Some(last) if !report.accepted => format!(
                        "Replayed {} up to half-turn {}, refused at {}: {}",
                        path.display(),
                        report.half_turns.len(),
                        last.refused_action.clone().unwrap_or_default(),
                        last.refusal.clone().unwrap_or_default()
                    ),
                    _ => format!(
                        "Replayed {}: all {} half-turns accepted; Undo steps back through them",
                        path.display(),
                        report.half_turns.len()
                    ),
                });
            }
            Err(e) => self.message = Some(format!("Not replayed: {e}")),
        }
    }

    /// Writes the game's moves as a replay file, atomically, in the form `ks grid replay` and
    /// *Open recorded game* read.
    pub(super) fn export_moves_to(&mut self, path: PathBuf) {
        let written = ReplayFile::from_game(self.game.game())
            .and_then(|file| Ok((file.half_turns.len(), file.to_json()?)))
            .map_err(|e| e.to_string())
            .and_then(|(half_turns, text)| {
                kriegsspiel::files::write_atomically(&path, text.as_bytes())
                    .map(|()| half_turns)
                    .map_err(|e| e.to_string())
            });
        self.message = Some(match written {
            Ok(half_turns) => format!(
                "Moves exported to {} ({half_turns} half-turn{})",
                path.display(),
                if half_turns == 1 { "" } else { "s" }
            ),
            Err(e) => format!("Moves not exported: {e}"),
        });
    }
}
