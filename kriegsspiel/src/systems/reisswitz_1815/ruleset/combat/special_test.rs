//! Tests: a die thrown for or against a party outside a melee.

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::DieId;
use serde::{Deserialize, Serialize};

/// A test (canister morale, surprise, combined arms, encirclement …; reference §6 "Tests"): a
/// die favouring one party, and what follows if that party wins or loses. The favoured party
/// wins on an `O` circle and loses on an `A` circle, as the favoured side does in a melee.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TestRule {
    /// Stable id (snake case).
    pub id: String,
    /// The die thrown.
    pub die: DieId,
    /// The party the die favours.
    pub favoured: String,
    /// The other party.
    pub other: String,
    /// When the test is thrown.
    pub condition: String,
    /// What happens if the favoured party wins.
    pub if_favoured_wins: String,
    /// What happens if it loses.
    pub if_favoured_loses: String,
    /// A strength ratio the favoured party must reach before the test is thrown at all.
    #[serde(default)]
    pub min_strength_ratio: Option<f64>,
    /// Where the test comes from.
    pub source: Citation,
}

impl TestRule {
    /// Checks the id and the ratio.
    pub fn validate(&self) -> Result<()> {
        if self.id.is_empty() {
            return Err(RulesError::missing("a combat test", "id"));
        }
        if let Some(r) = self.min_strength_ratio
            && (!r.is_finite() || r < 1.0)
        {
            return Err(RulesError::bad_table(
                format!("combat test '{}'", self.id),
                "the ratio must be 1 or more",
            ));
        }
        Ok(())
    }
}
