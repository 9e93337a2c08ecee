//! What holds a man in the Kriegspiel appendix, and whose moves count: supply packets in
//! force, men out of action or short of supply (Wells L725), at a work (Wells L738-L771) or at
//! the boats (Wells L624-L626); the sides whose moves count under `move_counting`. Shared by
//! the supply, works and move files.

use super::boating::Boating;
use super::state::{BattleState, Phase};
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::option_readings::{MoveCounting, SupplyFailure, SupplyModel};
use crate::systems::little_wars::supply_refusal::SupplyRefusal;

/// Whether packets are the supply in force: the appendix mode with `supply_model` = `packets`.
pub fn packets_in_force(state: &BattleState) -> bool {
    state.options.kriegspiel() && state.options.supply_model() == SupplyModel::Packets
}

/// Refuses the move of a man held by supply, a work or the boats: out of action (Wells
/// L725); short of supply under `supply_failure` = `halt_then_out` (Wells L725); at an
/// unfinished work; getting into or out of the boats (Wells L624-L626).
pub fn may_move(state: &BattleState, id: u32) -> Result<(), LittleWarsError> {
    if !state.options.kriegspiel() {
        return Ok(());
    }
    let piece = format!("{} {id}", state.figure(id)?.arm.name());
    if state.supply.out_of_action.contains(&id) {
        return Err(SupplyRefusal::OutOfAction { piece }.into());
    }
    if state.options.supply_failure == SupplyFailure::HaltThenOut
        && state.supply.unsupplied.contains_key(&id)
    {
        return Err(SupplyRefusal::Unsupplied { piece }.into());
    }
    if let Some(w) = state
        .works
        .iter()
        .find(|w| !w.finished() && w.men.contains(&id))
    {
        return Err(SupplyRefusal::AtWork {
            piece,
            work: w.number,
        }
        .into());
    }
    if state
        .boating
        .get(&id)
        .is_some_and(|b| !matches!(b, Boating::Afloat { .. }))
    {
        return Err(SupplyRefusal::Boating { piece }.into());
    }
    Ok(())
}

/// The sides whose moves count now that `ended` has moved (`move_counting`): his own under
/// `own_moves`, both under `all_moves`.
pub fn counting_sides(state: &BattleState, ended: Side) -> Vec<Side> {
    if state.options.move_counting == MoveCounting::AllMoves {
        vec![Side::Red, Side::Blue]
    } else {
        vec![ended]
    }
}

/// Refuses a supply command (`action`, in words) outside the appendix's packets or the battle
/// (Wells L685; `supply_model`).
pub fn check_packets_in_battle(
    state: &BattleState,
    action: &'static str,
    phase_note: &str,
) -> Result<(), LittleWarsError> {
    if !state.options.kriegspiel() {
        return Err(SupplyRefusal::NotKriegspiel(action).into());
    }
    if !packets_in_force(state) {
        return Err(SupplyRefusal::NotPackets {
            model: state.options.supply_model().id().to_string(),
        }
        .into());
    }
    if state.phase != Phase::Battle {
        return Err(LittleWarsError::WrongPhase(phase_note.into()));
    }
    Ok(())
}
