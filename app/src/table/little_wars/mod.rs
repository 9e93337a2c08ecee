//! H. G. Wells' *Little Wars* (1913): the game table for figures and guns on a floor measured
//! in inches and feet. The floor ([`floor_view`]) draws the Country and takes the drags; the
//! side panel keeps the move clock, the melee calculator, the score and the file buttons. Every
//! change goes to the engine's `LittleWarsGame` as one journaled command.

mod appendix_panel;
mod battle_start;
mod capture_panel;
mod cavalry_stand_panel;
mod charge_panel;
mod end_battle_dialog;
mod floor_commands;
mod floor_frame;
pub mod floor_photo;
mod floor_photo_load;
mod floor_pick;
pub mod floor_tools;
pub mod floor_view;
pub mod forces_editor;
mod gun_move_command;
mod melee_panel;
pub mod move_clock;
mod move_help;
pub mod options_window;
mod pieces_drawing;
mod records_panel;
pub mod set_up_windows;
mod setup_panel;
mod shot_panel;
mod side_panel;
mod supply_panel;
pub mod table_message;

use super::{GameFile, TableGame, TableRequest, TableWing};
use floor_commands::floor_commands;
use floor_photo::FloorPhoto;
use floor_view::{FloorAction, FloorView};
use kriegsspiel::systems::little_wars::game::{LittleWarsGame, Phase};
use kriegsspiel::systems::little_wars::table_clock::TableClock;
use kriegsspiel::systems::little_wars::timer::{TimerPhase, interval_limit_seconds};
use kriegsspiel::systems::little_wars::{LittleWarsCommand, LittleWarsOptions, LittleWarsRules};
use move_clock::MoveClock;
use table_message::says_something_failed;

/// The height kept for the clock's warning banner during the battle, in points.
const BANNER_HEIGHT: f32 = 40.0;

/// Lines kept for the table's message under the toolbar.
const MESSAGE_LINES: f32 = 3.0;

/// The Little Wars table.
#[derive(Debug)]
pub struct LittleWarsTable {
    game: Option<TableGame<LittleWarsRules>>,
    floor: FloorView,
    clock: MoveClock,
    /// The last refusal or note, shown under the toolbar.
    pub message: String,
    /// The working of the last melee settled.
    pub last_working: Vec<String>,
    /// What the toolbar asked of the workbench (Save, Open), until the workbench takes it.
    request: Option<TableRequest>,
    /// The game's generation last drawn: a game opened or recovered brings its photo back.
    seen_generation: Option<u64>,
    photo: FloorPhoto,
    appendix: appendix_panel::AppendixPanel,
    /// The forces editor, the options window and the end-of-battle question.
    windows: set_up_windows::SetUpWindows,
    /// The journal entry the last melee's working belongs to (its number and command).
    working_mark: Option<(usize, LittleWarsCommand)>,
}

impl Default for LittleWarsTable {
    fn default() -> Self {
        Self::new_default()
    }
}

impl LittleWarsTable {
    /// Opens the bundled default country in the put-down phase: the toss is made, and each
    /// side places its men and guns behind its back line before "Begin battle" (Wells L225,
    /// L229).
    pub fn new_default() -> Self {
        Self::new_of_type("fight_to_finish")
    }

    /// Opens the bundled default country as a game of `game_type` (the `game_type` option's
    /// reading: Fight to the Finish, Blow at the Rear or the Defensive Game, Wells L356-L368),
    /// in the put-down phase with the toss made.
    pub fn new_of_type(game_type: &str) -> Self {
        Self::new_with(game_type, false)
    }

