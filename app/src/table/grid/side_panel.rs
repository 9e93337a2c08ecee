//! The grid table's toolbar and side panel: the half-turn, the last refusal, an attack
//! explained before it is confirmed, a hovered square's totals for both sides, the lines of
//! communication, the analysis aid, the move list, the journal, the options and the help.

use super::analysis_panel::{AnalysisInput, show_analysis};
use super::grid_action::GridAction;
use super::move_list_panel::show_move_list;
use egui::{CollapsingHeader, Color32, RichText, ScrollArea, Ui};
use kriegsspiel::systems::grid::{
    CombatExplanation, GridGame, GridSide, Network, Position, Role, Square,
};
use words::{
    grid_attack_title, grid_command_words, grid_cut_off_words, grid_difference_words,
    grid_left_out_words, grid_outcome_words, grid_row_words,
};

/// What the side panel shows besides the game.
#[derive(Debug, Clone, Copy)]
pub struct PanelInput<'a> {
    /// The game.
    pub game: &'a GridGame,
    /// The last refusal or notice.
    pub message: Option<&'a str>,
    /// The attack waiting for the umpire's confirmation.
    pub explanation: Option<&'a CombatExplanation>,
    /// The square under the pointer, or the last one it was over.
    pub hover: Option<Square>,
    /// The lines if the dragged move were made, and the position then.
    pub preview: Option<(&'a Network, &'a Position)>,
    /// Which sides' lines are drawn (North, South).
    pub show_lines: [bool; 2],
    /// The analysis aid: whether it is on, the threats, what the move planned would cut.
    pub analysis: AnalysisInput<'a>,
}

/// The toolbar above the board.
pub fn show_toolbar(ui: &mut Ui, game: &GridGame) -> Vec<GridAction> {
    let mut actions = Vec::new();
    ui.horizontal_wrapped(|ui| {
        if ui.button("New game…").clicked() {
            actions.push(GridAction::NewGame);
        }
        if ui.button("Edit board").clicked() {
            actions.push(GridAction::EditBoard);
        }
        if ui.button("Open game").clicked() {
            actions.push(GridAction::Open);
        }
        if ui.button("Save game").clicked() {
            actions.push(GridAction::Save);
        }
        if ui.button("Open recorded game").clicked() {
            actions.push(GridAction::OpenReplay);
        }
        ui.separator();
        let journal = game.journal();
        if ui
            .add_enabled(!journal.entries().is_empty(), egui::Button::new("Undo"))
            .clicked()
        {
            actions.push(GridAction::Undo);
        }
        if ui
            .add_enabled(!journal.redo_stack().is_empty(), egui::Button::new("Redo"))
            .clicked()
        {
            actions.push(GridAction::Redo);
        }
        ui.separator();
        let playing = game.state().outcome.is_none();
        if ui
            .add_enabled(playing, egui::Button::new("End half-turn"))
            .clicked()
        {
            actions.push(GridAction::EndHalfTurn);
        }
        if ui
            .add_enabled(
                playing && !game.state().turn.draw_proposed,
                egui::Button::new("Propose draw"),
            )
            .clicked()
        {
            actions.push(GridAction::ProposeDraw);
        }
    });
    actions
}

/// The side panel.
pub fn show_side_panel(ui: &mut Ui, input: PanelInput<'_>) -> Vec<GridAction> {
    let mut actions = Vec::new();
    ScrollArea::vertical().show(ui, |ui| {
        turn_section(ui, input.game);
        draw_offer_section(ui, input.game, &mut actions);
        if let Some(message) = input.message {
            ui.label(RichText::new(message).color(Color32::from_rgb(190, 30, 30)));
        }
        if let Some(e) = input.explanation {
            explanation_section(ui, e, &mut actions);
        }
        hover_section(ui, &input);
        lines_section(ui, &input, &mut actions);
        actions.extend(show_analysis(ui, input.analysis));
        actions.extend(show_move_list(ui, input.game));
        journal_section(ui, input.game);
        options_section(ui, input.game);
        help_section(ui);
    });
    actions
}

fn turn_section(ui: &mut Ui, game: &GridGame) {
    let state = game.state();
    ui.heading("Grid game: lines of communication");
    match &state.outcome {
        Some(outcome) => {
            ui.label(RichText::new(grid_outcome_words(outcome)).strong());
        }
        None => {
            ui.label(
                RichText::new(format!(
                    "Half-turn {}: {} to move",
                    state.half_turn,
                    state.to_move()
                ))
                .strong(),
            );
            ui.label(format!(
                "Moves made: {} of 5; attack: {}",
                state.turn.moved.len(),
                if state.turn.attacked {
                    "made"
                } else if state.turn.raids > 0 {
                    "used by a raid"
                } else {
                    "not yet"
                }
            ));
            if let Some(unit) = state.retreat_due.and_then(|id| state.position.unit(id)) {
                ui.label(format!(
                    "The {} on {} was beaten by one point: it must retreat first.",
                    unit.kind, unit.at
                ));
            }
        }
    }
    ui.label(
        "Drag a unit to move it; click an enemy unit to see the attack on it explained; hover a square for both sides' totals.",
    );
    ui.separator();
}

