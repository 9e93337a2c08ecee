//! The pyramid built as the rows stream in: each band of one level is cut into that level's
//! tiles and averaged 2 × 2 into rows of the level above, which are cut in turn once a band of
//! them is complete. No level is ever held whole; each keeps at most one band of rows.
//!
//! The pixels are those [`super::downsample::downsample_children`] makes from four tiles:
//! every parent pixel is the rounded mean of a 2 × 2 block, and at an odd right or bottom edge
//! of a level the last column or row is counted twice (tiles have an even side, so a block
//! never straddles two tiles).

use super::pyramid_geometry::PyramidGeometry;
use super::tile_image::{PixelLayout, TileImage};
use super::tile_key::TileKey;

/// A band of whole rows of one level: `rows` rows starting at row `y0`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LevelBand {
    /// Pyramid level.
    pub level: u8,
    /// The band's first row in its level.
    pub y0: u32,
    /// Rows in the band.
    pub rows: u32,
    /// The pixels, `rows × level width × channels` bytes.
    pub bytes: Vec<u8>,
}

/// Cuts `band` into the tiles of its tile row (the band must start at a tile row and hold a
/// whole tile row, or the level's last rows).
pub fn cut_band(
    geometry: &PyramidGeometry,
    layout: PixelLayout,
    band: &LevelBand,
) -> Vec<(TileKey, TileImage)> {
    let ts = geometry.tile_size();
    let (width, _) = geometry.level_size(band.level);
    let (cols, _) = geometry.tile_grid(band.level);
    let c = layout.channels();
    let stride = width as usize * c;
    let row = band.y0 / ts;
    let mut tiles = Vec::with_capacity(cols as usize);
    for col in 0..cols {
        let x0 = (col * ts) as usize;
        let tw = (ts as usize).min(width as usize - x0);
        let mut bytes = Vec::with_capacity(tw * band.rows as usize * c);
        for line in band.bytes.chunks_exact(stride.max(1)) {
            bytes.extend_from_slice(&line[x0 * c..(x0 + tw) * c]);
        }
        if let Some(tile) = TileImage::new(tw as u32, band.rows, layout, bytes) {
            tiles.push((TileKey::new(band.level, col, row), tile));
        }
    }
    tiles
}

/// Averages `band` (an even number of rows, or the level's last rows) into the rows of the
/// level above: half as many rows (rounding up), half as wide (rounding up).
pub fn halve_band(geometry: &PyramidGeometry, layout: PixelLayout, band: &LevelBand) -> Vec<u8> {
    let (width, _) = geometry.level_size(band.level);
    let (half_width, _) = geometry.level_size(band.level + 1);
    let c = layout.channels();
    let (w, hw) = (width as usize, half_width as usize);
    let stride = w * c;
    let rows = band.rows as usize;
    let mut out = vec![0u8; hw * rows.div_ceil(2) * c];
    for (py, dst) in out.chunks_exact_mut((hw * c).max(1)).enumerate() {
        let y0 = 2 * py;
        let y1 = (y0 + 1).min(rows - 1);
        let row0 = &band.bytes[y0 * stride..(y0 + 1) * stride];
        let row1 = &band.bytes[y1 * stride..(y1 + 1) * stride];
        match c {
            1 => halve_rows::<1>(row0, row1, dst),
            2 => halve_rows::<2>(row0, row1, dst),
            3 => halve_rows::<3>(row0, row1, dst),
            _ => halve_rows::<4>(row0, row1, dst),
        }
    }
    out
}

/// Averages two rows of `C`-byte pixels 2 × 2 into `dst` (half as wide, rounding up: an odd
/// last pixel is averaged with itself). Written per channel count so that the compiler can
/// vectorise the whole pairs.
fn halve_rows<const C: usize>(row0: &[u8], row1: &[u8], dst: &mut [u8]) {
    let mean = |a: u8, b: u8, c: u8, d: u8| {
        let sum = u16::from(a) + u16::from(b) + u16::from(c) + u16::from(d);
        // Rounded mean of four bytes always fits a byte.
        ((sum + 2) / 4) as u8
    };
    let pairs = row0.chunks_exact(2 * C).zip(row1.chunks_exact(2 * C));
    let mut out = dst.chunks_exact_mut(C);
    for ((a, b), o) in pairs.zip(&mut out) {
        for k in 0..C {
            o[k] = mean(a[k], a[C + k], b[k], b[C + k]);
        }
    }
    // An odd last pixel: its column counted twice.
    let whole = row0.len() / (2 * C) * 2 * C;
    if let (Some(o), Some(a), Some(b)) = (
        out.next(),
        row0.get(whole..whole + C),
        row1.get(whole..whole + C),
    ) {
        for k in 0..C {
            o[k] = mean(a[k], a[k], b[k], b[k]);
        }
    }
}

