//! What can be made out at a distance: the details a report may contain (reference §9;
//! Appendix Three — "Distances at which troops may be distinguished", L2314–2329).
//!
//! The figures are the ruleset's ([`VisibilityRules`], `rules/reisswitz_1815/visibility.toml`);
//! this file only puts each line in the words a report uses and reads the lines for a distance.

use super::made_out_line::MadeOutLine;
use crate::citation::Citation;
use crate::distance::Pace;
use crate::error::RulesError;
use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use crate::systems::reisswitz_1815::ruleset::{
    Sighting as Clarity, SightingDistance, VisibilityRules,
};
use serde::{Deserialize, Serialize};

/// The id of the line for the mere presence of troops. The note's farthest line (infantry told
/// from cavalry at 1,114 paces, L2318–2319) implies that troops are seen at all at that distance,
/// so a report may say "troops" wherever it may say anything.
pub const TROOPS_LINE: &str = "troops";

/// What a report may say for a line of the note, in the workbench's words. Seeing single
/// figures (880 paces, L2321–2323) lets an observer count files, hence an estimate of strength.
/// A line the workbench does not know (a house rule's) is reported in the note's own words.
fn description(line: &SightingDistance) -> String {
    match line.id.as_str() {
        "infantry_from_cavalry" => "infantry or cavalry",
        "single_figures" => "single figures: an estimate of strength",
        "heads_and_white_belts" => "heads; white cross-belts and white trousers",
        "faces_limbs_uniforms" => "faces, limbs, uniform and muskets",
        "uniform_details" => "details of body and uniform",
        _ => line.what.as_str(),
    }
    .to_string()
}

/// Paces with thousands grouped ("1,114"), whole when whole, else to one decimal.
pub(super) fn paces_text(p: f64) -> String {
    let text = if (p - p.round()).abs() < 1e-9 {
        format!("{p:.0}")
    } else {
        format!("{p:.1}")
    };
    let (whole, rest) = text.split_at(text.find('.').unwrap_or(text.len()));
    let (sign, digits) = match whole.strip_prefix('-') {
        Some(d) => ("-", d),
        None => ("", whole),
    };
    let mut grouped = String::with_capacity(text.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(ch);
    }
    format!("{sign}{grouped}{rest}")
}

/// What can be made out at one distance: the details a report may contain, farthest-reaching
/// first, each clear or at the umpire's call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MadeOut {
    /// The distance looked across, paces.
    pub distance: Pace,
    /// The details that may be made out, farthest-reaching first ("troops" first); empty beyond
    /// the note's farthest distance.
    pub lines: Vec<MadeOutLine>,
    /// The note's farthest distance, paces (1,114 in the draft): nothing is made out beyond it.
    pub farthest_paces: f64,
    /// Where the note comes from.
    pub source: Citation,
}

/// The details a report may contain at `distance` (reference §9, L2314–2329): every line of
/// the ruleset's sighting note that reaches that far, clear or marginal, with "troops" first.
/// Refuses a distance that is negative, NaN or infinite.
pub fn what_can_be_made_out(
    rules: &VisibilityRules,
    distance: Pace,
) -> Result<MadeOut, RulesError> {
    let at = rules.at_distance(distance)?;
    let farthest_paces = rules
        .distances
        .iter()
        .map(|d| d.max_paces)
        .fold(0.0_f64, f64::max);
    let mut lines: Vec<MadeOutLine> = Vec::with_capacity(at.len() + 1);
    for (line, clarity) in at {
        if clarity == Clarity::Beyond {
            continue;
        }
        if lines.is_empty() {
            // The farthest line that reaches implies troops are seen (see TROOPS_LINE).
            lines.push(MadeOutLine {
                id: TROOPS_LINE.to_string(),
                description: "troops".to_string(),
                note: format!("troops are seen wherever {}", line.what),
                max_paces: line.max_paces,
                clear_paces: line.clear_paces,
                clarity,
            });
        }
        lines.push(MadeOutLine {
            id: line.id.clone(),
            description: description(line),
            note: line.what.clone(),
            max_paces: line.max_paces,
            clear_paces: line.clear_paces,
            clarity,
        });
    }
    Ok(MadeOut {
        distance,
        lines,
        farthest_paces,
        source: rules.source.clone(),
    })
}

impl MadeOut {
    /// Whether nothing at all can be made out (beyond the note's farthest distance).
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// Every description a report may contain, clear and marginal, farthest-reaching first.
    pub fn what(&self) -> Vec<&str> {
        self.lines.iter().map(|l| l.description.as_str()).collect()
    }

    /// What a report can say at this distance, in one or two sentences.
    pub fn wording(&self) -> String {
        let at = paces_text(self.distance.paces());
        if self.lines.is_empty() {
            return format!(
                "At {at} paces nothing can be made out: the farthest distance at which troops \
                 may be distinguished is {} paces.",
                paces_text(self.farthest_paces)
            );
        }
        let clear: Vec<&str> = self
            .lines
            .iter()
            .filter(|l| l.is_clear())
            .map(|l| l.description.as_str())
            .collect();
        let marginal: Vec<&MadeOutLine> = self.lines.iter().filter(|l| !l.is_clear()).collect();
        let mut text = if clear.is_empty() {
            format!("At {at} paces a report may say nothing for certain.")
        } else {
            format!("At {at} paces a report may say: {}.", clear.join("; "))
        };
        for line in marginal {
            text.push_str(&format!(
                " At the umpire's call (certain only within {} paces, possible to {}): {}.",
                paces_text(line.clear_paces),
                paces_text(line.max_paces),
                line.description
            ));
        }
        text
    }

    /// The working: the distance, then each line of the note with how it reads at this
    /// distance, every step citing the note.
    pub fn steps(&self, rules: &VisibilityRules) -> Vec<WorkingStep> {
        let source = self.source.as_str();
        let mut steps = vec![WorkingStep::new(
            format!(
                "Distance {} paces; the farthest line of the note reaches {} paces",
                paces_text(self.distance.paces()),
                paces_text(self.farthest_paces)
            ),
            source,
        )];
        let mut lines: Vec<&SightingDistance> = rules.distances.iter().collect();
        lines.sort_by(|a, b| b.max_paces.total_cmp(&a.max_paces).then(a.id.cmp(&b.id)));
        for line in lines {
            let range = if line.clear_paces < line.max_paces {
                format!(
                    "{} to {} paces",
                    paces_text(line.max_paces),
                    paces_text(line.clear_paces)
                )
            } else {
                format!("{} paces", paces_text(line.max_paces))
            };
            let reading = match line.at(self.distance) {
                Clarity::Clear => "made out".to_string(),
                Clarity::Marginal => "the umpire's call".to_string(),
                Clarity::Beyond => "not at this distance".to_string(),
            };
            steps.push(WorkingStep::new(
                format!("{range}: {} — {reading}", line.what),
                source,
            ));
        }
        steps
    }
}
