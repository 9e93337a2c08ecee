//! Before a file is written where the umpire chose (in a dialog or typed): which files the
//! save writes (its endings added, the game beside a map), which of them already exist and are
//! asked about first, and the open map's and game's own files, which an export never replaces.

use super::crash_recovery::set_aside;
use super::game_files::game_autosave_for;
use super::workbench_app::WorkbenchApp;
use crate::commands::file_picker::FileAction;
use crate::table::{GameFile, autosave_beside, reisswitz::game_file_for};
use kriegsspiel::map::MapDocument;
use kriegsspiel::systems::reisswitz_1815::game::Game;
use std::path::{Path, PathBuf};

/// What happens with a file chosen for a save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum SaveCheck {
    /// Write it.
    Go,
    /// Ask first: these files exist and would be replaced.
    Replaces(Vec<PathBuf>),
    /// Never: why not.
    Refused(String),
}

/// `path` with `.ext` added when it has another ending.
pub(super) fn with_ending(path: &Path, ext: &str) -> PathBuf {
    if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case(ext))
    {
        path.to_path_buf()
    } else {
        let mut name = path.as_os_str().to_owned();
        name.push(".");
        name.push(ext);
        PathBuf::from(name)
    }
}

/// A chosen save path with `.map.json` added when it has no `.json` ending.
pub(super) fn with_map_extension(path: &Path) -> PathBuf {
    if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"))
    {
        path.to_path_buf()
    } else {
        let mut name = path.as_os_str().to_os_string();
        name.push(kriegsspiel::map::MAP_FILE_EXTENSION);
        PathBuf::from(name)
    }
}

/// Whether `a` and `b` name one file: the same path, or the same file reached by another.
fn same_file(a: &Path, b: &Path) -> bool {
    let absolute = |p: &Path| std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf());
    if absolute(a) == absolute(b) {
        return true;
    }
    matches!(
        (a.canonicalize(), b.canonicalize()),
        (Ok(x), Ok(y)) if x == y
    )
}

impl WorkbenchApp {
    /// The files a save for `action` to `chosen` writes (none for a file opened).
    fn written_files(&self, action: FileAction, chosen: &Path) -> Vec<PathBuf> {
        match action {
            FileAction::SaveMapAs => {
                let map = with_map_extension(chosen);
                let game = self.troops().map(|_| game_file_for(&map));
                [map].into_iter().chain(game).collect()
            }
            FileAction::SaveSheetPdf { .. } | FileAction::SaveSummaryPdf { .. } => {
                vec![with_ending(chosen, "pdf")]
            }
            FileAction::ExportSideView { .. } => {
                let json = with_ending(chosen, "json");
                let pdf = json.with_extension("pdf");
                vec![json, pdf]
            }
            FileAction::SaveTableGame => vec![chosen.to_path_buf()],
            _ => Vec::new(),
        }
    }

    /// The open map's and game's own files, with their autosaves, each with what it is and
    /// the save that writes it as it always does (an export never does).
    fn own_files(&self) -> Vec<(PathBuf, &'static str, FileAction)> {
        let mut own = Vec::new();
        if let Some(map) = self.session.map.as_ref().filter(|m| m.titled) {
            let file = &map.file;
            own.extend(
                [
                    (file.clone(), "the open map's file"),
                    (MapDocument::autosave_path(file), "the open map's autosave"),
                    (game_file_for(file), "the file of the game on the map"),
                    (
                        game_autosave_for(file),
                        "the autosave of the game on the map",
                    ),
                ]
                .map(|(path, what)| (path, what, FileAction::SaveMapAs)),
            );
        }
        let table = self.session.wing.as_ref().and_then(|w| w.game_file());
        if let Some(file) = table.and_then(GameFile::file) {
            own.extend(
                [
                    (file.to_path_buf(), "the open game's file"),
                    (autosave_beside(file), "the open game's autosave"),
                ]
                .map(|(path, what)| (path, what, FileAction::SaveTableGame)),
            );
        }
        own
    }

    /// What to do with `chosen` for `action`: refused when an export would replace the open
    /// map's or game's own files; asked about when it would replace files that exist, other
    /// than the ones `confirmed` (agreed to, or asked about by the native dialog) and the map's
    /// or game's own files a save writes anyway.
    pub(super) fn save_check(
        &self,
        action: FileAction,
        chosen: &Path,
        confirmed: &[PathBuf],
    ) -> SaveCheck {
        let written = self.written_files(action, chosen);
        let own = self.own_files();
        let export = matches!(
            action,
            FileAction::ExportSideView { .. }
                | FileAction::SaveSheetPdf { .. }
                | FileAction::SaveSummaryPdf { .. }
        );
        if export {
            for file in &written {
                if let Some((_, what, _)) = own.iter().find(|(o, _, _)| same_file(o, file)) {
                    return SaveCheck::Refused(format!(
                        "“{}” is {what}; an export never replaces it. Choose another name.",
                        file.display()
                    ));
                }
            }
        }
        let asked: Vec<PathBuf> = written
            .into_iter()
            .filter(|f| f.exists())
            .filter(|f| !confirmed.iter().any(|c| same_file(c, f)))
            .filter(|f| {
                !own.iter()
                    .any(|(o, _, by)| *by == action && same_file(o, f))
            })
            .collect();
        if asked.is_empty() {
            SaveCheck::Go
        } else {
            SaveCheck::Replaces(asked)
        }
    }

    /// After *Discard changes*: removes the open map's autosave and its game's, except where
    /// the map's or game's file is there but no longer opens (replaced by something else):
    /// then the autosaves are the only copy of the work, and they are kept aside to be offered
    /// back when the map is next opened.
    pub(super) fn discard_autosaves_of(&mut self, map_file: &Path) {
        let game_file = game_file_for(map_file);
        let map_broken = map_file.exists() && MapDocument::load(map_file).is_err();
        let game_broken = game_file.exists() && Game::load(&game_file).is_err();
        let autosaves = [
            MapDocument::autosave_path(map_file),
            game_autosave_for(map_file),
        ];
        if !map_broken && !game_broken {
            for autosave in autosaves {
                let _ = std::fs::remove_file(autosave);
            }
            return;
        }
        let broken = if map_broken { map_file } else { &game_file };
        let said = match set_aside(&[&autosaves[0], &autosaves[1]]) {
            Ok(_) => format!(
                "“{}” no longer opens, so the autosave of the discarded changes is kept aside \
                 and offered back when the map is next opened.",
                broken.display()
            ),
            Err(e) => format!(
                "“{}” no longer opens, so the autosave of the discarded changes stays: {e}.",
                broken.display()
            ),
        };
        self.session.notifications.failure(said);
    }
}
