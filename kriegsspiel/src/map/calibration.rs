//! Calibration of a scanned sheet: how many paces of ground one pixel covers, how that was
//! found, and how far it can be trusted.
//!
//! Everything on the map (troops, terrain, measurements) is stored in paces. A calibration is
//! only the lens through which a sheet's pixels are seen; recalibrating a sheet changes where its
//! pixels fall in the map frame and never moves anything stored in paces.

use super::calibration_limits::{
    CLICK_ERROR_PIXELS, DPI_ROUNDING, MIN_CALIBRATION_SPAN_PIXELS, PAPER_SHRINKAGE, bad,
    checked_click_pixels, checked_paces_per_pixel, pixel_span,
};
use super::distance_check::DistanceCheck;
use super::length_unit::LengthUnit;
use crate::distance::{MapScale, Pace};
use crate::error::{Result, RulesError};
use geo::Coord;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a sheet's calibration was found. Saved with the map so the umpire can see and redo it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "method", rename_all = "snake_case")]
pub enum CalibrationMethod {
    /// The map's printed scale and the scan's resolution.
    ScaleAndDpi {
        /// The printed scale, 1:N.
        scale: MapScale,
        /// Dots per inch of the scan.
        dpi: f64,
    },
    /// Two points clicked on the sheet and the true distance between them.
    TwoPoints {
        /// First point, in pixels.
        from: Coord<f64>,
        /// Second point, in pixels.
        to: Coord<f64>,
        /// The true distance between them, in `unit`.
        distance: f64,
        /// The unit of `distance`.
        unit: LengthUnit,
        /// How far each click may have missed, in pixels of the sheet (old files: 1 pixel).
        #[serde(default = "default_click_pixels")]
        click_pixels: f64,
    },
    /// Both ends of the sheet's own scale bar clicked, and the bar's labelled length.
    ScaleBar {
        /// One end of the bar, in pixels.
        from: Coord<f64>,
        /// The other end, in pixels.
        to: Coord<f64>,
        /// The bar's labelled length, in `unit`.
        length: f64,
        /// The unit of `length`.
        unit: LengthUnit,
        /// How far each click may have missed, in pixels of the sheet (old files: 1 pixel).
        #[serde(default = "default_click_pixels")]
        click_pixels: f64,
    },
    /// Taken from a neighbouring sheet by matching two points (see
    /// [`super::Sheet::align_exact`]).
    MatchedToNeighbour {
        /// The pixel distance between the two matched points on this sheet.
        pixel_span: f64,
    },
}

fn default_click_pixels() -> f64 {
    CLICK_ERROR_PIXELS
}

/// How far a calibration can be trusted: a relative error, shown as paces per 1,000 paces.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CalibrationAccuracy {
    /// The relative error (0.002 means a measured 1,000 paces may truly be 998 to 1,002).
    pub relative: f64,
    /// What the estimate assumes, in words.
    pub basis: String,
    /// Whether the calibration rests on a stated dpi never checked against the map: then
    /// `relative` holds only if that dpi is right, and the true error is unknown.
    pub assumed: bool,
}

impl CalibrationAccuracy {
    /// The error in paces on every 1,000 paces measured.
    pub fn paces_per_thousand(&self) -> f64 {
        self.relative * 1000.0
    }
}

/// A sheet's calibration: paces of ground per pixel and the method that gave it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "CalibrationFile", into = "CalibrationFile")]
pub struct Calibration {
    paces_per_pixel: f64,
    method: CalibrationMethod,
    check: Option<DistanceCheck>,
}

/// The stored form: the method and, for a reader of the file, the figure it gives; and the
/// check against a known distance, if the umpire made one (absent from older files).
#[derive(Debug, Clone, Serialize, Deserialize)]
struct CalibrationFile {
    paces_per_pixel: f64,
    #[serde(flatten)]
    method: CalibrationMethod,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    check: Option<DistanceCheck>,
}

/// A number of pixels in words: "1 pixel", "1.5 pixels".
fn pixels_text(pixels: f64) -> String {
    let rounded = (pixels * 10.0).round() / 10.0;
    if rounded == 1.0 {
        "1 pixel".into()
    } else {
        format!("{rounded} pixels")
    }
}

impl Calibration {
    /// From the map's printed scale and the scan's resolution in dots per inch.
    pub fn from_scale_and_dpi(scale: MapScale, dpi: f64) -> Result<Self> {
        let scale = MapScale::new(scale.denominator)?;
        let paces_per_pixel = checked_paces_per_pixel(scale.paces_per_pixel(dpi)?)?;
        Ok(Self {
            paces_per_pixel,
            method: CalibrationMethod::ScaleAndDpi { scale, dpi },
            check: None,
        })
    }

