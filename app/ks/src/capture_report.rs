//! A capture worksheet as `ks` writes it (shared by `ks capture`, `ks prisoners`,
//! `ks beaten-cavalry` and `ks battery`): the answer in a line, the steps with their lines, and
//! the worksheet as JSON with its result at the top level and its `steps`.

use super::Report;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::working_step::WorkingStep;
use serde::Serialize;

/// The report for a worksheet: `answer` first, then each step with its source.
pub fn capture_report(
    answer: &str,
    steps: &[WorkingStep],
    worksheet: &impl Serialize,
) -> Result<Report, RulesError> {
    let mut text = format!("{answer}\n");
    for step in steps {
        text.push_str(&format!("  • {}  [{}]\n", step.text, step.source));
    }
    let json = serde_json::to_value(worksheet).map_err(|e| RulesError::Unwritable {
        what: "the capture worksheet",
        reason: e.to_string(),
    })?;
    Ok(Report { text, json })
}
