//! The map a hosted game is played on, as the player's page fetches it: each sheet's size, its
//! pyramid of tiles and where it lies on the map, and one tile at a time as an encoded
//! picture. The same for every seat (both sides play on the same map); only a page holding a
//! seat's secret may fetch it.

use serde::Serialize;

/// Most sheets a map description lists.
pub const MAX_SHEETS: usize = 64;

/// One sheet of the map as the page draws it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SheetTiles {
    /// The sheet's number on this map (the `{sheet}` of its tile paths).
    pub sheet: usize,
    /// Full-resolution width in scan pixels.
    pub width: u32,
    /// Full-resolution height in scan pixels.
    pub height: u32,
    /// Tile side in pixels.
    pub tile_size: u32,
    /// Levels of the pyramid: level 0 is the full scan, each level halves both sides.
    pub levels: u8,
    /// Paces per scan pixel.
    pub scale: f64,
    /// The sheet's turn, degrees.
    pub rotation_degrees: f64,
    /// Where the scan's pixel (0, 0) lies on the map, in paces (x, y).
    pub offset: [f64; 2],
}

/// The map as the page first asks for it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MapDescription {
    /// The sheets, by number.
    pub sheets: Vec<SheetTiles>,
}

/// Where the server finds the hosted map's tiles: the umpire's program provides it.
pub trait MapTiles: Send + Sync + std::fmt::Debug {
    /// The sheets whose tiles can be asked for, by number.
    fn sheets(&self) -> Vec<SheetTiles>;

    /// One tile of `sheet` at `level`, column `col` and row `row`, encoded as a JPEG; `None`
    /// where there is no such tile or it has not been read from the scan yet. Called off the
    /// window's thread; may take a few milliseconds.
    fn tile(&self, sheet: usize, level: u8, col: u32, row: u32) -> Option<Vec<u8>>;
}
