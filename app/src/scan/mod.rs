//! Opening scanned maps: header checks, decoding off the UI thread, and cutting the scan into
//! a pyramid of tiles.
//!
//! | file | job |
//! |---|---|
//! | `scan_limits` | refuses absurd headers before decoding |
//! | `scan_error` | why a scan could not be opened, in words |
//! | `pipeline` | decode → preview → full-resolution tiles → coarser levels |
//! | `scan_loader` | runs the pipeline on a thread; events through a channel; Cancel |
//! | `pyramid_geometry`, `tile_key`, `tile_image`, `downsample` | the tiles themselves |
//! | `tile_store` | the tiles received so far, as the window keeps them |

pub mod downsample;
pub mod load_progress;
pub mod loader_event;
pub mod pipeline;
pub mod progress_reader;
pub mod pyramid_geometry;
pub mod scan_error;
pub mod scan_limits;
pub mod scan_loader;
pub mod tile_image;
pub mod tile_key;
pub mod tile_store;

pub use load_progress::{LoadProgress, LoadStage};
pub use loader_event::{LoadStats, LoaderEvent, ScanHeader};
pub use pipeline::{PipelineConfig, run_pipeline};
pub use pyramid_geometry::{DEFAULT_TILE_SIZE, PyramidGeometry};
pub use scan_error::ScanError;
pub use scan_limits::ScanLimits;
pub use scan_loader::{ScanLoader, Waker};
pub use tile_image::{PixelLayout, TileImage};
pub use tile_key::TileKey;
pub use tile_store::TileStore;
