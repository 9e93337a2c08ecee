//! The open map's scans as the player stations serve them: each visible sheet's pyramid and
//! placement, and its tiles encoded as JPEG on request (off the window's thread, a few kept).
//! Only the scans' pixels go: the umpire's terrain layer, notes and troops never do.

use crate::canvas::SheetView;
use crate::scan::{PixelLayout, PyramidGeometry, TileBank, TileImage, TileKey};
use stations::{MapTiles, SheetTiles};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};

/// Encoded tiles kept for the next page that asks (about 30 KB each).
const TILES_KEPT: usize = 512;

/// JPEG quality of a served tile: a map's lettering stays legible.
const TILE_QUALITY: u8 = 82;

/// Tiles already encoded, by sheet number and key.
type EncodedTiles = BTreeMap<(usize, TileKey), Arc<Vec<u8>>>;

/// What tells one served map from another: each sheet's image number and description.
pub type MapIdentity = Vec<(u64, SheetTiles)>;

/// One sheet as served.
#[derive(Debug)]
struct ServedSheet {
    uid: u64,
    tiles: SheetTiles,
    geometry: PyramidGeometry,
    bank: Arc<TileBank>,
}

/// The open map's sheets, for the stations' server.
#[derive(Debug)]
pub struct StationMap {
    sheets: Vec<ServedSheet>,
    encoded: Mutex<EncodedTiles>,
}

impl StationMap {
    /// The visible sheets of `views` that have tiles, numbered in the map's order; `None`
    /// when no sheet has any.
    pub fn of_sheets(views: &[SheetView<'_>]) -> Option<Self> {
        let sheets: Vec<ServedSheet> = views
            .iter()
            .enumerate()
            .filter(|(_, view)| view.visible)
            .filter_map(|(number, view)| {
                let store = view.tiles?;
                let transform = view.placement()?.transform;
                let geometry = *store.geometry();
                let offset = transform.offset();
                Some(ServedSheet {
                    uid: view.uid,
                    tiles: SheetTiles {
                        sheet: number,
                        width: geometry.width(),
                        height: geometry.height(),
                        tile_size: geometry.tile_size(),
                        levels: geometry.levels(),
                        scale: transform.scale(),
                        rotation_degrees: transform.rotation_degrees(),
                        offset: [offset.x, offset.y],
                    },
                    geometry,
                    bank: store.bank().clone(),
                })
            })
            .collect();
        (!sheets.is_empty()).then(|| StationMap {
            sheets,
            encoded: Mutex::new(BTreeMap::new()),
        })
    }

    /// What a page is told of the sheets.
    pub fn description(&self) -> Vec<SheetTiles> {
        self.sheets.iter().map(|s| s.tiles.clone()).collect()
    }

    /// The sheets' descriptions with their images' session numbers: the same identity, the
    /// same map (a scan loaded again has a new number even where its size did not change).
    pub fn identity(&self) -> MapIdentity {
        self.sheets
            .iter()
            .map(|s| (s.uid, s.tiles.clone()))
            .collect()
    }
}

impl MapTiles for StationMap {
    fn sheets(&self) -> Vec<SheetTiles> {
        self.description()
    }

    fn tile(&self, sheet: usize, level: u8, col: u32, row: u32) -> Option<Vec<u8>> {
        let served = self.sheets.iter().find(|s| s.tiles.sheet == sheet)?;
        let key = TileKey::new(level, col, row);
        if !served.geometry.contains(key) {
            return None;
        }
        let kept = |map: &Self| {
            map.encoded
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .get(&(sheet, key))
                .cloned()
        };
        if let Some(bytes) = kept(self) {
            return Some(bytes.as_ref().clone());
        }
        let tile = served.bank.get(key)?;
        let bytes = Arc::new(encode_tile(&tile)?);
        let mut encoded = self.encoded.lock().unwrap_or_else(PoisonError::into_inner);
        if encoded.len() >= TILES_KEPT {
            encoded.pop_first();
        }
        encoded.insert((sheet, key), bytes.clone());
        Some(bytes.as_ref().clone())
    }
}

/// A tile as a JPEG: grey stays grey, colour drops any alpha.
fn encode_tile(tile: &TileImage) -> Option<Vec<u8>> {
    use image::ExtendedColorType;
    use image::codecs::jpeg::JpegEncoder;
    let (pixels, colour): (std::borrow::Cow<'_, [u8]>, _) = match tile.layout() {
        PixelLayout::Grey => (tile.bytes().into(), ExtendedColorType::L8),
        PixelLayout::Rgb => (tile.bytes().into(), ExtendedColorType::Rgb8),
        PixelLayout::GreyAlpha => (
            tile.bytes()
                .iter()
                .step_by(2)
                .copied()
                .collect::<Vec<_>>()
                .into(),
            ExtendedColorType::L8,
        ),
        PixelLayout::Rgba => (
            tile.bytes()
                .chunks_exact(4)
                .flat_map(|p| [p[0], p[1], p[2]])
                .collect::<Vec<_>>()
                .into(),
            ExtendedColorType::Rgb8,
        ),
    };
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, TILE_QUALITY)
        .encode(&pixels, tile.width(), tile.height(), colour)
        .ok()?;
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_layout_encodes_to_a_jpeg_of_the_tile_size() {
        for layout in [
            PixelLayout::Grey,
            PixelLayout::GreyAlpha,
            PixelLayout::Rgb,
            PixelLayout::Rgba,
        ] {
            let tile = TileImage::filled(32, 16, layout, &[200, 100, 50, 255][..layout.channels()])
                .expect("a filled tile");
            let bytes = encode_tile(&tile).expect("encoded");
            let back = image::load_from_memory(&bytes).expect("a JPEG");
            assert_eq!((back.width(), back.height()), (32, 16), "{layout:?}");
        }
    }
}
