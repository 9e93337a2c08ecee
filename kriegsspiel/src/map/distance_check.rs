//! A check of a sheet's calibration against a known distance: two points clicked on the sheet
//! and the true distance between them, kept with a calibration taken from a stated scale and
//! dpi once the umpire has checked it.
//!
//! A scan's stated dpi is often wrong (a resized scan, or one saved with a default figure,
//! keeps the old number), so a calibration from the printed scale and the stated dpi is only
//! an assumption until two points a known distance apart confirm it, or show how far off it is.

use super::calibration_limits::{
    CLICK_ERROR_PIXELS, checked_click_pixels, checked_paces_per_pixel, pixel_span,
};
use super::length_unit::LengthUnit;
use crate::error::Result;
use geo::Coord;
use serde::{Deserialize, Serialize};

/// How far a click may miss at each end when nothing else is known, in pixels of the sheet.
fn default_click_pixels() -> f64 {
    CLICK_ERROR_PIXELS
}

/// Two points clicked on a sheet and the true distance between them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DistanceCheck {
    /// First point, in pixels of the sheet.
    pub from: Coord<f64>,
    /// Second point, in pixels of the sheet.
    pub to: Coord<f64>,
    /// The true distance between them, in `unit`.
    pub distance: f64,
    /// The unit of `distance`.
    pub unit: LengthUnit,
    /// How far each click may have missed the point meant, in pixels of the sheet (a screen
    /// point or two at the zoom the points were clicked).
    #[serde(default = "default_click_pixels")]
    pub click_pixels: f64,
}

impl DistanceCheck {
    /// The paces per pixel the two points and their distance give on their own; refuses points
    /// too close together or not numbers, a distance that is not a positive length, and a
    /// click error that is not a positive number.
    pub fn paces_per_pixel(&self) -> Result<f64> {
        let span = pixel_span(self.from, self.to)?;
        checked_click_pixels(self.click_pixels)?;
        let paces = self.unit.to_paces(self.distance)?;
        checked_paces_per_pixel(paces.paces() / span)
    }

    /// The distance between the two points, in pixels.
    pub fn span_pixels(&self) -> f64 {
        (self.to.x - self.from.x).hypot(self.to.y - self.from.y)
    }

    /// The relative error of the check itself: either end may be off by
    /// [`Self::click_pixels`], so the span by twice that.
    pub fn click_error(&self) -> f64 {
        2.0 * self.click_pixels / self.span_pixels()
    }

    /// How much shorter than the truth a calibration of `paces_per_pixel` measures the checked
    /// distance, as a fraction (0.23 = 23 % short; negative when it measures long).
    pub fn shortfall(&self, paces_per_pixel: f64) -> Result<f64> {
        Ok(1.0 - paces_per_pixel / self.paces_per_pixel()?)
    }
}
