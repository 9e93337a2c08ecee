//! Exact amounts of men, riders, guns and loss points.
//!
//! Loss points convert to men at rates such as 3 points = 10 men (Section 3 — Firepower), and
//! fire modifiers take halves, thirds and quarters, so men are often fractional. A [`Tally`] is
//! an exact non-negative fraction, so that adding the men of several throws gives exactly the
//! men of their total: casualty pins never lose or invent a man to rounding.

use crate::error::{Result, RulesError};
use crate::exact::{self, Exact};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Amounts given as decimals are taken to the nearest 1/`QUANTUM`. 5040 = 7! is divisible by
/// every denominator from 2 to 10, so every fraction the rules produce (½, ⅓, ¼, ⅙, 1¼, …) and
/// their products with the table figures are kept exactly.
pub const QUANTUM: u128 = 5040;

/// The largest decimal amount accepted (loss points or men in one throw, a unit's strength).
pub const MAX_AMOUNT: f64 = 1.0e9;

/// Denominators above this are refused rather than risk overflow (they cannot arise from the
/// rules' own fractions).
const MAX_DENOMINATOR: u128 = 1 << 60;

/// An exact, non-negative amount: an [`Exact`] fraction with a denominator of at most 2^60.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(try_from = "String", into = "String")]
pub struct Tally(Exact);

fn overflow(what: &str) -> RulesError {
    RulesError::OutOfRange {
        what: "amount",
        value: what.to_string(),
        allowed: "amounts small enough to count exactly".into(),
    }
}

impl Tally {
    /// Nothing.
    pub const ZERO: Tally = Tally(Exact::new_raw(0, 1));

    /// A whole number.
    pub fn whole(n: u64) -> Tally {
        Tally(exact::whole(u128::from(n)))
    }

    /// `num / den`; refuses a zero denominator.
    pub fn ratio(num: u128, den: u128) -> Result<Tally> {
        Self::fit(exact::exact(num, den, "a positive whole number")?)
    }

    /// Refuses a fraction whose denominator is beyond [`MAX_DENOMINATOR`].
    fn fit(r: Exact) -> Result<Tally> {
        if *r.denom() > MAX_DENOMINATOR {
            return Err(overflow(&format!("{}/{}", r.numer(), r.denom())));
        }
        Ok(Tally(r))
    }

    /// A decimal amount, taken to the nearest 1/[`QUANTUM`]. Refuses NaN, infinities,
    /// negative values and values above [`MAX_AMOUNT`]; `what` names the amount in the error.
    pub fn from_f64(value: f64, what: &'static str) -> Result<Tally> {
        if !(value.is_finite() && (0.0..=MAX_AMOUNT).contains(&value)) {
            return Err(RulesError::OutOfRange {
                what,
                value: value.to_string(),
                allowed: format!("a finite number from 0 to {MAX_AMOUNT}"),
            });
        }
        // In range and finite, so the rounded product fits comfortably in u128.
        let scaled = (value * QUANTUM as f64).round() as u128;
        Tally::ratio(scaled, QUANTUM)
    }

    /// The numerator of the reduced fraction.
    pub fn numerator(self) -> u128 {
        *self.0.numer()
    }

    /// The denominator of the reduced fraction (at least 1).
    pub fn denominator(self) -> u128 {
        *self.0.denom()
    }

    /// The nearest decimal.
    pub fn to_f64(self) -> f64 {
        exact::to_f64(&self.0)
    }

    /// Whether this is nothing.
    pub fn is_zero(self) -> bool {
        self.numerator() == 0
    }

    /// The whole part.
    pub fn floor(self) -> u128 {
        self.0.to_integer()
    }

    /// The part below one.
    pub fn fract(self) -> Tally {
        Tally(self.0.fract())
    }

    /// The sum.
    pub fn checked_add(self, other: Tally) -> Result<Tally> {
        Self::fit(exact::add(&self.0, &other.0).ok_or_else(|| overflow("sum"))?)
    }

