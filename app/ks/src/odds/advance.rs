//! `ks odds advance`: whether troops under a battery's canister are tested, and with which die
//! (option `advancing_troops_test`).

use super::{Report, to_json};
use crate::engine_value::variant_values;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::fire_arm::FireArm;
use kriegsspiel::systems::reisswitz_1815::calc::{
    AdvancingTestCall, AdvancingTestInput, AdvancingTestWorksheet, BatteryShare, CanisterTarget,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::{FireEffect, Ruleset};

/// Arguments of `ks odds advance`.
#[derive(Debug, Args)]
pub struct AdvanceArgs {
    /// The battery's guns: 6pdr, 9pdr or 12pdr.
    #[arg(long, value_parser = variant_values("firing arm", FireArm::description))]
    pub gun: FireArm,
    /// Paces from the battery to the troops.
    #[arg(long, value_name = "PACES", value_parser = crate::numbers::bounded_number)]
    pub paces: f64,
    /// Half or whole battery.
    #[arg(
        long,
        value_parser = variant_values("battery share", BatteryShare::description),
        default_value = "half"
    )]
    pub battery: BatteryShare,
    /// The troops under the canister.
    #[arg(
        long,
        value_parser = variant_values("canister target", CanisterTarget::description),
        default_value = "battalion"
    )]
    pub target: CanisterTarget,
    /// Good or bad effect.
    #[arg(long, value_parser = variant_values("fire effect", FireEffect::description))]
    pub effect: FireEffect,
    /// The battery is itself under canister from an enemy battery.
    #[arg(long)]
    pub battery_under_canister: bool,
}

/// Answers `ks odds advance`: the call under the chosen reading, and its working.
pub fn run(args: &AdvanceArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let input = AdvancingTestInput {
        gun: args.gun,
        paces: args.paces,
        battery: args.battery,
        target: args.target,
        effect: args.effect,
        battery_under_canister: args.battery_under_canister,
    };
    let w = AdvancingTestWorksheet::compute(rules, input)?;
    let mut lines = vec!["Troops under canister (advancing-troops test)".to_string()];
    lines.extend(w.steps.iter().map(|s| s.to_string()));
    if let AdvancingTestCall::Throw {
        test: Some(test), ..
    } = &w.call
    {
        lines.push(format!("Throw it with `ks odds test {test} --face N`."));
    }
    Ok(Report {
        text: lines.join("\n"),
        json: to_json(&w)?,
    })
}
