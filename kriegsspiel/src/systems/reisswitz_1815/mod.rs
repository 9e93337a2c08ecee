//! Von Reisswitz's Kriegsspiel in its British 1815 draft, as data and pure functions.
//!
//! - [`ruleset`] — every table of the draft as data with its source section, the named
//!   options where the draft contradicts itself, and umpire overrides (house rules). The TOML
//!   lives in `kriegsspiel/rules/reisswitz_1815/`.
//! - [`dice`] — the five Reisswitz dice on the core's dice box: throws read by the circle,
//!   exact chances, the exceptional dice.
//! - [`casualty_board`] — the casualty record sheet: both sides' pins, unit rows, turn track.
//! - [`calc`] — calculators the umpire uses at the table: fire, odds, melee, casualty pins,
//!   movement and messengers.
//! - [`army`] — units and orders of battle, formations as data, footprints in paces.
//! - [`game`] — the game state, changed only by commands, with its journal, undo and saves.
//! - [`staff`] — the staff exercise: scenario and briefings, commanders, orders and reports.
//! - [`knowledge`] — the projection from a Reisswitz game to what one side may know.
//! - [`sight`] — sightings: what can be made out at a distance, the day's visibility, and
//!   which enemy units each unit on the map can see.
//!
//! Layers, lowest first: `ruleset` ← `dice`, `army` ← `calc` ← `casualty_board`, `staff`,
//! `sight` ← `game` ← `knowledge`. Nothing imports upwards: `sight` takes a neutral list of the
//! units on the map, so the game may make sightings when its clock advances.

pub mod army;
pub mod calc;
pub mod casualty_board;
pub mod dice;
pub mod game;
pub mod knowledge;
pub mod ruleset;
pub mod sight;
pub mod staff;
