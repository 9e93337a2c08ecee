//! The ruleset section: close-combat odds, circumstances and the special worksheets
//! (reference §5–§6).
//!
//! Loaded from `rules/reisswitz_1815/combat.toml`. The calculators that use it live in
//! [`crate::systems::reisswitz_1815::calc`]: the odds worksheet, the melee outcome and the small worksheets.

mod base_case;
mod circumstance;
mod defile;
mod fraction;
mod index_matrix;
mod outcome;
mod side;
mod special_test;
mod squadrons;
mod strength;
mod strongholds;
mod waves;

pub use base_case::BaseCase;
pub use circumstance::{CircumstanceAlternative, CircumstanceEffect, CircumstanceRule};
pub use defile::{DefileBattery, DefileOdds, DefileRow, DefileTable};
pub use fraction::ExactFraction;
pub use index_matrix::{IndexShiftMatrix, MatrixCell, MatrixReading, MatrixRow};
pub use outcome::{
    CavalryWinnerReadings, CavalryWinnerShare, OutcomeRules, PerLetter, RecoveryMoves,
    RecoveryReadings, RecoveryTable, WinnerLosses,
};
pub use side::{CircumstanceSide, CombatSide};
pub use special_test::TestRule;
pub use squadrons::{SquadronOdds, SquadronRow, UnequalSquadronsTable};
pub use strength::{StrengthBand, StrengthRules};
pub use strongholds::{
    DefenceClass, DefenceClassInfo, StrongholdCell, StrongholdRow, StrongholdRules, TroopCondition,
    TroopsNeeded,
};
pub use waves::{CavalryWavesTable, InfantryShock, MassWave, WaveOdds, WaveRow};

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// The ruleset section: close-combat odds, circumstances and the special worksheets
/// (Section 4 — Rules for Assaults; Appendix Three; reference §5–§6).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CombatRules {
    /// Where the section comes from.
    pub source: Citation,
    /// Step one: basic odds by arms and formation.
    #[serde(rename = "base_case")]
    pub base_cases: Vec<BaseCase>,
    /// Step two: strength bands.
    pub strength: StrengthRules,
    /// The appendix's index point shift grid (non-default reading of step two).
    pub index_matrix: IndexShiftMatrix,
    /// Step three: named circumstances.
    #[serde(rename = "circumstance")]
    pub circumstances: Vec<CircumstanceRule>,
    /// Unequal numbers of squadrons.
    pub unequal_squadrons: UnequalSquadronsTable,
    /// Cavalry attacks on infantry in close order.
    pub cavalry_waves: CavalryWavesTable,
    /// Attacks on strongholds.
    pub strongholds: StrongholdRules,
    /// Debouching from a defile under artillery fire.
    pub defile: DefileTable,
    /// Tests (canister morale, surprise, combined arms, encirclement …).
    #[serde(rename = "test")]
    pub tests: Vec<TestRule>,
    /// The aftermath of a melee.
    pub outcome: OutcomeRules,
}

impl CombatRules {
    /// The base case with this id.
    pub fn base_case(&self, id: &str) -> Result<&BaseCase> {
        self.base_cases
            .iter()
            .find(|c| c.id == id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "base odds case",
                value: id.to_string(),
                allowed: sorted_ids(self.base_cases.iter().map(|c| c.id.as_str())),
            })
    }

    /// The circumstance with this id.
    pub fn circumstance(&self, id: &str) -> Result<&CircumstanceRule> {
        self.circumstances
            .iter()
            .find(|c| c.id == id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "circumstance",
                value: id.to_string(),
                allowed: self.circumstance_ids(),
            })
    }

    /// All circumstance ids, sorted and comma separated (for messages and help).
    pub fn circumstance_ids(&self) -> String {
        sorted_ids(self.circumstances.iter().map(|c| c.id.as_str()))
    }

    /// The test with this id.
    pub fn test(&self, id: &str) -> Result<&TestRule> {
        self.tests
            .iter()
            .find(|t| t.id == id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "test",
                value: id.to_string(),
                allowed: sorted_ids(self.tests.iter().map(|t| t.id.as_str())),
            })
    }

    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> Result<()> {
        for case in &self.base_cases {
            case.validate()?;
        }
        unique("base case", self.base_cases.iter().map(|c| c.id.as_str()))?;
        self.strength.validate()?;
        self.index_matrix.validate()?;
        for c in &self.circumstances {
            c.validate()?;
        }
        unique(
            "circumstance",
            self.circumstances.iter().map(|c| c.id.as_str()),
        )?;
        self.unequal_squadrons.validate()?;
        self.cavalry_waves.validate()?;
        self.strongholds.validate()?;
        self.defile.validate()?;
        for t in &self.tests {
            t.validate()?;
        }
        unique("test", self.tests.iter().map(|t| t.id.as_str()))?;
        self.outcome.validate()
    }
}

fn sorted_ids<'a>(ids: impl Iterator<Item = &'a str>) -> String {
    let mut all: Vec<&str> = ids.collect();
    all.sort_unstable();
    all.join(", ")
}

fn unique<'a>(what: &str, ids: impl Iterator<Item = &'a str>) -> Result<()> {
    let mut seen = std::collections::BTreeSet::new();
    for id in ids {
        if !seen.insert(id) {
            return Err(RulesError::Duplicate {
                table: format!("combat {what}"),
                id: format!("'{id}'"),
            });
        }
    }
    Ok(())
}
