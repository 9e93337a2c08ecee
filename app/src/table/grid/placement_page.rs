//! The placement phase before play (`deployment = free_hidden`; rules reference §2; source
//! L15): the side placing sees only its own units, drawn from the engine's
//! `GridState::position_seen_by`; a unit-type picker, a click to place or lift, "Load planned
//! deployment" and "Confirm deployment". Between the sides a cover hides the board until the
//! screen is handed over.

use super::board_paint::{BoardGeometry, paint_board, paint_unit};
use super::board_view::BoardView;
use super::grid_action::GridAction;
use egui::{CentralPanel, Panel, RichText, Sense, Ui};
use kriegsspiel::systems::grid::{GridGame, GridSide, UnitKind};

/// What the placement page reads.
pub struct PlacementInput<'a> {
    /// The game, in its placement phase.
    pub game: &'a GridGame,
    /// The side placing now.
    pub placing: GridSide,
    /// Whether the screen has been handed to the side placing (otherwise a cover is shown).
    pub handed_over: bool,
    /// The kind a click places.
    pub kind: UnitKind,
    /// The last refusal or notice.
    pub message: Option<&'a str>,
}

/// Shows the placement phase; returns what was asked for.
pub fn show_placement(
    ui: &mut Ui,
    view: &mut BoardView,
    input: &PlacementInput,
) -> Vec<GridAction> {
    let mut actions = Vec::new();
    if !input.handed_over {
        CentralPanel::default().show(ui, |ui| {
            ui.heading("Free deployment");
            ui.label(format!(
                "{} places its units now. The board stays hidden until the screen is with {}.",
                input.placing, input.placing
            ));
            if let Some(message) = input.message {
                ui.label(message);
            }
            if ui
                .button(format!("Hand over to {}", input.placing))
                .clicked()
            {
                actions.push(GridAction::HandOver);
            }
        });
        return actions;
    }
    Panel::right("grid_placement_panel")
        .resizable(true)
        .default_size(320.0)
        .show(ui, |ui| actions.extend(placement_panel(ui, input)));
    CentralPanel::default().show(ui, |ui| {
        actions.extend(placement_board(ui, view, input));
    });
    actions
}

/// The side panel: who places, the picker with what is left of each kind, the buttons.
fn placement_panel(ui: &mut Ui, input: &PlacementInput) -> Vec<GridAction> {
    let mut actions = Vec::new();
    let state = input.game.state();
    ui.heading(format!("{} deploys", input.placing));
    ui.label(
        "Click an empty square of your territory to place the kind chosen; click one of your \
         units to take it back. One unit a square, none on a mountain (source L13, L15).",
    );
    ui.separator();
    for kind in UnitKind::ALL {
        let left = kind
            .count_per_side()
            .saturating_sub(state.placed_count(input.placing, kind));
        let text = format!("{} ({left} to place)", kind.title());
        if ui.radio(input.kind == kind, text).clicked() {
            actions.push(GridAction::ChooseKind(kind));
        }
    }
    ui.separator();
    if ui.button("Load planned deployment").clicked() {
        actions.push(GridAction::LoadPlannedDeployment);
    }
    if ui.button("Confirm deployment").clicked() {
        actions.push(GridAction::ConfirmDeployment);
    }
    if let Some(message) = input.message {
        ui.separator();
        ui.label(RichText::new(message).color(ui.visuals().warn_fg_color));
    }
    actions
}

/// The board with the side's own units only; a click places or lifts.
fn placement_board(ui: &mut Ui, view: &mut BoardView, input: &PlacementInput) -> Vec<GridAction> {
    let state = input.game.state();
    let seen = state.position_seen_by(input.placing);
    let geo = BoardGeometry::fit(ui.available_rect_before_wrap().shrink(4.0));
    view.geometry = Some(geo);
    let response = ui.allocate_rect(geo.rect, Sense::click());
    view.hover = response.hover_pos().and_then(|p| geo.square_at(p));
    let painter = ui.painter_at(geo.paint_area());
    paint_board(&painter, &geo, &state.board, &seen);
    for unit in &seen.units {
        paint_unit(
            &painter,
            geo.center(unit.at),
            geo.cell,
            unit.side,
            unit.kind,
            false,
        );
    }
    response
        .clicked()
        .then(|| {
            response
                .interact_pointer_pos()
                .and_then(|p| geo.square_at(p))
        })
        .flatten()
        .map(GridAction::PlaceOrLift)
        .into_iter()
        .collect()
}
