//! Helpers shared by the app's integration tests: temporary folders and generated scans.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// A fresh empty folder under the system's temp dir, removed when dropped.
pub struct TempDir(PathBuf);

impl TempDir {
    /// Makes the folder.
    pub fn new(tag: &str) -> Self {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("workbench-test-{tag}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        Self(dir)
    }

    /// A path inside the folder.
    pub fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A test scan: white paper, a black frame, and two red crosses 250 pixels apart on row 150
/// (at x = 75 and x = 325), plus a gradient so tiles differ.
pub fn test_scan(width: u32, height: u32) -> image::RgbImage {
    image::RgbImage::from_fn(width, height, |x, y| {
        let red = [200, 30, 30];
        let on_cross = |cx: u32, cy: u32| {
            (x.abs_diff(cx) <= 6 && y.abs_diff(cy) <= 1) || (y.abs_diff(cy) <= 6 && x.abs_diff(cx) <= 1)
        };
        if on_cross(75, 150) || on_cross(325, 150) {
            image::Rgb(red)
        } else if x < 3 || y < 3 || x + 3 >= width || y + 3 >= height {
            image::Rgb([20, 20, 20])
        } else {
            let g = 230 - ((x + y) % 40) as u8;
            image::Rgb([g, g, 215])
        }
    })
}

/// Writes `image` as PNG at `path`.
pub fn write_png(image: &image::RgbImage, path: &Path) {
    image.save_with_format(path, image::ImageFormat::Png).expect("write png");
}

/// Writes `image` as JPEG at `path`.
pub fn write_jpeg(image: &image::RgbImage, path: &Path) {
    image.save_with_format(path, image::ImageFormat::Jpeg).expect("write jpeg");
}

/// CRC-32 (PNG's chunk checksum).
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    !crc
}

/// A valid small PNG whose header claims `width × height` (the IHDR checksum is fixed up so
/// only the size is absurd).
pub fn png_claiming(width: u32, height: u32) -> Vec<u8> {
    let mut bytes = Vec::new();
    image::RgbImage::new(4, 4)
        .write_to(&mut std::io::Cursor::new(&mut bytes), image::ImageFormat::Png)
        .expect("encode");
    // Signature (8) + length (4) + "IHDR" (4) + width (4) + height (4).
    bytes[16..20].copy_from_slice(&width.to_be_bytes());
    bytes[20..24].copy_from_slice(&height.to_be_bytes());
    let crc = crc32(&bytes[12..29]);
    bytes[29..33].copy_from_slice(&crc.to_be_bytes());
    bytes
}

/// A valid small JPEG whose frame header claims `width × height`.
pub fn jpeg_claiming(width: u16, height: u16) -> Vec<u8> {
    let mut bytes = Vec::new();
    image::RgbImage::new(16, 16)
        .write_to(&mut std::io::Cursor::new(&mut bytes), image::ImageFormat::Jpeg)
        .expect("encode");
    let sof = bytes
        .windows(2)
        .position(|w| w[0] == 0xFF && (w[1] == 0xC0 || w[1] == 0xC2))
        .expect("frame header");
    // FF Cx, length (2), precision (1), height (2), width (2).
    bytes[sof + 5..sof + 7].copy_from_slice(&height.to_be_bytes());
    bytes[sof + 7..sof + 9].copy_from_slice(&width.to_be_bytes());
    bytes
}
