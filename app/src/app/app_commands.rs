//! The one place where commands change the workbench. Each error is reported exactly once, in
//! the message area.

use super::workbench_app::WorkbenchApp;
use crate::canvas::Tool;
use crate::canvas::map_canvas::zoom_centre;
use crate::commands::file_picker::FileAction;
use crate::commands::ui_command::UiCommand;
use egui::Context;
use kriegsspiel::side::Side;

/// Zoom factor of one Zoom in / Zoom out step.
const ZOOM_STEP: f64 = 1.25;
/// One Rotate view step: 15°.
const ROTATE_STEP: f64 = std::f64::consts::PI / 12.0;

impl WorkbenchApp {
    /// Applies every queued command.
    pub(super) fn apply_pending(&mut self, ctx: &Context) {
        let pending = std::mem::take(&mut self.pending);
        if !pending.is_empty() {
            ctx.request_repaint();
        }
        for cmd in pending {
            self.apply_command(ctx, cmd);
        }
    }

    fn set_tool(&mut self, tool: Tool) {
        if tool != Tool::TerrainDraw {
            self.session.drawing.clear();
        }
        self.state.canvas.tool = tool;
    }

    fn apply_command(&mut self, ctx: &Context, cmd: UiCommand) {
        let rect = self
            .session
            .canvas
            .projector
            .map(|p| p.rect())
            .unwrap_or_else(|| ctx.content_rect());
        let limits = self.session.canvas.zoom_limits;
        match cmd {
            UiCommand::NewMapFromImage => self.ask_for_file(FileAction::NewMapFromImage),
            UiCommand::OpenMap => self.ask_for_file(FileAction::OpenMap),
            UiCommand::SaveMap if self.session.wing.is_some() => self.save_table_game(false),
            UiCommand::SaveMapAs if self.session.wing.is_some() => self.save_table_game(true),
            UiCommand::UndoGame if self.session.wing.is_some() => self.take_back_table_game(true),
            UiCommand::RedoGame if self.session.wing.is_some() => self.take_back_table_game(false),
            UiCommand::OpenGame => self.ask_for_file_now(FileAction::OpenGame),
            UiCommand::HostStations => self.session.stations_window.open = true,
            UiCommand::SaveMap => self.save_map(),
            UiCommand::SaveMapAs => {
                if self.session.map.is_some() {
                    self.ask_for_file(FileAction::SaveMapAs);
                }
            }
            UiCommand::AddSheet => self.ask_for_file(FileAction::AddSheet),
            UiCommand::Calibrate => {
                if let Some(i) = self.session.map.as_ref().and_then(|m| m.selected_sheet) {
                    self.open_calibration(i);
                }
            }
            UiCommand::CancelLoading => self.cancel_all_loads(),
            UiCommand::Quit => {
                if !self.hold_quit_for_table_game() {
                    self.quit(ctx);
                }
            }
            UiCommand::NewLittleWarsGame | UiCommand::NewGridGame => self.open_table_game(cmd),
            UiCommand::CloseTableGame => self.close_table_game(),
            UiCommand::ZoomToFit => self.session.canvas.fit_pending = true,
            UiCommand::ZoomIn => {
                zoom_centre(&mut self.state.canvas.camera, rect, limits, ZOOM_STEP)
            }
            UiCommand::ZoomOut => {
                zoom_centre(&mut self.state.canvas.camera, rect, limits, 1.0 / ZOOM_STEP);
            }
            UiCommand::RotateLeft => self.state.canvas.camera.rotate(ROTATE_STEP),
            UiCommand::RotateRight => self.state.canvas.camera.rotate(-ROTATE_STEP),
            UiCommand::NorthUp => self.state.canvas.camera.bearing = 0.0,
            UiCommand::ToolPan => self.set_tool(Tool::Pan),
            UiCommand::ToolRuler => self.set_tool(Tool::Ruler),
            UiCommand::ToolCircle => self.set_tool(Tool::Circle),
            UiCommand::ToolSheets => {
                self.set_tool(Tool::Sheets);
                self.state.panel_tab = super::workbench_state::PanelTab::Sheets;
            }
            UiCommand::ToolTerrainDraw => {
                self.set_tool(Tool::TerrainDraw);
                self.state.panel_tab = super::workbench_state::PanelTab::Terrain;
                self.state.terrain_visible = true;
            }
            UiCommand::ToolTerrainEdit => {
                self.set_tool(Tool::TerrainEdit);
                self.state.panel_tab = super::workbench_state::PanelTab::Terrain;
                self.state.terrain_visible = true;
            }
            UiCommand::ToolTroops => {
                self.set_tool(Tool::Troops);
                self.state.panel_tab = super::workbench_state::PanelTab::Troops;
            }
            UiCommand::UndoGame => {
                self.apply_troop_actions(vec![crate::table::reisswitz::TroopAction::Undo]);
            }
            UiCommand::RedoGame => {
                self.apply_troop_actions(vec![crate::table::reisswitz::TroopAction::Redo]);
            }
            UiCommand::NextTurn => {
                self.apply_troop_actions(vec![crate::table::reisswitz::TroopAction::NextTurn]);
            }
            UiCommand::ToggleTerrain => self.state.terrain_visible = !self.state.terrain_visible,
            UiCommand::UndoPoint => {
                if self.session.drawing.pop().is_none() {
                    match &mut self.session.pick {
                        Some(pick) => {
                            pick.points.pop();
                        }
                        None => self.session.canvas.ruler.undo_point(),
                    }
                }
            }
            UiCommand::DeleteFeature => self.delete_selected_feature(),
            UiCommand::UndoTerrain | UiCommand::RedoTerrain => {
                let now = self.ctx.input(|i| i.time);
                if let Some(map) = &mut self.session.map {
                    let done = if cmd == UiCommand::UndoTerrain {
                        map.undo_terrain_edit()
                    } else {
                        map.redo_terrain_edit()
                    };
                    if done {
                        map.touch(now);
                    }
                }
            }
            UiCommand::FinishMeasurement => {
                if self.state.canvas.tool == Tool::TerrainDraw && !self.session.drawing.is_empty() {
                    self.finish_drawing();
                } else {
                    self.session.canvas.ruler.finish();
                }
            }
            UiCommand::CancelMeasurement => {
                if self.session.pick.take().is_some() {
                } else if !self.session.drawing.is_empty() {
                    self.session.drawing.clear();
                } else {
                    self.session.canvas.ruler.cancel();
                    self.state.canvas.circle.centre = None;
                }
            }
            UiCommand::CommandPalette => self.session.palette.open(),
            UiCommand::DismissMessages => self.session.notifications.clear(),
            UiCommand::MessageLog => self.session.notifications.toggle_log(),
            UiCommand::OpenRedView => self.open_side_window(Side::Red),
            UiCommand::OpenBlueView => self.open_side_window(Side::Blue),
            UiCommand::ExportRedView => self.export_side_view(Side::Red),
            UiCommand::ExportBlueView => self.export_side_view(Side::Blue),
        }
    }
}
