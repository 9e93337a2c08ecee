//! The map canvas: built every frame over the persistent camera (walkers-style), it turns
//! drags, the wheel, pinches, arrow keys and clicks into camera moves, measuring-tool actions
//! and [`CanvasEvent`]s for the workbench, then paints its [`CanvasLayer`]s in order: sheets
//! (background tiles) → terrain → the game table's layers (troops) → measurements → editing
//! overlay → map furniture.

use super::camera::{Camera, MAX_POINTS_PER_PACE, MIN_POINTS_PER_PACE};
use super::canvas_event::CanvasEvent;
use super::canvas_layer::{CanvasLayer, LayerFrame};
use super::canvas_session::{CanvasSession, DragMode};
use super::canvas_settings::CanvasSettings;
use super::edit_overlay::{EditLayer, EditOverlay};
use super::map_point::MapPoint;
use super::measure_overlay::MeasureLayer;
use super::projector::Projector;
use super::scale_bar::FurnitureLayer;
use super::sheet_layer::{SheetView, SheetsLayer};
use super::terrain_overlay::{TerrainOverlay, TerrainView};
use super::tool::Tool;
use egui::{Align2, Color32, FontId, Key, PointerButton, Rect, Response, Sense, Ui, Vec2};

/// The accessible name of the canvas (tests find it by this label).
pub const CANVAS_LABEL: &str = "Map canvas";

/// Margin kept around the map by "Zoom to fit", in points.
pub const FIT_MARGIN: f32 = 12.0;

/// How far the arrow keys pan per second, as a fraction of the canvas width.
const ARROW_PAN_PER_SECOND: f32 = 0.6;

/// Wheel sensitivity: the zoom factor per point of scroll is e^this.
const WHEEL_ZOOM_RATE: f64 = 0.0025;

/// The map to show: its sheets, its terrain layer, the game table's layers and what is being
/// edited.
#[derive(Default)]
pub struct MapView<'a> {
    /// The sheets in drawing order.
    pub sheets: Vec<SheetView<'a>>,
    /// The sheet to outline (the one selected in the sheets panel).
    pub outline_sheet: Option<usize>,
    /// The terrain layer, when shown.
    pub terrain: Option<TerrainView<'a>>,
    /// The editing overlay.
    pub overlay: EditOverlay,
    /// A dialog is waiting for points to be picked: clicks go to it, whatever the tool.
    pub picking: bool,
    /// The corners of the terrain layer's extent, fitted when there is no sheet.
    pub terrain_extent: Vec<MapPoint>,
    /// The range band of the measured distance for the chosen weapon, shown by the ruler.
    pub ruler_band: Option<String>,
    /// The game table's layers (the troops of the game on this map, when there is one), painted
    /// in order between the terrain and the measurements.
    pub table: Vec<Box<dyn CanvasLayer + 'a>>,
}

impl MapView<'_> {
    /// The points "Zoom to fit" must show: every sheet's corners, or the terrain's extent.
    pub fn extent(&self) -> Vec<MapPoint> {
        let corners: Vec<MapPoint> = self.sheets.iter().flat_map(SheetView::corners).collect();
        if corners.is_empty() {
            self.terrain_extent.clone()
        } else {
            corners
        }
    }

    /// The finest calibration among the sheets (paces per pixel).
    pub fn finest_paces_per_pixel(&self) -> Option<f64> {
        self.sheets
            .iter()
            .map(|s| s.sheet.calibration().paces_per_pixel())
            .reduce(f64::min)
    }
}

