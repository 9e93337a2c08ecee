//! Building a pyramid level tile by tile: four tiles of one level average into one tile of the
//! level above, so no level is ever held as one big image.

use super::pyramid_geometry::PyramidGeometry;
use super::tile_image::{PixelLayout, TileImage};
use super::tile_key::TileKey;

/// Averages the (up to four) children of `parent` into the parent tile.
///
/// `children` are in the order of [`TileKey::children`] (top-left, top-right, bottom-left,
/// bottom-right); a child missing at the edge of the level leaves nothing to average (the
/// parent is smaller there). Each parent pixel is the mean of a 2 × 2 block; at an odd edge
/// the last row or column is counted twice. Returns `None` when `parent` is not in the
/// pyramid, is at level 0, or a child has the wrong size or layout.
pub fn downsample_children(
    geometry: &PyramidGeometry,
    parent: TileKey,
    layout: PixelLayout,
    children: [Option<&TileImage>; 4],
) -> Option<TileImage> {
    let (_, _, pw, ph) = geometry.tile_rect_in_level(parent)?;
    let child_keys = parent.children()?;
    let channels = layout.channels();
    let half = geometry.tile_size() / 2;
    let mut out = vec![0u8; pw as usize * ph as usize * channels];
    let out_stride = pw as usize * channels;

    for (quadrant, (child_key, child)) in child_keys.iter().zip(children).enumerate() {
        let expected = geometry.tile_rect_in_level(*child_key);
        let (child, (_, _, cw, ch)) = match (child, expected) {
            (Some(c), Some(rect)) => (c, rect),
            (None, None) => continue,
            _ => return None,
        };
        if child.width() != cw || child.height() != ch || child.layout() != layout {
            return None;
        }
        let ox = if quadrant % 2 == 1 { half } else { 0 } as usize;
        let oy = if quadrant >= 2 { half } else { 0 } as usize;
        let src = child.bytes();
        let src_stride = cw as usize * channels;
        let qw = cw.div_ceil(2) as usize;
        let qh = ch.div_ceil(2) as usize;
        for py in 0..qh {
            let y0 = 2 * py;
            let y1 = (y0 + 1).min(ch as usize - 1);
            let row0 = &src[y0 * src_stride..(y0 + 1) * src_stride];
            let row1 = &src[y1 * src_stride..(y1 + 1) * src_stride];
            let dst_start = (oy + py) * out_stride + ox * channels;
            let dst = &mut out[dst_start..dst_start + qw * channels];
            for px in 0..qw {
                let x0 = 2 * px * channels;
                let x1 = (2 * px + 1).min(cw as usize - 1) * channels;
                for k in 0..channels {
                    let sum = u16::from(row0[x0 + k])
                        + u16::from(row0[x1 + k])
                        + u16::from(row1[x0 + k])
                        + u16::from(row1[x1 + k]);
                    // Rounded mean of four bytes always fits a byte.
                    dst[px * channels + k] = ((sum + 2) / 4) as u8;
                }
            }
        }
    }
    TileImage::new(pw, ph, layout, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_flat_tiles_average_to_their_mean() {
        let g = PyramidGeometry::new(64, 64, 32).expect("valid");
        let make = |v: u8| TileImage::filled(32, 32, PixelLayout::Grey, &[v]).expect("tile");
        let (a, b, c, d) = (make(0), make(100), make(200), make(40));
        let parent = TileKey::new(1, 0, 0);
        let out = downsample_children(
            &g,
            parent,
            PixelLayout::Grey,
            [Some(&a), Some(&b), Some(&c), Some(&d)],
        )
        .expect("parent tile");
        assert_eq!((out.width(), out.height()), (32, 32));
        assert_eq!(out.rgba_at(0, 0)[0], 0);
        assert_eq!(out.rgba_at(31, 0)[0], 100);
        assert_eq!(out.rgba_at(0, 31)[0], 200);
        assert_eq!(out.rgba_at(31, 31)[0], 40);
    }

    #[test]
    fn odd_edges_repeat_the_last_pixel() {
        // A 3 × 1 image: level 1 is 2 × 1; its right pixel averages pixel 2 with itself.
        let g = PyramidGeometry::new(35, 1, 32).expect("valid");
        let left = TileImage::new(
            32,
            1,
            PixelLayout::Grey,
            (0..32).map(|i| i as u8 * 2).collect(),
        )
        .expect("tile");
        let right = TileImage::new(3, 1, PixelLayout::Grey, vec![10, 20, 90]).expect("tile");
        let out = downsample_children(
            &g,
            TileKey::new(1, 0, 0),
            PixelLayout::Grey,
            [Some(&left), Some(&right), None, None],
        )
        .expect("parent");
        assert_eq!((out.width(), out.height()), (18, 1));
        assert_eq!(out.rgba_at(0, 0)[0], 1); // mean of 0, 2 (rounded half up)
        assert_eq!(out.rgba_at(16, 0)[0], 15);
        assert_eq!(out.rgba_at(17, 0)[0], 90);
    }

    #[test]
    fn wrong_child_is_refused() {
        let g = PyramidGeometry::new(64, 64, 32).expect("valid");
        let small = TileImage::filled(8, 8, PixelLayout::Grey, &[1]).expect("tile");
        let parent = TileKey::new(1, 0, 0);
        assert!(
            downsample_children(
                &g,
                parent,
                PixelLayout::Grey,
                [Some(&small), None, None, None]
            )
            .is_none()
        );
        assert!(
            downsample_children(&g, TileKey::new(0, 0, 0), PixelLayout::Grey, [None; 4]).is_none()
        );
    }
}
