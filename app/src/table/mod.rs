//! The game tables: one wing per rule system, each owning the game it runs over the open map
//! (its session, its side-panel pages, what it draws on the canvas, its requests to the
//! workbench).
//!
//! | module | job |
//! |---|---|
//! | [`reisswitz`] | Reisswitz (the engine's `reisswitz_1815` system): troops, dice tray, fire, melee, casualties |
//! | [`little_wars`] | Wells' *Little Wars* — not built yet |
//! | [`grid`] | a Debord-style grid game — not built yet |
//!
//! A new system lives beside `reisswitz/`: its own session and pages, and a
//! [`crate::canvas::CanvasLayer`] for what it draws, added to the canvas's list of layers.

pub mod grid;
pub mod little_wars;
pub mod reisswitz;
