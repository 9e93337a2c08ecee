//! The preview of a scan decoded whole: a small picture of all of it in one pass.

use super::tile_image::{PixelLayout, TileImage};

/// A small picture of the whole scan: each preview pixel averages up to 2 × 2 samples spread
/// over the block of scan pixels it stands for (cheap even for a 300-megapixel scan).
pub fn make_preview(
    raw: &[u8],
    width: u32,
    height: u32,
    layout: PixelLayout,
    side: u32,
) -> Option<TileImage> {
    let c = layout.channels();
    let needed = (width as usize)
        .checked_mul(height as usize)?
        .checked_mul(c)?;
    if raw.len() < needed || width == 0 || height == 0 {
        return None;
    }
    let step = width.max(height).div_ceil(side.max(1)).max(1);
    let (pw, ph) = (width.div_ceil(step), height.div_ceil(step));
    let k = step.min(2);
    let mut out = Vec::with_capacity(pw as usize * ph as usize * c);
    let mut sum = vec![0u32; c];
    for py in 0..ph {
        let (by0, by1) = (py * step, ((py + 1) * step).min(height));
        for px in 0..pw {
            let (bx0, bx1) = (px * step, ((px + 1) * step).min(width));
            sum.iter_mut().for_each(|s| *s = 0);
            for j in 0..k {
                let sy = by0 + ((by1 - by0) * (2 * j + 1)) / (2 * k);
                for i in 0..k {
                    let sx = bx0 + ((bx1 - bx0) * (2 * i + 1)) / (2 * k);
                    let at = (sy as usize * width as usize + sx as usize) * c;
                    for (s, &b) in sum.iter_mut().zip(&raw[at..at + c]) {
                        *s += u32::from(b);
                    }
                }
            }
            let n = k * k;
            out.extend(sum.iter().map(|&s| ((s + n / 2) / n) as u8));
        }
    }
    TileImage::new(pw, ph, layout, out)
}
