//! `ks ammunition`: turns of fire left, fouled muskets, and the time to refill or resupply from
//! the wagon (reference §12.1; Section 3, L537; Appendix Three, L2416, L2464; chart note, L1885).

use super::Report;
use clap::{Args, ValueEnum};
use kriegsspiel::RulesError;
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::calc::ammunition::{AmmunitionClass, AmmunitionLedger};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// Whose ammunition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ClassArg {
    /// A battalion (or sappers): 60 cartridges a man.
    Infantry,
    /// A battery: 50 turns of fire.
    Battery,
}

/// Arguments of `ks ammunition`.
#[derive(Debug, Args)]
pub struct AmmunitionArgs {
    /// Infantry or a battery.
    #[arg(long = "class", value_enum)]
    pub class: ClassArg,
    /// Turns of fire since the unit last filled up.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub fired: u32,
    /// Of those, turns of fire without a pause up to now.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub continuous: u32,
}

/// Answers `ks ammunition`.
pub fn run(args: &AmmunitionArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    if args.continuous > args.fired {
        return Err(RulesError::OutOfRange {
            what: "continuous turns",
            value: args.continuous.to_string(),
            allowed: format!("0 to --fired ({})", args.fired),
        });
    }
    let class = match args.class {
        ClassArg::Infantry => AmmunitionClass::Infantry,
        ClassArg::Battery => AmmunitionClass::Battery,
    };
    let now = args.fired;
    let ledger = AmmunitionLedger {
        turns_fired: args.fired,
        continuous_turns: args.continuous,
        last_fired_turn: (args.continuous > 0).then_some(now),
        resupplied_at: None,
    };
    let status = ledger.status(rules, class, now);
    let mut text = format!(
        "{} of fire left of {}; refilling takes {}{}\n",
        counted(status.turns_left, "turn"),
        status.turns_of_fire,
        counted(status.resupply_turns, "turn"),
        if status.fouled {
            "; the muskets are foul (the umpire decides how much the rate falls)"
        } else {
            ""
        }
    );
    if let Some(why) = &status.cannot_fire {
        text.push_str(&format!("It cannot fire: {why}.\n"));
    }
    for step in &status.steps {
        text.push_str(&format!("  • {}  [{}]\n", step.text, step.source));
    }
    let json = serde_json::to_value(&status).map_err(|e| RulesError::Unwritable {
        what: "the ammunition status",
        reason: e.to_string(),
    })?;
    Ok(Report { text, json })
}
