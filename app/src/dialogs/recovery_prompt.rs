//! After a crash: the autosave beside a map file is newer than the file. The umpire chooses to
//! recover the changes, discard them, or decide later (the autosave stays).

use egui::{Context, Id, Modal, RichText};
use kriegsspiel::map::Recovery;
use std::path::PathBuf;

/// An autosave found newer than its map file (or one that could not be read).
#[derive(Debug, Clone, PartialEq)]
pub struct RecoveryOffer {
    /// The map file (or the proposed file of a map never saved).
    pub map_file: PathBuf,
    /// The autosaved document, or why it could not be read.
    pub found: Result<Recovery, String>,
}

/// The umpire's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecoveryChoice {
    /// Open the autosaved document in place of the file's.
    Recover,
    /// Delete the autosave.
    Discard,
    /// Leave everything as it is for now.
    Later,
}

/// Shows the question; returns the answer once given.
pub fn show_recovery_prompt(ctx: &Context, offer: &RecoveryOffer) -> Option<RecoveryChoice> {
    let name = offer
        .map_file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut choice = None;
    Modal::new(Id::unique("recovery_prompt")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading("Unsaved changes found");
        match &offer.found {
            Ok(recovery) => {
                ui.label(format!(
                    "An autosave of “{name}” is newer than the file: it holds changes made after \
                     the last save ({} sheet(s), {} terrain feature(s)).",
                    recovery.document.sheets.len(),
                    recovery.document.terrain.len()
                ));
                ui.label(
                    RichText::new(format!("Autosave: {}", recovery.autosave_path.display())).weak(),
                );
            }
            Err(why) => {
                ui.label(format!("An autosave beside “{name}” cannot be read: {why}"));
            }
        }
        ui.horizontal(|ui| {
            if offer.found.is_ok()
                && ui
                    .button("Recover the changes")
                    .on_hover_text("Open the autosaved map; save it to keep it")
                    .clicked()
            {
                choice = Some(RecoveryChoice::Recover);
            }
            if ui
                .button("Discard the autosave")
                .on_hover_text("Delete the autosave and keep the map file as it is")
                .clicked()
            {
                choice = Some(RecoveryChoice::Discard);
            }
            if ui
                .button("Not now")
                .on_hover_text("Keep both; the question comes back next time")
                .clicked()
            {
                choice = Some(RecoveryChoice::Later);
            }
        });
    });
    choice
}