/// Zoom bounds for a map whose "Zoom to fit" shows `extent` (see [`fit_extent`]): from a
/// twentieth of "fit" out to 64 screen points per scan pixel of the finest sheet.
pub fn zoom_limits(rect: Rect, view: Option<&MapView<'_>>, extent: &[MapPoint]) -> (f64, f64) {
    let Some(view) = view else {
        return (MIN_POINTS_PER_PACE, MAX_POINTS_PER_PACE);
    };
    let (mut lo_x, mut lo_y, mut hi_x, mut hi_y) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for p in extent {
        lo_x = lo_x.min(p.x);
        lo_y = lo_y.min(p.y);
        hi_x = hi_x.max(p.x);
        hi_y = hi_y.max(p.y);
    }
    let diagonal = if extent.is_empty() {
        1e4
    } else {
        (hi_x - lo_x).hypot(hi_y - lo_y).max(1.0)
    };
    let fit = f64::from(rect.width().min(rect.height()).max(1.0)) / diagonal;
    let lo = (fit / 20.0).max(MIN_POINTS_PER_PACE);
    let hi = view
        .finest_paces_per_pixel()
        .map_or(MAX_POINTS_PER_PACE, |ppp| 64.0 / ppp)
        .clamp(lo, MAX_POINTS_PER_PACE);
    (lo, hi)
}

/// What "Zoom to fit" shows: the map's extent (its sheets, or its terrain when it has no sheet)
/// and whatever the game table's layers stand on, such as a unit beyond the map's edge.
pub fn fit_extent(view: &MapView<'_>, table: &[Box<dyn CanvasLayer + '_>]) -> Vec<MapPoint> {
    let mut extent = view.extent();
    extent.extend(table.iter().flat_map(|layer| layer.extent()));
    extent
}

/// Zooms the camera by `factor` about the canvas centre, within `limits`.
pub fn zoom_centre(camera: &mut Camera, rect: Rect, limits: (f64, f64), factor: f64) {
    camera.zoom_about(rect, factor, rect.center(), limits.0, limits.1);
}

/// What the canvas did this frame.
#[derive(Debug)]
pub struct CanvasOutput {
    /// The canvas widget's response.
    pub response: Response,
    /// Clicks and drags for the workbench to apply.
    pub events: Vec<CanvasEvent>,
}

/// Shows the canvas in all the space left in `ui`. `keys_free` is false while a text field
/// has the keyboard (arrow keys then belong to it).
pub fn show_map_canvas(
    ui: &mut Ui,
    settings: &mut CanvasSettings,
    session: &mut CanvasSession,
    map: Option<MapView<'_>>,
    keys_free: bool,
) -> CanvasOutput {
    let mut map = map;
    let table = map
        .as_mut()
        .map(|view| std::mem::take(&mut view.table))
        .unwrap_or_default();
    let map = map.as_ref();
    let rect = ui.available_rect_before_wrap();
    let response = ui.allocate_rect(rect, Sense::click_and_drag());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, CANVAS_LABEL));
    let mut events = Vec::new();
    let camera = &mut settings.camera;
    camera.sanitise();

    let extent = map.map(|view| fit_extent(view, &table)).unwrap_or_default();
    if session.fit_pending && map.is_some() {
        if !extent.is_empty() {
            camera.fit(rect, &extent, FIT_MARGIN);
        }
        session.fit_pending = false;
    }
    let (zoom_lo, zoom_hi) = zoom_limits(rect, map, &extent);
    session.zoom_limits = (zoom_lo, zoom_hi);

    handle_drag(ui, &response, rect, settings, session, map, &mut events);
    let camera = &mut settings.camera;

    // Wheel and pinch zoom about the cursor; sideways scroll pans.
    if let Some(anchor) = response.hover_pos() {
        let (scroll, pinch) = ui.input(|i| (i.smooth_scroll_delta, i.zoom_delta()));
        let factor = f64::from(pinch) * (f64::from(scroll.y) * WHEEL_ZOOM_RATE).exp();
        if (factor - 1.0).abs() > 1e-6 {
            camera.zoom_about(rect, factor, anchor, zoom_lo, zoom_hi);
        }
        if scroll.x != 0.0 {
            camera.pan_by_screen(rect, Vec2::new(scroll.x, 0.0));
        }
    }

    if keys_free {
        handle_arrow_keys(ui, rect, settings, &mut events);
    }

    let projector = settings.camera.projector(rect);
    handle_clicks(&response, &projector, settings, session, map, &mut events);
    session.hover = response.hover_pos().map(|p| projector.to_map(p));

    // Draw, bottom layer first.
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::from_gray(96));
    if map.is_none() {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "Open a map: File > Open map… (Ctrl+O), or drop a map file or a scan here",
            FontId::proportional(16.0),
            Color32::from_gray(230),
        );
    }
    let mut layers: Vec<Box<dyn CanvasLayer + '_>> = Vec::new();
    if let Some(view) = map {
        layers.push(Box::new(SheetsLayer {
            ctx: ui.ctx(),
            sheets: &view.sheets,
            outline: view.outline_sheet,
            textures: &mut session.textures,
            stats: &mut session.last_draw,
        }));
        if let Some(terrain) = &view.terrain {
            layers.push(Box::new(TerrainOverlay {
                view: terrain,
                meshes: &mut session.terrain_meshes,
            }));
        }
    }
    layers.extend(table);
    layers.push(Box::new(MeasureLayer {
        circle: &settings.circle,
        ruler: &session.ruler,
        band: map.and_then(|m| m.ruler_band.as_deref()),
    }));
    if let Some(view) = map {
        layers.push(Box::new(EditLayer(&view.overlay)));
        layers.push(Box::new(FurnitureLayer));
    }
    let frame = LayerFrame {
        painter: &painter,
        projector: &projector,
        hover: session.hover,
    };
    for layer in &mut layers {
        layer.paint(&frame);
    }
    drop(layers);
    session.projector = Some(projector);
    CanvasOutput { response, events }
}

