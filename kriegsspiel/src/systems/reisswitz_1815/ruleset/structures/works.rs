//! Entrenchment and the garrisons of fieldworks (reference §12.7).

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// Fieldworks' building time and the troops that hold and attack them (Section 4 — Attack and
/// Defence of Strongholds, L1373; Troops Needed in an Attack, L1383; Strong Defences, L1413;
/// reference §12.7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WorksRules {
    /// Where the figures come from.
    pub source: Citation,
    /// Hastily built fieldworks take at least a day (L1413), in hours of the game clock.
    pub fieldworks_hours_least: u32,
    /// … and at most a day and a half (L1413).
    pub fieldworks_hours_most: u32,
    /// A fieldwork's defending battalion has at least this many men (L1373) …
    pub garrison_men_least: u32,
    /// … and at most this many (L1373).
    pub garrison_men_most: u32,
    /// One battalion holds at least this many paces of a fieldwork's front (L1373) …
    pub garrison_paces_least: u32,
    /// … and at most this many (L1373).
    pub garrison_paces_most: u32,
    /// Paces of front per attacking battalion (L1383).
    pub attack_paces_per_battalion: u32,
}

impl WorksRules {
    /// The compiled-in section, for rulesets saved before it existed; a copy with no figures
    /// (refused by [`WorksRules::validate`]) should the compiled-in file ever fail to parse.
    pub fn compiled_in() -> Self {
        #[derive(Deserialize)]
        struct File {
            works: WorksRules,
        }
        toml::from_str::<File>(include_str!(
            "../../../../../rules/reisswitz_1815/structures.toml"
        ))
        .map(|f| f.works)
        .unwrap_or_else(|_| Self {
            source: Citation::new(""),
            fieldworks_hours_least: 0,
            fieldworks_hours_most: 0,
            garrison_men_least: 0,
            garrison_men_most: 0,
            garrison_paces_least: 0,
            garrison_paces_most: 0,
            attack_paces_per_battalion: 0,
        })
    }

    /// Checks that every figure is at least one and each range runs upwards.
    pub fn validate(&self) -> Result<()> {
        let figures = [
            self.fieldworks_hours_least,
            self.garrison_men_least,
            self.garrison_paces_least,
            self.attack_paces_per_battalion,
        ];
        if figures.contains(&0)
            || self.fieldworks_hours_most < self.fieldworks_hours_least
            || self.garrison_men_most < self.garrison_men_least
            || self.garrison_paces_most < self.garrison_paces_least
        {
            return Err(RulesError::bad_table(
                "works",
                "figures must be 1 or more and each range must run upwards",
            ));
        }
        Ok(())
    }
}
