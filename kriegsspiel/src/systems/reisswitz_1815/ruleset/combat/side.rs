//! The two sides of a melee and the side a rule counts for.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the two sides of a close combat.
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
pub enum CombatSide {
    /// The side that attacks (with equal odds it counts as the favoured side, "A"; reference §5).
    Attacker,
    /// The side attacked.
    Defender,
}

impl CombatSide {
    /// Both sides, attacker first.
    pub const BOTH: [CombatSide; 2] = [CombatSide::Attacker, CombatSide::Defender];

    /// The other side.
    pub fn other(self) -> CombatSide {
        match self {
            CombatSide::Attacker => CombatSide::Defender,
            CombatSide::Defender => CombatSide::Attacker,
        }
    }

    /// The side's name in words ("attacker", "defender").
    pub fn word(self) -> &'static str {
        match self {
            CombatSide::Attacker => "attacker",
            CombatSide::Defender => "defender",
        }
    }

    /// The side described in one line ("The attacker", "The defender"; command-line help).
    pub fn description(self) -> &'static str {
        match self {
            CombatSide::Attacker => "The attacker",
            CombatSide::Defender => "The defender",
        }
    }

    /// +1 for the attacker, −1 for the defender: the sign of this side's points when index
    /// points are counted from the attacker's point of view.
    pub fn sign(self) -> i32 {
        match self {
            CombatSide::Attacker => 1,
            CombatSide::Defender => -1,
        }
    }
}

impl fmt::Display for CombatSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Which side a circumstance may be counted for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CircumstanceSide {
    /// Only the attacker (for example preparation by canister).
    Attacker,
    /// Only the defender (for example shaken troops, which counts in defence only).
    Defender,
    /// Whichever side the umpire names.
    Either,
}

impl CircumstanceSide {
    /// Whether the circumstance may be counted for `side`.
    pub fn allows(self, side: CombatSide) -> bool {
        match self {
            CircumstanceSide::Attacker => side == CombatSide::Attacker,
            CircumstanceSide::Defender => side == CombatSide::Defender,
            CircumstanceSide::Either => true,
        }
    }

    /// The one side allowed, if there is only one.
    pub fn fixed(self) -> Option<CombatSide> {
        match self {
            CircumstanceSide::Attacker => Some(CombatSide::Attacker),
            CircumstanceSide::Defender => Some(CombatSide::Defender),
            CircumstanceSide::Either => None,
        }
    }

    /// In words.
    pub fn word(self) -> &'static str {
        match self {
            CircumstanceSide::Attacker => "attacker",
            CircumstanceSide::Defender => "defender",
            CircumstanceSide::Either => "either side",
        }
    }
}
