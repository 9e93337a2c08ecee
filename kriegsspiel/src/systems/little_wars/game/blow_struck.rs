//! A Blow at the Rear once struck, kept in the battle's state (Wells L364).

use crate::side::Side;

/// A Blow at the Rear struck: who struck it and how many of the loser's own moves are left
/// before what remains of his force capitulates (Wells L364).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BlowStruck {
    /// The side whose men reached the enemy back line.
    pub victor: Side,
    /// The loser's own moves still to come before the capitulation.
    pub retreat_moves_left: u32,
}

impl BlowStruck {
    /// The side that must get back over its own back line.
    pub fn loser(&self) -> Side {
        self.victor.opponent()
    }
}
