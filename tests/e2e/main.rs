//! End-to-end tests, one binary: the engine, `ks`, the printed sheets and the bundled saved
//! files driven together as a user would — a saved game read back and printed by `ks sheet`,
//! the bundled map and scenario opened and played, sheets rendered by poppler and read.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

mod game_default_map;
mod grid_replay;
mod killed_saves;
mod ks_runner;
mod ks_sheet;
mod layers;
mod map_default;
mod print_briefing;
mod print_floor_plan;
mod print_glyphs;
mod print_score_sheet;
mod print_sheet;
mod side_view_leaks;
mod staff_exercise;
