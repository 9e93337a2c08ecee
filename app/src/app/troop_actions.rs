//! The one place where the troops page, the troops tool and the game commands change the game:
//! every change is an engine command; a refusal leaves the game as it was and says why in the
//! message area. Also the game's file beside the map file: loaded with the map, saved with it,
//! autosaved with it.

use super::workbench_app::WorkbenchApp;
use crate::canvas::{CanvasEvent, MapPoint};
use crate::table::reisswitz::{TroopAction, TroopSession, UnitDrag, line_up, typed_target};
use egui::Vec2;
use geo::Coord;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, OrderOfBattle, Side, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, Game, GameError, GameSetup, GameState,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use std::path::Path;
use words::sentence;

/// The dice box's seed for a new game when none is given: fixed, so two workbenches started
/// from the same order of battle throw the same dice until the umpire reseeds.
pub const DEFAULT_GAME_SEED: u64 = 1815;

/// The time of day of turn 0 of a new game.
const NEW_GAME_START: (u32, u32) = (6, 0);

impl WorkbenchApp {
    /// Applies the troops page's requests.
    pub(super) fn apply_troop_actions(&mut self, actions: Vec<TroopAction>) {
        for action in actions {
            match action {
                TroopAction::NewGame(path) => self.new_game(&path),
                TroopAction::ChooseOrderOfBattle => {
                    self.ask_for_file(crate::commands::file_picker::FileAction::OpenOrderOfBattle);
                }
                TroopAction::SetStrengthTyped => self.set_strength_typed(),
                TroopAction::Command(command) => self.game_command(command),
                TroopAction::PlaceEchelon(echelon) => {
                    let Some(troops) = self.troops() else {
                        continue;
                    };
                    let units: Vec<UnitId> = troops
                        .game
                        .state()
                        .order_of_battle()
                        .units_of(&echelon)
                        .iter()
                        .map(|u| u.id.clone())
                        .collect();
                    self.place_at_view_centre(&units);
                }
                TroopAction::PlaceUnit(unit) => self.place_at_view_centre(&[unit]),
                TroopAction::Select(unit) => self.select_unit(unit),
                TroopAction::MoveTyped => self.move_typed(),
                TroopAction::MoveAlongRuler => {
                    let path: Vec<Coord<f64>> = self
                        .session
                        .canvas
                        .ruler
                        .points()
                        .iter()
                        .map(|p| Coord::from(*p))
                        .collect();
                    self.move_selected(path);
                }
                TroopAction::Undo => self.undo_game(),
                TroopAction::Redo => self.redo_game(),
                TroopAction::NextTurn => self.game_command(Command::AdvanceClock { turns: 1 }),
                TroopAction::Save => self.save_game_only(),
                TroopAction::ResolveFire => self.resolve_fire(),
                TroopAction::ResolveFireList => self.resolve_fire_list(),
                TroopAction::ThrowTest => self.throw_test(),
                TroopAction::UpdateTerrain => {
                    if let Some(map) = &self.session.map {
                        let terrain = map.document.terrain.clone();
                        self.game_command(Command::UpdateTerrain { terrain });
                    }
                }
                TroopAction::ResolveMelee(command) => self.resolve_melee(command),
                TroopAction::PrintSummary { paper } => {
                    self.ask_for_file(crate::commands::file_picker::FileAction::SaveSummaryPdf {
                        paper,
                    });
                }
                TroopAction::PrintSheet { blank, paper } => {
                    self.ask_for_file(crate::commands::file_picker::FileAction::SaveSheetPdf {
                        blank,
                        paper,
                    });
                }
                TroopAction::Refuse(message) => self.session.notifications.error(message),
                TroopAction::OpenSideView(side) => self.open_side_window(side),
                TroopAction::ExportSideView(side) => self.export_side_view(side),
                TroopAction::AdvanceUntil(max_turns) => self.advance_until(max_turns),
            }
        }
    }

    /// The game on the open map.
    pub fn troops(&self) -> Option<&TroopSession> {
        self.session.map.as_ref()?.troops.as_ref()
    }

    /// The game on the open map, to change its selection and fields (tests use this).
    pub fn troops_mut(&mut self) -> Option<&mut TroopSession> {
        self.session.map.as_mut()?.troops.as_mut()
    }

