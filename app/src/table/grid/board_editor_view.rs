//! The board editor, a mode of the grid table: the umpire picks a feature and clicks squares to
//! place or take away arsenals, forts, passes and mountains. The engine's `BoardEditor` keeps
//! the counts and one feature per square; its refusals and the reference's checks (§1,
//! "Checks") are listed in words beside the board. A board that passes checks 1 and 2, and on
//! which the published deployment stands, can be played.

use super::board_paint::{BoardGeometry, paint_board};
use super::editor_action::BoardEditorAction;
use super::editor_panel;
use super::editor_tool::EditorTool;
use super::leave_editor_dialog::show_leave_editor;
use super::new_game_dialog::deployment_fit;
use egui::{CentralPanel, Color32, Panel, Sense, Stroke, StrokeKind, Ui};
use kriegsspiel::systems::grid::{
    Board, BoardEditor, Feature, GridSide, PerSide, Position, Square,
};
use std::path::{Path, PathBuf};

/// The board being laid out, the tool in hand, the last refusal or notice, and the board file.
#[derive(Debug, Clone)]
pub struct BoardEditorPage {
    editor: BoardEditor,
    saved: BoardEditor,
    tool: EditorTool,
    message: Option<String>,
    path: Option<PathBuf>,
    geometry: Option<BoardGeometry>,
    hover: Option<Square>,
    /// Whether "Leave the board editor?" is being asked.
    leaving: bool,
}

impl BoardEditorPage {
    /// The editor opened on `board` (the board of the game on the table), arsenal in hand.
    pub fn from_board(board: &Board) -> Self {
        let editor = BoardEditor::from_board(board);
        BoardEditorPage {
            saved: editor.clone(),
            editor,
            tool: EditorTool::Place(Feature::Arsenal),
            message: None,
            path: None,
            geometry: None,
            hover: None,
            leaving: false,
        }
    }

    /// The board as laid out so far.
    pub fn editor(&self) -> &BoardEditor {
        &self.editor
    }

    /// The tool in hand.
    pub fn tool(&self) -> EditorTool {
        self.tool
    }

    /// The last refusal or notice shown.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// The board file last saved or opened.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Where the board was last drawn (tests click on squares through it).
    pub fn geometry(&self) -> Option<BoardGeometry> {
        self.geometry
    }

    /// Whether "Leave the board editor?" is being asked.
    pub fn is_asking_to_leave(&self) -> bool {
        self.leaving
    }

    /// Starts or stops asking "Leave the board editor?".
    pub fn ask_to_leave(&mut self, asking: bool) {
        self.leaving = asking;
    }

    /// Whether the layout differs from the one last saved, opened or started from.
    pub fn has_unsaved_changes(&self) -> bool {
        self.editor != self.saved
    }

    /// Takes the tool.
    pub fn pick(&mut self, tool: EditorTool) {
        self.tool = tool;
    }

    /// Uses the tool on a square: places the feature (clicking a square that already holds the
    /// same feature takes it away again) or removes what stands there. A refusal is shown in
    /// words and changes nothing.
    pub fn click(&mut self, square: Square) {
        self.message = None;
        match self.tool {
            EditorTool::Remove => {
                if self.editor.remove(square).is_none() {
                    self.message = Some(format!("{square} holds no feature to take away"));
                }
            }
            EditorTool::Place(feature) if self.editor.feature(square) == Some(feature) => {
                self.editor.remove(square);
            }
            EditorTool::Place(feature) => {
                if let Err(e) = self.editor.place(square, feature) {
                    self.message = Some(format!("Refused: {e}"));
                }
            }
        }
    }

    /// Starts again from `editor` (an empty or the standard board), unsaved.
    pub fn start_again(&mut self, editor: BoardEditor) {
        self.editor = editor;
        self.message = None;
        self.path = None;
    }

    /// Shows a notice or refusal.
    pub fn tell(&mut self, message: String) {
        self.message = Some(message);
    }

