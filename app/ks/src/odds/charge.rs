//! `ks odds charge`: cavalry charging formed infantry, decided by the waves table or a base case
//! as the option `cavalry_v_square` reads the draft.

use super::mass::parse_mass;
use super::{Report, to_json};
use crate::engine_value::variant_values;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::{
    ChargeRule, ChargeWorksheet, ChargedFormation, InfantryMass,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::{InfantryShock, Ruleset};

/// Arguments of `ks odds charge`.
#[derive(Debug, Args)]
pub struct ChargeArgs {
    /// How the infantry stands.
    #[arg(
        long,
        value_parser = variant_values("infantry formation", ChargedFormation::description)
    )]
    pub formation: ChargedFormation,
    /// Attacking squadrons.
    #[arg(long, value_name = "N")]
    pub squadrons: u32,
    /// The infantry's state.
    #[arg(
        long,
        value_parser = variant_values("infantry state", InfantryShock::description),
        default_value = "unshaken"
    )]
    pub infantry: InfantryShock,
    /// The infantry body: `half` (a half-battalion square) or battalions 1 to 6.
    #[arg(long, value_name = "half|N", default_value = "1", value_parser = parse_mass)]
    pub mass: InfantryMass,
}

/// Answers `ks odds charge`: the rule the chosen reading picks, and its working.
pub fn run(args: &ChargeArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let w = ChargeWorksheet::compute(
        rules,
        args.formation,
        args.squadrons,
        args.infantry,
        args.mass,
    )?;
    let mut lines = vec!["Cavalry charging formed infantry".to_string()];
    lines.extend(w.steps.iter().map(|s| s.to_string()));
    match &w.rule {
        ChargeRule::Waves { .. } => {}
        ChargeRule::BaseCase { case, verdict } => lines.push(format!(
            "Decision: {verdict}; add circumstances with `ks odds --base {case} --shift …`"
        )),
        ChargeRule::UmpireDecides { question } => {
            lines.push(format!("Decision: the umpire's — {question}"))
        }
    }
    Ok(Report {
        text: lines.join("\n"),
        json: to_json(&w)?,
    })
}