/// Primary drags pan, move the selected sheet (Shift, sheets tool) or move a corner handle;
/// the middle and secondary buttons always pan.
fn handle_drag(
    ui: &Ui,
    response: &Response,
    rect: Rect,
    settings: &mut CanvasSettings,
    session: &mut CanvasSession,
    map: Option<&MapView<'_>>,
    events: &mut Vec<CanvasEvent>,
) {
    let camera = &mut settings.camera;
    if response.drag_started_by(PointerButton::Primary) {
        // The drag starts once the pointer has moved a little: look for a handle where the
        // button went down, not where the pointer is now.
        let (modifiers, start) = ui.input(|i| (i.modifiers, i.pointer.press_origin()));
        let projector = camera.projector(rect);
        let handle = match (settings.tool, map, start) {
            (Tool::TerrainEdit, Some(view), Some(pos)) => view.overlay.handle_at(&projector, pos),
            _ => None,
        };
        session.drag = if settings.tool == Tool::Troops && map.is_some() {
            if let Some(pos) = start {
                events.push(CanvasEvent::TroopDragStart {
                    at: projector.to_map(pos),
                    toggle: modifiers.shift || modifiers.command,
                });
            }
            Some(DragMode::Troops)
        } else if let Some(h) = handle {
            Some(DragMode::Handle(h))
        } else if settings.tool == Tool::Sheets && modifiers.shift {
            Some(DragMode::Sheet)
        } else if settings.tool.drag_pans(modifiers) {
            Some(DragMode::Pan)
        } else {
            None
        };
    }
    if response.dragged_by(PointerButton::Primary) {
        match session.drag {
            Some(DragMode::Pan) => camera.pan_by_screen(rect, response.drag_delta()),
            Some(DragMode::Sheet) => {
                let (dx, dy) = camera
                    .projector(rect)
                    .screen_vector_to_map(response.drag_delta());
                if dx != 0.0 || dy != 0.0 {
                    events.push(CanvasEvent::SheetDrag { dx, dy });
                }
            }
            Some(DragMode::Handle(handle)) => {
                if let Some(pos) = response.interact_pointer_pos() {
                    let to = camera.projector(rect).to_map(pos);
                    events.push(CanvasEvent::HandleDrag { handle, to });
                }
            }
            Some(DragMode::Troops) => {
                if let Some(pos) = response.interact_pointer_pos() {
                    let to = camera.projector(rect).to_map(pos);
                    events.push(CanvasEvent::TroopDrag { to });
                }
            }
            None => {}
        }
    }
    if response.drag_stopped_by(PointerButton::Primary) {
        if matches!(session.drag, Some(DragMode::Sheet | DragMode::Handle(_))) {
            events.push(CanvasEvent::DragEnd);
        }
        if session.drag == Some(DragMode::Troops) {
            let to = response
                .interact_pointer_pos()
                .or(ui.input(|i| i.pointer.latest_pos()))
                .map(|pos| camera.projector(rect).to_map(pos));
            if let Some(to) = to {
                events.push(CanvasEvent::TroopDragEnd { to });
            }
        }
        session.drag = None;
    }
    if response.dragged_by(PointerButton::Middle) || response.dragged_by(PointerButton::Secondary) {
        camera.pan_by_screen(rect, response.drag_delta());
    }
}

