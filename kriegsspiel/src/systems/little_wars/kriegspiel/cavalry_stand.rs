//! How the appendix's cavalry stand towards the enemy's cavalry (Wells L828, L832, L639-L640):
//! who is on foot, who must answer cavalry that came within charging distance, and who stood
//! still and mounted instead of answering.

use std::collections::{BTreeMap, BTreeSet};

/// The cavalry's stand, kept by the battle from rules version 3 in the Kriegspiel mode.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CavalryStand {
    /// Cavalry on foot: charged, they count as infantry in extended order (Wells L832); they
    /// walk at the infantry's pace and cannot charge until they mount again (one move, Wells
    /// L639-L640).
    pub dismounted: BTreeSet<u32>,
    /// Mounted cavalry of the side to move that were within charging distance of the enemy's
    /// cavalry when the enemy's move ended, with the gap in inches to the nearest of them
    /// then: each must dismount, charge or retire on this move (Wells L828).
    pub challenged: BTreeMap<u32, f64>,
    /// The mounted cavalry of the side that moved last that stood still on that move: those
    /// bound to answer that did none of the three, and those not bound that did not stir.
    /// Charged now, they are charged as still mounted cavalry (Wells L828, second sentence).
    pub stood_still: BTreeSet<u32>,
}

impl CavalryStand {
    /// Whether man `figure` is a cavalryman on foot.
    pub fn is_dismounted(&self, figure: u32) -> bool {
        self.dismounted.contains(&figure)
    }

    /// Whether man `figure` stood still and mounted when he had to answer the enemy's cavalry.
    pub fn stood_still(&self, figure: u32) -> bool {
        self.stood_still.contains(&figure)
    }

    /// The men bound to answer on this move, in id order.
    pub fn bound_to_answer(&self) -> Vec<u32> {
        self.challenged.keys().copied().collect()
    }

    /// Man `figure` has answered (by dismounting or charging): he is no longer bound.
    pub fn answered(&mut self, figure: u32) {
        self.challenged.remove(&figure);
    }
}
