//! Asking the umpire for a file without blocking the window. When the system has no file
//! dialog to show (on Linux: no desktop portal and no `zenity`), the picker says so, and the
//! workbench asks for a typed path instead ([`crate::dialogs::path_entry`]).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

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
    /// Save the table game (Little Wars, the grid game) to a file.
    SaveTableGame,
    /// Open a saved table game, of whichever system it names.
    OpenGame,
}

impl FileAction {
    /// What the dialog asks, as its title says it ("Open a map").
    pub fn title(self) -> &'static str {
        match self {
            FileAction::OpenMap => "Open a map",
            FileAction::NewMapFromImage => "Start a new map from a scanned sheet",
            FileAction::AddSheet => "Add a scanned sheet to the map",
            FileAction::SaveMapAs => "Save the map",
            FileAction::OpenOrderOfBattle => "Start a game from an order of battle",
            FileAction::SaveSheetPdf { .. } => "Save the casualty record sheet",
            FileAction::SaveSummaryPdf { .. } => "Save the game summary",
            FileAction::ExportSideView { .. } => {
                "Export a side's view (JSON, with its briefing as PDF beside it)"
            }
            FileAction::SaveTableGame => "Save the game",
            FileAction::OpenGame => "Open a saved game",
        }
    }

    /// Whether the file is opened (so it must exist) rather than written.
    pub fn opens(self) -> bool {
        matches!(
            self,
            FileAction::OpenMap
                | FileAction::NewMapFromImage
                | FileAction::AddSheet
                | FileAction::OpenOrderOfBattle
                | FileAction::OpenGame
        )
    }
}

/// What a file dialog answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PickOutcome {
    /// The umpire chose this file.
    Chosen(PathBuf),
    /// The umpire closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown, for this reason ("no desktop portal and no zenity"); the
    /// workbench asks for a typed path instead.
    Unavailable(String),
}

impl From<Option<PathBuf>> for PickOutcome {
    /// A chosen file, or a cancelled dialog.
    fn from(chosen: Option<PathBuf>) -> Self {
        chosen.map_or(PickOutcome::Cancelled, PickOutcome::Chosen)
    }
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

/// Shows a file dialog and returns its answer. The workbench passes the native dialog; tests
/// pass a closure that returns a fixed path (or says no dialog is available).
pub type FilePicker = Arc<dyn Fn(&FileRequest) -> PickOutcome + Send + Sync>;

const SCANS: [&str; 5] = ["png", "jpg", "jpeg", "tif", "tiff"];

/// The native dialogs (rfd): map files and scans to open, map files to save.
pub fn native_file_picker() -> FilePicker {
    Arc::new(|request: &FileRequest| {
        run_native_dialog(|| {
            let mut dialog = rfd::FileDialog::new().set_title(request.action.title());
            if let Some(dir) = &request.folder {
                dialog = dialog.set_directory(dir);
            }
            if let Some(name) = &request.file_name {
                dialog = dialog.set_file_name(name);
            }
            match request.action {
                FileAction::OpenMap => dialog
                    .add_filter("Workbench maps (.map.json)", &["json"])
                    .add_filter("Map scans (PNG, JPEG, TIFF)", &SCANS)
                    .add_filter("All files", &["*"])
                    .pick_file(),
                FileAction::NewMapFromImage | FileAction::AddSheet => dialog
                    .add_filter("Map scans (PNG, JPEG, TIFF)", &SCANS)
                    .add_filter("All files", &["*"])
                    .pick_file(),
                FileAction::OpenOrderOfBattle => dialog
                    .add_filter("Orders of battle (TOML, JSON)", &["toml", "json"])
                    .add_filter("All files", &["*"])
                    .pick_file(),
                FileAction::SaveMapAs => dialog
                    .add_filter("Workbench maps (.map.json)", &["json"])
                    .save_file(),
                FileAction::SaveSummaryPdf { .. } | FileAction::SaveSheetPdf { .. } => {
                    dialog.add_filter("PDF", &["pdf"]).save_file()
                }
                FileAction::ExportSideView { .. } => {
                    dialog.add_filter("Side view (JSON)", &["json"]).save_file()
                }
                FileAction::SaveTableGame => dialog
                    .add_filter("Saved games (JSON)", &["json"])
                    .save_file(),
                FileAction::OpenGame => dialog
                    .add_filter("Saved games (JSON)", &["json"])
                    .add_filter("All files", &["*"])
                    .pick_file(),
            }
        })
    })
}

/// An empty answer sooner than this cannot have come from a person closing a dialog: the
/// dialog library gave up without showing one.
const TOO_QUICK_TO_BE_A_PERSON: Duration = Duration::from_millis(250);

/// What the system offers for file dialogs. On Linux and the BSDs the dialog library asks the
/// desktop portal over the D-Bus session bus, and falls back to the `zenity` program; with
/// neither it returns nothing, just as if the umpire had cancelled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DialogSupport {
    /// The system's own dialogs (Windows, macOS): always there.
    Native,
    /// The desktop portal and its fallback.
    Portal {
        /// A D-Bus session bus to reach the portal on.
        session_bus: bool,
        /// `zenity` is on the `PATH`.
        zenity: bool,
    },
}

