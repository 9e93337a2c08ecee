//! The engine's one exact fraction: a non-negative [`num_rational::Ratio`] of `u128`s.
//!
//! The rule system wraps it three ways, each with the text and file form its callers need:
//! dice chances ([`crate::systems::reisswitz_1815::dice::Fraction`], `{numerator, denominator}`),
//! thresholds read from rule files
//! ([`crate::systems::reisswitz_1815::ruleset::ExactFraction`], `[n, d]`), and amounts of men
//! and points ([`crate::systems::reisswitz_1815::calc::tally::Tally`], `"625/6"`). All arithmetic,
//! reduction and comparison happens here, on the one type.

use crate::error::{Result, RulesError};
use num_traits::{CheckedAdd, CheckedDiv, CheckedMul, CheckedSub};
use std::fmt;

/// An exact non-negative rational number, always in lowest terms with a positive denominator.
pub type Exact = num_rational::Ratio<u128>;

/// `numerator / denominator` in lowest terms; refuses a zero denominator (`allowed` words the
/// allowed denominators in the error).
pub fn exact(numerator: u128, denominator: u128, allowed: &str) -> Result<Exact> {
    if denominator == 0 {
        return Err(RulesError::OutOfRange {
            what: "fraction denominator",
            value: "0".into(),
            allowed: allowed.into(),
        });
    }
    Ok(Exact::new(numerator, denominator))
}

/// A whole number as an exact fraction.
pub fn whole(n: u128) -> Exact {
    Exact::from_integer(n)
}

/// The sum, or `None` on overflow.
pub fn add(a: &Exact, b: &Exact) -> Option<Exact> {
    a.checked_add(b)
}

/// The difference, or `None` below zero or on overflow.
pub fn sub(a: &Exact, b: &Exact) -> Option<Exact> {
    a.checked_sub(b)
}

/// The product, or `None` on overflow.
pub fn mul(a: &Exact, b: &Exact) -> Option<Exact> {
    a.checked_mul(b)
}

/// The quotient, or `None` on overflow or division by zero.
pub fn div(a: &Exact, b: &Exact) -> Option<Exact> {
    a.checked_div(b)
}

/// The nearest `f64` (for display and charts only).
pub fn to_f64(r: &Exact) -> f64 {
    *r.numer() as f64 / *r.denom() as f64
}

/// Writes `n/d`, or just `n` for a whole number (for example "901/7776", "1").
pub fn write_plain(f: &mut fmt::Formatter<'_>, r: &Exact) -> fmt::Result {
    if *r.denom() == 1 {
        write!(f, "{}", r.numer())
    } else {
        write!(f, "{}/{}", r.numer(), r.denom())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduces_and_checks() {
        assert_eq!(exact(2, 4, "1 or more"), Ok(Exact::new(1, 2)));
        assert!(exact(1, 0, "1 or more").is_err());
        assert_eq!(sub(&whole(1), &whole(2)), None);
        assert_eq!(div(&whole(1), &whole(0)), None);
        assert_eq!(add(&whole(u128::MAX), &whole(1)), None);
    }
}
