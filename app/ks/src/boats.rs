//! `ks boats`: loads, trips and moves on the water for a body crossing by ferry, small boat or
//! double pontoon (reference §12.3; Section 5, L1590–1609), with the working.

use super::Report;
use super::work_report::push_steps;
use clap::{Args, ValueEnum};
use kriegsspiel::RulesError;
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::calc::boat_crossing::{
    BoatCrossingInput, CrossingArm, CurrentDirection, boat_crossing,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// What is carried.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ArmArg {
    /// Infantry (men).
    Infantry,
    /// Cavalry (riders).
    Cavalry,
    /// Guns.
    Guns,
}

/// Which way a loaded boat goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CurrentArg {
    /// With the current.
    Downstream,
    /// Against it.
    Upstream,
    /// Across it.
    Across,
}

/// Arguments of `ks boats`.
#[derive(Debug, Args)]
pub struct BoatsArgs {
    /// What is carried.
    #[arg(long, value_enum)]
    pub arm: ArmArg,
    /// How many men, riders or guns.
    #[arg(long, value_name = "N")]
    pub count: u32,
    /// The craft: ferry, small_boat or double_pontoon.
    #[arg(long, value_name = "ID", default_value = "ferry")]
    pub craft: String,
    /// How many such craft there are.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub craft_count: u32,
    /// Paces a boat goes each way.
    #[arg(long, value_name = "PACES", value_parser = crate::numbers::bounded_number)]
    pub distance: f64,
    /// Which way it goes loaded.
    #[arg(long, value_enum, default_value = "across")]
    pub current: CurrentArg,
}

/// Answers `ks boats`.
pub fn run(args: &BoatsArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let input = BoatCrossingInput {
        arm: match args.arm {
            ArmArg::Infantry => CrossingArm::Infantry,
            ArmArg::Cavalry => CrossingArm::Cavalry,
            ArmArg::Guns => CrossingArm::Guns,
        },
        count: args.count,
        craft: args.craft.clone(),
        craft_available: args.craft_count,
        distance_paces: args.distance,
        direction: match args.current {
            CurrentArg::Downstream => CurrentDirection::Downstream,
            CurrentArg::Upstream => CurrentDirection::Upstream,
            CurrentArg::Across => CurrentDirection::Across,
        },
    };
    let b = boat_crossing(rules, &input)?;
    let mut text = format!(
        "{} of {}; {} for each craft; {} on the water until the last lands\n",
        counted(b.loads, "load"),
        b.per_load,
        counted(b.trips, "trip"),
        counted(b.moves_on_water, "move")
    );
    push_steps(&mut text, "Working:", &b.steps);
    push_steps(&mut text, "The umpire's decision:", &b.umpire_decisions);
    let json = serde_json::to_value(&b).map_err(|e| RulesError::Unwritable {
        what: "the boat crossing",
        reason: e.to_string(),
    })?;
    Ok(Report { text, json })
}
