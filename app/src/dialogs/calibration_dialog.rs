//! The calibration dialog: set a sheet's paces per pixel from its printed scale and the scan's
//! dpi, from two points clicked on it and the true distance between them, or from its own
//! scale bar — with the implied scale 1:N and the estimated error shown before applying.

use egui::{ComboBox, Context, RichText, TextEdit, Ui};
use geo::Coord;
use kriegsspiel::MapScale;
use kriegsspiel::map::{Calibration, CalibrationMethod, LengthUnit, MapDocument, Sheet};
use words::round_group;

/// How the umpire gives the calibration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CalibrationEntry {
    /// The map's printed scale 1:N and the scan's dpi.
    #[default]
    ScaleAndDpi,
    /// Two points and the true distance between them.
    TwoPoints,
    /// Both ends of the map's scale bar and its labelled length.
    ScaleBar,
}

impl CalibrationEntry {
    /// The choice's name in the dialog.
    pub fn label(self) -> &'static str {
        match self {
            CalibrationEntry::ScaleAndDpi => "Scale and scan resolution",
            CalibrationEntry::TwoPoints => "Two points and a true distance",
            CalibrationEntry::ScaleBar => "The map's scale bar",
        }
    }
}

/// What the dialog asks the workbench to do.
#[derive(Debug, Clone, PartialEq)]
pub enum CalibrationAction {
    /// Give sheet `sheet` this calibration.
    Apply {
        /// The sheet's index.
        sheet: usize,
        /// The new calibration.
        calibration: Calibration,
    },
    /// Ask the umpire to click two points on sheet `sheet`.
    Pick {
        /// The sheet's index.
        sheet: usize,
    },
    /// The dialog was closed (any pick for it ends).
    Closed,
}

/// The dialog's state (session-only).
#[derive(Debug, Clone, PartialEq)]
pub struct CalibrationDialog {
    /// Whether the dialog is showing.
    pub open: bool,
    /// The sheet being calibrated.
    pub sheet: usize,
    /// The method chosen.
    pub entry: CalibrationEntry,
    /// "Scale (1:N)" field.
    pub scale: String,
    /// "Scan resolution (dpi)" field.
    pub dpi: String,
    /// The picked points, in the sheet's pixels.
    pub points: Option<(Coord<f64>, Coord<f64>)>,
    /// "True distance" / "Bar length" field.
    pub distance: String,
    /// Its unit.
    pub unit: LengthUnit,
}

impl Default for CalibrationDialog {
    fn default() -> Self {
        Self {
            open: false,
            sheet: 0,
            entry: CalibrationEntry::default(),
            scale: "1:4500".into(),
            dpi: "300".into(),
            points: None,
            distance: String::new(),
            unit: LengthUnit::Paces,
        }
    }
}

/// Reads a positive number typed by the umpire ("1,114", "300 ", "0.5").
pub fn parse_positive(text: &str, what: &str) -> Result<f64, String> {
    let cleaned: String = text
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' '))
        .collect();
    cleaned
        .parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && *v > 0.0)
        .ok_or_else(|| format!("{what} “{}” is not a positive number", text.trim()))
}

impl CalibrationDialog {
    /// Opens the dialog for sheet `index`, its fields filled from the calibration in force.
    pub fn open_for(&mut self, index: usize, sheet: &Sheet) {
        let keep_dpi = self.dpi.clone();
        *self = Self {
            open: true,
            sheet: index,
            dpi: keep_dpi,
            ..Self::default()
        };
        match sheet.calibration().method() {
            CalibrationMethod::ScaleAndDpi { scale, dpi } => {
                self.entry = CalibrationEntry::ScaleAndDpi;
                self.scale = format!("1:{}", scale.denominator);
                self.dpi = dpi.to_string();
            }
            CalibrationMethod::TwoPoints {
                from,
                to,
                distance,
                unit,
            } => {
                self.entry = CalibrationEntry::TwoPoints;
                self.points = Some((*from, *to));
                self.distance = distance.to_string();
                self.unit = *unit;
            }
            CalibrationMethod::ScaleBar {
                from,
                to,
                length,
                unit,
            } => {
                self.entry = CalibrationEntry::ScaleBar;
                self.points = Some((*from, *to));
                self.distance = length.to_string();
                self.unit = *unit;
            }
            CalibrationMethod::MatchedToNeighbour { .. } => {}
        }
    }

