//! Sightings for the staff exercise: who can see whom, and what can be made out, as pure
//! functions of a game's state, its battlefield and the visibility of the day.
//!
//! - [`what_can_be_made_out`] — for a distance in paces, the details a report may contain
//!   ([`MadeOut`], one [`MadeOutLine`] per detail, clear or at the umpire's call), read from the
//!   ruleset's sighting note (reference §9; Appendix Three — "Distances at which troops may be
//!   distinguished", L2314–2329).
//! - [`VisibilityConditions`] — a game's light and weather: day, or night or weather with the
//!   umpire's sight distance (reference §12.2; Section 4 — "Attacks by Night", L1514–1518).
//! - [`sightings`] — for every unit on the map, the enemy units it can see ([`Sighting`]): within
//!   the farthest distance of the note (or the night or weather distance when shorter), with no
//!   terrain feature marked as blocking sight between them, and never a concealed march.
//!
//! Layers: `sight` reads `ruleset`, `army`, `calc` and `game`; nothing below it reads `sight`.
//! [`VisibilityConditions`] is defined in `ruleset` (below the game, whose commands will set it)
//! and re-exported here.

mod made_out;
mod made_out_line;
mod sighting;
mod sightings;

pub use made_out::{MadeOut, TROOPS_LINE, what_can_be_made_out};
pub use made_out_line::MadeOutLine;
pub use sighting::Sighting;
pub use sightings::{sighting_reach, sightings};
// Defined with the rules in force so that the game's commands can carry it (see the type).
pub use crate::systems::reisswitz_1815::ruleset::VisibilityConditions;
