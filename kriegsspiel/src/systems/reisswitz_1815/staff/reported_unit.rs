//! An enemy body as a report places it: possibly wrong in strength and place.

use geo::Coord;
use serde::{Deserialize, Serialize};

/// An enemy unit *as reported*: a description and a position in paces. Neither need match the
/// enemy's true order of battle or placement — reports by inhabitants and travellers are poor
/// at estimating strengths (source text L67).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReportedUnit {
    /// What was seen or heard of ("two battalions and guns").
    pub description: String,
    /// Where it was said to be, in paces on the map.
    pub position: Coord<f64>,
}
