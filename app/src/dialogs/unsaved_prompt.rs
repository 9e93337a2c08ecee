//! Before the open map is replaced or the window closes with changes not saved: save them,
//! discard them, or go back.

use crate::commands::file_picker::FileAction;
use egui::{Context, Id, Modal};
use std::path::PathBuf;

/// What waits for the umpire's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeldAction {
    /// A file dialog (open a map, start a new one).
    Ask(FileAction),
    /// Opening this file (dropped on the window, or chosen).
    Open(PathBuf),
    /// Closing the workbench.
    Quit,
}

/// The umpire's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnsavedChoice {
    /// Save the map, then go on (a map never saved asks for a name and stops there).
    Save,
    /// Drop the changes (and their autosave) and go on.
    Discard,
    /// Do nothing.
    Cancel,
}

/// Shows the question about the map file `name`; returns the answer once given.
pub fn show_unsaved_prompt(
    ctx: &Context,
    name: &str,
    action: &HeldAction,
) -> Option<UnsavedChoice> {
    let mut choice = None;
    let then = match action {
        HeldAction::Ask(_) | HeldAction::Open(_) => "opening another map",
        HeldAction::Quit => "closing the workbench",
    };
    let response = Modal::new(Id::unique("unsaved_prompt")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.heading("Unsaved changes");
        ui.label(format!(
            "“{name}” has changes that are not saved. Save them before {then}?"
        ));
        ui.horizontal(|ui| {
            if ui.button("Save changes").clicked() {
                choice = Some(UnsavedChoice::Save);
            }
            if ui
                .button("Discard changes")
                .on_hover_text("Drop the changes and their autosave")
                .clicked()
            {
                choice = Some(UnsavedChoice::Discard);
            }
            if ui.button("Go back").clicked() {
                choice = Some(UnsavedChoice::Cancel);
            }
        });
    });
    if choice.is_none() && response.should_close() {
        choice = Some(UnsavedChoice::Cancel);
    }
    choice
}
