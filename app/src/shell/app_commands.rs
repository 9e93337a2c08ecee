//! The one place where commands change the workbench, and where the loader's events are
//! applied. Each error is reported exactly once, in the message area.

use super::file_picker::PendingPick;
use super::map_loading::MapLoading;
use super::open_map::OpenMap;
use super::provisional_scale::ProvisionalScale;
use super::ui_command::UiCommand;
use super::workbench_app::WorkbenchApp;
use crate::canvas::map_canvas::zoom_centre;
use crate::canvas::{MapFrame, MapPoint, Tool};
use crate::scan::scan_error::display_name;
use crate::scan::scan_limits::group_thousands;
use crate::scan::{LoaderEvent, ScanError, ScanHeader, ScanLoader, TileStore};
use egui::{Context, ViewportCommand};
use std::path::Path;
use std::sync::Arc;

/// Zoom factor of one Zoom in / Zoom out step.
const ZOOM_STEP: f64 = 1.25;
/// One Rotate view step: 15°.
const ROTATE_STEP: f64 = std::f64::consts::PI / 12.0;
/// Loader events taken per frame at most (keeps frames short during a big load).
const EVENTS_PER_FRAME: usize = 512;

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

    fn apply_command(&mut self, ctx: &Context, cmd: UiCommand) {
        let rect = self
            .session
            .canvas
            .projector
            .map(|p| p.rect())
            .unwrap_or_else(|| ctx.content_rect());
        let frame = self.session.map.as_ref().map(|m| m.frame);
        match cmd {
            UiCommand::OpenMap => {
                if self.session.pending_pick.is_none() {
                    let wake_ctx = ctx.clone();
                    self.session.pending_pick = Some(PendingPick::start(
                        &self.picker,
                        self.state.last_folder.clone(),
                        move || wake_ctx.request_repaint(),
                    ));
                }
            }
            UiCommand::CancelLoading => self.cancel_loading(),
            UiCommand::Quit => ctx.send_viewport_cmd(ViewportCommand::Close),
            UiCommand::ZoomToFit => self.session.canvas.fit_pending = true,
            UiCommand::ZoomIn => zoom_centre(
                &mut self.state.canvas.camera,
                rect,
                frame.as_ref(),
                ZOOM_STEP,
            ),
            UiCommand::ZoomOut => zoom_centre(
                &mut self.state.canvas.camera,
                rect,
                frame.as_ref(),
                1.0 / ZOOM_STEP,
            ),
            UiCommand::RotateLeft => self.state.canvas.camera.rotate(ROTATE_STEP),
            UiCommand::RotateRight => self.state.canvas.camera.rotate(-ROTATE_STEP),
            UiCommand::NorthUp => self.state.canvas.camera.bearing = 0.0,
            UiCommand::ToolPan => self.state.canvas.tool = Tool::Pan,
            UiCommand::ToolRuler => self.state.canvas.tool = Tool::Ruler,
            UiCommand::ToolCircle => self.state.canvas.tool = Tool::Circle,
            UiCommand::FinishMeasurement => self.session.canvas.ruler.finish(),
            UiCommand::CancelMeasurement => {
                self.session.canvas.ruler.cancel();
                self.state.canvas.circle.centre = None;
            }
            UiCommand::CommandPalette => self.session.palette.open(),
            UiCommand::DismissMessages => self.session.notifications.clear(),
        }
    }

    /// Uses a new provisional scale; the view keeps showing the same part of the scan, and
    /// measurements stay where they are in paces.
    pub fn set_scale(&mut self, scale: ProvisionalScale) {
        let ppp = match scale.paces_per_pixel() {
            Ok(p) => p,
            Err(e) => {
                self.session
                    .notifications
                    .error(format!("Scale not changed: {e}."));
                return;
            }
        };
        self.state.scale = scale;
        self.session.forms = super::panel_forms::PanelForms {
            radius: std::mem::take(&mut self.session.forms.radius),
            weapon: self.session.forms.weapon.take(),
            ..super::panel_forms::PanelForms::for_scale(&scale)
        };
        let now = self.ctx.input(|i| i.time);
        if let Some(map) = &mut self.session.map {
            let old = map.frame.paces_per_pixel();
            match map.frame.rescaled(ppp) {
                Ok(frame) => {
                    let camera = &mut self.state.canvas.camera;
                    let (u, v) = map.frame.map_to_pixel(camera.centre);
                    map.frame = frame;
                    camera.centre = frame.pixel_to_map(u, v);
                    camera.points_per_pace *= old / ppp;
                    camera.sanitise();
                }
                Err(e) => {
                    self.session
                        .notifications
                        .error(format!("Scale not changed: {e}."));
                    return;
                }
            }
        }
        self.session
            .notifications
            .note(format!("Scale set: {}.", scale.describe()), now);
        self.ctx.request_repaint();
    }

    pub(super) fn start_loading(&mut self, path: &Path) {
        if self.session.loading.is_some() {
            self.cancel_loading();
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            self.state.last_folder = Some(dir.to_path_buf());
        }
        let ctx = self.ctx.clone();
        let waker: crate::scan::Waker = Arc::new(move || ctx.request_repaint());
        let loader = ScanLoader::start(path, self.pipeline, Some(waker));
        self.session.loading = Some(MapLoading::new(loader));
        self.ctx.request_repaint();
    }

    /// Stops the load in progress and puts back the map that was on show.
    pub fn cancel_loading(&mut self) {
        let Some(loading) = self.session.loading.take() else {
            return;
        };
        loading.loader.cancel();
        let name = display_name(loading.loader.path());
        self.restore_previous(loading);
        let now = self.ctx.input(|i| i.time);
        self.session
            .notifications
            .note(format!("Opening “{name}” was cancelled."), now);
    }

    fn restore_previous(&mut self, loading: MapLoading) {
        if let Some((map, camera)) = loading.previous {
            self.session.map = map;
            self.state.canvas.camera = camera;
            self.session.canvas.textures.clear();
        }
    }

    /// Takes the loader's events: the preview puts the new scan on show, tiles join it, the
    /// end is announced, and a failure puts the previous map back.
    pub(super) fn poll_loader(&mut self) {
        let Some(loading) = &mut self.session.loading else {
            return;
        };
        let events = loading.loader.poll(EVENTS_PER_FRAME);
        for event in events {
            match event {
                LoaderEvent::Header(h) => {
                    if let Some(l) = &mut self.session.loading {
                        l.header = Some(h);
                    }
                }
                LoaderEvent::Preview { geometry, image } => self.show_new_scan(geometry, image),
                LoaderEvent::Tile { key, image } => {
                    if self.session.loading.as_ref().is_some_and(|l| l.shown)
                        && let Some(map) = &mut self.session.map
                    {
                        map.tiles.insert(key, image);
                    }
                }
                LoaderEvent::Finished(stats) => {
                    let name = self
                        .session
                        .loading
                        .as_ref()
                        .map(|l| display_name(l.loader.path()));
                    if let Some(map) = &mut self.session.map {
                        map.tiles.set_finished(stats.clone());
                    }
                    self.session.loading = None;
                    let now = self.ctx.input(|i| i.time);
                    self.session.notifications.note(
                        format!(
                            "Opened “{}”: {} × {} pixels ({}), {} tiles in {} levels.",
                            name.unwrap_or_default(),
                            group_thousands(u64::from(stats.header.width)),
                            group_thousands(u64::from(stats.header.height)),
                            stats.header.format,
                            stats.tiles,
                            stats.geometry.levels()
                        ),
                        now,
                    );
                }
                LoaderEvent::Failed(err) => self.loading_failed(err),
            }
        }
    }

    fn show_new_scan(
        &mut self,
        geometry: crate::scan::PyramidGeometry,
        image: Arc<crate::scan::TileImage>,
    ) {
        let Some(loading) = &mut self.session.loading else {
            return;
        };
        let header = loading.header.clone().unwrap_or(ScanHeader {
            width: geometry.width(),
            height: geometry.height(),
            format: "image",
        });
        // The scale was checked when it was set; fall back to one pace per pixel if not.
        let ppp = self.state.scale.paces_per_pixel().unwrap_or(1.0);
        let frame = MapFrame::new(header.width, header.height, ppp)
            .or_else(|_| MapFrame::new(header.width, header.height, 1.0));
        let Ok(frame) = frame else {
            return;
        };
        let tiles = TileStore::new(loading.loader.path(), header, geometry, image);
        loading.previous = Some((self.session.map.take(), self.state.canvas.camera));
        loading.shown = true;
        self.session.map = Some(OpenMap { tiles, frame });
        self.session.canvas.textures.clear();
        self.session.canvas.fit_pending = true;
        self.state.canvas.camera.bearing = 0.0;
        self.state.canvas.camera.centre = MapPoint::default();
    }

    fn loading_failed(&mut self, err: ScanError) {
        let Some(loading) = self.session.loading.take() else {
            return;
        };
        self.restore_previous(loading);
        let now = self.ctx.input(|i| i.time);
        match err {
            ScanError::Cancelled { .. } => {
                self.session
                    .notifications
                    .note(format!("{}.", capitalise(&err.to_string())), now);
            }
            _ => {
                let tail = if self.session.map.is_some() {
                    " The map that was open stays open."
                } else {
                    ""
                };
                self.session
                    .notifications
                    .error(format!("{}.{tail}", capitalise(&err.to_string())));
            }
        }
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().collect::<String>() + chars.as_str()
    })
}
