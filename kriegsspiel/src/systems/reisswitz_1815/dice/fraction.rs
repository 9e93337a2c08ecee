//! An exact probability as a fraction of whole numbers.

use crate::error::{Result, RulesError};
use crate::exact::{self, Exact};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A non-negative rational number in lowest terms, used for exact dice probabilities
/// (for example 901/7776 for the five exceptional dice) and expected counts: an
/// [`Exact`] whose parts fit in 64 bits.
///
/// Every operation is checked: an overflow or a zero denominator is an error, never a panic
/// and never a silently rounded float.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "FractionParts", into = "FractionParts")]
pub struct Fraction(Exact);

/// The serialised shape of a [`Fraction`]: both parts, checked on reading.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
struct FractionParts {
    numerator: u64,
    denominator: u64,
}

impl TryFrom<FractionParts> for Fraction {
    type Error = RulesError;
    fn try_from(p: FractionParts) -> Result<Self> {
        Fraction::new(p.numerator, p.denominator)
    }
}

impl From<Fraction> for FractionParts {
    fn from(f: Fraction) -> Self {
        FractionParts {
            numerator: f.numerator(),
            denominator: f.denominator(),
        }
    }
}

fn overflow(what: &str) -> RulesError {
    RulesError::OutOfRange {
        what: "exact fraction",
        value: what.to_string(),
        allowed: "numerator and denominator up to 2^64 − 1".into(),
    }
}

impl Fraction {
    /// Nought.
    pub const ZERO: Fraction = Fraction(Exact::new_raw(0, 1));
    /// One (certainty).
    pub const ONE: Fraction = Fraction(Exact::new_raw(1, 1));

    /// `numerator / denominator` in lowest terms; refuses a zero denominator.
    pub fn new(numerator: u64, denominator: u64) -> Result<Self> {
        Self::fit(exact::exact(
            u128::from(numerator),
            u128::from(denominator),
            "1 or more",
        )?)
    }

    /// Refuses a fraction whose reduced parts do not fit in 64 bits.
    fn fit(r: Exact) -> Result<Self> {
        if u64::try_from(*r.numer()).is_ok() && u64::try_from(*r.denom()).is_ok() {
            Ok(Fraction(r))
        } else {
            Err(overflow(&format!("{}/{}", r.numer(), r.denom())))
        }
    }

    /// The numerator in lowest terms.
    pub fn numerator(self) -> u64 {
        u64::try_from(*self.0.numer()).unwrap_or(u64::MAX)
    }

    /// The denominator in lowest terms (never 0).
    pub fn denominator(self) -> u64 {
        u64::try_from(*self.0.denom()).unwrap_or(u64::MAX)
    }

    /// The sum, exactly; an error if it does not fit.
    pub fn checked_add(self, other: Fraction) -> Result<Fraction> {
        Self::fit(exact::add(&self.0, &other.0).ok_or_else(|| overflow("sum"))?)
    }

    /// The product, exactly; an error if it does not fit.
    pub fn checked_mul(self, other: Fraction) -> Result<Fraction> {
        Self::fit(exact::mul(&self.0, &other.0).ok_or_else(|| overflow("product"))?)
    }

    /// The fraction of a whole count, exactly (for expected counts: throws × chance).
    pub fn times(self, count: u64) -> Result<Fraction> {
        self.checked_mul(Fraction(exact::whole(u128::from(count))))
    }

    /// The nearest `f64`, for display and charts only.
    pub fn to_f64(self) -> f64 {
        exact::to_f64(&self.0)
    }

    /// The value in per cent, for display only.
    pub fn percent(self) -> f64 {
        self.to_f64() * 100.0
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        exact::write_plain(f, &self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn frac(n: u64, d: u64) -> Fraction {
        match Fraction::new(n, d) {
            Ok(f) => f,
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn lowest_terms_and_display() {
        assert_eq!(frac(2, 4), frac(1, 2));
        assert_eq!(frac(2, 4).to_string(), "1/2");
        assert_eq!(frac(6, 6).to_string(), "1");
        assert_eq!(frac(0, 5), Fraction::ZERO);
        assert!(Fraction::new(1, 0).is_err());
    }

    #[test]
    fn sums_and_products_are_exact() {
        assert_eq!(frac(1, 3).checked_add(frac(1, 6)).ok(), Some(frac(1, 2)));
        assert_eq!(frac(2, 3).checked_mul(frac(3, 4)).ok(), Some(frac(1, 2)));
        assert_eq!(frac(1, 6).times(60).ok(), Some(frac(10, 1)));
        assert!(frac(u64::MAX, 1).checked_add(frac(u64::MAX, 1)).is_err());
    }

    #[test]
    fn serde_refuses_a_zero_denominator() {
        let bad: std::result::Result<Fraction, _> =
            serde_json::from_str(r#"{"numerator":1,"denominator":0}"#);
        assert!(bad.is_err());
        let good: std::result::Result<Fraction, _> =
            serde_json::from_str(r#"{"numerator":2,"denominator":4}"#);
        assert_eq!(good.ok(), Some(frac(1, 2)));
    }

    proptest! {
        #[test]
        fn arithmetic_never_panics(a in any::<u64>(), b in any::<u64>(), c in any::<u64>(), d in any::<u64>()) {
            if let (Ok(x), Ok(y)) = (Fraction::new(a, b), Fraction::new(c, d)) {
                let _ = x.checked_add(y);
                let _ = x.checked_mul(y);
                let _ = x.times(c);
                let _ = x.cmp(&y);
                prop_assert!(x.denominator() > 0);
            }
        }
    }
}
