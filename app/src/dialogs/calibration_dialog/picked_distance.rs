//! Two points picked on a sheet and the distance typed for them: what the two-point and the
//! scale-bar methods each keep, apart, so that switching method never carries one method's
//! distance over to the other's points.

use super::parse_positive;
use geo::Coord;
use kriegsspiel::map::{CLICK_ERROR_PIXELS, DistanceCheck, LengthUnit};

/// The points and distance of one method of the calibration dialog (session-only).
#[derive(Debug, Clone, PartialEq)]
pub struct PickedDistance {
    /// The picked points, in the sheet's pixels.
    pub points: Option<(Coord<f64>, Coord<f64>)>,
    /// How far each click may have missed, in the sheet's pixels (from the zoom at which the
    /// points were clicked).
    pub click_pixels: f64,
    /// The typed distance between the points ("True distance" or "Bar length").
    pub distance: String,
    /// Its unit.
    pub unit: LengthUnit,
}

impl Default for PickedDistance {
    fn default() -> Self {
        Self {
            points: None,
            click_pixels: CLICK_ERROR_PIXELS,
            distance: String::new(),
            unit: LengthUnit::Paces,
        }
    }
}

impl PickedDistance {
    /// Takes newly picked points and how far each click may have missed.
    pub fn take_points(&mut self, from: Coord<f64>, to: Coord<f64>, click_pixels: f64) {
        self.points = Some((from, to));
        self.click_pixels = if click_pixels.is_finite() && click_pixels > 0.0 {
            click_pixels
        } else {
            CLICK_ERROR_PIXELS
        };
    }

    /// The distance between the points in pixels, once both are picked.
    pub fn span_pixels(&self) -> Option<f64> {
        self.points.map(|(a, b)| (b.x - a.x).hypot(b.y - a.y))
    }

    /// The points and the typed distance as a check against a known distance, or why not;
    /// `what` names the distance field in the reason.
    pub fn check(&self, what: &str) -> Result<DistanceCheck, String> {
        let (from, to) = self
            .points
            .ok_or("pick the two points on the map first".to_string())?;
        let distance = parse_positive(&self.distance, what)?;
        let check = DistanceCheck {
            from,
            to,
            distance,
            unit: self.unit,
            click_pixels: self.click_pixels,
        };
        check.paces_per_pixel().map_err(|e| e.to_string())?;
        Ok(check)
    }
}
