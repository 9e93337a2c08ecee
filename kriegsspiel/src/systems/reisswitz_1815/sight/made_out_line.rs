//! One detail a report may contain at a distance.

use crate::systems::reisswitz_1815::ruleset::Sighting as Clarity;
use serde::{Deserialize, Serialize};

/// One detail a report may contain at a distance: a line of the sighting note (reference §9;
/// Appendix Three — "Distances at which troops may be distinguished", L2314–2329), put in the
/// words a report uses, with how surely it is made out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MadeOutLine {
    /// The note's line id (`infantry_from_cavalry`, `single_figures`, …), or
    /// [`super::TROOPS_LINE`] for the mere presence of troops, which the farthest line implies.
    pub id: String,
    /// What a report may say, in the workbench's words ("infantry or cavalry", …).
    pub description: String,
    /// The note's own words for the line, as the ruleset gives them.
    pub note: String,
    /// The farthest distance at which it may be made out, paces (the ruleset's figure).
    pub max_paces: f64,
    /// The distance at which it is certainly made out, paces (the ruleset's figure).
    pub clear_paces: f64,
    /// [`Clarity::Clear`] at or inside `clear_paces`; [`Clarity::Marginal`] between the two
    /// figures of a range (the umpire decides). Never [`Clarity::Beyond`]: a detail beyond its
    /// distance is not listed.
    pub clarity: Clarity,
}

impl MadeOutLine {
    /// Whether the detail is certainly made out (not the umpire's call).
    pub fn is_clear(&self) -> bool {
        self.clarity == Clarity::Clear
    }
}
