//! An enemy body as a report placed it.

use super::report_origin::ReportOrigin;
use crate::systems::reisswitz_1815::army::Bearing;
use crate::systems::reisswitz_1815::staff::InformationSource;
use geo::Coord;
use serde::Serialize;

/// An enemy unit as reported: what was said, where, when and by whom. It may be wrong.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReportedEnemy {
    /// What the report says it is.
    pub description: String,
    /// Where the report puts it, paces.
    pub position: Coord<f64>,
    /// The turn the report speaks of (0 for the briefing).
    pub as_of_turn: u32,
    /// Who reported it: the briefing's source, or [`InformationSource::Patrol`] for what the
    /// side's own troops saw (see `origin`).
    pub source: InformationSource,
    /// The way it faced, where the report says (a sighting does; a briefing does not).
    pub facing: Option<Bearing>,
    /// The turn the news reached the side (0 for the briefing).
    pub learned_turn: u32,
    /// How the side knows: on the spot, by a unit's report, or from the briefing.
    pub origin: ReportOrigin,
}
