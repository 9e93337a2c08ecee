//! The window around the work: shortcuts, files dropped on the window, the title, the start
//! screen, the floating messages and the dialogs, each frame.

use super::point_pick::PickPurpose;
use super::workbench_app::WorkbenchApp;
use crate::commands::ui_command::UiCommand;
use crate::dialogs::calibration_dialog::{PickProgress, show_calibration_dialog};
use crate::document::open_map::OpenMap;
use egui::{Align2, Color32, Context, FontId, Id, LayerId, Order};
use kriegsspiel::figures::counted;

impl WorkbenchApp {
    /// Turns the keys pressed this frame into commands (none while a question is open).
    pub(super) fn collect_shortcuts(&mut self, ctx: &Context) {
        if self.session.palette.is_open()
            || self.session.recovery.is_some()
            || self.session.held.is_some()
            || self.session.table_exit.is_some()
            || !self.session.table_recoveries.is_empty()
        {
            return;
        }
        // A table game keeps its own keys; only the workbench-wide commands stay on theirs.
        let table_game = self.session.wing.is_some();
        // Bare keys belong to a focused text field or an open menu (Escape closes it) first.
        let keys_free = !ctx.text_edit_focused() && !egui::Popup::is_any_open(ctx);
        if keys_free && !table_game {
            self.pending
                .extend(crate::commands::view_keys::take_view_keys(ctx));
        }
        for cmd in UiCommand::ALL {
            if table_game && !cmd.works_over_table_game() {
                continue;
            }
            for shortcut in cmd.shortcut().into_iter().chain(cmd.alternate_shortcuts()) {
                if UiCommand::shortcut_needs_free_keyboard(&shortcut) && !keys_free {
                    continue;
                }
                if ctx.input_mut(|i| i.consume_shortcut(&shortcut)) {
                    self.pending.push(cmd);
                    break;
                }
            }
        }
    }

    /// Opens a file dropped on the window, and shows where it would go while one hovers.
    pub(super) fn handle_dropped_files(&mut self, ctx: &Context) {
        let dropped = ctx.input(|i| i.raw.dropped_files.clone());
        let mut paths = dropped.into_iter().map(|f| f.path().to_path_buf());
        if let Some(first) = paths.next() {
            let ignored = paths.count();
            if ignored > 0 {
                let now = ctx.input(|i| i.time);
                self.session.notifications.note(
                    format!(
                        "Only one file opens at a time: {} ignored.",
                        counted(ignored, "other dropped file")
                    ),
                    now,
                );
            }
            self.open_from_window(first);
        }
        let hovering = ctx.input(|i| !i.raw.hovered_files.is_empty());
        if hovering {
            let painter =
                ctx.layer_painter(LayerId::new(Order::Foreground, Id::unique("drop_overlay")));
            let rect = ctx.content_rect();
            painter.rect_filled(rect, 0.0, Color32::from_black_alpha(160));
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                "Drop to open this map",
                FontId::proportional(28.0),
                Color32::WHITE,
            );
        }
    }

    /// Sets the window's title: the game or map on show, with a dot while unsaved.
    pub(super) fn update_title(&mut self, ctx: &Context) {
        let title = match (&self.session.wing, &self.session.map) {
            (Some(wing), _) => format!(
                "{}{} — Kriegsspiel workbench",
                wing.title(),
                if wing.has_unsaved_changes() {
                    " •"
                } else {
                    ""
                }
            ),
            (None, map) => Self::map_title(map.as_ref()),
        };
        if title != self.session.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.session.title = title;
        }
    }

    fn map_title(map: Option<&OpenMap>) -> String {
        match map {
            Some(map) => format!(
                "{}{} — {} — Kriegsspiel workbench",
                map.file_name(),
                if map.dirty { " •" } else { "" },
                map.document.name
            ),
            None => "Kriegsspiel — umpire's workbench".into(),
        }
    }

    /// With no map open, the middle of the window offers the ways to begin.
    pub(super) fn show_start_screen(&mut self, ui: &egui::Ui, canvas_rect: egui::Rect) {
        egui::Area::new(Id::unique("start_screen"))
            .order(Order::Middle)
            .fixed_pos(canvas_rect.center() - egui::vec2(170.0, 90.0))
            .show(ui.ctx(), |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_width(340.0);
                    ui.heading("Begin");
                    for cmd in [
                        UiCommand::OpenMap,
                        UiCommand::NewMapFromImage,
                        UiCommand::NewLittleWarsGame,
                        UiCommand::NewGridGame,
                    ] {
                        if ui
                            .button(cmd.label())
                            .on_hover_text(cmd.tooltip())
                            .clicked()
                        {
                            self.pending.push(cmd);
                        }
                    }
                });
            });
    }

    /// Messages float over the top of the map, so their coming and going never moves the
    /// panels under the mouse.
    pub(super) fn show_notifications(&mut self, ui: &egui::Ui, canvas_rect: egui::Rect) {
        // With the message log open the messages are read there, not drawn over it.
        if !self.session.notifications.is_empty() && !self.session.notifications.is_log_open() {
            egui::Area::new(Id::unique("message_area"))
                .order(Order::Foreground)
                .fixed_pos(canvas_rect.left_top() + egui::vec2(8.0, 8.0))
                .constrain_to(canvas_rect)
                .show(ui.ctx(), |ui| {
                    egui::Frame::popup(ui.style()).show(ui, |ui| {
                        ui.set_max_width((canvas_rect.width() - 90.0).clamp(200.0, 640.0));
                        egui::ScrollArea::vertical()
                            .max_height((canvas_rect.height() * 0.5).max(80.0))
                            .show(ui, |ui| self.session.notifications.show(ui));
                    });
                });
        }
    }

    /// Shows whichever dialogs and questions are open.
    pub(super) fn show_dialogs(&mut self, ctx: &Context) {
        if let Some(map) = &self.session.map {
            let prompt = self.session.pick.as_ref().and_then(|p| match p.purpose {
                PickPurpose::Calibrate { sheet } => Some((
                    p.prompt(
                        &map.document
                            .sheets
                            .get(sheet)
                            .map_or_else(String::new, |s| s.name.clone()),
                    ),
                    p.points.len(),
                )),
                PickPurpose::Align { .. } => None,
            });
            let actions = show_calibration_dialog(
                ctx,
                &mut self.session.calibration,
                &map.document,
                prompt.as_ref().map(|(prompt, picked)| PickProgress {
                    prompt,
                    picked: *picked,
                }),
            );
            self.apply_calibration_actions(actions);
        }
        self.show_recovery(ctx);
        self.show_typed_path(ctx);
        self.show_unsaved(ctx);
        self.show_table_exit(ctx);
        self.show_table_recovery(ctx);
        self.session.notifications.show_log(ctx);
    }
}
