//! How a side came to know of an enemy body, in the side's own terms.

use super::view_number::ViewNumber;
use crate::ids::UnitId;
use crate::systems::reisswitz_1815::staff::{CommanderId, InformationSource};
use serde::Serialize;

/// How a side knows what a [`super::ReportedEnemy`] says: seen on the spot by one of its
/// commanders, reported by one of its units (the report's number in the side's own sequence),
/// or told in its briefing.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "how", rename_all = "snake_case")]
pub enum ReportOrigin {
    /// A commander of the side was with the observing unit and saw it himself.
    OnTheSpot {
        /// The side's own unit that saw it.
        observer: UnitId,
        /// The commander who was there.
        commander: CommanderId,
    },
    /// A unit's report, delivered by messenger.
    Report {
        /// The side's own unit that sent it.
        from: UnitId,
        /// The report's number in the side's own sequence.
        message: ViewNumber,
    },
    /// The side's Separate Report at the start of the game.
    Briefing {
        /// Where the news came from.
        source: InformationSource,
    },
}
