//! Asking the umpire for a file without blocking the window.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// Shows a file dialog (starting in the given folder) and returns the chosen file. The
/// workbench passes the native dialog; tests pass a closure that returns a fixed path.
pub type FilePicker = Arc<dyn Fn(Option<PathBuf>) -> Option<PathBuf> + Send + Sync>;

/// The native "Open map" dialog (rfd): PNG, JPEG and TIFF scans, or any file.
pub fn native_file_picker() -> FilePicker {
    Arc::new(|start: Option<PathBuf>| {
        let mut dialog = rfd::FileDialog::new()
            .set_title("Open a scanned map")
            .add_filter(
                "Map scans (PNG, JPEG, TIFF)",
                &["png", "jpg", "jpeg", "tif", "tiff"],
            )
            .add_filter("All files", &["*"]);
        if let Some(dir) = start {
            dialog = dialog.set_directory(dir);
        }
        dialog.pick_file()
    })
}

/// A dialog running on its own thread (on macOS the dialog must run on the main thread, so it
/// runs there and blocks until closed).
#[derive(Debug)]
pub struct PendingPick {
    answer: Receiver<Option<PathBuf>>,
}

impl PendingPick {
    /// Opens the dialog; `wake` is called when it closes.
    pub fn start(
        picker: &FilePicker,
        start: Option<PathBuf>,
        wake: impl Fn() + Send + 'static,
    ) -> Self {
        let (tx, rx) = channel();
        let picker = picker.clone();
        let run = move || {
            let _ = tx.send(picker(start));
            wake();
        };
        if cfg!(target_os = "macos") {
            run();
        } else if let Err(e) = std::thread::Builder::new()
            .name("file-dialog".into())
            .spawn(run)
        {
            // No thread for the dialog: nothing was chosen. The caller sees `Some(None)`.
            let (tx, rx2) = channel();
            let _ = tx.send(None);
            drop(e);
            return Self { answer: rx2 };
        }
        Self { answer: rx }
    }

    /// `Some(answer)` once the dialog has closed (`Some(None)` when cancelled).
    pub fn poll(&self) -> Option<Option<PathBuf>> {
        match self.answer.try_recv() {
            Ok(answer) => Some(answer),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(None),
        }
    }
}