    /// Starts a game on the open map from the order of battle in `path`.
    pub fn new_game(&mut self, path: &Path) {
        let Some(map) = &mut self.session.map else {
            self.session
                .notifications
                .error("Open a map first: the game is played on it.");
            return;
        };
        let built = (|| -> anyhow::Result<Game> {
            let oob = OrderOfBattle::load(path)?;
            let field = Battlefield::from_map(&map.document)?;
            let (h, m) = NEW_GAME_START;
            let setup = GameSetup::new(
                field,
                Ruleset::reisswitz_1815()?,
                oob,
                DEFAULT_GAME_SEED,
                TimeOfDay::new(h, m)?,
            )?;
            Ok(Game::new(setup))
        })();
        match built {
            Ok(game) => {
                let title = game.state().order_of_battle().title().to_string();
                map.troops = Some(TroopSession::new(game));
                let now = self.ctx.input(|i| i.time);
                map.touch(now);
                self.session.notifications.note(
                    format!("New game: “{title}”. Place the brigades from the Troops page."),
                    now,
                );
                self.state.panel_tab = super::workbench_state::PanelTab::Troops;
            }
            Err(e) => self.session.notifications.error(format!(
                "Cannot start a game from “{}”: {}",
                crate::scan::scan_error::display_name(path),
                sentence(&format!("{e:#}"))
            )),
        }
    }

    /// Applies `command` to the game, with the umpire's override reason where the command
    /// takes one; a refusal is reported and changes nothing.
    pub fn game_command(&mut self, mut command: Command) {
        let now = self.ctx.input(|i| i.time);
        let Some(map) = &mut self.session.map else {
            return;
        };
        let Some(troops) = &mut map.troops else {
            self.session
                .notifications
                .error("There is no game on this map: start one from the Troops page.");
            return;
        };
        let reason = troops.override_reason.trim().to_string();
        let overriding = !reason.is_empty() && set_override(&mut command, reason);
        match troops.apply(command) {
            Ok(_) => {
                if overriding {
                    troops.override_reason.clear();
                }
                map.touch(now);
                self.session.notifications.succeeded();
            }
            Err(e) => {
                let hint = if matches!(e, GameError::Refused { .. }) {
                    " Nothing was changed; type an override reason on the Troops page to apply \
                     it anyway."
                } else {
                    " Nothing was changed."
                };
                let text = refusal_words(troops.game.state(), &e.to_string());
                self.session
                    .notifications
                    .error(format!("{}{hint}", sentence(&text)));
            }
        }
    }

    fn undo_game(&mut self) {
        let now = self.ctx.input(|i| i.time);
        let Some(map) = &mut self.session.map else {
            return;
        };
        let Some(troops) = &mut map.troops else {
            return;
        };
        match troops.undo() {
            Ok(command) => {
                map.touch(now);
                self.session.notifications.note(
                    format!("Undone: {}.", command.name().replace('_', " ")),
                    now,
                );
            }
            Err(e) => self.session.notifications.error(sentence(&e.to_string())),
        }
    }

    fn redo_game(&mut self) {
        let now = self.ctx.input(|i| i.time);
        let Some(map) = &mut self.session.map else {
            return;
        };
        let Some(troops) = &mut map.troops else {
            return;
        };
        match troops.redo() {
            Ok(_) => {
                map.touch(now);
                self.session.notifications.succeeded();
            }
            Err(e) => self.session.notifications.error(sentence(&e.to_string())),
        }
    }

    fn select_unit(&mut self, unit: UnitId) {
        let Some(troops) = self.troops_mut() else {
            return;
        };
        troops.select(Some(unit.clone()), false);
        let anchor = troops
            .game
            .state()
            .unit(&unit)
            .ok()
            .and_then(|(_, s)| s.placement.as_ref().map(|p| p.anchor));
        if let Some(anchor) = anchor {
            self.state.canvas.camera.centre = MapPoint::from(anchor);
        }
    }

    /// The middle of the view, map frame, and the bearing of "up the screen" (`north` when
    /// the view is not known yet).
    fn view_centre_and_up(&self, north: Bearing) -> (Coord<f64>, Bearing) {
        let up = north;
        match &self.session.canvas.projector {
            Some(p) => {
                let (dx, dy) = p.screen_vector_to_map(Vec2::new(0.0, -1.0));
                (p.centre().into(), Bearing::of_vector(dx, dy).unwrap_or(up))
            }
            None => (self.state.canvas.camera.centre.into(), up),
        }
    }

