//! An exact fraction of two whole numbers, for thresholds the draft states as fractions.

use crate::error::RulesError;
use crate::exact::{self, Exact};
use serde::{Deserialize, Serialize};
use std::fmt;

/// An exact, non-negative fraction `numerator / denominator`, written `[n, d]` in the rule
/// files: an [`Exact`] whose parts fit in 64 bits. The denominator is never zero. Compared
/// exactly, so a threshold such as ⅙ is never blurred by floating point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "[u64; 2]", into = "[u64; 2]")]
pub struct ExactFraction(Exact);

impl ExactFraction {
    /// Zero.
    pub const ZERO: ExactFraction = ExactFraction(Exact::new_raw(0, 1));

    /// `numerator / denominator` in lowest terms; refuses a zero denominator.
    pub fn new(numerator: u64, denominator: u64) -> Result<Self, RulesError> {
        exact::exact(u128::from(numerator), u128::from(denominator), "1 or more").map(Self)
    }

    /// The numerator in lowest terms.
    pub fn numerator(self) -> u64 {
        // Built from 64-bit parts and only ever reduced, so it fits.
        u64::try_from(*self.0.numer()).unwrap_or(u64::MAX)
    }

    /// The denominator in lowest terms.
    pub fn denominator(self) -> u64 {
        u64::try_from(*self.0.denom()).unwrap_or(u64::MAX)
    }

    /// The value as a float (for display and probabilities only, never for thresholds).
    pub fn value(self) -> f64 {
        exact::to_f64(&self.0)
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
        [f.numerator(), f.denominator()]
    }
}

impl fmt::Display for ExactFraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        exact::write_plain(f, &self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cmp::Ordering;

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