    /// Saves the board to `path` if it passes checks 1 and 2.
    pub fn save_to(&mut self, path: PathBuf) {
        match self.editor.save(&path) {
            Ok(()) => {
                self.saved = self.editor.clone();
                self.message = Some(format!("Board saved to {}", path.display()));
                self.path = Some(path);
            }
            Err(e) => self.message = Some(format!("Board not saved: {e}")),
        }
    }

    /// Opens a board file in the editor.
    pub fn open_from(&mut self, path: PathBuf) {
        match BoardEditor::load(&path) {
            Ok(editor) => {
                self.saved = editor.clone();
                self.editor = editor;
                self.message = Some(format!("Board opened from {}", path.display()));
                self.path = Some(path);
            }
            Err(e) => self.message = Some(format!("Board not opened: {e}")),
        }
    }

    /// The board to play on, if it passes checks 1 and 2 and the published deployment stands
    /// on it; otherwise says why not.
    pub fn board_to_play(&mut self) -> Option<Board> {
        let board = match self.editor.finish() {
            Ok(board) => board,
            Err(e) => {
                self.message = Some(format!("Not playable yet: {e}"));
                return None;
            }
        };
        match deployment_fit(&board) {
            Ok(()) => Some(board),
            Err(e) => {
                self.message = Some(format!(
                    "Not playable yet: the published deployment does not fit this board: {e}"
                ));
                None
            }
        }
    }

    /// Draws the editor (toolbar, side panel, board) and returns what the umpire asked for.
    pub fn show(&mut self, ui: &mut Ui) -> Vec<BoardEditorAction> {
        let mut actions = Vec::new();
        Panel::top("grid_editor_toolbar").show(ui, |ui| {
            actions.extend(editor_panel::show_toolbar(ui));
        });
        Panel::right("grid_editor_panel")
            .resizable(true)
            .default_size(380.0)
            .show(ui, |ui| {
                actions.extend(editor_panel::show_side_panel(
                    ui,
                    editor_panel::EditorPanelInput {
                        editor: &self.editor,
                        tool: self.tool,
                        message: self.message.as_deref(),
                        hover: self.hover,
                        path: self.path.as_deref(),
                    },
                ));
            });
        CentralPanel::default().show(ui, |ui| {
            actions.extend(self.show_board(ui));
        });
        if self.leaving
            && let Some(answer) = show_leave_editor(ui.ctx())
        {
            actions.push(BoardEditorAction::Leave(answer));
        }
        actions
    }

    /// The board with its features; a click uses the tool on the square.
    fn show_board(&mut self, ui: &mut Ui) -> Option<BoardEditorAction> {
        let geo = BoardGeometry::fit(ui.available_rect_before_wrap().shrink(4.0));
        self.geometry = Some(geo);
        let response = ui.allocate_rect(geo.rect, Sense::click());
        self.hover = response.hover_pos().and_then(|p| geo.square_at(p));
        let board = self.editor.board().unwrap_or_else(|_| Board::empty());
        let painter = ui.painter_at(geo.paint_area());
        paint_board(&painter, &geo, &board, &no_units(&board));
        if let Some(square) = self.hover {
            painter.rect_stroke(
                geo.square_rect(square),
                0.0,
                Stroke::new(1.5, Color32::from_gray(40)),
                StrokeKind::Inside,
            );
        }
        response
            .clicked()
            .then(|| response.interact_pointer_pos())
            .flatten()
            .and_then(|p| geo.square_at(p))
            .map(BoardEditorAction::Click)
    }
}

/// The board with every arsenal standing and no units (how the editor paints it).
fn no_units(board: &Board) -> Position {
    Position {
        to_move: GridSide::North,
        arsenals: PerSide {
            north: board.arsenals(GridSide::North).to_vec(),
            south: board.arsenals(GridSide::South).to_vec(),
        },
        units: Vec::new(),
    }
}
