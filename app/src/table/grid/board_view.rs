//! The board on screen: drawn from the game, with select-and-drag moves, the lines of
//! communication recomputed while a move is dragged (before it is dropped), a refused move's
//! reason at the pointer, hovering for a square's totals, a click on an enemy unit to see
//! the attack explained, and the analysis aid when it is on: the squares each side threatens,
//! and what the move planned (dragged, or a unit selected and a square pointed at) would cut.

use super::analysis_paint::{paint_cuts, paint_threats};
use super::board_paint::{
    BoardGeometry, paint_board, paint_explanation, paint_rays, paint_unit, side_colour,
};
use super::grid_action::GridAction;
use egui::{Align2, Color32, FontId, Sense, Stroke, StrokeKind, Ui, vec2};
use kriegsspiel::systems::grid::{
    CombatExplanation, GridState, MoveCuts, Network, Position, Square, Threats,
};

/// What the board remembers between frames: where it was drawn, the move being dragged, the
/// square under the pointer, and what the dragged move would do to the lines.
#[derive(Debug, Clone, Default)]
pub struct BoardView {
    /// Where the board was last drawn.
    pub geometry: Option<BoardGeometry>,
    /// The square of the unit being dragged.
    pub drag_from: Option<Square>,
    /// The square the dragged unit is over.
    pub drag_over: Option<Square>,
    /// The square under the pointer.
    pub hover: Option<Square>,
    /// The last square the pointer was over: the side panel keeps showing it once the pointer
    /// leaves the board, so the panel does not jump under the pointer on its way there.
    pub last_hover: Option<Square>,
    /// Why the move being dragged would be refused, if it would.
    pub drag_refusal: Option<String>,
    /// The lines of communication if the dragged move were made: `None` when nothing is
    /// dragged or the move would be refused.
    pub preview: Option<Network>,
    /// The position if the dragged move were made (beside [`BoardView::preview`]).
    pub preview_position: Option<Position>,
    /// While the analysis aid is on: what the move planned would cut (the move dragged, or
    /// the selected unit's to the square under the pointer), if the rules allow it.
    pub cuts: Option<MoveCuts>,
}

/// Draws the board and reads the pointer; returns what the umpire asked for.
pub fn show_board(
    ui: &mut Ui,
    view: &mut BoardView,
    state: &GridState,
    selected: Option<Square>,
    explanation: Option<&CombatExplanation>,
    show_lines: [bool; 2],
    threats: Option<&Threats>,
) -> Vec<GridAction> {
    let mut actions = Vec::new();
    let geo = BoardGeometry::fit(ui.available_rect_before_wrap().shrink(4.0));
    view.geometry = Some(geo);
    let response = ui.allocate_rect(geo.rect, Sense::click_and_drag());
    let pointer = response.interact_pointer_pos().or(response.hover_pos());
    view.hover = response.hover_pos().and_then(|p| geo.square_at(p));
    if view.hover.is_some() {
        view.last_hover = view.hover;
    }

    if response.drag_started() {
        let start = ui
            .input(|i| i.pointer.press_origin())
            .or(response.interact_pointer_pos())
            .and_then(|p| geo.square_at(p))
            .filter(|&s| {
                state
                    .position
                    .unit_at(s)
                    .is_some_and(|u| u.side == state.to_move())
            });
        view.drag_from = start;
    }
    if view.drag_from.is_some() && response.dragged() {
        view.drag_over = pointer.and_then(|p| geo.square_at(p));
    }
    update_preview(view, state);
    view.cuts = threats.and_then(|_| planned_cuts(view, state, selected));
    if response.drag_stopped() {
        if let (Some(from), Some(to)) = (view.drag_from, view.drag_over)
            && from != to
        {
            actions.push(GridAction::Move { from, to });
        }
        view.drag_from = None;
        view.drag_over = None;
        view.preview = None;
        view.preview_position = None;
        view.drag_refusal = None;
    } else if response.clicked()
        && let Some(square) = response
            .interact_pointer_pos()
            .and_then(|p| geo.square_at(p))
    {
        actions.push(click(state, selected, square));
    }

    let painter = ui.painter_at(geo.paint_area());
    paint_board(&painter, &geo, &state.board, &state.position);
    if let Some(threats) = threats {
        paint_threats(&painter, &geo, threats);
    }
    let network = view.preview.as_ref().unwrap_or(state.network());
    paint_rays(&painter, &geo, network, show_lines);
    if let Some(from) = view.drag_from.or(selected) {
        paint_destinations(&painter, &geo, state, from);
    }
    for unit in &state.position.units {
        if Some(unit.at) == view.drag_from && view.drag_over.is_some() {
            continue;
        }
        let cut_off = !network.is_linked(unit.id);
        paint_unit(
            &painter,
            geo.center(unit.at),
            geo.cell,
            unit.side,
            unit.kind,
            cut_off,
        );
        if state.dislodged.contains(&unit.id) || state.retreat_due == Some(unit.id) {
            painter.circle_stroke(
                geo.center(unit.at),
                geo.cell * 0.48,
                Stroke::new(geo.cell * 0.06, Color32::from_rgb(230, 200, 0)),
            );
        }
    }
    if let (Some(from), Some(over)) = (view.drag_from, view.drag_over)
        && let Some(unit) = state.position.unit_at(from)
    {
        let cut_off = view.preview.as_ref().is_some_and(|n| !n.is_linked(unit.id));
        paint_unit(
            &painter,
            geo.center(over),
            geo.cell,
            unit.side,
            unit.kind,
            cut_off,
        );
    }
    if let Some(square) = selected {
        painter.rect_stroke(
            geo.square_rect(square),
            2.0,
            Stroke::new(geo.cell * 0.08, Color32::from_rgb(250, 210, 0)),
            StrokeKind::Inside,
        );
    }
    if let Some(e) = explanation {
        paint_explanation(&painter, &geo, e);
    }
    if let Some(cuts) = &view.cuts {
        paint_cuts(&painter, &geo, cuts);
    }
    if let Some(square) = view.hover {
        painter.rect_stroke(
            geo.square_rect(square),
            0.0,
            Stroke::new(1.5, Color32::from_gray(40)),
            StrokeKind::Inside,
        );
    }
    if let (Some(reason), Some(p)) = (&view.drag_refusal, pointer) {
        ui.painter().text(
            p + vec2(geo.cell * 0.6, -geo.cell * 0.6),
            Align2::LEFT_BOTTOM,
            reason,
            FontId::proportional(13.0),
            Color32::from_rgb(200, 20, 20),
        );
    }
    actions
}