    /// The difference; refuses to go below zero.
    pub fn checked_sub(self, other: Tally) -> Result<Tally> {
        if other > self {
            return Err(RulesError::OutOfRange {
                what: "amount",
                value: format!("{self} − {other}"),
                allowed: "a difference of 0 or more".into(),
            });
        }
        Self::fit(exact::sub(&self.0, &other.0).ok_or_else(|| overflow("difference"))?)
    }

    /// The product.
    pub fn checked_mul(self, other: Tally) -> Result<Tally> {
        Self::fit(exact::mul(&self.0, &other.0).ok_or_else(|| overflow("product"))?)
    }

    /// The quotient; refuses division by zero.
    pub fn checked_div(self, other: Tally) -> Result<Tally> {
        if other.is_zero() {
            return Err(RulesError::OutOfRange {
                what: "divisor",
                value: "0".into(),
                allowed: "a positive amount".into(),
            });
        }
        Self::fit(exact::div(&self.0, &other.0).ok_or_else(|| overflow("product"))?)
    }
}

impl fmt::Display for Tally {
    /// Whole part and proper fraction: `9`, `23 1/3`, `1/2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.floor();
        let rest = *self.0.fract().numer();
        match (whole, rest) {
            (w, 0) => write!(f, "{w}"),
            (0, r) => write!(f, "{r}/{}", self.denominator()),
            (w, r) => write!(f, "{w} {r}/{}", self.denominator()),
        }
    }
}

impl From<Tally> for String {
    /// `num/den` (or just `num` for a whole number), as saved with a game.
    fn from(t: Tally) -> String {
        t.0.to_string()
    }
}

impl TryFrom<String> for Tally {
    type Error = RulesError;
    fn try_from(text: String) -> Result<Tally> {
        let bad = || RulesError::OutOfRange {
            what: "exact amount",
            value: text.clone(),
            allowed: "a fraction such as 625/6 or a whole number".into(),
        };
        let (num, den) = text.split_once('/').unwrap_or((text.as_str(), "1"));
        let num: u128 = num.trim().parse().map_err(|_| bad())?;
        let den: u128 = den.trim().parse().map_err(|_| bad())?;
        Tally::ratio(num, den)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(x: f64) -> Tally {
        Tally::from_f64(x, "test").unwrap_or(Tally::ZERO)
    }

    #[test]
    fn thirds_and_quarters_are_exact() {
        // 25 points with a third (Section 3 — Target Under Cover) is 25/3 exactly.
        let third = t(25.0 / 3.0);
        assert_eq!((third.numerator(), third.denominator()), (25, 3));
        assert_eq!(t(31.0 * 1.25).to_string(), "38 3/4");
        let sum = t(1.0 / 3.0).checked_add(t(2.0 / 3.0));
        assert_eq!(sum, Ok(Tally::whole(1)));
    }

    #[test]
    fn refuses_bad_input() {
        for x in [f64::NAN, f64::INFINITY, -1.0, 2.0e9] {
            assert!(Tally::from_f64(x, "x").is_err(), "{x}");
        }
        assert!(Tally::ratio(1, 0).is_err());
        assert!(Tally::whole(1).checked_sub(Tally::whole(2)).is_err());
        assert!(Tally::whole(1).checked_div(Tally::ZERO).is_err());
    }

    #[test]
    fn ordering_and_text_round_trip() {
        assert!(t(2.5) > t(2.4));
        assert!(t(1.0 / 3.0) < t(0.5));
        let x = t(625.0 / 6.0);
        assert_eq!(Tally::try_from(String::from(x)), Ok(x));
        assert_eq!(x.to_string(), "104 1/6");
        assert_eq!(x.floor(), 104);
        assert_eq!(x.fract(), Tally::ratio(1, 6).unwrap_or(Tally::ZERO));
    }
}
