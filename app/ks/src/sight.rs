//! `ks sight`: what can be made out at a distance (reference §9; Appendix Three — "Distances at
//! which troops may be distinguished").

use super::Report;
use clap::Args;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use kriegsspiel::systems::reisswitz_1815::sight::what_can_be_made_out;
use kriegsspiel::{Pace, RulesError};
use serde_json::json;

/// Arguments of `ks sight`.
#[derive(Debug, Args)]
pub struct SightArgs {
    /// Distance from the observer, in paces.
    #[arg(long, value_name = "PACES", allow_negative_numbers = true, value_parser = crate::numbers::bounded_number)]
    pub distance: f64,
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<serde_json::Value, RulesError> {
    serde_json::to_value(value).map_err(|e| RulesError::Unwritable {
        what: "the answer as JSON",
        reason: e.to_string(),
    })
}

/// Answers `ks sight`: the details a report may contain at the distance, with the working.
/// A negative, NaN or infinite distance is refused (exit code 2).
pub fn run(args: &SightArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let made_out = what_can_be_made_out(&rules.visibility, Pace(args.distance))?;
    let steps = made_out.steps(&rules.visibility);
    let mut text = format!("{}\n", made_out.wording());
    for line in &made_out.lines {
        let how = if line.is_clear() {
            "clear"
        } else {
            "umpire's call"
        };
        text.push_str(&format!("  - {} ({how})\n", line.description));
    }
    for step in &steps {
        text.push_str(&format!("  • {}  [{}]\n", step.text, step.source));
    }
    let json = json!({
        "distance": made_out.distance,
        "what": made_out.what(),
        "lines": to_json(&made_out.lines)?,
        "wording": made_out.wording(),
        "farthest_paces": made_out.farthest_paces,
        "source": made_out.source,
        "steps": to_json(&steps)?,
    });
    Ok(Report { text, json })
}
