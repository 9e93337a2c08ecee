//! The loading pipeline, run off the UI thread: header check, then the rows streamed top to
//! bottom a band at a time. Each band goes to a second thread that cuts it into
//! full-resolution tiles and averages it into the coarser levels as it goes, so the decoder
//! only decodes (the first band is cut at once on the loading thread: the first pixels show
//! after one band). A JPEG also gets a whole-map preview decoded at reduced size on
//! its own thread meanwhile; other formats get theirs sampled from the rows as they pass.
//!
//! Memory stays bounded: a few bands of rows, and the tiles in a [`TileBank`] that keeps
//! only a budget in memory and the rest in a disk cache.

use super::jpeg_rows::jpeg_preview;
use super::level_builder::{LevelBand, LevelBuilder, cut_band};
use super::load_progress::{LoadProgress, LoadStage};
use super::loader_event::{LoadStats, LoaderEvent};
use super::preview_sampler::PreviewSampler;
use super::preview_share::PreviewShare;
use super::pyramid_geometry::{DEFAULT_TILE_SIZE, PyramidGeometry};
use super::row_source::RowSource;
use super::scan_error::ScanError;
use super::scan_limits::ScanLimits;
use super::scan_source::{ScanSource, open_scan};
use super::tile_bank::{DEFAULT_TILE_MEMORY_BUDGET, TileBank};
use super::tile_image::{PixelLayout, TileImage};
use super::tile_key::TileKey;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel, sync_channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Settings of the pipeline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PipelineConfig {
    /// Size limits checked against the header.
    pub limits: ScanLimits,
    /// Tile side in pixels (even, at least 16).
    pub tile_size: u32,
    /// Longest side of the preview in pixels.
    pub preview_side: u32,
    /// Threads used: with 2 or more the coarser levels (and a JPEG's preview) are made beside
    /// the decoding; with 1 everything runs in turn on the loading thread.
    pub threads: usize,
    /// Bytes of tiles kept in memory; the rest wait in a disk cache.
    pub tile_memory_budget: usize,
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
            tile_memory_budget: DEFAULT_TILE_MEMORY_BUDGET,
        }
    }
}

/// Loads the scan at `path`, handing every event to `sink` as it happens (the header, the
/// pyramid and its bank, each tile, the preview). Returns the figures of the finished load, or
/// why it failed.
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
    let or_cancelled = |e: ScanError| {
        if progress.is_cancelled() {
            cancelled()
        } else {
            e
        }
    };
    let opened = open_scan(path, &config.limits, progress).map_err(or_cancelled)?;
    let header = opened.header.clone();
    sink(LoaderEvent::Header(header.clone()));
    progress.begin(LoadStage::Decoding, opened.file_len);
    // A reduced-size preview is decoded beside the rows only where libjpeg streams them.
    let jpeg = opened.jpeg && matches!(opened.source, ScanSource::Streaming(_));
    let rows = opened.source.into_rows(path).map_err(or_cancelled)?;
    let geometry =
        PyramidGeometry::new(header.width, header.height, config.tile_size).ok_or_else(|| {
            ScanError::Corrupt {
                path: path.to_path_buf(),
                detail: "the image has no pixels".into(),
            }
        })?;
    let bank = Arc::new(TileBank::new(config.tile_memory_budget));
    sink(LoaderEvent::Pyramid {
        geometry,
        bank: bank.clone(),
    });
    let mut run = StreamRun {
        path,
        config,
        progress,
        geometry,
        layout: rows.layout(),
        bank,
        start,
        tiles: 0,
        tile_bytes: 0,
        first_tiles_after: None,
        preview_after: None,
    };
    let decoded_after = run.stream(rows, jpeg, sink).map_err(or_cancelled)?;
    if run.tiles != geometry.total_tiles() {
        return Err(ScanError::Corrupt {
            path: path.to_path_buf(),
            detail: format!(
                "{} of {} tiles could be made",
                run.tiles,
                geometry.total_tiles()
            ),
        });
    }
    progress.begin(LoadStage::Done, 0);
    let finished_after = start.elapsed();
    let stats = LoadStats {
        header,
        layout: run.layout,
        geometry,
        tiles: run.tiles,
        tile_bytes: run.tile_bytes,
        first_tiles_after: run.first_tiles_after.unwrap_or(finished_after),
        decoded_after,
        preview_after: run.preview_after.unwrap_or(finished_after),
        finished_after,
    };
    sink(LoaderEvent::Finished(stats.clone()));
    Ok(stats)
}

/// A message from the helper threads to the loading thread.
enum Made {
    /// A tile of a coarser level is in the bank (its bytes).
    Tile(TileKey, usize),
    /// The JPEG's reduced-size preview (or why there is none).
    Preview(Result<Option<TileImage>, ScanError>),
}

