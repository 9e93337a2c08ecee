//! One melee as found on the table (§6 "When a melee happens"), the men of each side and their
//! supporters, ready to be settled.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// One melee as found on the table, ready for [`super::LittleWarsCommand::SettleMelee`].
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct FoundMelee {
    /// The side that moved's men in the melee, by id.
    pub mover: Vec<u32>,
    /// The other side's men in the melee.
    pub other: Vec<u32>,
    /// The side that moved's supporters.
    pub mover_supporters: Vec<u32>,
    /// The other side's supporters.
    pub other_supporters: Vec<u32>,
}

impl FoundMelee {
    /// Whether `mover` and `other` name the same men as this melee, in any order.
    pub fn has_men(&self, mover: &[u32], other: &[u32]) -> bool {
        let set = |v: &[u32]| v.iter().copied().collect::<BTreeSet<u32>>();
        set(&self.mover) == set(mover) && set(&self.other) == set(other)
    }
}
