//! # kriegsspiel — the rules engine of the umpire's workbench
//!
//! Von Reisswitz's Kriegsspiel in its British 1815 draft, as data and pure functions:
//!
//! - [`distance`] — paces as the unit of every distance, map scales and conversions.
//! - [`terrain`] — the ground classes of the movement chart.
//! - [`ruleset`] — every table of the draft as data with its source section, the named
//!   options where the draft contradicts itself, and umpire overrides (house rules).
//! - [`dice`] — the five Reisswitz dice, seeded throws with a recorded log, the exceptional dice.
//! - [`casualty_board`] — the casualty record sheet: both sides' pins, unit rows, turn track.
//! - [`calc`] — calculators the umpire uses at the table: fire, odds, melee, casualty pins,
//!   movement, messengers and the game clock.
//! - [`map`] — the map frame in paces: calibration of scanned sheets and the terrain layer.
//! - [`army`] — units and orders of battle, formations as data, footprints in paces.
//! - [`game`] — the game state, changed only by commands, with its journal, undo and saves.
//!
//! The crate has no UI dependency, reads no wall clock and keeps no global state. Randomness
//! enters only through [`dice::DiceBox`], a seeded generator whose every throw is logged.

pub mod army;
pub mod calc;
pub mod casualty_board;
pub mod citation;
pub mod dice;
pub mod distance;
pub mod error;
pub mod game;
pub mod map;
pub mod ruleset;
pub mod terrain;

pub use citation::Citation;
pub use distance::{MapScale, Pace};
pub use error::RulesError;
pub use terrain::TerrainColumn;
