//! Where and how a unit stands on the map.

use crate::systems::reisswitz_1815::army::{Bearing, SkirmishScreen};
use geo::Coord;
use serde::{Deserialize, Serialize};

/// A concealed march: the column is set out on the umpire's side board and only a numbered
/// head marker stands on the map, seen by the umpire alone (Section 2 — Movement, "Marches,
/// Open or Concealed").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConcealedMarch {
    /// The number on the cube that marks the head of the column.
    pub head_marker: u32,
}

/// A unit's place on the map.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Placement {
    /// The middle of the unit's front edge (for a concealed march, the head marker).
    pub anchor: Coord<f64>,
    /// The way it faces and marches.
    pub bearing: Bearing,
    /// Its formation id.
    pub formation: String,
    /// Skirmishers out ahead of it, if any.
    pub skirmishers: Option<SkirmishScreen>,
    /// Set while it marches concealed.
    pub concealed: Option<ConcealedMarch>,
}
