//! Step three of the odds: the named circumstances and their index points.

use super::CircumstanceSide;
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::RuleOptions;
use serde::{Deserialize, Serialize};

/// What a circumstance does to the odds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CircumstanceEffect {
    /// Index points for the side it is counted for (negative: against that side).
    IndexPoints(i32),
    /// The side's attacking battalions or squadrons count twice in step two.
    CountsDouble,
    /// The attack cannot be made at all.
    NoAttack,
    /// The umpire gives the points (the draft leaves the amount to judgement).
    UmpireSets,
}

/// The effect of a circumstance under another reading of a named option.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CircumstanceAlternative {
    /// The option's id (see [`RuleOptions`]).
    pub option: String,
    /// The reading under which this effect applies.
    pub reading: String,
    /// The effect under that reading.
    pub effect: CircumstanceEffect,
    /// Where that reading comes from.
    pub source: Citation,
}

/// A named circumstance of step three (Section 4, "Step Three – Circumstances, Quality &
/// External Influences"; Appendix Three — Additional Factors; reference §6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CircumstanceRule {
    /// Stable id (snake case), as typed on the command line.
    pub id: String,
    /// The circumstance in words.
    pub description: String,
    /// Which side it may be counted for.
    pub applies_to: CircumstanceSide,
    /// Its effect under the default reading.
    pub effect: CircumstanceEffect,
    /// Where it comes from.
    pub source: Citation,
    /// Its effect under another reading of a named option, if the draft disagrees with itself.
    #[serde(default)]
    pub alternative: Option<CircumstanceAlternative>,
}

impl CircumstanceRule {
    /// The effect and its source under the umpire's chosen readings.
    pub fn effect_under(&self, options: &RuleOptions) -> (CircumstanceEffect, &Citation) {
        if let Some(alt) = &self.alternative {
            let chosen = options
                .catalogue()
                .into_iter()
                .find(|o| o.id == alt.option)
                .map(|o| o.chosen);
            if chosen == Some(alt.reading.as_str()) {
                return (alt.effect, &alt.source);
            }
        }
        (self.effect, &self.source)
    }

    /// Checks the id, the size of the points, and that an alternative names a real option
    /// and reading.
    pub fn validate(&self) -> Result<()> {
        let bad = |why: &str| {
            Err(RulesError::bad_table(
                format!("combat circumstance '{}'", self.id),
                why,
            ))
        };
        if self.id.is_empty()
            || !self
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        {
            return bad("the id must be snake case");
        }
        let effects = std::iter::once(self.effect).chain(self.alternative.iter().map(|a| a.effect));
        for effect in effects {
            if let CircumstanceEffect::IndexPoints(k) = effect
                && (k == 0 || !(-5..=5).contains(&k))
            {
                return bad("index points must be between −5 and 5 and not 0");
            }
        }
        if let Some(alt) = &self.alternative {
            let catalogue = RuleOptions::default().catalogue();
            let Some(option) = catalogue.iter().find(|o| o.id == alt.option) else {
                return bad("the alternative names an unknown option");
            };
            if !option.choices.iter().any(|c| c.id == alt.reading) {
                return bad("the alternative names an unknown reading");
            }
            if option.default == alt.reading {
                return bad("the alternative must be a non-default reading");
            }
        }
        Ok(())
    }
}
