//! The rule systems, one wing each, and the registry that names them.
//!
//! - [`reisswitz_1815`] — von Reisswitz's Kriegsspiel in its British 1815 draft.
//! - [`little_wars`] — H. G. Wells's Little Wars.
//! - [`grid`] — the grid game of lines of communication after Guy Debord's rules.
//!
//! Each wing implements [`crate::system::RuleSystem`] and is played as the core's
//! [`crate::played_game::PlayedGame`]. The registry: [`SystemId`]
//! names each system as saved games do, and [`SavedGame::from_json`] opens a saved game with
//! the system it names.

pub mod grid;
pub mod little_wars;
pub mod reisswitz_1815;

mod saved_game;
mod system_id;

pub use saved_game::{SavedGame, SavedGameError};
pub use system_id::{SavedGameSystem, SystemId};