    /// Places `units` side by side at the middle of the view: Red facing up the screen, Blue
    /// facing down it (towards each other when north is up and Red is north).
    fn place_at_view_centre(&mut self, units: &[UnitId]) {
        let Ok(north) = Bearing::new(0.0) else {
            return;
        };
        let (centre, up) = self.view_centre_and_up(north);
        let Some(troops) = self.troops() else {
            return;
        };
        let state = troops.game.state();
        let side = units
            .first()
            .and_then(|u| state.unit(u).ok())
            .map_or(Side::Red, |(u, _)| u.side);
        let bearing = match side {
            Side::Red => up,
            Side::Blue => up.turned(180.0),
        };
        let commands = line_up(state, units, centre, bearing);
        if commands.is_empty() {
            self.session
                .notifications
                .error("Every unit chosen is on the map already.");
            return;
        }
        let placed: Vec<UnitId> = commands
            .iter()
            .filter_map(|c| match c {
                Command::PlaceUnit { unit, .. } => Some(unit.clone()),
                _ => None,
            })
            .collect();
        for command in commands {
            self.game_command(command);
        }
        if let Some(troops) = self.troops_mut() {
            troops.selected = placed
                .into_iter()
                .filter(|u| {
                    troops
                        .game
                        .state()
                        .unit(u)
                        .is_ok_and(|(_, s)| s.placement.is_some())
                })
                .collect();
        }
    }

    fn move_typed(&mut self) {
        let Some(troops) = self.troops() else {
            return;
        };
        let Some(unit) = troops.primary() else {
            return;
        };
        let anchor = troops
            .game
            .state()
            .unit(unit)
            .ok()
            .and_then(|(_, s)| s.placement.as_ref().map(|p| p.anchor));
        let Some(anchor) = anchor else {
            return;
        };
        match typed_target(&troops.bearing_text, &troops.distance_text, anchor) {
            Ok(Some(to)) => self.move_selected(vec![to]),
            Ok(None) => self
                .session
                .notifications
                .error("Type a bearing and a distance first."),
            Err(e) => self.session.notifications.error(sentence(&e)),
        }
    }

    /// Moves the selected unit along `path` at the chosen gait, keeping the plan for its
    /// leg-by-leg table.
    fn move_selected(&mut self, path: Vec<Coord<f64>>) {
        if path.is_empty() {
            return;
        }
        let Some(troops) = self.troops() else {
            return;
        };
        let Some(unit) = troops.primary().cloned() else {
            self.session.notifications.error("Select a unit to move.");
            return;
        };
        let gait = troops.gait;
        let plan = troops.game.plan_move(&unit, &path, gait).ok();
        self.game_command(Command::MoveUnit {
            unit,
            path,
            gait,
            facing: None,
            override_reason: None,
        });
        if let Some(troops) = self.troops_mut() {
            troops.last_plan = plan;
        }
    }

    /// Sets the selected unit's strength to the men and guns typed in the unit panel.
    fn set_strength_typed(&mut self) {
        let Some(troops) = self.troops() else {
            return;
        };
        let Some(unit) = troops.primary().cloned() else {
            return;
        };
        let Ok((_, now)) = troops.game.state().unit(&unit) else {
            return;
        };
        // An empty field keeps what the unit has.
        let parse = |text: &str, what: &str, current: u32| {
            if text.trim().is_empty() {
                return Ok(i64::from(current));
            }
            text.trim()
                .parse::<i64>()
                .map_err(|_| format!("“{}” is not a whole number of {what}.", text.trim()))
        };
        match (
            parse(&troops.men_text, "men", now.strength.men),
            parse(&troops.guns_text, "guns", now.strength.guns),
        ) {
            (Ok(men), Ok(guns)) => self.game_command(Command::SetStrength { unit, men, guns }),
            (Err(e), _) | (_, Err(e)) => self.session.notifications.error(e),
        }
    }

    /// A click with the troops tool: select the unit there (Shift or Ctrl adds or removes).
    pub(super) fn troops_click(&mut self, at: MapPoint) {
        let toggle = self.ctx.input(|i| i.modifiers.shift || i.modifiers.command);
        if let Some(troops) = self.troops_mut() {
            let unit = troops.unit_at(at.into());
            troops.select(unit, toggle);
        }
    }

