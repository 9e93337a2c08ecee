//! The workbench application: panels around the map canvas, with commands from menus,
//! shortcuts, the palette and the panels all applied in one place.

use super::app_options::AppOptions;
use super::feature_handles::handles;
use super::point_pick::PickPurpose;
use super::session::Session;
use super::workbench_state::{PanelTab, WorkbenchState};
use crate::canvas::show_map_canvas;
use crate::canvas::{
    CanvasLayer, EditOverlay, MapPoint, MapView, Projector, RangeBandLookup, TerrainView, Tool,
};
use crate::commands::file_picker::FilePicker;
use crate::commands::menu_bar::{MenuContext, show_menu_bar};
use crate::commands::ui_command::UiCommand;
use crate::document::open_map::OpenMap;
use crate::panels::sheets_panel::show_sheets_panel;
use crate::panels::side_panel_frame::show_side_panel_frame;
use crate::panels::status_bar::{StatusInput, show_loading_bar, show_status_bar};
use crate::panels::terrain_panel::{TerrainPanelInput, show_terrain_panel};
use crate::panels::tool_panel::{ToolPanelInput, measured_distance, show_tool_panel};
use crate::scan::PipelineConfig;
use crate::table::reisswitz::{TroopsLayer, UmpireOverlayLayer};
use egui::{CentralPanel, Context, Panel};

/// The key under which the saved settings live in eframe's storage.
pub const STORAGE_KEY: &str = "workbench-state";

/// The umpire's workbench.
pub struct WorkbenchApp {
    pub(super) state: WorkbenchState,
    pub(super) session: Session,
    pub(super) ctx: Context,
    pub(super) pipeline: PipelineConfig,
    pub(super) picker: FilePicker,
    pub(super) range_bands: Box<dyn RangeBandLookup>,
    pub(super) pending: Vec<UiCommand>,
    pub(super) autosave_after: Option<f64>,
    pub(super) autosave_failed: bool,
    pub(super) recovery_folder: Option<std::path::PathBuf>,
    /// Names this running workbench's autosaves of games never saved.
    pub(super) autosave_session: String,
    pub(super) table_systems: Vec<crate::table::TableSystem>,
}

impl WorkbenchApp {
    /// Builds the app, restoring saved settings when eframe has storage, and starts opening
    /// `options.initial_map` if given.
    pub fn new(cc: &eframe::CreationContext<'_>, options: AppOptions) -> Self {
        let state = cc
            .storage
            .and_then(|s| eframe::get_value::<WorkbenchState>(s, STORAGE_KEY))
            .unwrap_or_default();
        Self::with_state(&cc.egui_ctx, state, options)
    }

    /// Builds the app with the given saved settings (tests use this with defaults) and starts
    /// opening `options.initial_map` if given.
    pub fn with_state(ctx: &Context, state: WorkbenchState, options: AppOptions) -> Self {
        // Freed tiles and bands go back to the system, not to per-thread arenas (nine sheets).
        crate::memory_tuning::tune_allocator();
        // Ctrl+plus/minus/0 zoom the map, not egui's interface.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
        // No missing-glyph boxes: DejaVu Sans draws what egui's fonts lack ("→").
        super::window_fonts::add_fallback_font(ctx);
        let session = Session {
            canvas: crate::canvas::CanvasSession::with_texture_budget(options.texture_budget),
            ..Session::default()
        };
        let AppOptions {
            initial_map,
            pipeline,
            texture_budget: _,
            file_picker,
            range_bands,
            autosave_after,
            recovery_folder,
            table_systems,
            initial_game,
            host_on_start,
        } = options;
        let mut app = Self {
            session,
            ctx: ctx.clone(),
            pipeline,
            picker: file_picker,
            range_bands,
            pending: Vec::new(),
            autosave_after,
            autosave_failed: false,
            recovery_folder,
            table_systems,
            autosave_session: autosave_session(),
            state,
        };
        app.offer_untitled_recovery();
        app.session.forms.nudge = app.state.nudge_paces.to_string();
        if let Some(path) = initial_map {
            app.open_map(&path);
        }
        if let Some(path) = initial_game {
            app.open_game_now(&path);
        }
        app.session.host_on_start = host_on_start;
        app
    }

