//! Supported batteries (reference §12.14; draft L975, L997–999, L1210–1214, L3974): the
//! squadrons cavalry need against a battery supported by infantry, the die one worse, and the
//! battery falling only with its support.

use crate::figures::counted;
use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use serde::{Deserialize, Serialize};

/// Squadrons cavalry need for the battery itself (L975).
pub const SQUADRONS_FOR_BATTERY: u32 = 2;
/// Squadrons more for each half battalion of the support (L975).
pub const SQUADRONS_PER_HALF_BATTALION: u32 = 1;
/// How many dice worse the cavalry attack (L975).
pub const DICE_WORSE: u32 = 1;

/// The working for cavalry against a battery supported by infantry.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SupportedBatteryWorksheet {
    /// Half battalions in the support.
    pub support_half_battalions: u32,
    /// Squadrons attacking, if given.
    pub squadrons: Option<u32>,
    /// Squadrons the attack needs.
    pub squadrons_needed: u32,
    /// Whether the squadrons given are enough; `None` when none were given.
    pub enough: Option<bool>,
    /// Dice worse for the cavalry.
    pub dice_worse: u32,
    /// Whether the support has been beaten (then, or before, the battery may fall).
    pub support_beaten: Option<bool>,
    /// Whether the battery falls, if the attack wins.
    pub battery_falls: Option<bool>,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl SupportedBatteryWorksheet {
    /// Works out an attack of `squadrons` on a battery supported by `support_half_battalions`.
    pub fn work(
        support_half_battalions: u32,
        squadrons: Option<u32>,
        support_beaten: Option<bool>,
    ) -> Self {
        let needed = SQUADRONS_FOR_BATTERY
            .saturating_add(support_half_battalions.saturating_mul(SQUADRONS_PER_HALF_BATTALION));
        let mut steps = vec![WorkingStep::new(
            format!(
                "cavalry against a battery supported by infantry need {SQUADRONS_FOR_BATTERY} squadrons for the battery and {SQUADRONS_PER_HALF_BATTALION} for each half battalion of the support: {SQUADRONS_FOR_BATTERY} + {support_half_battalions} = {needed}"
            ),
            "reference §12.14; draft L975",
        )];
        let enough = squadrons.map(|s| s >= needed);
        if let Some(s) = squadrons {
            steps.push(WorkingStep::new(
                format!(
                    "{}: {}",
                    counted(s, "squadron"),
                    if s >= needed { "enough" } else { "too few" }
                ),
                "reference §12.14; draft L975",
            ));
        }
        steps.push(WorkingStep::new(
            format!("they still attack {DICE_WORSE} die worse"),
            "reference §12.14; draft L975",
        ));
        steps.push(WorkingStep::new(
            "the battery is taken only if its support is beaten first or at the same time; the attacker needs skirmishers enough to keep the battery busy meanwhile",
            "reference §12.14; draft L975, L1214, L3894",
        ));
        let falls = support_beaten;
        if let Some(beaten) = support_beaten {
            steps.push(WorkingStep::new(
                if beaten {
                    "the support is beaten: the battery falls with it"
                } else {
                    "the support is not beaten: the battery does not fall"
                },
                "reference §12.14; draft L975, L1214",
            ));
        }
        Self {
            support_half_battalions,
            squadrons,
            squadrons_needed: needed,
            enough,
            dice_worse: DICE_WORSE,
            support_beaten,
            battery_falls: falls,
            steps,
        }
    }
}