    /// The calibration the fields describe, or why not.
    pub fn candidate(&self) -> Result<Calibration, String> {
        match self.entry {
            CalibrationEntry::ScaleAndDpi => {
                let scale = MapScale::parse(&self.scale).map_err(|e| e.to_string())?;
                let dpi = parse_positive(&self.dpi, "scan resolution")?;
                Calibration::from_scale_and_dpi(scale, dpi).map_err(|e| e.to_string())
            }
            CalibrationEntry::TwoPoints | CalibrationEntry::ScaleBar => {
                let (from, to) = self
                    .points
                    .ok_or("pick the two points on the map first".to_string())?;
                let what = if self.entry == CalibrationEntry::ScaleBar {
                    "bar length"
                } else {
                    "true distance"
                };
                let length = parse_positive(&self.distance, what)?;
                let made = if self.entry == CalibrationEntry::ScaleBar {
                    Calibration::from_scale_bar(from, to, length, self.unit)
                } else {
                    Calibration::from_two_points(from, to, length, self.unit)
                };
                made.map_err(|e| e.to_string())
            }
        }
    }

    /// The lines describing the candidate: paces per pixel, implied scale, estimated error.
    pub fn summary(&self) -> Result<Vec<String>, String> {
        let c = self.candidate()?;
        let mut lines = vec![format!(
            "New calibration: {:.4} paces per pixel",
            c.paces_per_pixel()
        )];
        match parse_positive(&self.dpi, "scan resolution").and_then(|dpi| {
            c.implied_scale(dpi)
                .map(|s| (s, dpi))
                .map_err(|e| e.to_string())
        }) {
            Ok((scale, dpi)) => lines.push(format!(
                "Implied scale: 1:{} at {dpi} dpi",
                round_group(scale.denominator)
            )),
            Err(_) => lines.push("Implied scale: give the scan's dpi to see it".into()),
        }
        let accuracy = c.accuracy();
        lines.push(format!(
            "Estimated error: ± {:.1} paces per 1,000 ({})",
            accuracy.paces_per_thousand(),
            accuracy.basis
        ));
        Ok(lines)
    }
}

/// Draws the dialog if open; returns what the umpire asked for. `picking` holds what to click
/// next while the workbench waits for the dialog's points.
pub fn show_calibration_dialog(
    ctx: &Context,
    dialog: &mut CalibrationDialog,
    document: &MapDocument,
    picking: Option<&str>,
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
        .default_width(300.0)
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
    picking: Option<&str>,
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
    ui.label(format!("Calibration in force: {}", sheet.calibration()));
    ui.separator();
    for entry in [
        CalibrationEntry::ScaleAndDpi,
        CalibrationEntry::TwoPoints,
        CalibrationEntry::ScaleBar,
    ] {
        ui.radio_value(&mut dialog.entry, entry, entry.label());
    }
    ui.separator();
    if dialog.entry != CalibrationEntry::ScaleAndDpi {
        points_fields(ui, dialog, picking, actions);
    }
    egui::Grid::new("calibration_fields")
        .num_columns(2)
        .show(ui, |ui| {
            if dialog.entry == CalibrationEntry::ScaleAndDpi {
                field(ui, "Scale (1:N)", &mut dialog.scale, "1:4500");
            }
            field(ui, "Scan resolution (dpi)", &mut dialog.dpi, "300");
            if dialog.entry != CalibrationEntry::ScaleAndDpi {
                let label = if dialog.entry == CalibrationEntry::ScaleBar {
                    "Bar length"
                } else {
                    "True distance"
                };
                field(ui, label, &mut dialog.distance, "e.g. 500");
            }
        });
    if dialog.entry != CalibrationEntry::ScaleAndDpi {
        ComboBox::from_label("Unit of the distance")
            .selected_text(dialog.unit.id())
            .show_ui(ui, |ui| {
                for &unit in LengthUnit::ALL {
                    ui.selectable_value(&mut dialog.unit, unit, unit.id());
                }
            });
    }
    ui.separator();
    let summary = dialog.summary();
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
    ui.horizontal(|ui| {
        if ui
            .add_enabled(summary.is_ok(), egui::Button::new("Apply calibration"))
            .on_hover_text("Give the sheet this calibration")
            .clicked()
            && let Ok(calibration) = dialog.candidate()
        {
            actions.push(CalibrationAction::Apply {
                sheet: dialog.sheet,
                calibration,
            });
        }
        if ui.button("Close").clicked() {
            actions.push(CalibrationAction::Closed);
        }
    });
    ui.label(
        RichText::new(
            "Recalibrating grows or shrinks the scan about its centre. Terrain and troops are \
             kept in paces and do not move.",
        )
        .weak(),
    );
}

