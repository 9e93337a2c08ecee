//! The umpire's workbench (desktop program).
//!
//! `workbench [FILE]` opens the window with the map file (`.map.json`), scan (PNG, JPEG or
//! TIFF) or saved table game (Little Wars, the grid game) at FILE; with no argument it opens
//! the bundled map, `maps/default.map.json`, with its game.
//!
//! `workbench --host ADDR:PORT [--links-file PATH] [FILE]` also hosts player stations for the
//! game opened: each side's players open their link in a browser in another room. The links
//! file is written once the server listens.

use clap::Parser;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use workbench::app::{HostOnStart, default_map_path};
use workbench::{AppOptions, WorkbenchApp};

/// The command line of the desktop program.
#[derive(Debug, Parser)]
#[command(
    name = "workbench",
    version,
    about = "The umpire's workbench for von Reisswitz's Kriegsspiel"
)]
struct Args {
    /// A map file (.map.json), a scanned map (PNG, JPEG or TIFF) or a saved Little Wars or
    /// grid game to open at start; the bundled map when left out.
    file: Option<PathBuf>,
    /// Host player stations for the game opened, listening on ADDR:PORT (127.0.0.1:PORT:
    /// this computer only; 0.0.0.0:PORT: the local network too).
    #[arg(long, value_name = "ADDR:PORT")]
    host: Option<SocketAddr>,
    /// Where to write every seat's link (JSON) once the server listens; only with --host.
    #[arg(long, value_name = "PATH", requires = "host")]
    links_file: Option<PathBuf>,
}

/// Whether `path` is a saved game of a system played on a table of its own (its JSON names a
/// system other than Reisswitz's, which opens with its map).
fn is_table_game(path: &Path) -> bool {
    #[derive(serde::Deserialize)]
    struct SystemField {
        system: Option<String>,
    }
    let Ok(text) = kriegsspiel::files::read_limited_text(path, 64 << 20, "a saved game") else {
        return false;
    };
    serde_json::from_str::<SystemField>(&text)
        .ok()
        .and_then(|f| f.system)
        .is_some_and(|system| system != "reisswitz_1815")
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
    let (initial_map, initial_game) = match args.file {
        Some(file) if is_table_game(&file) => (None, Some(file)),
        Some(file) => (Some(file), None),
        None => (default_map_path(), None),
    };
    let host_on_start = args.host.map(|addr| HostOnStart {
        addr,
        links_file: args.links_file,
    });
    eframe::run_native(
        "kriegsspiel-workbench",
        options,
        Box::new(move |cc| {
            let app_options = AppOptions {
                initial_map,
                initial_game,
                host_on_start,
                ..AppOptions::default()
            };
            Ok(Box::new(WorkbenchApp::new(cc, app_options)))
        }),
    )
}
