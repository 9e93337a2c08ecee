//! One unit seeing one enemy unit.

use super::made_out::MadeOut;
use super::seen_body::SeenBody;
use crate::distance::Pace;
use crate::side::Side;
use crate::systems::reisswitz_1815::army::{Bearing, UnitId};
use geo::Coord;
use serde::{Deserialize, Serialize};

/// One unit on the map seeing one enemy unit: what the observer's report could say, before any
/// messenger carries it (reference §12.2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Sighting {
    /// The unit that sees.
    pub observer: UnitId,
    /// The enemy unit seen.
    pub observed: UnitId,
    /// The side of the unit seen.
    pub observed_side: Side,
    /// From the observer's footprint centre to the observed unit's, paces.
    pub distance: Pace,
    /// What can be made out at that distance (reference §9, L2314–2329).
    pub made_out: MadeOut,
    /// Where the observed unit stands: the centre of its main blocks, map frame (its anchor
    /// where no footprint can be worked out).
    pub position: Coord<f64>,
    /// What could be made out of the observed unit close enough (the report keeps only what
    /// the distance allows).
    #[serde(default)]
    pub body: SeenBody,
    /// The way the observed unit faces.
    pub facing: Bearing,
    /// The direction from the observer to the observed unit, degrees clockwise from map north;
    /// `None` when the two centres coincide.
    pub direction: Option<Bearing>,
    /// The turn the sighting was made in.
    pub turn: u32,
}
