//! How wide a battery stands in line, how far apart its guns are, and how wide each
//! half-battery block is (option `battery_frontage`; reference §10 "Battery frontage", §11).
//!
//! "The Apparatus" gives a battery of six guns 150 paces of front with the guns 25 paces apart
//! (L131); the formations give 200 paces with the guns 18 to 25 apart (L363), and Appendix Two
//! draws a half-battery block as wide as a squadron's (L1824). Blocks keep the true frontage
//! (L141), so each of the two half-battery blocks takes half the battery's front. Both agree
//! that guns 7 to 10 paces apart make a 100-pace front (L363).

use super::working_step::WorkingStep;
use crate::error::Result;
use crate::systems::reisswitz_1815::ruleset::{
    BatteryFrontFigures, BatteryFrontage, NamedOption, Ruleset,
};
use serde::{Deserialize, Serialize};

/// How closely the guns stand.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum GunSpacing {
    /// The usual intervals, which the readings give differently (L131, L363).
    Usual,
    /// Guns 7 to 10 paces apart, the same in both readings (L363).
    Close,
}

impl GunSpacing {
    /// The spacing described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            GunSpacing::Usual => "The usual intervals (the option decides them)",
            GunSpacing::Close => "Guns 7 to 10 paces apart",
        }
    }
}

/// A battery in line under the chosen reading.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BatteryFront {
    /// The spacing asked for.
    pub spacing: GunSpacing,
    /// Guns in the battery.
    pub guns: u32,
    /// The battery's front, paces.
    pub front_paces: f64,
    /// The least interval between guns, paces.
    pub gun_interval_min: f64,
    /// The greatest interval between guns, paces.
    pub gun_interval_max: f64,
    /// The width of each half-battery block, paces; `None` where the draft gives none.
    pub half_battery_block_paces: Option<f64>,
    /// The workbench's formation that stands the battery on this front.
    pub formation: String,
    /// The working.
    pub steps: Vec<WorkingStep>,
}

impl BatteryFront {
    /// A battery in line at `spacing` under the option `battery_frontage`.
    pub fn of(rules: &Ruleset, spacing: GunSpacing) -> Result<Self> {
        let figures = &rules.option_figures.battery_frontage;
        let reading = rules.options.battery_frontage;
        let chosen: &BatteryFrontFigures = match (spacing, reading) {
            (GunSpacing::Close, _) => &figures.close_intervals,
            (GunSpacing::Usual, BatteryFrontage::Apparatus150) => &figures.apparatus_150,
            (GunSpacing::Usual, BatteryFrontage::Formations200) => &figures.formations_200,
        };
        let interval = if chosen.gun_interval_min == chosen.gun_interval_max {
            format!("{} paces apart", chosen.gun_interval_min)
        } else {
            format!(
                "{} to {} paces apart",
                chosen.gun_interval_min, chosen.gun_interval_max
            )
        };
        let which = match spacing {
            GunSpacing::Usual => format!("option battery_frontage = {}", reading.id()),
            GunSpacing::Close => "the same under either reading of battery_frontage".into(),
        };
        let mut steps = vec![WorkingStep::new(
            format!(
                "a battery of {} guns {interval}: {} paces of front ({which})",
                chosen.guns, chosen.front_paces
            ),
            chosen.source.to_string(),
        )];
        steps.push(WorkingStep::new(
            match chosen.half_battery_block_paces {
                Some(w) => format!(
                    "each half-battery block of three guns is {w} paces wide, half the front, as blocks keep the true frontage (L137, L141); formation {}",
                    chosen.formation
                ),
                None => format!(
                    "the draft gives no block width at this spacing: formation {} stacks one gun block on the other",
                    chosen.formation
                ),
            },
            chosen.source.to_string(),
        ));
        Ok(BatteryFront {
            spacing,
            guns: chosen.guns,
            front_paces: chosen.front_paces,
            gun_interval_min: chosen.gun_interval_min,
            gun_interval_max: chosen.gun_interval_max,
            half_battery_block_paces: chosen.half_battery_block_paces,
            formation: chosen.formation.clone(),
            steps,
        })
    }
}
