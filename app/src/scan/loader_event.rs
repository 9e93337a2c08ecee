//! What the loading thread tells the window, in the order it happens.

use super::pyramid_geometry::PyramidGeometry;
use super::scan_error::ScanError;
use super::tile_bank::TileBank;
use super::tile_image::{PixelLayout, TileImage};
use super::tile_key::TileKey;
use std::sync::Arc;
use std::time::Duration;

/// The header of a scan: its size and format, known before any pixel is decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScanHeader {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// File format, in words ("PNG", "JPEG", "TIFF").
    pub format: &'static str,
}

/// Figures about a finished load (shown in the status bar and printed by the benchmark).
#[derive(Debug, Clone, PartialEq)]
pub struct LoadStats {
    /// The header.
    pub header: ScanHeader,
    /// The channels kept in the tiles.
    pub layout: PixelLayout,
    /// The pyramid.
    pub geometry: PyramidGeometry,
    /// Tiles made, all levels.
    pub tiles: u64,
    /// Bytes held by all tiles.
    pub tile_bytes: u64,
    /// From start until the first full-resolution tiles were sent (the first band).
    pub first_tiles_after: Duration,
    /// From start until the pixels were decoded.
    pub decoded_after: Duration,
    /// From start until the preview was sent.
    pub preview_after: Duration,
    /// From start until the last tile was sent.
    pub finished_after: Duration,
}

/// One message from the loading thread.
#[derive(Debug)]
pub enum LoaderEvent {
    /// The header was read and passed the size limits.
    Header(ScanHeader),
    /// The pyramid the tiles will follow and the bank that will hold them; the map can be
    /// shown from now on (tiles are drawn as they arrive).
    Pyramid {
        /// The pyramid.
        geometry: PyramidGeometry,
        /// Where the tiles are kept (memory within a budget, then a disk cache).
        bank: Arc<TileBank>,
    },
    /// A coarse picture of the whole scan (at most `preview_side` pixels a side). For a JPEG
    /// it comes early, decoded at reduced size beside the full decode; for other formats when
    /// the last row has been read.
    Preview {
        /// The preview image.
        image: Arc<TileImage>,
    },
    /// One tile is ready in the bank.
    Tile {
        /// Its address.
        key: TileKey,
    },
    /// Every tile has been sent.
    Finished(LoadStats),
    /// The scan could not be opened (or loading was cancelled).
    Failed(ScanError),
}
