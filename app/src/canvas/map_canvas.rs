//! The map canvas: built every frame over the persistent camera (walkers-style), it turns
//! drags, the wheel, pinches, arrow keys and clicks into camera moves and tool actions, then
//! draws the scan, the measurements, the scale bar and the north arrow.

use super::camera::{Camera, MAX_POINTS_PER_PACE, MIN_POINTS_PER_PACE};
use super::canvas_session::CanvasSession;
use super::canvas_settings::CanvasSettings;
use super::map_frame::MapFrame;
use super::measure_overlay::{draw_circle, draw_ruler};
use super::north_arrow::draw_north_arrow;
use super::scale_bar::draw_scale_bar;
use super::tile_layer::draw_scan;
use super::tool::Tool;
use crate::scan::TileStore;
use egui::{Align2, Color32, FontId, Key, PointerButton, Rect, Response, Sense, Ui, Vec2};

/// The accessible name of the canvas (tests find it by this label).
pub const CANVAS_LABEL: &str = "Map canvas";

/// Margin kept around the map by "Zoom to fit", in points.
pub const FIT_MARGIN: f32 = 12.0;

/// How far the arrow keys pan per second, as a fraction of the canvas width.
const ARROW_PAN_PER_SECOND: f32 = 0.6;

/// Wheel sensitivity: the zoom factor per point of scroll is e^this.
const WHEEL_ZOOM_RATE: f64 = 0.0025;

/// The scan to show and how it lies in the map frame.
#[derive(Debug, Clone, Copy)]
pub struct MapView<'a> {
    /// Pixels ↔ paces.
    pub frame: &'a MapFrame,
    /// The tiles.
    pub tiles: &'a TileStore,
}

/// Zoom bounds for a map: from a twentieth of "fit" out to 64 screen points per scan pixel.
pub fn zoom_limits(rect: Rect, frame: Option<&MapFrame>) -> (f64, f64) {
    let Some(frame) = frame else {
        return (MIN_POINTS_PER_PACE, MAX_POINTS_PER_PACE);
    };
    let (gw, gh) = frame.ground_size();
    let diagonal = gw.hypot(gh).max(1e-9);
    let fit = f64::from(rect.width().min(rect.height()).max(1.0)) / diagonal;
    let lo = (fit / 20.0).max(MIN_POINTS_PER_PACE);
    let hi = (64.0 / frame.paces_per_pixel()).clamp(lo, MAX_POINTS_PER_PACE);
    (lo, hi)
}

/// Zooms the camera by `factor` about the canvas centre, within the map's limits.
pub fn zoom_centre(camera: &mut Camera, rect: Rect, frame: Option<&MapFrame>, factor: f64) {
    let (lo, hi) = zoom_limits(rect, frame);
    camera.zoom_about(rect, factor, rect.center(), lo, hi);
}

/// Shows the canvas in all the space left in `ui`. `keys_free` is false while a text field
/// has the keyboard (arrow keys then belong to it).
pub fn show_map_canvas(
    ui: &mut Ui,
    settings: &mut CanvasSettings,
    session: &mut CanvasSession,
    map: Option<MapView<'_>>,
    keys_free: bool,
) -> Response {
    let rect = ui.available_rect_before_wrap();
    let response = ui.allocate_rect(rect, Sense::click_and_drag());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, CANVAS_LABEL));
    let frame = map.map(|m| m.frame);
    let camera = &mut settings.camera;
    camera.sanitise();

    if session.fit_pending
        && let Some(f) = frame
    {
        camera.fit(rect, &f.corners(), FIT_MARGIN);
        session.fit_pending = false;
    }
    let (zoom_lo, zoom_hi) = zoom_limits(rect, frame);

    // Pan: drag with the primary button in the pan tool, or the middle/secondary button in any.
    let pan_drag = (settings.tool == Tool::Pan && response.dragged_by(PointerButton::Primary))
        || response.dragged_by(PointerButton::Middle)
        || response.dragged_by(PointerButton::Secondary);
    if pan_drag {
        camera.pan_by_screen(rect, response.drag_delta());
    }

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

    // Arrow keys pan smoothly while held.
    if keys_free {
        let (dir, dt) = ui.input(|i| {
            let mut d = Vec2::ZERO;
            if i.key_down(Key::ArrowLeft) {
                d.x -= 1.0;
            }
            if i.key_down(Key::ArrowRight) {
                d.x += 1.0;
            }
            if i.key_down(Key::ArrowUp) {
                d.y -= 1.0;
            }
            if i.key_down(Key::ArrowDown) {
                d.y += 1.0;
            }
            (d, i.stable_dt.min(0.1))
        });
        if dir != Vec2::ZERO {
            let speed = rect.width().max(rect.height()) * ARROW_PAN_PER_SECOND;
            camera.pan_by_screen(rect, -dir * speed * dt);
            ui.ctx().request_repaint();
        }
    }

    let projector = camera.projector(rect);

    // Tool clicks.
    if response.clicked_by(PointerButton::Primary)
        && let Some(pos) = response.interact_pointer_pos()
    {
        let p = projector.to_map(pos);
        match settings.tool {
            Tool::Pan => {}
            Tool::Ruler => session.ruler.add_point(p),
            Tool::Circle => settings.circle.centre = Some(p),
        }
    }
    if settings.tool == Tool::Ruler && response.double_clicked() {
        session.ruler.finish();
    }
    session.hover = response.hover_pos().map(|p| projector.to_map(p));

    // Draw.
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::from_gray(96));
    if let Some(m) = map {
        session.last_draw = draw_scan(
            ui.ctx(),
            &painter,
            &projector,
            m.frame,
            m.tiles,
            &mut session.textures,
        );
        if session.last_draw.waiting && (session.last_draw.uploaded > 0 || !m.tiles.is_complete()) {
            ui.ctx().request_repaint();
        }
    } else {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "Open a scanned map: File > Open map… (Ctrl+O), or drop an image here",
            FontId::proportional(16.0),
            Color32::from_gray(230),
        );
    }
    draw_circle(&painter, &projector, &settings.circle);
    draw_ruler(&painter, &projector, &session.ruler, session.hover);
    if map.is_some() {
        draw_scale_bar(&painter, rect, projector.points_per_pace());
        draw_north_arrow(&painter, rect, projector.north_on_screen());
    }
    session.projector = Some(projector);
    response
}