/// Arrow keys pan smoothly while held; with the sheets tool each press nudges the selected
/// sheet instead.
fn handle_arrow_keys(
    ui: &Ui,
    rect: Rect,
    settings: &mut CanvasSettings,
    events: &mut Vec<CanvasEvent>,
) {
    let arrows = [
        (Key::ArrowLeft, Vec2::new(-1.0, 0.0)),
        (Key::ArrowRight, Vec2::new(1.0, 0.0)),
        (Key::ArrowUp, Vec2::new(0.0, -1.0)),
        (Key::ArrowDown, Vec2::new(0.0, 1.0)),
    ];
    if settings.tool == Tool::Sheets {
        let projector = settings.camera.projector(rect);
        for (key, dir) in arrows {
            // Shift as it was when the key went down (it may be let go within the same frame).
            let press = ui.input(|i| {
                i.events.iter().find_map(|e| match e {
                    egui::Event::Key {
                        key: k,
                        pressed: true,
                        modifiers,
                        ..
                    } if *k == key => Some(modifiers.shift),
                    _ => None,
                })
            });
            if let Some(big) = press {
                let (dx, dy) = projector.screen_vector_to_map(dir);
                let length = dx.hypot(dy);
                if length > 0.0 && length.is_finite() {
                    events.push(CanvasEvent::Nudge {
                        dx: dx / length,
                        dy: dy / length,
                        big,
                    });
                }
            }
        }
        return;
    }
    let (dir, dt) = ui.input(|i| {
        let d = arrows
            .iter()
            .filter(|(k, _)| i.key_down(*k))
            .fold(Vec2::ZERO, |acc, (_, v)| acc + *v);
        (d, i.stable_dt.min(0.1))
    });
    if dir != Vec2::ZERO {
        let speed = rect.width().max(rect.height()) * ARROW_PAN_PER_SECOND;
        settings.camera.pan_by_screen(rect, -dir * speed * dt);
        ui.ctx().request_repaint();
    }
}

fn handle_clicks(
    response: &Response,
    projector: &Projector,
    settings: &mut CanvasSettings,
    session: &mut CanvasSession,
    map: Option<&MapView<'_>>,
    events: &mut Vec<CanvasEvent>,
) {
    let picking = map.is_some_and(|m| m.picking);
    if response.clicked_by(PointerButton::Primary)
        && let Some(pos) = response.interact_pointer_pos()
    {
        let at = projector.to_map(pos);
        if picking {
            events.push(CanvasEvent::Pick { at });
        } else if settings.tool.clicks_to_workbench() {
            events.push(CanvasEvent::Click { at });
        } else {
            match settings.tool {
                Tool::Ruler => session.ruler.add_point(at),
                Tool::Circle => settings.circle.centre = Some(at),
                _ => {}
            }
        }
    }
    if response.clicked_by(PointerButton::Secondary)
        && !picking
        && settings.tool.clicks_to_workbench()
        && let Some(pos) = response.interact_pointer_pos()
    {
        events.push(CanvasEvent::SecondaryClick {
            at: projector.to_map(pos),
        });
    }
    if response.double_clicked() && !picking {
        match settings.tool {
            Tool::Ruler => session.ruler.finish(),
            tool if tool.clicks_to_workbench() => {
                if let Some(pos) = response.interact_pointer_pos() {
                    events.push(CanvasEvent::DoubleClick {
                        at: projector.to_map(pos),
                    });
                }
            }
            _ => {}
        }
    }
}
