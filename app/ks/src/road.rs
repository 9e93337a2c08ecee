//! `ks road`: the widest column an arm may use on a kind of road, bridge or gateway (option
//! `road_widths`; reference §12.4).

use super::Report;
use crate::engine_value::variant_values;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::road_width::{ColumnArm, RoadWidthAnswer};
use kriegsspiel::systems::reisswitz_1815::ruleset::{Ruleset, WayKind};

/// Arguments of `ks road`.
#[derive(Debug, Args)]
pub struct RoadArgs {
    /// The kind of way.
    #[arg(long, value_parser = variant_values("kind of way", WayKind::description))]
    pub way: WayKind,
    /// The arm of the column.
    #[arg(long, value_parser = variant_values("arm", ColumnArm::description))]
    pub arm: ColumnArm,
}

/// Answers `ks road`: the widest column under the chosen reading, and its working.
pub fn run(args: &RoadArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    let answer = RoadWidthAnswer::compute(rules, args.way, args.arm)?;
    let mut lines = vec![
        "Widest column (Section 2 — Width of Roads, Bridges &c.; Deploying Through Defiles)"
            .to_string(),
    ];
    lines.extend(answer.steps.iter().map(|s| s.to_string()));
    Ok(Report {
        text: lines.join("\n"),
        json: serde_json::to_value(&answer).map_err(|e| RulesError::Unwritable {
            what: "the answer as JSON",
            reason: e.to_string(),
        })?,
    })
}
