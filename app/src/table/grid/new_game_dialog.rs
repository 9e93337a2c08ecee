//! The new-game window: before a grid game starts, every option of the rules reference is a
//! labelled choice of its readings with the default marked ("Options (ruleset)": options are
//! chosen when a game is created), and the side that moves first is drawn by a die or chosen
//! (source L17; rules reference §2, "First player": drawn by default).

use egui::{Context, Id, Modal, RichText, ScrollArea, Ui};
use kriegsspiel::systems::grid::{
    Board, Deployment, GridError, GridGame, GridOptions, GridSetup, GridSide, MapLayout,
    OptionInfo, PerSide, Position, PositionError,
};

/// The board the game will be played on, the options chosen so far and the first side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGameDialog {
    board: Board,
    options: GridOptions,
    /// The side chosen to move first, or `None` to draw it with a die.
    first: Option<GridSide>,
    /// The seed of the dice box the first player is drawn from.
    seed: u64,
    problem: Option<String>,
}

/// Whether the published deployment (rules reference §2), with which every new game starts,
/// can stand on `board`: no unit on a mountain.
pub fn deployment_fit(board: &Board) -> Result<(), PositionError> {
    Position::published(board).map(|_| ())
}

/// The umpire's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewGameAnswer {
    /// Start the game with the options chosen.
    Start,
    /// Give up; the game on the table stays.
    Cancel,
}

impl NewGameDialog {
    /// A new game on the standard board (`map_layout = standard`), every option at its default.
    pub fn standard() -> Result<Self, GridError> {
        Ok(NewGameDialog {
            board: Board::standard()?,
            options: GridOptions::default(),
            first: None,
            seed: 0,
            problem: None,
        })
    }

    /// A new game on a board laid out in the editor (`map_layout = custom`).
    pub fn on_board(board: Board) -> Self {
        NewGameDialog {
            board,
            options: GridOptions {
                map_layout: MapLayout::Custom,
                ..GridOptions::default()
            },
            first: None,
            seed: 0,
            problem: None,
        }
    }

    /// The options chosen so far.
    pub fn options(&self) -> &GridOptions {
        &self.options
    }

    /// The side chosen to move first, or `None` while it is to be drawn.
    pub fn first(&self) -> Option<GridSide> {
        self.first
    }

    /// The same window drawing the first player from a dice box seeded with `seed` (the
    /// workbench gives a fresh seed; tests a fixed one).
    pub fn with_seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Sets an option to one of its readings (as the window's choices do).
    pub fn choose(&mut self, id: &str, reading: &str) {
        self.problem = self.options.set(id, reading).err().map(|e| e.to_string());
    }

    /// The new game: the board, the options chosen and the published deployment (or, under
    /// `deployment = free_hidden`, an empty board the sides deploy on), with the side chosen to
    /// move first or the one the die gives.
    pub fn game(&self) -> Result<GridGame, GridError> {
        let mut start = match self.options.deployment {
            Deployment::Published => Position::published(&self.board)?,
            // An empty start opens the placement phase (source L15).
            Deployment::FreeHidden => Position {
                to_move: GridSide::North,
                arsenals: PerSide {
                    north: self.board.arsenals(GridSide::North).to_vec(),
                    south: self.board.arsenals(GridSide::South).to_vec(),
                },
                units: Vec::new(),
            },
        };
        if let Some(side) = self.first {
            start.to_move = side;
        }
        let setup = GridSetup {
            board: self.board.clone(),
            options: self.options,
            start,
            first_player: None,
        };
        match self.first {
            Some(_) => Ok(GridGame::starting(setup)),
            None => GridGame::with_first_player_drawn(setup, self.seed),
        }
    }

    /// Shows the window; returns the umpire's answer once given.
    pub fn show(&mut self, ctx: &Context) -> Option<NewGameAnswer> {
        let mut answer = None;
        let response = Modal::new(Id::unique("grid_new_game")).show(ctx, |ui| {
            // A fixed size: a modal that grows from frame to frame moves under the pointer.
            ui.set_width(720.0);
            ui.heading("New grid game");
            ui.label(
                "Choose a reading for each question the rules leave open. The defaults are the \
                 readings under which the game published with the rules replays.",
            );
            ScrollArea::vertical()
                .min_scrolled_height(520.0)
                .max_height(520.0)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    self.first_player(ui);
                    for option in self.options.describe() {
                        self.option_row(ui, &option);
                    }
                });
            if let Some(problem) = &self.problem {
                ui.label(RichText::new(problem).color(ui.visuals().error_fg_color));
            }
            ui.horizontal(|ui| {
                if ui.button("Start game").clicked() {
                    answer = Some(NewGameAnswer::Start);
                }
                if ui.button("Cancel").clicked() {
                    answer = Some(NewGameAnswer::Cancel);
                }
            });
        });
        if answer.is_none() && response.should_close() {
            answer = Some(NewGameAnswer::Cancel);
        }
        answer
    }

    fn first_player(&mut self, ui: &mut Ui) {
        ui.label(RichText::new("Who moves first? (source L17: a coin or straws)").strong());
        ui.horizontal(|ui| {
            if ui
                .radio(self.first.is_none(), "Draw lots (default)")
                .clicked()
            {
                self.first = None;
            }
            for side in GridSide::ALL {
                let text = if side == GridSide::North {
                    format!("{side} moves first (published game)")
                } else {
                    format!("{side} moves first")
                };
                if ui.radio(self.first == Some(side), text).clicked() {
                    self.first = Some(side);
                }
            }
        });
        ui.separator();
    }

    /// One option: its question and source, and a choice of its readings, the default marked.
    /// The map is settled by where the game starts, so it is shown but not offered.
    fn option_row(&mut self, ui: &mut Ui, option: &OptionInfo) {
        ui.label(RichText::new(option.question).strong())
            .on_hover_text(format!("{} (source {})", option.id, option.source));
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("{}:", option.id));
            for &reading in &option.readings {
                let text = if reading == option.default {
                    format!("{reading} (default)")
                } else {
                    reading.to_string()
                };
                let fixed = option.id == "map_layout";
                let chosen = reading == option.chosen;
                if ui
                    .add_enabled(!fixed, egui::RadioButton::new(chosen, text))
                    .clicked()
                {
                    self.choose(option.id, reading);
                }
            }
        });
        match option.id {
            "map_layout" => {
                ui.label("Set by the board: New game… plays the standard board, the board editor's Play on this board a custom one.");
            }
            "deployment" => {
                ui.label("free_hidden: each side places its units in its own territory, unseen by the other (or loads a planned deployment), and play starts once both confirm.");
            }
            _ => {}
        }
    }
}
