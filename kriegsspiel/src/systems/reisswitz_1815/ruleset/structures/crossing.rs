//! Boats, ferries, currents and swimming.

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// What one craft carries (Section 5 — Boats and Ferries).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Craft {
    /// Stable id.
    pub id: String,
    /// The craft in words.
    pub description: String,
    /// Infantry per trip.
    pub infantry: u32,
    /// Cavalry per trip.
    pub cavalry: u32,
    /// Guns per trip.
    pub guns: u32,
}

/// Boats, currents and swimming (Section 5 — Boats and Ferries; Currents & Tides; Swimming;
/// reference §8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrossingRules {
    /// Where the figures come from.
    pub source: Citation,
    /// The craft.
    pub craft: Vec<Craft>,
    /// A boat's paces per move downstream.
    pub downstream_paces: u32,
    /// Upstream.
    pub upstream_paces: u32,
    /// Across the current.
    pub across_paces: u32,
    /// Moves to prepare for swimming (weapons and ammunition carried over).
    pub swim_prepare_moves: u32,
    /// Paces swum per move.
    pub swim_paces_per_move: u32,
    /// Moves to form up and hand out weapons.
    pub swim_form_up_moves: u32,
}

impl CrossingRules {
    /// The craft with this id.
    pub fn craft(&self, id: &str) -> Result<&Craft> {
        self.craft
            .iter()
            .find(|c| c.id == id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "craft",
                value: id.to_string(),
                allowed: {
                    let mut ids: Vec<&str> = self.craft.iter().map(|c| c.id.as_str()).collect();
                    ids.sort_unstable();
                    ids.join(", ")
                },
            })
    }

    /// Checks that a swimmer makes progress.
    pub fn validate(&self) -> Result<()> {
        if self.swim_paces_per_move == 0 {
            return Err(RulesError::bad_table(
                "crossing",
                "swimmers must make progress",
            ));
        }
        Ok(())
    }
}
