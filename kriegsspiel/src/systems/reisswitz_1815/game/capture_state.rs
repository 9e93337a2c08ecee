//! What a unit has captured or lost to capture (reference §12.8, §12.12): the prisoners'
//! columns it escorts, and, for a battery, its capture by the enemy. Kept with the unit and
//! left out of a save while empty, so older saves stay as they were.

use crate::ids::UnitId;
use serde::{Deserialize, Serialize};

/// A column of prisoners under escort (reference §12.8; draft L1512).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrisonerColumn {
    /// The unit the prisoners were taken from.
    pub from: UnitId,
    /// Prisoners in the column.
    pub men: u32,
    /// Men of the captors escorting them.
    pub escort: u32,
    /// The turn they were taken.
    pub taken_at: u32,
}

/// A battery held by the enemy, or retaken and out of action (reference §12.12; draft L1216).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BatteryCapture {
    /// The enemy unit that took it.
    pub captors: UnitId,
    /// The turn it was taken.
    pub captured_at: u32,
    /// The turn it was retaken, if it was.
    #[serde(default)]
    pub retaken_at: Option<u32>,
    /// The turn at whose start a retaken battery is back in action.
    #[serde(default)]
    pub out_until: Option<u32>,
    /// Held four moves: out for the rest of the game.
    #[serde(default)]
    pub lost_for_game: bool,
}

/// A unit's captures.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct CaptureState {
    /// Prisoners' columns this unit escorts, in the order taken.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub prisoners: Vec<PrisonerColumn>,
    /// This battery's capture by the enemy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub battery: Option<BatteryCapture>,
}

impl CaptureState {
    /// Whether there is nothing to keep (left out of a save).
    pub fn is_empty(&self) -> bool {
        self.prisoners.is_empty() && self.battery.is_none()
    }

    /// Prisoners this unit escorts, all columns together.
    pub fn prisoners_held(&self) -> u32 {
        self.prisoners
            .iter()
            .fold(0u32, |n, c| n.saturating_add(c.men))
    }

    /// Men of this unit escorting prisoners, all columns together.
    pub fn escorting(&self) -> u32 {
        self.prisoners
            .iter()
            .fold(0u32, |n, c| n.saturating_add(c.escort))
    }

    /// Whether the battery is out of action at `turn`: held by the enemy, lost for the game,
    /// or retaken and not yet back.
    pub fn battery_out_of_action(&self, turn: u32) -> bool {
        self.battery.as_ref().is_some_and(|b| {
            b.lost_for_game || b.retaken_at.is_none() || b.out_until.is_some_and(|t| t > turn)
        })
    }
}