fn points_fields(
    ui: &mut Ui,
    dialog: &mut CalibrationDialog,
    picking: Option<&str>,
    actions: &mut Vec<CalibrationAction>,
) {
    let what = if dialog.entry == CalibrationEntry::ScaleBar {
        "Pick the bar's two ends"
    } else {
        "Pick two points on the map"
    };
    ui.horizontal(|ui| {
        if ui
            .add_enabled(picking.is_none(), egui::Button::new(what))
            .on_hover_text("Then click the two points on the map; zoom in first for precision")
            .clicked()
        {
            actions.push(CalibrationAction::Pick {
                sheet: dialog.sheet,
            });
        }
    });
    if let Some(prompt) = picking {
        ui.label(RichText::new(prompt).strong());
    }
    match dialog.points {
        Some((a, b)) => {
            ui.label(format!(
                "Points: ({:.0}, {:.0}) and ({:.0}, {:.0}) px, {:.1} pixels apart",
                a.x,
                a.y,
                b.x,
                b.y,
                (b.x - a.x).hypot(b.y - a.y)
            ));
        }
        None => {
            ui.label("No points picked yet.");
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        // Whatever is typed or picked, the dialog gives a calibration or says why: never a
        // panic, never a calibration the engine would refuse.
        #[test]
        fn any_fields_give_a_calibration_or_a_reason(
            scale in ".{0,12}", dpi in ".{0,8}", distance in ".{0,10}",
            ax in proptest::num::f64::ANY, ay in proptest::num::f64::ANY,
            bx in proptest::num::f64::ANY, by in proptest::num::f64::ANY,
            entry in 0usize..3, unit in 0usize..5,
        ) {
            let dialog = CalibrationDialog {
                entry: [
                    CalibrationEntry::ScaleAndDpi,
                    CalibrationEntry::TwoPoints,
                    CalibrationEntry::ScaleBar,
                ][entry],
                scale,
                dpi,
                points: Some((Coord { x: ax, y: ay }, Coord { x: bx, y: by })),
                distance,
                unit: LengthUnit::ALL[unit],
                ..CalibrationDialog::default()
            };
            if let Ok(c) = dialog.candidate() {
                prop_assert!(c.paces_per_pixel().is_finite() && c.paces_per_pixel() > 0.0);
                prop_assert!(dialog.summary().is_ok());
            } else {
                prop_assert!(dialog.summary().is_err());
            }
        }
    }

    #[test]
    fn two_points_and_a_distance_give_the_calibration_and_its_error() {
        let dialog = CalibrationDialog {
            entry: CalibrationEntry::TwoPoints,
            points: Some((Coord { x: 75.0, y: 150.0 }, Coord { x: 325.0, y: 150.0 })),
            distance: "500".into(),
            dpi: "100".into(),
            ..CalibrationDialog::default()
        };
        let lines = dialog.summary().expect("complete");
        assert_eq!(lines[0], "New calibration: 2.0000 paces per pixel");
        // 2 paces a pixel × 100 dpi = 200 paces an inch = 6,336 inches (a pace is 31.68 in).
        assert_eq!(lines[1], "Implied scale: 1:6,336 at 100 dpi");
        // Either end off by a pixel over 250 pixels: 2/250 = 8 paces per 1,000.
        assert!(
            lines[2].starts_with("Estimated error: ± 8.0 paces per 1,000"),
            "{}",
            lines[2]
        );
    }

    #[test]
    fn incomplete_or_bad_fields_say_why() {
        let mut dialog = CalibrationDialog {
            entry: CalibrationEntry::TwoPoints,
            distance: "500".into(),
            ..CalibrationDialog::default()
        };
        assert!(
            dialog
                .candidate()
                .unwrap_err()
                .contains("pick the two points")
        );
        dialog.points = Some((Coord { x: 0.0, y: 0.0 }, Coord { x: 100.0, y: 0.0 }));
        dialog.distance = "far".into();
        assert!(dialog.candidate().unwrap_err().contains("“far”"));
        dialog.entry = CalibrationEntry::ScaleAndDpi;
        dialog.scale = "1:0".into();
        assert!(dialog.candidate().is_err());
        dialog.scale = "1:8000".into();
        dialog.dpi = "100".into();
        let c = dialog.candidate().expect("valid");
        assert!((c.paces_per_pixel() - 8000.0 / 31.68 / 100.0).abs() < 1e-9);
        assert_eq!(parse_positive(" 1,114 ", "x"), Ok(1114.0));
        assert!(parse_positive("-3", "x").is_err());
        assert!(parse_positive("NaN", "x").is_err());
    }
}
