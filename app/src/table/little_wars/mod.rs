//! H. G. Wells' *Little Wars* (1913): the game table for figures and guns on a floor measured
//! in inches and feet. The floor ([`floor_view`]) draws the Country and takes the drags; the
//! side panel keeps the move clock, the melee calculator, the score and the file buttons. Every
//! change goes to the engine's `LittleWarsGame` as one journaled command.

pub mod floor_view;
pub mod move_clock;
mod side_panel;

use super::TableWing;
use floor_view::{FloorAction, FloorView};
use kriegsspiel::system::RuleSystem;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::game::LittleWarsGame;
use kriegsspiel::systems::little_wars::timer::TimerPhase;
use move_clock::MoveClock;

/// The seed of the bundled default battle's dice box (the toss for the first move).
const DEFAULT_SEED: u64 = 1913;

/// The Little Wars table.
#[derive(Debug)]
pub struct LittleWarsTable {
    game: Option<LittleWarsGame>,
    floor: FloorView,
    clock: MoveClock,
    /// The last refusal or note, shown under the toolbar.
    pub message: String,
    /// The working of the last melee settled.
    pub last_working: Vec<String>,
    save_path: String,
    unsaved: bool,
}

impl Default for LittleWarsTable {
    fn default() -> Self {
        Self::new_default()
    }
}

impl LittleWarsTable {
    /// Opens the bundled default country with its two forces put down.
    pub fn new_default() -> Self {
        let (game, message) = match LittleWarsGame::default_battle(DEFAULT_SEED) {
            Ok(g) => {
                let first = g.state().to_move;
                (
                    Some(g),
                    format!("The toss gave {first} the first move. Press Go to start the clock."),
                )
            }
            Err(e) => (None, format!("The default battle could not be set up: {e}")),
        };
        LittleWarsTable {
            game,
            floor: FloorView::default(),
            clock: MoveClock::default(),
            message,
            last_working: Vec::new(),
            save_path: "little-wars-game.json".into(),
            unsaved: false,
        }
    }

    /// The game, if one is open.
    pub fn game(&self) -> Option<&LittleWarsGame> {
        self.game.as_ref()
    }

    /// The floor (tests find figures on screen through its last frame).
    pub fn floor(&self) -> &FloorView {
        &self.floor
    }

    /// The move clock.
    pub fn clock_mut(&mut self) -> &mut MoveClock {
        &mut self.clock
    }

    /// Applies a command; a refusal goes to the message line with its reason.
    pub fn apply(&mut self, command: LittleWarsCommand) -> bool {
        let Some(game) = self.game.as_mut() else {
            return false;
        };
        let ends_move = matches!(command, LittleWarsCommand::EndMove { .. });
        match game.apply(command) {
            Ok(_) => {
                self.unsaved = true;
                self.message.clear();
                if ends_move {
                    self.clock.reset();
                    self.floor.selected.clear();
                }
                true
            }
            Err(e) => {
                self.message = format!("Refused: {e}");
                false
            }
        }
    }

    fn allowance_seconds(&self) -> u32 {
        self.game.as_ref().map_or(0, |g| {
            let s = g.state();
            let force = s.force(s.to_move);
            kriegsspiel::systems::little_wars::timer::move_allowance(
                force.men(),
                force.guns,
                &s.options,
            )
            .seconds
        })
    }

    fn floor_action(&mut self, action: FloorAction) {
        let FloorAction::MoveMen(ids, dx, dy) = action;
        let Some(game) = self.game.as_ref() else {
            return;
        };
        let command = if let [id] = ids.as_slice() {
            let Ok(f) = game.state().figure(*id) else {
                return;
            };
            LittleWarsCommand::MoveFigure {
                figure: *id,
                route: vec![f.at.offset(dx, dy)],
                on_road_in_column: false,
            }
        } else {
            LittleWarsCommand::MoveGroup {
                figures: ids,
                dx,
                dy,
            }
        };
        self.apply(command);
    }

