//! The tiles of one open scan as the window holds them (session-only: rebuilt on each load).

use super::loader_event::{LoadStats, ScanHeader};
use super::pyramid_geometry::PyramidGeometry;
use super::tile_image::TileImage;
use super::tile_key::TileKey;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A scan's preview and the tiles received so far.
#[derive(Debug, Clone)]
pub struct TileStore {
    path: PathBuf,
    header: ScanHeader,
    geometry: PyramidGeometry,
    preview: Arc<TileImage>,
    tiles: BTreeMap<TileKey, Arc<TileImage>>,
    stats: Option<LoadStats>,
}

impl TileStore {
    /// A store holding only the preview.
    pub fn new(
        path: &Path,
        header: ScanHeader,
        geometry: PyramidGeometry,
        preview: Arc<TileImage>,
    ) -> Self {
        Self {
            path: path.to_path_buf(),
            header,
            geometry,
            preview,
            tiles: BTreeMap::new(),
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

    /// The coarse preview of the whole scan.
    pub fn preview(&self) -> &Arc<TileImage> {
        &self.preview
    }

    /// Keeps a tile (ignored when it is not in the pyramid).
    pub fn insert(&mut self, key: TileKey, tile: Arc<TileImage>) {
        if self.geometry.contains(key) {
            self.tiles.insert(key, tile);
        }
    }

    /// A tile, if it has arrived.
    pub fn get(&self, key: TileKey) -> Option<&Arc<TileImage>> {
        self.tiles.get(&key)
    }

    /// Tiles received.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    /// Whether no tile has arrived yet.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
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

    /// Bytes held by the tiles and the preview.
    pub fn byte_len(&self) -> usize {
        self.preview.byte_len() + self.tiles.values().map(|t| t.byte_len()).sum::<usize>()
    }
}
