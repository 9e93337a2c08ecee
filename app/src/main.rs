//! The umpire's workbench (desktop program).
//!
//! `workbench [MAP]` opens the window with the map file (`.map.json`) or scan (PNG, JPEG or
//! TIFF) at MAP; with no argument it opens the bundled map, `maps/default.map.json`.

use clap::Parser;
use std::path::PathBuf;
use workbench::app::default_map_path;
use workbench::{AppOptions, WorkbenchApp};

/// The command line of the desktop program.
#[derive(Debug, Parser)]
#[command(
    name = "workbench",
    version,
    about = "The umpire's workbench for von Reisswitz's Kriegsspiel"
)]
struct Args {
    /// A map file (.map.json) or a scanned map (PNG, JPEG or TIFF) to open at start; the
    /// bundled map when left out.
    map: Option<PathBuf>,
}

fn main() -> eframe::Result {
    let args = Args::parse();
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Kriegsspiel — umpire's workbench")
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([640.0, 420.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    let initial_map = args.map.or_else(default_map_path);
    eframe::run_native(
        "kriegsspiel-workbench",
        options,
        Box::new(move |cc| {
            let app_options = AppOptions {
                initial_map,
                ..AppOptions::default()
            };
            Ok(Box::new(WorkbenchApp::new(cc, app_options)))
        }),
    )
}
