//! The umpire's workbench: the eframe program.
//!
//! The engine (`kriegsspiel`) owns the rules and the game; this crate only shows them and
//! turns the umpire's clicks and typed commands into engine calls.
//!
//! | module | job |
//! |---|---|
//! | [`app`] | the eframe app [`WorkbenchApp`] and all its `impl`s; saved vs session state |
//! | [`document`] | the open map: its document and file, the sheets' pictures, scans being loaded |
//! | [`commands`] | every command, the menu bar, the command palette, the file dialogs |
//! | [`panels`] | the side and status panels, the message area |
//! | [`dialogs`] | calibration, recovery and unsaved-changes dialogs |
//! | [`canvas`] | the map canvas: camera, projector, its ordered [`canvas::CanvasLayer`]s, ruler, circle |
//! | [`table`] | the game tables, one wing per rule system (today [`table::reisswitz`]) |
//! | [`scan`] | opening scans: header limits, background decode, tile pyramid |
//! | [`memory_tuning`] | the allocator's settings, made when the app is created |
//! | `ks` | the `ks` command-line companion (its own crate) |
//! | `print` | casualty record sheets as PDF (its own crate) |
//! | `words` | the sentences the umpire reads (its own crate, no UI) |

pub mod app;
pub mod canvas;
pub mod commands;
pub mod dialogs;
pub mod document;
pub mod memory_tuning;
pub mod panels;
pub mod scan;
pub mod table;

pub use app::{AppOptions, WorkbenchApp};
