//! `ks charge-answer`: what the defender's answer to an attack means — the die or none, the
//! standing defence's point, and both sides' moves (reference §12.11; draft L786–790,
//! L901–908, L945–947, L1214, L2854).

use super::Report;
use super::work_report::push_steps;
use crate::engine_value::variant_values;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::charge_answer::{
    AttackAnswer, AttackedParty, ChargeAnswerWorksheet, HorseGunsChoice,
};

/// Arguments of `ks charge-answer`.
#[derive(Debug, Args)]
pub struct ChargeAnswerArgs {
    /// What is attacked.
    #[arg(long, value_parser = variant_values("attacked party", AttackedParty::description))]
    pub attacked: AttackedParty,
    /// The defender's answer.
    #[arg(long, value_parser = variant_values("answer", AttackAnswer::description))]
    pub answer: AttackAnswer,
    /// The attacker is cavalry (it moves 300 paces whatever the answer).
    #[arg(long)]
    pub by_cavalry: bool,
    /// What horse artillery with the attacked cavalry does.
    #[arg(long, value_parser = variant_values("horse guns' choice", HorseGunsChoice::description))]
    pub horse_guns: Option<HorseGunsChoice>,
}

/// Answers `ks charge-answer`.
pub fn run(args: &ChargeAnswerArgs) -> Result<Report, RulesError> {
    let sheet =
        ChargeAnswerWorksheet::work(args.attacked, args.by_cavalry, args.answer, args.horse_guns)?;
    let mut text = format!(
        "{}: {}{}\n",
        args.answer.description(),
        if sheet.throw_die {
            "accepted, the die decides"
        } else {
            "declined, no die"
        },
        if sheet.defender_points != 0 {
            format!("; {} to the defender", sheet.defender_points)
        } else {
            String::new()
        }
    );
    push_steps(&mut text, "Working:", &sheet.steps);
    let json = serde_json::to_value(&sheet).map_err(|e| RulesError::Unwritable {
        what: "the answer to the charge",
        reason: e.to_string(),
    })?;
    Ok(Report { text, json })
}
