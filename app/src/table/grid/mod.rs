//! The grid game of lines of communication, after Guy Debord's rules: the game table for the
//! 25 × 20 board (`kriegsspiel::systems::grid`).
//!
//! - [`GridTable`] — the game, the board view, the attack waiting for confirmation, the last
//!   refusal; [`GridTable::apply`] is the one place a [`GridAction`] becomes an engine command.
//! - `board_view` draws the board and reads the pointer; `board_paint` paints it; `side_panel`
//!   holds the toolbar and the side panel; `grid_files` asks for files and `file_actions`
//!   carries out what they are for (save, open, replay, export the moves).
//! - The move list (`move_list_panel`: each move with its unit type and squares, each attack
//!   with its result, *Export moves…*) and the analysis aid (`analysis_panel`, painted by
//!   `analysis_paint`: the squares each side threatens, the lines a planned move would cut).
//! - The board editor, a mode of the table: `board_editor_view` (the page), `editor_panel`
//!   (its toolbar and side panel), `editor_tool`, `editor_action`, carried out in
//!   `board_editing`, which asks before edits not saved are left (`leave_editor_dialog`);
//!   `new_game_dialog` chooses the options before a game starts.
//! - The placement phase of a free deployment: `placement_page` (the side placing sees only
//!   its own units), carried out in `deploying`.

mod analysis_paint;
mod analysis_panel;
mod board_editing;
mod board_editor_view;
mod board_paint;
mod board_view;
mod deploying;
mod editor_action;
mod editor_panel;
mod editor_tool;
mod file_actions;
mod grid_action;
mod grid_files;
mod leave_editor_dialog;
mod move_list_panel;
mod new_game_dialog;
mod placement_page;
mod side_panel;

pub use board_editor_view::BoardEditorPage;
pub use board_paint::BoardGeometry;
pub use board_view::BoardView;
pub use editor_action::BoardEditorAction;
pub use editor_tool::EditorTool;
pub use grid_action::GridAction;
pub use grid_files::{GridFileAction, GridFilePicker, native_grid_file_picker};
pub use leave_editor_dialog::LeaveEditorAnswer;
pub use new_game_dialog::{NewGameAnswer, NewGameDialog, deployment_fit};

use super::{GameFile, TableGame, TableWing};
use crate::dialogs::path_entry::PathEntry;
use egui::{CentralPanel, Panel, Ui};
use kriegsspiel::systems::grid::{
    CombatExplanation, GridCommand, GridError, GridGame, GridRules, GridSide, Threats, UnitKind,
};
use std::path::PathBuf;

/// The grid game's table.
pub struct GridTable {
    game: TableGame<GridRules>,
    selected: Option<kriegsspiel::systems::grid::Square>,
    explanation: Option<CombatExplanation>,
    message: Option<String>,
    show_lines: [bool; 2],
    /// Whether the analysis aid is shown: threats, and what a planned move would cut.
    show_threats: bool,
    /// The threats worked out for the game's generation they belong to.
    threats: Option<(u64, Threats)>,
    board: BoardView,
    picker: GridFilePicker,
    /// No file dialog could be shown: the window asking for a typed path, and what for.
    typed_path: Option<(GridFileAction, PathEntry)>,
    /// The board editor, while the table is in that mode.
    editor: Option<BoardEditorPage>,
    /// The new-game window, while it is open.
    new_game: Option<NewGameDialog>,
    /// While deploying: the kind a click places.
    place_kind: UnitKind,
    /// While deploying: the side the screen has been handed to.
    handed_over: Option<GridSide>,
    /// The game's generation last drawn: a change made from the workbench's menu (an undo,
    /// an open) forgets the selection and the attack waiting on the old position.
    seen_generation: u64,
}

impl std::fmt::Debug for GridTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GridTable")
            .field("half_turn", &self.game.game().state().half_turn)
            .field("path", &self.game.file())
            .finish_non_exhaustive()
    }
}

