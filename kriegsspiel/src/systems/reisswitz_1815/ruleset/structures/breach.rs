//! Guns breaching a wall (or destroying a bridge).

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::DieId;
use serde::{Deserialize, Serialize};

/// How close one kind of gun must be to breach at the normal rate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BreachRange {
    /// The gun ("12pdr", "6pdr").
    pub gun: String,
    /// Within this many paces.
    pub max_paces: u32,
}

/// The throws against one strength of wall.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WallSchedule {
    /// The kind of wall.
    pub description: String,
    /// Moves of fire without effect at the normal range.
    pub no_effect_moves: u32,
    /// Dice for one battery, move by move after those; the last repeats.
    pub one_battery: Vec<DieId>,
    /// Dice for two or more batteries, likewise.
    pub two_or_more: Vec<DieId>,
}

/// Artillery breaching a wall (Section 3 — Artillery Breaching a Wall; Artillery Fire Against
/// Bridges; reference §7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BreachRules {
    /// Where the figures come from.
    pub source: Citation,
    /// Normal ranges by gun.
    pub near_paces: Vec<BreachRange>,
    /// The far range band (800–900 paces), with a longer wait.
    pub far_paces: [u32; 2],
    /// Moves without effect at the far range.
    pub far_no_effect_moves: u32,
    /// A breach lets this many men through (half a platoon).
    pub breach_men: u32,
    /// A stone bridge must burn this many moves to become impassable.
    pub stone_bridge_burn_moves: u32,
    /// Strong walls.
    pub strong: WallSchedule,
    /// Weaker walls.
    pub weak: WallSchedule,
}

impl BreachRules {
    /// Checks that each schedule has dice and the far band is in order.
    pub fn validate(&self) -> Result<()> {
        let empty = [&self.strong, &self.weak]
            .iter()
            .any(|s| s.one_battery.is_empty() || s.two_or_more.is_empty());
        if empty || self.far_paces[0] > self.far_paces[1] || self.near_paces.is_empty() {
            return Err(RulesError::bad_table(
                "breach",
                "each wall needs dice, and the far band must be in order",
            ));
        }
        Ok(())
    }
}