/// The band buffers coming back from the building, and whether to wait for each.
struct Spent<'a> {
    rx: &'a Receiver<Vec<u8>>,
    /// While the preview is not out, the loading thread waits for each band to be built
    /// before the next, and for the preview itself once it was found starved.
    preview: &'a PreviewShare,
}

/// Marks the preview out when dropped.
struct Finish<'a>(&'a PreviewShare);

impl Drop for Finish<'_> {
    fn drop(&mut self) {
        self.0.finish();
    }
}

/// One load's streaming state.
struct StreamRun<'a> {
    path: &'a Path,
    config: &'a PipelineConfig,
    progress: &'a Arc<LoadProgress>,
    geometry: PyramidGeometry,
    layout: PixelLayout,
    bank: Arc<TileBank>,
    start: Instant,
    tiles: u64,
    tile_bytes: u64,
    first_tiles_after: Option<Duration>,
    preview_after: Option<Duration>,
}

impl StreamRun<'_> {
    fn cancelled(&self) -> ScanError {
        ScanError::Cancelled {
            path: self.path.to_path_buf(),
        }
    }

    /// Reads every row, cutting level 0 here and building the other levels beside; returns
    /// when the rows were all read.
    fn stream(
        &mut self,
        mut rows: Box<dyn RowSource>,
        jpeg: bool,
        sink: &mut dyn FnMut(LoaderEvent),
    ) -> Result<Duration, ScanError> {
        let stop = AtomicBool::new(false);
        let (made_tx, made_rx) = channel::<Made>();
        let parallel = self.config.threads > 1;
        let geometry = self.geometry;
        let layout = self.layout;
        let (path, progress, side) = (self.path, self.progress, self.config.preview_side);
        let longest = geometry.width().max(geometry.height());
        let stopped = || stop.load(Ordering::Relaxed) || progress.is_cancelled();
        // While the JPEG's preview is decoded, the loading thread waits for each band's levels
        // before it decodes the next, so that only two threads compete for the cores; and
        // should the preview (what the umpire waits for) still get less than a core, because
        // another program keeps one busy, the decoding waits for the preview to be out. Once
        // it is out, decoding and building run side by side.
        let preview_share = PreviewShare::new(!(jpeg && parallel));
        // Bands' buffers go back to the loading thread to be filled again (fresh ones would
        // each cost the kernel a band of zeroed pages).
        let (spent_tx, spent_rx) = channel::<Vec<u8>>();
        let builder = Arc::new(Mutex::new(LevelBuilder::new(geometry, layout)));
        // Cuts a band into level-0 tiles (all but the first, cut on the loading thread as soon
        // as it is read) and builds the levels above from it: on its own thread, or on the
        // loading thread with one thread only.
        let band_builder = || {
            let (bank, levels_tx) = (self.bank.clone(), made_tx.clone());
            let (spent_tx, builder) = (spent_tx.clone(), builder.clone());
            move |band: LevelBand| {
                let mut put = |key: TileKey, tile: TileImage| {
                    let bytes = tile.byte_len();
                    bank.put(key, tile);
                    let _ = levels_tx.send(Made::Tile(key, bytes));
                };
                if band.y0 > 0 && parallel {
                    for (key, tile) in cut_band(&geometry, layout, &band) {
                        put(key, tile);
                    }
                }
                builder
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .push(&band, &mut put);
                let _ = spent_tx.send(band.bytes);
            }
        };
        let build = band_builder();
        drop(spent_tx);
        std::thread::scope(|scope| {
            if jpeg {
                if parallel {
                    let tx = made_tx.clone();
                    let share = &preview_share;
                    scope.spawn(move || {
                        // Out in every case, even should the decoding below unwind.
                        let finish = Finish(share);
                        let watch = share.watch();
                        let made = jpeg_preview(path, longest, side, &|| {
                            watch.tick();
                            stopped()
                        });
                        drop(finish);
                        let _ = tx.send(Made::Preview(made));
                    });
                } else {
                    let made = jpeg_preview(path, longest, side, &stopped);
                    let _ = made_tx.send(Made::Preview(made));
                }
            }
            drop(made_tx);
            let result = if parallel {
                let (band_tx, band_rx) = sync_channel::<LevelBand>(0);
                scope.spawn(move || {
                    for band in band_rx {
                        build(band);
                    }
                });
                let spent = Spent {
                    rx: &spent_rx,
                    preview: &preview_share,
                };
                let r = self.read_bands(&mut *rows, jpeg, &made_rx, &spent, sink, &mut |band| {
                    band_tx.send(band).is_ok()
                });
                drop(band_tx);
                r
            } else {
                let spent = Spent {
                    rx: &spent_rx,
                    preview: &preview_share,
                };
                let r = self.read_bands(&mut *rows, jpeg, &made_rx, &spent, sink, &mut |band| {
                    build(band);
                    true
                });
                // Its sender of tiles goes, so that the wait below for the last ones ends.
                drop(build);
                r
            };
            if result.is_err() {
                stop.store(true, Ordering::Relaxed);
            }
            let decoded_after = result?;
            // The coarser levels and the preview still on their way.
            for made in made_rx {
                self.forward(made, sink)?;
            }
            if self.preview_after.is_none() {
                // No reduced-size decode was possible: the top level stands in.
                let top = TileKey::new(geometry.top_level(), 0, 0);
                if let Some(tile) = self.bank.get(top) {
                    self.send_preview(tile.as_ref().clone(), sink);
                }
            }
            Ok(decoded_after)
        })
    }

    /// Reads the rows a tile row at a time: cuts each band into level-0 tiles and passes it on
    /// with `pass` (false: the receiver has gone).
    fn read_bands(
        &mut self,
        rows: &mut dyn RowSource,
        jpeg: bool,
        made_rx: &Receiver<Made>,
        spent: &Spent<'_>,
        sink: &mut dyn FnMut(LoaderEvent),
        pass: &mut dyn FnMut(LevelBand) -> bool,
    ) -> Result<Duration, ScanError> {
        let (w, h) = (self.geometry.width(), self.geometry.height());
        let ts = self.geometry.tile_size();
        let stride = w as usize * self.layout.channels();
        let mut sampler =
            (!jpeg).then(|| PreviewSampler::new(w, h, self.layout, self.config.preview_side));
        let mut y0 = 0;
        while y0 < h {
            if self.progress.is_cancelled() {
                return Err(self.cancelled());
            }
            let n = ts.min(h - y0);
            if y0 > 0 {
                spent.preview.wait_if_starved();
            }
            let mut bytes = if y0 > 0 && !spent.preview.is_out() {
                // The band before is built (or the building thread has gone).
                spent.rx.recv().unwrap_or_default()
            } else {
                spent.rx.try_recv().unwrap_or_default()
            };
            bytes.resize(stride * n as usize, 0);
            rows.read_rows(&mut bytes)?;
            if let Some(sampler) = &mut sampler {
                sampler.add_rows(&bytes);
            }
            let band = LevelBand {
                level: 0,
                y0,
                rows: n,
                bytes,
            };
            if y0 == 0 || self.config.threads <= 1 {
                for (key, tile) in cut_band(&self.geometry, self.layout, &band) {
                    let bytes = tile.byte_len();
                    self.bank.put(key, tile);
                    self.count(key, bytes, sink);
                }
            }
            if !pass(band) {
                return Err(ScanError::Corrupt {
                    path: self.path.to_path_buf(),
                    detail: "the thread building the coarser levels stopped".into(),
                });
            }
            while let Ok(made) = made_rx.try_recv() {
                self.forward(made, sink)?;
            }
            y0 += n;
        }
        let decoded_after = self.start.elapsed();
        if let Some(preview) = sampler.and_then(|s| s.finish()) {
            self.send_preview(preview, sink);
        }
        Ok(decoded_after)
    }

    fn count(&mut self, key: TileKey, bytes: usize, sink: &mut dyn FnMut(LoaderEvent)) {
        self.tiles += 1;
        self.tile_bytes += bytes as u64;
        if key.level == 0 {
            self.first_tiles_after.get_or_insert(self.start.elapsed());
        }
        sink(LoaderEvent::Tile { key });
    }

    fn send_preview(&mut self, preview: TileImage, sink: &mut dyn FnMut(LoaderEvent)) {
        if self.preview_after.is_none() {
            // The window keeps the preview: it counts in the tiles' budget, and any tiles it
            // sends to disk go here, off the window's thread.
            self.bank.hold_preview(preview.byte_len());
            sink(LoaderEvent::Preview {
                image: Arc::new(preview),
            });
            self.preview_after = Some(self.start.elapsed());
        }
    }

    fn forward(&mut self, made: Made, sink: &mut dyn FnMut(LoaderEvent)) -> Result<(), ScanError> {
        match made {
            Made::Tile(key, bytes) => self.count(key, bytes, sink),
            Made::Preview(Ok(Some(preview))) => self.send_preview(preview, sink),
            Made::Preview(Ok(None)) if self.progress.is_cancelled() => {
                return Err(self.cancelled());
            }
            // No reduced-size decode: the top level stands in at the end.
            Made::Preview(Ok(None)) => {}
            Made::Preview(Err(e)) => return Err(e),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::whole_preview::make_preview;

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
}