/// A click: an own unit selects it, an enemy unit shows the attack on it, an empty square
/// moves the selected unit there.
fn click(state: &GridState, selected: Option<Square>, square: Square) -> GridAction {
    match state.position.unit_at(square) {
        Some(unit) if unit.side == state.to_move() => GridAction::Select(Some(square)),
        Some(_) => GridAction::PreviewAttack(square),
        None => match selected {
            Some(from) => GridAction::Move { from, to: square },
            None => GridAction::Select(None),
        },
    }
}

/// What the move planned would cut: the move dragged, or the selected unit's to the square
/// under the pointer (the last one it was over, once it has left the board); `None` when there
/// is none or the rules refuse it.
fn planned_cuts(view: &BoardView, state: &GridState, selected: Option<Square>) -> Option<MoveCuts> {
    let (from, to) = match (view.drag_from, view.drag_over) {
        (Some(from), Some(over)) => (from, over),
        _ => (selected?, view.last_hover?),
    };
    if from == to {
        return None;
    }
    state.move_cuts(from, to).ok()
}

/// Recomputes what the dragged move would do: the lines after it, or why it is refused.
fn update_preview(view: &mut BoardView, state: &GridState) {
    view.preview = None;
    view.preview_position = None;
    view.drag_refusal = None;
    let (Some(from), Some(over)) = (view.drag_from, view.drag_over) else {
        return;
    };
    if from == over {
        return;
    }
    match state.plan_move(from, over) {
        Ok(plan) => {
            let mut position = state.position.clone();
            if let Some(unit) = position.units.iter_mut().find(|u| u.id == plan.unit.id) {
                unit.at = plan.to;
            }
            if plan.raid {
                position
                    .arsenals
                    .get_mut(plan.unit.side.opponent())
                    .retain(|&a| a != plan.to);
            }
            view.preview = Some(Network::compute(&state.board, &position, &state.options));
            view.preview_position = Some(position);
        }
        Err(refusal) => {
            view.drag_refusal = Some(format!("Refused: {refusal}"));
        }
    }
}

/// Small dots on the squares the unit may move to.
fn paint_destinations(
    painter: &egui::Painter,
    geo: &BoardGeometry,
    state: &GridState,
    from: Square,
) {
    let Some(unit) = state.position.unit_at(from) else {
        return;
    };
    let colour = side_colour(unit.side).gamma_multiply(0.6);
    for to in Square::all().filter(|t| t.steps_to(from) <= unit.kind.speed() && *t != from) {
        if state.plan_move(from, to).is_ok_and(|plan| plan.to == to) {
            painter.circle_filled(geo.center(to), geo.cell * 0.12, colour);
        }
    }
}
