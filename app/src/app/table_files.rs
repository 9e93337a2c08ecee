//! The workbench's services for a table game, written once for every rule system: File ›
//! Save, Save As and Open (the threaded file dialog), undo and redo, autosave beside the file
//! (or in the recovery folder while it has none), and the offer to recover an autosave after a
//! crash. The table game is reached only through [`crate::table::TableWing`] and its
//! [`crate::table::GameFile`], and a system through its row in the app's registry.

use super::crash_recovery::{kept_copies, set_aside};
use super::game_files::autosave_holds_changes;
use super::table_game_exit::TableGameExit;
use super::workbench_app::WorkbenchApp;
use crate::commands::file_picker::FileAction;
use crate::dialogs::table_recovery_prompt::{
    TableRecoveryChoice, TableRecoveryOffer, show_table_recovery_prompt,
};
use crate::table::{
    AUTOSAVE_ENDING, GameFile, TableRequest, TableSystem, autosave_beside, untitled_autosave,
    untitled_autosaves,
};
use egui::Context;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The largest saved game the workbench reads to learn its system (the system's own reader
/// has its own limit).
const MAX_GAME_BYTES: u64 = 512 * 1024 * 1024;

/// The one field read to learn which system a saved game belongs to.
#[derive(Deserialize)]
struct SystemField {
    #[serde(default)]
    system: Option<String>,
}

impl WorkbenchApp {
    fn game_file(&self) -> Option<&dyn GameFile> {
        self.session.wing.as_ref().and_then(|w| w.game_file())
    }

    fn game_file_mut(&mut self) -> Option<&mut dyn GameFile> {
        self.session.wing.as_mut().and_then(|w| w.game_file_mut())
    }

    /// Where a game of `system` with no file is autosaved in this session, if anywhere.
    fn untitled_path(&self, system: &str) -> Option<PathBuf> {
        let folder = self.recovery_folder.as_deref()?;
        Some(untitled_autosave(folder, system, &self.autosave_session))
    }

    fn table_system(&self, system_id: &str) -> Option<TableSystem> {
        self.table_systems
            .iter()
            .find(|row| row.system_id == system_id)
            .copied()
    }

    /// Saves the table game to its file; asks for one when it has none or when `ask`.
    pub(super) fn save_table_game(&mut self, ask: bool) {
        let Some(file) = self.game_file() else {
            return;
        };
        match file.file().map(Path::to_path_buf) {
            Some(path) if !ask => self.save_table_game_to(&path),
            _ => self.ask_for_file_now(FileAction::SaveTableGame),
        }
    }

    /// The folder and name the Save dialog proposes: the game's own, or a name not yet taken
    /// in the last folder used (so a new game never overwrites an earlier one unasked).
    pub(super) fn table_game_file_proposal(&self) -> (Option<PathBuf>, Option<String>) {
        let Some(file) = self.game_file() else {
            return (self.state.last_folder.clone(), None);
        };
        if let Some(path) = file.file() {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
            return (path.parent().map(Path::to_path_buf), name);
        }
        let system = file.system_id().replace('_', "-");
        let folder = self.state.last_folder.clone();
        let taken = |name: &str| folder.as_ref().is_some_and(|f| f.join(name).exists());
        let name = (1..1000)
            .map(|n| format!("{system}-game-{n}.json"))
            .find(|name| !taken(name));
        (folder, name)
    }

    /// Saves the table game to `path` and makes it the game's file.
    pub(super) fn save_table_game_to(&mut self, path: &Path) {
        let now = self.ctx.input(|i| i.time);
        let Some(file) = self.game_file_mut() else {
            return;
        };
        let saved = file.save_to(path);
        let kept = file.take_kept_damaged();
        match saved {
            Ok(()) => {
                if let Some(kept) = kept {
                    self.session.notifications.failure(format!(
                        "The game file {} could not be opened; it is kept as {} and the game is \
                         saved in its place.",
                        path.display(),
                        kept.display()
                    ));
                }
                self.forget_untitled_autosave();
                self.session.table_autosave = Default::default();
                self.state.last_folder = path.parent().map(Path::to_path_buf);
                let note = format!("Saved the game to {}.", path.display());
                self.session.notifications.note(note, now);
            }
            Err(e) => self
                .session
                .notifications
                .error(format!("The game was not saved: {e:#}")),
        }
    }

    /// Opens a saved game chosen in the file dialog (asking first about unsaved changes).
    pub(super) fn open_game_from(&mut self, path: &Path) {
        if self.table_game_unsaved() {
            self.session.table_exit = Some(TableGameExit::Open(path.to_path_buf()));
            return;
        }
        self.open_game_now(path);
    }

    /// Opens the saved game at `path` with the table of the system it names; a file that
    /// cannot be opened leaves the workbench as it was.
    pub(super) fn open_game_now(&mut self, path: &Path) {
        // Temporary files a save killed before its rename left beside the game.
        kriegsspiel::files::remove_leftover_temporaries(path);
        kriegsspiel::files::remove_leftover_temporaries(&autosave_beside(path));
        match self.table_for_file(path) {
            Ok(wing) => {
                let now = self.ctx.input(|i| i.time);
                self.session.wing = Some(wing);
                self.session.table_autosave = Default::default();
                self.state.last_folder = path.parent().map(Path::to_path_buf);
                let note = format!("Opened {}.", path.display());
                self.session.notifications.note(note, now);
                self.tell_dropped_redo();
                self.offer_recovery_beside(path);
            }
            Err(e) => {
                // A save in its place keeps the file that could not be opened aside first.
                if let Some(file) = self.game_file_mut() {
                    file.note_damaged(path);
                }
                self.session
                    .notifications
                    .failure(format!("{} was not opened: {e:#}", path.display()));
            }
        }
    }

    /// Tells the umpire, until dismissed, that the redo list of the game just opened was cut
    /// short (and why), so the Redo that no longer offers it is no surprise.
    fn tell_dropped_redo(&mut self) {
        if let Some(words) = self.game_file().and_then(GameFile::dropped_redo_note) {
            self.session.notifications.failure(words);
        }
    }

    fn table_for_file(&self, path: &Path) -> anyhow::Result<Box<dyn crate::table::TableWing>> {
        let text = kriegsspiel::files::read_limited_text(path, MAX_GAME_BYTES, "a saved game")
            .map_err(|e| anyhow::anyhow!(e.reason()))?;
        let system = serde_json::from_str::<SystemField>(&text)
            .ok()
            .and_then(|f| f.system);
        let Some(system) = system else {
            anyhow::bail!(
                "not a saved table game (a Reisswitz game opens with its map: File › Open map…)"
            );
        };
        let Some(row) = self.table_system(&system) else {
            anyhow::bail!(
                "a game of the rule system `{system}`, which is not played on a table of its own here"
            );
        };
        let mut wing = (row.new_table)();
        let Some(file) = wing.game_file_mut() else {
            anyhow::bail!("the {} table could not be set up", row.title);
        };
        file.open_from(path)?;
        wing.game_opened();
        Ok(wing)
    }

    /// Takes back (or applies again) the table game's last command, saying which.
    pub(super) fn take_back_table_game(&mut self, undo: bool) {
        let now = self.ctx.input(|i| i.time);
        let Some(file) = self.game_file_mut() else {
            return;
        };
        match if undo { file.undo() } else { file.redo() } {
            Ok(words) => self.session.notifications.note(words, now),
            Err(e) => self.session.notifications.error(format!("{e:#}")),
        }
    }

    /// Carries out what the table's own toolbar asked for.
    pub(super) fn take_table_request(&mut self) {
        match self.session.wing.as_mut().and_then(|w| w.take_request()) {
            Some(TableRequest::Save) => self.save_table_game(false),
            Some(TableRequest::Open) => self.ask_for_file_now(FileAction::OpenGame),
            None => {}
        }
    }

    /// Writes the table game's autosave once its first unsaved change is `autosave_after`
    /// seconds old.
    pub(super) fn autosave_table_game(&mut self, ctx: &Context) {
        let Some(after) = self.autosave_after else {
            return;
        };
        let now = ctx.input(|i| i.time);
        self.forget_untitled_autosave();
        let untitled = self
            .game_file()
            .and_then(|f| self.untitled_path(f.system_id()));
        let Some(file) = self.session.wing.as_ref().and_then(|w| w.game_file()) else {
            return;
        };
        let generation = file.generation();
        let clock = &mut self.session.table_autosave;
        if clock.written.is_some_and(|w| w > generation) {
            // The table put a new game of its own in place of the old one.
            *clock = Default::default();
        }
        if !file.is_unsaved() || clock.written == Some(generation) {
            clock.pending = None;
            return;
        }
        let since = match clock.pending {
            Some((_, since)) => since,
            None => {
                clock.pending = Some((generation, now));
                now
            }
        };
        if now - since < after {
            let wait = (after - (now - since)).max(0.05);
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
            return;
        }
        let written = match (untitled, file.file()) {
            (_, Some(game)) => Some(file.write_autosave(&autosave_beside(game))),
            (Some(untitled), None) => Some(file.write_autosave(&untitled)),
            (None, None) => None,
        };
        let clock = &mut self.session.table_autosave;
        clock.pending = None;
        clock.written = Some(generation);
        if let Some(Err(e)) = written {
            self.session
                .notifications
                .error(format!("The game could not be autosaved: {e:#}"));
        }
    }

    /// Deletes this session's autosave of the game on the table while it had no file, once
    /// it has one (saved from the menu or from the table's own toolbar).
    fn forget_untitled_autosave(&mut self) {
        let Some(file) = self.game_file().filter(|f| f.file().is_some()) else {
            return;
        };
        if let Some(untitled) = self.untitled_path(file.system_id()) {
            let _ = std::fs::remove_file(untitled);
        }
    }

    /// Deletes the table game's autosave (its changes were discarded on purpose).
    pub(super) fn discard_table_autosave(&mut self) {
        let Some(file) = self.game_file() else {
            return;
        };
        let path = match file.file() {
            Some(game) => Some(autosave_beside(game)),
            None => self.untitled_path(file.system_id()),
        };
        if let Some(path) = path {
            let _ = std::fs::remove_file(path);
        }
        self.session.table_autosave = Default::default();
    }

    /// At start-up: offers back, one after another, the autosaves of table games that were
    /// never saved (each session's under a name of its own, so none overwrote another).
    pub(super) fn offer_untitled_recovery(&mut self) {
        let Some(folder) = self.recovery_folder.clone() else {
            return;
        };
        let ids: Vec<&str> = self.table_systems.iter().map(|r| r.system_id).collect();
        for (system, autosave) in untitled_autosaves(&folder, &ids) {
            if let Some(row) = self.table_system(&system) {
                self.session.table_recoveries.push(TableRecoveryOffer {
                    system_id: row.system_id,
                    system_title: row.title,
                    autosave,
                    file: None,
                    kept: false,
                });
            }
        }
    }

    /// After a game is opened: offers back its autosave when it holds changes the file does
    /// not (newer, and not the same bytes); otherwise the first copy kept aside when the umpire
    /// decided later before.
    fn offer_recovery_beside(&mut self, file: &Path) {
        let autosave = autosave_beside(file);
        let Some(system) = self.game_file().map(GameFile::system_id) else {
            return;
        };
        if file.to_string_lossy().ends_with(AUTOSAVE_ENDING) {
            return;
        }
        let (autosave, kept) = if autosave_holds_changes(&autosave, file, MAX_GAME_BYTES) {
            (autosave, false)
        } else {
            match kept_copies(&autosave).into_iter().next() {
                Some((_, copy)) => (copy, true),
                None => return,
            }
        };
        if let Some(row) = self.table_system(system) {
            self.session.table_recoveries.insert(
                0,
                TableRecoveryOffer {
                    system_id: row.system_id,
                    system_title: row.title,
                    autosave,
                    file: Some(file.to_path_buf()),
                    kept,
                },
            );
        }
    }

    /// Shows the recovery question for a table game and acts on the answer.
    pub(super) fn show_table_recovery(&mut self, ctx: &Context) {
        if self.session.table_exit.is_some() {
            return;
        }
        let Some(offer) = self.session.table_recoveries.first() else {
            return;
        };
        let Some(choice) = show_table_recovery_prompt(ctx, offer) else {
            return;
        };
        let offer = self.session.table_recoveries.remove(0);
        match choice {
            TableRecoveryChoice::Recover if self.table_game_unsaved() => {
                self.session.table_exit = Some(TableGameExit::Recover(offer));
            }
            TableRecoveryChoice::Recover => self.recover_table_game(offer),
            TableRecoveryChoice::Discard => {
                let _ = std::fs::remove_file(offer.autosave);
            }
            // An autosave beside a file is kept aside, where the next autosave cannot replace
            // it, and offered again when the game next opens.
            TableRecoveryChoice::Later if offer.file.is_some() && !offer.kept => {
                if let Err(e) = set_aside(&[offer.autosave.as_path()]) {
                    self.session.notifications.failure(e);
                }
            }
            // An untitled autosave has a name of its own: it stays, offered at the next start.
            TableRecoveryChoice::Later => {}
        }
    }

    /// Puts the autosaved game of `offer` on its system's table, marked unsaved.
    pub(super) fn recover_table_game(&mut self, offer: TableRecoveryOffer) {
        let now = self.ctx.input(|i| i.time);
        let Some(row) = self.table_system(offer.system_id) else {
            return;
        };
        let mut wing = (row.new_table)();
        let recovered = match wing.game_file_mut() {
            Some(file) => file.recover(&offer.autosave, offer.file.clone()),
            None => Err(anyhow::anyhow!(
                "the {} table could not be set up",
                row.title
            )),
        };
        match recovered {
            Ok(()) => {
                wing.game_opened();
                self.session.wing = Some(wing);
                self.session.table_autosave = Default::default();
                if let Some(file) = offer.file.as_deref().filter(|_| offer.kept) {
                    // Back under the autosave's own name: the next autosave takes it up, a
                    // save removes it.
                    let _ = std::fs::rename(&offer.autosave, autosave_beside(file));
                }
                if offer.file.is_none() {
                    // Kept under this session's name at once, the old one goes: it is never
                    // offered twice, and never lost in between.
                    let untitled = self.untitled_path(offer.system_id);
                    let kept = untitled
                        .zip(self.game_file())
                        .map(|(path, file)| file.write_autosave(&path));
                    if matches!(kept, Some(Ok(_))) {
                        let _ = std::fs::remove_file(&offer.autosave);
                    }
                }
                self.session
                    .notifications
                    .note("Recovered the autosaved game; save it to keep it.", now);
                self.tell_dropped_redo();
            }
            Err(e) => self
                .session
                .notifications
                .failure(format!("The autosave could not be recovered: {e:#}")),
        }
    }
}