    /// Opens the bundled default country as a game of `game_type`, in the Kriegspiel
    /// appendix's rules mode when `kriegspiel` (Wells L577), each side with the default force
    /// (see [`battle_start`]).
    pub fn new_with(game_type: &str, kriegspiel: bool) -> Self {
        let mut options = LittleWarsOptions::defaults();
        let mode = if kriegspiel { "kriegspiel" } else { "floor" };
        match options
            .set("game_type", game_type)
            .and_then(|()| options.set("rules_mode", mode))
        {
            Ok(()) => Self::new_with_options(options),
            Err(e) => {
                let mut table = Self::new_with_options(LittleWarsOptions::defaults());
                table.message = format!("Refused: {e}");
                table
            }
        }
    }

    /// The forces editor, the options window and the end-of-battle question (tests reach the
    /// forces editor's numbers through it).
    pub fn windows_mut(&mut self) -> &mut set_up_windows::SetUpWindows {
        &mut self.windows
    }

    /// The game, if one is open.
    pub fn game(&self) -> Option<&LittleWarsGame> {
        self.game.as_ref().map(TableGame::game)
    }

    /// The floor (tests find figures on screen through its last frame).
    pub fn floor(&self) -> &FloorView {
        &self.floor
    }

    /// The floor photo's controls (tests name its file with it).
    pub fn photo_mut(&mut self) -> &mut FloorPhoto {
        &mut self.photo
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

    /// The move time for the side to move, as `time_allowance` reckons it (Wells L238).
    fn allowance_seconds(&self) -> u32 {
        self.game
            .as_ref()
            .map(TableGame::game)
            .map_or(0, |g| g.state().move_allowance().seconds)
    }

    fn floor_action(&mut self, action: FloorAction) {
        let Some(game) = self.game.as_ref().map(TableGame::game) else {
            return;
        };
        if let FloorAction::PickPoint(at) = action {
            self.photo.pick(&game.state().country, at);
            return;
        }
        if let Some(why) = self.clock.refuses_move(game.state()) {
            self.message = why;
            return;
        }
        let commands = floor_commands(game.state(), action);
        for command in commands {
            if !self.apply(command) {
                break;
            }
        }
    }

    /// Where the score sheet is printed: beside the game file, named after it.
    /// `None` until the game has a file.
    pub fn score_sheet_path(&self) -> Option<std::path::PathBuf> {
        let game = self.game.as_ref()?.file()?;
        let name = game.file_name()?.to_string_lossy();
        let stem = name.strip_suffix(".json").unwrap_or(&name);
        Some(game.with_file_name(format!("{stem}-score.pdf")))
    }

    /// Prints the score sheet (Wells L356) as a PDF beside the game file.
    fn print_score_sheet(&mut self) {
        let Some(game) = self.game.as_ref().map(TableGame::game) else {
            return;
        };
        let Some(path) = self.score_sheet_path() else {
            self.message =
                "Not printed: save the game first; the score sheet is printed beside it.".into();
            return;
        };
        let result = print::score_sheet_pdf(game, print::Paper::A4)
            .and_then(|bytes| print::write_pdf(&path, &bytes));
        self.message = match result {
            Ok(()) => format!("Printed the score sheet to {}.", path.display()),
            Err(e) => format!("Not printed: {e}"),
        };
    }

    /// Makes `path` the game's file without writing it (the score sheet is printed beside
    /// it; tests use it too).
    pub fn set_save_path(&mut self, path: &str) {
        if let Some(game) = self.game.as_mut() {
            game.set_file(path.into());
        }
    }

    /// Opens the game saved at `path` (File › Open does the same through the workbench); a
    /// file that cannot be opened leaves the table as it was.
    pub fn open_game(&mut self, path: &std::path::Path) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        match game.open_from(path) {
            Ok(()) => {
                // A game just opened starts with its clock idle: no move timed, no interval.
                self.clock = MoveClock::default();
                self.message = format!("Opened {}.", path.display());
                if let Some(words) = game.dropped_redo_note() {
                    self.message = format!("{} {words}", self.message);
                }
            }
            Err(e) => self.message = format!("Not opened: {e:#}"),
        }
    }

