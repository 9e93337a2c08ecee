//! Drawing the calibration dialog: the sheet and the calibration in force (with "scale
//! assumed" and the offer to check it against a known distance), the method, its fields, what
//! the new calibration would be, and the buttons.

use super::{CalibrationAction, CalibrationDialog, CalibrationEntry};
use egui::{ComboBox, Context, RichText, TextEdit, Ui};
use kriegsspiel::map::{Calibration, CalibrationMethod, LengthUnit, MapDocument};

/// The pick in progress for the dialog: what to click next and how many points are in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PickProgress<'a> {
    /// What to click next.
    pub prompt: &'a str,
    /// How many points have been clicked so far.
    pub picked: usize,
}

/// Draws the dialog if open; returns what the umpire asked for. `picking` says what to click
/// next while the workbench waits for the dialog's points.
pub fn show_calibration_dialog(
    ctx: &Context,
    dialog: &mut CalibrationDialog,
    document: &MapDocument,
    picking: Option<PickProgress<'_>>,
) -> Vec<CalibrationAction> {
    let mut actions = Vec::new();
    if !dialog.open {
        return actions;
    }
    let mut open = true;
    // Over the side panel's corner, leaving the map free for the points to be picked.
    let corner = ctx.content_rect().right_top() + egui::vec2(-8.0, 32.0);
    egui::Window::new("Calibrate sheet")
        .open(&mut open)
        .resizable(false)
        .default_width(320.0)
        .pivot(egui::Align2::RIGHT_TOP)
        .default_pos(corner)
        .show(ctx, |ui| body(ui, dialog, document, picking, &mut actions));
    if !open || actions.contains(&CalibrationAction::Closed) {
        dialog.open = false;
        if !actions.contains(&CalibrationAction::Closed) {
            actions.push(CalibrationAction::Closed);
        }
    }
    actions
}

fn body(
    ui: &mut Ui,
    dialog: &mut CalibrationDialog,
    document: &MapDocument,
    picking: Option<PickProgress<'_>>,
    actions: &mut Vec<CalibrationAction>,
) {
    let Some(sheet) = document.sheets.get(dialog.sheet) else {
        ui.label("The map has no sheet to calibrate: open or add a scan first.");
        if ui.button("Close").clicked() {
            actions.push(CalibrationAction::Closed);
        }
        return;
    };
    if document.sheets.len() > 1 {
        let mut chosen = dialog.sheet;
        ComboBox::from_label("Sheet")
            .selected_text(sheet.name.clone())
            .show_ui(ui, |ui| {
                for (i, s) in document.sheets.iter().enumerate() {
                    ui.selectable_value(&mut chosen, i, s.name.clone());
                }
            });
        if chosen != dialog.sheet
            && let Some(other) = document.sheets.get(chosen)
        {
            dialog.open_for(chosen, other);
        }
    } else {
        ui.label(format!("Sheet: {}", sheet.name));
    }
    let in_force = sheet.calibration();
    ui.label(format!("Calibration in force: {in_force}"));
    offer_check(ui, dialog, in_force, picking.is_some(), actions);
    ui.separator();
    for entry in [
        CalibrationEntry::ScaleAndDpi,
        CalibrationEntry::TwoPoints,
        CalibrationEntry::ScaleBar,
    ] {
        ui.radio_value(&mut dialog.entry, entry, entry.label());
    }
    ui.separator();
    if dialog.entry == CalibrationEntry::ScaleAndDpi {
        egui::Grid::new("calibration_fields")
            .num_columns(2)
            .show(ui, |ui| {
                field(ui, "Scale (1:N)", &mut dialog.scale, "1:4500");
                field(ui, "Scan resolution (dpi)", &mut dialog.dpi, "300");
            });
    } else {
        points_fields(ui, dialog, picking, actions);
    }
    ui.separator();
    let summary = dialog.summary(Some(in_force));
    match &summary {
        Ok(lines) => {
            for line in lines {
                ui.label(line);
            }
        }
        Err(why) => {
            ui.label(RichText::new(format!("Not yet: {why}.")).color(ui.visuals().warn_fg_color));
        }
    }
    buttons(ui, dialog, in_force, summary.is_ok(), actions);
    ui.label(
        RichText::new(
            "Recalibrating grows or shrinks the scan about its centre. Terrain and troops are \
             kept in paces and do not move; the ruler is measured again on the scan.",
        )
        .weak(),
    );
}

