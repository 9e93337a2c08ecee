//! `ks swim`: moves for men or riders to swim over water of a given width (reference §12.3;
//! Section 5 — Swimming, L1613), with the working.

use super::Report;
use super::work_report::push_steps;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::calc::boat_crossing::swim;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// Arguments of `ks swim`.
#[derive(Debug, Args)]
pub struct SwimArgs {
    /// The water's width in paces.
    #[arg(long, value_name = "PACES", value_parser = crate::numbers::bounded_number)]
    pub width: f64,
}

/// Answers `ks swim`.
pub fn run(args: &SwimArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let s = swim(rules, args.width)?;
    let mut text = format!(
        "{} in all, {} of them in the water\n",
        counted(s.moves, "move"),
        s.swimming_moves
    );
    push_steps(&mut text, "Working:", &s.steps);
    let json = serde_json::to_value(&s).map_err(|e| RulesError::Unwritable {
        what: "the swim",
        reason: e.to_string(),
    })?;
    Ok(Report { text, json })
}
