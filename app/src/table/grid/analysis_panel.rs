//! The analysis aid in the grid table's side panel (issue 22 item 18): the *Show threats*
//! toggle, what each side threatens and the enemy units its attack would beat, the threats on
//! the square under the pointer, and what the move planned would cut.

use super::grid_action::GridAction;
use egui::{RichText, Ui};
use kriegsspiel::systems::grid::{GridSide, MoveCuts, Square, Threats};
use words::{grid_cuts_lines, grid_threat_words};

/// What the analysis section shows.
#[derive(Debug, Clone, Copy)]
pub struct AnalysisInput<'a> {
    /// Whether the aid is on.
    pub shown: bool,
    /// The threats, while it is on.
    pub threats: Option<&'a Threats>,
    /// What the move planned would cut, while it is on.
    pub cuts: Option<&'a MoveCuts>,
    /// The square under the pointer, or the last one it was over.
    pub hover: Option<Square>,
}

/// The analysis section; returns what was asked for.
pub fn show_analysis(ui: &mut Ui, input: AnalysisInput<'_>) -> Vec<GridAction> {
    let mut actions = Vec::new();
    ui.label(RichText::new("Analysis").strong());
    let mut shown = input.shown;
    if ui
        .checkbox(&mut shown, "Show threats")
        .on_hover_text(
            "Shade the squares each side's attack reaches (North's in the upper-left half of a \
             square, South's in the lower-right), ring the enemy units an attack would beat now \
             with the margin, and, with a unit selected, mark the lines its move to the square \
             under the pointer would cut (rules reference §3, §5)",
        )
        .changed()
    {
        actions.push(GridAction::ToggleThreats);
    }
    if let (true, Some(threats)) = (input.shown, input.threats) {
        for side in GridSide::ALL {
            ui.label(grid_threat_words(threats, side));
        }
        if let Some(square) = input.hover {
            ui.label(format!(
                "Threats on {square}: North {}, South {}",
                threats.on(GridSide::North, square),
                threats.on(GridSide::South, square)
            ));
        }
        match input.cuts {
            Some(cuts) => {
                for line in grid_cuts_lines(cuts) {
                    ui.label(line);
                }
            }
            None => {
                ui.label("Select a unit and point at a square to see what the move would cut.");
            }
        }
    }
    ui.separator();
    actions
}
