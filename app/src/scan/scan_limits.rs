//! How big a scan the workbench agrees to open.
//!
//! The header is read first and these limits are checked before a single pixel is decoded, so
//! a file that claims absurd dimensions (a "decompression bomb") is refused at once.

use super::scan_error::ScanError;
use std::path::Path;

/// Limits on a scan's size, checked against its header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScanLimits {
    /// Longest side allowed, in pixels.
    pub max_side: u32,
    /// Most pixels allowed (width × height).
    pub max_pixels: u64,
    /// Most bytes the decoded image may take in memory before it is cut into tiles.
    pub max_decoded_bytes: u64,
}

impl Default for ScanLimits {
    /// 40,000 pixels a side, 1.2 gigapixels, 6 GiB decoded: a 30,000 × 30,000 RGB scan
    /// (2.7 GB decoded) opens; anything claiming more is refused as implausible.
    fn default() -> Self {
        Self {
            max_side: 40_000,
            max_pixels: 1_200_000_000,
            max_decoded_bytes: 6 << 30,
        }
    }
}

impl ScanLimits {
    /// Checks a header's claimed size; `decoded_bytes` is what the decoder says it would need.
    pub fn check(
        &self,
        path: &Path,
        width: u32,
        height: u32,
        decoded_bytes: u64,
    ) -> Result<(), ScanError> {
        let refuse = |reason: String| {
            Err(ScanError::TooLarge {
                path: path.to_path_buf(),
                width,
                height,
                reason,
            })
        };
        if width == 0 || height == 0 {
            return Err(ScanError::Corrupt {
                path: path.to_path_buf(),
                detail: format!("the header gives an empty image ({width} × {height} pixels)"),
            });
        }
        if width > self.max_side || height > self.max_side {
            return refuse(format!(
                "a side is longer than the {} pixels the workbench accepts",
                group_thousands(u64::from(self.max_side))
            ));
        }
        let pixels = u64::from(width) * u64::from(height);
        if pixels > self.max_pixels {
            return refuse(format!(
                "{} pixels is more than the {} the workbench accepts",
                group_thousands(pixels),
                group_thousands(self.max_pixels)
            ));
        }
        if decoded_bytes > self.max_decoded_bytes {
            return refuse(format!(
                "decoding it would take {:.1} GiB of memory, more than the {:.1} GiB allowed",
                decoded_bytes as f64 / f64::from(1u32 << 30),
                self.max_decoded_bytes as f64 / f64::from(1u32 << 30)
            ));
        }
        Ok(())
    }
}

/// 1234567 → "1,234,567" (the words crate's, so the scan's messages group as the rest do).
pub use words::group_thousands;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_limits_accept_thirty_thousand_square_and_refuse_bombs() {
        let l = ScanLimits::default();
        let p = Path::new("scan.tif");
        assert!(l.check(p, 30_000, 30_000, 30_000 * 30_000 * 3).is_ok());
        assert!(matches!(
            l.check(p, 40_001, 10, 1),
            Err(ScanError::TooLarge { .. })
        ));
        assert!(matches!(
            l.check(p, 40_000, 40_000, 1),
            Err(ScanError::TooLarge { .. })
        ));
        assert!(matches!(
            l.check(p, 100, 100, 7 << 30),
            Err(ScanError::TooLarge { .. })
        ));
        assert!(matches!(
            l.check(p, 0, 100, 0),
            Err(ScanError::Corrupt { .. })
        ));
    }

    #[test]
    fn thousands() {
        assert_eq!(group_thousands(0), "0");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(group_thousands(1000), "1,000");
        assert_eq!(group_thousands(1_200_000_000), "1,200,000,000");
    }
}
