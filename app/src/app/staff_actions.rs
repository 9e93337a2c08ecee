//! The staff exercise in the workbench: each side's window (a viewport of its own, drawn from
//! that side's view alone), the export of a side's view (JSON and a PDF briefing), and
//! "Advance until something happens".
//!
//! A side's window gets `game.side_view(side)` computed here and the map's sheets and terrain;
//! the `Game` itself never reaches its drawing code ([`show_side_window`] takes a `&SideView`).

use super::troop_actions::refusal_words;
use super::workbench_app::WorkbenchApp;
use super::workbench_state::PanelTab;
use crate::canvas::{MapView, TerrainView};
use crate::commands::file_picker::FileAction;
use crate::table::reisswitz::{
    MessageForm, SideWindow, TroopAction, show_side_window, side_viewport_id, side_window_title,
};
use egui::{Context, ViewportBuilder};
use kriegsspiel::files::{NewFileAccess, write_atomically_as};
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event};
use std::path::{Path, PathBuf};
use words::sentence;

/// The texture budget of a side window's map, bytes (the umpire's map keeps the most).
const SIDE_TEXTURE_BUDGET: usize = 128 * 1024 * 1024;

/// Whose composer asked: a side's window, or the umpire's Messages page.
#[derive(Debug, Clone, Copy)]
enum Composer {
    /// A side's window.
    Side(Side),
    /// The umpire's Messages page.
    Umpire,
}

impl WorkbenchApp {
    /// Opens `side`'s window (a second native window where the platform has them).
    pub fn open_side_window(&mut self, side: Side) {
        if self.troops().is_none() {
            self.session
                .notifications
                .error("There is no game on this map: start one from the Troops page.");
            return;
        }
        let windows = &mut self.session.side_windows;
        if !windows.iter().any(|(s, _)| *s == side) {
            windows.push((side, SideWindow::new(side, SIDE_TEXTURE_BUDGET)));
            windows.sort_by_key(|(s, _)| *s);
        }
        if let Some((_, w)) = windows.iter_mut().find(|(s, _)| *s == side) {
            w.open = true;
            w.session.fit_pending = true;
        }
        self.ctx.request_repaint();
    }

    /// Whether `side`'s window is open.
    pub fn is_side_window_open(&self, side: Side) -> bool {
        self.session
            .side_windows
            .iter()
            .any(|(s, w)| *s == side && w.open)
    }

    /// Draws every open side's window from its side's view, then applies what their composers
    /// ask for.
    pub(super) fn show_side_windows(&mut self, ctx: &Context) {
        let now = ctx.input(|i| i.time);
        let mut actions = Vec::new();
        let session = &mut self.session;
        let Some(map) = session.map.as_ref() else {
            return;
        };
        let Some(troops) = map.troops.as_ref() else {
            return;
        };
        for (side, window) in session.side_windows.iter_mut().filter(|(_, w)| w.open) {
            let view = troops.game.side_view(*side);
            let builder = ViewportBuilder::default()
                .with_title(side_window_title(*side))
                .with_inner_size([900.0, 600.0]);
            let closed = ctx.show_viewport_immediate(side_viewport_id(*side), builder, |ui, _| {
                let map_view = MapView {
                    sheets: map.sheet_views(None),
                    // The players' map always shows the ground: the umpire's own terrain
                    // switch is for his map only.
                    terrain: Some(TerrainView {
                        layer: &map.document.terrain,
                        selected: None,
                    }),
                    terrain_extent: map.terrain_extent(),
                    ..MapView::default()
                };
                actions.extend(
                    show_side_window(ui, &view, Some(map_view), window, now)
                        .into_iter()
                        .map(|a| (*side, a)),
                );
                ui.ctx().input(|i| i.viewport().close_requested())
            });
            if closed {
                window.open = false;
            }
        }
        for (side, action) in actions {
            self.apply_composed(action, Composer::Side(side));
        }
    }

    /// Applies what a composer asked for: a message is sent and the composer told how it went
    /// (its words cleared once sent, kept with the reason when refused), in the composer's own
    /// window; anything else is applied as usual.
    fn apply_composed(&mut self, action: TroopAction, composer: Composer) {
        match action {
            TroopAction::Command(command @ Command::SendMessage { .. }) => {
                let outcome = self.send_message(command);
                // The umpire's own page also says it in his notifications.
                if let (Composer::Umpire, Err(why)) = (composer, &outcome) {
                    self.session.notifications.error(why.clone());
                }
                if let Some(form) = self.composer_form(composer) {
                    match outcome {
                        Ok(arrives) => form.sent(arrives),
                        Err(why) => form.refused(why),
                    }
                }
            }
            TroopAction::Refuse(why) => {
                let shown = match self.composer_form(composer) {
                    Some(form) => {
                        form.refused(why.clone());
                        true
                    }
                    None => false,
                };
                if !shown || matches!(composer, Composer::Umpire) {
                    self.session.notifications.error(why);
                }
            }
            other => self.apply_troop_actions(vec![other]),
        }
    }

    /// Sends a message (no override: a refusal stands); the move it is in hand, or why not.
    pub(super) fn send_message(&mut self, command: Command) -> Result<u32, String> {
        let now = self.ctx.input(|i| i.time);
        let map = self
            .session
            .map
            .as_mut()
            .ok_or_else(|| "There is no map open. Nothing was sent.".to_string())?;
        let troops = map
            .troops
            .as_mut()
            .ok_or_else(|| "There is no game on this map. Nothing was sent.".to_string())?;
        let outcome = match troops.apply(command) {
            Ok(events) => Ok(events
                .iter()
                .find_map(|e| match e {
                    Event::MessageSent { arrives_turn, .. } => Some(*arrives_turn),
                    _ => None,
                })
                .unwrap_or_else(|| troops.game.state().turn())),
            Err(e) => {
                let text = refusal_words(troops.game.state(), &e.to_string());
                Err(format!("{} Nothing was sent.", sentence(&text)))
            }
        };
        if outcome.is_ok() {
            map.touch(now);
        }
        outcome
    }

