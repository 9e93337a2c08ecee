//! `ks odds`: the close-combat odds worksheet (Section 4 — Establishing the Odds for Close
//! Combat), and the small worksheets as sub-commands: `squadrons`, `waves`, `charge`, `stronghold`,
//! `defile`, `test`, `advance` and `melee` (applying a thrown face).

mod advance;
mod charge;
mod mass;
mod sheets;

use super::Report;
use clap::Args;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::{
    CircumstanceClaim, OddsInput, OddsWorksheet, StrengthCount,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// Arguments of `ks odds`.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct OddsArgs {
    /// A small worksheet instead of the odds worksheet.
    #[command(subcommand)]
    pub sheet: Option<sheets::Sheet>,
    /// The odds worksheet's own arguments.
    #[command(flatten)]
    pub worksheet: WorksheetArgs,
}

/// Arguments of the odds worksheet itself.
#[derive(Debug, Args)]
pub struct WorksheetArgs {
    /// The attacker's men (or riders) present.
    #[arg(long, value_name = "N", conflicts_with = "attacker_squadrons")]
    pub attacker_men: Option<u32>,
    /// The attacker's strength in full squadrons (150 riders each).
    #[arg(long, value_name = "N")]
    pub attacker_squadrons: Option<u32>,
    /// The attacker's squadrons of dismounted dragoons: four count as half a battalion
    /// (reference §12.13; draft L1461, L2953).
    #[arg(long, value_name = "N", conflicts_with_all = ["attacker_men", "attacker_squadrons"])]
    pub attacker_dismounted: Option<u32>,
    /// The defender's men (or riders) present.
    #[arg(long, value_name = "N", conflicts_with = "defender_squadrons")]
    pub defender_men: Option<u32>,
    /// The defender's strength in full squadrons (150 riders each).
    #[arg(long, value_name = "N")]
    pub defender_squadrons: Option<u32>,
    /// The defender's squadrons of dismounted dragoons: four count as half a battalion
    /// (reference §12.13; draft L1461, L2953).
    #[arg(long, value_name = "N", conflicts_with_all = ["defender_men", "defender_squadrons"])]
    pub defender_dismounted: Option<u32>,
    /// Men of the attacker attacking in flank or rear: they count twice.
    #[arg(long, value_name = "N")]
    pub attacker_flank_men: Option<u32>,
    /// Step one: the case of arms and formation (default `equal_arms`, Die I).
    #[arg(long = "base", value_name = "CASE", value_parser = parse_base, long_help = base_help())]
    pub base: Option<String>,
    /// A circumstance: NAME (its one side), NAME=attacker, NAME=defender, or the umpire's
    /// points NAME=+K / NAME=-K (+ for the attacker). Repeat for several.
    #[arg(long = "shift", value_name = "NAME[=SIDE|±K]", value_parser = parse_shift, long_help = shift_help())]
    pub shifts: Vec<CircumstanceClaim>,
}

/// The compiled-in ruleset, for the lists in help and in value checks.
fn default_rules() -> Option<Ruleset> {
    Ruleset::reisswitz_1815().ok()
}

/// Checks a step-one case id, refusing unknown ones with the list of known ones.
fn parse_base(text: &str) -> Result<String, String> {
    if let Some(r) = default_rules() {
        r.combat.base_case(text.trim()).map_err(|e| e.to_string())?;
    }
    Ok(text.trim().to_string())
}

/// The long help of `--base`: every case with its die.
fn base_help() -> String {
    let mut text = String::from(
        "Step one: the case of arms and formation (default equal_arms, Die I).\n\nCases:",
    );
    if let Some(r) = default_rules() {
        for c in &r.combat.base_cases {
            text.push_str(&format!("\n  {}: {}", c.id, c.description));
        }
    }
    text
}

/// The long help of `--shift`: every circumstance with its side and effect.
fn shift_help() -> String {
    let mut text = String::from(
        "A circumstance of step three: NAME (counted for its one side), NAME=attacker, NAME=defender, \
         or the umpire's points NAME=+K / NAME=-K (+ for the attacker). Repeat for several.\n\nCircumstances:",
    );
    if let Some(r) = default_rules() {
        let mut all: Vec<_> = r.combat.circumstances.iter().collect();
        all.sort_by(|a, b| a.id.cmp(&b.id));
        for c in all {
            text.push_str(&format!(
                "\n  {} ({}): {}",
                c.id,
                c.applies_to.word(),
                c.description
            ));
        }
    }
    text
}

/// Parses one `--shift`, refusing unknown names with the list of known ones.
fn parse_shift(text: &str) -> Result<CircumstanceClaim, String> {
    let claim: CircumstanceClaim = text.parse().map_err(|e: RulesError| e.to_string())?;
    if let Some(r) = default_rules() {
        r.combat
            .circumstance(&claim.id)
            .map_err(|e| e.to_string())?;
    }
    Ok(claim)
}

/// Answers `ks odds` and its sub-commands.
pub fn run(args: &OddsArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    if let Some(sheet) = &args.sheet {
        return sheets::run(sheet, rules);
    }
    let w = &args.worksheet;
    let strength = |men: Option<u32>, squadrons: Option<u32>, dismounted: Option<u32>| match (
        men, squadrons, dismounted,
    ) {
        (Some(n), _, _) => Some(StrengthCount::Men(n)),
        (None, Some(n), _) => Some(StrengthCount::Squadrons(n)),
        (None, None, Some(n)) => Some(StrengthCount::DismountedDragoons(n)),
        (None, None, None) => None,
    };
    let input = OddsInput {
        attacker: strength(w.attacker_men, w.attacker_squadrons, w.attacker_dismounted),
        defender: strength(w.defender_men, w.defender_squadrons, w.defender_dismounted),
        attacker_flank: w.attacker_flank_men.map(StrengthCount::Men),
        base_case: w.base.clone(),
        circumstances: w.shifts.clone(),
    };
    let sheet = OddsWorksheet::compute(rules, &input)?;
    let text = format!(
        "Close-combat odds (Section 4 — Establishing the Odds for Close Combat)\n{}",
        sheet.explain()
    );
    let json = serde_json::json!({
        "input": to_json(&input)?,
        "worksheet": to_json(&sheet)?,
        "verdict_text": sheet.verdict.to_string(),
    });
    Ok(Report { text, json })
}

/// Any answer as JSON.
pub(super) fn to_json<T: serde::Serialize>(value: &T) -> Result<serde_json::Value, RulesError> {
    serde_json::to_value(value).map_err(|e| RulesError::Unwritable {
        what: "the answer as JSON",
        reason: e.to_string(),
    })
}
