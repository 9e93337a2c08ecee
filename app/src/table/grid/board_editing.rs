//! The grid table's board editor and new-game window carried out: opening and leaving the
//! editor, its files, and starting a game with the options chosen, on the standard board or
//! on one laid out in the editor.

use super::GridTable;
use super::board_editor_view::BoardEditorPage;
use super::editor_action::BoardEditorAction;
use super::grid_files::GridFileAction;
use super::leave_editor_dialog::LeaveEditorAnswer;
use super::new_game_dialog::{NewGameAnswer, NewGameDialog};
use kriegsspiel::systems::grid::{Board, BoardEditor, FirstPlayerDraw};

impl GridTable {
    /// The board editor, while the table is in that mode.
    pub fn board_editor(&self) -> Option<&BoardEditorPage> {
        self.editor.as_ref()
    }

    /// The new-game window, while it is open.
    pub fn new_game_dialog(&self) -> Option<&NewGameDialog> {
        self.new_game.as_ref()
    }

    /// Opens the board editor on the board of the game on the table.
    pub(super) fn open_editor(&mut self) {
        self.explanation = None;
        self.selected = None;
        self.editor = Some(BoardEditorPage::from_board(&self.game.game().setup().board));
    }

    /// Opens the new-game window for the standard board.
    pub(super) fn open_new_game(&mut self) {
        match NewGameDialog::standard() {
            Ok(dialog) => self.new_game = Some(dialog.with_seed(fresh_seed())),
            Err(e) => self.message = Some(format!("The standard board could not be read: {e}")),
        }
    }

    /// Carries out what the board editor asked for.
    pub(super) fn apply_editor(&mut self, action: BoardEditorAction) {
        let Some(page) = self.editor.as_mut() else {
            return;
        };
        match action {
            BoardEditorAction::PickTool(tool) => page.pick(tool),
            BoardEditorAction::Click(square) => page.click(square),
            BoardEditorAction::Clear => page.start_again(BoardEditor::new()),
            BoardEditorAction::StartFromStandard => match Board::standard() {
                Ok(board) => page.start_again(BoardEditor::from_board(&board)),
                Err(e) => page.tell(format!("The standard board could not be read: {e}")),
            },
            BoardEditorAction::Save => match page.path().map(std::path::Path::to_path_buf) {
                Some(path) => page.save_to(path),
                None => self.ask_for_file(GridFileAction::SaveBoard),
            },
            BoardEditorAction::SaveTo(path) => page.save_to(path),
            BoardEditorAction::Open => self.ask_for_file(GridFileAction::OpenBoard),
            BoardEditorAction::OpenFrom(path) => page.open_from(path),
            BoardEditorAction::Play => {
                if let Some(board) = page.board_to_play() {
                    self.new_game = Some(NewGameDialog::on_board(board).with_seed(fresh_seed()));
                }
            }
            BoardEditorAction::Close if page.has_unsaved_changes() => page.ask_to_leave(true),
            BoardEditorAction::Close | BoardEditorAction::Leave(LeaveEditorAnswer::Discard) => {
                self.editor = None;
            }
            BoardEditorAction::Leave(LeaveEditorAnswer::Stay) => page.ask_to_leave(false),
            BoardEditorAction::Leave(LeaveEditorAnswer::Save) => {
                page.ask_to_leave(false);
                match page.path().map(std::path::Path::to_path_buf) {
                    Some(path) => page.save_to(path),
                    None => self.ask_for_file(GridFileAction::SaveBoard),
                }
                // Leave only once the board is saved: a refused save keeps the editor open
                // with its reason.
                if self
                    .editor
                    .as_ref()
                    .is_some_and(|page| !page.has_unsaved_changes())
                {
                    self.editor = None;
                }
            }
        }
    }

    /// The new-game window, while it is open; on Start the game on the table is replaced by
    /// the new one and the editor, if open, is left.
    pub(super) fn show_new_game(&mut self, ctx: &egui::Context) {
        let Some(dialog) = self.new_game.as_mut() else {
            return;
        };
        match dialog.show(ctx) {
            Some(NewGameAnswer::Start) => self.start_new_game(),
            Some(NewGameAnswer::Cancel) => self.new_game = None,
            None => {}
        }
    }

    /// Starts the game the new-game window describes.
    pub fn start_new_game(&mut self) {
        let Some(dialog) = self.new_game.take() else {
            return;
        };
        match dialog.game() {
            Ok(game) => {
                let differ = game.setup().options.differences_from_default();
                let options = if differ.is_empty() {
                    "every option at its default".to_string()
                } else {
                    let list: Vec<String> = differ
                        .iter()
                        .map(|(id, chosen, _)| format!("{id} = {chosen}"))
                        .collect();
                    list.join(", ")
                };
                let first = match game.first_player_draw().and_then(FirstPlayerDraw::face) {
                    Some(face) => format!(
                        "; the die showed {face}, so {} moves first",
                        game.state().to_move()
                    ),
                    None => String::new(),
                };
                self.replace_game(game, false);
                self.editor = None;
                self.message = Some(format!("A new game: {options}{first}"));
            }
            Err(e) => {
                let message = format!("The game could not start: {e}");
                match self.editor.as_mut() {
                    Some(page) => page.tell(message),
                    None => self.message = Some(message),
                }
            }
        }
    }
}

/// A seed for the dice box that draws the first player: the time now, so that each new game
/// draws afresh (the engine itself reads no clock).
fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or_default()
}
