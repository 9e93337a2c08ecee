//! After a crash: a table game's autosave holds changes its file does not (or the game never
//! had a file). The umpire recovers it, discards it, or decides later: an autosave beside a
//! file is then set aside under a kept name (`….autosave.json.declined-1`), so that no later
//! autosave replaces it, and offered again whenever the game opens until recovered or
//! discarded; an untitled game's autosave has a name of its own and simply stays.

use egui::{Context, Id, Modal};
use std::path::PathBuf;

/// A table game's autosave waiting for the umpire's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableRecoveryOffer {
    /// The rule system the autosave names.
    pub system_id: &'static str,
    /// The system's name in words.
    pub system_title: &'static str,
    /// Where the autosave lies.
    pub autosave: PathBuf,
    /// The game's file, when it had one.
    pub file: Option<PathBuf>,
    /// Whether `autosave` is a copy kept aside when the umpire decided later before.
    pub kept: bool,
}

/// The umpire's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableRecoveryChoice {
    /// Put the autosaved game on the table, unsaved.
    Recover,
    /// Delete the autosave.
    Discard,
    /// Leave it for now.
    Later,
}

/// Shows the question; returns the answer once given.
pub fn show_table_recovery_prompt(
    ctx: &Context,
    offer: &TableRecoveryOffer,
) -> Option<TableRecoveryChoice> {
    let mut choice = None;
    Modal::new(Id::unique("table_recovery_prompt")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading("An unsaved game was found");
        ui.label(match &offer.file {
            Some(file) if offer.kept => format!(
                "The game of {} in {} has autosaved changes that were never saved, kept aside \
                 when recovering them was put off.",
                offer.system_title,
                file.display()
            ),
            Some(file) => format!(
                "The game of {} in {} has autosaved changes that were never saved.",
                offer.system_title,
                file.display()
            ),
            None => format!(
                "A game of {} that was never saved was autosaved.",
                offer.system_title
            ),
        });
        ui.horizontal(|ui| {
            if ui.button("Recover the game").clicked() {
                choice = Some(TableRecoveryChoice::Recover);
            }
            if ui.button("Discard the autosave").clicked() {
                choice = Some(TableRecoveryChoice::Discard);
            }
            if ui.button("Decide later").clicked() {
                choice = Some(TableRecoveryChoice::Later);
            }
        });
    });
    choice
}