/// After any calibration from a scale and dpi: say whether it is only assumed, and offer to
/// check it against a known distance.
fn offer_check(
    ui: &mut Ui,
    dialog: &mut CalibrationDialog,
    in_force: &Calibration,
    picking: bool,
    actions: &mut Vec<CalibrationAction>,
) {
    if !matches!(in_force.method(), CalibrationMethod::ScaleAndDpi { .. }) {
        return;
    }
    if in_force.is_assumed() {
        ui.label(
            RichText::new(
                "This scale is assumed: the scan's stated dpi has not been checked against the \
                 map.",
            )
            .color(ui.visuals().warn_fg_color),
        );
    }
    if ui
        .add_enabled(
            !picking,
            egui::Button::new("Check against a known distance…"),
        )
        .on_hover_text(
            "Click two points a known distance apart (a surveyed distance, the map's mile grid) \
             to see how far the scale and dpi are off",
        )
        .clicked()
    {
        actions.push(dialog.start_check());
    }
}

fn buttons(
    ui: &mut Ui,
    dialog: &mut CalibrationDialog,
    in_force: &Calibration,
    complete: bool,
    actions: &mut Vec<CalibrationAction>,
) {
    let checkable = dialog.entry != CalibrationEntry::ScaleAndDpi
        && matches!(in_force.method(), CalibrationMethod::ScaleAndDpi { .. });
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(complete, egui::Button::new("Apply calibration"))
            .on_hover_text("Give the sheet this calibration")
            .clicked()
            && let Ok(calibration) = dialog.candidate_over(in_force)
        {
            if calibration != *in_force {
                dialog.replaced = Some(in_force.clone());
            }
            actions.push(CalibrationAction::Apply {
                sheet: dialog.sheet,
                calibration,
            });
        }
        if checkable
            && ui
                .add_enabled(
                    dialog.check().is_ok(),
                    egui::Button::new("Keep the scale and dpi, checked"),
                )
                .on_hover_text(
                    "Keep the calibration in force, with this check recorded as its error",
                )
                .clicked()
            && let Ok(check) = dialog.check()
        {
            match in_force.clone().with_check(check) {
                Ok(calibration) => {
                    dialog.replaced = Some(in_force.clone());
                    actions.push(CalibrationAction::Apply {
                        sheet: dialog.sheet,
                        calibration,
                    });
                }
                Err(e) => {
                    ui.label(format!("Not kept: {e}."));
                }
            }
        }
        if ui.button("Close").clicked() {
            actions.push(CalibrationAction::Closed);
        }
    });
}

fn points_fields(
    ui: &mut Ui,
    dialog: &mut CalibrationDialog,
    picking: Option<PickProgress<'_>>,
    actions: &mut Vec<CalibrationAction>,
) {
    let (what, distance_label) = if dialog.entry == CalibrationEntry::ScaleBar {
        ("Pick the bar's two ends", "Bar length")
    } else {
        ("Pick two points on the map", "True distance")
    };
    if ui
        .add_enabled(picking.is_none(), egui::Button::new(what))
        .on_hover_text("Then click the two points on the map; zoom in first for precision")
        .clicked()
    {
        actions.push(CalibrationAction::Pick {
            sheet: dialog.sheet,
        });
    }
    let Some(picked) = dialog.picked_mut() else {
        return;
    };
    match (picking, picked.points) {
        (Some(progress), _) => {
            ui.label(RichText::new(progress.prompt).strong());
            if progress.picked == 1 {
                ui.label("Point 1 picked: now click the second.");
            }
        }
        (None, Some((a, b))) => {
            ui.label(format!(
                "Points: ({:.0}, {:.0}) and ({:.0}, {:.0}) px, {:.1} pixels apart",
                a.x,
                a.y,
                b.x,
                b.y,
                (b.x - a.x).hypot(b.y - a.y)
            ));
        }
        (None, None) => {
            ui.label("No points picked yet.");
        }
    }
    egui::Grid::new("calibration_fields")
        .num_columns(2)
        .show(ui, |ui| {
            field(ui, distance_label, &mut picked.distance, "e.g. 500");
        });
    ComboBox::from_label("Unit of the distance")
        .selected_text(picked.unit.id())
        .show_ui(ui, |ui| {
            for &unit in LengthUnit::ALL {
                ui.selectable_value(&mut picked.unit, unit, unit.id());
            }
        });
}

fn field(ui: &mut Ui, label: &str, text: &mut String, hint: &str) {
    let l = ui.label(label);
    ui.add(
        TextEdit::singleline(text)
            .id_salt(("calibration", label))
            .desired_width(110.0)
            .hint_text(hint),
    )
    .labelled_by(l.id);
    ui.end_row();
}
