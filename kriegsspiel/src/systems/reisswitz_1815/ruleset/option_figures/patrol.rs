//! The figures of option `cavalry_patrol_size` (reference §10 "Small detachments", §11).

use crate::citation::Citation;
use serde::{Deserialize, Serialize};

/// One reading: the riders of a half troop sent out as a patrol.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PatrolReading {
    /// Riders in the patrol.
    pub riders: u32,
    /// Where the reading comes from.
    pub source: Citation,
}

/// The block a patrol is shown by.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PatrolBlock {
    /// The Appendix Two block's id.
    pub id: String,
    /// Where it comes from.
    pub source: Citation,
}

/// The figures of both readings of `cavalry_patrol_size`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PatrolSizeFigures {
    /// Reading `half_troop_25` (L1678, L209).
    pub half_troop_25: PatrolReading,
    /// Reading `thirty_five` (L135).
    pub thirty_five: PatrolReading,
    /// The block that shows a patrol.
    pub block: PatrolBlock,
}

impl PatrolSizeFigures {
    /// Figures that the section's check refuses, for a compiled-in file that failed to load.
    pub(super) fn empty() -> Self {
        let reading = || PatrolReading {
            riders: 0,
            source: Citation::new(""),
        };
        PatrolSizeFigures {
            half_troop_25: reading(),
            thirty_five: reading(),
            block: PatrolBlock {
                id: String::new(),
                source: Citation::new(""),
            },
        }
    }
}
