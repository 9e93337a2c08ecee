//! A unit on the map as the sightings see it: the neutral list the game hands to
//! [`super::sightings`], so that `sight` needs nothing of the game.

use super::seen_body::SeenBody;
use crate::side::Side;
use crate::systems::reisswitz_1815::army::{Bearing, UnitId};
use geo::Coord;
use serde::{Deserialize, Serialize};

/// One unit on the map, as far as who sees whom is concerned: its id and side, the centre of
/// its main blocks (its anchor where no footprint can be worked out), the way it faces, and
/// whether it is on a concealed march (on the umpire's side board: it looks about it but is
/// never seen; Section 2 — "Marches, Open or Concealed").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitOnMap {
    /// The unit.
    pub id: UnitId,
    /// Its side.
    pub side: Side,
    /// The centre of its main blocks, map frame, paces.
    pub centre: Coord<f64>,
    /// The way it faces.
    pub facing: Bearing,
    /// Whether it is on a concealed march.
    pub concealed: bool,
    /// What an observer close enough could make out of it.
    #[serde(default)]
    pub body: SeenBody,
}