    /// The fields of a composer: a side window's, or the umpire's on the Messages page.
    fn composer_form(&mut self, composer: Composer) -> Option<&mut MessageForm> {
        match composer {
            Composer::Side(side) => self
                .session
                .side_windows
                .iter_mut()
                .find(|(s, _)| *s == side)
                .map(|(_, w)| &mut w.composer),
            Composer::Umpire => self
                .session
                .map
                .as_mut()
                .and_then(|m| m.troops.as_mut())
                .map(|t| &mut t.staff.messages),
        }
    }

    /// The Scenario, Messages or Review page in the side panel.
    pub(super) fn show_staff_page(&mut self, ui: &mut egui::Ui, tab: PanelTab) {
        let now = ui.input(|i| i.time);
        let ruler: Vec<geo::Coord<f64>> = self
            .session
            .canvas
            .ruler
            .points()
            .iter()
            .map(|p| geo::Coord::from(*p))
            .collect();
        let actions = match self.session.map.as_mut().and_then(|m| m.troops.as_mut()) {
            Some(troops) => {
                egui::ScrollArea::vertical()
                    .id_salt("staff_page")
                    .show(ui, |ui| match tab {
                        PanelTab::Scenario => crate::table::reisswitz::show_scenario_page(
                            ui,
                            troops,
                            ruler.last().copied(),
                        ),
                        PanelTab::Review => crate::table::reisswitz::show_review_page(
                            ui,
                            &troops.game,
                            &mut troops.review,
                        ),
                        _ => crate::table::reisswitz::show_messages_page(ui, troops, &ruler, now),
                    })
                    .inner
            }
            None => {
                ui.label(
                    "The scenario and the messages belong to a game: start one from the \
                     Troops page.",
                );
                Vec::new()
            }
        };
        for action in actions {
            self.apply_composed(action, Composer::Umpire);
        }
    }

    /// Asks where to export `side`'s view.
    pub(super) fn export_side_view(&mut self, side: Side) {
        if self.troops().is_none() {
            self.session
                .notifications
                .error("There is no game on this map: start one from the Troops page.");
            return;
        }
        self.ask_for_file(FileAction::ExportSideView { side });
    }

    /// Writes `side`'s view as JSON at `path` (".json" added when missing) and its briefing as
    /// a PDF beside it; says where, or why not.
    pub(super) fn export_side_view_to(&mut self, path: &Path, side: Side) {
        let json_path = with_extension(path, "json");
        let pdf_path = json_path.with_extension("pdf");
        let written = (|| -> Result<(), String> {
            let troops = self
                .troops()
                .ok_or_else(|| "there is no game on this map".to_string())?;
            let view = troops.game.side_view(side);
            let json = view.to_json().map_err(|e| e.to_string())?;
            // A side's papers are for its players only: new files are their owner's alone.
            write_atomically_as(&json_path, json.as_bytes(), NewFileAccess::OwnerOnly)
                .map_err(|e| e.to_string())?;
            let terrain = self.session.map.as_ref().map(|m| &m.document.terrain);
            let pdf =
                print::briefing_pdf(&view, print::Paper::A4, terrain).map_err(|e| e.to_string())?;
            print::write_pdf_as(&pdf_path, &pdf, NewFileAccess::OwnerOnly)
                .map_err(|e| e.to_string())
        })();
        match written {
            Ok(()) => {
                let now = self.ctx.input(|i| i.time);
                let name = |p: &Path| {
                    p.file_name()
                        .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
                };
                self.session.notifications.note(
                    format!(
                        "Exported {side}'s view “{}” and briefing “{}”.",
                        name(&json_path),
                        name(&pdf_path)
                    ),
                    now,
                );
            }
            Err(e) => self
                .session
                .notifications
                .error(format!("{side}'s view was not exported: {}", sentence(&e))),
        }
    }

    /// Takes up to `max_turns` moves together and says why it stopped.
    pub(super) fn advance_until(&mut self, max_turns: u32) {
        let before = self.troops().map_or(0, |t| t.game.journal().len());
        self.game_command(Command::AdvanceUntil { max_turns });
        let Some(troops) = self.troops_mut() else {
            return;
        };
        if troops.game.journal().len() == before {
            return;
        }
        let why = troops.game.journal().last().and_then(|entry| {
            entry.events.iter().find_map(|e| match e {
                Event::AdvancedUntil {
                    from_turn,
                    to_turn,
                    reasons,
                    ..
                } => Some(if reasons.is_empty() {
                    format!("Advanced from turn {from_turn} to turn {to_turn}: nothing happened.")
                } else {
                    let mut reasons: Vec<String> =
                        reasons.iter().map(ToString::to_string).collect();
                    reasons.sort();
                    format!(
                        "Advanced from turn {from_turn} to turn {to_turn}; stopped: {}.",
                        reasons.join("; ")
                    )
                }),
                _ => None,
            })
        });
        if let Some(why) = why {
            troops.staff.advance_note = why.clone();
            let now = self.ctx.input(|i| i.time);
            self.session.notifications.note(why, now);
        }
    }
}

/// `path` with `.ext` added when it has another ending.
fn with_extension(path: &Path, ext: &str) -> PathBuf {
    if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case(ext))
    {
        path.to_path_buf()
    } else {
        let mut name = path.as_os_str().to_owned();
        name.push(".");
        name.push(ext);
        PathBuf::from(name)
    }
}
