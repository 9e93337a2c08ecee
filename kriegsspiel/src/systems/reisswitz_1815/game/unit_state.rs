//! A unit's state in a game.

use super::capture_state::CaptureState;
use super::markers::Markers;
use super::movement_record::MovementRecord;
use super::placement::Placement;
use crate::systems::reisswitz_1815::army::{Condition, Strength};
use crate::systems::reisswitz_1815::calc::ammunition::AmmunitionLedger;
use serde::{Deserialize, Serialize};

/// What a game knows of a unit beyond its order-of-battle entry.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitState {
    /// Its present strength.
    pub strength: Strength,
    /// Fresh or tired.
    pub condition: Condition,
    /// Its place on the map; `None` while it is off the map.
    pub placement: Option<Placement>,
    /// Markers standing on it.
    pub markers: Markers,
    /// Its use of its moves.
    pub movement: MovementRecord,
    /// The turn at whose start a formation change or wheel in progress is complete.
    pub reforming_until: Option<u32>,
    /// Exchanges made on this unit when its side's casualty track completed (Section 4 —
    /// Casualties): for a battalion, half-battalion blocks swapped for exchange pieces and then
    /// removed; for cavalry, squadrons removed; for a battery, guns lost.
    #[serde(default)]
    pub exchanges: u32,
    /// What it has fired since it last filled up (reference §12.1); left out of a save while
    /// full, so older saves stay as they were.
    #[serde(default, skip_serializing_if = "AmmunitionLedger::is_full")]
    pub ammunition: AmmunitionLedger,
    /// Prisoners it escorts and, for a battery, its capture (reference §12.8, §12.12); left out
    /// of a save while empty.
    #[serde(default, skip_serializing_if = "CaptureState::is_empty")]
    pub capture: CaptureState,
}
