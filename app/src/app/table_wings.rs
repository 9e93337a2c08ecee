//! Opening and closing the games played on a table of their own (Little Wars, the grid game):
//! while one is open it has the window under the menu bar, and the map waits untouched.

use super::table_game_exit::TableGameExit;
use super::workbench_app::WorkbenchApp;
use crate::commands::ui_command::UiCommand;
use crate::table::TableWing;
use egui::{Context, Id, Modal};
use kriegsspiel::systems::SystemId;

impl WorkbenchApp {
    /// The table game on show, if any.
    pub fn table_game(&self) -> Option<&dyn TableWing> {
        self.session.wing.as_deref()
    }

    /// Whether the table game on show has changes not saved.
    pub(super) fn table_game_unsaved(&self) -> bool {
        self.session
            .wing
            .as_ref()
            .is_some_and(|w| w.has_unsaved_changes())
    }

    /// Opens the table game `cmd` names (asking first about an open one's unsaved changes).
    pub(super) fn open_table_game(&mut self, cmd: UiCommand) {
        if self.table_game_unsaved() {
            self.session.table_exit = Some(TableGameExit::Replace(cmd));
            return;
        }
        self.open_table_game_now(cmd);
    }

    fn open_table_game_now(&mut self, cmd: UiCommand) {
        let system = match cmd {
            UiCommand::NewLittleWarsGame => SystemId::LittleWars,
            UiCommand::NewGridGame => SystemId::Grid,
            _ => return,
        };
        let row = self
            .table_systems
            .iter()
            .find(|row| row.system_id == system.id());
        if let Some(row) = row {
            self.session.wing = Some((row.new_table)());
            self.session.table_autosave = Default::default();
        }
    }

    /// Closes the table game (asking first about unsaved changes).
    pub(super) fn close_table_game(&mut self) {
        if self.table_game_unsaved() {
            self.session.table_exit = Some(TableGameExit::Close);
        } else {
            self.session.wing = None;
            self.session.table_autosave = Default::default();
        }
    }

    /// Holds a request to close the window while the table game has unsaved changes; returns
    /// whether it did.
    pub(super) fn hold_quit_for_table_game(&mut self) -> bool {
        if self.table_game_unsaved() && !self.session.may_close {
            self.session.table_exit = Some(TableGameExit::Quit);
            true
        } else {
            false
        }
    }

    /// Shows the question about the table game's unsaved changes and acts on the answer.
    pub(super) fn show_table_exit(&mut self, ctx: &Context) {
        let (Some(exit), Some(wing)) =
            (self.session.table_exit.clone(), self.session.wing.as_ref())
        else {
            return;
        };
        let title = wing.title();
        let mut discard = false;
        let mut back = false;
        Modal::new(Id::unique("table_game_exit")).show(ctx, |ui| {
            ui.set_max_width(420.0);
            ui.heading("Unsaved changes");
            ui.label(format!(
                "“{title}” has changes that are not saved (File › Save keeps them). Discard \
                 them?"
            ));
            ui.horizontal(|ui| {
                discard = ui.button("Discard changes").clicked();
                back = ui.button("Go back").clicked();
            });
        });
        if back {
            self.session.table_exit = None;
        }
        if !discard {
            return;
        }
        self.session.table_exit = None;
        // The changes were discarded on purpose: their autosave is not offered back.
        self.discard_table_autosave();
        self.session.wing = None;
        match exit {
            TableGameExit::Close => {}
            TableGameExit::Replace(cmd) => self.open_table_game_now(cmd),
            TableGameExit::Open(path) => self.open_game_now(&path),
            TableGameExit::Recover(offer) => self.recover_table_game(offer),
            TableGameExit::Quit => self.quit(ctx),
        }
    }
}
