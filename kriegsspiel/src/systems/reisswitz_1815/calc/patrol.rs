//! How many riders a cavalry patrol has (option `cavalry_patrol_size`; reference §10 "Small
//! detachments", §11).
//!
//! A cavalry patrol is a half troop. Appendix One makes a troop 50 riders in half troops of 25
//! (L1678); "The Apparatus" calls the patrol a half troop of 35 (L135).

use super::working_step::WorkingStep;
use crate::error::Result;
use crate::systems::reisswitz_1815::ruleset::{CavalryPatrolSize, NamedOption, Ruleset};
use serde::{Deserialize, Serialize};

/// A cavalry patrol under the chosen reading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CavalryPatrol {
    /// Riders in the patrol.
    pub riders: u32,
    /// The Appendix Two block that shows it.
    pub block: String,
    /// The working.
    pub steps: Vec<WorkingStep>,
}

impl CavalryPatrol {
    /// The patrol under the option `cavalry_patrol_size`.
    pub fn of(rules: &Ruleset) -> Result<Self> {
        let figures = &rules.option_figures.cavalry_patrol_size;
        let reading = rules.options.cavalry_patrol_size;
        let chosen = match reading {
            CavalryPatrolSize::HalfTroop25 => &figures.half_troop_25,
            CavalryPatrolSize::ThirtyFive => &figures.thirty_five,
        };
        let kind = rules.blocks.kind(&figures.block.id)?;
        let steps = vec![
            WorkingStep::new(
                format!(
                    "a cavalry patrol is a half troop of {} riders (option cavalry_patrol_size = {})",
                    chosen.riders,
                    reading.id()
                ),
                chosen.source.to_string(),
            ),
            WorkingStep::new(
                format!(
                    "shown on the map by Appendix Two's block no. {} (\"{}\")",
                    kind.number, kind.label
                ),
                figures.block.source.to_string(),
            ),
        ];
        Ok(CavalryPatrol {
            riders: chosen.riders,
            block: figures.block.id.clone(),
            steps,
        })
    }
}
