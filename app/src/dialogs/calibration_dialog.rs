//! The calibration dialog: set a sheet's paces per pixel from its printed scale and the scan's
//! dpi, from two points clicked on it and the true distance between them, or from its own
//! scale bar — with the estimated error shown before applying, and how the new calibration
//! agrees with the one in force. A scale and dpi are only assumed until checked against a
//! known distance, which the dialog offers after any such calibration.
//!
//! | file | job |
//! |---|---|
//! | `calibration_dialog` | the dialog's state and the calibration its fields describe |
//! | `picked_distance` | the points and distance each point method keeps |
//! | `comparison` | how a new calibration agrees with another |
//! | `window` | drawing the dialog |

mod comparison;
mod picked_distance;
mod window;

pub use comparison::{comparison_lines, percent};
pub use picked_distance::PickedDistance;
pub use window::{PickProgress, show_calibration_dialog};

use geo::Coord;
use kriegsspiel::MapScale;
use kriegsspiel::map::{Calibration, CalibrationMethod, DistanceCheck, Sheet};

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

    /// The name of the distance the umpire types, in a sentence.
    fn distance_name(self) -> &'static str {
        if self == CalibrationEntry::ScaleBar {
            "bar length"
        } else {
            "true distance"
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
    /// The two points and their true distance.
    pub two_points: PickedDistance,
    /// The scale bar's ends and its labelled length.
    pub scale_bar: PickedDistance,
    /// The calibration the last Apply replaced, to show how the new one agrees with it.
    pub replaced: Option<Calibration>,
}

impl Default for CalibrationDialog {
    fn default() -> Self {
        Self {
            open: false,
            sheet: 0,
            entry: CalibrationEntry::default(),
            scale: "1:4500".into(),
            dpi: "300".into(),
            two_points: PickedDistance::default(),
            scale_bar: PickedDistance::default(),
            replaced: None,
        }
    }
}

