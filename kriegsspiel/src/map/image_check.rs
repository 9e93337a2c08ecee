//! Checks the app makes on a scanned image before decoding it. The engine decodes nothing: it
//! only looks at the first bytes and at the dimensions a header claims.

use super::map_file_error::MapFileError;
use serde::Serialize;

/// The longest side accepted, in pixels.
pub const MAX_IMAGE_SIDE: u32 = 40_000;
/// The most pixels accepted in one image (1.2 gigapixels: about 4.8 GB as RGBA).
pub const MAX_IMAGE_PIXELS: u64 = 1_200_000_000;

/// An image format the workbench reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum ImageFormat {
    /// PNG.
    Png,
    /// JPEG.
    Jpeg,
    /// TIFF (either byte order).
    Tiff,
}

/// Refuses dimensions that are zero or beyond [`MAX_IMAGE_SIDE`] a side or
/// [`MAX_IMAGE_PIXELS`] in all, before any pixel is decoded (a guard against decompression
/// bombs and corrupt headers).
pub fn check_image_dimensions(width: u32, height: u32) -> Result<(), MapFileError> {
    let (w, h) = (u64::from(width), u64::from(height));
    let why = if width == 0 || height == 0 {
        Some("an image needs at least one pixel each way".to_string())
    } else if width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE {
        Some(format!(
            "the workbench takes at most {MAX_IMAGE_SIDE} pixels a side"
        ))
    } else if w * h > MAX_IMAGE_PIXELS {
        Some(format!(
            "the workbench takes at most {MAX_IMAGE_PIXELS} pixels in one image"
        ))
    } else {
        None
    };
    match why {
        Some(why) => Err(MapFileError::ImageTooLarge {
            width: w,
            height: h,
            why,
        }),
        None => Ok(()),
    }
}

/// The format of an image from its first bytes, or an error naming what it looks like.
pub fn sniff_image_format(bytes: &[u8]) -> Result<ImageFormat, MapFileError> {
    const KNOWN: [(&[u8], Option<ImageFormat>, &str); 9] = [
        (b"\x89PNG\r\n\x1a\n", Some(ImageFormat::Png), "PNG"),
        (b"\xff\xd8\xff", Some(ImageFormat::Jpeg), "JPEG"),
        (b"II*\0", Some(ImageFormat::Tiff), "TIFF"),
        (b"MM\0*", Some(ImageFormat::Tiff), "TIFF"),
        (b"GIF8", None, "a GIF image"),
        (b"BM", None, "a BMP image"),
        (b"%PDF", None, "a PDF document"),
        (b"RIFF", None, "a RIFF file such as WebP"),
        (b"{", None, "a JSON or text file"),
    ];
    if bytes.is_empty() {
        return Err(MapFileError::UnsupportedImage {
            what: "an empty file".into(),
        });
    }
    for (magic, format, name) in KNOWN {
        if bytes.starts_with(magic) {
            return format.ok_or_else(|| MapFileError::UnsupportedImage {
                what: name.to_string(),
            });
        }
    }
    Err(MapFileError::UnsupportedImage {
        what: "not a known image format".into(),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    #[test]
    fn dimension_limits() {
        assert_eq!(check_image_dimensions(30_000, 30_000), Ok(()));
        assert_eq!(check_image_dimensions(40_000, 30_000), Ok(()));
        assert!(check_image_dimensions(40_001, 10).is_err());
        assert!(check_image_dimensions(0, 10).is_err());
        assert!(check_image_dimensions(u32::MAX, u32::MAX).is_err());
        // 40,000 × 30,001 = 1.2 gigapixels + 40,000.
        let err = check_image_dimensions(40_000, 30_001)
            .unwrap_err()
            .to_string();
        assert!(err.contains("1200000000"), "{err}");
    }

    #[test]
    fn sniffing() {
        assert_eq!(
            sniff_image_format(b"\x89PNG\r\n\x1a\n...."),
            Ok(ImageFormat::Png)
        );
        assert_eq!(
            sniff_image_format(b"\xff\xd8\xff\xe0"),
            Ok(ImageFormat::Jpeg)
        );
        assert_eq!(sniff_image_format(b"MM\0*rest"), Ok(ImageFormat::Tiff));
        let gif = sniff_image_format(b"GIF89a").unwrap_err().to_string();
        assert!(gif.contains("GIF"), "{gif}");
        assert!(sniff_image_format(b"").is_err());
        assert!(sniff_image_format(b"\x89PN").is_err());
    }
}
