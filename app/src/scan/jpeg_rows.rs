//! JPEG through libjpeg-turbo (the `mozjpeg` crate): rows streamed as they are decoded, and a
//! whole-map preview decoded at reduced size straight from the DCT coefficients (1/8 of the
//! scan needs only each block's average: `jpeg_dc_preview` reads just those where it can).
//!
//! libjpeg reports a fatal error by unwinding; every call into it is wrapped so a damaged file
//! becomes a [`ScanError`], never a panic.

use super::jpeg_dc_preview::block_averages;
use super::progress_reader::ProgressReader;
use super::row_source::RowSource;
use super::scan_error::ScanError;
use super::tile_image::{PixelLayout, TileImage};
use super::whole_preview::make_preview;
use std::fs::File;
use std::io::BufReader;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

type Reader = BufReader<ProgressReader<File>>;

/// A picture decoded whole at reduced size: width, height, channels and pixels.
type ReducedPicture = (u32, u32, PixelLayout, Vec<u8>);

/// What libjpeg said when it gave up, in words.
fn libjpeg_failure(path: &Path, payload: &(dyn std::any::Any + Send)) -> ScanError {
    let detail = payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_string()))
        .unwrap_or_else(|| "the JPEG decoder stopped".into());
    let detail = detail
        .trim_start_matches("libjpeg fatal error: ")
        .to_string();
    let lower = detail.to_ascii_lowercase();
    if lower.contains("premature end") || lower.contains("truncated") {
        ScanError::Truncated {
            path: path.to_path_buf(),
            detail,
        }
    } else {
        ScanError::Corrupt {
            path: path.to_path_buf(),
            detail,
        }
    }
}

/// A baseline or progressive JPEG in RGB or grey, decoded row by row.
pub struct JpegRows {
    started: Option<mozjpeg::decompress::DecompressStarted<Reader>>,
    layout: PixelLayout,
    path: PathBuf,
}

impl std::fmt::Debug for JpegRows {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JpegRows")
            .field("layout", &self.layout)
            .field("path", &self.path)
            .finish()
    }
}

impl JpegRows {
    /// Starts decoding `reader`. `Ok(None)` when libjpeg would not give RGB or grey rows
    /// (CMYK, YCCK): such files go through the whole-image decoder, which converts them.
    /// `check` sees the header's width, height and channels before libjpeg allocates
    /// anything for the pixels, and may refuse them.
    pub fn open(
        path: &Path,
        reader: Reader,
        check: &dyn Fn(u32, u32, usize) -> Result<(), ScanError>,
    ) -> Result<Option<Self>, ScanError> {
        let mut refused = None;
        let opened = catch_unwind(AssertUnwindSafe(|| -> std::io::Result<Option<Self>> {
            let decompress =
                mozjpeg::Decompress::with_markers(mozjpeg::NO_MARKERS).from_reader(reader)?;
            let (w, h) = decompress.size();
            let channels = if decompress.components().len() == 1 {
                1
            } else {
                3
            };
            let (w, h) = (
                u32::try_from(w).unwrap_or(u32::MAX),
                u32::try_from(h).unwrap_or(u32::MAX),
            );
            if let Err(e) = check(w, h, channels) {
                refused = Some(e);
                return Ok(None);
            }
            let started = match decompress.image()? {
                mozjpeg::Format::RGB(s) => (s, PixelLayout::Rgb),
                mozjpeg::Format::Gray(s) => (s, PixelLayout::Grey),
                mozjpeg::Format::CMYK(_) => return Ok(None),
            };
            Ok(Some(Self {
                started: Some(started.0),
                layout: started.1,
                path: path.to_path_buf(),
            }))
        }));
        if let Some(e) = refused {
            return Err(e);
        }
        match opened {
            Ok(Ok(rows)) => Ok(rows),
            Ok(Err(e)) => Err(ScanError::from_io(path, e)),
            Err(payload) => Err(libjpeg_failure(path, payload.as_ref())),
        }
    }
}

