//! The placement phase before play under `deployment = free_hidden` (rules reference §2, "free
//! deployment"; source L15): each side places its units in its own territory, one unit per
//! square, unseen by the other, and confirms; play starts once both have confirmed.

use super::grid_side::{GridSide, PerSide};

/// Where the placement phase stands: which sides have confirmed their deployment.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Placement {
    /// Whether each side has confirmed.
    pub confirmed: PerSide<bool>,
}

impl Placement {
    /// The side placing now: North first, then South (the order does not matter to the rules,
    /// since neither side sees the other's units; source L15). `None` once both have confirmed.
    pub fn placing(&self) -> Option<GridSide> {
        GridSide::ALL
            .into_iter()
            .find(|side| !*self.confirmed.get(*side))
    }

    /// Whether the side has confirmed its deployment.
    pub fn has_confirmed(&self, side: GridSide) -> bool {
        *self.confirmed.get(side)
    }
}
