//! The loading pipeline, run off the UI thread: header check, decode, preview, full-resolution
//! tiles, then the coarser levels built tile by tile.
//!
//! Memory stays near one copy of the scan: the decoded image is cut into tiles from the bottom
//! band up, and after each band the decoded buffer is shortened and given back to the
//! allocator, so decoded pixels and tiles never both hold the whole scan. Coarser levels are
//! averaged from the tiles below them, never from a second full-size image.

use super::downsample::downsample_children;
use super::load_progress::{LoadProgress, LoadStage};
use super::loader_event::{LoadStats, LoaderEvent, ScanHeader};
use super::progress_reader::ProgressReader;
use super::pyramid_geometry::{DEFAULT_TILE_SIZE, PyramidGeometry};
use super::scan_error::ScanError;
use super::scan_limits::ScanLimits;
use super::tile_image::{PixelLayout, TileImage};
use super::tile_key::TileKey;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader};
use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufReader, Read, Seek, SeekFrom};
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

/// Settings of the pipeline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PipelineConfig {
    /// Size limits checked against the header.
    pub limits: ScanLimits,
    /// Tile side in pixels (even, at least 16).
    pub tile_size: u32,
    /// Longest side of the preview in pixels.
    pub preview_side: u32,
    /// Threads used to build the coarser levels.
    pub threads: usize,
}

impl Default for PipelineConfig {
    fn default() -> Self {
        Self {
            limits: ScanLimits::default(),
            tile_size: DEFAULT_TILE_SIZE,
            preview_side: 1024,
            threads: std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .clamp(1, 8),
        }
    }
}

/// Loads the scan at `path`, handing every event to `sink` as it happens (a header, a
/// preview, each tile). Returns the figures of the finished load, or why it failed.
pub fn run_pipeline(
    path: &Path,
    config: &PipelineConfig,
    progress: &Arc<LoadProgress>,
    sink: &mut dyn FnMut(LoaderEvent),
) -> Result<LoadStats, ScanError> {
    let start = Instant::now();
    let cancelled = || ScanError::Cancelled {
        path: path.to_path_buf(),
    };
    let (decoder, header, determinate) =
        open_decoder(path, &config.limits, progress).map_err(|e| {
            if progress.is_cancelled() {
                cancelled()
            } else {
                e
            }
        })?;
    sink(LoaderEvent::Header(header.clone()));

    progress.begin(
        LoadStage::Decoding,
        if determinate { header_len(path) } else { 0 },
    );
    let image = DynamicImage::from_decoder(decoder).map_err(|e| {
        if progress.is_cancelled() {
            cancelled()
        } else {
            ScanError::from_image(path, e)
        }
    })?;
    if progress.is_cancelled() {
        return Err(cancelled());
    }
    let decoded_after = start.elapsed();
    let (layout, mut raw) = into_layout(image);
    let geometry =
        PyramidGeometry::new(header.width, header.height, config.tile_size).ok_or_else(|| {
            ScanError::Corrupt {
                path: path.to_path_buf(),
                detail: "the image has no pixels".into(),
            }
        })?;

    let preview = make_preview(
        &raw,
        header.width,
        header.height,
        layout,
        config.preview_side,
    )
    .ok_or_else(|| ScanError::Corrupt {
        path: path.to_path_buf(),
        detail: "the pixel data is short".into(),
    })?;
    sink(LoaderEvent::Preview {
        geometry,
        image: Arc::new(preview),
    });
    let preview_after = start.elapsed();

    let mut tiles: u64 = 0;
    let mut tile_bytes: u64 = 0;
    let mut count = |image: &TileImage| {
        tiles += 1;
        tile_bytes += image.byte_len() as u64;
    };

    // Full resolution, bottom band first so the decoded buffer can shrink behind us.
    let ts = config.tile_size as usize;
    let channels = layout.channels();
    let stride = header.width as usize * channels;
    let (cols, rows) = geometry.tile_grid(0);
    progress.begin(LoadStage::Tiling, u64::from(rows));
    let mut level: BTreeMap<TileKey, Arc<TileImage>> = BTreeMap::new();
    for row in (0..rows).rev() {
        if progress.is_cancelled() {
            return Err(cancelled());
        }
        let y0 = row as usize * ts;
        let th = ts.min(header.height as usize - y0);
        for col in 0..cols {
            let x0 = col as usize * ts;
            let tw = ts.min(header.width as usize - x0);
            let mut bytes = Vec::with_capacity(tw * th * channels);
            for y in y0..y0 + th {
                let s = y * stride + x0 * channels;
                let line = raw
                    .get(s..s + tw * channels)
                    .ok_or_else(|| ScanError::Corrupt {
                        path: path.to_path_buf(),
                        detail: "the pixel data is short".into(),
                    })?;
                bytes.extend_from_slice(line);
            }
            let tile = TileImage::new(tw as u32, th as u32, layout, bytes).ok_or_else(|| {
                ScanError::Corrupt {
                    path: path.to_path_buf(),
                    detail: "a tile has the wrong size".into(),
                }
            })?;
            count(&tile);
            let key = TileKey::new(0, col, row);
            let tile = Arc::new(tile);
            level.insert(key, tile.clone());
            sink(LoaderEvent::Tile { key, image: tile });
        }
        raw.truncate(y0 * stride);
        raw.shrink_to_fit();
        progress.set_done(u64::from(rows - row));
    }
    drop(raw);

    // Coarser levels, each from the one below, a batch of tiles at a time.
    let above_level0 = geometry
        .total_tiles()
        .saturating_sub(u64::from(cols) * u64::from(rows));
    progress.begin(LoadStage::BuildingLevels, above_level0);
    let mut built: u64 = 0;
    let threads = config.threads.max(1);
    for l in 1..geometry.levels() {
        let keys = geometry.tiles_in_level(l);
        let mut next: BTreeMap<TileKey, Arc<TileImage>> = BTreeMap::new();
        for batch in keys.chunks(threads * 4) {
            if progress.is_cancelled() {
                return Err(cancelled());
            }
            let made = build_batch(&geometry, layout, &level, batch, threads);
            for (key, tile) in made {
                let tile = tile.ok_or_else(|| ScanError::Corrupt {
                    path: path.to_path_buf(),
                    detail: format!("tile {key:?} could not be built"),
                })?;
                count(&tile);
                let tile = Arc::new(tile);
                next.insert(key, tile.clone());
                sink(LoaderEvent::Tile { key, image: tile });
            }
            built += batch.len() as u64;
            progress.set_done(built);
        }
        level = next;
    }
    drop(level);
    progress.begin(LoadStage::Done, 0);
    let stats = LoadStats {
        header,
        layout,
        geometry,
        tiles,
        tile_bytes,
        decoded_after,
        preview_after,
        finished_after: start.elapsed(),
    };
    sink(LoaderEvent::Finished(stats.clone()));
    Ok(stats)
}

