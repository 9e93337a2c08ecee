//! A side's strength as the umpire counts it: men, squadrons or battalions.

use super::dismounted_dragoons::dismounted_men;
use crate::error::{Result, RulesError};
use crate::figures::counted;
use crate::systems::reisswitz_1815::ruleset::StrengthRules;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A side's strength (Appendix Three — Calculation for Difference in Strength: a battalion is
/// 900 men, a squadron 150).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StrengthCount {
    /// Men (or riders) present.
    Men(u32),
    /// Full squadrons.
    Squadrons(u32),
    /// Full battalions.
    Battalions(u32),
    /// Squadrons of dragoons fighting on foot: four count as half a battalion (reference
    /// §12.13; draft L1461, L2953).
    DismountedDragoons(u32),
}

impl StrengthCount {
    /// The strength in men, using the ruleset's unit sizes.
    pub fn men(self, rules: &StrengthRules) -> u64 {
        match self {
            StrengthCount::Men(n) => u64::from(n),
            StrengthCount::Squadrons(n) => u64::from(n) * u64::from(rules.squadron_men),
            StrengthCount::Battalions(n) => u64::from(n) * u64::from(rules.battalion_men),
            StrengthCount::DismountedDragoons(n) => dismounted_men(n, rules),
        }
    }
}

impl FromStr for StrengthCount {
    type Err = RulesError;
    /// `900`, `900men`, `4sqn`, `2bn`, `4dd` (dismounted dragoons; case-insensitive, spaces
    /// ignored).
    fn from_str(s: &str) -> Result<Self> {
        let t: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        let digits: String = t.chars().take_while(|c| c.is_ascii_digit()).collect();
        let unit = &t[digits.len()..];
        let bad = || {
            RulesError::OutOfRange {
            what: "strength",
            value: s.to_string(),
            allowed: "a whole number of men (900), squadrons (4sqn), battalions (2bn) or dismounted dragoon squadrons (4dd)".into(),
        }
        };
        let n: u32 = digits.parse().map_err(|_| bad())?;
        match unit {
            "" | "men" | "man" | "m" => Ok(StrengthCount::Men(n)),
            "sqn" | "sqns" | "squadron" | "squadrons" => Ok(StrengthCount::Squadrons(n)),
            "bn" | "bns" | "battalion" | "battalions" => Ok(StrengthCount::Battalions(n)),
            "dd" | "dismounted" => Ok(StrengthCount::DismountedDragoons(n)),
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for StrengthCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StrengthCount::Men(n) => write!(f, "{n} men"),
            StrengthCount::Squadrons(n) => write!(f, "{}", counted(*n, "squadron")),
            StrengthCount::Battalions(n) => write!(f, "{}", counted(*n, "battalion")),
            StrengthCount::DismountedDragoons(n) => {
                write!(f, "{} of dismounted dragoons", counted(*n, "squadron"))
            }
        }
    }
}
