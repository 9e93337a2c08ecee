//! Sightings for the staff exercise: who can see whom, and what can be made out, as pure
//! functions of the units on the map, the terrain and the visibility of the day.
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
//! - [`UnitOnMap`] — the neutral list of units the sightings take: id, side, footprint centre,
//!   facing, concealed or not. The game builds it, so `sight` needs nothing of the game.
//!
//! Layers: `sight` reads `ruleset`, `army` and `calc`; the game reads `sight` (it makes the
//! sightings when the clock advances), never the other way. [`VisibilityConditions`] is defined
//! in `ruleset` (with the rules in force, which the game's `SetVisibility` command carries) and
//! re-exported here.

mod made_out;
mod made_out_line;
mod seen_body;
mod sighting;
mod sightings;
mod unit_on_map;

pub use made_out::{MadeOut, TROOPS_LINE, what_can_be_made_out};
pub use made_out_line::MadeOutLine;
pub use seen_body::SeenBody;
pub use sighting::Sighting;
pub use sightings::{sighting_reach, sightings};
pub use unit_on_map::UnitOnMap;
// Defined with the rules in force so that the game's commands can carry it (see the type).
pub use crate::systems::reisswitz_1815::ruleset::VisibilityConditions;
