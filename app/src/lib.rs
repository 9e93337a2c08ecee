//! The umpire's workbench: the eframe program and its command-line companion `ks`.
//!
//! The engine (`kriegsspiel`) owns the rules and the game; this crate only shows them and
//! turns the umpire's clicks and typed commands into engine calls.

pub mod ks;
pub mod print;
