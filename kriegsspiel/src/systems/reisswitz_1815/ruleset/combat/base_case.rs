//! Step one of the odds: the basic die by arms and formation.

use super::CombatSide;
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::DieId;
use serde::{Deserialize, Serialize};

/// One case of step one (Section 4, "Step One – Formations and Arms in Combat"; reference §6):
/// the basic die and whom it favours, or a side that wins without a throw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BaseCase {
    /// Stable id (snake case), as typed on the command line.
    pub id: String,
    /// The situation in words.
    pub description: String,
    /// The basic die; absent when the case is a foregone conclusion.
    #[serde(default)]
    pub die: Option<DieId>,
    /// The side the basic die favours.
    #[serde(default)]
    pub favours: Option<CombatSide>,
    /// The side that wins without a throw (a battery taken in flank, for instance).
    #[serde(default)]
    pub foregone: Option<CombatSide>,
    /// Whether step two (men against men) applies; false where the case already counts the
    /// units on each side (cavalry against infantry, say).
    pub compare_strength: bool,
    /// Where the case comes from.
    pub source: Citation,
}

impl BaseCase {
    /// The case's index points counted from the attacker's side (+ favours the attacker);
    /// a foregone conclusion counts as 5, beyond Die V.
    pub fn attacker_points(&self, foregone_points: i32) -> i32 {
        if let Some(winner) = self.foregone {
            return winner.sign() * foregone_points;
        }
        match (self.die, self.favours) {
            (Some(die), Some(side)) => side.sign() * i32::from(die.index_points()),
            _ => 0,
        }
    }

    /// Checks that the case has either a die and a side, or a foregone winner.
    pub fn validate(&self) -> Result<()> {
        let ok = match (self.die, self.favours, self.foregone) {
            (Some(_), Some(_), None) => true,
            (None, None, Some(_)) => !self.compare_strength,
            _ => false,
        };
        if ok && !self.id.is_empty() {
            Ok(())
        } else {
            Err(RulesError::bad_table(
                format!("combat base case '{}'", self.id),
                "give a die and the side it favours, or a foregone winner",
            ))
        }
    }
}
