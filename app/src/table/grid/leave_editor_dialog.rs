//! The question asked when the umpire leaves the board editor with edits not yet saved: save
//! them, discard them, or stay in the editor. Nothing is dropped without asking.

use egui::{Context, Id, Modal};

/// The umpire's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeaveEditorAnswer {
    /// Save the board, then leave.
    Save,
    /// Leave, dropping the edits.
    Discard,
    /// Stay in the editor.
    Stay,
}

/// Shows the question; returns the answer once given (closing the window means stay).
pub fn show_leave_editor(ctx: &Context) -> Option<LeaveEditorAnswer> {
    let mut answer = None;
    let response = Modal::new(Id::unique("grid_leave_editor")).show(ctx, |ui| {
        ui.heading("Leave the board editor?");
        ui.label("The board has edits that are not saved.");
        ui.horizontal(|ui| {
            if ui.button("Save").clicked() {
                answer = Some(LeaveEditorAnswer::Save);
            }
            if ui.button("Discard").clicked() {
                answer = Some(LeaveEditorAnswer::Discard);
            }
            if ui.button("Stay").clicked() {
                answer = Some(LeaveEditorAnswer::Stay);
            }
        });
    });
    if answer.is_none() && response.should_close() {
        answer = Some(LeaveEditorAnswer::Stay);
    }
    answer
}
