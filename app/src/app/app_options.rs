//! How the workbench is started: from `main` with the native file dialog and the bundled map,
//! or from tests with a fixed file and small limits.

use crate::canvas::texture_cache::DEFAULT_TEXTURE_BUDGET;
use crate::canvas::{FireRangeBands, NoRangeBands, RangeBandLookup};
use crate::commands::file_picker::{FilePicker, native_file_picker};
use crate::scan::PipelineConfig;
use crate::table::{TableSystem, bundled_table_systems};
use std::path::PathBuf;

/// Seconds after a change before the map is autosaved, by default.
pub const DEFAULT_AUTOSAVE_SECONDS: f64 = 30.0;

/// Start-up options.
pub struct AppOptions {
    /// A map file or a scan to open at start (the command line's path, or the bundled map).
    pub initial_map: Option<PathBuf>,
    /// Loading settings (limits, tile size).
    pub pipeline: PipelineConfig,
    /// Bytes of GPU textures for tiles.
    pub texture_budget: usize,
    /// The file dialogs.
    pub file_picker: FilePicker,
    /// Range bands for a weapon (the fire calculator).
    pub range_bands: Box<dyn RangeBandLookup>,
    /// Seconds after a change before the map is autosaved beside its file; `None` turns
    /// autosave off.
    pub autosave_after: Option<f64>,
    /// Where a table game never saved is autosaved, and looked for after a crash; `None`
    /// autosaves only games that have a file (beside it).
    pub recovery_folder: Option<PathBuf>,
    /// The rule systems played on a table of their own: the app's registry.
    pub table_systems: Vec<TableSystem>,
    /// A saved table game (Little Wars, the grid game) to open at start.
    pub initial_game: Option<PathBuf>,
    /// Player stations to host as soon as the game opened at start is open.
    pub host_on_start: Option<HostOnStart>,
}

/// `--host ADDR:PORT [--links-file PATH]`: player stations hosted from the start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostOnStart {
    /// Where the server listens.
    pub addr: std::net::SocketAddr,
    /// Where the links file is written once it listens.
    pub links_file: Option<PathBuf>,
}

/// The recovery folder in the user's data folder.
pub fn default_recovery_folder() -> Option<PathBuf> {
    eframe::storage_dir("kriegsspiel-workbench").map(|dir| dir.join("recovery"))
}

impl Default for AppOptions {
    fn default() -> Self {
        let range_bands: Box<dyn RangeBandLookup> = match FireRangeBands::reisswitz_1815() {
            Some(bands) => Box::new(bands),
            None => Box::new(NoRangeBands),
        };
        Self {
            initial_map: None,
            pipeline: PipelineConfig::default(),
            texture_budget: DEFAULT_TEXTURE_BUDGET,
            file_picker: native_file_picker(),
            range_bands,
            autosave_after: Some(DEFAULT_AUTOSAVE_SECONDS),
            recovery_folder: default_recovery_folder(),
            table_systems: bundled_table_systems(),
            initial_game: None,
            host_on_start: None,
        }
    }
}

impl std::fmt::Debug for AppOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppOptions")
            .field("initial_map", &self.initial_map)
            .field("pipeline", &self.pipeline)
            .field("texture_budget", &self.texture_budget)
            .field("autosave_after", &self.autosave_after)
            .field("recovery_folder", &self.recovery_folder)
            .field("table_systems", &self.table_systems)
            .field("initial_game", &self.initial_game)
            .field("host_on_start", &self.host_on_start)
            .finish_non_exhaustive()
    }
}
