//! `ks`'s tests, one binary: each module checks one subcommand's answers, exit codes and
//! JSON; `process` runs the real binary.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

mod support;

mod ammunition;
mod bridges_and_works;
mod capture;
mod casualties;
mod cavalry_and_march;
mod combat;
mod exceptional;
mod fire;
mod grid;
mod grid_saved;
mod hostile_input;
mod little_wars;
mod message;
mod messenger;
mod movement;
mod negative_numbers;
mod odds;
mod option_answers;
mod options_listing;
mod process;
mod roll;
mod sight;
