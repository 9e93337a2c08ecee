//! One of the side's own units, as it stands.

use super::view_number::ViewNumber;
use crate::ids::UnitId;
use crate::systems::reisswitz_1815::army::{Condition, Footprint, Strength, UnitKind};
use crate::systems::reisswitz_1815::game::{Markers, Placement};
use serde::Serialize;

/// One of the side's own units, as it stands.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OwnUnit {
    /// Its id.
    pub id: UnitId,
    /// The short label on its blocks.
    pub label: String,
    /// Its name.
    pub name: String,
    /// What it is.
    pub kind: UnitKind,
    /// Men and guns now.
    pub strength: Strength,
    /// Fresh or tired.
    pub condition: Condition,
    /// Where it stands, if on the map.
    pub placement: Option<Placement>,
    /// Its formation in words, if on the map.
    pub formation: Option<String>,
    /// Its blocks on the map, true to scale, if on the map.
    pub footprint: Option<Footprint>,
    /// Its markers.
    pub markers: Markers,
    /// Orders sent to it that have not reached it yet, by the side's own numbers (the side
    /// knows it sent them).
    pub pending_orders: Vec<ViewNumber>,
}
