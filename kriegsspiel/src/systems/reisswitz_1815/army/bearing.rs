//! Which way a unit faces or marches.

use crate::error::{Result, RulesError};
use geo::Coord;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A bearing in degrees **clockwise from map north**, in `0 ≤ b < 360`.
///
/// The map frame (see [`crate::map`]) has x to the east and y to the south, so north is −y:
/// bearing 0 points along (0, −1), 90 along (1, 0) (east), 180 along (0, 1), 270 along (−1, 0).
/// A unit's bearing is the direction its front faces, which is also the direction it marches.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Default, Serialize, Deserialize)]
#[serde(try_from = "f64", into = "f64")]
pub struct Bearing(f64);

impl Bearing {
    /// North (0°).
    pub const NORTH: Bearing = Bearing(0.0);
    /// East (90°).
    pub const EAST: Bearing = Bearing(90.0);
    /// South (180°).
    pub const SOUTH: Bearing = Bearing(180.0);
    /// West (270°).
    pub const WEST: Bearing = Bearing(270.0);

    /// A bearing from any finite number of degrees, brought into `0 ≤ b < 360`; refuses NaN
    /// and infinities.
    pub fn new(degrees: f64) -> Result<Self> {
        if !degrees.is_finite() {
            return Err(RulesError::OutOfRange {
                what: "bearing in degrees",
                value: degrees.to_string(),
                allowed: "a finite number of degrees clockwise from north".into(),
            });
        }
        let mut b = degrees.rem_euclid(360.0);
        // rem_euclid can return 360.0 itself for tiny negative inputs.
        if b >= 360.0 {
            b = 0.0;
        }
        Ok(Self(b))
    }

    /// The bearing of the vector (dx, dy) in the map frame; `None` for a zero or non-finite
    /// vector.
    pub fn of_vector(dx: f64, dy: f64) -> Option<Self> {
        if !(dx.is_finite() && dy.is_finite()) || (dx == 0.0 && dy == 0.0) {
            return None;
        }
        Self::new(dx.atan2(-dy).to_degrees()).ok()
    }

    /// Degrees clockwise from north.
    pub fn degrees(self) -> f64 {
        self.0
    }

    /// The unit vector pointing along the bearing (the unit's front).
    pub fn forward(self) -> Coord<f64> {
        let r = self.0.to_radians();
        Coord {
            x: r.sin(),
            y: -r.cos(),
        }
    }

    /// The unit vector to the unit's right (the bearing plus 90°).
    pub fn right(self) -> Coord<f64> {
        let r = self.0.to_radians();
        Coord {
            x: r.cos(),
            y: r.sin(),
        }
    }

    /// This bearing turned by `degrees` (clockwise positive).
    pub fn turned(self, degrees: f64) -> Self {
        Self::new(self.0 + degrees).unwrap_or(self)
    }
}

/// The widest bearing read from a file, in degrees either side of north: a save writes
/// `0 ≤ b < 360`, and a hand-written file may say −90 or 450, but 1e300 is no bearing.
pub const MAX_SAVED_BEARING_DEGREES: f64 = 720.0;

/// Reading a bearing from a file (serde): a finite number within
/// ±[`MAX_SAVED_BEARING_DEGREES`], brought into `0 ≤ b < 360`.
impl TryFrom<f64> for Bearing {
    type Error = RulesError;
    fn try_from(degrees: f64) -> Result<Self> {
        if degrees.abs() > MAX_SAVED_BEARING_DEGREES {
            return Err(RulesError::OutOfRange {
                what: "bearing in degrees",
                value: degrees.to_string(),
                allowed: format!(
                    "{} to {MAX_SAVED_BEARING_DEGREES} degrees clockwise from north",
                    -MAX_SAVED_BEARING_DEGREES
                ),
            });
        }
        Self::new(degrees)
    }
}

impl From<Bearing> for f64 {
    fn from(b: Bearing) -> f64 {
        b.0
    }
}

impl fmt::Display for Bearing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.0}°", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: Coord<f64>, x: f64, y: f64) -> bool {
        (a.x - x).abs() < 1e-12 && (a.y - y).abs() < 1e-12
    }

    #[test]
    fn compass_points_in_the_map_frame() {
        assert!(close(Bearing::NORTH.forward(), 0.0, -1.0));
        assert!(close(Bearing::EAST.forward(), 1.0, 0.0));
        assert!(close(Bearing::SOUTH.forward(), 0.0, 1.0));
        assert!(close(Bearing::WEST.forward(), -1.0, 0.0));
        assert!(close(Bearing::NORTH.right(), 1.0, 0.0));
        assert!(close(Bearing::EAST.right(), 0.0, 1.0));
    }

    #[test]
    fn normalised_and_refused() {
        assert_eq!(Bearing::new(-90.0).map(Bearing::degrees), Ok(270.0));
        assert_eq!(Bearing::new(720.0).map(Bearing::degrees), Ok(0.0));
        assert!(Bearing::new(f64::NAN).is_err());
        assert!(Bearing::new(f64::INFINITY).is_err());
        let tiny = Bearing::new(-1e-300).map(Bearing::degrees).unwrap_or(-1.0);
        assert!((0.0..360.0).contains(&tiny));
    }

    #[test]
    fn bearing_of_a_vector() {
        let b = |dx, dy| Bearing::of_vector(dx, dy).map(Bearing::degrees);
        assert_eq!(b(0.0, -5.0), Some(0.0));
        assert_eq!(b(3.0, 0.0), Some(90.0));
        assert_eq!(b(0.0, 2.0), Some(180.0));
        assert_eq!(b(-1.0, 0.0), Some(270.0));
        assert_eq!(b(0.0, 0.0), None);
        assert_eq!(b(f64::NAN, 1.0), None);
    }
}