/// Reads a positive number typed by the umpire ("1,114", "300 ", "0.5"); an empty field asks
/// for `what`.
pub fn parse_positive(text: &str, what: &str) -> Result<f64, String> {
    if text.trim().is_empty() {
        return Err(format!("type the {what}"));
    }
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

fn picked_from(from: Coord<f64>, to: Coord<f64>, method: &CalibrationMethod) -> PickedDistance {
    let (distance, unit, click_pixels) = match method {
        CalibrationMethod::TwoPoints {
            distance,
            unit,
            click_pixels,
            ..
        }
        | CalibrationMethod::ScaleBar {
            length: distance,
            unit,
            click_pixels,
            ..
        } => (*distance, *unit, *click_pixels),
        _ => return PickedDistance::default(),
    };
    PickedDistance {
        points: Some((from, to)),
        click_pixels,
        distance: distance.to_string(),
        unit,
    }
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
        let method = sheet.calibration().method();
        match method {
            CalibrationMethod::ScaleAndDpi { scale, dpi } => {
                self.entry = CalibrationEntry::ScaleAndDpi;
                self.scale = format!("1:{}", scale.denominator);
                self.dpi = dpi.to_string();
            }
            CalibrationMethod::TwoPoints { from, to, .. } => {
                self.entry = CalibrationEntry::TwoPoints;
                self.two_points = picked_from(*from, *to, method);
            }
            CalibrationMethod::ScaleBar { from, to, .. } => {
                self.entry = CalibrationEntry::ScaleBar;
                self.scale_bar = picked_from(*from, *to, method);
            }
            CalibrationMethod::MatchedToNeighbour { .. } => {}
        }
    }

    /// The points and distance of the chosen method (none for scale and dpi).
    pub fn picked(&self) -> Option<&PickedDistance> {
        match self.entry {
            CalibrationEntry::ScaleAndDpi => None,
            CalibrationEntry::TwoPoints => Some(&self.two_points),
            CalibrationEntry::ScaleBar => Some(&self.scale_bar),
        }
    }

    /// The same, to edit.
    pub fn picked_mut(&mut self) -> Option<&mut PickedDistance> {
        match self.entry {
            CalibrationEntry::ScaleAndDpi => None,
            CalibrationEntry::TwoPoints => Some(&mut self.two_points),
            CalibrationEntry::ScaleBar => Some(&mut self.scale_bar),
        }
    }

    /// Takes the points the umpire clicked (in the sheet's pixels), each uncertain by
    /// `click_pixels`, for the chosen point method (two points if scale and dpi is chosen).
    pub fn take_points(&mut self, from: Coord<f64>, to: Coord<f64>, click_pixels: f64) {
        match self.picked_mut() {
            Some(picked) => picked.take_points(from, to, click_pixels),
            None => {
                self.entry = CalibrationEntry::TwoPoints;
                self.two_points.take_points(from, to, click_pixels);
            }
        }
    }

    /// Starts a check of the calibration in force against a known distance: the two-point
    /// method with fresh points, and the request to pick them.
    pub fn start_check(&mut self) -> CalibrationAction {
        self.entry = CalibrationEntry::TwoPoints;
        self.two_points.points = None;
        CalibrationAction::Pick { sheet: self.sheet }
    }

    /// The calibration the fields describe, or why not.
    pub fn candidate(&self) -> Result<Calibration, String> {
        match self.picked() {
            None => {
                let scale = MapScale::parse(&self.scale).map_err(|e| e.to_string())?;
                let dpi = parse_positive(&self.dpi, "scan resolution")?;
                Calibration::from_scale_and_dpi(scale, dpi).map_err(|e| e.to_string())
            }
            Some(picked) => {
                let check = picked.check(self.entry.distance_name())?;
                let made = if self.entry == CalibrationEntry::ScaleBar {
                    Calibration::from_scale_bar(check.from, check.to, check.distance, check.unit)
                } else {
                    Calibration::from_two_points(check.from, check.to, check.distance, check.unit)
                };
                made.and_then(|c| c.with_click_error(check.click_pixels))
                    .map_err(|e| e.to_string())
            }
        }
    }

    /// The calibration to apply over `in_force`: the candidate, except that a scale and dpi
    /// the same as those in force keep the check made of them.
    pub fn candidate_over(&self, in_force: &Calibration) -> Result<Calibration, String> {
        let candidate = self.candidate()?;
        if in_force.check().is_some() && candidate.method() == in_force.method() {
            return Ok(in_force.clone());
        }
        Ok(candidate)
    }

    /// The chosen method's points and distance as a check against a known distance.
    pub fn check(&self) -> Result<DistanceCheck, String> {
        self.picked()
            .ok_or("pick two points a known distance apart".to_string())?
            .check(self.entry.distance_name())
    }

    /// The lines describing the candidate: paces per pixel, the estimated error, and how it
    /// agrees with the calibration in force (or the one it replaced).
    pub fn summary(&self, in_force: Option<&Calibration>) -> Result<Vec<String>, String> {
        let c = match in_force {
            Some(f) => self.candidate_over(f)?,
            None => self.candidate()?,
        };
        let mut lines = vec![format!(
            "New calibration: {:.4} paces per pixel",
            c.paces_per_pixel()
        )];
        let accuracy = c.accuracy();
        if accuracy.assumed {
            lines.push("Estimated error: unknown until checked against a known distance".into());
            if let CalibrationMethod::ScaleAndDpi { dpi, .. } = c.method() {
                lines.push(format!(
                    "(the stated {dpi} dpi may be wrong: a resized scan, or one saved with a \
                     default dpi, keeps the old figure; if it is right, ± {:.1} paces per 1,000 \
                     from rounding and paper shrinkage)",
                    accuracy.paces_per_thousand()
                ));
            }
        } else {
            lines.push(format!(
                "Estimated error: ± {:.1} paces per 1,000 ({})",
                accuracy.paces_per_thousand(),
                accuracy.basis
            ));
        }
        let reference = match in_force {
            Some(f) if *f != c => Some((f, true)),
            _ => self.replaced.as_ref().map(|r| (r, false)),
        };
        if let (Some(span), Some((reference, now))) = (
            self.picked().and_then(PickedDistance::span_pixels),
            reference,
        ) {
            lines.extend(comparison_lines(&c, span, reference, now));
        }
        Ok(lines)
    }
}

#[cfg(test)]
mod tests;