impl GridTable {
    /// Opens the standard board with its published deployment, North to move.
    pub fn new_default() -> Self {
        let (game, message) = match GridGame::standard() {
            Ok(game) => (game, None),
            Err(e) => (
                GridGame::starting(empty_setup()),
                Some(format!("The standard board could not be read: {e}")),
            ),
        };
        GridTable {
            game: TableGame::new(game),
            selected: None,
            explanation: None,
            message,
            show_lines: [true, true],
            show_threats: false,
            threats: None,
            board: BoardView::default(),
            picker: native_grid_file_picker(),
            typed_path: None,
            editor: None,
            new_game: None,
            place_kind: UnitKind::Infantry,
            handed_over: None,
            seen_generation: 0,
        }
    }

    /// The same table asking for files through `picker` (tests give a fixed path).
    pub fn with_file_picker(mut self, picker: GridFilePicker) -> Self {
        self.picker = picker;
        self
    }

    /// The game.
    pub fn game(&self) -> &GridGame {
        self.game.game()
    }

    /// The board view: where the board was drawn, the move being dragged and its preview.
    pub fn board_view(&self) -> &BoardView {
        &self.board
    }

    /// The last refusal or notice shown.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// The attack waiting for the umpire's confirmation.
    pub fn pending_attack(&self) -> Option<&CombatExplanation> {
        self.explanation.as_ref()
    }

    /// Applies what the board or a panel asked for: the one place actions become engine
    /// commands. A refusal is shown with its reason and changes nothing.
    pub fn apply(&mut self, action: GridAction) {
        match action {
            GridAction::Select(square) => {
                self.selected = square;
                self.explanation = None;
            }
            GridAction::Move { from, to } => {
                self.explanation = None;
                self.command(GridCommand::Move { from, to });
                self.selected = None;
            }
            GridAction::PreviewAttack(target) => {
                match self.game.game().state().plan_attack(target, self.selected) {
                    Ok(explanation) => {
                        self.explanation = Some(explanation);
                        self.message = None;
                    }
                    Err(refusal) => {
                        self.explanation = None;
                        self.message = Some(format!("Refused: {refusal}"));
                    }
                }
            }
            GridAction::ConfirmAttack => {
                if let Some(e) = self.explanation.take() {
                    let by = self
                        .selected
                        .filter(|s| e.contributions.iter().any(|r| r.at == *s));
                    self.command(GridCommand::Attack {
                        target: e.target,
                        by,
                    });
                }
            }
            GridAction::CancelAttack => self.explanation = None,
            GridAction::EndHalfTurn => {
                self.explanation = None;
                self.selected = None;
                self.command(GridCommand::EndHalfTurn);
            }
            GridAction::ProposeDraw => self.command(GridCommand::ProposeDraw),
            GridAction::AnswerDraw(accept) => self.command(GridCommand::AnswerDraw { accept }),
            GridAction::Undo => self.take_back(true),
            GridAction::Redo => self.take_back(false),
            GridAction::NewStandard => {
                let picker = self.picker.clone();
                *self = GridTable::new_default().with_file_picker(picker);
            }
            GridAction::NewGame => self.open_new_game(),
            GridAction::EditBoard => self.open_editor(),
            GridAction::Editor(action) => self.apply_editor(action),
            GridAction::Save => match self.game.file().map(PathBuf::from) {
                Some(path) => self.apply(GridAction::SaveTo(path)),
                None => self.ask_for_file(GridFileAction::SaveGame),
            },
            GridAction::SaveTo(path) => self.save_to(path),
            GridAction::Open => self.ask_for_file(GridFileAction::OpenGame),
            GridAction::OpenFrom(path) => self.open_from(path),
            GridAction::OpenReplay => self.ask_for_file(GridFileAction::OpenReplay),
            GridAction::ReplayFrom(path) => self.replay_from(path),
            GridAction::ExportMoves => self.ask_for_file(GridFileAction::ExportMoves),
            GridAction::ExportMovesTo(path) => self.export_moves_to(path),
            GridAction::ToggleThreats => self.show_threats = !self.show_threats,
            GridAction::ToggleLines(side) => {
                let i = usize::from(side == GridSide::South);
                self.show_lines[i] = !self.show_lines[i];
            }
            GridAction::ChooseKind(_)
            | GridAction::PlaceOrLift(_)
            | GridAction::ConfirmDeployment
            | GridAction::HandOver
            | GridAction::LoadPlannedDeployment
            | GridAction::LoadPlannedDeploymentFrom(_) => self.apply_placement(action),
        }
    }