impl JpegRows {
    /// Width and height in pixels.
    pub fn size(&self) -> (u32, u32) {
        self.started.as_ref().map_or((0, 0), |s| {
            (
                u32::try_from(s.width()).unwrap_or(0),
                u32::try_from(s.height()).unwrap_or(0),
            )
        })
    }
}

impl RowSource for JpegRows {
    fn layout(&self) -> PixelLayout {
        self.layout
    }

    fn read_rows(&mut self, out: &mut [u8]) -> Result<(), ScanError> {
        let Some(started) = self.started.as_mut() else {
            return Err(ScanError::Corrupt {
                path: self.path.clone(),
                detail: "the JPEG decoder stopped earlier".into(),
            });
        };
        let read = catch_unwind(AssertUnwindSafe(|| {
            started.read_scanlines_into::<u8>(out).map(|_| ())
        }));
        match read {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => {
                self.started = None;
                Err(ScanError::from_io(&self.path, e))
            }
            Err(payload) => {
                // The decoder's state is undefined after an unwind: drop it, never reuse it.
                self.started = None;
                Err(libjpeg_failure(&self.path, payload.as_ref()))
            }
        }
    }
}

/// The eighths (1 to 8) at which to decode a `longest`-pixel side so the result is still at
/// least `side` pixels long.
fn eighths_for(longest: u32, side: u32) -> u8 {
    (1u8..8)
        .find(|&n| u64::from(longest) * u64::from(n) >= u64::from(side) * 8)
        .unwrap_or(8)
}

/// Decodes the whole JPEG at the smallest DCT scale still at least `side` pixels long, then
/// averages it down to at most `side` pixels. `stop` is asked between rows (Cancel).
pub fn jpeg_preview(
    path: &Path,
    longest: u32,
    side: u32,
    stop: &dyn Fn() -> bool,
) -> Result<Option<TileImage>, ScanError> {
    let eighths = eighths_for(longest, side);
    if eighths == 1 {
        let file = File::open(path).map_err(|e| ScanError::from_io(path, e))?;
        // Each block's average is enough: read only the DC coefficients when the file is
        // one that reader takes; libjpeg does the rest (and names any damage).
        if let Some((w, h, layout, raw)) = block_averages(BufReader::new(file), stop) {
            return Ok(make_preview(&raw, w, h, layout, side));
        }
        if stop() {
            return Ok(None);
        }
    }
    let file = File::open(path).map_err(|e| ScanError::from_io(path, e))?;
    let decoded = catch_unwind(AssertUnwindSafe(
        || -> std::io::Result<Option<ReducedPicture>> {
            let mut decompress = mozjpeg::Decompress::with_markers(mozjpeg::NO_MARKERS)
                .from_reader(BufReader::new(file))?;
            decompress.scale(eighths);
            let (mut started, layout) = match decompress.image()? {
                mozjpeg::Format::RGB(s) => (s, PixelLayout::Rgb),
                mozjpeg::Format::Gray(s) => (s, PixelLayout::Grey),
                mozjpeg::Format::CMYK(_) => return Ok(None),
            };
            let (w, h) = (started.width(), started.height());
            let stride = w * layout.channels();
            let mut raw = vec![0u8; stride * h];
            for band in raw.chunks_mut(stride * 16) {
                if stop() {
                    return Ok(None);
                }
                started.read_scanlines_into::<u8>(band)?;
            }
            Ok(Some((w as u32, h as u32, layout, raw)))
        },
    ));
    match decoded {
        Ok(Ok(Some((w, h, layout, raw)))) => Ok(make_preview(&raw, w, h, layout, side)),
        Ok(Ok(None)) => Ok(None),
        Ok(Err(e)) => Err(ScanError::from_io(path, e)),
        Err(payload) => Err(libjpeg_failure(path, payload.as_ref())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_preview_scale_keeps_at_least_the_side() {
        assert_eq!(eighths_for(20_000, 1024), 1);
        assert_eq!(eighths_for(4_000, 1024), 3);
        assert_eq!(eighths_for(1_024, 1024), 8);
        assert_eq!(eighths_for(300, 1024), 8);
        assert_eq!(eighths_for(8_192, 1024), 1);
    }
}
