//! The preview of a scan whose rows stream past once (PNG, TIFF): the same samples as
//! [`super::whole_preview::make_preview`] takes from a whole image, picked up as their rows go by,
//! so no copy of the scan is kept for it.

use super::tile_image::{PixelLayout, TileImage};

/// Sums for each preview pixel, filled as rows arrive.
#[derive(Debug)]
pub struct PreviewSampler {
    width: u32,
    height: u32,
    layout: PixelLayout,
    step: u32,
    k: u32,
    preview_width: u32,
    preview_height: u32,
    /// (scan row, preview row), sorted by scan row.
    wanted: Vec<(u32, u32)>,
    next_wanted: usize,
    next_row: u32,
    sums: Vec<u32>,
}

impl PreviewSampler {
    /// A sampler for a `width × height` scan and a preview at most `side` pixels long.
    pub fn new(width: u32, height: u32, layout: PixelLayout, side: u32) -> Self {
        let step = width.max(height).div_ceil(side.max(1)).max(1);
        let (pw, ph) = (width.div_ceil(step), height.div_ceil(step));
        let k = step.min(2);
        let mut wanted: Vec<(u32, u32)> = (0..ph)
            .flat_map(|py| {
                let (by0, by1) = (py * step, ((py + 1) * step).min(height));
                (0..k).map(move |j| (by0 + ((by1 - by0) * (2 * j + 1)) / (2 * k), py))
            })
            .collect();
        wanted.sort_unstable();
        Self {
            width,
            height,
            layout,
            step,
            k,
            preview_width: pw,
            preview_height: ph,
            wanted,
            next_wanted: 0,
            next_row: 0,
            sums: vec![0; pw as usize * ph as usize * layout.channels()],
        }
    }

    /// Takes the next rows of the scan (whole rows, in order).
    pub fn add_rows(&mut self, rows: &[u8]) {
        let c = self.layout.channels();
        let stride = self.width as usize * c;
        for line in rows.chunks_exact(stride.max(1)) {
            let y = self.next_row;
            self.next_row += 1;
            while let Some(&(row, py)) = self.wanted.get(self.next_wanted) {
                if row != y {
                    break;
                }
                self.next_wanted += 1;
                let base = py as usize * self.preview_width as usize;
                for px in 0..self.preview_width {
                    let (bx0, bx1) = (px * self.step, ((px + 1) * self.step).min(self.width));
                    let sum =
                        &mut self.sums[(base + px as usize) * c..(base + px as usize + 1) * c];
                    for i in 0..self.k {
                        let sx = bx0 + ((bx1 - bx0) * (2 * i + 1)) / (2 * self.k);
                        let at = sx as usize * c;
                        for (s, &b) in sum.iter_mut().zip(&line[at..at + c]) {
                            *s += u32::from(b);
                        }
                    }
                }
            }
        }
    }

    /// The preview, once every row has passed (`None` before).
    pub fn finish(&self) -> Option<TileImage> {
        if self.next_row < self.height {
            return None;
        }
        let n = self.k * self.k;
        let bytes = self.sums.iter().map(|&s| ((s + n / 2) / n) as u8).collect();
        TileImage::new(self.preview_width, self.preview_height, self.layout, bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::super::whole_preview::make_preview;
    use super::*;

    #[test]
    fn the_streamed_preview_equals_the_whole_image_one() {
        for (w, h, side, layout) in [
            (100u32, 40u32, 25u32, PixelLayout::Grey),
            (301, 203, 64, PixelLayout::Rgb),
            (7, 5, 64, PixelLayout::GreyAlpha),
            (1000, 3, 33, PixelLayout::Rgba),
        ] {
            let c = layout.channels() as u32;
            let raw: Vec<u8> = (0..w * h * c).map(|i| (i * 31 % 253) as u8).collect();
            let whole = make_preview(&raw, w, h, layout, side).expect("preview");
            let mut sampler = PreviewSampler::new(w, h, layout, side);
            for band in raw.chunks((w * c * 17) as usize) {
                assert!(sampler.finish().is_none() || band.is_empty());
                sampler.add_rows(band);
            }
            assert_eq!(sampler.finish(), Some(whole), "{w}×{h}");
        }
    }
}
