//! Which rows of the movement chart a unit moves by.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A class of troops as the movement chart distinguishes them (Appendix Three — Movement
/// Chart). With a [`super::Gait`] it names one chart row (see
/// [`super::FormationCatalogue::chart_row`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MovementClass {
    /// Infantry battalions and sappers.
    Infantry,
    /// Guards and heavy dragoons.
    HeavyCavalry,
    /// Light dragoons and hussars.
    LightCavalry,
    /// Foot batteries of 12-pounders.
    #[serde(rename = "foot_battery_12")]
    FootBattery12,
    /// Other foot batteries (9- and 6-pounders, howitzers).
    FootBatteryLight,
    /// Horse artillery.
    HorseArtillery,
    /// Wagons and trains.
    Train,
    /// Infantry posts, patrols and parties.
    InfantryPatrol,
    /// Cavalry posts, patrols and parties.
    CavalryPatrol,
}

impl MovementClass {
    /// The stable id.
    pub fn id(self) -> &'static str {
        match self {
            MovementClass::Infantry => "infantry",
            MovementClass::HeavyCavalry => "heavy_cavalry",
            MovementClass::LightCavalry => "light_cavalry",
            MovementClass::FootBattery12 => "foot_battery_12",
            MovementClass::FootBatteryLight => "foot_battery_light",
            MovementClass::HorseArtillery => "horse_artillery",
            MovementClass::Train => "train",
            MovementClass::InfantryPatrol => "infantry_patrol",
            MovementClass::CavalryPatrol => "cavalry_patrol",
        }
    }
}

impl fmt::Display for MovementClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}
