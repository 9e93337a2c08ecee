//! How the workbench is started: from `main` with the native file dialog, or from tests with
//! a fixed file and small limits.

use super::file_picker::{FilePicker, native_file_picker};
use crate::canvas::texture_cache::DEFAULT_TEXTURE_BUDGET;
use crate::canvas::{NoRangeBands, RangeBandLookup};
use crate::scan::PipelineConfig;
use std::path::PathBuf;

/// Start-up options.
pub struct AppOptions {
    /// A scan to open at start (the command line's path).
    pub initial_map: Option<PathBuf>,
    /// Loading settings (limits, tile size).
    pub pipeline: PipelineConfig,
    /// Bytes of GPU textures for tiles.
    pub texture_budget: usize,
    /// The "Open map…" dialog.
    pub file_picker: FilePicker,
    /// HOOK(fire-calculator): range bands under the ruler.
    pub range_bands: Box<dyn RangeBandLookup>,
}

impl Default for AppOptions {
    fn default() -> Self {
        Self {
            initial_map: None,
            pipeline: PipelineConfig::default(),
            texture_budget: DEFAULT_TEXTURE_BUDGET,
            file_picker: native_file_picker(),
            range_bands: Box::new(NoRangeBands),
        }
    }
}

impl std::fmt::Debug for AppOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppOptions")
            .field("initial_map", &self.initial_map)
            .field("pipeline", &self.pipeline)
            .field("texture_budget", &self.texture_budget)
            .finish_non_exhaustive()
    }
}