    /// The troops tool's drags: a unit grabbed follows the pointer and moves when let go; a
    /// drag from open ground draws a selection box.
    pub(super) fn troops_drag(&mut self, event: CanvasEvent) {
        match event {
            CanvasEvent::TroopDragStart { at, toggle } => {
                let Some(troops) = self.troops_mut() else {
                    return;
                };
                let at: Coord<f64> = at.into();
                let grabbed = troops.unit_at(at).and_then(|u| {
                    let anchor = troops
                        .game
                        .state()
                        .unit(&u)
                        .ok()?
                        .1
                        .placement
                        .as_ref()?
                        .anchor;
                    Some((u, anchor))
                });
                match grabbed {
                    Some((unit, anchor)) => {
                        if !troops.selected.contains(&unit) {
                            troops.select(Some(unit.clone()), false);
                        }
                        troops.drag = Some(UnitDrag {
                            unit,
                            from: anchor,
                            grab: Coord {
                                x: at.x - anchor.x,
                                y: at.y - anchor.y,
                            },
                            to: anchor,
                        });
                    }
                    None => troops.select_box = Some((at, at, toggle)),
                }
            }
            CanvasEvent::TroopDrag { to } => {
                let Some(troops) = self.troops_mut() else {
                    return;
                };
                let to: Coord<f64> = to.into();
                if let Some(drag) = &mut troops.drag {
                    drag.to = Coord {
                        x: to.x - drag.grab.x,
                        y: to.y - drag.grab.y,
                    };
                    let (unit, target) = (drag.unit.clone(), drag.to);
                    let gait = troops.gait;
                    troops.last_plan = troops.game.plan_move(&unit, &[target], gait).ok();
                } else if let Some(b) = &mut troops.select_box {
                    b.1 = to;
                }
            }
            CanvasEvent::TroopDragEnd { to } => {
                let Some(troops) = self.troops_mut() else {
                    return;
                };
                let to: Coord<f64> = to.into();
                if let Some(drag) = troops.drag.take() {
                    let target = Coord {
                        x: to.x - drag.grab.x,
                        y: to.y - drag.grab.y,
                    };
                    let moved = (target.x - drag.from.x).hypot(target.y - drag.from.y);
                    if moved > 0.5 {
                        troops.selected.clear();
                        troops.selected.insert(drag.unit.clone());
                        self.move_selected(vec![target]);
                    }
                } else if let Some((from, _, toggle)) = troops.select_box.take() {
                    let inside = troops.units_in_box(from, to);
                    if !toggle {
                        troops.selected.clear();
                    }
                    troops.selected.extend(inside);
                }
            }
            _ => {}
        }
    }

    /// "Save game": saves the map and the game together (the game belongs with its map).
    fn save_game_only(&mut self) {
        self.save_map();
    }
}

/// Puts `reason` into the command's override field (a condition change's reason); false for
/// commands that take none.
pub(super) fn set_override(command: &mut Command, reason: String) -> bool {
    match command {
        Command::PlaceUnit {
            override_reason, ..
        }
        | Command::MoveUnit {
            override_reason, ..
        }
        | Command::ChangeFormation {
            override_reason, ..
        }
        | Command::Rotate {
            override_reason, ..
        }
        | Command::DeploySkirmishers {
            override_reason, ..
        }
        | Command::RecallSkirmishers {
            override_reason, ..
        }
        | Command::ResolveMelee {
            override_reason, ..
        }
        | Command::TakePrisoners {
            override_reason, ..
        } => {
            *override_reason = Some(reason);
            true
        }
        // Fresh or tired is the umpire's decision (reference §12.6): the reason goes with it.
        Command::SetCondition {
            reason: condition_reason,
            ..
        } => {
            *condition_reason = Some(reason);
            true
        }
        _ => false,
    }
}

/// The engine's refusal or working `text` as the umpire reads it: units by label and name
/// instead of their ids, formations by their names instead of their quoted ids.
pub(super) fn refusal_words(state: &GameState, text: &str) -> String {
    let mut text = words::name_units(text, state.order_of_battle());
    for (id, spec) in &state.formations().formations {
        text = text.replace(&format!("'{id}'"), &format!("“{}”", spec.label));
    }
    text
}
