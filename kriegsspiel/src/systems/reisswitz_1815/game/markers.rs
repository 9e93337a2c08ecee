//! The markers standing on a unit.

use super::marker::ShakenDegree;
use crate::citation::Citation;
use crate::systems::reisswitz_1815::ruleset::DefeatLetter;
use serde::{Deserialize, Serialize};

/// A unit beaten in close combat: its letter, blocks turned, and when it may defend and
/// attack again (by the `recovery_times` reading in force when it was beaten).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BeatenMarker {
    /// R, D or T.
    pub letter: DefeatLetter,
    /// The turn it was beaten.
    pub at_turn: u32,
    /// Blocks turned face down (R one, D and T two).
    pub blocks_turned: u32,
    /// The first turn it may defend again.
    pub can_defend_at: u32,
    /// The first turn it may attack again (the marker is then taken off).
    pub can_attack_at: u32,
    /// Where the recovery times come from.
    pub source: Citation,
}

/// First or second consecutive turn under canister fire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CanisterStage {
    /// The light counter.
    First,
    /// The black counter: one step worse in melee.
    Second,
}

/// A canister counter and the last turn the unit was under canister fire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CanisterMarker {
    /// Light or black.
    pub stage: CanisterStage,
    /// The last turn it was marked.
    pub last_turn: u32,
}

/// Every marker on a unit.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Markers {
    /// Beaten in close combat.
    pub beaten: Option<BeatenMarker>,
    /// Shaken.
    pub shaken: Option<ShakenDegree>,
    /// Under canister fire.
    pub canister: Option<CanisterMarker>,
    /// Out of ammunition.
    pub out_of_ammunition: bool,
}

impl Markers {
    /// Turns until a beaten unit may defend and attack again, counted from `now`; `None` if it
    /// is not beaten.
    pub fn turns_until_rallied(&self, now: u32) -> Option<(u32, u32)> {
        self.beaten.as_ref().map(|b| {
            (
                b.can_defend_at.saturating_sub(now),
                b.can_attack_at.saturating_sub(now),
            )
        })
    }

    /// Whether no marker stands on the unit.
    pub fn is_empty(&self) -> bool {
        *self == Markers::default()
    }
}
