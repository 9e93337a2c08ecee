//! How a scan is cut into tiles and levels.

use super::tile_key::TileKey;

/// Tile side in pixels used by the workbench: small enough for quick uploads (1 MiB as RGBA),
/// far below the 2,048-pixel texture limit of the test renderer.
pub const DEFAULT_TILE_SIZE: u32 = 512;

/// The sizes of a scan's pyramid: level 0 is the full scan; each level halves both sides
/// (rounding up) until the whole level fits in one tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PyramidGeometry {
    width: u32,
    height: u32,
    tile_size: u32,
    levels: u8,
}

impl PyramidGeometry {
    /// The pyramid of a `width × height` scan cut into `tile_size` tiles; `None` for an empty
    /// image, or a tile size under 16 pixels or odd (four tiles must halve into one).
    pub fn new(width: u32, height: u32, tile_size: u32) -> Option<Self> {
        if width == 0 || height == 0 || tile_size < 16 || !tile_size.is_multiple_of(2) {
            return None;
        }
        let mut levels: u8 = 1;
        let (mut w, mut h) = (width, height);
        while w > tile_size || h > tile_size {
            w = w.div_ceil(2);
            h = h.div_ceil(2);
            levels = levels.checked_add(1)?;
        }
        Some(Self {
            width,
            height,
            tile_size,
            levels,
        })
    }

    /// Full-resolution width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Full-resolution height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Tile side in pixels.
    pub fn tile_size(&self) -> u32 {
        self.tile_size
    }

    /// Number of levels (at least 1).
    pub fn levels(&self) -> u8 {
        self.levels
    }

    /// The coarsest level (a single tile).
    pub fn top_level(&self) -> u8 {
        self.levels - 1
    }

    /// Size in pixels of `level` (each level halves, rounding up).
    pub fn level_size(&self, level: u8) -> (u32, u32) {
        let (mut w, mut h) = (self.width, self.height);
        for _ in 0..level.min(self.top_level()) {
            w = w.div_ceil(2);
            h = h.div_ceil(2);
        }
        (w, h)
    }

    /// Columns and rows of tiles in `level`.
    pub fn tile_grid(&self, level: u8) -> (u32, u32) {
        let (w, h) = self.level_size(level);
        (w.div_ceil(self.tile_size), h.div_ceil(self.tile_size))
    }

    /// Whether `key` names a tile of this pyramid.
    pub fn contains(&self, key: TileKey) -> bool {
        if key.level >= self.levels {
            return false;
        }
        let (cols, rows) = self.tile_grid(key.level);
        key.col < cols && key.row < rows
    }

    /// The tile's pixel rectangle in its own level: (x0, y0, width, height); `None` outside.
    pub fn tile_rect_in_level(&self, key: TileKey) -> Option<(u32, u32, u32, u32)> {
        if !self.contains(key) {
            return None;
        }
        let (w, h) = self.level_size(key.level);
        let x0 = key.col * self.tile_size;
        let y0 = key.row * self.tile_size;
        Some((
            x0,
            y0,
            (w - x0).min(self.tile_size),
            (h - y0).min(self.tile_size),
        ))
    }

    /// The part of the full-resolution scan the tile shows, in level-0 pixels as
    /// `[x0, y0, x1, y1]` (clamped to the scan; the last tiles of a level may overhang by less
    /// than one pixel of that level, which the clamp removes).
    pub fn tile_rect_full(&self, key: TileKey) -> Option<[f64; 4]> {
        let (x0, y0, w, h) = self.tile_rect_in_level(key)?;
        let f = f64::from(1u32 << key.level.min(31));
        let clamp_x = |v: f64| v.min(f64::from(self.width));
        let clamp_y = |v: f64| v.min(f64::from(self.height));
        Some([
            clamp_x(f64::from(x0) * f),
            clamp_y(f64::from(y0) * f),
            clamp_x(f64::from(x0 + w) * f),
            clamp_y(f64::from(y0 + h) * f),
        ])
    }

    /// Every tile of `level`, sorted (row, then column).
    pub fn tiles_in_level(&self, level: u8) -> Vec<TileKey> {
        if level >= self.levels {
            return Vec::new();
        }
        let (cols, rows) = self.tile_grid(level);
        (0..rows)
            .flat_map(|row| (0..cols).map(move |col| TileKey::new(level, col, row)))
            .collect()
    }

    /// The number of tiles in all levels together.
    pub fn total_tiles(&self) -> u64 {
        (0..self.levels)
            .map(|l| {
                let (c, r) = self.tile_grid(l);
                u64::from(c) * u64::from(r)
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn levels_halve_until_one_tile() {
        let g = PyramidGeometry::new(20_000, 15_000, 512).expect("valid");
        assert_eq!(g.level_size(0), (20_000, 15_000));
        assert_eq!(g.level_size(1), (10_000, 7_500));
        assert_eq!(g.tile_grid(0), (40, 30));
        let top = g.top_level();
        let (w, h) = g.level_size(top);
        assert!(w <= 512 && h <= 512);
        assert_eq!(g.tile_grid(top), (1, 1));
        assert_eq!(g.levels(), 7);
        assert!(PyramidGeometry::new(0, 5, 512).is_none());
        assert!(PyramidGeometry::new(5, 5, 4).is_none());
        assert!(PyramidGeometry::new(5, 5, 33).is_none());
    }

    #[test]
    fn edge_tiles_are_cut_short() {
        let g = PyramidGeometry::new(1000, 700, 512).expect("valid");
        assert_eq!(
            g.tile_rect_in_level(TileKey::new(0, 1, 1)),
            Some((512, 512, 488, 188))
        );
        assert_eq!(g.tile_rect_in_level(TileKey::new(0, 2, 0)), None);
        assert_eq!(
            g.tile_rect_full(TileKey::new(1, 0, 0)),
            Some([0.0, 0.0, 1000.0, 700.0])
        );
    }

    proptest! {
        #[test]
        fn tiles_cover_each_level_exactly(w in 1u32..5000, h in 1u32..5000, half in 8u32..350) {
            let ts = half * 2;
            let g = PyramidGeometry::new(w, h, ts).expect("valid");
            for level in 0..g.levels() {
                let (lw, lh) = g.level_size(level);
                let area: u64 = g
                    .tiles_in_level(level)
                    .into_iter()
                    .filter_map(|k| g.tile_rect_in_level(k))
                    .map(|(_, _, tw, th)| u64::from(tw) * u64::from(th))
                    .sum();
                prop_assert_eq!(area, u64::from(lw) * u64::from(lh));
            }
            let (tw, th) = g.level_size(g.top_level());
            prop_assert!(tw <= ts && th <= ts);
        }
    }
}
