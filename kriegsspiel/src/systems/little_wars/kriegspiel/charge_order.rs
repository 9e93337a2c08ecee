//! A cavalry charge as the umpire orders it at the table (§10 "Cavalry charges"; Wells
//! L780-L866): who charges, whom, what they fall on, and the figures the players agreed where
//! an option reads `agreed` or `custom`.

use serde::{Deserialize, Serialize};

/// The formation of the infantry charged (Wells L622-L623, L800, L832).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum Formation {
    /// In fours (close order under `close_order_formations` = `ranks_or_fours`, Wells L622).
    Fours,
    /// In two ranks (close order likewise, Wells L622-L623).
    TwoRanks,
    /// Extended (Wells L623, L784).
    Extended,
    /// Dismounted cavalry: always counted as infantry in extended order (Wells L832).
    Dismounted,
}

/// What the charge falls on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "on")]
pub enum ChargeOn {
    /// Infantry (or dismounted cavalry) by the two tables (Wells L788-L812); `retiring`: they
    /// retired before the cavalry and are still within charging distance (Wells L856).
    Infantry {
        /// Their formation.
        formation: Formation,
        /// Whether they had retired and are charged still within charging distance.
        #[serde(default)]
        retiring: bool,
    },
    /// Mounted cavalry standing still (Wells L828).
    StillCavalry,
    /// Cavalry meeting the charge: equal numbers toss a coin (Wells L836), unequal go to the
    /// floor game's melee (Wells L840).
    Cavalry,
    /// Guns not dealt with by other forces (Wells L860).
    Guns,
}

/// The players' figures for options whose reading is `agreed` or `custom`.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct ChargeAgreed {
    /// Whether the infantry count as in close order (`close_order_formations` = `agreed`).
    #[serde(default)]
    pub close_order: Option<bool>,
    /// Charging distance in feet (`charging_distance` = `custom`).
    #[serde(default)]
    pub charging_distance_feet: Option<f64>,
    /// Feet a body bound to retire goes each move (`retire_distance` = `agreed`).
    #[serde(default)]
    pub retire_feet: Option<f64>,
}

/// A cavalry charge ordered at the table.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ChargeOrder {
    /// The charging cavalry (the side to move's).
    pub cavalry: Vec<u32>,
    /// The men charged (infantry, cavalry, or the gunners of the guns charged).
    #[serde(default)]
    pub target: Vec<u32>,
    /// The guns charged (`on` = `guns`).
    #[serde(default)]
    pub guns: Vec<u32>,
    /// What the charge falls on.
    pub on: ChargeOn,
    /// Contours the cavalry charges down (Wells L844).
    #[serde(default)]
    pub contours_down: u32,
    /// The men chosen to die, of both sides; empty: id order (the charger picks, Wells L320 by
    /// analogy).
    #[serde(default)]
    pub dead: Vec<u32>,
    /// The chargers' supporters, for the floor melee of unequal cavalry (Wells L840, L288).
    #[serde(default)]
    pub cavalry_supporters: Vec<u32>,
    /// The charged side's supporters, likewise.
    #[serde(default)]
    pub target_supporters: Vec<u32>,
    /// The players' figures for `agreed` and `custom` readings.
    #[serde(default)]
    pub agreed: ChargeAgreed,
}

impl Default for ChargeOn {
    /// Extended infantry, the first table (Wells L788).
    fn default() -> Self {
        ChargeOn::Infantry {
            formation: Formation::Extended,
            retiring: false,
        }
    }
}
