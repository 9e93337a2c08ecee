//! The workbench application: panels around the map canvas, with commands from menus,
//! shortcuts, the palette and the panels all applied in one place.

use super::app_options::AppOptions;
use super::file_picker::FilePicker;
use super::menu_bar::{MenuContext, show_menu_bar};
use super::open_map::OpenMap;
use super::session::Session;
use super::status_bar::{StatusInput, show_loading_bar, show_status_bar};
use super::tool_panel::{ToolPanelInput, show_tool_panel};
use super::ui_command::UiCommand;
use super::workbench_state::WorkbenchState;
use crate::canvas::{Projector, RangeBandLookup, show_map_canvas};
use crate::scan::PipelineConfig;
use egui::{Align2, CentralPanel, Color32, Context, FontId, Id, LayerId, Order, Panel};
use std::path::Path;

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
        // Ctrl+plus/minus/0 zoom the map, not egui's interface.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
        let session = Session {
            canvas: crate::canvas::CanvasSession::with_texture_budget(options.texture_budget),
            forms: super::panel_forms::PanelForms::for_scale(&state.scale),
            ..Session::default()
        };
        let AppOptions {
            initial_map,
            pipeline,
            texture_budget: _,
            file_picker,
            range_bands,
        } = options;
        let mut app = Self {
            state,
            session,
            ctx: ctx.clone(),
            pipeline,
            picker: file_picker,
            range_bands,
            pending: Vec::new(),
        };
        if let Some(path) = initial_map {
            app.open_map(&path);
        }
        app
    }

    /// Starts opening the scan at `path` in the background. The map on show stays until the
    /// new scan's preview is ready, and comes back if opening fails or is cancelled.
    pub fn open_map(&mut self, path: &Path) {
        self.start_loading(path);
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

    /// The scan on show.
    pub fn map(&self) -> Option<&OpenMap> {
        self.session.map.as_ref()
    }

    /// Whether a scan is being opened.
    pub fn is_loading(&self) -> bool {
        self.session.loading.is_some()
    }

    /// Whether the scan on show has every tile.
    pub fn is_map_complete(&self) -> bool {
        self.session
            .map
            .as_ref()
            .is_some_and(|m| m.tiles.is_complete())
            && !self.is_loading()
    }

    /// The projector of the last frame drawn.
    pub fn projector(&self) -> Option<&Projector> {
        self.session.canvas.projector.as_ref()
    }

    /// The texts in the message area, oldest first.
    pub fn messages(&self) -> Vec<String> {
        self.session
            .notifications
            .items()
            .iter()
            .map(|n| n.text.clone())
            .collect()
    }

    fn collect_shortcuts(&mut self, ctx: &Context) {
        if self.session.palette.is_open() {
            return;
        }
        // Bare keys belong to a focused text field or an open menu (Escape closes it) first.
        let keys_free = !ctx.text_edit_focused() && !egui::Popup::is_any_open(ctx);
        for cmd in UiCommand::ALL {
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

    fn handle_dropped_files(&mut self, ctx: &Context) {
        let dropped = ctx.input(|i| i.raw.dropped_files.clone());
        let mut paths = dropped.into_iter().map(|f| f.path().to_path_buf());
        if let Some(first) = paths.next() {
            let ignored = paths.count();
            if ignored > 0 {
                let now = ctx.input(|i| i.time);
                self.session.notifications.note(
                    format!(
                        "Only one scan opens at a time: {ignored} other dropped file(s) ignored."
                    ),
                    now,
                );
            }
            self.open_map(&first);
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

    fn poll_file_dialog(&mut self) {
        let answer = self.session.pending_pick.as_ref().and_then(|p| p.poll());
        if let Some(answer) = answer {
            self.session.pending_pick = None;
            if let Some(path) = answer {
                self.open_map(&path);
            }
        }
    }

    fn show_panels(&mut self, ui: &mut egui::Ui) {
        let menu_context = MenuContext {
            map_open: self.session.map.is_some(),
            loading: self.session.loading.is_some(),
            measuring: self.session.canvas.ruler.is_in_progress(),
        };
        let commands = Panel::top("menu_bar")
            .show(ui, |ui| show_menu_bar(ui, menu_context))
            .inner;
        self.pending.extend(commands);

        Panel::bottom("status_bar").show(ui, |ui| {
            show_status_bar(
                ui,
                StatusInput {
                    hover: self.session.canvas.hover,
                    projector: self.session.canvas.projector.as_ref(),
                    map: self.session.map.as_ref(),
                    loading: self.session.loading.as_ref(),
                    scale: &self.state.scale,
                },
            )
        });
        if let Some(loading) = &self.session.loading {
            let cancel = Panel::bottom("loading_bar")
                .show(ui, |ui| show_loading_bar(ui, loading))
                .inner;
            self.pending.extend(cancel);
        }

        if self.state.tool_panel_open {
            let output = Panel::right("tools_panel")
                .resizable(true)
                .default_size(280.0)
                .show(ui, |ui| {
                    show_tool_panel(
                        ui,
                        ToolPanelInput {
                            tool: self.state.canvas.tool,
                            ruler: &self.session.canvas.ruler,
                            hover: self.session.canvas.hover,
                            circle: &mut self.state.canvas.circle,
                            forms: &mut self.session.forms,
                            scale: &self.state.scale,
                            range_bands: self.range_bands.as_ref(),
                        },
                    )
                })
                .inner;
            self.pending.extend(output.commands);
            if !output.errors.is_empty() {
                ui.ctx().request_repaint();
            }
            for e in output.errors {
                self.session.notifications.error(e);
            }
            if let Some(scale) = output.new_scale {
                self.set_scale(scale);
            }
        }

        let keys_free = !ui.ctx().text_edit_focused() && !self.session.palette.is_open();
        let canvas_rect = CentralPanel::no_frame()
            .show(ui, |ui| {
                let map = self.session.map.as_ref().map(OpenMap::view);
                show_map_canvas(
                    ui,
                    &mut self.state.canvas,
                    &mut self.session.canvas,
                    map,
                    keys_free,
                )
                .rect
            })
            .inner;

        // Messages float over the top of the map, so their coming and going never moves the
        // panels under the mouse.
        if !self.session.notifications.is_empty() {
            egui::Area::new(Id::unique("message_area"))
                .order(Order::Foreground)
                .fixed_pos(canvas_rect.left_top() + egui::vec2(8.0, 8.0))
                .show(ui.ctx(), |ui| {
                    egui::Frame::popup(ui.style()).show(ui, |ui| {
                        ui.set_max_width((canvas_rect.width() - 90.0).clamp(200.0, 640.0));
                        self.session.notifications.show(ui);
                    });
                });
        }
    }
}

impl eframe::App for WorkbenchApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.poll_loader();
        self.poll_file_dialog();
        self.handle_dropped_files(&ctx);
        self.collect_shortcuts(&ctx);
        let now = ctx.input(|i| i.time);
        if let Some(next) = self.session.notifications.expire(now) {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64((next - now).max(0.05)));
        }
        self.show_panels(ui);
        if let Some(cmd) = self.session.palette.show(&ctx) {
            self.pending.push(cmd);
        }
        self.apply_pending(&ctx);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, &self.state);
    }
}
