//! The menu bar, built from [`UiCommand`].

use super::ui_command::UiCommand;
use egui::{MenuBar, Ui};

/// What the menus need to know to grey out items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MenuContext {
    /// A map is open.
    pub map_open: bool,
    /// A scan is being opened.
    pub loading: bool,
    /// A measurement has points.
    pub measuring: bool,
    /// The open map has a sheet to calibrate.
    pub has_sheet: bool,
    /// A terrain feature is selected.
    pub feature_selected: bool,
    /// The terrain layer is shown.
    pub terrain_visible: bool,
    /// A game is being played on the open map.
    pub game_open: bool,
    /// Whether there is a terrain edit to take back, and one to make again.
    pub terrain_history: (bool, bool),
    /// A Little Wars or grid game has the window.
    pub table_game_open: bool,
}

/// Draws File, Map, View, Tools and Session; returns the commands clicked.
pub fn show_menu_bar(ui: &mut Ui, context: MenuContext) -> Vec<UiCommand> {
    let mut out = Vec::new();
    MenuBar::new().ui(ui, |ui| {
        ui.menu_button("File", |ui| {
            item(ui, UiCommand::NewMapFromImage, true, &mut out);
            item(ui, UiCommand::OpenMap, true, &mut out);
            let saves = context.map_open || context.table_game_open;
            item(ui, UiCommand::SaveMap, saves, &mut out);
            item(ui, UiCommand::SaveMapAs, saves, &mut out);
            ui.separator();
            item(ui, UiCommand::NewLittleWarsGame, true, &mut out);
            item(ui, UiCommand::NewGridGame, true, &mut out);
            item(ui, UiCommand::OpenGame, true, &mut out);
            item(
                ui,
                UiCommand::CloseTableGame,
                context.table_game_open,
                &mut out,
            );
            ui.separator();
            let plays = context.game_open || context.table_game_open;
            item(ui, UiCommand::UndoGame, plays, &mut out);
            item(ui, UiCommand::RedoGame, plays, &mut out);
            item(ui, UiCommand::NextTurn, context.game_open, &mut out);
            ui.separator();
            item(ui, UiCommand::CancelLoading, context.loading, &mut out);
            ui.separator();
            item(ui, UiCommand::Quit, true, &mut out);
        });
        ui.menu_button("Map", |ui| {
            item(ui, UiCommand::Calibrate, context.has_sheet, &mut out);
            item(ui, UiCommand::AddSheet, context.map_open, &mut out);
            item(ui, UiCommand::ToolSheets, context.map_open, &mut out);
            ui.separator();
            let mut shown = context.terrain_visible;
            if ui
                .checkbox(&mut shown, UiCommand::ToggleTerrain.label())
                .on_hover_text(UiCommand::ToggleTerrain.tooltip())
                .clicked()
            {
                out.push(UiCommand::ToggleTerrain);
                ui.close();
            }
            item(ui, UiCommand::ToolTerrainDraw, context.map_open, &mut out);
            item(ui, UiCommand::ToolTerrainEdit, context.map_open, &mut out);
            item(
                ui,
                UiCommand::DeleteFeature,
                context.feature_selected,
                &mut out,
            );
            item(
                ui,
                UiCommand::UndoTerrain,
                context.terrain_history.0,
                &mut out,
            );
            item(
                ui,
                UiCommand::RedoTerrain,
                context.terrain_history.1,
                &mut out,
            );
        });
        ui.menu_button("View", |ui| {
            for cmd in [UiCommand::ZoomToFit, UiCommand::ZoomIn, UiCommand::ZoomOut] {
                item(ui, cmd, context.map_open, &mut out);
            }
            ui.separator();
            for cmd in [
                UiCommand::RotateLeft,
                UiCommand::RotateRight,
                UiCommand::NorthUp,
            ] {
                item(ui, cmd, true, &mut out);
            }
            ui.separator();
            item(ui, UiCommand::CommandPalette, true, &mut out);
            item(ui, UiCommand::DismissMessages, true, &mut out);
            item(ui, UiCommand::MessageLog, true, &mut out);
            ui.separator();
            for cmd in [
                UiCommand::OpenRedView,
                UiCommand::OpenBlueView,
                UiCommand::ExportRedView,
                UiCommand::ExportBlueView,
            ] {
                item(ui, cmd, context.game_open, &mut out);
            }
        });
        ui.menu_button("Tools", |ui| {
            for cmd in [
                UiCommand::ToolRuler,
                UiCommand::ToolCircle,
                UiCommand::ToolPan,
                UiCommand::ToolTroops,
            ] {
                item(ui, cmd, true, &mut out);
            }
            ui.separator();
            item(
                ui,
                UiCommand::FinishMeasurement,
                context.measuring,
                &mut out,
            );
            item(ui, UiCommand::UndoPoint, context.measuring, &mut out);
            item(ui, UiCommand::CancelMeasurement, true, &mut out);
        });
        ui.menu_button("Session", |ui| {
            let hosts = context.game_open || context.table_game_open;
            item(ui, UiCommand::HostStations, hosts, &mut out);
        });
    });
    out
}

fn item(ui: &mut Ui, cmd: UiCommand, enabled: bool, out: &mut Vec<UiCommand>) {
    if cmd.menu_item(ui, enabled) {
        out.push(cmd);
    }
}