    /// Queues a command, as a menu item would.
    pub fn run_command(&mut self, command: UiCommand) {
        self.pending.push(command);
        self.ctx.request_repaint();
    }

    /// The saved settings.
    pub fn state(&self) -> &WorkbenchState {
        &self.state
    }

    /// The saved settings, to change (tests set the camera this way).
    pub fn state_mut(&mut self) -> &mut WorkbenchState {
        &mut self.state
    }

    /// The session-only state.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The map on show.
    pub fn map(&self) -> Option<&OpenMap> {
        self.session.map.as_ref()
    }

    /// The map on show, to change (tests calibrate sheets this way).
    pub fn map_mut(&mut self) -> Option<&mut OpenMap> {
        self.session.map.as_mut()
    }

    /// Whether a scan is being opened or a sheet's picture is still loading.
    pub fn is_loading(&self) -> bool {
        self.session.loading.is_some() || self.session.map.as_ref().is_some_and(OpenMap::is_loading)
    }

    /// Whether the map on show has every tile of every sheet whose image was found.
    pub fn is_map_complete(&self) -> bool {
        self.session.map.as_ref().is_some_and(OpenMap::is_complete) && !self.is_loading()
    }

    /// The projector of the last frame drawn.
    pub fn projector(&self) -> Option<&Projector> {
        self.session.canvas.projector.as_ref()
    }

    /// Whether the message log window is open.
    pub fn is_message_log_open(&self) -> bool {
        self.session.notifications.is_log_open()
    }

    /// Every message since start-up (the message log), oldest first.
    pub fn message_log(&self) -> Vec<String> {
        self.session
            .notifications
            .log()
            .iter()
            .map(|n| n.text.clone())
            .collect()
    }

    /// The messages on show, oldest first.
    pub fn messages(&self) -> Vec<String> {
        self.session
            .notifications
            .items()
            .iter()
            .map(|n| n.text.clone())
            .collect()
    }

    /// The overlay for the canvas: the drawing, handles, picked points, prompt.
    fn overlay(&self) -> EditOverlay {
        let mut overlay = EditOverlay::default();
        let Some(map) = &self.session.map else {
            return overlay;
        };
        if self.state.canvas.tool == Tool::TerrainDraw {
            overlay.drawing = Some((self.session.drawing.clone(), self.state.draw_kind));
        }
        if self.state.canvas.tool == Tool::TerrainEdit
            && self.state.terrain_visible
            && let Some(feature) = map
                .selected_feature
                .and_then(|id| map.document.terrain.get(id))
        {
            overlay.handles = handles(&feature.geometry);
        }
        let dialog = &self.session.calibration;
        if dialog.open
            && self.session.pick.is_none()
            && let (Some((a, b)), Some(sheet)) = (
                dialog.picked().and_then(|p| p.points),
                map.document.sheets.get(dialog.sheet),
            )
            && let (Ok(a), Ok(b)) = (sheet.pixel_to_map(a), sheet.pixel_to_map(b))
        {
            overlay.picks = vec![(a.into(), "1".into()), (b.into(), "2".into())];
        }
        if let Some(pick) = &self.session.pick {
            let sheet = match pick.purpose {
                PickPurpose::Calibrate { sheet } | PickPurpose::Align { sheet, .. } => sheet,
            };
            let name = map
                .document
                .sheets
                .get(sheet)
                .map_or_else(String::new, |s| s.name.clone());
            overlay.picks = pick.labels();
            overlay.prompt = Some(pick.prompt(&name));
        }
        overlay
    }

