//! One tile of a scan (or the preview) in memory, in the scan's own 8-bit channel layout.
//!
//! Tiles keep the channels the scan had (grey, grey + alpha, RGB, RGBA) so a greyscale survey
//! sheet costs one byte a pixel in memory; the conversion to egui's RGBA happens only for the
//! few tiles uploaded to the GPU each frame.

use egui::{Color32, ColorImage};

/// The channels of an 8-bit image, in the order they are stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PixelLayout {
    /// One grey byte a pixel.
    Grey,
    /// Grey then alpha.
    GreyAlpha,
    /// Red, green, blue.
    Rgb,
    /// Red, green, blue, alpha (not premultiplied).
    Rgba,
}

impl PixelLayout {
    /// Bytes per pixel.
    pub fn channels(self) -> usize {
        match self {
            PixelLayout::Grey => 1,
            PixelLayout::GreyAlpha => 2,
            PixelLayout::Rgb => 3,
            PixelLayout::Rgba => 4,
        }
    }

    /// A name for messages and the benchmark ("RGB", "grey").
    pub fn name(self) -> &'static str {
        match self {
            PixelLayout::Grey => "grey",
            PixelLayout::GreyAlpha => "grey + alpha",
            PixelLayout::Rgb => "RGB",
            PixelLayout::Rgba => "RGBA",
        }
    }
}

/// A rectangle of pixels, row by row, with no padding between rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileImage {
    width: u32,
    height: u32,
    layout: PixelLayout,
    bytes: Vec<u8>,
}

impl TileImage {
    /// Wraps `bytes`; `None` when their length does not match `width × height × channels`.
    pub fn new(width: u32, height: u32, layout: PixelLayout, bytes: Vec<u8>) -> Option<Self> {
        let expected = (width as usize)
            .checked_mul(height as usize)?
            .checked_mul(layout.channels())?;
        (bytes.len() == expected).then_some(Self {
            width,
            height,
            layout,
            bytes,
        })
    }

    /// A tile of one colour (used by tests and as a stand-in).
    pub fn filled(width: u32, height: u32, layout: PixelLayout, value: &[u8]) -> Option<Self> {
        if value.len() != layout.channels() {
            return None;
        }
        let count = (width as usize).checked_mul(height as usize)?;
        let bytes = value.repeat(count);
        Self::new(width, height, layout, bytes)
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The channel layout.
    pub fn layout(&self) -> PixelLayout {
        self.layout
    }

    /// The pixel bytes, row by row.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Bytes held in memory by this tile.
    pub fn byte_len(&self) -> usize {
        self.bytes.len()
    }

    /// Bytes the tile takes once uploaded as an RGBA texture.
    pub fn texture_bytes(&self) -> usize {
        self.width as usize * self.height as usize * 4
    }

    /// The pixel at (`x`, `y`) as unmultiplied RGBA; transparent black outside the tile.
    pub fn rgba_at(&self, x: u32, y: u32) -> [u8; 4] {
        if x >= self.width || y >= self.height {
            return [0, 0, 0, 0];
        }
        let c = self.layout.channels();
        let i = (y as usize * self.width as usize + x as usize) * c;
        let p = &self.bytes[i..i + c];
        match self.layout {
            PixelLayout::Grey => [p[0], p[0], p[0], 255],
            PixelLayout::GreyAlpha => [p[0], p[0], p[0], p[1]],
            PixelLayout::Rgb => [p[0], p[1], p[2], 255],
            PixelLayout::Rgba => [p[0], p[1], p[2], p[3]],
        }
    }

    /// The tile as an egui image ready for upload.
    pub fn to_color_image(&self) -> ColorImage {
        let size = [self.width as usize, self.height as usize];
        match self.layout {
            PixelLayout::Grey => ColorImage::from_gray(size, &self.bytes),
            PixelLayout::Rgb => ColorImage::from_rgb(size, &self.bytes),
            PixelLayout::Rgba => ColorImage::from_rgba_unmultiplied(size, &self.bytes),
            PixelLayout::GreyAlpha => {
                let pixels = self
                    .bytes
                    .chunks_exact(2)
                    .map(|p| Color32::from_rgba_unmultiplied(p[0], p[0], p[0], p[1]))
                    .collect();
                ColorImage::new(size, pixels)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_checks_length() {
        assert!(TileImage::new(2, 2, PixelLayout::Rgb, vec![0; 12]).is_some());
        assert!(TileImage::new(2, 2, PixelLayout::Rgb, vec![0; 11]).is_none());
        assert!(TileImage::new(u32::MAX, u32::MAX, PixelLayout::Rgba, vec![]).is_none());
    }

    #[test]
    fn every_layout_converts_to_rgba() {
        let cases = [
            (PixelLayout::Grey, vec![7u8], [7, 7, 7, 255]),
            (PixelLayout::GreyAlpha, vec![7, 9], [7, 7, 7, 9]),
            (PixelLayout::Rgb, vec![1, 2, 3], [1, 2, 3, 255]),
            (PixelLayout::Rgba, vec![1, 2, 3, 4], [1, 2, 3, 4]),
        ];
        for (layout, value, rgba) in cases {
            let tile = TileImage::filled(3, 2, layout, &value).expect("valid tile");
            assert_eq!(tile.rgba_at(2, 1), rgba, "{layout:?}");
            assert_eq!(tile.rgba_at(3, 0), [0, 0, 0, 0]);
            let image = tile.to_color_image();
            assert_eq!(image.size, [3, 2]);
            assert_eq!(tile.texture_bytes(), 24);
        }
    }
}
