//! `ks cavalry-line`: what a cavalry line counts for — its formation's worth, spreading out to a
//! stronger enemy's frontage, and the second line (reference §12.10; draft L867, L871, L899,
//! L1160–1162).

use super::Report;
use super::work_report::push_steps;
use crate::engine_value::variant_values;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::cavalry_line::{
    EnemyLine, LineFormation, LineWorth, SecondLineCount, SpreadWorksheet,
};
use serde_json::json;

/// Arguments of `ks cavalry-line`.
#[derive(Debug, Args)]
pub struct CavalryLineArgs {
    /// Squadrons in the first line (for an echelon, those arriving at the shock).
    #[arg(long, value_name = "N")]
    pub squadrons: u32,
    /// How the line is formed.
    #[arg(long, default_value = "closed-wall", value_parser = variant_values("cavalry formation", LineFormation::description))]
    pub formation: LineFormation,
    /// Spread out to the frontage of this many squadrons (the stronger enemy's).
    #[arg(long, value_name = "N")]
    pub spread_to: Option<u32>,
    /// Squadrons in a second line at the right distance (option `cavalry_second_line`).
    #[arg(long, value_name = "N", requires = "enemy")]
    pub second_line: Option<u32>,
    /// The enemy's lines, for the second line's count.
    #[arg(long, value_parser = variant_values("enemy line", enemy_help))]
    pub enemy: Option<EnemyLine>,
}

fn enemy_help(enemy: EnemyLine) -> &'static str {
    match enemy {
        EnemyLine::OneLineAboutEqual => {
            "One line of about the same squadrons: half the second line counts"
        }
        EnemyLine::OneLineStronger => "One stronger line: only the troops that meet count",
        EnemyLine::TwoLines => "Two lines: the first lines count",
    }
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<serde_json::Value, RulesError> {
    serde_json::to_value(value).map_err(|e| RulesError::Unwritable {
        what: "the cavalry line",
        reason: e.to_string(),
    })
}

/// Answers `ks cavalry-line`.
pub fn run(args: &CavalryLineArgs) -> Result<Report, RulesError> {
    let worth = LineWorth::work(args.formation, args.squadrons)?;
    let mut steps = worth.steps.clone();
    let mut text = format!(
        "The first line counts as {:.2} {}\n",
        worth.counted,
        if worth.counted == 1.0 {
            "squadron"
        } else {
            "squadrons"
        }
    );
    let spread = match args.spread_to {
        Some(to) => {
            let s = SpreadWorksheet::work(args.squadrons, to)?;
            steps.extend(s.steps.clone());
            Some(s)
        }
        None => None,
    };
    let second = match (args.second_line, args.enemy) {
        (Some(n), Some(enemy)) => {
            let s = SecondLineCount::work(args.squadrons, n, enemy)?;
            text.push_str(&match s.counted {
                Some(c) => format!(
                    "With the second line the side counts {c} {}\n",
                    if c == 1.0 { "squadron" } else { "squadrons" }
                ),
                None => "With the second line: the umpire counts the squadrons that meet\n".into(),
            });
            steps.extend(s.steps.clone());
            Some(s)
        }
        _ => None,
    };
    push_steps(&mut text, "Working:", &steps);
    let json = json!({
        "formation": to_json(&worth.formation)?,
        "squadrons": worth.squadrons,
        "counted": worth.counted,
        "spread": spread.as_ref().map(|s| to_json(&s.outcome)).transpose()?,
        "second_line_counted": second.as_ref().and_then(|s| s.counted),
        "steps": to_json(&steps)?,
    });
    Ok(Report { text, json })
}