    /// From two points clicked on the sheet and the true distance between them.
    pub fn from_two_points(
        from: Coord<f64>,
        to: Coord<f64>,
        distance: f64,
        unit: LengthUnit,
    ) -> Result<Self> {
        let span = pixel_span(from, to)?;
        let paces = unit.to_paces(distance)?;
        let paces_per_pixel = checked_paces_per_pixel(paces.paces() / span)?;
        Ok(Self {
            paces_per_pixel,
            method: CalibrationMethod::TwoPoints {
                from,
                to,
                distance,
                unit,
                click_pixels: CLICK_ERROR_PIXELS,
            },
            check: None,
        })
    }

    /// From both ends of the sheet's scale bar and the bar's labelled length.
    pub fn from_scale_bar(
        from: Coord<f64>,
        to: Coord<f64>,
        length: f64,
        unit: LengthUnit,
    ) -> Result<Self> {
        let span = pixel_span(from, to)?;
        let paces = unit.to_paces(length)?;
        let paces_per_pixel = checked_paces_per_pixel(paces.paces() / span)?;
        Ok(Self {
            paces_per_pixel,
            method: CalibrationMethod::ScaleBar {
                from,
                to,
                length,
                unit,
                click_pixels: CLICK_ERROR_PIXELS,
            },
            check: None,
        })
    }

    /// From a match with a neighbouring sheet: `paces_per_pixel` found over `pixel_span`
    /// pixels of this sheet.
    pub fn matched_to_neighbour(paces_per_pixel: f64, pixel_span: f64) -> Result<Self> {
        if !(pixel_span.is_finite() && pixel_span >= MIN_CALIBRATION_SPAN_PIXELS) {
            return Err(bad(
                "distance between matched points in pixels",
                pixel_span,
                "at least 2",
            ));
        }
        let paces_per_pixel = checked_paces_per_pixel(paces_per_pixel)?;
        Ok(Self {
            paces_per_pixel,
            method: CalibrationMethod::MatchedToNeighbour { pixel_span },
            check: None,
        })
    }

    /// The same calibration with each clicked point counted as uncertain by `pixels` of the
    /// sheet (a screen point or two at the zoom the points were clicked), for two points or a
    /// scale bar; other methods are returned unchanged. Refuses a click error that is not a
    /// positive number.
    pub fn with_click_error(mut self, pixels: f64) -> Result<Self> {
        let pixels = checked_click_pixels(pixels)?;
        if let CalibrationMethod::TwoPoints { click_pixels, .. }
        | CalibrationMethod::ScaleBar { click_pixels, .. } = &mut self.method
        {
            *click_pixels = pixels;
        }
        Ok(self)
    }

    /// The same calibration from a stated scale and dpi, kept with the check the umpire made of
    /// it against a known distance (its error becomes what the check found). Refuses a check
    /// whose numbers are unusable, and any other method: a calibration from clicked points is
    /// replaced by a better one, not checked.
    pub fn with_check(mut self, check: DistanceCheck) -> Result<Self> {
        if !matches!(self.method, CalibrationMethod::ScaleAndDpi { .. }) {
            return Err(RulesError::Map(
                "only a calibration from a stated scale and dpi is kept with a check".into(),
            ));
        }
        check.paces_per_pixel()?;
        self.check = Some(check);
        Ok(self)
    }

    /// The check against a known distance, if the umpire made one.
    pub fn check(&self) -> Option<&DistanceCheck> {
        self.check.as_ref()
    }

    /// Whether the scale is only assumed: taken from a stated scale and dpi (the scan's file, or
    /// the workbench's starting figure) and never checked against a known distance.
    pub fn is_assumed(&self) -> bool {
        matches!(self.method, CalibrationMethod::ScaleAndDpi { .. }) && self.check.is_none()
    }

    /// How the calibration was found, in words: "1:4500 scanned at 300 dpi", "two points 500
    /// paces apart", "scale bar of 2000 paces", "matched to a neighbouring sheet".
    pub fn method_text(&self) -> String {
        match &self.method {
            CalibrationMethod::ScaleAndDpi { scale, dpi } => {
                format!("{scale} scanned at {dpi} dpi")
            }
            CalibrationMethod::TwoPoints { distance, unit, .. } => {
                format!("two points {distance} {unit} apart")
            }
            CalibrationMethod::ScaleBar { length, unit, .. } => {
                format!("scale bar of {length} {unit}")
            }
            CalibrationMethod::MatchedToNeighbour { .. } => {
                "matched to a neighbouring sheet".into()
            }
        }
    }

