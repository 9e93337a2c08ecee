//! # kriegsspiel — the rules engine of the umpire's workbench
//!
//! One neutral core and a wing per rule system.
//!
//! The core:
//! - [`distance`] — paces as the unit of every distance, map scales and conversions.
//! - [`map`] — the map frame in paces: calibration of scanned sheets and the terrain layer.
//! - [`terrain`] — the kinds of ground a map's terrain layer tells apart.
//! - [`side`], [`ids`] — the two sides, and the stable ids of units and echelons.
//! - [`dice`] — the seeded dice box, the only source of chance, and its log of every throw.
//! - [`clock`] — turns of a fixed length from a start time of day.
//! - [`schedule`] — things that fall due at a turn, applied by the clock in one place.
//! - [`journal`] — commands applied with their events, undo and redo.
//! - [`knowledge`] — what one side may know: the projection from a game to a side's view.
//! - [`system`] — the seam each rule system implements ([`system::RuleSystem`]: its setup,
//!   state, commands, events and refusals; how a game starts and how a command changes it).
//! - [`played_game`] — the game every system is played as: the journal, a command applied
//!   whole or not at all, undo and redo by replay, replay to a turn, the one save envelope and
//!   its check on open; [`play_error`] — what it refuses.
//! - [`files`], [`error`], [`exact`], [`citation`], [`figures`] — atomic writes, the core's
//!   errors, exact fractions, sources, numbers as sentences write them.
//!
//! The wings, in [`systems`]: Reisswitz's Kriegsspiel (British 1815 draft), H. G. Wells's Little
//! Wars and the grid game after Debord's rules, and the registry that opens a saved game of
//! any of them. The core never imports a system.
//!
//! The crate has no UI dependency, reads no wall clock and keeps no global state. Randomness
//! enters only through [`dice::DiceBox`], a seeded generator whose every throw is logged.

pub mod citation;
pub mod clock;
pub mod dice;
pub mod distance;
pub mod error;
pub mod exact;
pub mod figures;
pub mod files;
pub mod ids;
pub mod journal;
pub mod knowledge;
pub mod map;
pub mod named;
pub mod play_error;
pub mod played_game;
mod readings;
pub mod schedule;
pub mod side;
pub mod system;
pub mod systems;
pub mod terrain;

pub use citation::Citation;
pub use distance::{MapScale, Pace};
pub use error::RulesError;
pub use terrain::Ground;
