//! What a unit last reported of an enemy body it keeps in view (umpire-side).

use geo::Coord;
use serde::{Deserialize, Serialize};

/// What an observer last sent news of for one enemy body: where it stood (as it truly stood;
/// the report rounds it) and what the report made out of it. A later sighting of the same pair
/// is news again when the body has moved far enough or the words change — a new formation or
/// strength estimate, or a finer line of the note as it comes nearer (draft L116; see
/// `ruleset::SightingNews`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Glimpse {
    /// Where the body stood, paces.
    pub position: Coord<f64>,
    /// What the report made out of it.
    pub made_out: Vec<String>,
}

impl Glimpse {
    /// A glimpse of a body at `position` made out as `made_out`.
    pub fn of(position: Coord<f64>, made_out: Vec<String>) -> Self {
        Self { position, made_out }
    }

    /// Whether `now` is news against this glimpse: moved at least `moved_paces`, or made out
    /// differently.
    pub fn differs(&self, now: &Glimpse, moved_paces: f64) -> bool {
        let moved = (now.position.x - self.position.x).hypot(now.position.y - self.position.y);
        moved >= moved_paces || now.made_out != self.made_out
    }
}
