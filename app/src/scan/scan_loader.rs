//! A scan being loaded on its own thread, seen from the window.

use super::load_progress::{LoadProgress, LoadStage};
use super::loader_event::LoaderEvent;
use super::pipeline::{PipelineConfig, run_pipeline};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// Something the loading thread calls after each event so the window repaints (the window
/// passes `egui::Context::request_repaint`).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Handle on a background load. Events arrive through [`ScanLoader::poll`]; dropping the
/// handle cancels the load.
pub struct ScanLoader {
    path: PathBuf,
    progress: Arc<LoadProgress>,
    events: Receiver<LoaderEvent>,
    finished: bool,
}

impl std::fmt::Debug for ScanLoader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ScanLoader")
            .field("path", &self.path)
            .field("finished", &self.finished)
            .finish()
    }
}

impl ScanLoader {
    /// Starts loading `path` on a new thread.
    pub fn start(path: &Path, config: PipelineConfig, waker: Option<Waker>) -> Self {
        let (tx, rx) = channel();
        let progress = Arc::new(LoadProgress::default());
        let thread_progress = progress.clone();
        let thread_path = path.to_path_buf();
        let spawned = std::thread::Builder::new()
            .name("scan-loader".into())
            .spawn(move || {
                let wake = || {
                    if let Some(w) = &waker {
                        w();
                    }
                };
                let mut sink = |event: LoaderEvent| {
                    // The window may have gone (cancelled); then there is no one to tell.
                    let _ = tx.send(event);
                    wake();
                };
                if let Err(err) = run_pipeline(&thread_path, &config, &thread_progress, &mut sink) {
                    sink(LoaderEvent::Failed(err));
                }
            });
        if let Err(err) = spawned {
            // No thread: report it through the same channel the thread would have used.
            let (tx, rx2) = channel();
            let _ = tx.send(LoaderEvent::Failed(super::scan_error::ScanError::Io {
                path: path.to_path_buf(),
                source: err,
            }));
            return Self {
                path: path.to_path_buf(),
                progress,
                events: rx2,
                finished: false,
            };
        }
        Self {
            path: path.to_path_buf(),
            progress,
            events: rx,
            finished: false,
        }
    }

    /// The file being loaded.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The current stage.
    pub fn stage(&self) -> LoadStage {
        self.progress.stage()
    }

    /// The fraction of the current stage done (`None` when it cannot be told).
    pub fn fraction(&self) -> Option<f32> {
        self.progress.fraction()
    }

    /// Asks the thread to stop; it stops within one tile or one read buffer.
    pub fn cancel(&self) {
        self.progress.cancel();
    }

    /// Takes up to `max` waiting events (fewer if none are waiting).
    pub fn poll(&mut self, max: usize) -> Vec<LoaderEvent> {
        let mut out = Vec::new();
        while out.len() < max {
            match self.events.try_recv() {
                Ok(event) => {
                    if matches!(event, LoaderEvent::Finished(_) | LoaderEvent::Failed(_)) {
                        self.finished = true;
                    }
                    out.push(event);
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    if !self.finished {
                        self.finished = true;
                        out.push(LoaderEvent::Failed(super::scan_error::ScanError::Corrupt {
                            path: self.path.clone(),
                            detail: "the loading thread stopped unexpectedly".into(),
                        }));
                    }
                    break;
                }
            }
        }
        out
    }

    /// Whether the last event (finished or failed) has been taken.
    pub fn is_finished(&self) -> bool {
        self.finished
    }
}

impl Drop for ScanLoader {
    fn drop(&mut self) {
        self.progress.cancel();
    }
}
