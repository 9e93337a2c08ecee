//! How a grid game ended.

use super::grid_side::GridSide;
use serde::{Deserialize, Serialize};

/// The end of the game (source L19–21, L102).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum Outcome {
    /// A side won.
    Won {
        /// The winner.
        winner: GridSide,
        /// Why, in words.
        reason: String,
    },
    /// Drawn by agreement (source L102).
    Drawn,
}