    fn show_side_panel(&mut self, ui: &mut egui::Ui) {
        ui.horizontal_wrapped(|ui| {
            for tab in PanelTab::ALL {
                ui.selectable_value(&mut self.state.panel_tab, tab, tab.label());
            }
        });
        ui.separator();
        match (self.state.panel_tab, &self.session.map) {
            (PanelTab::Troops, Some(_)) => self.show_troops_page(ui),
            (
                tab @ (PanelTab::Dice | PanelTab::Fire | PanelTab::Melee | PanelTab::Casualties),
                Some(_),
            ) => self.show_adjudication_page(ui, tab),
            (tab @ (PanelTab::Scenario | PanelTab::Messages | PanelTab::Review), Some(_)) => {
                self.show_staff_page(ui, tab);
            }
            (PanelTab::Measure, _) => self.show_measure_page(ui),
            (_, None) => {
                ui.label("No map open: File > Open map… or New map from image….");
            }
            (PanelTab::Sheets, Some(_)) => self.show_sheets_page(ui),
            (PanelTab::Terrain, Some(_)) => self.show_terrain_page(ui),
        }
    }

    /// The Troops page: the game on the open map (or the means to start one), told how many
    /// points the ruler has and whether the map's terrain has changed since the game began.
    fn show_troops_page(&mut self, ui: &mut egui::Ui) {
        let ruler_points = self.session.canvas.ruler.points().len();
        let (troops, terrain_differs) = match self.session.map.as_mut() {
            Some(map) => {
                let differs = map
                    .troops
                    .as_ref()
                    .is_some_and(|t| t.game.battlefield().terrain() != &map.document.terrain);
                (map.troops.as_mut(), differs)
            }
            None => (None, false),
        };
        let actions =
            crate::table::reisswitz::show_troops_panel(ui, troops, ruler_points, terrain_differs);
        self.apply_troop_actions(actions);
    }

    /// The Dice, Fire, Melee or Casualties page (`tab`), scrolling, for the game on the open
    /// map; without a game, a line saying where to start one.
    fn show_adjudication_page(&mut self, ui: &mut egui::Ui, tab: PanelTab) {
        let (terrain, troops) = match self.session.map.as_mut() {
            Some(map) => (Some(&map.document.terrain), map.troops.as_mut()),
            None => (None, None),
        };
        let actions = match (troops, terrain) {
            (Some(troops), Some(terrain)) => {
                egui::ScrollArea::vertical()
                    .id_salt("adjudication_page")
                    .show(ui, |ui| match tab {
                        PanelTab::Dice => crate::table::reisswitz::show_dice_tray(ui, troops),
                        PanelTab::Fire => {
                            crate::table::reisswitz::show_fire_worksheet(ui, troops, terrain)
                        }
                        PanelTab::Melee => {
                            crate::table::reisswitz::show_melee_worksheet(ui, troops)
                        }
                        _ => crate::table::reisswitz::show_casualty_panel(ui, troops),
                    })
                    .inner
            }
            _ => {
                ui.label(
                    "Dice, fire, melees and casualties belong to a game: start one from \
                     the Troops page.",
                );
                Vec::new()
            }
        };
        self.apply_troop_actions(actions);
    }

    /// The Measure page: the ruler and circle tools and the range bands, whether or not a map
    /// is open; its errors go to the notifications.
    fn show_measure_page(&mut self, ui: &mut egui::Ui) {
        let output = show_tool_panel(
            ui,
            ToolPanelInput {
                tool: self.state.canvas.tool,
                ruler: &self.session.canvas.ruler,
                hover: self.session.canvas.hover,
                circle: &mut self.state.canvas.circle,
                forms: &mut self.session.forms,
                range_bands: self.range_bands.as_ref(),
                terrain: self.session.map.as_ref().map(|m| &m.document.terrain),
            },
        );
        self.pending.extend(output.commands);
        for e in output.errors {
            self.session.notifications.error(e);
        }
    }

    /// The Sheets page of the open map, scrolling, with the prompt of an alignment whose
    /// points are being picked.
    fn show_sheets_page(&mut self, ui: &mut egui::Ui) {
        let Some(map) = &self.session.map else {
            return;
        };
        let align_prompt = self.session.pick.as_ref().and_then(|p| match p.purpose {
            PickPurpose::Align { sheet, .. } => Some(
                p.prompt(
                    &map.document
                        .sheets
                        .get(sheet)
                        .map_or_else(String::new, |s| s.name.clone()),
                ),
            ),
            PickPurpose::Calibrate { .. } => None,
        });
        let actions = egui::ScrollArea::vertical()
            .id_salt("sheets_page")
            .show(ui, |ui| {
                show_sheets_panel(
                    ui,
                    map,
                    &mut self.session.forms,
                    self.state.canvas.tool,
                    self.state.nudge_paces,
                    align_prompt.as_deref(),
                )
            })
            .inner;
        self.apply_sheet_actions(actions);
    }