    fn take_back(&mut self, undo: bool) {
        if let Some(g) = self.game.as_mut() {
            let done = if undo { g.undo() } else { g.redo() };
            self.message = match done {
                Ok(words) => words,
                Err(e) => format!("Refused: {e:#}"),
            };
        }
    }

    /// Ends the interval when it has run past its limit (Wells L238, `interval_limit`): the
    /// move it follows is ended if it was not, and the next move's clock starts.
    fn enforce_interval(&mut self) {
        let Some(game) = self.game.as_ref().map(TableGame::game) else {
            return;
        };
        let s = game.state();
        let limit = interval_limit_seconds(&s.options);
        if s.phase != Phase::Battle || !self.clock.interval_over(limit) {
            return;
        }
        if !self.clock.move_ended {
            let seconds_used = Some(self.allowance_seconds());
            if !self.apply(LittleWarsCommand::EndMove { seconds_used }) {
                return;
            }
        }
        self.clock.go();
        let next = self
            .game
            .as_ref()
            .map(TableGame::game)
            .map(|g| g.state().to_move);
        let minutes = limit.unwrap_or(0) / 60;
        self.message = match next {
            Some(side) => format!(
                "The interval is over ({minutes} minutes at most, Wells L238): the clock \
                 started for {side}."
            ),
            None => String::new(),
        };
    }

    /// A banner across the table that flashes for a few seconds at each warning, and stays
    /// red at "Time" (Wells L238). The window makes no sound: the flash is the signal.
    /// During the battle its row is kept whether a warning shows or not, so the floor below
    /// never jumps under the mouse when one appears.
    fn warning_banner(&self, ui: &mut egui::Ui, allowance: u32, now: f64) {
        let in_battle = self
            .game
            .as_ref()
            .is_some_and(|g| g.game().state().phase == Phase::Battle);
        if !in_battle {
            return;
        }
        let (rect, banner) = ui.allocate_exact_size(
            egui::vec2(ui.available_width(), BANNER_HEIGHT),
            egui::Sense::hover(),
        );
        let phase = self.clock.phase(allowance);
        let text = match phase {
            TimerPhase::Time => "Time: the mover stops at once (Wells L238)".to_string(),
            TimerPhase::Warned(_) if self.clock.flashing(now) => format!(
                "Warning: {} before time (Wells L238)",
                words::clock_warning_words(f64::from(allowance) - self.clock.elapsed)
            ),
            _ => return,
        };
        let bright = (now * 4.0) as i64 % 2 == 0;
        let fill = match phase {
            TimerPhase::Time => egui::Color32::from_rgb(220, 0, 0),
            _ if bright => egui::Color32::from_rgb(255, 220, 0),
            _ => egui::Color32::from_rgb(255, 120, 0),
        };
        // Painted into the row kept for it (a widget put there would move the floor), and
        // named for screen readers as a label.
        ui.painter().rect_filled(rect, 0.0, fill);
        ui.painter().text(
            rect.left_center() + egui::vec2(8.0, 0.0),
            egui::Align2::LEFT_CENTER,
            &text,
            egui::FontId::proportional(22.0),
            egui::Color32::BLACK,
        );
        banner.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
        if self.clock.flashing(now) {
            ui.ctx().request_repaint_after(move_clock::REPAINT_EVERY);
        }
    }

    /// The floor photo's controls; a scale set goes to the engine as `SetFloorPhoto`.
    fn photo_controls(&mut self, ui: &mut egui::Ui) {
        let Some(country) = self
            .game
            .as_ref()
            .map(TableGame::game)
            .map(|g| g.state().country.clone())
        else {
            return;
        };
        let folder = self.game_folder();
        let (open, scale) = self.photo.controls(ui, &country);
        if open {
            self.message = self.photo.open(ui.ctx(), folder.as_deref());
        }
        match scale {
            Some(Ok(mut photo)) => {
                photo.file = floor_photo::stored_name(&photo.file, folder.as_deref());
                self.photo.keep_as(&photo.file);
                let ppi = photo.pixels_per_inch;
                if self.apply(LittleWarsCommand::SetFloorPhoto { photo: Some(photo) }) {
                    self.photo.picked = None;
                    self.message =
                        format!("The floor photo's scale is set: {ppi:.2} pixels per inch.");
                }
            }
            Some(Err(why)) => self.message = format!("Refused: {why}"),
            None => {}
        }
    }