/// Builds the tiles of `batch` (all of one level) from `below`, split over `threads`.
fn build_batch(
    geometry: &PyramidGeometry,
    layout: PixelLayout,
    below: &BTreeMap<TileKey, Arc<TileImage>>,
    batch: &[TileKey],
    threads: usize,
) -> Vec<(TileKey, Option<TileImage>)> {
    let build = |key: TileKey| {
        let children = key
            .children()
            .map(|c| c.map(|k| below.get(&k).map(|t| t.as_ref())));
        let tile = children.and_then(|ch| downsample_children(geometry, key, layout, ch));
        (key, tile)
    };
    if threads <= 1 || batch.len() < 2 {
        return batch.iter().map(|&k| build(k)).collect();
    }
    let per_thread = batch.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let handles: Vec<_> = batch
            .chunks(per_thread)
            .map(|chunk| scope.spawn(move || chunk.iter().map(|&k| build(k)).collect::<Vec<_>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| {
                // A worker that panicked leaves its tiles missing; the caller reports that.
                h.join().unwrap_or_default()
            })
            .collect()
    })
}

/// Opens the file, recognises the format from its content, reads the header and checks the
/// limits. Returns the decoder, the header and whether decoding progress can be measured.
fn open_decoder(
    path: &Path,
    limits: &ScanLimits,
    progress: &Arc<LoadProgress>,
) -> Result<(Box<dyn ImageDecoder>, ScanHeader, bool), ScanError> {
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
    progress.begin(LoadStage::ReadingHeader, len);
    let reader = BufReader::with_capacity(1 << 20, ProgressReader::new(file, progress.clone()));
    let mut reader = ImageReader::new(reader)
        .with_guessed_format()
        .map_err(|e| ScanError::from_io(path, e))?;
    let format = match reader.format() {
        Some(f @ (ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::Tiff)) => f,
        Some(other) => {
            return Err(ScanError::Unsupported {
                path: path.to_path_buf(),
                detail: format!(
                    "it is a {} image",
                    other
                        .extensions_str()
                        .first()
                        .map_or_else(|| format!("{other:?}"), |e| e.to_uppercase())
                ),
            });
        }
        None if len == 0 => {
            return Err(ScanError::Unsupported {
                path: path.to_path_buf(),
                detail: "the file is empty".into(),
            });
        }
        None => {
            return Err(ScanError::Unsupported {
                path: path.to_path_buf(),
                detail: "its content is not a recognised image format".into(),
            });
        }
    };
    if format == ImageFormat::Jpeg {
        check_jpeg_end(path)?;
    }
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
    let format_name = match format {
        ImageFormat::Png => "PNG",
        ImageFormat::Jpeg => "JPEG",
        _ => "TIFF",
    };
    // The JPEG decoder reads the whole file before decoding, so its progress cannot be told.
    let determinate = format != ImageFormat::Jpeg;
    let decoder: Box<dyn ImageDecoder> = Box::new(decoder);
    Ok((
        decoder,
        ScanHeader {
            width,
            height,
            format: format_name,
        },
        determinate,
    ))
}

fn header_len(path: &Path) -> u64 {
    std::fs::metadata(path).map_or(0, |m| m.len())
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
fn into_layout(image: DynamicImage) -> (PixelLayout, Vec<u8>) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preview_fits_the_side_and_averages() {
        let (w, h) = (100u32, 40u32);
        let raw: Vec<u8> = (0..w * h)
            .map(|i| if (i % w) < 50 { 0 } else { 200 })
            .collect();
        let p = make_preview(&raw, w, h, PixelLayout::Grey, 25).expect("preview");
        assert_eq!((p.width(), p.height()), (25, 10));
        assert_eq!(p.rgba_at(0, 0)[0], 0);
        assert_eq!(p.rgba_at(24, 9)[0], 200);
        assert!(make_preview(&raw[..10], w, h, PixelLayout::Grey, 25).is_none());
    }

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
