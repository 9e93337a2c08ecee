//! `ks troops`: the sizes the draft gives troops in more than one way, answered under the
//! chosen readings (reference §10, §11): skirmish blocks a battalion puts out, an officer's
//! small party, a cavalry patrol, a battery's front.

use super::Report;
use crate::engine_value::variant_values;
use clap::{Args, Subcommand};
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::army::DetachmentArm;
use kriegsspiel::systems::reisswitz_1815::calc::battery_front::{BatteryFront, GunSpacing};
use kriegsspiel::systems::reisswitz_1815::calc::detachment::DetachmentParty;
use kriegsspiel::systems::reisswitz_1815::calc::patrol::CavalryPatrol;
use kriegsspiel::systems::reisswitz_1815::calc::skirmish_complement::{
    SkirmishComplementAnswer, SkirmishingUnit,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// Arguments of `ks troops`.
#[derive(Debug, Args)]
pub struct TroopsArgs {
    /// What to size.
    #[command(subcommand)]
    pub what: Troops,
}

/// The questions `ks troops` answers.
#[derive(Debug, Subcommand)]
pub enum Troops {
    /// Skirmish blocks a battalion puts out, and what they cost its frontage (option
    /// `skirmish_complement`).
    Skirmishers(SkirmishersArgs),
    /// An officer's small party (option `detachment_sizes`).
    Detachment(DetachmentArgs),
    /// A cavalry patrol's riders (option `cavalry_patrol_size`).
    Patrol,
    /// A battery's front, gun spacing and half-battery block width (option `battery_frontage`).
    Battery(BatteryArgs),
}

/// Arguments of `ks troops battery`.
#[derive(Debug, Args)]
pub struct BatteryArgs {
    /// How closely the guns stand.
    #[arg(
        long,
        value_parser = variant_values("gun spacing", GunSpacing::description),
        default_value = "usual"
    )]
    pub spacing: GunSpacing,
}

/// Arguments of `ks troops detachment`.
#[derive(Debug, Args)]
pub struct DetachmentArgs {
    /// Mounted or on foot.
    #[arg(long, value_parser = variant_values("detachment arm", DetachmentArm::description))]
    pub arm: DetachmentArm,
}

/// Arguments of `ks troops skirmishers`.
#[derive(Debug, Args)]
pub struct SkirmishersArgs {
    /// The unit putting out skirmishers.
    #[arg(
        long,
        value_parser = variant_values("skirmishing unit", SkirmishingUnit::description)
    )]
    pub unit: SkirmishingUnit,
    /// Skirmish blocks to put out.
    #[arg(long, value_name = "N")]
    pub blocks: u32,
}

/// Answers `ks troops`.
pub fn run(args: &TroopsArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    match &args.what {
        Troops::Skirmishers(a) => {
            let answer = SkirmishComplementAnswer::compute(rules, a.unit, a.blocks)?;
            report("Skirmish blocks", &answer.steps, &answer)
        }
        Troops::Detachment(a) => {
            let party = DetachmentParty::of(rules, a.arm)?;
            report("An officer's party", &party.steps, &party)
        }
        Troops::Patrol => {
            let patrol = CavalryPatrol::of(rules)?;
            report("A cavalry patrol", &patrol.steps, &patrol)
        }
        Troops::Battery(a) => {
            let front = BatteryFront::of(rules, a.spacing)?;
            report("A battery in line", &front.steps, &front)
        }
    }
}

/// A report of a calculator's working, with the answer as JSON.
fn report<T: serde::Serialize>(
    title: &str,
    steps: &[impl std::fmt::Display],
    answer: &T,
) -> Result<Report, RulesError> {
    let mut lines = vec![title.to_string()];
    lines.extend(steps.iter().map(|s| s.to_string()));
    Ok(Report {
        text: lines.join("\n"),
        json: serde_json::to_value(answer).map_err(|e| RulesError::Unwritable {
            what: "the answer as JSON",
            reason: e.to_string(),
        })?,
    })
}
