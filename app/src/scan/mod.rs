//! Opening scanned maps: header checks, decoding off the UI thread, and cutting the scan into
//! a pyramid of tiles.
//!
//! | file | job |
//! |---|---|
//! | `scan_limits` | refuses absurd headers before decoding |
//! | `scan_error` | why a scan could not be opened, in words |
//! | `scan_source` | opens the file and picks the decoder: streaming (JPEG, PNG) or whole |
//! | `row_source`, `jpeg_rows` | rows top to bottom; a JPEG's preview decoded at 1/8 |
//! | `jpeg_dc_preview`, `jpeg_scan_header`, `huffman_skip`, `entropy_bits` | that preview from the DC values alone |
//! | `pipeline` | bands → full-resolution tiles at once, coarser levels and preview beside |
//! | `level_builder`, `preview_sampler` | the levels and the preview built as the rows pass |
//! | `preview_share` | a JPEG's preview first when the cores are short: the decoder waits |
//! | `tile_bank` | the tiles: memory within a budget, the rest in a disk cache |
//! | `scan_loader` | runs the pipeline on a thread; events through a channel; Cancel |
//! | `pyramid_geometry`, `tile_key`, `tile_image`, `downsample` | the tiles themselves |
//! | `tile_store` | the tiles received so far, as the window keeps them |

pub mod downsample;
mod entropy_bits;
mod huffman_skip;
pub mod jpeg_dc_preview;
pub mod jpeg_rows;
mod jpeg_scan_header;
pub mod level_builder;
pub mod load_progress;
pub mod loader_event;
pub mod pipeline;
pub mod preview_sampler;
mod preview_share;
pub mod progress_reader;
pub mod pyramid_geometry;
pub mod row_source;
pub mod scan_error;
pub mod scan_limits;
pub mod scan_loader;
pub mod scan_source;
pub mod tile_bank;
pub mod tile_image;
pub mod tile_key;
pub mod tile_store;
pub mod whole_preview;

pub use load_progress::{LoadProgress, LoadStage};
pub use loader_event::{LoadStats, LoaderEvent, ScanHeader};
pub use pipeline::{PipelineConfig, run_pipeline};
pub use pyramid_geometry::{DEFAULT_TILE_SIZE, PyramidGeometry};
pub use scan_error::ScanError;
pub use scan_limits::ScanLimits;
pub use scan_loader::{ScanLoader, Waker};
pub use tile_bank::{BankFigures, DEFAULT_TILE_MEMORY_BUDGET, TileBank};
pub use tile_image::{PixelLayout, TileImage};
pub use tile_key::TileKey;
pub use tile_store::TileStore;
