//! The status bar: cursor position in paces and the ground there, zoom, the calibration of
//! the sheet in use, the map file, and the progress of loads with their Cancel button.

use super::ground_readout::ground_words;
use crate::canvas::{MapPoint, Projector};
use crate::commands::ui_command::UiCommand;
use crate::document::map_loading::MapLoading;
use crate::document::open_map::OpenMap;
use crate::scan::scan_error::display_name;
use crate::scan::{LoadStage, ScanLoader};
use egui::{ProgressBar, RichText, Ui};
use words::round_group;

/// What the status bar shows.
pub struct StatusInput<'a> {
    /// Map point under the cursor.
    pub hover: Option<MapPoint>,
    /// Last frame's projector.
    pub projector: Option<&'a Projector>,
    /// The map on show.
    pub map: Option<&'a OpenMap>,
}

fn progress_text(loader: &ScanLoader) -> (String, Option<f32>) {
    let stage = loader.stage();
    let name = display_name(loader.path());
    let fraction = loader.fraction();
    let text = match fraction {
        Some(f) if stage != LoadStage::Done => {
            format!("{} {name}… {:.0}%", stage.label(), f * 100.0)
        }
        _ => format!("{} {name}…", stage.label()),
    };
    (text, fraction)
}

/// Draws the progress of every load with a Cancel button first, where it cannot be pushed
/// about by the changing texts; returns Cancel when pressed.
pub fn show_loading_bar(
    ui: &mut Ui,
    loading: Option<&MapLoading>,
    map: Option<&OpenMap>,
) -> Option<UiCommand> {
    let mut command = None;
    let loaders: Vec<&ScanLoader> = loading
        .map(|l| &l.loader)
        .into_iter()
        .chain(
            map.into_iter()
                .flat_map(|m| m.images.iter().filter_map(|i| i.loader.as_ref())),
        )
        .collect();
    ui.horizontal(|ui| {
        if ui
            .button("Cancel")
            .on_hover_text(UiCommand::CancelLoading.tooltip())
            .clicked()
        {
            command = Some(UiCommand::CancelLoading);
        }
        for loader in loaders {
            let (text, fraction) = progress_text(loader);
            let bar = ProgressBar::new(fraction.unwrap_or(0.0))
                .desired_width(320.0)
                .text(text);
            ui.add(if fraction.is_none() {
                bar.animate(true)
            } else {
                bar
            });
        }
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
                    "Cursor: {} E, {} S paces",
                    round_group(p.x),
                    round_group(p.y)
                )
            },
        );
        ui.label(cursor);
        if let (Some(map), Some(p)) = (input.map, input.hover)
            && !map.document.terrain.is_empty()
            && let Ok(at) = map.document.terrain.ground_at(p.into())
        {
            ui.label(format!("on {}", ground_words(at.ground)));
        }
        ui.separator();
        if let Some(p) = input.projector {
            let per_point = 1.0 / p.points_per_pace();
            ui.label(format!("Zoom: 1 point = {per_point:.2} paces"));
            ui.separator();
        }
        let Some(map) = input.map else {
            ui.label("No map open");
            return;
        };
        let sheet = input
            .hover
            .and_then(|p| map.sheet_at(p))
            .or(map.selected_sheet)
            .and_then(|i| map.document.sheets.get(i));
        if let Some(sheet) = sheet {
            let text = format!("Sheet “{}”: {}", sheet.name, sheet.calibration());
            if sheet.calibration().is_assumed() {
                // Stays while the scale is only assumed, unlike a note that fades.
                ui.label(RichText::new(text).color(ui.visuals().warn_fg_color))
                    .on_hover_text(
                        "Distances rest on the scan's stated dpi, which may be wrong: check it \
                         against a known distance (Map ▸ Calibrate sheet…, Ctrl+K)",
                    );
            } else {
                ui.label(text);
            }
            ui.separator();
        }
        let changed = if map.dirty { " (changed)" } else { "" };
        let saved = if map.titled { "" } else { " — not saved yet" };
        ui.label(format!("Map: {}{changed}{saved}", map.file_name()));
    });
}
