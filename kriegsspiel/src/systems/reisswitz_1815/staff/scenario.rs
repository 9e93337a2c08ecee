//! The scenario: the General Idea both sides receive together, and each side's Separate Report
//! ("The General Idea or Scenario", source text L53–L67).

use super::separate_report::SeparateReport;
use crate::side::Side;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The longest text of one briefing field, in characters.
pub const MAX_BRIEFING_CHARS: usize = 20_000;

/// The General Idea and the Separate Reports.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Scenario {
    /// The General Idea: the motive for the manoeuvre, one text for both sides (L55, L57).
    #[serde(default)]
    pub general_idea: String,
    /// Each side's Separate Report, once the umpire has written it.
    #[serde(default)]
    pub reports: BTreeMap<Side, SeparateReport>,
}

impl Scenario {
    /// A side's Separate Report, if written.
    pub fn report(&self, side: Side) -> Option<&SeparateReport> {
        self.reports.get(&side)
    }

    /// Whether nothing has been written.
    pub fn is_empty(&self) -> bool {
        self.general_idea.is_empty() && self.reports.is_empty()
    }
}
