//! The arm and formation of a party in a melee.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The arm of a party in a melee; its blocks are counted in this arm's unit.
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
)]
#[serde(rename_all = "snake_case")]
pub enum CombatArm {
    /// Close-order infantry; blocks are half battalions.
    Infantry,
    /// Infantry in skirmish order; blocks are skirmish blocks (losses per two blocks).
    Skirmishers,
    /// Light cavalry (Light Dragoons, Hussars); blocks are squadrons.
    LightCavalry,
    /// Heavy cavalry (Guards, Heavy Dragoons); blocks are squadrons.
    HeavyCavalry,
    /// Artillery; blocks are half batteries.
    Artillery,
}

impl CombatArm {
    /// All arms.
    pub const ALL: &'static [CombatArm] = <CombatArm as strum::VariantArray>::VARIANTS;

    /// Whether the arm is cavalry.
    pub fn is_cavalry(self) -> bool {
        matches!(self, CombatArm::LightCavalry | CombatArm::HeavyCavalry)
    }

    /// Whether the arm is infantry (close order or skirmishers).
    pub fn is_infantry(self) -> bool {
        matches!(self, CombatArm::Infantry | CombatArm::Skirmishers)
    }

    /// The unit its blocks are counted in.
    pub fn block_word(self) -> &'static str {
        match self {
            CombatArm::Infantry => "half-battalion block",
            CombatArm::Skirmishers => "skirmish block",
            CombatArm::LightCavalry | CombatArm::HeavyCavalry => "squadron",
            CombatArm::Artillery => "half battery",
        }
    }

    /// The arm in words.
    pub fn word(self) -> &'static str {
        match self {
            CombatArm::Infantry => "infantry",
            CombatArm::Skirmishers => "skirmishers",
            CombatArm::LightCavalry => "light cavalry",
            CombatArm::HeavyCavalry => "heavy cavalry",
            CombatArm::Artillery => "artillery",
        }
    }
}

impl fmt::Display for CombatArm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// The formation of an infantry party where the outcome rules depend on it (Section 4 —
/// Infantry Attacks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeleeFormation {
    /// Deployed in line: beaten by infantry it is at least defeated.
    Line,
    /// Two or more battalions in mass columns attacking a line: beaten, one step worse (R → D,
    /// D → T).
    MassColumns,
    /// Any other formation (column, square, open order …).
    #[default]
    Other,
}
