//! An exact fraction of two whole numbers, for thresholds the draft states as fractions.

use crate::error::RulesError;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;

/// An exact, non-negative fraction `numerator / denominator`, written `[n, d]` in the rule
/// files. The denominator is never zero. Compared exactly (by cross-multiplying), so a
/// threshold such as ⅙ is never blurred by floating point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "[u64; 2]", into = "[u64; 2]")]
pub struct ExactFraction {
    numerator: u64,
    denominator: u64,
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl ExactFraction {
    /// Zero.
    pub const ZERO: ExactFraction = ExactFraction {
        numerator: 0,
        denominator: 1,
    };

    /// `numerator / denominator` in lowest terms; refuses a zero denominator.
    pub fn new(numerator: u64, denominator: u64) -> Result<Self, RulesError> {
        if denominator == 0 {
            return Err(RulesError::OutOfRange {
                what: "fraction denominator",
                value: "0".into(),
                allowed: "1 or more".into(),
            });
        }
        let g = gcd(numerator, denominator).max(1);
        Ok(Self {
            numerator: numerator / g,
            denominator: denominator / g,
        })
    }

    /// The numerator in lowest terms.
    pub fn numerator(self) -> u64 {
        self.numerator
    }

    /// The denominator in lowest terms.
    pub fn denominator(self) -> u64 {
        self.denominator
    }

    /// The value as a float (for display and probabilities only, never for thresholds).
    pub fn value(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }
}

impl Ord for ExactFraction {
    fn cmp(&self, other: &Self) -> Ordering {
        let left = u128::from(self.numerator) * u128::from(other.denominator);
        let right = u128::from(other.numerator) * u128::from(self.denominator);
        left.cmp(&right)
    }
}

impl PartialOrd for ExactFraction {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl TryFrom<[u64; 2]> for ExactFraction {
    type Error = RulesError;
    fn try_from(v: [u64; 2]) -> Result<Self, RulesError> {
        ExactFraction::new(v[0], v[1])
    }
}

impl From<ExactFraction> for [u64; 2] {
    fn from(f: ExactFraction) -> [u64; 2] {
        [f.numerator, f.denominator]
    }
}

impl fmt::Display for ExactFraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.denominator == 1 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, self.denominator)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduces_and_compares_exactly() {
        let a = ExactFraction::new(150, 900).unwrap_or(ExactFraction::ZERO);
        assert_eq!((a.numerator(), a.denominator()), (1, 6));
        let b = ExactFraction::new(1, 6).unwrap_or(ExactFraction::ZERO);
        assert_eq!(a.cmp(&b), Ordering::Equal);
        assert!(ExactFraction::new(1, 0).is_err());
        assert_eq!(a.to_string(), "1/6");
    }
}
