//! The Sheets page of the side panel: the map's sheets in drawing order, and for the selected
//! one its name, calibration, rotation and position, with nudge, rotate and "Align to
//! neighbour" controls.

use super::panel_forms::PanelForms;
use crate::canvas::Tool;
use crate::commands::ui_command::UiCommand;
use crate::dialogs::calibration_dialog::parse_positive;
use crate::document::open_map::OpenMap;
use egui::{RichText, TextEdit, Ui};
use kriegsspiel::map::{CalibrationMethod, Sheet};
use words::round_group;

/// What the page asks the workbench to do.
#[derive(Debug, Clone, PartialEq)]
pub enum SheetAction {
    /// Select sheet `index`.
    Select(usize),
    /// Show or hide a sheet.
    SetVisible(usize, bool),
    /// Rename a sheet.
    Rename(usize, String),
    /// Turn a sheet about its centre by this many degrees (clockwise on screen).
    Rotate(usize, f64),
    /// Turn a sheet to this rotation, in degrees.
    SetRotation(usize, f64),
    /// Move a sheet by (east, south) paces.
    Nudge(usize, f64, f64),
    /// Start picking two pairs of matching points to align a sheet with its neighbour.
    Align {
        /// The sheet to move.
        sheet: usize,
        /// Keep its calibration (turn and shift only).
        keep_scale: bool,
    },
    /// Open the calibration dialog for a sheet.
    Calibrate(usize),
    /// Open the calibration dialog to check a sheet's scale against a known distance.
    CheckScale(usize),
    /// Draw a sheet later (over its neighbour) or earlier.
    Reorder(usize, bool),
    /// Remove a sheet from the map.
    Remove(usize),
    /// A command (Add sheet…, the arrange tool).
    Command(UiCommand),
    /// A nudge step typed that is not a number.
    Refused(String),
    /// A new nudge step, in paces.
    NudgeStep(f64),
}

/// Draws the page for the open map.
pub fn show_sheets_panel(
    ui: &mut Ui,
    map: &OpenMap,
    forms: &mut PanelForms,
    tool: Tool,
    nudge_paces: f64,
    align_prompt: Option<&str>,
) -> Vec<SheetAction> {
    let mut out = Vec::new();
    show_sheet_list(ui, map, tool, &mut out);
    let Some(index) = map.selected_sheet else {
        ui.label("Select a sheet to place it.");
        return out;
    };
    let Some(sheet) = map.document.sheets.get(index) else {
        return out;
    };
    ui.separator();
    ui.label(RichText::new(format!("Sheet “{}”", sheet.name)).strong());
    show_rename_row(ui, index, forms, &mut out);
    show_calibration_section(ui, sheet, index, &mut out);
    show_rotation_controls(ui, sheet, index, forms, &mut out);
    show_nudge_controls(ui, index, forms, nudge_paces, &mut out);
    ui.separator();
    show_align_controls(ui, map, index, forms, align_prompt, &mut out);
    ui.separator();
    show_drawing_order_controls(ui, map, index, &mut out);
    out
}

