//! The status bar: cursor position in paces, zoom, scale, and the progress of a load with
//! its Cancel button.

use super::map_loading::MapLoading;
use super::open_map::OpenMap;
use super::provisional_scale::ProvisionalScale;
use super::ui_command::UiCommand;
use crate::canvas::distance_text::round_group;
use crate::canvas::{MapPoint, Projector};
use crate::scan::LoadStage;
use crate::scan::scan_error::display_name;
use egui::{ProgressBar, Ui};

/// What the status bar shows.
pub struct StatusInput<'a> {
    /// Map point under the cursor.
    pub hover: Option<MapPoint>,
    /// Last frame's projector.
    pub projector: Option<&'a Projector>,
    /// The scan on show.
    pub map: Option<&'a OpenMap>,
    /// The load in progress.
    pub loading: Option<&'a MapLoading>,
    /// The scale in force.
    pub scale: &'a ProvisionalScale,
}

/// Draws the progress of a load with its Cancel button first, where it cannot be pushed
/// about by the changing texts; returns Cancel when pressed.
pub fn show_loading_bar(ui: &mut Ui, loading: &MapLoading) -> Option<UiCommand> {
    let mut command = None;
    ui.horizontal(|ui| {
        if ui
            .button("Cancel")
            .on_hover_text(UiCommand::CancelLoading.tooltip())
            .clicked()
        {
            command = Some(UiCommand::CancelLoading);
        }
        let stage = loading.loader.stage();
        let name = display_name(loading.loader.path());
        let fraction = loading.loader.fraction();
        let text = match fraction {
            Some(f) if stage != LoadStage::Done => {
                format!("{} {name}… {:.0}%", stage.label(), f * 100.0)
            }
            _ => format!("{} {name}…", stage.label()),
        };
        let bar = ProgressBar::new(fraction.unwrap_or(0.0))
            .desired_width(320.0)
            .text(text);
        ui.add(if fraction.is_none() {
            bar.animate(true)
        } else {
            bar
        });
    });
    command
}

/// Draws the bar.
pub fn show_status_bar(ui: &mut Ui, input: StatusInput<'_>) {
    ui.horizontal(|ui| {
        let cursor = input.hover.map_or_else(
            || "Cursor: —".to_string(),
            |p| {
                format!(
                    "Cursor: {} E, {} N paces",
                    round_group(p.x),
                    round_group(p.y)
                )
            },
        );
        ui.label(cursor);
        ui.separator();
        if let Some(p) = input.projector {
            let per_point = 1.0 / p.points_per_pace();
            let zoom = input
                .map
                .map(|m| 100.0 * p.points_per_pace() * m.frame.paces_per_pixel());
            let zoom_text = zoom.map_or_else(String::new, |z| format!(" ({z:.0}% of scan pixels)"));
            ui.label(format!("Zoom: 1 point = {per_point:.2} paces{zoom_text}"));
            ui.separator();
        }
        ui.label(format!("Scale: {} (provisional)", input.scale.describe()));
        if let Some(map) = input.map.filter(|_| input.loading.is_none()) {
            ui.separator();
            let h = map.tiles.header();
            ui.label(format!(
                "{}: {} × {} px {}, {} tiles",
                display_name(map.tiles.path()),
                round_group(f64::from(h.width)),
                round_group(f64::from(h.height)),
                h.format,
                map.tiles.len()
            ));
        }
    });
}