impl DialogSupport {
    /// What this system offers, looked up now.
    pub fn probe() -> Self {
        if cfg!(any(
            target_os = "linux",
            target_os = "freebsd",
            target_os = "dragonfly",
            target_os = "netbsd",
            target_os = "openbsd"
        )) {
            DialogSupport::Portal {
                session_bus: session_bus_reachable(),
                zenity: program_on_path("zenity"),
            }
        } else {
            DialogSupport::Native
        }
    }

    /// Why no dialog can be shown at all, known before trying one.
    pub fn missing(self) -> Option<String> {
        match self {
            DialogSupport::Portal {
                session_bus: false,
                zenity: false,
            } => Some(
                "there is no D-Bus session for the desktop's file dialog portal, and the \
                 zenity program is not installed"
                    .into(),
            ),
            _ => None,
        }
    }

    /// Why an empty answer that came back after `waited` means no dialog was shown: with no
    /// `zenity` to fall back on, the portal failed before anyone could have cancelled it.
    pub fn unanswered(self, waited: Duration) -> Option<String> {
        match self {
            DialogSupport::Portal { zenity: false, .. } if waited < TOO_QUICK_TO_BE_A_PERSON => {
                Some(
                    "the desktop's file dialog portal did not answer, and the zenity program \
                     is not installed"
                        .into(),
                )
            }
            _ => None,
        }
    }
}

/// Runs a native dialog (`show` returns the chosen file, or nothing) and tells a cancelled
/// dialog from one that could not be shown.
pub fn run_native_dialog(show: impl FnOnce() -> Option<PathBuf>) -> PickOutcome {
    let support = DialogSupport::probe();
    if let Some(reason) = support.missing() {
        return PickOutcome::Unavailable(reason);
    }
    let began = Instant::now();
    match show() {
        Some(path) => PickOutcome::Chosen(path),
        None => support
            .unanswered(began.elapsed())
            .map_or(PickOutcome::Cancelled, PickOutcome::Unavailable),
    }
}

/// Whether a D-Bus session bus is there to reach: named in the environment, or the socket
/// systemd puts in the user's runtime folder.
fn session_bus_reachable() -> bool {
    let named = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty());
    named
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|dir| Path::new(&dir).join("bus").exists())
}

/// Whether an executable file called `name` lies in a folder of the `PATH`.
fn program_on_path(name: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path).any(|dir| {
            let candidate = dir.join(name);
            candidate.is_file() && is_executable(&candidate)
        })
    })
}

#[cfg(unix)]
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(_path: &Path) -> bool {
    true
}

/// A dialog running on its own thread (on macOS the dialog must run on the main thread, so it
/// runs there and blocks until closed).
#[derive(Debug)]
pub struct PendingPick {
    /// What was asked (kept for the typed-path window if no dialog could be shown).
    pub request: FileRequest,
    answer: Receiver<PickOutcome>,
}

impl PendingPick {
    /// Opens the dialog; `wake` is called when it closes.
    pub fn start(
        picker: &FilePicker,
        request: FileRequest,
        wake: impl Fn() + Send + 'static,
    ) -> Self {
        let (tx, rx) = channel();
        let picker = picker.clone();
        let asked = request.clone();
        let run = move || {
            let _ = tx.send(picker(&asked));
            wake();
        };
        if cfg!(target_os = "macos") {
            run();
        } else if let Err(e) = std::thread::Builder::new()
            .name("file-dialog".into())
            .spawn(run)
        {
            let (tx, rx2) = channel();
            let _ = tx.send(PickOutcome::Unavailable(format!(
                "no thread could be started for it ({e})"
            )));
            return Self {
                request,
                answer: rx2,
            };
        }
        Self {
            request,
            answer: rx,
        }
    }

    /// The dialog's answer once it has closed.
    pub fn poll(&self) -> Option<PickOutcome> {
        match self.answer.try_recv() {
            Ok(answer) => Some(answer),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(PickOutcome::Cancelled),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_portal_and_zenity_make_the_dialog_unavailable_not_cancelled() {
        let bare = DialogSupport::Portal {
            session_bus: false,
            zenity: false,
        };
        assert!(bare.missing().is_some());
        let bus_only = DialogSupport::Portal {
            session_bus: true,
            zenity: false,
        };
        assert_eq!(bus_only.missing(), None, "the portal may answer");
        assert!(bus_only.unanswered(Duration::from_millis(5)).is_some());
        assert_eq!(bus_only.unanswered(Duration::from_secs(3)), None);
        let with_zenity = DialogSupport::Portal {
            session_bus: false,
            zenity: true,
        };
        assert_eq!(with_zenity.missing(), None);
        assert_eq!(with_zenity.unanswered(Duration::ZERO), None);
        assert_eq!(DialogSupport::Native.missing(), None);
        assert_eq!(DialogSupport::Native.unanswered(Duration::ZERO), None);
    }

    #[test]
    fn only_files_to_open_must_exist() {
        assert!(FileAction::OpenMap.opens());
        assert!(!FileAction::SaveMapAs.opens());
        assert!(PickOutcome::from(None) == PickOutcome::Cancelled);
    }
}
