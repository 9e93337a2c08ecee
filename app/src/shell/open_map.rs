//! A scan on show: its tiles and how it lies in the map frame (session-only).

use crate::canvas::{MapFrame, MapView};
use crate::scan::TileStore;

/// The open scan.
#[derive(Debug, Clone)]
pub struct OpenMap {
    /// Preview and tiles.
    pub tiles: TileStore,
    /// Pixels ↔ paces.
    pub frame: MapFrame,
}

impl OpenMap {
    /// The view the canvas draws.
    pub fn view(&self) -> MapView<'_> {
        MapView {
            frame: &self.frame,
            tiles: &self.tiles,
        }
    }
}
