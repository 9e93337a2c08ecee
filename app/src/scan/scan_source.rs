//! Opening a scan file: refuse what is not a regular file, recognise the format from the
//! content, read the header, check the limits before any pixel is decoded, and pick the
//! streaming decoder that fits (libjpeg for JPEG, the `png` crate for 8-bit PNG) or the
//! `image` crate's whole-image decoder for the rest.

use super::jpeg_rows::JpegRows;
use super::load_progress::{LoadProgress, LoadStage};
use super::loader_event::ScanHeader;
use super::progress_reader::ProgressReader;
use super::row_source::{DecodedRows, PngRows, RowSource};
use super::scan_error::ScanError;
use super::scan_limits::ScanLimits;
use super::tile_image::PixelLayout;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader};
use std::fs::File;
use std::io::{BufReader, Read, Seek, SeekFrom};
use std::path::Path;
use std::sync::Arc;

/// How the pixels will be read.
pub enum ScanSource {
    /// Rows streamed by a decoder that never holds the whole picture.
    Streaming(Box<dyn RowSource>),
    /// The `image` crate's decoder, which decodes the whole picture first.
    Whole(Box<dyn ImageDecoder>),
}

impl std::fmt::Debug for ScanSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ScanSource::Streaming(_) => "ScanSource::Streaming",
            ScanSource::Whole(_) => "ScanSource::Whole",
        })
    }
}

impl ScanSource {
    /// Rows top first; a whole-image decoder decodes here.
    pub fn into_rows(self, path: &Path) -> Result<Box<dyn RowSource>, ScanError> {
        match self {
            ScanSource::Streaming(rows) => Ok(rows),
            ScanSource::Whole(decoder) => {
                let image = DynamicImage::from_decoder(decoder)
                    .map_err(|e| ScanError::from_image(path, e))?;
                let (layout, raw) = into_layout(image);
                Ok(Box::new(DecodedRows::new(path, layout, raw)))
            }
        }
    }
}

/// An opened scan: its header, its pixels' source, and whether decoding progress can be told.
#[derive(Debug)]
pub struct OpenedScan {
    /// Size and format.
    pub header: ScanHeader,
    /// Where the rows come from.
    pub source: ScanSource,
    /// Whether it is a JPEG (then a reduced-size preview can be decoded beside the rows).
    pub jpeg: bool,
    /// The file's length in bytes.
    pub file_len: u64,
}

/// Opens the file, recognises the format from its content, reads the header and checks the
/// limits.
pub fn open_scan(
    path: &Path,
    limits: &ScanLimits,
    progress: &Arc<LoadProgress>,
) -> Result<OpenedScan, ScanError> {
    let (file, len) = open_regular_file(path)?;
    progress.begin(LoadStage::ReadingHeader, len);
    let reader = BufReader::with_capacity(1 << 20, ProgressReader::new(file, progress.clone()));
    let reader = ImageReader::new(reader)
        .with_guessed_format()
        .map_err(|e| ScanError::from_io(path, e))?;
    let format = supported_format(path, reader.format(), len)?;
    let (header, source) = match open_streaming(path, format, reader, limits)? {
        Some(streaming) => streaming,
        None => open_whole(path, format, limits, progress)?,
    };
    Ok(OpenedScan {
        header,
        source,
        jpeg: format == ImageFormat::Jpeg,
        file_len: len,
    })
}

/// The scan file as the header is read from it: buffered, and counted for the progress bar.
type HeaderReader = ImageReader<BufReader<ProgressReader<File>>>;

/// Opens `path` if it is a regular file, with its length in bytes.
fn open_regular_file(path: &Path) -> Result<(File, u64), ScanError> {
    // A folder, a device or a pipe is refused before it is opened: /dev/zero would stream for
    // ever and a pipe would block the loader.
    let kind = std::fs::metadata(path).map_err(|e| ScanError::from_io(path, e))?;
    if !kind.is_file() {
        return Err(ScanError::Unsupported {
            path: path.to_path_buf(),
            detail: "it is not a regular file".into(),
        });
    }
    let file = File::open(path).map_err(|e| ScanError::from_io(path, e))?;
    let len = file
        .metadata()
        .map_err(|e| ScanError::from_io(path, e))?
        .len();
    Ok((file, len))
}

/// The format recognised from the content if it is one a scan may have (PNG, JPEG, TIFF);
/// else why the file is refused: another image format, an empty file, or no image at all.
fn supported_format(
    path: &Path,
    guessed: Option<ImageFormat>,
    len: u64,
) -> Result<ImageFormat, ScanError> {
    match guessed {
        Some(f @ (ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::Tiff)) => Ok(f),
        Some(other) => Err(ScanError::Unsupported {
            path: path.to_path_buf(),
            detail: format!(
                "it is a {} image",
                other
                    .extensions_str()
                    .first()
                    .map_or_else(|| format!("{other:?}"), |e| e.to_uppercase())
            ),
        }),
        None if len == 0 => Err(ScanError::Unsupported {
            path: path.to_path_buf(),
            detail: "the file is empty".into(),
        }),
        None => Err(ScanError::Unsupported {
            path: path.to_path_buf(),
            detail: "its content is not a recognised image format".into(),
        }),
    }
}