/// Rows of one level above level 0 gathered until a band of them is complete.
#[derive(Debug)]
struct Gathering {
    level: u8,
    y0: u32,
    rows: u32,
    bytes: Vec<u8>,
}

/// Builds levels 1 and up from level-0 bands given in order, top first.
#[derive(Debug)]
pub struct LevelBuilder {
    geometry: PyramidGeometry,
    layout: PixelLayout,
    gathering: Vec<Gathering>,
}

impl LevelBuilder {
    /// A builder for `geometry`'s levels above level 0.
    pub fn new(geometry: PyramidGeometry, layout: PixelLayout) -> Self {
        let gathering = (1..geometry.levels())
            .map(|level| Gathering {
                level,
                y0: 0,
                rows: 0,
                bytes: Vec::new(),
            })
            .collect();
        Self {
            geometry,
            layout,
            gathering,
        }
    }

    /// Takes the next band of `below`'s level and hands every finished tile of the levels
    /// above it to `done`.
    pub fn push(&mut self, below: &LevelBand, done: &mut dyn FnMut(TileKey, TileImage)) {
        let level = below.level + 1;
        if level >= self.geometry.levels() {
            return;
        }
        let rows = halve_band(&self.geometry, self.layout, below);
        let (_, level_height) = self.geometry.level_size(level);
        let ts = self.geometry.tile_size();
        let index = usize::from(level - 1);
        let Some(g) = self.gathering.get_mut(index) else {
            return;
        };
        g.rows += below.rows.div_ceil(2);
        g.bytes.extend_from_slice(&rows);
        if g.rows == ts || g.y0 + g.rows >= level_height {
            let band = LevelBand {
                level: g.level,
                y0: g.y0,
                rows: g.rows,
                bytes: std::mem::take(&mut g.bytes),
            };
            g.y0 += g.rows;
            g.rows = 0;
            for (key, tile) in cut_band(&self.geometry, self.layout, &band) {
                done(key, tile);
            }
            self.push(&band, done);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::downsample::downsample_children;
    use super::*;
    use std::collections::BTreeMap;

    /// Builds every level of a `w × h` grey scan both ways and compares each tile.
    fn both_ways(w: u32, h: u32, ts: u32) {
        let g = PyramidGeometry::new(w, h, ts).expect("valid");
        let raw: Vec<u8> = (0..w * h).map(|i| (i * 37 % 251) as u8).collect();
        let mut streamed = BTreeMap::new();
        let mut builder = LevelBuilder::new(g, PixelLayout::Grey);
        let mut y0 = 0;
        while y0 < h {
            let rows = ts.min(h - y0);
            let band = LevelBand {
                level: 0,
                y0,
                rows,
                bytes: raw[(y0 * w) as usize..((y0 + rows) * w) as usize].to_vec(),
            };
            for (k, t) in cut_band(&g, PixelLayout::Grey, &band) {
                streamed.insert(k, t);
            }
            builder.push(&band, &mut |k, t| {
                streamed.insert(k, t);
            });
            y0 += rows;
        }
        assert_eq!(streamed.len() as u64, g.total_tiles(), "{w}×{h}");
        for level in 1..g.levels() {
            for key in g.tiles_in_level(level) {
                let children = key.children().expect("children").map(|c| streamed.get(&c));
                let by_tiles = downsample_children(&g, key, PixelLayout::Grey, children)
                    .expect("built from tiles");
                assert_eq!(streamed.get(&key), Some(&by_tiles), "{key:?} of {w}×{h}");
            }
        }
    }

    #[test]
    fn streamed_levels_equal_levels_built_from_tiles() {
        both_ways(300, 170, 64);
        both_ways(129, 1, 16);
        both_ways(1, 77, 16);
        both_ways(64, 64, 64);
        both_ways(257, 255, 32);
    }
}