    fn command(&mut self, command: GridCommand) {
        match self.game.apply(command) {
            Ok(_) => self.message = None,
            Err(GridError::Refused(refusal)) => self.message = Some(format!("Refused: {refusal}")),
            Err(other) => self.message = Some(other.to_string()),
        }
    }

    fn take_back(&mut self, undo: bool) {
        self.explanation = None;
        self.selected = None;
        let done = if undo {
            self.game.undo()
        } else {
            self.game.redo()
        };
        self.message = done.err().map(|e| format!("{e:#}"));
    }

    /// The game being played: toolbar, side panel and board; returns what was asked for.
    fn show_play(&mut self, ui: &mut Ui) -> Vec<GridAction> {
        let mut actions = Vec::new();
        let generation = self.game.generation();
        if self.show_threats && self.threats.as_ref().is_none_or(|(g, _)| *g != generation) {
            self.threats = Some((generation, self.game.game().state().threats()));
        }
        let threats = self
            .threats
            .as_ref()
            .filter(|_| self.show_threats)
            .map(|(_, t)| t);
        Panel::top("grid_toolbar").show(ui, |ui| {
            actions.extend(side_panel::show_toolbar(ui, self.game.game()));
        });
        Panel::right("grid_side_panel")
            .resizable(true)
            .default_size(380.0)
            .show(ui, |ui| {
                actions.extend(side_panel::show_side_panel(
                    ui,
                    side_panel::PanelInput {
                        game: self.game.game(),
                        message: self.message.as_deref(),
                        explanation: self.explanation.as_ref(),
                        hover: self.board.last_hover,
                        preview: self
                            .board
                            .preview
                            .as_ref()
                            .zip(self.board.preview_position.as_ref()),
                        show_lines: self.show_lines,
                        analysis: analysis_panel::AnalysisInput {
                            shown: self.show_threats,
                            threats,
                            cuts: self.board.cuts.as_ref(),
                            hover: self.board.last_hover,
                        },
                    },
                ));
            });
        CentralPanel::default().show(ui, |ui| {
            actions.extend(board_view::show_board(
                ui,
                &mut self.board,
                self.game.game().state(),
                self.selected,
                self.explanation.as_ref(),
                self.show_lines,
                threats,
            ));
        });
        actions
    }

    /// Puts a new game on the table, with no file: unsaved at once when `unsaved` (a replay),
    /// else only once it changes.
    fn replace_game(&mut self, game: GridGame, unsaved: bool) {
        self.game.replace(game, unsaved);
        self.forget_selection();
    }

    /// Forgets what was selected on the board of a game replaced or taken back.
    fn forget_selection(&mut self) {
        self.selected = None;
        self.explanation = None;
        self.board = BoardView::default();
        self.handed_over = None;
    }
}

/// An empty board with no units: what the table shows if the bundled board could not be read.
fn empty_setup() -> kriegsspiel::systems::grid::GridSetup {
    use kriegsspiel::systems::grid::{Board, GridOptions, GridSetup, PerSide, Position};
    GridSetup {
        board: Board::empty(),
        options: GridOptions::default(),
        start: Position {
            to_move: GridSide::North,
            arsenals: PerSide::default(),
            units: Vec::new(),
        },
        first_player: None,
    }
}

impl TableWing for GridTable {
    fn title(&self) -> String {
        match self.game.file() {
            Some(path) => format!(
                "Grid game: lines of communication — {}",
                path.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default()
            ),
            None => "Grid game: lines of communication".into(),
        }
    }

    fn show(&mut self, ui: &mut Ui) {
        if self.game.generation() != self.seen_generation {
            self.seen_generation = self.game.generation();
            self.selected = None;
            self.explanation = None;
        }
        let placing = self.placing_side();
        let actions: Vec<GridAction> = match (self.editor.as_mut(), placing) {
            (Some(page), _) => page.show(ui).into_iter().map(GridAction::Editor).collect(),
            (None, Some(placing)) => placement_page::show_placement(
                ui,
                &mut self.board,
                &placement_page::PlacementInput {
                    game: self.game.game(),
                    placing,
                    handed_over: self.handed_over == Some(placing),
                    kind: self.place_kind,
                    message: self.message.as_deref(),
                },
            ),
            (None, None) => self.show_play(ui),
        };
        for action in actions {
            self.apply(action);
        }
        self.show_typed_path(ui.ctx());
        self.show_new_game(ui.ctx());
    }

