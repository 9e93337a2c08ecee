//! The umpire's workbench (desktop program).
//!
//! `workbench [SCAN]` opens the window, and the scan at SCAN if given (PNG, JPEG or TIFF).

use clap::Parser;
use std::path::PathBuf;
use workbench::{AppOptions, WorkbenchApp};

/// The command line of the desktop program.
#[derive(Debug, Parser)]
#[command(
    name = "workbench",
    version,
    about = "The umpire's workbench for von Reisswitz's Kriegsspiel"
)]
struct Args {
    /// A scanned map to open at start (PNG, JPEG or TIFF); without one, the bundled default map.
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
    eframe::run_native(
        "kriegsspiel-workbench",
        options,
        Box::new(move |cc| {
            let app_options = AppOptions {
                initial_map: args.map.or_else(bundled_default_map),
                ..AppOptions::default()
            };
            Ok(Box::new(WorkbenchApp::new(cc, app_options)))
        }),
    )
}

/// The bundled default map (`maps/default.png` in the workspace), opened when no scan is named
/// on the command line; `None` when the binary runs away from its source tree.
fn bundled_default_map() -> Option<PathBuf> {
    let path = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../maps/default.png"));
    path.is_file().then_some(path)
}
