//! Map files: open (with each sheet's image found beside the file, or a message naming the
//! missing ones), save and save as (atomic writes), autosave a while after each change, and
//! the offer to recover an autosave newer than its file (`crash_recovery`).

use super::save_checks::{SaveCheck, with_map_extension};
use super::workbench_app::WorkbenchApp;
use crate::commands::file_picker::{FileAction, FileRequest, PendingPick, PickOutcome};
use crate::dialogs::path_entry::{PathEntry, PathEntryAnswer, show_path_entry};
use crate::dialogs::unsaved_prompt::{HeldAction, UnsavedChoice, show_unsaved_prompt};
use crate::document::map_loading::LoadPurpose;
use crate::document::open_map::OpenMap;
use crate::document::relative_path::absolute;
use crate::document::sheet_image::SheetImage;
use crate::scan::Waker;
use crate::table::reisswitz::game_file_for;
use egui::Context;
use kriegsspiel::files::write_atomically;
use kriegsspiel::map::{MapDocument, MapFileError};
use kriegsspiel::systems::reisswitz_1815::game::map_digest;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use words::sentence;

/// Whether `path` names a map file (`….json`) rather than a scan.
pub fn is_map_file(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"))
}

/// Where the bundled default map is: beside the workspace's sources when run with cargo, else
/// in a `maps` folder next to the program.
pub fn default_map_path() -> Option<PathBuf> {
    let name = "default.map.json";
    let from_sources = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("maps")
        .join(name);
    if from_sources.is_file() {
        return Some(absolute(&from_sources));
    }
    let exe = std::env::current_exe().ok()?;
    let beside = exe.parent()?.join("maps").join(name);
    beside.is_file().then_some(beside)
}

impl WorkbenchApp {
    /// Opens `path`: a map file (`.json`) replaces the open map; a scan starts a new map.
    pub fn open_map(&mut self, path: &Path) {
        if is_map_file(path) {
            self.open_map_file(path);
        } else {
            self.start_loading(path, LoadPurpose::NewMap);
        }
    }

    /// Starts a new map from the scan at `path` (in the background).
    pub fn new_map_from_image(&mut self, path: &Path) {
        self.start_loading(path, LoadPurpose::NewMap);
    }

    /// Adds the scan at `path` to the open map as a further sheet (a new map if none is open).
    pub fn add_sheet(&mut self, path: &Path) {
        let purpose = if self.session.map.is_some() {
            LoadPurpose::AddSheet
        } else {
            LoadPurpose::NewMap
        };
        self.start_loading(path, purpose);
    }

    /// Reads the map file at `path` and puts it on show. A file that cannot be read leaves the
    /// open map as it was, with a message saying why.
    pub fn open_map_file(&mut self, path: &Path) {
        let path = absolute(path);
        if let Some(dir) = path.parent() {
            self.state.last_folder = Some(dir.to_path_buf());
        }
        // Temporary files a save killed before its rename left beside the map and its game.
        for file in [
            path.clone(),
            MapDocument::autosave_path(&path),
            game_file_for(&path),
            super::game_files::game_autosave_for(&path),
        ] {
            kriegsspiel::files::remove_leftover_temporaries(&file);
        }
        match MapDocument::load(&path) {
            Ok(document) => {
                if self.session.loading.is_some() {
                    self.cancel_loading();
                }
                self.install_document(document, path.clone(), true);
                self.offer_recovery(&path);
            }
            Err(e) => {
                let name = crate::scan::scan_error::display_name(&path);
                let tail = if self.session.map.is_some() {
                    " The map that was open stays open."
                } else {
                    ""
                };
                // The engine's message names the file by its full path; the message already
                // names it, so the path becomes "the file".
                let why = match &e {
                    MapFileError::Io { message, .. } => message.clone(),
                    other => other
                        .to_string()
                        .replacen(&path.display().to_string(), "the file", 1),
                };
                let stop = if why.ends_with('.') { "" } else { "." };
                self.session
                    .notifications
                    .failure(format!("Cannot open “{name}”: {why}{stop}{tail}"));
                // Work kept aside when the file stopped opening is offered back as a new map.
                if self.session.recovery.is_none() {
                    self.session.recovery = super::crash_recovery::find_kept_recovery(&path);
                }
            }
        }
    }