/// The streaming decoder for a JPEG (after checking that it is not cut off) or an 8-bit PNG,
/// with the header it read; `None` where the picture needs the whole-image decoder instead.
fn open_streaming(
    path: &Path,
    format: ImageFormat,
    reader: HeaderReader,
    limits: &ScanLimits,
) -> Result<Option<(ScanHeader, ScanSource)>, ScanError> {
    match format {
        ImageFormat::Jpeg => {
            check_jpeg_end(path)?;
            let check = |w: u32, h: u32, channels: usize| {
                limits.check(path, w, h, u64::from(w) * u64::from(h) * channels as u64)
            };
            if let Some(rows) = JpegRows::open(path, reader.into_inner(), &check)? {
                let (width, height) = rows.size();
                let header = ScanHeader {
                    width,
                    height,
                    format: "JPEG",
                };
                return Ok(Some((header, ScanSource::Streaming(Box::new(rows)))));
            }
        }
        ImageFormat::Png => {
            let mut input = reader.into_inner();
            input
                .seek(SeekFrom::Start(0))
                .map_err(|e| ScanError::from_io(path, e))?;
            match PngRows::open(path, input, &|w, h, channels| {
                limits.check(path, w, h, u64::from(w) * u64::from(h) * channels as u64)
            }) {
                Ok(rows) => {
                    let (width, height) = rows.size();
                    let header = ScanHeader {
                        width,
                        height,
                        format: "PNG",
                    };
                    return Ok(Some((header, ScanSource::Streaming(Box::new(rows)))));
                }
                Err(Some(e)) => return Err(e),
                Err(None) => {}
            }
        }
        _ => {}
    }
    Ok(None)
}

/// Opens the file again for the `image` crate's whole-image decoder, checks the claimed size
/// against the limits and hands the limits to the decoder, with the header it read.
fn open_whole(
    path: &Path,
    format: ImageFormat,
    limits: &ScanLimits,
    progress: &Arc<LoadProgress>,
) -> Result<(ScanHeader, ScanSource), ScanError> {
    // The whole-image decoder: TIFF, CMYK JPEG, 16-bit or interlaced PNG.
    let file = File::open(path).map_err(|e| ScanError::from_io(path, e))?;
    let reader = BufReader::with_capacity(1 << 20, ProgressReader::new(file, progress.clone()));
    let mut reader = ImageReader::with_format(reader, format);
    // Our own limits are checked below, with the claimed size in the message.
    reader.no_limits();
    let mut decoder = reader
        .into_decoder()
        .map_err(|e| ScanError::from_image(path, e))?;
    let (width, height) = decoder.dimensions();
    limits.check(path, width, height, decoder.total_bytes())?;
    let mut image_limits = image::Limits::default();
    image_limits.max_image_width = Some(limits.max_side);
    image_limits.max_image_height = Some(limits.max_side);
    image_limits.max_alloc = Some(limits.max_decoded_bytes);
    decoder
        .set_limits(image_limits)
        .map_err(|e| ScanError::from_image(path, e))?;
    let header = ScanHeader {
        width,
        height,
        format: match format {
            ImageFormat::Png => "PNG",
            ImageFormat::Jpeg => "JPEG",
            _ => "TIFF",
        },
    };
    Ok((header, ScanSource::Whole(Box::new(decoder))))
}

/// A JPEG must end with its end-of-image marker after the last scan; the decoder would
/// otherwise fill a cut-off file with grey without complaint.
fn check_jpeg_end(path: &Path) -> Result<(), ScanError> {
    let mut file = File::open(path).map_err(|e| ScanError::from_io(path, e))?;
    let len = file
        .metadata()
        .map_err(|e| ScanError::from_io(path, e))?
        .len();
    let tail_len = len.min(64 * 1024);
    file.seek(SeekFrom::Start(len - tail_len))
        .map_err(|e| ScanError::from_io(path, e))?;
    let mut tail = Vec::with_capacity(tail_len as usize);
    file.read_to_end(&mut tail)
        .map_err(|e| ScanError::from_io(path, e))?;
    let last = |marker: u8| tail.windows(2).rposition(|w| w == [0xFF, marker]);
    match (last(0xD9), last(0xDA)) {
        (Some(eoi), Some(sos)) if eoi > sos => Ok(()),
        (Some(_), None) => Ok(()),
        _ => Err(ScanError::Truncated {
            path: path.to_path_buf(),
            detail: "the JPEG has no end-of-image marker after its image data".into(),
        }),
    }
}

/// Keeps 8-bit images as they are; converts deeper ones to 8 bits with the same channels.
pub fn into_layout(image: DynamicImage) -> (PixelLayout, Vec<u8>) {
    match image {
        DynamicImage::ImageLuma8(b) => (PixelLayout::Grey, b.into_raw()),
        DynamicImage::ImageLumaA8(b) => (PixelLayout::GreyAlpha, b.into_raw()),
        DynamicImage::ImageRgb8(b) => (PixelLayout::Rgb, b.into_raw()),
        DynamicImage::ImageRgba8(b) => (PixelLayout::Rgba, b.into_raw()),
        other => {
            let colour = other.color();
            match (colour.has_color(), colour.has_alpha()) {
                (false, false) => (PixelLayout::Grey, other.to_luma8().into_raw()),
                (false, true) => (PixelLayout::GreyAlpha, other.to_luma_alpha8().into_raw()),
                (true, false) => (PixelLayout::Rgb, other.to_rgb8().into_raw()),
                (true, true) => (PixelLayout::Rgba, other.to_rgba8().into_raw()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_are_kept_or_reduced_to_eight_bits() {
        let grey16 = DynamicImage::ImageLuma16(image::ImageBuffer::from_pixel(
            2,
            2,
            image::Luma([65535u16]),
        ));
        let (layout, raw) = into_layout(grey16);
        assert_eq!(layout, PixelLayout::Grey);
        assert_eq!(raw, vec![255; 4]);
        let rgba16 = DynamicImage::ImageRgba16(image::ImageBuffer::new(1, 1));
        assert_eq!(into_layout(rgba16).0, PixelLayout::Rgba);
    }
}
