//! After a crash: the autosaves beside a map file — the map's and the game's — are compared
//! with their files, and whatever holds changes the files do not is offered back, together or
//! each alone. Autosaves the umpire declines ("Not now") are set aside under kept names
//! (`….autosave.json.declined-N`), where no later autosave replaces them, and offered again
//! whenever the map opens until recovered or discarded. Table games keep declined autosaves
//! the same way ([`set_aside`], [`kept_copies`]).

use super::game_files::{autosave_holds_changes, game_autosave_for, game_summary};
use super::workbench_app::WorkbenchApp;
use crate::dialogs::recovery_prompt::{
    GameRecovery, RecoveryChoice, RecoveryOffer, show_recovery_prompt,
};
use crate::table::reisswitz::game_file_for;
use egui::Context;
use kriegsspiel::map::{MapDocument, Recovery};
use kriegsspiel::systems::reisswitz_1815::game::{Game, MAX_GAME_FILE_BYTES};
use std::path::{Path, PathBuf};
use words::sentence;

/// What a kept copy's name adds to its autosave's: `….autosave.json.declined-2`.
const KEPT_ENDING: &str = ".declined-";

/// The kept copy number `n` of `autosave`.
pub(super) fn kept_copy(autosave: &Path, n: u32) -> PathBuf {
    let mut name = autosave.as_os_str().to_os_string();
    name.push(format!("{KEPT_ENDING}{n}"));
    PathBuf::from(name)
}

/// The kept copies of `autosave` that exist, by their numbers, lowest first.
pub(super) fn kept_copies(autosave: &Path) -> Vec<(u32, PathBuf)> {
    let (Some(folder), Some(name)) = (autosave.parent(), autosave.file_name()) else {
        return Vec::new();
    };
    let folder = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    let prefix = format!("{}{KEPT_ENDING}", name.to_string_lossy());
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut found: Vec<(u32, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            let n = name.strip_prefix(&prefix)?.parse::<u32>().ok()?;
            Some((n, kept_copy(autosave, n)))
        })
        .collect();
    found.sort();
    found
}

/// Renames each of `autosaves` that exists to its kept copy under one number no copy of any
/// of them has yet; that number, or why they could not be kept.
pub(super) fn set_aside(autosaves: &[&Path]) -> Result<u32, String> {
    let taken = |n: u32| autosaves.iter().any(|a| kept_copy(a, n).exists());
    let n = (1..u32::MAX)
        .find(|n| !taken(*n))
        .ok_or_else(|| "there is no free name to keep it under".to_string())?;
    for autosave in autosaves.iter().filter(|a| a.is_file()) {
        std::fs::rename(autosave, kept_copy(autosave, n)).map_err(|e| {
            format!(
                "the autosave {} could not be kept aside ({e}); save or discard the changes \
                 before changing anything",
                autosave.display()
            )
        })?;
    }
    Ok(n)
}

impl WorkbenchApp {
    /// Looks for autosaves newer than `map_file` and its game file and, if there are any, asks
    /// the umpire; otherwise offers the lowest-numbered autosaves kept aside earlier.
    pub(super) fn offer_recovery(&mut self, map_file: &Path) {
        let map = match MapDocument::find_recovery(map_file) {
            Ok(None) => None,
            Ok(Some(recovery)) => Some(Ok(recovery)),
            Err(e) => Some(Err(e.to_string())),
        };
        let game = find_game_recovery(map_file);
        if map.is_none() && game.is_none() {
            self.session.recovery = find_kept_recovery(map_file);
            return;
        }
        self.session.recovery = Some(RecoveryOffer {
            map_file: map_file.to_path_buf(),
            map,
            game,
            kept: None,
        });
    }

    /// Shows the recovery question and acts on the answer.
    pub(super) fn show_recovery(&mut self, ctx: &Context) {
        let Some(offer) = &self.session.recovery else {
            return;
        };
        let Some(choice) = show_recovery_prompt(ctx, offer) else {
            return;
        };
        let Some(offer) = self.session.recovery.take() else {
            return;
        };
        let now = ctx.input(|i| i.time);
        match choice {
            RecoveryChoice::Recover => self.recover(offer, now),
            RecoveryChoice::Discard => {
                for path in offered_paths(&offer) {
                    if let Err(e) = std::fs::remove_file(&path)
                        && e.kind() != std::io::ErrorKind::NotFound
                    {
                        self.session.notifications.error(format!(
                            "The autosave {} could not be removed: {e}.",
                            path.display()
                        ));
                    }
                }
                // Autosaves kept aside earlier come next.
                self.session.recovery = find_kept_recovery(&offer.map_file);
            }
            RecoveryChoice::Later if offer.kept.is_none() => {
                let paths = offered_paths(&offer);
                let paths: Vec<&Path> = paths.iter().map(PathBuf::as_path).collect();
                if let Err(e) = set_aside(&paths) {
                    self.session.notifications.failure(sentence(&e));
                }
            }
            RecoveryChoice::Later => {}
        }
    }

