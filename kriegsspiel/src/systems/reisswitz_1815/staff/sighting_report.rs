//! What a unit's report of a sighting carries: what could be made out of each enemy body, where
//! it stood, which way it faced, and when it was seen — never which enemy unit it was, which no
//! real report could know (reference §12.2; Appendix Three — "Distances at which troops may be
//! distinguished", L2314–2329).

use crate::ids::UnitId;
use crate::systems::reisswitz_1815::army::Bearing;
use geo::Coord;
use serde::{Deserialize, Serialize};

/// One enemy body as a unit's report describes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SightedEnemy {
    /// What could be made out for certain at the distance ("troops", "infantry or cavalry", …),
    /// farthest-reaching first.
    pub made_out: Vec<String>,
    /// What the observer thought he made out, at the umpire's call (certain only closer).
    #[serde(default)]
    pub uncertain: Vec<String>,
    /// Where the body stood when seen: the centre of its blocks, map frame, paces.
    pub position: Coord<f64>,
    /// The way it faced when seen.
    pub facing: Bearing,
    /// The direction from the observer, degrees clockwise from map north; `None` when the two
    /// stood on one spot.
    #[serde(default)]
    pub direction: Option<Bearing>,
    /// How far from the observer, paces.
    pub distance_paces: f64,
    /// The turn it was seen in.
    pub turn_seen: u32,
}

/// The structured content of an automatic report of sightings: the observing unit (of the
/// reporting side) and every enemy body it saw for the first time in one advance of the clock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SightingReport {
    /// The unit that saw (its commanding officer writes the report).
    pub observer: UnitId,
    /// The enemy bodies, in the order the umpire's sightings list them.
    pub entries: Vec<SightedEnemy>,
}
