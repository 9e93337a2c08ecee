//! What the loading thread tells the window, in the order it happens.

use super::pyramid_geometry::PyramidGeometry;
use super::scan_error::ScanError;
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
    /// A coarse picture of the whole scan (at most `preview_side` pixels a side); the map can
    /// be shown from now on.
    Preview {
        /// The pyramid the tiles will follow.
        geometry: PyramidGeometry,
        /// The preview image.
        image: Arc<TileImage>,
    },
    /// One tile is ready.
    Tile {
        /// Its address.
        key: TileKey,
        /// Its pixels.
        image: Arc<TileImage>,
    },
    /// Every tile has been sent.
    Finished(LoadStats),
    /// The scan could not be opened (or loading was cancelled).
    Failed(ScanError),
}