    /// Puts `document` on show as the map of `file`, starting to load each sheet's image and
    /// saying which images are missing (the map still opens, with its terrain).
    pub(super) fn install_document(&mut self, document: MapDocument, file: PathBuf, titled: bool) {
        // A scan still being opened as a new map or sheet belongs to the map being replaced.
        if let Some(loading) = self.session.loading.take() {
            loading.loader.cancel();
        }
        let folder = file
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| PathBuf::from("."));
        let ctx = self.ctx.clone();
        let waker: Waker = Arc::new(move || ctx.request_repaint());
        let images: Vec<SheetImage> = document
            .sheets
            .iter()
            .map(|sheet| {
                let path = MapDocument::image_path(&folder, sheet);
                if path.is_file() {
                    SheetImage::load(&path, self.pipeline, Some(waker.clone()))
                } else {
                    SheetImage::missing(path, &sheet.image)
                }
            })
            .collect();
        let missing = document.missing_images(&folder);
        let name = document.name.clone();
        let features = document.terrain.len();
        self.session.map = Some(OpenMap::new(document, file.clone(), titled, images));
        let game = if titled {
            self.load_game_beside(&file)
        } else {
            None
        };
        self.reset_view_for_new_map();
        self.select_sheet(0);
        let now = self.ctx.input(|i| i.time);
        if missing.is_empty() {
            let game = game.map_or_else(String::new, |g| format!(", and {g}"));
            self.session.notifications.note(
                format!("Opened the map “{name}”: {features} terrain features{game}."),
                now,
            );
        } else {
            self.session.notifications.failure(format!(
                "{} The map opens with its terrain; put the image beside the map file and open \
                 it again.",
                sentence(&MapFileError::MissingImages { paths: missing }.to_string())
            ));
        }
    }

    /// Saves the map to its file, or asks where when it has none yet.
    pub fn save_map(&mut self) {
        match &self.session.map {
            Some(map) if map.titled => {
                let file = map.file.clone();
                self.save_map_to(&file);
            }
            Some(_) => self.ask_for_file(FileAction::SaveMapAs),
            None => {}
        }
    }

    /// Saves the map to `path` (atomically) and makes it the map's file.
    pub fn save_map_to(&mut self, path: &Path) {
        let path = absolute(path);
        let Some(map) = &mut self.session.map else {
            return;
        };
        // One step the loader can check: the game first, naming the map's content, then the
        // map; a save cut short between the two is told when they are next opened.
        let result = map.document_for_file(&path).and_then(|doc| {
            let text = doc.to_json().map_err(|e| e.to_string())?;
            self.save_game_beside(&path, &map_digest(text.as_bytes()))
                .map_err(|e| format!("its game was not saved, so neither was the map: {e}"))?;
            write_atomically(&path, text.as_bytes())
                .map_err(|e| format!("the game was saved but the map was not: {}", e.reason()))?;
            Ok(doc)
        });
        let Some(map) = &mut self.session.map else {
            return;
        };
        match result {
            Ok(document) => {
                let old_file = std::mem::replace(&mut map.file, path.clone());
                if old_file != path || !map.titled {
                    let _ = MapDocument::discard_autosave(&old_file);
                }
                map.document = document;
                map.titled = true;
                map.dirty = false;
                map.unsaved_since = None;
                let _ = MapDocument::discard_autosave(&path);
                if let Some(dir) = path.parent() {
                    self.state.last_folder = Some(dir.to_path_buf());
                }
                let now = self.ctx.input(|i| i.time);
                self.session.notifications.note(
                    format!("Saved “{}”.", crate::scan::scan_error::display_name(&path)),
                    now,
                );
            }
            Err(e) => self
                .session
                .notifications
                .error(format!("The map was not saved: {}", sentence(&e))),
        }
    }

    /// Whether the open map has changes not saved to its file.
    pub fn has_unsaved_changes(&self) -> bool {
        self.session.map.as_ref().is_some_and(|m| m.dirty)
    }

    /// Opens the file dialog for `action`; a dialog that would replace a map with unsaved
    /// changes first asks about them.
    pub(super) fn ask_for_file(&mut self, action: FileAction) {
        let replaces = matches!(action, FileAction::OpenMap | FileAction::NewMapFromImage);
        if replaces && self.has_unsaved_changes() {
            self.session.held = Some(HeldAction::Ask(action));
            return;
        }
        self.ask_for_file_now(action);
    }

    /// Opens `path` from the window (a dropped file), asking first about unsaved changes.
    pub(super) fn open_from_window(&mut self, path: PathBuf) {
        if self.has_unsaved_changes() {
            self.session.held = Some(HeldAction::Open(path));
        } else {
            self.open_map(&path);
        }
    }

    /// Closes the workbench, asking first about unsaved changes.
    pub(super) fn quit(&mut self, ctx: &Context) {
        if self.has_unsaved_changes() && !self.session.may_close {
            self.session.held = Some(HeldAction::Quit);
        } else {
            self.session.may_close = true;
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    /// Shows the unsaved-changes question and acts on the answer.
    pub(super) fn show_unsaved(&mut self, ctx: &Context) {
        let (Some(held), Some(map)) = (&self.session.held, &self.session.map) else {
            return;
        };
        let Some(choice) = show_unsaved_prompt(ctx, &map.file_name(), held) else {
            return;
        };
        let Some(held) = self.session.held.take() else {
            return;
        };
        match choice {
            UnsavedChoice::Cancel => return,
            UnsavedChoice::Save => {
                self.save_map();
                if self.has_unsaved_changes() {
                    // Not saved (a map never saved first asks for a name): stop here.
                    return;
                }
            }
            UnsavedChoice::Discard => {
                if let Some(map) = &mut self.session.map {
                    map.dirty = false;
                    map.unsaved_since = None;
                    let file = map.file.clone();
                    self.discard_autosaves_of(&file);
                }
            }
        }
        match held {
            HeldAction::Ask(action) => self.ask_for_file_now(action),
            HeldAction::Open(path) => self.open_map(&path),
            HeldAction::Quit => self.quit(ctx),
        }
    }

    /// Opens the file dialog for `action` (on its own thread) unless one is already open.
    pub(super) fn ask_for_file_now(&mut self, action: FileAction) {
        if self.session.pending_pick.is_some() || self.session.typed_path.is_some() {
            return;
        }
        let (folder, file_name) = match (&self.session.map, action) {
            (Some(map), FileAction::SaveMapAs) => (Some(map.folder()), Some(map.file_name())),
            (Some(map), FileAction::SaveSummaryPdf { .. }) => (
                Some(map.folder()),
                Some(format!(
                    "{}-summary.pdf",
                    map.file_name().trim_end_matches(".map.json")
                )),
            ),
            (Some(map), FileAction::SaveSheetPdf { blank, .. }) => (
                Some(map.folder()),
                Some(if blank {
                    "casualty-sheet-blank.pdf".to_string()
                } else {
                    format!(
                        "{}-casualties.pdf",
                        map.file_name().trim_end_matches(".map.json")
                    )
                }),
            ),
            (Some(map), FileAction::ExportSideView { side }) => (
                Some(map.folder()),
                Some(format!(
                    "{}-{}-view.json",
                    map.file_name().trim_end_matches(".map.json"),
                    side.to_string().to_lowercase()
                )),
            ),
            (_, FileAction::SaveTableGame) => self.table_game_file_proposal(),
            _ => (self.state.last_folder.clone(), None),
        };
        let request = FileRequest {
            action,
            folder,
            file_name,
        };
        let wake_ctx = self.ctx.clone();
        self.session.pending_pick = Some(PendingPick::start(&self.picker, request, move || {
            wake_ctx.request_repaint()
        }));
    }

    /// Acts on a file dialog's answer once it closes; when no dialog could be shown, opens
    /// the window that asks for a typed path instead.
    pub(super) fn poll_file_dialog(&mut self) {
        let Some(outcome) = self
            .session
            .pending_pick
            .as_ref()
            .and_then(PendingPick::poll)
        else {
            return;
        };
        let Some(FileRequest {
            action,
            folder,
            file_name,
        }) = self.session.pending_pick.take().map(|p| p.request)
        else {
            return;
        };
        match outcome {
            // The dialog asked about replacing the file chosen; anything else is asked here.
            PickOutcome::Chosen(path) => {
                match self.save_check(action, &path, std::slice::from_ref(&path)) {
                    SaveCheck::Go => self.use_chosen_file(action, &path),
                    SaveCheck::Refused(why) => self.session.notifications.error(why),
                    SaveCheck::Replaces(files) => {
                        let mut entry = PathEntry::asking_to_replace(action.title(), &path, files);
                        entry.confirmed.push(path);
                        self.session.typed_path = Some((action, entry));
                    }
                }
            }
            PickOutcome::Cancelled => {}
            PickOutcome::Unavailable(reason) => {
                let entry = PathEntry::new(
                    action.title(),
                    reason,
                    action.opens(),
                    folder.as_deref(),
                    file_name.as_deref(),
                );
                self.session.typed_path = Some((action, entry));
            }
        }
    }

    /// The window asking for a typed path in place of a file dialog, while it is open; a path
    /// given there goes on as the dialog's choice would.
    pub(super) fn show_typed_path(&mut self, ctx: &Context) {
        let Some((action, entry)) = &mut self.session.typed_path else {
            return;
        };
        let action = *action;
        match show_path_entry(ctx, entry) {
            Some(PathEntryAnswer::Chosen(path)) => {
                let confirmed = entry.confirmed.clone();
                match self.save_check(action, &path, &confirmed) {
                    SaveCheck::Go => {
                        self.session.typed_path = None;
                        self.use_chosen_file(action, &path);
                    }
                    // The window stays open, to choose another name or agree.
                    SaveCheck::Refused(why) => {
                        if let Some((_, entry)) = &mut self.session.typed_path {
                            entry.problem = Some(why);
                        }
                    }
                    SaveCheck::Replaces(files) => {
                        if let Some((_, entry)) = &mut self.session.typed_path {
                            entry.replaces = files;
                        }
                    }
                }
            }
            Some(PathEntryAnswer::Cancelled) => self.session.typed_path = None,
            None => {}
        }
    }

    /// Goes on with the file chosen for `action` (in a dialog or typed).
    fn use_chosen_file(&mut self, action: FileAction, path: &Path) {
        match action {
            FileAction::OpenMap => self.open_map(path),
            FileAction::NewMapFromImage => self.new_map_from_image(path),
            FileAction::AddSheet => self.add_sheet(path),
            FileAction::SaveMapAs => self.save_map_to(&with_map_extension(path)),
            FileAction::OpenOrderOfBattle => self.new_game(path),
            FileAction::SaveSummaryPdf { paper } => self.print_summary_to(path, paper),
            FileAction::SaveSheetPdf { blank, paper } => self.print_sheet_to(path, blank, paper),
            FileAction::ExportSideView { side } => self.export_side_view_to(path, side),
            FileAction::SaveTableGame => self.save_table_game_to(path),
            FileAction::OpenGame => self.open_game_from(path),
        }
    }

    /// Writes the autosave once the oldest unsaved change is `autosave_after` seconds old.
    pub(super) fn autosave_if_due(&mut self, ctx: &Context) {
        let Some(after) = self.autosave_after else {
            return;
        };
        let now = ctx.input(|i| i.time);
        let Some(map) = &mut self.session.map else {
            return;
        };
        let Some(since) = map.unsaved_since else {
            return;
        };
        let waited = now - since;
        if waited < after {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(
                (after - waited).max(0.05),
            ));
            return;
        }
        map.unsaved_since = None;
        let written = map
            .document_for_file(&map.file)
            .and_then(|doc| doc.write_autosave(&map.file).map_err(|e| e.to_string()));
        let map_file = map.file.clone();
        let written = written.and_then(|()| self.autosave_game_beside(&map_file));
        match written {
            Ok(()) => self.autosave_failed = false,
            Err(e) => {
                if !self.autosave_failed {
                    self.session.notifications.error(format!(
                        "Autosave failed: {} Save the map somewhere else (File > Save as…).",
                        sentence(&e)
                    ));
                }
                self.autosave_failed = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn map_files_are_told_from_scans_and_saves_get_their_ending() {
        assert!(is_map_file(Path::new("a/battle.map.json")));
        assert!(is_map_file(Path::new("BATTLE.JSON")));
        assert!(!is_map_file(Path::new("scan.png")));
        assert_eq!(
            with_map_extension(Path::new("/x/battle")),
            PathBuf::from("/x/battle.map.json")
        );
        assert_eq!(
            with_map_extension(Path::new("/x/b.map.json")),
            PathBuf::from("/x/b.map.json")
        );
    }

    #[test]
    fn the_bundled_map_is_found_from_the_sources() {
        let path = default_map_path().expect("maps/default.map.json is in the repository");
        assert!(
            path.ends_with("maps/default.map.json"),
            "{}",
            path.display()
        );
    }
}
