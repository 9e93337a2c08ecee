//! The side panel's frame: a width of its own that no page changes. Egui grows a panel to fit
//! its widest row and keeps that width, so moving from page to page made the panel jump; here
//! a row too wide scrolls sideways inside the panel instead, and a narrow page fills it.

use egui::{Panel, ScrollArea, Ui};

/// The side panel's share of the window's width until the umpire drags its edge.
const SHARE: f32 = 0.3;
/// The side panel's widest width until the umpire drags its edge, points: room for a die's
/// row of faces.
const DEFAULT_MAX_WIDTH: f32 = 420.0;
/// The narrowest the side panel may be dragged, points.
const MIN_WIDTH: f32 = 300.0;
/// The widest the side panel may be dragged, points.
const MAX_WIDTH: f32 = 720.0;

/// Shows the side panel at the window's right with `add_contents` as its page.
pub fn show_side_panel_frame(ui: &mut Ui, add_contents: impl FnOnce(&mut Ui)) {
    let default = (ui.available_width() * SHARE).clamp(MIN_WIDTH, DEFAULT_MAX_WIDTH);
    Panel::right("tools_panel")
        .resizable(true)
        .default_size(default)
        .size_range(MIN_WIDTH..=MAX_WIDTH)
        .show(ui, |ui| {
            // Filling the panel both ways keeps the scroll bar at its foot, clear of the page.
            ScrollArea::horizontal()
                .id_salt("side_panel_width")
                .auto_shrink([false, false])
                .show(ui, add_contents);
        });
}
