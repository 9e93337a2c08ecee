//! A point of the map frame, in paces.

use geo::Coord;
use kriegsspiel::Pace;
use serde::{Deserialize, Serialize};

/// A point on the ground in the engine's map frame (`kriegsspiel::map`): `x` paces east and
/// `y` paces SOUTH of the frame's origin — the same handedness as a scan's pixels, so north is
/// −y, up the screen when the view is north-up.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct MapPoint {
    /// Paces east.
    pub x: f64,
    /// Paces south.
    pub y: f64,
}

impl From<Coord<f64>> for MapPoint {
    fn from(c: Coord<f64>) -> Self {
        MapPoint::new(c.x, c.y)
    }
}

impl From<MapPoint> for Coord<f64> {
    fn from(p: MapPoint) -> Self {
        Coord { x: p.x, y: p.y }
    }
}

impl MapPoint {
    /// A point.
    pub const fn new(x: f64, y: f64) -> Self {
        Self { x, y }
    }

    /// The straight-line distance to `other`.
    pub fn distance(self, other: MapPoint) -> Pace {
        Pace((self.x - other.x).hypot(self.y - other.y))
    }

    /// This point moved by (`dx`, `dy`) paces.
    pub fn offset(self, dx: f64, dy: f64) -> MapPoint {
        MapPoint::new(self.x + dx, self.y + dy)
    }

    /// Both coordinates are finite numbers.
    pub fn is_finite(self) -> bool {
        self.x.is_finite() && self.y.is_finite()
    }

    /// The point halfway to `other`.
    pub fn midpoint(self, other: MapPoint) -> MapPoint {
        MapPoint::new((self.x + other.x) / 2.0, (self.y + other.y) / 2.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_is_euclidean() {
        assert_eq!(
            MapPoint::new(0.0, 0.0).distance(MapPoint::new(300.0, 400.0)),
            Pace(500.0)
        );
        assert_eq!(
            MapPoint::new(1.0, 1.0).offset(2.0, -1.0),
            MapPoint::new(3.0, 0.0)
        );
        assert!(!MapPoint::new(f64::NAN, 0.0).is_finite());
    }
}