    /// Rebuilds a calibration from its method as read from a file, checking every number;
    /// `stored` is the file's paces per pixel, the only record of a neighbour match's figure.
    fn from_method(method: CalibrationMethod, stored: f64) -> Result<Self> {
        match method {
            CalibrationMethod::ScaleAndDpi { scale, dpi } => Self::from_scale_and_dpi(scale, dpi),
            CalibrationMethod::TwoPoints {
                from,
                to,
                distance,
                unit,
                click_pixels,
            } => Self::from_two_points(from, to, distance, unit)?.with_click_error(click_pixels),
            CalibrationMethod::ScaleBar {
                from,
                to,
                length,
                unit,
                click_pixels,
            } => Self::from_scale_bar(from, to, length, unit)?.with_click_error(click_pixels),
            CalibrationMethod::MatchedToNeighbour { pixel_span } => {
                Self::matched_to_neighbour(stored, pixel_span)
            }
        }
    }

    /// Paces of ground covered by one pixel.
    pub fn paces_per_pixel(&self) -> f64 {
        self.paces_per_pixel
    }

    /// How the calibration was found.
    pub fn method(&self) -> &CalibrationMethod {
        &self.method
    }

    /// The estimated error of this calibration.
    ///
    /// Clicked points (two points, scale bar, neighbour match): either end may be off by the
    /// click error recorded with the points ([`CLICK_ERROR_PIXELS`] when not known), so the
    /// measured span may be off by twice that; the relative error is `2 × click / span`.
    ///
    /// Scale and dpi, unchecked: the figure counts the dpi's rounding (±[`DPI_ROUNDING`]) and
    /// the paper's shrinkage ([`PAPER_SHRINKAGE`]) but holds only if the stated dpi is right,
    /// which nothing has shown: the estimate is marked `assumed`. Checked against a known
    /// distance: what the check found the scale and dpi to be off by, plus the check's own
    /// click error.
    pub fn accuracy(&self) -> CalibrationAccuracy {
        let clicked = |span: f64, click: f64, extra: &str| CalibrationAccuracy {
            relative: 2.0 * click / span,
            basis: format!(
                "each end may be off by {} over a span of {span:.0} pixels{extra}",
                pixels_text(click)
            ),
            assumed: false,
        };
        match &self.method {
            CalibrationMethod::ScaleAndDpi { dpi, .. } => self.scale_and_dpi_accuracy(*dpi),
            CalibrationMethod::TwoPoints {
                from,
                to,
                click_pixels,
                ..
            }
            | CalibrationMethod::ScaleBar {
                from,
                to,
                click_pixels,
                ..
            } => clicked((to.x - from.x).hypot(to.y - from.y), *click_pixels, ""),
            CalibrationMethod::MatchedToNeighbour { pixel_span, .. } => clicked(
                *pixel_span,
                CLICK_ERROR_PIXELS,
                "; the neighbour's own error adds to this",
            ),
        }
    }

    fn scale_and_dpi_accuracy(&self, dpi: f64) -> CalibrationAccuracy {
        let checked = self.check.as_ref().and_then(|check| {
            let shortfall = check.shortfall(self.paces_per_pixel).ok()?;
            Some((check, shortfall))
        });
        match checked {
            Some((check, shortfall)) => CalibrationAccuracy {
                relative: shortfall.abs() + check.click_error(),
                basis: format!(
                    "checked against a known distance over {:.0} pixels: off by {:.2} % there, \
                     and each end of the check may be off by {}",
                    check.span_pixels(),
                    shortfall.abs() * 100.0,
                    pixels_text(check.click_pixels)
                ),
                assumed: false,
            },
            None => CalibrationAccuracy {
                relative: DPI_ROUNDING / dpi + PAPER_SHRINKAGE,
                basis: format!(
                    "only if the stated {dpi} dpi is right: ±{DPI_ROUNDING} dpi of rounding and \
                     {:.0} % paper shrinkage; a resized scan, or one saved with a default dpi, \
                     may be far more off",
                    PAPER_SHRINKAGE * 100.0
                ),
                assumed: true,
            },
        }
    }

