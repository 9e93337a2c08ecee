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
    /// Nothing under this reading (the circumstance is listed so the worksheet can say so).
    NoEffect,
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
    /// A warning for the umpire when the circumstance is claimed under this reading.
    #[serde(default)]
    pub warning: Option<String>,
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
    /// Its effects under further readings (an option with three readings, say).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alternatives: Vec<CircumstanceAlternative>,
    /// A warning for the umpire when it is claimed under the default reading.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warning: Option<String>,
    /// The option whose reading decides whom the circumstance counts against (`shaken_troops`,
    /// `canister_penalty`); the odds worksheet applies it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope_option: Option<String>,
}

impl CircumstanceRule {
    /// The effect and its source under the umpire's chosen readings.
    pub fn effect_under(&self, options: &RuleOptions) -> (CircumstanceEffect, &Citation) {
        match self.alternative_under(options) {
            Some(alt) => (alt.effect, &alt.source),
            None => (self.effect, &self.source),
        }
    }

    /// The warning for the umpire under the chosen readings, if any.
    pub fn warning_under(&self, options: &RuleOptions) -> Option<&str> {
        match self.alternative_under(options) {
            Some(alt) => alt.warning.as_deref(),
            None => self.warning.as_deref(),
        }
    }

    /// The alternative whose reading is chosen, if any.
    fn alternative_under(&self, options: &RuleOptions) -> Option<&CircumstanceAlternative> {
        let catalogue = options.catalogue();
        self.alternative
            .iter()
            .chain(&self.alternatives)
            .find(|alt| {
                catalogue
                    .iter()
                    .find(|o| o.id == alt.option)
                    .is_some_and(|o| o.chosen == alt.reading)
            })
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
        let effects = std::iter::once(self.effect).chain(
            self.alternative
                .iter()
                .chain(&self.alternatives)
                .map(|a| a.effect),
        );
        for effect in effects {
            if let CircumstanceEffect::IndexPoints(k) = effect
                && (k == 0 || !(-5..=5).contains(&k))
            {
                return bad("index points must be between −5 and 5 and not 0");
            }
        }
        for alt in self.alternative.iter().chain(&self.alternatives) {
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
