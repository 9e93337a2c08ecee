//! After a crash: the autosaves beside a map file — the map's and the game's — are compared
//! with their files, and whatever holds changes the files do not is offered back, together or
//! each alone.

use super::game_files::{autosave_holds_changes, game_autosave_for, game_summary};
use super::workbench_app::WorkbenchApp;
use crate::dialogs::recovery_prompt::{
    GameRecovery, RecoveryChoice, RecoveryOffer, show_recovery_prompt,
};
use crate::table::reisswitz::game_file_for;
use egui::Context;
use kriegsspiel::map::MapDocument;
use kriegsspiel::systems::reisswitz_1815::game::{Game, MAX_GAME_FILE_BYTES};
use std::path::Path;
use words::sentence;

impl WorkbenchApp {
    /// Looks for autosaves newer than `map_file` and its game file and, if there are any, asks
    /// the umpire.
    pub(super) fn offer_recovery(&mut self, map_file: &Path) {
        let map = match MapDocument::find_recovery(map_file) {
            Ok(None) => None,
            Ok(Some(recovery)) => Some(Ok(recovery)),
            Err(e) => Some(Err(e.to_string())),
        };
        let game = find_game_recovery(map_file);
        if map.is_none() && game.is_none() {
            return;
        }
        self.session.recovery = Some(RecoveryOffer {
            map_file: map_file.to_path_buf(),
            map,
            game,
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
                let _ = std::fs::remove_file(game_autosave_for(&offer.map_file));
                if let Err(e) = MapDocument::discard_autosave(&offer.map_file) {
                    self.session.notifications.error(sentence(&e.to_string()));
                }
            }
            RecoveryChoice::Later => {}
        }
    }

    /// Puts the autosaved map and game (whichever the offer holds) on show, marked unsaved.
    fn recover(&mut self, offer: RecoveryOffer, now: f64) {
        if let Some(Ok(recovery)) = offer.map {
            let titled = self
                .session
                .map
                .as_ref()
                .is_some_and(|m| m.titled && m.file == offer.map_file);
            self.install_document(recovery.document, offer.map_file.clone(), titled);
        }
        let mut recovered_game = true;
        if let Some(game) = &offer.game {
            recovered_game = self.load_game_from(&game.autosave_path).is_some();
        }
        if let Some(map) = &mut self.session.map {
            map.touch(now);
        }
        if recovered_game {
            self.session.notifications.note(
                "Recovered the autosaved changes; save the map to keep them.",
                now,
            );
        }
    }
}

/// The game's autosave beside `map_file` when it holds changes its game file does not: newer
/// than the file (or with no file) and not the same bytes.
fn find_game_recovery(map_file: &Path) -> Option<GameRecovery> {
    let autosave_path = game_autosave_for(map_file);
    let file = game_file_for(map_file);
    if !autosave_holds_changes(&autosave_path, &file, MAX_GAME_FILE_BYTES) {
        return None;
    }
    let summary = Game::load(&autosave_path)
        .map(|game| game_summary(&game))
        .map_err(|e| sentence(&e.to_string()));
    Some(GameRecovery {
        autosave_path,
        summary,
    })
}
