//! Step two of the odds: the bands of numerical strength difference.

use super::ExactFraction;
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::DieId;
use serde::{Deserialize, Serialize};

/// One band of strength difference: from `from` up to the next band's `from` (Section 4,
/// "Step Two – Consideration of Numerical Strength"; reference §6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StrengthBand {
    /// The lowest difference in the band, exact.
    pub from: ExactFraction,
    /// The die for the band when nothing else counts.
    pub die: DieId,
    /// The index points the band gives the stronger side.
    pub points: i32,
}

/// The strength bands and unit sizes (Section 4, Step Two; Appendix Three — Calculation for
/// Difference in Strength; reference §6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StrengthRules {
    /// Where the figures come from.
    pub source: Citation,
    /// Men in a full battalion (900).
    pub battalion_men: u32,
    /// Riders in a full squadron (150).
    pub squadron_men: u32,
    /// The difference from which the stronger side wins without a throw (1⅔).
    pub foregone_from: ExactFraction,
    /// The index points a foregone conclusion counts for (5, beyond Die V).
    pub foregone_points: i32,
    /// The bands, lowest first.
    #[serde(rename = "band")]
    pub bands: Vec<StrengthBand>,
}

impl StrengthRules {
    /// The band a difference falls in, or `None` when it is a foregone conclusion.
    pub fn band_for(&self, difference: ExactFraction) -> Option<&StrengthBand> {
        if difference >= self.foregone_from {
            return None;
        }
        self.bands.iter().rev().find(|b| b.from <= difference)
    }

    /// Checks the shape: bands start at zero, rise strictly, end below the foregone mark, and
    /// each band's points select its own die.
    pub fn validate(&self) -> Result<()> {
        let bad = |why: String| Err(RulesError::bad_table("combat strength bands", why));
        if self.battalion_men == 0 || self.squadron_men == 0 {
            return bad("unit sizes must be at least 1 man".into());
        }
        if !(5..=100).contains(&self.foregone_points) {
            return bad("a foregone conclusion must count beyond Die V (5 to 100 points)".into());
        }
        match self.bands.first() {
            Some(first) if first.from == ExactFraction::ZERO => {}
            _ => return bad("the first band must start at 0".into()),
        }
        for pair in self.bands.windows(2) {
            if pair[0].from >= pair[1].from {
                return bad(format!(
                    "band {} does not rise above {}",
                    pair[1].from, pair[0].from
                ));
            }
        }
        for band in &self.bands {
            if band.from >= self.foregone_from {
                return bad(format!(
                    "band {} is at or above the foregone mark",
                    band.from
                ));
            }
            if band.points != i32::from(band.die.index_points()) {
                return bad(format!(
                    "band {}: {} points do not select die {}",
                    band.from, band.points, band.die
                ));
            }
        }
        Ok(())
    }
}
