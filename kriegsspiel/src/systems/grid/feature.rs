//! What stands on a square of the board (rules reference §1).

use super::unit_kind::Cover;
use serde::{Deserialize, Serialize};

/// A terrain feature: one per square (rules reference §1, source L13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Feature {
    /// No unit enters or crosses it; it stops fire and lines of communication (source L13).
    Mountain,
    /// An open square that raises infantry and artillery defence (source L36, L44).
    Pass,
    /// An open square that raises infantry and artillery defence further (source L36, L44).
    Fort,
    /// The source of its side's lines; otherwise plain (source L64, L96).
    Arsenal,
}

impl Feature {
    /// Every feature, as listed in the reference.
    pub const ALL: [Feature; 4] = [
        Feature::Mountain,
        Feature::Pass,
        Feature::Fort,
        Feature::Arsenal,
    ];

    /// How many of it each territory holds (source L13).
    pub fn count_per_territory(self) -> usize {
        match self {
            Feature::Arsenal => 2,  // source L13
            Feature::Fort => 3,     // source L13
            Feature::Pass => 1,     // source L13
            Feature::Mountain => 9, // source L13
        }
    }

    /// The cover it gives a unit on it (an arsenal is plain, source L96).
    pub fn cover(self) -> Cover {
        match self {
            Feature::Pass => Cover::Pass,
            Feature::Fort => Cover::Fort,
            Feature::Mountain | Feature::Arsenal => Cover::Plain,
        }
    }

    /// The feature in words.
    pub fn title(self) -> &'static str {
        match self {
            Feature::Mountain => "mountain",
            Feature::Pass => "pass",
            Feature::Fort => "fort",
            Feature::Arsenal => "arsenal",
        }
    }
}
