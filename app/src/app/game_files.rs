//! The game's files beside the map file: the game opened with the map, saved with it and
//! autosaved with it. A game file that could not be read is never overwritten: before the
//! first save in its place it is kept under a dated `.damaged` name, and the umpire is told.

use super::workbench_app::WorkbenchApp;
use crate::table::damaged_copy_name;
use crate::table::reisswitz::{GAME_AUTOSAVE_ENDING, TroopSession, game_file_for};
use kriegsspiel::files::{read_limited, read_limited_text, write_atomically};
use kriegsspiel::map::MAX_MAP_FILE_BYTES;
use kriegsspiel::systems::reisswitz_1815::game::{
    GAME_FILE_EXTENSION, Game, MAX_GAME_FILE_BYTES, map_digest, map_digest_named, with_map_digest,
};
use std::path::{Path, PathBuf};
use std::time::SystemTime;
use words::sentence;

impl WorkbenchApp {
    /// Opens the game saved beside `map_file`, if there is one, and says what it holds (for the
    /// map's opening message); a game that cannot be read is reported, remembered as damaged
    /// (so a later save keeps it), and the map opens without it.
    pub(super) fn load_game_beside(&mut self, map_file: &Path) -> Option<String> {
        let file = game_file_for(map_file);
        if !file.is_file() {
            return None;
        }
        let loaded = self.load_game_from(&file);
        if loaded.is_none()
            && let Some(map) = &mut self.session.map
        {
            map.damaged_game = Some(file);
        } else if loaded.is_some() {
            self.check_in_step(map_file, &file);
        }
        loaded
    }

    /// Tells the umpire when the game file names another version of the map than the map
    /// file holds: a save killed between writing the game and the map. Games saved before
    /// they named their map are not checked.
    fn check_in_step(&mut self, map_file: &Path, game_file: &Path) {
        let named = read_limited_text(game_file, MAX_GAME_FILE_BYTES, "a saved game")
            .ok()
            .and_then(|text| map_digest_named(&text));
        let Some(named) = named else {
            return;
        };
        let map = read_limited(map_file, MAX_MAP_FILE_BYTES, "a map file").ok();
        if map.is_some_and(|bytes| map_digest(&bytes) == named) {
            return;
        }
        self.session.notifications.failure(format!(
            "The game “{}” was saved with another version of the map “{}”: a save was cut short \
             between the two files. Check the map and the troops, then save to put them back in \
             step.",
            crate::scan::scan_error::display_name(game_file),
            crate::scan::scan_error::display_name(map_file)
        ));
    }

    /// Reads the game in `file` onto the open map; says what it holds.
    pub(super) fn load_game_from(&mut self, file: &Path) -> Option<String> {
        match Game::load(file) {
            Ok(game) => {
                let map = self.session.map.as_mut()?;
                let summary = game_summary(&game);
                map.troops = Some(TroopSession::new(game));
                Some(format!(
                    "the game “{}” at {summary}",
                    crate::scan::scan_error::display_name(file)
                ))
            }
            Err(e) => {
                self.session.notifications.failure(format!(
                    "The game beside the map could not be opened: {} The map opens without it.",
                    sentence(&e.to_string())
                ));
                None
            }
        }
    }

    /// Writes the game beside `map_file`, naming the map whose content has `map_digest`; the
    /// error in words if it could not be written. A damaged game file in the way is first kept
    /// under a dated name, and the umpire told.
    pub(super) fn save_game_beside(
        &mut self,
        map_file: &Path,
        map_digest: &str,
    ) -> Result<(), String> {
        if self.troops().is_none() {
            return Ok(());
        }
        let file = game_file_for(map_file);
        self.keep_damaged_game(&file)?;
        let Some(troops) = self.troops() else {
            return Ok(());
        };
        let text = troops.game.to_json().map_err(|e| e.to_string())?;
        write_atomically(&file, with_map_digest(&text, map_digest).as_bytes())
            .map_err(|e| e.to_string())?;
        let _ = std::fs::remove_file(game_autosave_for(map_file));
        Ok(())
    }

    /// Renames the damaged game file `file` (if it is the one the map opened with and is still
    /// there) to a dated `.damaged` copy and says so.
    fn keep_damaged_game(&mut self, file: &Path) -> Result<(), String> {
        let Some(map) = &mut self.session.map else {
            return Ok(());
        };
        if map.damaged_game.as_deref() != Some(file) {
            return Ok(());
        }
        map.damaged_game = None;
        if !file.is_file() {
            return Ok(());
        }
        let kept = damaged_copy_name(file, SystemTime::now());
        std::fs::rename(file, &kept).map_err(|e| {
            format!(
                "the damaged game file “{}” could not be kept aside ({e}), so it was not \
                 replaced",
                crate::scan::scan_error::display_name(file)
            )
        })?;
        self.session.notifications.error(format!(
            "The game file “{}” could not be read when the map opened; it is kept as “{}” and \
             the game is saved in its place.",
            crate::scan::scan_error::display_name(file),
            crate::scan::scan_error::display_name(&kept)
        ));
        Ok(())
    }

    /// Writes the game's autosave beside `map_file`.
    pub(super) fn autosave_game_beside(&self, map_file: &Path) -> Result<(), String> {
        let Some(troops) = self.troops() else {
            return Ok(());
        };
        troops
            .game
            .save(&game_autosave_for(map_file))
            .map_err(|e| e.to_string())
    }
}

/// What a game holds, in words: "turn 2 (06:04), 8 units on the map".
pub fn game_summary(game: &Game) -> String {
    let placed = game
        .state()
        .unit_states()
        .filter(|(_, s)| s.placement.is_some())
        .count();
    let units = if placed == 1 { "unit" } else { "units" };
    format!("turn {}, {placed} {units} on the map", game.state().turn())
}

/// The game autosave beside `map_file`.
pub fn game_autosave_for(map_file: &Path) -> PathBuf {
    let game = game_file_for(map_file);
    let name = game
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = name.strip_suffix(GAME_FILE_EXTENSION).unwrap_or(&name);
    game.with_file_name(format!("{stem}{GAME_AUTOSAVE_ENDING}"))
}

/// Whether `autosave` holds changes `file` does not: it exists, and the file is missing, or
/// the autosave is newer and not the same bytes (each read up to `limit`).
pub(super) fn autosave_holds_changes(autosave: &Path, file: &Path, limit: u64) -> bool {
    let Ok(autosaved) = std::fs::metadata(autosave) else {
        return false;
    };
    let Ok(saved) = std::fs::metadata(file) else {
        return true;
    };
    if let (Ok(autosaved), Ok(saved)) = (autosaved.modified(), saved.modified())
        && autosaved <= saved
    {
        return false;
    }
    let read = |path| kriegsspiel::files::read_limited(path, limit, "a game file").ok();
    let autosave = read(autosave);
    autosave.is_none() || autosave != read(file)
}
