//! A work's time as `ks` writes it: the answer, what the umpire decides, and the steps with
//! their lines (shared by `ks bridge` and `ks works`).

use super::Report;
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::work_estimate::WorkEstimate;
use kriegsspiel::systems::reisswitz_1815::calc::working_step::WorkingStep;

/// Writes the steps under a heading, one a line with its source.
pub fn push_steps(text: &mut String, heading: &str, steps: &[WorkingStep]) {
    if steps.is_empty() {
        return;
    }
    text.push_str(heading);
    text.push('\n');
    for step in steps {
        text.push_str(&format!("  • {}  [{}]\n", step.text, step.source));
    }
}

/// The report for a work's estimate.
pub fn work_report(estimate: &WorkEstimate) -> Result<Report, RulesError> {
    let mut text = format!("{}: {}\n", estimate.work, estimate.time);
    push_steps(&mut text, "Working:", &estimate.steps);
    push_steps(
        &mut text,
        "The umpire's decision:",
        &estimate.umpire_decisions,
    );
    let json = serde_json::to_value(estimate).map_err(|e| RulesError::Unwritable {
        what: "the work's estimate",
        reason: e.to_string(),
    })?;
    Ok(Report { text, json })
}
