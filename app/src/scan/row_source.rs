//! A scan's pixels read top to bottom, a band of rows at a time, so that no decoder has to hold
//! the whole picture: JPEG and PNG stream their rows; other files are decoded whole first and
//! then handed out band by band.

use super::scan_error::ScanError;
use super::tile_image::PixelLayout;

/// Rows of 8-bit pixels, top first.
pub trait RowSource {
    /// The channels of every row.
    fn layout(&self) -> PixelLayout;

    /// Fills `out` (whole rows, `width × channels` bytes each) with the next rows.
    fn read_rows(&mut self, out: &mut [u8]) -> Result<(), ScanError>;
}

/// A picture already decoded whole (TIFF, CMYK JPEG, 16-bit or interlaced PNG).
#[derive(Debug)]
pub struct DecodedRows {
    layout: PixelLayout,
    raw: Vec<u8>,
    next: usize,
    path: std::path::PathBuf,
}

impl DecodedRows {
    /// Hands out `raw` (rows of `layout` pixels) from the top.
    pub fn new(path: &std::path::Path, layout: PixelLayout, raw: Vec<u8>) -> Self {
        Self {
            layout,
            raw,
            next: 0,
            path: path.to_path_buf(),
        }
    }
}

impl RowSource for DecodedRows {
    fn layout(&self) -> PixelLayout {
        self.layout
    }

    fn read_rows(&mut self, out: &mut [u8]) -> Result<(), ScanError> {
        let rows = self
            .raw
            .get(self.next..self.next + out.len())
            .ok_or_else(|| ScanError::Corrupt {
                path: self.path.clone(),
                detail: "the pixel data is short".into(),
            })?;
        out.copy_from_slice(rows);
        self.next += out.len();
        if self.next == self.raw.len() {
            // The last rows are out: give the memory back before the coarser levels finish.
            self.raw = Vec::new();
            self.next = 0;
        }
        Ok(())
    }
}

/// The PNG rows of a non-interlaced, at most 8-bit PNG, expanded to whole bytes per channel.
pub struct PngRows<R: std::io::BufRead + std::io::Seek> {
    reader: png::Reader<R>,
    layout: PixelLayout,
    path: std::path::PathBuf,
}

impl<R: std::io::BufRead + std::io::Seek> std::fmt::Debug for PngRows<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PngRows")
            .field("layout", &self.layout)
            .finish()
    }
}

impl<R: std::io::BufRead + std::io::Seek> PngRows<R> {
    /// Streams `reader`'s rows when the PNG can be streamed as 8-bit rows: returns `Err` with
    /// the input back when it cannot (interlaced or 16-bit: those go through the whole-image
    /// decoder, which converts them exactly as before).
    /// `check` sees the header's width, height and channels before any row is read.
    pub fn open(
        path: &std::path::Path,
        input: R,
        check: &dyn Fn(u32, u32, usize) -> Result<(), ScanError>,
    ) -> Result<Self, Option<ScanError>> {
        let mut decoder = png::Decoder::new_with_limits(input, png::Limits { bytes: 256 << 20 });
        decoder.set_transformations(png::Transformations::EXPAND);
        decoder.ignore_checksums(false);
        let reader = decoder
            .read_info()
            .map_err(|e| Some(ScanError::from_png(path, e)))?;
        let info = reader.info();
        check(info.width, info.height, 4).map_err(Some)?;
        if info.interlaced || info.bit_depth == png::BitDepth::Sixteen {
            return Err(None);
        }
        let layout = match reader.output_color_type() {
            (png::ColorType::Grayscale, png::BitDepth::Eight) => PixelLayout::Grey,
            (png::ColorType::GrayscaleAlpha, png::BitDepth::Eight) => PixelLayout::GreyAlpha,
            (png::ColorType::Rgb, png::BitDepth::Eight) => PixelLayout::Rgb,
            (png::ColorType::Rgba, png::BitDepth::Eight) => PixelLayout::Rgba,
            _ => return Err(None),
        };
        Ok(Self {
            reader,
            layout,
            path: path.to_path_buf(),
        })
    }
}

impl<R: std::io::BufRead + std::io::Seek> PngRows<R> {
    /// Width and height in pixels.
    pub fn size(&self) -> (u32, u32) {
        (self.reader.info().width, self.reader.info().height)
    }
}

impl<R: std::io::BufRead + std::io::Seek> RowSource for PngRows<R> {
    fn layout(&self) -> PixelLayout {
        self.layout
    }

    fn read_rows(&mut self, out: &mut [u8]) -> Result<(), ScanError> {
        let stride = self.reader.info().width as usize * self.layout.channels();
        for line in out.chunks_exact_mut(stride.max(1)) {
            let row = self
                .reader
                .next_row()
                .map_err(|e| ScanError::from_png(&self.path, e))?
                .ok_or_else(|| ScanError::Truncated {
                    path: self.path.clone(),
                    detail: "the PNG ends before its last row".into(),
                })?;
            let data = row.data();
            let data = data.get(..stride).ok_or_else(|| ScanError::Corrupt {
                path: self.path.clone(),
                detail: "a PNG row is short".into(),
            })?;
            line.copy_from_slice(data);
        }
        Ok(())
    }
}
