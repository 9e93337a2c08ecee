//! Where a message is: on its way, in hand, or taken by the enemy.

use crate::ids::UnitId;
use crate::side::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A message's state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum MessageStatus {
    /// On its way; delivered when the clock reaches its arrival turn.
    InTransit,
    /// In the addressee's hands.
    Delivered {
        /// The turn at whose start it was in hand.
        turn: u32,
    },
    /// Taken by the enemy: never delivered; the captor's side holds it as a captured dispatch.
    Intercepted {
        /// The enemy unit that took it.
        by: UnitId,
        /// The captor's side.
        captor_side: Side,
        /// The umpire's reason.
        reason: String,
        /// The turn it was taken.
        turn: u32,
    },
}

impl fmt::Display for MessageStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MessageStatus::InTransit => f.write_str("in transit"),
            MessageStatus::Delivered { turn } => write!(f, "delivered at turn {turn}"),
            MessageStatus::Intercepted { by, turn, .. } => {
                write!(f, "intercepted by {by} at turn {turn}")
            }
        }
    }
}
