//! The umpire's workbench: the eframe program.
//!
//! The engine (`kriegsspiel`) owns the rules and the game; this crate only shows them and
//! turns the umpire's clicks and typed commands into engine calls.
//!
//! | module | job |
//! |---|---|
//! | [`shell`] | the eframe app: panels, menus, commands, messages, saved vs session state |
//! | [`canvas`] | the map canvas: camera, projector, tiles on screen, ruler, circle |
//! | [`scan`] | opening scans: header limits, background decode, tile pyramid |
//! | [`ks`] | the `ks` command-line companion |
//! | [`print`] | casualty record sheets as PDF |

pub mod canvas;
pub mod scan;
pub mod shell;
pub mod troops;

pub use shell::{AppOptions, WorkbenchApp};
