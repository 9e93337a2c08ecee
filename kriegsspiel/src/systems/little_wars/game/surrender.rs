//! A body hoists the white flag (Wells L341): only an isolated one may, tested as a melee's
//! inferior side is (`isolation_test`, Wells L288, L308; Streamlined L20, L70), its supporters
//! being the men of its side within a move of it.

use super::command::LittleWarsEvent as Ev;
use super::contact::body_supporters;
use super::prisoners::hand_over;
use super::state::BattleState;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::FigureStatus;
use crate::systems::little_wars::melee::{MeleeCount, is_supported};
use crate::systems::little_wars::option_readings::Surrender;

type Events = Result<Vec<Ev>, LittleWarsError>;

/// An isolated body surrenders (Wells L341, `surrender`): under `prisoners_removed` its men
/// are taken off at once and score as prisoners held by the enemy (Wells L356); under
/// `prisoners_on_table` they stay as prisoners, each handed to an enemy man within 6 in with
/// room (Wells L328), or left with no escort. Refused for a body that is not isolated.
pub fn surrender(state: &mut BattleState, ids: &[u32]) -> Events {
    super::apply_fight::in_battle(state)?;
    let mut body = Vec::with_capacity(ids.len());
    for &id in ids {
        let figure = state.figure(id)?;
        if !figure.is_armed() {
            return Err(LittleWarsError::WrongPhase(format!(
                "man {id} is not an armed man"
            )));
        }
        body.push(figure);
    }
    let Some(side) = body.first().map(|f| f.side) else {
        return Err(LittleWarsError::NothingTo("surrender"));
    };
    if body.iter().any(|f| f.side != side) {
        return Err(LittleWarsError::WrongPhase(
            "a body that surrenders is of one side".into(),
        ));
    }
    let supporters = body_supporters(state, &body);
    let remaining = state
        .figures
        .iter()
        .filter(|f| f.side == side && f.is_armed())
        .count();
    let count = MeleeCount {
        men: u32::try_from(body.len()).unwrap_or(u32::MAX),
        supporters: u32::try_from(supporters.len()).unwrap_or(u32::MAX),
        remaining: Some(u32::try_from(remaining).unwrap_or(u32::MAX)),
    };
    let mut steps = Vec::new();
    // Battles saved before rules version 2 let any body surrender, as they were played.
    if state.rules_version >= 2 && is_supported(count, &state.options, &mut steps, "body")? {
        return Err(LittleWarsError::WrongPhase(format!(
            "only an isolated body may surrender (Wells L341): {}",
            steps.join(" ")
        )));
    }
    let removed = state.options.surrender == Surrender::PrisonersRemoved;
    let mut events = Vec::new();
    for &id in ids {
        let (status, escort) = if removed {
            (FigureStatus::PrisonerRemoved, None)
        } else {
            let escort = hand_over(state, id);
            (FigureStatus::Prisoner { escort }, escort)
        };
        state.figure_mut(id)?.status = status;
        events.push(Ev::Taken { figure: id, escort });
    }
    Ok(events)
}
