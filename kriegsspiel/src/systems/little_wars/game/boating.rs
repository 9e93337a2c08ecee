//! Men getting into or out of boats, or afloat (§10 "Actions"; Wells L624-L626,
//! `boat_batches`).

use crate::side::Side;
use serde::{Deserialize, Serialize};

/// Where a man stands with the boats.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "boating")]
pub enum Boating {
    /// Getting in, with moves left (2 per 20 men).
    Embarking {
        /// His side.
        side: Side,
        /// Moves left.
        moves_left: f64,
    },
    /// In the boats: he moves as a boat, 1 ft (Wells L599).
    Afloat {
        /// His side.
        side: Side,
    },
    /// Getting out, with moves left (1 per 20 men).
    Disembarking {
        /// His side.
        side: Side,
        /// Moves left.
        moves_left: f64,
    },
}