    /// The folder of the game's file, against which the photo's name is read.
    fn game_folder(&self) -> Option<std::path::PathBuf> {
        let file = self.game.as_ref()?.file()?;
        file.parent().map(std::path::Path::to_path_buf)
    }

    /// Takes a decoded floor photo, and loads again the photo of a game just opened.
    fn follow_photo(&mut self, ctx: &egui::Context) {
        if let Some(note) = self.photo.poll(ctx) {
            self.message = note;
        }
        // While a photo loads nothing is asked of the window: its loader wakes it with the
        // answer (a repaint every few frames took the cores the decoding needed).
        let generation = self.game.as_ref().map(GameFile::generation);
        if generation == self.seen_generation {
            return;
        }
        self.seen_generation = generation;
        self.forget_stale_working();
        let folder = self.game_folder();
        if let Some(game) = self.game.as_ref() {
            let country = game.game().state().country.clone();
            self.photo.follow_game(ctx, &country, folder.as_deref());
        }
    }

    fn toolbar(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            if ui.button("Undo").clicked() {
                self.take_back(true);
            }
            if ui.button("Redo").clicked() {
                self.take_back(false);
            }
            ui.separator();
            if ui.button("Save game").clicked() {
                self.request = Some(TableRequest::Save);
            }
            if ui.button("Open game").clicked() {
                self.request = Some(TableRequest::Open);
            }
            let file = self.game.as_ref().and_then(|g| g.file());
            ui.label(match file {
                Some(path) => format!("Game file: {}", path.display()),
                None => "Not saved yet".into(),
            });
        });
        self.photo_controls(ui);
        // The message's lines are always kept (blank when there is none), so the floor below
        // does not move when one appears.
        let colour = if says_something_failed(&self.message) {
            ui.visuals().error_fg_color
        } else {
            ui.visuals().text_color()
        };
        let line = if self.message.is_empty() {
            " "
        } else {
            self.message.as_str()
        };
        let height = MESSAGE_LINES * ui.text_style_height(&egui::TextStyle::Body);
        ui.allocate_ui_with_layout(
            egui::vec2(ui.available_width(), height),
            egui::Layout::top_down(egui::Align::LEFT),
            |ui| {
                ui.set_min_height(height);
                ui.add(egui::Label::new(egui::RichText::new(line).color(colour)).wrap());
            },
        );
    }
}

impl TableWing for LittleWarsTable {
    fn game_opened(&mut self) {
        // The put-down help of the battle the table was made with is not this game's.
        self.message.clear();
    }

    fn title(&self) -> String {
        match &self.game {
            Some(g) => format!("Little Wars: {}", g.game().setup().country.name),
            None => "Little Wars".into(),
        }
    }

