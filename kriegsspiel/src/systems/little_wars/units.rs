//! Inches and feet on the floor, and points of the table measured in inches (§2 "Scale",
//! "How distances are taken").
//!
//! Little Wars measures everything with strings in inches and feet (Wells L257): a move of
//! 1 ft or 2 ft, 6-inch rings, 1/16 in of clearance, 1/8 in for contact (Wells L277, L292).
//! The core measures in paces; [`Inches::to_pace`] ties the two together for code that shares
//! the core's map frame (a calibrated photo of the floor).

use crate::distance::Pace;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A length on the floor in inches.
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Inches(pub f64);

pub use super::figures::INCHES_PER_FOOT;

/// The 6-inch ring of the gun, melee and escort rules (Wells L269, L296, L328).
pub const SIX_INCHES: Inches = Inches(super::figures::SIX_INCHES);

/// Contact: a man moved within 1/8 in of an enemy man is in contact (Wells L292;
/// Streamlined L19).
pub const CONTACT: Inches = Inches(super::figures::CONTACT);

/// Clearance either player may insist on between a man and anything else (Wells L277;
/// Streamlined L18).
pub const CLEARANCE: Inches = Inches(super::figures::CLEARANCE);

pub use super::figures::TOLERANCE;

impl Inches {
    /// A length given in feet.
    pub fn from_feet(feet: f64) -> Self {
        Inches(feet * INCHES_PER_FOOT)
    }

    /// The length in feet.
    pub fn feet(self) -> f64 {
        self.0 / INCHES_PER_FOOT
    }

    /// The same length in the core's paces.
    pub fn to_pace(self) -> Pace {
        Pace::from_inches(self.0)
    }

    /// A length from the core's paces.
    pub fn from_pace(pace: Pace) -> Self {
        Inches(pace.inches())
    }
}

impl fmt::Display for Inches {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole_feet = (self.0 / INCHES_PER_FOOT).floor();
        let rest = self.0 - whole_feet * INCHES_PER_FOOT;
        if self.0 >= INCHES_PER_FOOT && rest.abs() < 0.05 {
            write!(f, "{whole_feet:.0} ft")
        } else if self.0 >= INCHES_PER_FOOT {
            write!(f, "{whole_feet:.0} ft {rest:.1} in")
        } else {
            write!(f, "{:.1} in", self.0)
        }
    }
}

/// A point of the table, in inches from its top-left corner (x to the right, y down the
/// table, towards Red's back line).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct TablePoint {
    /// Inches from the left edge.
    pub x: f64,
    /// Inches from the top edge.
    pub y: f64,
}

impl TablePoint {
    /// The point `(x, y)` in inches.
    pub fn new(x: f64, y: f64) -> Self {
        TablePoint { x, y }
    }

    /// Straight-line distance to another point.
    pub fn distance(self, other: TablePoint) -> Inches {
        Inches((self.x - other.x).hypot(self.y - other.y))
    }

    /// This point moved by `(dx, dy)`.
    pub fn offset(self, dx: f64, dy: f64) -> TablePoint {
        TablePoint::new(self.x + dx, self.y + dy)
    }

    /// Whether both coordinates are finite numbers.
    pub fn is_finite(self) -> bool {
        self.x.is_finite() && self.y.is_finite()
    }
}

/// The length of a path through `points`, leg by leg (the string laid along the route,
/// `move_measure` = `path`).
pub fn path_length(points: &[TablePoint]) -> Inches {
    Inches(points.windows(2).map(|w| w[0].distance(w[1]).0).sum())
}

/// Distance from point `p` to the segment `a`–`b`.
pub fn point_segment_distance(p: TablePoint, a: TablePoint, b: TablePoint) -> Inches {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let length_sq = dx * dx + dy * dy;
    if length_sq <= f64::EPSILON {
        return p.distance(a);
    }
    let t = (((p.x - a.x) * dx + (p.y - a.y) * dy) / length_sq).clamp(0.0, 1.0);
    p.distance(TablePoint::new(a.x + t * dx, a.y + t * dy))
}
