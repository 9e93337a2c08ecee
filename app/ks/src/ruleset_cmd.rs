//! `ks ruleset`: dump the active ruleset.

use super::Report;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// Arguments of `ks ruleset`.
#[derive(Debug, Args)]
pub struct RulesetArgs {
    /// List only the named options (the draft's contradictions) and their readings.
    #[arg(long)]
    pub options: bool,
}

/// Answers `ks ruleset`: with `--options` the contradictions and their readings, otherwise the
/// whole ruleset (as JSON even in text mode, since it is a table dump).
pub fn run(args: &RulesetArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    if args.options {
        let catalogue = rules.options.catalogue();
        let mut text = String::new();
        for o in &catalogue {
            text.push_str(&format!("{} — {}\n", o.id, o.question));
            for c in &o.choices {
                let mark = if c.id == o.chosen { "*" } else { " " };
                let default = if c.id == o.default { " (default)" } else { "" };
                let gone = if c.withdrawn {
                    " (withdrawn: old saves only)"
                } else {
                    ""
                };
                text.push_str(&format!(
                    "  {mark} {}{default}{gone}: {}\n",
                    c.id, c.description
                ));
            }
        }
        let json = serde_json::to_value(&catalogue).map_err(|e| RulesError::Unwritable {
            what: "the options",
            reason: e.to_string(),
        })?;
        return Ok(Report {
            text,
            json: serde_json::json!({ "options": json }),
        });
    }
    let json = serde_json::to_value(rules).map_err(|e| RulesError::Unwritable {
        what: "the ruleset",
        reason: e.to_string(),
    })?;
    let text = serde_json::to_string_pretty(&json).map_err(|e| RulesError::Unwritable {
        what: "the ruleset",
        reason: e.to_string(),
    })?;
    Ok(Report { text, json })
}
