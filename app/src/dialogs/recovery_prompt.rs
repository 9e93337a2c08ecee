//! After a crash: an autosave beside a map file holds changes the files do not — the map's,
//! the game's, or both. The umpire chooses to recover the changes, discard them, or decide
//! later: the autosaves are then set aside under kept names (`….autosave.json.declined-1`), so
//! no autosave of this session replaces them, and offered again whenever the map opens, until
//! the umpire recovers or discards them.

use egui::{Context, Id, Modal, RichText};
use kriegsspiel::figures::counted;
use kriegsspiel::map::Recovery;
use std::path::PathBuf;

/// A game autosave found newer than the game file beside the map (or with no game file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecovery {
    /// Where the game's autosave lies.
    pub autosave_path: PathBuf,
    /// What it holds in words ("turn 2, 8 units on the map"), or why it cannot be read.
    pub summary: Result<String, String>,
}

/// Autosaves found newer than their files (or ones that could not be read).
#[derive(Debug, Clone, PartialEq)]
pub struct RecoveryOffer {
    /// The map file (or the proposed file of a map never saved).
    pub map_file: PathBuf,
    /// The map's autosaved document when it differs from the file, or why it could not be
    /// read; `None` when the map has no changes to recover.
    pub map: Option<Result<Recovery, String>>,
    /// The game's autosave when it holds changes the game file does not.
    pub game: Option<GameRecovery>,
    /// The number of the kept copies the offer comes from, when the umpire declined them
    /// before (`None`: the autosaves themselves).
    pub kept: Option<u32>,
}

impl RecoveryOffer {
    /// Whether anything in the offer can be recovered.
    pub fn can_recover(&self) -> bool {
        matches!(self.map, Some(Ok(_))) || self.game.as_ref().is_some_and(|g| g.summary.is_ok())
    }
}

/// The umpire's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecoveryChoice {
    /// Open the autosaved map and game in place of the files'.
    Recover,
    /// Delete the autosaves.
    Discard,
    /// Keep the autosaves aside, offered again when the map next opens.
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
        if offer.kept.is_some() {
            ui.label(
                "These changes were autosaved and kept aside: recovering them was put off, or \
                 their file no longer opened when they were discarded.",
            );
        }
        match &offer.map {
            Some(Ok(recovery)) => {
                ui.label(format!(
                    "An autosave of “{name}” is newer than the file: it holds changes made after \
                     the last save ({}, {}).",
                    counted(recovery.document.sheets.len(), "sheet"),
                    counted(recovery.document.terrain.len(), "terrain feature")
                ));
                ui.label(
                    RichText::new(format!("Autosave: {}", recovery.autosave_path.display())).weak(),
                );
            }
            Some(Err(why)) => {
                ui.label(format!("An autosave beside “{name}” cannot be read: {why}"));
            }
            None => {}
        }
        if let Some(game) = &offer.game {
            match &game.summary {
                Ok(summary) => ui.label(format!(
                    "The game beside “{name}” has an autosave newer than its file: {summary}."
                )),
                Err(why) => ui.label(format!(
                    "The game's autosave beside “{name}” cannot be read: {why}"
                )),
            };
            ui.label(RichText::new(format!("Autosave: {}", game.autosave_path.display())).weak());
        }
        ui.horizontal(|ui| {
            if offer.can_recover()
                && ui
                    .button("Recover the changes")
                    .on_hover_text("Open the autosaved map and game; save to keep them")
                    .clicked()
            {
                choice = Some(RecoveryChoice::Recover);
            }
            if ui
                .button("Discard the autosave")
                .on_hover_text("Delete the autosaves and keep the files as they are")
                .clicked()
            {
                choice = Some(RecoveryChoice::Discard);
            }
            if ui
                .button("Not now")
                .on_hover_text(
                    "Keep the autosaves aside, where no later autosave replaces them; the \
                     question comes back when the map next opens",
                )
                .clicked()
            {
                choice = Some(RecoveryChoice::Later);
            }
        });
    });
    choice
}
