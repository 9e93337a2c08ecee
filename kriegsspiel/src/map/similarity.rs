//! A similarity transform of the plane: scale, rotation and shift, without a mirror.

use crate::error::{Result, RulesError};
use geo::Coord;
use serde::{Deserialize, Serialize};

/// The same ground point seen on a sheet (in that sheet's pixels) and in the map frame (in
/// paces). Two such pairs fix a sheet's placement exactly.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct PointPair {
    /// Where the point is on the sheet being placed, in pixels.
    pub pixel: Coord<f64>,
    /// Where the same point is in the map frame, in paces (for example read off a neighbouring
    /// sheet that is already placed).
    pub map: Coord<f64>,
}

/// `to = scale · R(rotation) · from + offset`, written as the complex-number map
/// `z ↦ a·z + b` with `a = scale·(cos θ + i sin θ)`.
///
/// Both frames have x to the right and y downwards (image convention), so a positive rotation
/// turns clockwise on screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Similarity {
    a: Coord<f64>,
    b: Coord<f64>,
}

fn finite(c: Coord<f64>) -> bool {
    c.x.is_finite() && c.y.is_finite()
}

fn complex_mul(p: Coord<f64>, q: Coord<f64>) -> Coord<f64> {
    Coord {
        x: p.x * q.x - p.y * q.y,
        y: p.x * q.y + p.y * q.x,
    }
}

fn complex_div(p: Coord<f64>, q: Coord<f64>) -> Option<Coord<f64>> {
    let norm = q.x * q.x + q.y * q.y;
    if !(norm.is_finite() && norm > 0.0) {
        return None;
    }
    Some(Coord {
        x: (p.x * q.x + p.y * q.y) / norm,
        y: (p.y * q.x - p.x * q.y) / norm,
    })
}

fn bad_transform(why: &str) -> RulesError {
    RulesError::Map(format!("cannot place the sheet: {why}"))
}

impl Similarity {
    /// The transform with this scale (> 0), rotation in degrees and offset (where `from`'s
    /// origin lands). Refuses non-finite values and a zero or negative scale.
    pub fn new(scale: f64, rotation_degrees: f64, offset: Coord<f64>) -> Result<Self> {
        if !(scale.is_finite() && scale > 0.0) {
            return Err(bad_transform(&format!(
                "scale {scale} is not a positive number"
            )));
        }
        if !rotation_degrees.is_finite() || !finite(offset) {
            return Err(bad_transform("rotation or offset is not a finite number"));
        }
        let theta = rotation_degrees.to_radians();
        let a = Coord {
            x: scale * theta.cos(),
            y: scale * theta.sin(),
        };
        Ok(Self { a, b: offset })
    }

    /// The one similarity taking `first.pixel` to `first.map` and `second.pixel` to
    /// `second.map` exactly. Refuses pairs whose pixel points (or map points) coincide.
    pub fn from_two_pairs(first: PointPair, second: PointPair) -> Result<Self> {
        let all = [first.pixel, first.map, second.pixel, second.map];
        if !all.into_iter().all(finite) {
            return Err(bad_transform("a matching point is not a finite number"));
        }
        let dp = second.pixel - first.pixel;
        let dm = second.map - first.map;
        if dp.x.hypot(dp.y) < 1.0 {
            return Err(bad_transform(
                "the two points on the sheet are less than a pixel apart; pick points far apart",
            ));
        }
        if dm.x.hypot(dm.y) <= 0.0 {
            return Err(bad_transform(
                "the two matching points on the map are the same point",
            ));
        }
        let a = complex_div(dm, dp).ok_or_else(|| bad_transform("degenerate matching points"))?;
        let b = first.map - complex_mul(a, first.pixel);
        let similarity = Self { a, b };
        if !(finite(a) && finite(b) && similarity.scale() > 0.0) {
            return Err(bad_transform("the matching points give no usable scale"));
        }
        Ok(similarity)
    }

    /// Applies the transform.
    pub fn apply(&self, p: Coord<f64>) -> Coord<f64> {
        complex_mul(self.a, p) + self.b
    }

    /// Applies the inverse transform (the scale is never zero, so it always exists).
    pub fn invert(&self, q: Coord<f64>) -> Coord<f64> {
        complex_div(q - self.b, self.a).unwrap_or(Coord {
            x: f64::NAN,
            y: f64::NAN,
        })
    }

    /// The scale factor (paces per pixel when `from` is a sheet and `to` the map).
    pub fn scale(&self) -> f64 {
        self.a.x.hypot(self.a.y)
    }

    /// The rotation in degrees, in (−180, 180].
    pub fn rotation_degrees(&self) -> f64 {
        self.a.y.atan2(self.a.x).to_degrees()
    }

    /// Where `from`'s origin lands.
    pub fn offset(&self) -> Coord<f64> {
        self.b
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    fn close(p: Coord<f64>, q: Coord<f64>) -> bool {
        (p.x - q.x).abs() < 1e-9 && (p.y - q.y).abs() < 1e-9
    }

    #[test]
    fn from_two_pairs_is_exact_and_inverts() {
        let truth = Similarity::new(2.5, 30.0, Coord { x: 100.0, y: -40.0 });
        assert!(truth.is_ok());
        let Ok(truth) = truth else { return };
        let p1 = Coord { x: 10.0, y: 20.0 };
        let p2 = Coord { x: 900.0, y: 450.0 };
        let solved = Similarity::from_two_pairs(
            PointPair {
                pixel: p1,
                map: truth.apply(p1),
            },
            PointPair {
                pixel: p2,
                map: truth.apply(p2),
            },
        );
        let Ok(solved) = solved else {
            panic!("{solved:?}")
        };
        assert!((solved.scale() - 2.5).abs() < 1e-12);
        assert!((solved.rotation_degrees() - 30.0).abs() < 1e-9);
        let probe = Coord {
            x: -300.0,
            y: 1234.5,
        };
        assert!(close(solved.apply(probe), truth.apply(probe)));
        assert!(close(solved.invert(solved.apply(probe)), probe));
    }

    #[test]
    fn refuses_degenerate_pairs() {
        let p = Coord { x: 1.0, y: 1.0 };
        let q = Coord { x: 50.0, y: 1.0 };
        let pair = |pixel, map| PointPair { pixel, map };
        assert!(Similarity::from_two_pairs(pair(p, p), pair(p, q)).is_err());
        assert!(Similarity::from_two_pairs(pair(p, p), pair(q, p)).is_err());
        let nan = Coord {
            x: f64::NAN,
            y: 0.0,
        };
        assert!(Similarity::from_two_pairs(pair(p, nan), pair(q, q)).is_err());
        assert!(Similarity::new(0.0, 0.0, p).is_err());
        assert!(Similarity::new(1.0, f64::INFINITY, p).is_err());
    }
}