    fn show(&mut self, ui: &mut egui::Ui) {
        self.follow_photo(ui.ctx());
        let now = ui.input(|i| i.time);
        let allowance = self.allowance_seconds();
        let melee_waiting = self.game.as_ref().map(TableGame::game).is_some_and(|g| {
            g.state().phase == Phase::Battle && !g.state().find_melees().is_empty()
        });
        self.clock.tick(now, allowance, melee_waiting);
        if self.clock.running || self.clock.interval.is_some() {
            ui.ctx().request_repaint_after(move_clock::REPAINT_EVERY);
        }
        self.enforce_interval();
        let at_time = self.clock.phase(allowance) == TimerPhase::Time;
        let mut shot_command = None;
        let mut melee_command = None;
        let mut capture_command = None;
        let mut shell_command = None;
        let mut records_note = None;
        let panel_actions = egui::Panel::right("little_wars_side")
            .resizable(true)
            .default_size(330.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .show(ui, |ui| {
                        let actions = side_panel::show(
                            ui,
                            self.game.as_ref().map(TableGame::game),
                            &mut self.clock,
                            allowance,
                            now,
                        );
                        if let Some(g) = self.game.as_ref().map(TableGame::game) {
                            ui.separator();
                            melee_command = melee_panel::show(
                                ui,
                                g,
                                &mut self.floor.melee_choice,
                                &self.last_working,
                            );
                            ui.separator();
                            shot_command = shot_panel::show(ui, g.state(), &mut self.floor);
                            ui.separator();
                            capture_command =
                                capture_panel::show(ui, g.state(), &self.floor.selected);
                            ui.separator();
                            shell_command = self.appendix.show(ui, g, &self.floor);
                            ui.separator();
                            let file = self.game.as_ref().and_then(GameFile::file);
                            records_note = records_panel::show(ui, g, file);
                        }
                        actions
                    })
                    .inner
            })
            .inner;
        if let Some(why) = shot_command.as_ref().and_then(|_| {
            let game = self.game.as_ref().map(TableGame::game)?;
            self.clock.refuses_move(game.state())
        }) {
            self.message = why;
            shot_command = None;
        }
        if let Some(command) = shot_command {
            let note = shot_panel::applied_note(&command);
            if self.apply(command) {
                self.floor.shot = None;
                self.message = note.into();
            }
        }
        if let Some(command) = melee_command {
            self.settle_melee(command);
        }
        if let Some(command) = capture_command {
            self.apply(command);
        }
        if let Some((command, note)) = shell_command
            && self.apply(command)
        {
            self.message = note.into();
        }
        if let Some(note) = records_note {
            self.message = note;
        }
        self.warning_banner(ui, allowance, now);
        self.toolbar(ui);
        let floor_action = match self.game.as_ref().map(TableGame::game) {
            Some(g) => {
                let photo = self.photo.on_floor(&g.state().country);
                let picking = self.photo.picking();
                self.floor.show(ui, g.state(), !at_time, photo, picking)
            }
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
                    self.apply(c);
                }
                side_panel::PanelAction::PrintScoreSheet => self.print_score_sheet(),
                side_panel::PanelAction::NewGame {
                    game_type,
                    kriegspiel,
                } => self.restart_as(game_type, kriegspiel),
                side_panel::PanelAction::Window(ask) => self.open_window(ask),
            }
        }
        self.show_windows(ui.ctx());
    }

    fn seats(&self) -> Vec<stations::Seat> {
        self.game.as_ref().map(TableGame::seats).unwrap_or_default()
    }

    fn publish_views(
        &self,
        board: &stations::SeatBoard,
    ) -> Result<Vec<String>, stations::StationError> {
        let Some(game) = self.game.as_ref() else {
            return Ok(Vec::new());
        };
        // The move clock stands on the floor for both sides alike (Wells L238).
        let clock = TableClock::reading(
            self.clock.running,
            self.clock.elapsed,
            self.clock.interval,
            self.allowance_seconds(),
        );
        stations::publish_each_side(board, game.game(), |view| {
            view.with_table_clock(clock.clone())
        })
    }

    fn station_change_marker(&self) -> u64 {
        // Go, Time, a warning and the end of a move are sent at once, not at the next
        // two-second round.
        u64::from(self.clock.running)
            | u64::from(self.clock.move_ended) << 1
            | u64::from(self.clock.interval.is_some()) << 2
            | u64::from(self.clock.warnings_given()) << 3
    }

    fn game_file(&self) -> Option<&dyn GameFile> {
        self.game.as_ref().map(|g| g as &dyn GameFile)
    }

    fn game_file_mut(&mut self) -> Option<&mut dyn GameFile> {
        self.game.as_mut().map(|g| g as &mut dyn GameFile)
    }

    fn take_request(&mut self) -> Option<TableRequest> {
        self.request.take()
    }
}
