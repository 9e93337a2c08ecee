//! The game tables: one wing per rule system, each owning the game it runs over the open map
//! (its session, its side-panel pages, what it draws on the canvas, its requests to the
//! workbench).
//!
//! | module | job |
//! |---|---|
//! | [`reisswitz`] | Reisswitz (the engine's `reisswitz_1815` system): troops, dice tray, fire, melee, casualties |
//! | [`little_wars`] | Wells' *Little Wars*: figures and guns on a floor measured in inches |
//! | [`grid`] | the grid game of lines of communication, after Debord's rules |
//!
//! A system played over the open map lives beside `reisswitz/`: its own session and pages, and
//! a [`crate::canvas::CanvasLayer`] for what it draws. A system with a table of its own (a
//! floor, a board) holds its game in a [`TableGame`] (the played game with its file: written
//! once for every system), implements [`TableWing`], and has one row in
//! [`bundled_table_systems`]; the workbench then gives it New, Open, Save, Save As, undo and
//! redo, autosave and crash recovery.

mod game_file;
pub mod grid;
pub mod little_wars;
pub mod reisswitz;
mod table_game;
mod table_systems;
mod table_wing;

pub use game_file::{GameFile, damaged_copy_name};
pub use table_game::{
    AUTOSAVE_ENDING, TableGame, autosave_beside, untitled_autosave, untitled_autosaves,
};
pub use table_systems::{TableSystem, bundled_table_systems};
pub use table_wing::{TableRequest, TableWing};