    /// The Terrain page of the open map, scrolling.
    fn show_terrain_page(&mut self, ui: &mut egui::Ui) {
        let Some(map) = &self.session.map else {
            return;
        };
        let actions = egui::ScrollArea::vertical()
            .id_salt("terrain_page")
            .show(ui, |ui| {
                show_terrain_panel(
                    ui,
                    TerrainPanelInput {
                        map,
                        tool: self.state.canvas.tool,
                        visible: self.state.terrain_visible,
                        kind: self.state.draw_kind,
                        drawing: &self.session.drawing,
                        hover: self.session.canvas.hover,
                        path: self.session.canvas.ruler.points(),
                    },
                    &mut self.session.forms,
                )
            })
            .inner;
        self.apply_terrain_actions(actions);
    }

    fn show_panels(&mut self, ui: &mut egui::Ui) {
        let menu_context = self.menu_context();
        let commands = Panel::top("menu_bar")
            .show(ui, |ui| show_menu_bar(ui, menu_context))
            .inner;
        self.pending.extend(commands);
        if let Some(wing) = self.session.wing.as_mut() {
            let output = CentralPanel::default().show(ui, |ui| wing.show(ui));
            self.show_notifications(ui, output.response.rect);
            self.take_table_request();
            return;
        }

        self.show_status_bars(ui);

        if self.state.tool_panel_open {
            show_side_panel_frame(ui, |ui| self.show_side_panel(ui));
        }

        let canvas_rect = self.show_canvas(ui);

        if self.session.map.is_none() && !self.is_loading() {
            self.show_start_screen(ui, canvas_rect);
        }
        self.show_notifications(ui, canvas_rect);
    }

    /// What the menus grey out this frame; while a table game is open, only what it leaves
    /// to the menus (the map's items are all off).
    fn menu_context(&self) -> MenuContext {
        let menu_context = MenuContext {
            map_open: self.session.map.is_some(),
            loading: self.is_loading(),
            measuring: self.session.canvas.ruler.is_in_progress()
                || !self.session.drawing.is_empty(),
            has_sheet: self
                .session
                .map
                .as_ref()
                .is_some_and(|m| m.selected().is_some()),
            feature_selected: self
                .session
                .map
                .as_ref()
                .is_some_and(|m| m.selected_feature.is_some()),
            terrain_visible: self.state.terrain_visible,
            game_open: self.troops().is_some(),
            terrain_history: self
                .session
                .map
                .as_ref()
                .map_or((false, false), OpenMap::terrain_history),
            table_game_open: self.session.wing.is_some(),
        };
        if menu_context.table_game_open {
            MenuContext {
                map_open: false,
                loading: false,
                measuring: false,
                has_sheet: false,
                feature_selected: false,
                game_open: false,
                terrain_history: (false, false),
                ..menu_context
            }
        } else {
            menu_context
        }
    }

    /// The status bar along the bottom and, while a scan is being opened, the loading bar
    /// above it (whose Cancel is queued as a command).
    fn show_status_bars(&mut self, ui: &mut egui::Ui) {
        Panel::bottom("status_bar").show(ui, |ui| {
            show_status_bar(
                ui,
                StatusInput {
                    hover: self.session.canvas.hover,
                    projector: self.session.canvas.projector.as_ref(),
                    map: self.session.map.as_ref(),
                },
            )
        });
        if self.is_loading() {
            let cancel = Panel::bottom("loading_bar")
                .show(ui, |ui| {
                    show_loading_bar(ui, self.session.loading.as_ref(), self.session.map.as_ref())
                })
                .inner;
            self.pending.extend(cancel);
        }
    }

