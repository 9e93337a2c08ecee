//! A floor photo being read on a thread of its own, through the map scans' own opening
//! (`crate::scan`): only a regular file is opened (a pipe would wait for ever, a device stream
//! for ever), the header is held to the scans' [`ScanLimits`] before a pixel is decoded, and the
//! pixels pass once, band by band, into a picture no longer than a texture may be. A JPEG is
//! decoded straight at a reduced size. Dropping the load stops the thread within one band.

use crate::scan::jpeg_rows::jpeg_preview;
use crate::scan::preview_sampler::PreviewSampler;
use crate::scan::scan_source::{ScanSource, open_scan};
use crate::scan::{LoadProgress, ScanError, ScanLimits, TileImage};
use egui::ColorImage;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// Rows decoded at a time between looks at the stop flag.
const BAND_ROWS: usize = 64;

/// A photo read: its size in the file's pixels and the picture shown, perhaps scaled down.
pub struct ReadPhoto {
    /// Width in the file's pixels.
    pub width: u32,
    /// Height in the file's pixels.
    pub height: u32,
    /// The picture for the screen, at most the side asked for.
    pub image: ColorImage,
}

/// A picture being decoded on its own thread: its name as the game keeps it, and the answer.
pub struct PhotoLoad {
    /// The photo's name as the game keeps it.
    pub file: String,
    /// Whether the umpire opened it to calibrate (else the game's own photo came back).
    pub calibrate: bool,
    answer: Receiver<Result<ReadPhoto, String>>,
    progress: Arc<LoadProgress>,
}

impl std::fmt::Debug for PhotoLoad {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PhotoLoad({})", self.file)
    }
}

impl Clone for PhotoLoad {
    /// A copy of a load in progress is no load: the answer goes to the original only, and
    /// dropping the copy stops nothing.
    fn clone(&self) -> Self {
        let (_, answer) = channel();
        PhotoLoad {
            file: self.file.clone(),
            calibrate: self.calibrate,
            answer,
            progress: Arc::default(),
        }
    }
}

impl Drop for PhotoLoad {
    fn drop(&mut self) {
        self.progress.cancel();
    }
}

impl PhotoLoad {
    /// Starts reading `path` (named `file` in the game) on a thread of its own, into a picture
    /// at most `side` pixels long; `wake` is called once the answer is there.
    pub fn start(
        path: PathBuf,
        file: String,
        calibrate: bool,
        side: u32,
        wake: impl Fn() + Send + 'static,
    ) -> Self {
        let (tx, answer) = channel();
        let progress = Arc::new(LoadProgress::default());
        let thread_progress = progress.clone();
        let started = std::thread::Builder::new()
            .name("floor-photo".into())
            .spawn({
                let tx = tx.clone();
                move || {
                    let read = read_photo(&path, side, &thread_progress);
                    let _ = tx.send(read.map_err(|e| e.to_string()));
                    wake();
                }
            });
        if let Err(e) = started {
            let _ = tx.send(Err(format!("no thread could be started for it ({e})")));
        }
        PhotoLoad {
            file,
            calibrate,
            answer,
            progress,
        }
    }

    /// The answer once it is there (`None` while the photo is still being read).
    pub fn answer(&self) -> Option<Result<ReadPhoto, String>> {
        match self.answer.try_recv() {
            Ok(answer) => Some(answer),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err("the picture's loader stopped".into())),
        }
    }
}

/// Reads a photo as the map's scans are read (a regular file, the header within the limits),
/// into a picture at most `side` pixels long.
fn read_photo(
    path: &Path,
    side: u32,
    progress: &Arc<LoadProgress>,
) -> Result<ReadPhoto, ScanError> {
    let opened = open_scan(path, &ScanLimits::default(), progress)?;
    let (width, height) = (opened.header.width, opened.header.height);
    let stopped = || progress.is_cancelled();
    let streaming_jpeg = opened.jpeg && matches!(opened.source, ScanSource::Streaming(_));
    let picture = if streaming_jpeg {
        // Decoded at the smallest scale libjpeg offers that still fills `side`.
        match jpeg_preview(path, width.max(height), side, &stopped)? {
            Some(picture) => picture,
            None => sampled(path, opened.source, width, height, side, progress)?,
        }
    } else {
        sampled(path, opened.source, width, height, side, progress)?
    };
    if stopped() {
        return Err(ScanError::Cancelled {
            path: path.to_path_buf(),
        });
    }
    Ok(ReadPhoto {
        width,
        height,
        image: picture.to_color_image(),
    })
}

/// The picture sampled from the rows as they pass, a band at a time (never the whole photo
/// at full size, unless its decoder can only decode it whole).
fn sampled(
    path: &Path,
    source: ScanSource,
    width: u32,
    height: u32,
    side: u32,
    progress: &Arc<LoadProgress>,
) -> Result<TileImage, ScanError> {
    let mut rows = source.into_rows(path)?;
    let layout = rows.layout();
    let stride = width as usize * layout.channels();
    let mut sampler = PreviewSampler::new(width, height, layout, side);
    let mut band = vec![0u8; stride * BAND_ROWS];
    let mut left = height as usize;
    while left > 0 {
        if progress.is_cancelled() {
            return Err(ScanError::Cancelled {
                path: path.to_path_buf(),
            });
        }
        let n = left.min(BAND_ROWS);
        let band = &mut band[..stride * n];
        rows.read_rows(band)?;
        sampler.add_rows(band);
        left -= n;
    }
    sampler.finish().ok_or_else(|| ScanError::Corrupt {
        path: path.to_path_buf(),
        detail: "the picture holds no rows".into(),
    })
}
