//! One party of a melee: its arm, blocks engaged and the circumstances the special rules
//! ask about (Section 4; reference §1, §5–§6).

use super::{CombatArm, MeleeFormation};
use serde::{Deserialize, Serialize};

/// One party of a melee.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeParty {
    /// Its arm.
    pub arm: CombatArm,
    /// Blocks engaged, in the arm's unit (half battalions, skirmish blocks, squadrons, half
    /// batteries).
    pub blocks: u32,
    /// Its formation, where the rules care.
    #[serde(default)]
    pub formation: MeleeFormation,
    /// It has a second line at the right distance that has not yet been used up.
    #[serde(default)]
    pub second_line: bool,
    /// Infantry and cavalry fighting together (one covers the other's retreat).
    #[serde(default)]
    pub combined_arms: bool,
    /// Close-order troops defending a defile.
    #[serde(default)]
    pub defending_defile: bool,
}

impl MeleeParty {
    /// A party of one arm with no special circumstances.
    pub fn new(arm: CombatArm, blocks: u32) -> Self {
        Self {
            arm,
            blocks,
            formation: MeleeFormation::Other,
            second_line: false,
            combined_arms: false,
            defending_defile: false,
        }
    }
}
