//! The enemy as a side last had it reported: what, where, as of when, and from whom
//! ("The Relationship between Players & Umpire", L98–L120; reference §12.2).

use super::commander_id::CommanderId;
use super::information_source::InformationSource;
use super::message_id::MessageId;
use crate::ids::UnitId;
use crate::systems::reisswitz_1815::army::Bearing;
use geo::Coord;
use serde::{Deserialize, Serialize};

/// How a side came to know of an enemy body.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "how", rename_all = "snake_case")]
pub enum EnemyReportSource {
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
        /// The report.
        message: MessageId,
    },
    /// The side's Separate Report at the start of the game.
    Briefing {
        /// Where the news came from.
        source: InformationSource,
    },
}

/// One enemy body as the side last had it reported. It is dated by the turn it was seen, not the
/// turn the news arrived: the enemy may have moved since.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EnemyReport {
    /// What could be made out, in words.
    pub description: String,
    /// Where it stood, paces.
    pub position: Coord<f64>,
    /// The way it faced, where the report says.
    #[serde(default)]
    pub facing: Option<Bearing>,
    /// The turn it was seen in (0 for the briefing).
    pub as_of_turn: u32,
    /// The turn the news reached the side.
    pub learned_turn: u32,
    /// How the side knows.
    pub source: EnemyReportSource,
}
