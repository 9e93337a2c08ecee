//! The grid table's move list (issue 22 item 17): each half-turn of the journal numbered, with
//! its side, each move's unit type and squares in the replay file's `[x, y]`, each attack with
//! its result; and *Export moves…*, which writes them as a replay file.

use super::grid_action::GridAction;
use egui::{CollapsingHeader, ScrollArea, Ui};
use kriegsspiel::systems::grid::GridGame;
use words::grid_half_turn_lines;

/// The move list, open by default, newest at the bottom; returns what was asked for.
pub fn show_move_list(ui: &mut Ui, game: &GridGame) -> Vec<GridAction> {
    let mut actions = Vec::new();
    let list = game.move_list();
    let title = match list.len() {
        1 => "Move list (1 half-turn)".to_string(),
        n => format!("Move list ({n} half-turns)"),
    };
    CollapsingHeader::new(title)
        .id_salt("grid_move_list")
        .default_open(true)
        .show(ui, |ui| {
            if ui
                .button("Export moves…")
                .on_hover_text(
                    "Write the moves as a recorded game (a replay file): ks grid replay and \
                     Open recorded game play it back through the rules",
                )
                .clicked()
            {
                actions.push(GridAction::ExportMoves);
            }
            if list.is_empty() {
                ui.label("No move made yet.");
                return;
            }
            ScrollArea::vertical()
                .id_salt("grid_move_list_scroll")
                .max_height(260.0)
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    for half in &list {
                        for line in grid_half_turn_lines(half) {
                            ui.label(line);
                        }
                    }
                });
        });
    ui.separator();
    actions
}