/// A draw proposed by the side moving, waiting for the other side's answer (source L102).
fn draw_offer_section(ui: &mut Ui, game: &GridGame, actions: &mut Vec<GridAction>) {
    let state = game.state();
    if state.outcome.is_some() || !state.turn.draw_proposed {
        return;
    }
    let by = state.to_move();
    ui.label(
        RichText::new(format!(
            "{by} proposes a draw. {}: accept or decline?",
            by.opponent()
        ))
        .strong(),
    );
    ui.horizontal(|ui| {
        if ui.button("Accept draw").clicked() {
            actions.push(GridAction::AnswerDraw(true));
        }
        if ui.button("Decline draw").clicked() {
            actions.push(GridAction::AnswerDraw(false));
        }
    });
    ui.separator();
}

fn explanation_section(ui: &mut Ui, e: &CombatExplanation, actions: &mut Vec<GridAction>) {
    ui.label(RichText::new(grid_attack_title(e)).strong());
    for (role, title) in [(Role::Attack, "Attack"), (Role::Defence, "Defence")] {
        ui.label(RichText::new(title).underline());
        for row in e.contributions.iter().filter(|r| r.role == role) {
            ui.label(grid_row_words(row));
        }
    }
    if !e.left_out.is_empty() {
        CollapsingHeader::new(format!("Left out ({})", e.left_out.len()))
            .id_salt("grid_left_out")
            .show(ui, |ui| {
                for row in &e.left_out {
                    ui.label(grid_left_out_words(row));
                }
            });
    }
    ui.label(RichText::new(format!("Attack total {}", e.attack_total)).strong());
    ui.label(RichText::new(format!("Defence total {}", e.defence_total)).strong());
    ui.label(RichText::new(grid_difference_words(e)).strong());
    ui.horizontal(|ui| {
        if ui.button("Confirm attack").clicked() {
            actions.push(GridAction::ConfirmAttack);
        }
        if ui.button("Cancel attack").clicked() {
            actions.push(GridAction::CancelAttack);
        }
    });
    ui.separator();
}

fn hover_section(ui: &mut Ui, input: &PanelInput<'_>) {
    let Some(square) = input.hover else {
        return;
    };
    let state = input.game.state();
    let totals = state.battlefield().square_strengths(square);
    ui.label(format!(
        "Square {square}: North attack {}, defence {} · South attack {}, defence {}",
        totals.north.0, totals.north.1, totals.south.0, totals.south.1
    ));
    ui.separator();
}

fn lines_section(ui: &mut Ui, input: &PanelInput<'_>, actions: &mut Vec<GridAction>) {
    let state = input.game.state();
    ui.label(RichText::new("Lines of communication").strong());
    ui.horizontal(|ui| {
        for (i, side) in GridSide::ALL.into_iter().enumerate() {
            let mut shown = input.show_lines[i];
            if ui.checkbox(&mut shown, format!("{side}'s lines")).changed() {
                actions.push(GridAction::ToggleLines(side));
            }
        }
    });
    let describe =
        |network: &Network, position: &Position| grid_cut_off_words(&network.cut_off(position));
    ui.label(format!(
        "Now: {}",
        describe(state.network(), &state.position)
    ));
    if let Some((network, position)) = input.preview {
        ui.label(format!(
            "With the move being dragged: {}",
            describe(network, position)
        ));
    }
    ui.separator();
}

fn journal_section(ui: &mut Ui, game: &GridGame) {
    CollapsingHeader::new(format!("Journal ({})", game.journal().entries().len()))
        .id_salt("grid_journal")
        .show(ui, |ui| {
            for (i, entry) in game.journal().entries().iter().enumerate().rev().take(40) {
                ui.label(format!(
                    "{}. half-turn {}: {}",
                    i + 1,
                    entry.turn,
                    grid_command_words(&entry.command)
                ));
            }
        });
}

fn options_section(ui: &mut Ui, game: &GridGame) {
    CollapsingHeader::new("Options (rules reference)")
        .id_salt("grid_options")
        .show(ui, |ui| {
            for option in game.state().options.describe() {
                let mark = if option.chosen == option.default {
                    ""
                } else {
                    " (not the default)"
                };
                ui.label(format!(
                    "{} = {}{mark} — {} [source {}]",
                    option.id, option.chosen, option.question, option.source
                ));
            }
        });
}

fn help_section(ui: &mut Ui) {
    CollapsingHeader::new("About this game")
        .id_salt("grid_help")
        .show(ui, |ui| {
            ui.label(
                "The grid game of lines of communication follows Guy Debord's rules for his war \
                 game (devised with Alice Becker-Ho), rebuilt in the workbench's rules reference \
                 with every ambiguity as a named option.",
            );
            ui.label(
                "Each side moves up to five units, then may attack one enemy unit. A unit must be \
                 in communication with an arsenal, along straight lines from an arsenal or a relay \
                 or by touching linked units; a unit cut off cannot move, attack or defend.",
            );
            ui.label(
                "Attack and defence are sums of the units on straight lines within range; \
                 cavalry touching the target charge at 7. Two or more up destroys, one up forces \
                 a retreat next half-turn.",
            );
        });
}
