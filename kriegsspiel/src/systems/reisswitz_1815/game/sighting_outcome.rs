//! What became of one observer's new sightings in one advance of the clock.

use crate::systems::reisswitz_1815::staff::{CommanderId, MessageId};
use serde::{Deserialize, Serialize};

/// How one observing unit's new sightings reached (or did not reach) its side (reference
/// §12.2; "The Relationship between Players & Umpire", L98–L120).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum SightingOutcome {
    /// A commander of the side was with the unit: the side knows at once.
    OnTheSpot {
        /// The commander who saw it himself.
        commander: CommanderId,
    },
    /// The unit's commanding officer sent a report to the side's nearest posted commander.
    Reported {
        /// The report.
        message: MessageId,
        /// Its addressee.
        to: CommanderId,
    },
    /// The side learns nothing: only the umpire records the sighting.
    UmpireOnly {
        /// Why (no commander posted, or no messenger could ride the way).
        reason: String,
    },
}
