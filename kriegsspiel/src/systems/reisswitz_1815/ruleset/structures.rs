//! The ruleset section: fire in villages, walls and bridges; bridges, boats and swimming
//! (reference §7–§8).
//!
//! Loaded from `rules/reisswitz_1815/structures.toml`.

mod bombardment;
mod breach;
mod bridging;
mod crossing;
mod works;

pub use bombardment::{BombardmentRules, VillageFire};
pub use breach::{BreachRange, BreachRules, WallSchedule};
pub use bridging::{
    BridgingRules, DestructionRules, FloatingBridgeRules, LongBridgeFactor, ObstacleRules,
    PontoonRules, RepairRules, TrestleRules,
};
pub use crossing::{Craft, CrossingRules};
pub use works::WorksRules;

use crate::citation::Citation;
use serde::{Deserialize, Serialize};

/// The ruleset section: fire in villages, walls and bridges; bridges, boats and swimming
/// (Section 3 — Artillery Against Structures; Section 5 — Bridges & Fords; reference §7–§8).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StructureRules {
    /// Where the section comes from.
    pub source: Citation,
    /// Howitzers against villages.
    pub bombardment: BombardmentRules,
    /// Guns against walls and bridges.
    pub breach: BreachRules,
    /// Building, destroying, repairing bridges.
    pub bridging: BridgingRules,
    /// Boats, currents, swimming.
    pub crossing: CrossingRules,
    /// Entrenchment and fieldworks' garrisons (reference §12.7); rulesets saved before it
    /// existed take the compiled-in one.
    #[serde(default = "WorksRules::compiled_in")]
    pub works: WorksRules,
}

impl StructureRules {
    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> crate::error::Result<()> {
        self.bombardment.validate()?;
        self.breach.validate()?;
        self.bridging.validate()?;
        self.crossing.validate()?;
        self.works.validate()
    }
}