    fn seats(&self) -> Vec<stations::Seat> {
        self.game.seats()
    }

    fn publish_views(
        &self,
        board: &stations::SeatBoard,
    ) -> Result<Vec<String>, stations::StationError> {
        self.game.publish_views(board)
    }

    fn take_station_request(
        &mut self,
        side: &str,
        body: &serde_json::Value,
    ) -> Result<String, String> {
        if let Some(asked) = body.get("explain_attack") {
            return explain_for_station(side, self.game.game().state(), asked);
        }
        let command = station_command(side, self.game.game().state(), body)?;
        match self.game.apply(command) {
            Ok(_) => {
                self.forget_selection();
                Ok(format!("done: {}", words::grid_command_words(&command)))
            }
            Err(GridError::Refused(refusal)) => Err(format!("Refused: {refusal}")),
            Err(other) => Err(other.to_string()),
        }
    }

    fn game_file(&self) -> Option<&dyn GameFile> {
        Some(&self.game)
    }

    fn game_file_mut(&mut self) -> Option<&mut dyn GameFile> {
        Some(&mut self.game)
    }

    fn has_unsaved_changes(&self) -> bool {
        self.game.is_unsaved()
            || self
                .editor
                .as_ref()
                .is_some_and(BoardEditorPage::has_unsaved_changes)
    }
}

/// An attack explained for a player station before it is confirmed, as the table's own
/// preview does: `{"target": [x, y], "by": [x, y] | null}`, on the side's own half-turn only.
/// Nothing changes; the answer is the explanation's words.
fn explain_for_station(
    side: &str,
    state: &kriegsspiel::systems::grid::GridState,
    asked: &serde_json::Value,
) -> Result<String, String> {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct AskedAttack {
        target: kriegsspiel::systems::grid::Square,
        #[serde(default)]
        by: Option<kriegsspiel::systems::grid::Square>,
    }
    let asked: AskedAttack = serde_json::from_value(asked.clone())
        .map_err(|e| format!("not an attack to explain: {e}"))?;
    // While the sides deploy unseen, no attack is worked out: its refusal or its sums would
    // tell where the other side has placed its units.
    if state.placement().is_some() {
        return Err(format!(
            "Refused: {}",
            kriegsspiel::systems::grid::Refusal::StillDeploying
        ));
    }
    if state.to_move().id() != side {
        return Err("not your side's half-turn: attacks are explained to the side to move".into());
    }
    let explanation = state
        .plan_attack(asked.target, asked.by)
        .map_err(|refusal| format!("Refused: {refusal}"))?;
    let cut_off = state.cut_off().into_iter().collect();
    Ok(words::grid_attack_text(&explanation, &cut_off)
        .trim_end()
        .to_string())
}

/// A player station's grid command for the side `side`, if it is that side's to give: a move,
/// an attack or the end of a half-turn on its own half-turn; its own deployment.
fn station_command(
    side: &str,
    state: &kriegsspiel::systems::grid::GridState,
    body: &serde_json::Value,
) -> Result<GridCommand, String> {
    let command: GridCommand = body
        .get("command")
        .cloned()
        .ok_or_else(|| "a grid request is {\"command\": …}".to_string())
        .and_then(|c| serde_json::from_value(c).map_err(|e| format!("not a grid command: {e}")))?;
    let mine = |s: GridSide| s.id() == side;
    let allowed = match &command {
        GridCommand::Move { .. } | GridCommand::Attack { .. } | GridCommand::EndHalfTurn => {
            mine(state.to_move())
        }
        GridCommand::PlaceUnit { side: s, .. }
        | GridCommand::LiftUnit { side: s, .. }
        | GridCommand::ConfirmDeployment { side: s } => mine(*s),
        GridCommand::ProposeDraw | GridCommand::AnswerDraw { .. } | GridCommand::AgreeDraw => {
            return Err("a draw is agreed at the umpire's table".into());
        }
    };
    if allowed {
        Ok(command)
    } else {
        Err("not your side's to give: it is the other side's half-turn, or its army".into())
    }
}