    /// The map canvas in the middle: the open map's sheets, terrain, editing overlay and the
    /// game's layers, with the canvas's events applied; answers the canvas's rectangle.
    fn show_canvas(&mut self, ui: &mut egui::Ui) -> egui::Rect {
        let keys_free = !ui.ctx().text_edit_focused()
            && !self.session.palette.is_open()
            && self.session.recovery.is_none()
            && self.session.held.is_none();
        let overlay = self.overlay();
        let see_through = match self.session.pick.as_ref().map(|p| p.purpose) {
            Some(PickPurpose::Align { sheet, .. }) => Some(sheet),
            _ => None,
        };
        let ruler_band = self.session.forms.weapon.as_ref().and_then(|w| {
            measured_distance(&self.session.canvas.ruler, self.session.canvas.hover)
                .and_then(|d| self.range_bands.short_band(w, d))
        });
        let table = self.table_layers();
        let output = CentralPanel::no_frame()
            .show(ui, |ui| {
                let view = self.session.map.as_ref().map(|map| MapView {
                    sheets: map.sheet_views(see_through),
                    outline_sheet: (self.state.canvas.tool == Tool::Sheets)
                        .then_some(map.selected_sheet)
                        .flatten(),
                    terrain: self.state.terrain_visible.then_some(TerrainView {
                        layer: &map.document.terrain,
                        selected: map.selected_feature,
                    }),
                    overlay,
                    picking: self.session.pick.is_some(),
                    terrain_extent: map.terrain_extent(),
                    ruler_band,
                    table,
                });
                show_map_canvas(
                    ui,
                    &mut self.state.canvas,
                    &mut self.session.canvas,
                    view,
                    keys_free,
                )
            })
            .inner;
        let canvas_rect = output.response.rect;
        self.apply_canvas_events(output.events);
        canvas_rect
    }

    /// The game's layers for the canvas, in painting order: its troops (with a selection box
    /// being dragged) and then the umpire's overlays that are switched on.
    fn table_layers(&mut self) -> Vec<Box<dyn CanvasLayer>> {
        let (troop_view, select_box) = match self.troops_mut() {
            Some(t) => {
                let select_box = t
                    .select_box
                    .map(|(a, b, _)| (MapPoint::from(a), MapPoint::from(b)));
                (Some(t.view()), select_box)
            }
            None => (None, None),
        };
        let umpire_overlay = self
            .troops()
            .and_then(|t| UmpireOverlayLayer::of(&t.game, t.overlays));
        troop_view
            .map(|view| Box::new(TroopsLayer { view, select_box }) as Box<dyn CanvasLayer>)
            .into_iter()
            .chain(umpire_overlay.map(|layer| Box::new(layer) as Box<dyn CanvasLayer>))
            .collect()
    }
}

/// This session's name for its autosaves: the start time and the process.
fn autosave_session() -> String {
    let started = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    format!("{started}-{}", std::process::id())
}

impl eframe::App for WorkbenchApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        if ctx.input(|i| i.viewport().close_requested()) && !self.session.may_close {
            if self.hold_quit_for_table_game() {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            } else if self.has_unsaved_changes() {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                self.session.held = Some(crate::dialogs::unsaved_prompt::HeldAction::Quit);
            }
        }
        self.poll_loads();
        self.poll_file_dialog();
        self.handle_dropped_files(&ctx);
        self.collect_shortcuts(&ctx);
        let now = ctx.input(|i| i.time);
        if let Some(next) = self.session.notifications.expire(now) {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64((next - now).max(0.05)));
        }
        self.show_panels(ui);
        self.show_side_windows(&ctx);
        self.show_dialogs(&ctx);
        self.show_stations(&ctx);
        if let Some(cmd) = self.session.palette.show(&ctx) {
            self.pending.push(cmd);
        }
        self.apply_pending(&ctx);
        self.autosave_if_due(&ctx);
        self.autosave_table_game(&ctx);
        self.publish_station_views(now);
        self.update_title(&ctx);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.state.nudge_paces = self.state.nudge_paces.clamp(1e-3, 1e6);
        eframe::set_value(storage, STORAGE_KEY, &self.state);
    }
}