    /// The printed scale 1:N this calibration implies for a scan made at `dpi` dots per inch:
    /// one inch of paper holds `dpi` pixels, so `paces_per_pixel × dpi` paces of ground, which
    /// is N inches (one pace = 31.68 inches, from 2,000 paces to the English mile, Section 2 —
    /// Movement). Refuses a dpi that is not a positive number.
    pub fn implied_scale(&self, dpi: f64) -> Result<MapScale> {
        if !(dpi.is_finite() && dpi > 0.0) {
            return Err(bad(
                "scan resolution (dpi)",
                dpi,
                "a positive number of dots per inch",
            ));
        }
        MapScale::new(Pace(self.paces_per_pixel * dpi).inches())
    }

    /// Converts a length in pixels of this sheet into paces.
    pub fn pixels_to_paces(&self, pixels: f64) -> f64 {
        pixels * self.paces_per_pixel
    }

    /// Converts paces into pixels of this sheet.
    pub fn paces_to_pixels(&self, paces: f64) -> f64 {
        paces / self.paces_per_pixel
    }
}

impl fmt::Display for Calibration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let how = self.method_text();
        let ppp = self.paces_per_pixel;
        if self.is_assumed() {
            return write!(
                f,
                "{how}: {ppp:.4} paces per pixel, scale assumed (not checked against a known \
                 distance)"
            );
        }
        let checked = if self.check.is_some() {
            ", checked against a known distance"
        } else {
            ""
        };
        write!(
            f,
            "{how}{checked}: {ppp:.4} paces per pixel (± {:.1} paces per 1,000)",
            self.accuracy().paces_per_thousand()
        )
    }
}

impl TryFrom<CalibrationFile> for Calibration {
    type Error = RulesError;
    fn try_from(file: CalibrationFile) -> Result<Self> {
        let stored = file.paces_per_pixel;
        let mut calibration = Self::from_method(file.method, stored)?;
        if let Some(check) = file.check {
            calibration = calibration.with_check(check)?;
        }
        let relative = (stored - calibration.paces_per_pixel).abs() / calibration.paces_per_pixel;
        if relative.is_nan() || relative > 1e-6 {
            return Err(RulesError::Map(format!(
                "calibration says {stored} paces per pixel but its method gives {}",
                calibration.paces_per_pixel
            )));
        }
        Ok(calibration)
    }
}

impl From<Calibration> for CalibrationFile {
    fn from(c: Calibration) -> Self {
        Self {
            paces_per_pixel: c.paces_per_pixel,
            method: c.method,
            check: c.check,
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    #[test]
    fn implied_scale_inverts_scale_and_dpi() {
        // 1:8000 at 100 dpi (the bundled map) and 1:4500 at 300 dpi (the draft's scale, "The
        // Apparatus") come back as themselves; 2 paces a pixel at 100 dpi is 1:6336, since a
        // pace is 31.68 inches (Section 2 — Movement: 2,000 paces = 1 mile = 63,360 inches).
        for (n, dpi) in [(8000.0, 100.0), (4500.0, 300.0), (10560.0, 600.0)] {
            let c = Calibration::from_scale_and_dpi(MapScale::new(n).unwrap(), dpi).unwrap();
            let back = c.implied_scale(dpi).unwrap().denominator;
            assert!((back - n).abs() < 1e-6, "{n} at {dpi}: {back}");
        }
        let two = Calibration::from_two_points(
            Coord { x: 0.0, y: 0.0 },
            Coord { x: 250.0, y: 0.0 },
            500.0,
            LengthUnit::Paces,
        )
        .unwrap();
        assert!((two.implied_scale(100.0).unwrap().denominator - 6336.0).abs() < 1e-6);
        for bad_dpi in [0.0, -5.0, f64::NAN, f64::INFINITY] {
            assert!(two.implied_scale(bad_dpi).is_err(), "{bad_dpi}");
        }
    }

    #[test]
    fn file_form_round_trips_and_checks_its_figure() {
        let c = Calibration::from_scale_and_dpi(MapScale::PRUSSIAN, 100.0).unwrap();
        let json = serde_json::to_string(&c).unwrap();
        assert!(json.contains("\"method\":\"scale_and_dpi\""), "{json}");
        let back: Calibration = serde_json::from_str(&json).unwrap();
        assert_eq!(back, c);
        let tampered = json.replace("2.525", "3.525");
        assert!(
            serde_json::from_str::<Calibration>(&tampered).is_err(),
            "{tampered}"
        );
    }
}