/// The list of sheets in drawing order, each with its show/hide box and a label that selects
/// it, then "Add sheet…" and the Arrange sheets tool.
fn show_sheet_list(ui: &mut Ui, map: &OpenMap, tool: Tool, out: &mut Vec<SheetAction>) {
    ui.label(RichText::new(format!("Sheets ({})", map.document.sheets.len())).strong());
    for (i, (sheet, image)) in map.document.sheets.iter().zip(&map.images).enumerate() {
        ui.horizontal(|ui| {
            let mut shown = image.visible;
            if ui
                .checkbox(&mut shown, "")
                .on_hover_text("Show or hide this sheet")
                .changed()
            {
                out.push(SheetAction::SetVisible(i, shown));
            }
            let assumed = if sheet.calibration().is_assumed() {
                " (scale assumed)"
            } else {
                ""
            };
            let text = format!(
                "{}. {} — {} × {} px{assumed}",
                i + 1,
                sheet.name,
                round_group(f64::from(sheet.pixel_width())),
                round_group(f64::from(sheet.pixel_height()))
            );
            if ui
                .selectable_label(map.selected_sheet == Some(i), text)
                .clicked()
            {
                out.push(SheetAction::Select(i));
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(UiCommand::AddSheet.label())
            .on_hover_text(UiCommand::AddSheet.tooltip())
            .clicked()
        {
            out.push(SheetAction::Command(UiCommand::AddSheet));
        }
        if ui
            .selectable_label(tool == Tool::Sheets, Tool::Sheets.label())
            .on_hover_text(UiCommand::ToolSheets.tooltip())
            .clicked()
        {
            out.push(SheetAction::Command(UiCommand::ToolSheets));
        }
    });
}

/// The "Sheet name" field and "Rename sheet" (a blank name is ignored).
fn show_rename_row(ui: &mut Ui, index: usize, forms: &mut PanelForms, out: &mut Vec<SheetAction>) {
    ui.horizontal(|ui| {
        let l = ui.label("Sheet name");
        ui.add(
            TextEdit::singleline(&mut forms.sheet_name)
                .id_salt("sheet_name_field")
                .desired_width(120.0),
        )
        .labelled_by(l.id);
        if ui.button("Rename sheet").clicked() && !forms.sheet_name.trim().is_empty() {
            out.push(SheetAction::Rename(
                index,
                forms.sheet_name.trim().to_string(),
            ));
        }
    });
}

/// The sheet's calibration in words, a warning while its scale is only assumed, the Calibrate
/// button, and for a scale-and-dpi calibration the check against a known distance.
fn show_calibration_section(ui: &mut Ui, sheet: &Sheet, index: usize, out: &mut Vec<SheetAction>) {
    ui.label(format!("Calibration: {}", sheet.calibration()));
    if sheet.calibration().is_assumed() {
        ui.label(
            RichText::new(
                "Scale assumed: the scan's stated dpi has not been checked against the map. \
                 Distances may be far off until it is.",
            )
            .color(ui.visuals().warn_fg_color),
        );
    }
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(UiCommand::Calibrate.label())
            .on_hover_text(UiCommand::Calibrate.tooltip())
            .clicked()
        {
            out.push(SheetAction::Calibrate(index));
        }
        if matches!(
            sheet.calibration().method(),
            CalibrationMethod::ScaleAndDpi { .. }
        ) && ui
            .button("Check scale against a known distance…")
            .on_hover_text(
                "Click two points a known distance apart to see how far the scale and dpi are off",
            )
            .clicked()
        {
            out.push(SheetAction::CheckScale(index));
        }
    });
}

/// Where the sheet lies and how it is turned, the four small turn buttons, and the "Rotation
/// (degrees)" field with "Set rotation" (refused when not a number).
fn show_rotation_controls(
    ui: &mut Ui,
    sheet: &Sheet,
    index: usize,
    forms: &mut PanelForms,
    out: &mut Vec<SheetAction>,
) {
    let origin = sheet.origin();
    ui.label(format!(
        "Top-left corner at {} E, {} S paces; turned {:.2}°",
        round_group(origin.x),
        round_group(origin.y),
        sheet.rotation_degrees()
    ));
    ui.horizontal_wrapped(|ui| {
        for (label, degrees) in [("−1°", -1.0), ("−0.1°", -0.1), ("+0.1°", 0.1), ("+1°", 1.0)]
        {
            if ui
                .button(label)
                .on_hover_text("Turn the sheet about its centre (+ is clockwise)")
                .clicked()
            {
                out.push(SheetAction::Rotate(index, degrees));
            }
        }
    });
    ui.horizontal(|ui| {
        let l = ui.label("Rotation (degrees)");
        ui.add(
            TextEdit::singleline(&mut forms.rotation)
                .id_salt("rotation_field")
                .desired_width(60.0),
        )
        .labelled_by(l.id);
        if ui.button("Set rotation").clicked() {
            match forms.rotation.trim().parse::<f64>() {
                Ok(d) if d.is_finite() => out.push(SheetAction::SetRotation(index, d)),
                _ => out.push(SheetAction::Refused(format!(
                    "rotation “{}” is not a number of degrees",
                    forms.rotation.trim()
                ))),
            }
        }
    });
}

