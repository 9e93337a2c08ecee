//! The picture of one sheet as the window holds it (session-only): where its image file is,
//! its tiles so far, the loader still sending them, or why there is no picture.

use crate::scan::{LoadStats, LoaderEvent, PipelineConfig, ScanError, ScanHeader, ScanLoader};
use crate::scan::{TileStore, Waker};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// What a loader event meant for the sheet, for the workbench to announce.
#[derive(Debug)]
pub enum SheetNews {
    /// The pyramid is known and tiles are on their way: the sheet can be drawn from now on
    /// (its first bands and its preview follow).
    Preview,
    /// Every tile arrived.
    Finished(LoadStats),
    /// The image could not be read (or loading was cancelled).
    Failed(ScanError),
}

/// One sheet's picture.
#[derive(Debug)]
pub struct SheetImage {
    /// A number unique in this session (textures are kept apart by it).
    pub uid: u64,
    /// The image file.
    pub path: PathBuf,
    /// Preview and tiles, once the preview has arrived.
    pub tiles: Option<TileStore>,
    /// The loader still sending tiles.
    pub loader: Option<ScanLoader>,
    /// The image's header, once read.
    pub header: Option<ScanHeader>,
    /// Why there is no picture (missing file, unreadable image, cancelled).
    pub problem: Option<String>,
    /// Whether the sheet is drawn (the sheets panel can hide one).
    pub visible: bool,
}

fn next_uid() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

impl SheetImage {
    /// A sheet whose image is not being loaded (yet).
    pub fn idle(path: PathBuf) -> Self {
        Self {
            uid: next_uid(),
            path,
            tiles: None,
            loader: None,
            header: None,
            problem: None,
            visible: true,
        }
    }

    /// A sheet whose image file is not there.
    pub fn missing(path: PathBuf, named: &str) -> Self {
        Self {
            problem: Some(format!("image missing: {named}")),
            ..Self::idle(path)
        }
    }

    /// Starts loading the image at `path` in the background.
    pub fn load(path: &Path, config: PipelineConfig, waker: Option<Waker>) -> Self {
        Self {
            loader: Some(ScanLoader::start(path, config, waker)),
            ..Self::idle(path.to_path_buf())
        }
    }

    /// Whether tiles are still on their way.
    pub fn is_loading(&self) -> bool {
        self.loader.is_some()
    }

    /// Whether the picture is complete.
    pub fn is_complete(&self) -> bool {
        self.tiles.as_ref().is_some_and(TileStore::is_complete)
    }

    /// What to write over the sheet while it has no picture.
    pub fn note(&self) -> Option<&str> {
        if self.tiles.is_some() {
            None
        } else if let Some(problem) = &self.problem {
            Some(problem.as_str())
        } else if self.loader.is_some() {
            Some("loading…")
        } else {
            None
        }
    }

    /// Stops loading; the tiles received so far stay.
    pub fn cancel(&mut self) {
        if let Some(loader) = self.loader.take() {
            loader.cancel();
            if self.tiles.is_none() {
                self.problem = Some("loading was cancelled".into());
            }
        }
    }

    /// Takes up to `max` events from this sheet's own loader and applies them.
    pub fn poll(&mut self, max: usize) -> Vec<SheetNews> {
        let Some(loader) = &mut self.loader else {
            return Vec::new();
        };
        let events = loader.poll(max);
        let mut news = Vec::new();
        for event in events {
            if let Some(n) = self.apply(event) {
                news.push(n);
            }
        }
        if news
            .iter()
            .any(|n| matches!(n, SheetNews::Finished(_) | SheetNews::Failed(_)))
        {
            self.loader = None;
        }
        news
    }

    /// Applies one loader event (from this sheet's loader or from a load the workbench runs
    /// for a new sheet).
    pub fn apply(&mut self, event: LoaderEvent) -> Option<SheetNews> {
        match event {
            LoaderEvent::Header(h) => {
                self.header = Some(h);
                None
            }
            LoaderEvent::Pyramid { geometry, bank } => {
                let header = self.header.clone().unwrap_or(ScanHeader {
                    width: geometry.width(),
                    height: geometry.height(),
                    format: "image",
                });
                self.tiles = Some(TileStore::new(&self.path, header, geometry, bank));
                self.problem = None;
                Some(SheetNews::Preview)
            }
            LoaderEvent::Preview { image } => {
                if let Some(tiles) = &mut self.tiles {
                    tiles.set_preview(image);
                }
                None
            }
            LoaderEvent::Tile { key } => {
                if let Some(tiles) = &mut self.tiles {
                    tiles.insert(key);
                }
                None
            }
            LoaderEvent::Finished(stats) => {
                if let Some(tiles) = &mut self.tiles {
                    tiles.set_finished(stats.clone());
                }
                Some(SheetNews::Finished(stats))
            }
            LoaderEvent::Failed(err) => {
                if self.tiles.is_none() {
                    self.problem = Some(err.to_string());
                }
                Some(SheetNews::Failed(err))
            }
        }
    }
}