    /// Puts the autosaved map and game (whichever the offer holds) on show, marked unsaved.
    /// Kept copies go back to the autosaves' own names, so the next autosave takes them up
    /// and a save removes them.
    fn recover(&mut self, offer: RecoveryOffer, now: f64) {
        if let Some(Ok(recovery)) = &offer.map {
            let titled = self
                .session
                .map
                .as_ref()
                .is_some_and(|m| m.titled && m.file == offer.map_file);
            self.install_document(recovery.document.clone(), offer.map_file.clone(), titled);
        }
        let mut recovered_game = true;
        if let Some(game) = &offer.game {
            recovered_game = self.load_game_from(&game.autosave_path).is_some();
        }
        if let Some(map) = &mut self.session.map {
            map.touch(now);
        }
        if offer.kept.is_some() {
            let map = offer.map.as_ref().and_then(|m| m.as_ref().ok()).map(|r| {
                (
                    r.autosave_path.clone(),
                    MapDocument::autosave_path(&offer.map_file),
                )
            });
            let game = offer
                .game
                .as_ref()
                .map(|g| (g.autosave_path.clone(), game_autosave_for(&offer.map_file)));
            for (kept, home) in map.into_iter().chain(game) {
                if let Err(e) = std::fs::rename(&kept, &home) {
                    self.session.notifications.error(format!(
                        "The kept autosave {} stays where it is ({e}).",
                        kept.display()
                    ));
                }
            }
        }
        if recovered_game {
            self.session.notifications.note(
                "Recovered the autosaved changes; save the map to keep them.",
                now,
            );
        }
    }
}

/// The files an offer holds: the map's autosave (or kept copy), then the game's.
fn offered_paths(offer: &RecoveryOffer) -> Vec<PathBuf> {
    let map = match (&offer.map, offer.kept) {
        (Some(Ok(recovery)), _) => Some(recovery.autosave_path.clone()),
        (Some(Err(_)), None) => Some(MapDocument::autosave_path(&offer.map_file)),
        (Some(Err(_)), Some(n)) => Some(kept_copy(&MapDocument::autosave_path(&offer.map_file), n)),
        (None, _) => None,
    };
    map.into_iter()
        .chain(offer.game.as_ref().map(|g| g.autosave_path.clone()))
        .collect()
}

/// The game's autosave beside `map_file` when it holds changes its game file does not: newer
/// than the file (or with no file) and not the same bytes.
fn find_game_recovery(map_file: &Path) -> Option<GameRecovery> {
    let autosave_path = game_autosave_for(map_file);
    let file = game_file_for(map_file);
    if !autosave_holds_changes(&autosave_path, &file, MAX_GAME_FILE_BYTES) {
        return None;
    }
    Some(game_recovery(autosave_path))
}

fn game_recovery(autosave_path: PathBuf) -> GameRecovery {
    let summary = Game::load(&autosave_path)
        .map(|game| game_summary(&game))
        .map_err(|e| sentence(&e.to_string()));
    GameRecovery {
        autosave_path,
        summary,
    }
}

/// The lowest-numbered autosaves kept aside beside `map_file` (the map's, the game's or
/// both), offered whatever their age: the umpire has not yet chosen what becomes of them.
pub(super) fn find_kept_recovery(map_file: &Path) -> Option<RecoveryOffer> {
    let map_autosave = MapDocument::autosave_path(map_file);
    let game_autosave = game_autosave_for(map_file);
    let n = kept_copies(&map_autosave)
        .into_iter()
        .chain(kept_copies(&game_autosave))
        .map(|(n, _)| n)
        .min()?;
    let map_kept = kept_copy(&map_autosave, n);
    let map = map_kept.is_file().then(|| {
        MapDocument::load(&map_kept)
            .map(|document| Recovery {
                autosave_path: map_kept.clone(),
                document,
            })
            .map_err(|e| e.to_string())
    });
    let game_kept = kept_copy(&game_autosave, n);
    let game = game_kept.is_file().then(|| game_recovery(game_kept));
    Some(RecoveryOffer {
        map_file: map_file.to_path_buf(),
        map,
        game,
        kept: Some(n),
    })
}
