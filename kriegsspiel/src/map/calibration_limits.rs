//! The limits a sheet's calibration is checked against, and the checks shared by a
//! calibration and by its check against a known distance.

use crate::error::{Result, RulesError};
use geo::Coord;

/// How far a click may miss the point the umpire meant, in pixels, at each end of a measured
/// line, when the zoom it was clicked at is not known (and the least the workbench counts: a
/// feature on a scan is blurred over a pixel or so). A convention of the workbench (not a rule
/// of the draft), used for the error estimate.
pub const CLICK_ERROR_PIXELS: f64 = 1.0;
/// The shortest pixel distance accepted between two calibration points.
pub const MIN_CALIBRATION_SPAN_PIXELS: f64 = 2.0;
/// The smallest paces-per-pixel accepted (a scan finer than this is not a map).
pub const MIN_PACES_PER_PIXEL: f64 = 1e-4;
/// The largest paces-per-pixel accepted (100,000 paces = 50 miles in one pixel).
pub const MAX_PACES_PER_PIXEL: f64 = 1e5;
/// The farthest from a sheet's corner a calibration point may lie, in pixels.
pub const MAX_PIXEL_COORDINATE: f64 = 1e7;
/// How far a stated scan resolution may be off when it has been rounded to whole dots per inch.
pub const DPI_ROUNDING: f64 = 0.5;
/// How much old paper may have shrunk or stretched since it was printed (1 %), counted in the
/// estimate of a calibration from the printed scale. A convention of the workbench.
pub const PAPER_SHRINKAGE: f64 = 0.01;

/// A figure outside its range, with the range in words.
pub(super) fn bad(what: &'static str, value: f64, allowed: &str) -> RulesError {
    RulesError::OutOfRange {
        what,
        value: value.to_string(),
        allowed: allowed.to_string(),
    }
}

/// The pixel distance between two calibration points, refusing points that are not numbers
/// near the sheet or that lie too close together.
pub(super) fn pixel_span(from: Coord<f64>, to: Coord<f64>) -> Result<f64> {
    let usable = |v: f64| v.is_finite() && v.abs() <= MAX_PIXEL_COORDINATE;
    if ![from.x, from.y, to.x, to.y].into_iter().all(usable) {
        return Err(RulesError::Map(format!(
            "a calibration point is not a number within {MAX_PIXEL_COORDINATE} pixels of the sheet's corner"
        )));
    }
    let span = (to.x - from.x).hypot(to.y - from.y);
    if !(span.is_finite() && span >= MIN_CALIBRATION_SPAN_PIXELS) {
        return Err(bad(
            "distance between calibration points in pixels",
            span,
            "at least 2 pixels; pick points far apart for a good calibration",
        ));
    }
    Ok(span)
}

/// `value` if it is a usable paces per pixel.
pub(super) fn checked_paces_per_pixel(value: f64) -> Result<f64> {
    if value.is_finite() && (MIN_PACES_PER_PIXEL..=MAX_PACES_PER_PIXEL).contains(&value) {
        Ok(value)
    } else {
        Err(bad("paces per pixel", value, "between 0.0001 and 100,000"))
    }
}

/// `pixels` if it is a usable click error: a positive number of pixels.
pub(super) fn checked_click_pixels(pixels: f64) -> Result<f64> {
    if pixels.is_finite() && pixels > 0.0 && pixels <= MAX_PIXEL_COORDINATE {
        Ok(pixels)
    } else {
        Err(bad(
            "click error in pixels",
            pixels,
            "a positive number of pixels",
        ))
    }
}
