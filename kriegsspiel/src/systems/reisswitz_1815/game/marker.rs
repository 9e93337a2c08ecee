//! The markers the umpire sets on a unit, as commands name them.

use crate::systems::reisswitz_1815::ruleset::DefeatLetter;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How badly shaken a unit is (Section 4 — cavalry against infantry: "slightly shaken",
/// "badly shaken"; Appendix Three — Shaken Troops).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShakenDegree {
    /// Slightly shaken.
    Slightly,
    /// Badly shaken.
    Badly,
}

/// A marker to set on a unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "marker", rename_all = "snake_case")]
pub enum Marker {
    /// Beaten in close combat: repulsed, defeated or totally defeated; blocks are turned and
    /// the unit recovers after the moves the chosen reading gives (Section 4 — Repulsed,
    /// Defeated and Totally Defeated Troops). The turns left until it rallies are the draft's
    /// micro die on a counter (Section 4 — Rules for Assaults, Casualties).
    Beaten {
        /// R, D or T.
        letter: DefeatLetter,
    },
    /// Shaken.
    Shaken {
        /// Slightly or badly.
        degree: ShakenDegree,
    },
    /// Under canister fire this turn: a light counter, a black one in the second consecutive
    /// turn (Section 4 — Rules for Assaults, Casualties).
    UnderCanister,
    /// Out of ammunition (Appendix Three — Rate of Fire Assumed: 50 turns of fire).
    OutOfAmmunition,
}

impl Marker {
    /// The kind of marker.
    pub fn kind(self) -> MarkerKind {
        match self {
            Marker::Beaten { .. } => MarkerKind::Beaten,
            Marker::Shaken { .. } => MarkerKind::Shaken,
            Marker::UnderCanister => MarkerKind::UnderCanister,
            Marker::OutOfAmmunition => MarkerKind::OutOfAmmunition,
        }
    }
}

/// The kinds of marker, to clear one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkerKind {
    /// Repulsed, defeated or totally defeated.
    Beaten,
    /// Shaken.
    Shaken,
    /// Under canister fire.
    UnderCanister,
    /// Out of ammunition.
    OutOfAmmunition,
}

impl fmt::Display for MarkerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MarkerKind::Beaten => "beaten",
            MarkerKind::Shaken => "shaken",
            MarkerKind::UnderCanister => "under canister fire",
            MarkerKind::OutOfAmmunition => "out of ammunition",
        })
    }
}
