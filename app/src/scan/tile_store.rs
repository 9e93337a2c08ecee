//! The tiles of one open scan as the window sees them (session-only: rebuilt on each load):
//! which have arrived, and the bank that holds their pixels (memory within a budget, the rest
//! read back from a disk cache when asked for).

use super::loader_event::{LoadStats, ScanHeader};
use super::pyramid_geometry::PyramidGeometry;
use super::tile_bank::TileBank;
use super::tile_image::TileImage;
use super::tile_key::TileKey;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A scan's preview (once made) and the tiles received so far.
#[derive(Debug, Clone)]
pub struct TileStore {
    path: PathBuf,
    header: ScanHeader,
    geometry: PyramidGeometry,
    preview: Option<Arc<TileImage>>,
    bank: Arc<TileBank>,
    arrived: BTreeSet<TileKey>,
    stats: Option<LoadStats>,
}

impl TileStore {
    /// A store with no tile yet, whose tiles will be kept in `bank`.
    pub fn new(
        path: &Path,
        header: ScanHeader,
        geometry: PyramidGeometry,
        bank: Arc<TileBank>,
    ) -> Self {
        Self {
            path: path.to_path_buf(),
            header,
            geometry,
            preview: None,
            bank,
            arrived: BTreeSet::new(),
            stats: None,
        }
    }

    /// The scan's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The header (size, format).
    pub fn header(&self) -> &ScanHeader {
        &self.header
    }

    /// The pyramid.
    pub fn geometry(&self) -> &PyramidGeometry {
        &self.geometry
    }

    /// The coarse preview of the whole scan, once it has arrived.
    pub fn preview(&self) -> Option<&Arc<TileImage>> {
        self.preview.as_ref()
    }

    /// Keeps the preview (the loader counted it in the bank's budget when it sent it).
    pub fn set_preview(&mut self, preview: Arc<TileImage>) {
        self.preview = Some(preview);
    }

    /// Notes that a tile is in the bank (ignored when it is not in the pyramid).
    pub fn insert(&mut self, key: TileKey) {
        if self.geometry.contains(key) {
            self.arrived.insert(key);
        }
    }

    /// Whether a tile has arrived (without reading it back from disk).
    pub fn has(&self, key: TileKey) -> bool {
        self.arrived.contains(&key)
    }

    /// A tile, if it has arrived (read back from the disk cache if it is not in memory).
    pub fn get(&self, key: TileKey) -> Option<Arc<TileImage>> {
        if self.arrived.contains(&key) {
            self.bank.get(key)
        } else {
            None
        }
    }

    /// Tiles received.
    pub fn len(&self) -> usize {
        self.arrived.len()
    }

    /// Whether no tile has arrived yet.
    pub fn is_empty(&self) -> bool {
        self.arrived.is_empty()
    }

    /// The bank holding the tiles.
    pub fn bank(&self) -> &Arc<TileBank> {
        &self.bank
    }

    /// Records that every tile has arrived.
    pub fn set_finished(&mut self, stats: LoadStats) {
        self.stats = Some(stats);
    }

    /// Whether every tile of every level has arrived.
    pub fn is_complete(&self) -> bool {
        self.stats.is_some()
    }

    /// The figures of the finished load.
    pub fn stats(&self) -> Option<&LoadStats> {
        self.stats.as_ref()
    }

    /// Bytes held in memory by the tiles and the preview (tiles in the disk cache not
    /// counted); the bank counts the preview with its tiles.
    pub fn byte_len(&self) -> usize {
        self.bank.figures().in_memory
    }
}
