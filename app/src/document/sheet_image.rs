//! The picture of one sheet as the window holds it (session-only): where its image file is,
//! its tiles so far, the loader still sending them (or the load waiting for its turn), or why
//! there is no picture.

use super::sheet_loads::{LoadTurn, SheetLoads};
use crate::scan::{LoadStats, LoaderEvent, PipelineConfig, ScanError, ScanHeader, ScanLoader};
use crate::scan::{TileStore, Waker};
use std::path::{Path, PathBuf};
use std::sync::Arc;
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
    /// A load waiting for its turn (another sheet of the map is decoding).
    queued: Option<QueuedLoad>,
    /// What the map's sheets share: the turn to decode and the budget of tiles in memory.
    loads: Option<Arc<SheetLoads>>,
    /// This sheet's turn to decode, held while its loader runs.
    turn: Option<LoadTurn>,
    /// Told when this sheet's load ends, so the next sheet's starts without waiting for input.
    waker: Option<Wake>,
}

/// The window's waker (a closure, so without `Debug` of its own).
#[derive(Clone)]
struct Wake(Waker);

impl std::fmt::Debug for Wake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Wake")
    }
}

/// A load not started yet: what it will start with.
struct QueuedLoad {
    config: PipelineConfig,
}

impl std::fmt::Debug for QueuedLoad {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("QueuedLoad")
            .field("config", &self.config)
            .finish()
    }
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
            queued: None,
            loads: None,
            turn: None,
            waker: None,
        }
    }

    /// A sheet whose image file is not there.
    pub fn missing(path: PathBuf, named: &str) -> Self {
        Self {
            problem: Some(format!("image missing: {named}")),
            ..Self::idle(path)
        }
    }

    /// Loads the image at `path` in the background: at once, or, once the sheet belongs to a
    /// map ([`SheetImage::join`]), when no other sheet of the map is decoding (on a poll).
    pub fn load(path: &Path, config: PipelineConfig, waker: Option<Waker>) -> Self {
        Self {
            queued: Some(QueuedLoad { config }),
            waker: waker.map(Wake),
            ..Self::idle(path.to_path_buf())
        }
    }

    /// The bytes of tiles in memory the load waiting to start was given.
    pub fn tile_budget(&self) -> Option<usize> {
        self.queued.as_ref().map(|q| q.config.tile_memory_budget)
    }

    /// Makes this sheet one of a map's: it decodes in its turn and its tiles in memory count
    /// against the map's one budget.
    pub fn join(&mut self, loads: &Arc<SheetLoads>) {
        self.loads = Some(loads.clone());
        if let Some(tiles) = &self.tiles {
            tiles.bank().share_budget(loads.tiles().clone());
        }
    }

    /// Starts the waiting load if it is this sheet's turn (always, for a sheet of no map).
    fn start_if_turn(&mut self) {
        if self.queued.is_none() {
            return;
        }
        let turn = match &self.loads {
            Some(loads) => match loads.take_turn() {
                Some(turn) => Some(turn),
                None => return,
            },
            None => None,
        };
        if let Some(queued) = self.queued.take() {
            self.turn = turn;
            self.loader = Some(ScanLoader::start(
                &self.path,
                queued.config,
                self.waker.as_ref().map(|w| w.0.clone()),
            ));
        }
    }

    /// The load ended: the turn passes on, the sheet keeps no more than its share of the
    /// shared budget, and the window is woken so the next sheet starts.
    fn end_load(&mut self) {
        self.loader = None;
        if self.turn.take().is_some() {
            if let (Some(loads), Some(tiles)) = (&self.loads, &self.tiles) {
                tiles.bank().trim_to(loads.share());
            }
            if let Some(wake) = &self.waker {
                (wake.0)();
            }
        }
    }

    /// Whether tiles are still on their way (or the load waits for its turn).
    pub fn is_loading(&self) -> bool {
        self.loader.is_some() || self.queued.is_some()
    }

    /// Whether the load waits for another sheet's to finish.
    pub fn is_waiting(&self) -> bool {
        self.queued.is_some()
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
        } else if self.queued.is_some() {
            Some("waiting to load…")
        } else {
            None
        }
    }

    /// Stops loading; the tiles received so far stay.
    pub fn cancel(&mut self) {
        let waiting = self.queued.take().is_some();
        if let Some(loader) = self.loader.take() {
            loader.cancel();
        } else if !waiting {
            return;
        }
        self.end_load();
        if self.tiles.is_none() {
            self.problem = Some("loading was cancelled".into());
        }
    }

    /// Takes up to `max` events from this sheet's own loader and applies them.
    pub fn poll(&mut self, max: usize) -> Vec<SheetNews> {
        self.start_if_turn();
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
            self.end_load();
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
                if let Some(loads) = &self.loads {
                    bank.share_budget(loads.tiles().clone());
                }
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
