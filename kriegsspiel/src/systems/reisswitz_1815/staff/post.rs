//! Where a commander is posted.

use crate::ids::UnitId;
use geo::Coord;
use serde::{Deserialize, Serialize};

/// Where a commander is: with a unit (he is where its anchor is) or at a place on the map.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Post {
    /// With a unit; the unit must be on the map when he is posted.
    Unit(UnitId),
    /// At a place on the map, in paces.
    Place(Coord<f64>),
}
