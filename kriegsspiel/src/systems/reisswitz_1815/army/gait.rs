//! How a unit moves in a turn: the choice that, with its class, picks a movement-chart row.

use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The pace or manner of a move (Appendix Three — Movement Chart; Section 2 — Movement).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Gait {
    /// A march (cavalry at the walk and trot; columns on the move).
    March,
    /// Infantry in ranks, attacking or retreating.
    InRanks,
    /// Infantry breaking ranks (2 moves in 5).
    BreakingRanks,
    /// Skirmishers at the run: deploying, returning, avoiding cavalry (1 move in 3).
    SkirmishRun,
    /// Cavalry deploying.
    Deploying,
    /// Cavalry attacking.
    Attacking,
    /// Cavalry in pursuit or retreat.
    Pursuit,
    /// Artillery in action at its normal rate.
    InAction,
    /// Artillery at its exceptional rate (limited moves).
    Exceptional,
    /// Guns hauled by ropes.
    ByRopes,
    /// Patrols and small parties.
    Patrol,
}

impl Gait {
    /// Every gait in a fixed order.
    pub const ALL: &'static [Gait] = <Gait as strum::VariantArray>::VARIANTS;

    /// The stable id.
    pub fn id(self) -> &'static str {
        self.into()
    }
}

impl fmt::Display for Gait {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Gait {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Self> {
        crate::named::parse_id(&s.trim().to_ascii_lowercase(), s, "gait")
    }
}