/// The "Nudge step (paces)" field, read when it loses focus, and the four buttons that move
/// the sheet one step west, north, south or east.
fn show_nudge_controls(
    ui: &mut Ui,
    index: usize,
    forms: &mut PanelForms,
    nudge_paces: f64,
    out: &mut Vec<SheetAction>,
) {
    ui.horizontal(|ui| {
        let l = ui.label("Nudge step (paces)");
        let edit = ui
            .add(
                TextEdit::singleline(&mut forms.nudge)
                    .id_salt("nudge_field")
                    .desired_width(60.0),
            )
            .labelled_by(l.id);
        if edit.lost_focus() {
            match parse_positive(&forms.nudge, "nudge step") {
                Ok(step) => out.push(SheetAction::NudgeStep(step)),
                Err(e) => out.push(SheetAction::Refused(e)),
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        for (label, dx, dy) in [
            ("West", -1.0, 0.0),
            ("North", 0.0, -1.0),
            ("South", 0.0, 1.0),
            ("East", 1.0, 0.0),
        ] {
            if ui
                .button(format!("Nudge {label}"))
                .on_hover_text(format!(
                    "Move the sheet {} paces {} (the arrow keys do the same with the Arrange sheets tool)",
                    round_group(nudge_paces),
                    label.to_lowercase()
                ))
                .clicked()
            {
                out.push(SheetAction::Nudge(index, dx * nudge_paces, dy * nudge_paces));
            }
        }
    });
}

/// Aligning the sheet to its neighbour: whether to keep its calibration, "Align to
/// neighbour…" (when there is a neighbour), and the prompt while the points are being picked.
fn show_align_controls(
    ui: &mut Ui,
    map: &OpenMap,
    index: usize,
    forms: &mut PanelForms,
    align_prompt: Option<&str>,
    out: &mut Vec<SheetAction>,
) {
    ui.checkbox(
        &mut forms.align_keeps_scale,
        "Keep this sheet's calibration",
    )
    .on_hover_text(
        "Only turn and shift the sheet; otherwise its scale is taken from the neighbour too",
    );
    if ui
        .add_enabled(
            map.document.sheets.len() > 1,
            egui::Button::new("Align to neighbour…"),
        )
        .on_hover_text(
            "Click a landmark on this sheet, then the same landmark on the sheet beneath; twice",
        )
        .clicked()
    {
        out.push(SheetAction::Align {
            sheet: index,
            keep_scale: forms.align_keeps_scale,
        });
    }
    if let Some(prompt) = align_prompt {
        ui.label(RichText::new(prompt).strong());
    }
}

/// The sheet's place in the drawing order ("Draw later", "Draw earlier") and "Remove sheet".
fn show_drawing_order_controls(
    ui: &mut Ui,
    map: &OpenMap,
    index: usize,
    out: &mut Vec<SheetAction>,
) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                index + 1 < map.document.sheets.len(),
                egui::Button::new("Draw later"),
            )
            .on_hover_text("Draw this sheet over the next one")
            .clicked()
        {
            out.push(SheetAction::Reorder(index, true));
        }
        if ui
            .add_enabled(index > 0, egui::Button::new("Draw earlier"))
            .on_hover_text("Draw this sheet under the previous one")
            .clicked()
        {
            out.push(SheetAction::Reorder(index, false));
        }
        if ui
            .button("Remove sheet")
            .on_hover_text("Take this sheet off the map (its image file is kept)")
            .clicked()
        {
            out.push(SheetAction::Remove(index));
        }
    });
}
