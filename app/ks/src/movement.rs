//! `ks move`: how far a movement-chart row goes in one 2-minute turn on a kind of ground, or
//! what a path over several kinds of ground costs it (Appendix Three — Movement Chart).

use super::Report;
use clap::builder::{PossibleValue, PossibleValuesParser};
use clap::{ArgGroup, Args};
use kriegsspiel::systems::reisswitz_1815::calc::movement::{
    Allowance, MoveStep, PathCost, PathLeg,
};
use kriegsspiel::systems::reisswitz_1815::calc::movement::{allowance, path_cost};
use kriegsspiel::systems::reisswitz_1815::ruleset::{CHART_ROW_IDS, MOVEMENT_GROUNDS, Ruleset};
use kriegsspiel::{Ground, RulesError};

/// Arguments of `ks move`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("ground").required(true).args(["terrain", "path"])))]
pub struct MoveArgs {
    /// The movement-chart row (formation and gait).
    #[arg(long, value_name = "ROW", value_parser = row_parser())]
    pub row: String,
    /// The ground: a chart column, or swamp / thick_woods (left to the umpire).
    #[arg(long, value_name = "GROUND", value_parser = ground_parser())]
    pub terrain: Option<String>,
    /// A path as legs GROUND:PACES separated by commas, e.g. `even:100,lwood:300`.
    #[arg(long, value_name = "LEGS", value_parser = parse_path)]
    pub path: Option<PathSpec>,
}

/// A path given on the command line: its legs in order.
#[derive(Debug, Clone, PartialEq)]
pub struct PathSpec(pub Vec<PathLeg>);

/// The chart rows as clap values, each with its label, in the chart's order.
fn row_parser() -> PossibleValuesParser {
    let rules = Ruleset::reisswitz_1815().ok();
    let values = CHART_ROW_IDS.map(|id| {
        let value = PossibleValue::new(id);
        match rules.as_ref().and_then(|r| r.movement.row(id).ok()) {
            Some(row) => value.help(format!("{} — {}", row.label, row.group.label())),
            None => value,
        }
    });
    PossibleValuesParser::new(values)
}

/// Every kind of ground the movement calculators take as clap values, each with its
/// description.
pub(super) fn ground_parser() -> PossibleValuesParser {
    PossibleValuesParser::new(
        MOVEMENT_GROUNDS.map(|g| PossibleValue::new(g.id()).help(g.description())),
    )
}

/// Parses `--path`.
pub(super) fn parse_path(text: &str) -> Result<PathSpec, String> {
    PathLeg::parse_list(text)
        .map(PathSpec)
        .map_err(|e| e.to_string())
}

/// Parses a ground id already checked by [`ground_parser`].
pub(super) fn ground(id: &str) -> Result<Ground, RulesError> {
    id.parse()
}

/// Answers `ks move`.
pub fn run(args: &MoveArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    match (&args.terrain, &args.path) {
        (_, Some(path)) => {
            let cost = path_cost(rules, &args.row, &path.0)?;
            Ok(Report {
                text: path_text(&cost),
                json: to_json(&cost)?,
            })
        }
        (Some(terrain), None) => {
            let a = allowance(rules, &args.row, ground(terrain)?)?;
            Ok(Report {
                text: allowance_text(&a),
                json: to_json(&a)?,
            })
        }
        (None, None) => Err(RulesError::OutOfRange {
            what: "ground",
            value: "none".into(),
            allowed: "--terrain GROUND or --path LEGS".into(),
        }),
    }
}

fn allowance_text(a: &Allowance) -> String {
    let head = match (a.paces_per_turn, &a.impossible_reason) {
        (Some(p), _) => format!(
            "{} on {}: {} paces per 2-minute turn.",
            a.label,
            a.ground.description(),
            paces(p)
        ),
        (None, Some(reason)) => format!(
            "{} on {}: impossible — {reason}.",
            a.label,
            a.ground.description()
        ),
        (None, None) => format!("{} on {}: impossible.", a.label, a.ground.description()),
    };
    let mut text = head;
    if let Some(limit) = a.rate_limit {
        text.push_str(&format!(" Rate limit: {limit}."));
    }
    text.push('\n');
    push_steps(&mut text, &a.steps);
    text
}

fn path_text(c: &PathCost) -> String {
    let head = match (c.total_fraction, c.blocked_at_leg) {
        (Some(f), _) if c.fits_in_one_turn => format!(
            "{}, {} paces: {:.3} of a turn — fits in one turn.",
            c.label,
            paces(c.total_length.paces()),
            f
        ),
        (Some(f), _) => format!(
            "{}, {} paces: {:.3} turns — {} whole turns; {} paces along the path in one turn.",
            c.label,
            paces(c.total_length.paces()),
            f,
            c.turns_needed.unwrap_or(0),
            paces(c.reach_in_one_turn.paces())
        ),
        (None, Some(i)) => format!(
            "{}, {} paces: impassable at leg {}; {} paces along the path in one turn.",
            c.label,
            paces(c.total_length.paces()),
            i + 1,
            paces(c.reach_in_one_turn.paces())
        ),
        (None, None) => format!("{}: no answer.", c.label),
    };
    let mut text = head;
    text.push('\n');
    push_steps(&mut text, &c.steps);
    text
}

/// Writes each step with its source, one per line.
pub(super) fn push_steps(text: &mut String, steps: &[MoveStep]) {
    for step in steps {
        text.push_str(&format!("  • {}  [{}]\n", step.text, step.source));
    }
}

/// Paces without decimals when whole.
pub(super) fn paces(p: f64) -> String {
    if (p - p.round()).abs() < 1e-9 {
        format!("{p:.0}")
    } else {
        format!("{p:.1}")
    }
}

pub(super) fn to_json<T: serde::Serialize>(value: &T) -> Result<serde_json::Value, RulesError> {
    serde_json::to_value(value).map_err(|e| RulesError::Unwritable {
        what: "the answer as JSON",
        reason: e.to_string(),
    })
}
