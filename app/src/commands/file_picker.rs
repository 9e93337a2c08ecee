//! Asking the umpire for a file without blocking the window.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// What the file is wanted for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FileAction {
    /// Open a map file (or a scan, which starts a new map).
    OpenMap,
    /// Start a new map from a scan.
    NewMapFromImage,
    /// Add a scan to the open map as a further sheet.
    AddSheet,
    /// Save the map under a new name.
    SaveMapAs,
    /// Start a game on the open map from an order of battle (TOML or JSON).
    OpenOrderOfBattle,
    /// Save the casualty record sheet as a PDF: blank for a paper game, or with the game's pins.
    SaveSheetPdf {
        /// An empty sheet rather than the game's.
        blank: bool,
        /// The paper it is laid out for.
        paper: print::Paper,
    },
    /// Save the one-page summary of the game as a PDF.
    SaveSummaryPdf {
        /// The paper it is laid out for.
        paper: print::Paper,
    },
    /// Save a side's view as JSON, with its briefing as a PDF beside it.
    ExportSideView {
        /// Whose view.
        side: kriegsspiel::side::Side,
    },
}

/// A request for a file: what for, which folder to start in, which name to propose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileRequest {
    /// What the file is for.
    pub action: FileAction,
    /// The folder the dialog starts in.
    pub folder: Option<PathBuf>,
    /// The file name proposed (when saving).
    pub file_name: Option<String>,
}

/// Shows a file dialog and returns the chosen file. The workbench passes the native dialog;
/// tests pass a closure that returns a fixed path.
pub type FilePicker = Arc<dyn Fn(&FileRequest) -> Option<PathBuf> + Send + Sync>;

const SCANS: [&str; 5] = ["png", "jpg", "jpeg", "tif", "tiff"];

/// The native dialogs (rfd): map files and scans to open, map files to save.
pub fn native_file_picker() -> FilePicker {
    Arc::new(|request: &FileRequest| {
        let mut dialog = rfd::FileDialog::new();
        if let Some(dir) = &request.folder {
            dialog = dialog.set_directory(dir);
        }
        if let Some(name) = &request.file_name {
            dialog = dialog.set_file_name(name);
        }
        match request.action {
            FileAction::OpenMap => dialog
                .set_title("Open a map")
                .add_filter("Workbench maps (.map.json)", &["json"])
                .add_filter("Map scans (PNG, JPEG, TIFF)", &SCANS)
                .add_filter("All files", &["*"])
                .pick_file(),
            FileAction::NewMapFromImage | FileAction::AddSheet => dialog
                .set_title(if request.action == FileAction::AddSheet {
                    "Add a scanned sheet to the map"
                } else {
                    "Start a new map from a scanned sheet"
                })
                .add_filter("Map scans (PNG, JPEG, TIFF)", &SCANS)
                .add_filter("All files", &["*"])
                .pick_file(),
            FileAction::OpenOrderOfBattle => dialog
                .set_title("Start a game from an order of battle")
                .add_filter("Orders of battle (TOML, JSON)", &["toml", "json"])
                .add_filter("All files", &["*"])
                .pick_file(),
            FileAction::SaveMapAs => dialog
                .set_title("Save the map")
                .add_filter("Workbench maps (.map.json)", &["json"])
                .save_file(),
            FileAction::SaveSummaryPdf { .. } => dialog
                .set_title("Save the game summary")
                .add_filter("PDF", &["pdf"])
                .save_file(),
            FileAction::ExportSideView { .. } => dialog
                .set_title("Export a side's view (JSON, with its briefing as PDF beside it)")
                .add_filter("Side view (JSON)", &["json"])
                .save_file(),
            FileAction::SaveSheetPdf { .. } => dialog
                .set_title("Save the casualty record sheet")
                .add_filter("PDF", &["pdf"])
                .save_file(),
        }
    })
}

/// A dialog running on its own thread (on macOS the dialog must run on the main thread, so it
/// runs there and blocks until closed).
#[derive(Debug)]
pub struct PendingPick {
    /// What the file is for.
    pub action: FileAction,
    answer: Receiver<Option<PathBuf>>,
}

impl PendingPick {
    /// Opens the dialog; `wake` is called when it closes.
    pub fn start(
        picker: &FilePicker,
        request: FileRequest,
        wake: impl Fn() + Send + 'static,
    ) -> Self {
        let action = request.action;
        let (tx, rx) = channel();
        let picker = picker.clone();
        let run = move || {
            let _ = tx.send(picker(&request));
            wake();
        };
        if cfg!(target_os = "macos") {
            run();
        } else if std::thread::Builder::new()
            .name("file-dialog".into())
            .spawn(run)
            .is_err()
        {
            // No thread for the dialog: nothing was chosen. The caller sees `Some(None)`.
            let (tx, rx2) = channel();
            let _ = tx.send(None);
            return Self {
                action,
                answer: rx2,
            };
        }
        Self { action, answer: rx }
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
