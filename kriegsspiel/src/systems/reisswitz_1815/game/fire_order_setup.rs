//! A fire as the umpire orders it at the table: who fires at whom, by which table, at what
//! range and size, the circumstances, and the umpire's reason if a refusal is overridden. The
//! dice are thrown by the engine when the fire is resolved ([`super::Command::ResolveFire`]).

use crate::systems::reisswitz_1815::army::UnitId;
use crate::systems::reisswitz_1815::calc::fire_arm::FireArm;
use crate::systems::reisswitz_1815::calc::fire_modifier::FireModifier;
use crate::systems::reisswitz_1815::ruleset::{FireEffect, Formation};
use serde::{Deserialize, Serialize};

/// The die a 9-pdr battery's column is read from under `nine_pounder_ranges` (any numbered
/// face will do; Die I is used).
pub const NINE_PDR_COLUMN_DIE: crate::systems::reisswitz_1815::dice::DieId =
    crate::systems::reisswitz_1815::dice::DieId::I;

/// One fire to resolve.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FireOrderSetup {
    /// The firing unit.
    pub firer: UnitId,
    /// The target.
    pub target: UnitId,
    /// The table it fires by.
    pub arm: FireArm,
    /// Good or bad effect.
    pub effect: FireEffect,
    /// Paces to the target.
    pub range_paces: f64,
    /// The firing unit in table units.
    pub scale: f64,
    /// How the target's losses are counted.
    pub formation: Formation,
    /// The circumstances, each counted once.
    #[serde(default)]
    pub modifiers: Vec<FireModifier>,
    /// The umpire's reason for firing although the ammunition rules refuse.
    #[serde(default)]
    pub override_reason: Option<String>,
}

/// How a fire was worked out, for the worksheet: the column die (a 9-pdr), the range band,
/// the die thrown and its face, the loss points and each step with its source.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FireWorking {
    /// The firing unit.
    pub firer: UnitId,
    /// The target.
    pub target: UnitId,
    /// Loss points inflicted.
    pub points: f64,
    /// Each line of the working, in order, with its source.
    pub lines: Vec<String>,
}