    fn save(&mut self) {
        let Some(game) = self.game.as_ref() else {
            return;
        };
        let path = std::path::PathBuf::from(&self.save_path);
        let result = game.to_json().map_err(|e| e.to_string()).and_then(|text| {
            kriegsspiel::files::write_atomically(&path, text.as_bytes()).map_err(|e| e.reason())
        });
        self.message = match result {
            Ok(()) => {
                self.unsaved = false;
                format!("Saved to {}.", path.display())
            }
            Err(e) => format!("Not saved: {e}"),
        };
    }

    fn open(&mut self) {
        let path = std::path::PathBuf::from(&self.save_path);
        let result =
            kriegsspiel::files::read_limited_text(&path, 64 << 20, "saved Little Wars game")
                .map_err(|e| e.reason())
                .and_then(|text| {
                    LittleWarsGame::from_json(&text, &self.save_path).map_err(|e| e.to_string())
                });
        match result {
            Ok(g) => {
                self.game = Some(g);
                self.clock.reset();
                self.unsaved = false;
                self.message = format!("Opened {}.", path.display());
            }
            Err(e) => self.message = format!("Not opened: {e}"),
        }
    }

    fn undo(&mut self) {
        if let Some(g) = self.game.as_mut() {
            self.message = match g.undo() {
                Ok(_) => "Took back the last command.".into(),
                Err(e) => format!("Refused: {e}"),
            };
            self.unsaved = true;
        }
    }

    fn redo(&mut self) {
        if let Some(g) = self.game.as_mut() {
            self.message = match g.redo() {
                Ok(_) => "Applied the command again.".into(),
                Err(e) => format!("Refused: {e}"),
            };
            self.unsaved = true;
        }
    }

    fn toolbar(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            if ui.button("Undo").clicked() {
                self.undo();
            }
            if ui.button("Redo").clicked() {
                self.redo();
            }
            ui.separator();
            ui.add(egui::TextEdit::singleline(&mut self.save_path).desired_width(200.0))
                .labelled_by(ui.label("Game file").id);
            if ui.button("Save game").clicked() {
                self.save();
            }
            if ui.button("Open game").clicked() {
                self.open();
            }
        });
        if !self.message.is_empty() {
            let colour = if self.message.starts_with("Refused") {
                egui::Color32::from_rgb(200, 30, 30)
            } else {
                ui.visuals().text_color()
            };
            ui.label(egui::RichText::new(&self.message).color(colour));
        }
    }
}

impl TableWing for LittleWarsTable {
    fn title(&self) -> String {
        match &self.game {
            Some(g) => format!("Little Wars: {}", g.setup().country.name),
            None => "Little Wars".into(),
        }
    }

    fn show(&mut self, ui: &mut egui::Ui) {
        let now = ui.input(|i| i.time);
        self.clock.tick(now);
        if self.clock.running {
            ui.ctx().request_repaint();
        }
        let allowance = self.allowance_seconds();
        let at_time = self.clock.phase(allowance) == TimerPhase::Time;
        let panel_actions = egui::Panel::right("little_wars_side")
            .resizable(true)
            .default_size(330.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .show(ui, |ui| {
                        side_panel::show(
                            ui,
                            self.game.as_ref(),
                            &mut self.clock,
                            allowance,
                            now,
                            &self.last_working,
                        )
                    })
                    .inner
            })
            .inner;
        self.toolbar(ui);
        let floor_action = match self.game.as_ref() {
            Some(g) => self.floor.show(ui, g.state(), !at_time),
            None => None,
        };
        if at_time && ui.input(|i| i.pointer.any_released()) && !self.floor.selected.is_empty() {
            self.message = "Refused: Time — the mover stops at once (Wells L238).".into();
        }
        if let Some(a) = floor_action {
            self.floor_action(a);
        }
        for action in panel_actions {
            match action {
                side_panel::PanelAction::Command(c) => {
                    if let LittleWarsCommand::SettleMelee { .. } = &c
                        && let Some(working) = side_panel::melee_working(self.game.as_ref())
                    {
                        self.last_working = working;
                    }
                    self.apply(c);
                }
            }
        }
    }

    fn has_unsaved_changes(&self) -> bool {
        self.unsaved
    }
}
