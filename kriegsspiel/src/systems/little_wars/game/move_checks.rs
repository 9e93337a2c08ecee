//! The checks on where a man may move this move (§4): whose move it is and whether he is free
//! to move, where his first move is measured from, and whether his end point is on the table
//! and out of houses. Shared by ordinary moves, a gun's crew and the men sent to a gun's trail.

use super::state::BattleState;
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::FigureStatus;
use crate::systems::little_wars::move_refusal::MoveRefusal;
use crate::systems::little_wars::option_readings::{DefensiveAttackerSetup, GameType};
use crate::systems::little_wars::units::TablePoint;

/// Refuses anything done for `side` when it is not `side`'s move (§4): a man's move, a gun's
/// move or fire, the men sent to a gun's trail.
pub(super) fn side_to_move(state: &BattleState, side: Side) -> Result<(), LittleWarsError> {
    if side == state.to_move {
        return Ok(());
    }
    Err(MoveRefusal::NotYourMove {
        side: state.to_move.to_string(),
    }
    .into())
}

pub(super) fn may_move_man(state: &BattleState, id: u32) -> Result<(), LittleWarsError> {
    let figure = state.figure(id)?;
    let piece = format!("{} {}", figure.arm.name(), id);
    // Prisoners are moved by their captor, under escort (Wells L328; Streamlined L25).
    let mover = if matches!(figure.status, FigureStatus::Prisoner { .. }) {
        figure.side.opponent()
    } else {
        figure.side
    };
    side_to_move(state, mover)?;
    let why = match figure.status {
        FigureStatus::Armed | FigureStatus::Freed if state.freed_this_move.contains(&id) => {
            Some("he was freed this move")
        }
        FigureStatus::Armed | FigureStatus::Freed => None,
        FigureStatus::Prisoner { .. } => None,
        FigureStatus::PrisonerRemoved => Some("he is a prisoner taken off the table"),
        FigureStatus::Dead => Some("he is dead"),
        FigureStatus::OffField => Some("he has left the field"),
    };
    if let Some(why) = why {
        return Err(MoveRefusal::NotFree {
            piece,
            why: why.into(),
        }
        .into());
    }
    if state.moved.contains(&id) {
        return Err(MoveRefusal::AlreadyMoved { piece }.into());
    }
    super::appendix_holds::may_move(state, id)?;
    Ok(())
}

/// Where a man's first move is measured from: the nearest point of his back line, on his
/// side's first move only ("in the subsequent move", Wells L229; moves 1 and 2, Wells L242),
/// unless he is a Defensive Game attacker put down a move out (Wells L368). A man his side left
/// where he was put down moves from where he stands on its next move.
pub(super) fn first_move_from(
    state: &BattleState,
    id: u32,
) -> Result<Option<TablePoint>, LittleWarsError> {
    let figure = state.figure(id)?;
    let sides_first_move = state.move_number <= 2 || state.rules_version < 2;
    if figure.has_moved_once || !sides_first_move {
        return Ok(None);
    }
    let defensive_attacker = state.options.game_type == GameType::Defensive
        && state.defender.is_some_and(|d| d != figure.side)
        && (state.options.defensive_attacker_setup != DefensiveAttackerSetup::BackLineRule);
    if defensive_attacker {
        return Ok(None);
    }
    Ok(Some(
        state
            .country
            .nearest_back_line_point(figure.side, figure.at),
    ))
}

pub(super) fn end_point_ok(
    state: &BattleState,
    id: u32,
    to: TablePoint,
) -> Result<(), LittleWarsError> {
    let figure = state.figure(id)?;
    let piece = format!("{} {}", figure.arm.name(), id);
    if !state.country.contains(to) {
        return Err(MoveRefusal::OffTable { piece }.into());
    }
    if state.country.in_house(to, figure.arm.base_radius().0) {
        return Err(MoveRefusal::IntoHouse { piece }.into());
    }
    Ok(())
}
