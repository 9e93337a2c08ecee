//! The ending of a Blow at the Rear (Wells L364; rules reference little-wars.md L348-L353):
//! once three men of a side stand on the part of the enemy back line that `blow_target` names,
//! the loser has six of his own moves to get his force back over his own back line, and
//! whatever of it is still on the field after them capitulates (`capitulated_men`). Under
//! `blow_after_decision` = `victor_holds` the victor may not attack in those moves.

use super::command::LittleWarsCommand;
use super::state::BattleState;
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::{Figure, FigureStatus};
use crate::systems::little_wars::move_refusal::MoveRefusal;
use crate::systems::little_wars::option_readings::{BlowAfterDecision, BlowTarget, CapitulatedMen};
use crate::systems::little_wars::units::{CONTACT, TOLERANCE, TablePoint};

/// Whether `at`, a man of `side`, stands on the part of the enemy back line that counts under
/// `blow_target` (Wells L364: "any point in the back line", or the middle or either half of
/// it). The middle is the central half of the line, as the reference's option says
/// (little-wars.md L46); the halves are the table's left (smaller inches across) and right.
pub fn at_blow_target(state: &BattleState, side: Side, at: TablePoint) -> bool {
    if !state.country.at_enemy_line(side, at, 1.0) {
        return false;
    }
    let width = state.country.width;
    let o = &state.options;
    if o.blow_target == BlowTarget::Middle {
        at.x >= width / 4.0 && at.x <= 3.0 * width / 4.0
    } else if o.blow_target == BlowTarget::LeftHalf {
        at.x <= width / 2.0
    } else if o.blow_target == BlowTarget::RightHalf {
        at.x >= width / 2.0
    } else {
        true
    }
}

/// The loser's men still on the field capitulate: under `capitulated_men` = `prisoners` they
/// become prisoners with no escort (½ point to each side, Streamlined L87; Wells L364), under
/// `removed` they are taken off and score nothing. Returns how many capitulated.
pub fn capitulate(state: &mut BattleState, loser: Side) -> u32 {
    let as_prisoners = state.options.capitulated_men != CapitulatedMen::Removed;
    let mut men = 0;
    for f in state
        .figures
        .iter_mut()
        .filter(|f| f.side == loser)
        .filter(|f| matches!(f.status, FigureStatus::Armed | FigureStatus::Freed))
    {
        f.status = if as_prisoners {
            FigureStatus::Prisoner { escort: None }
        } else {
            FigureStatus::Dead
        };
        men += 1;
    }
    men
}

/// Whether `side` is the victor of a Blow at the Rear held back from attacking: under
/// `blow_after_decision` = `victor_holds` the victor may not attack during the loser's six
/// moves (little-wars.md L47; both sources are silent, Wells L364; Streamlined L87).
fn victor_held(state: &BattleState, side: Side) -> bool {
    state.options.blow_after_decision == BlowAfterDecision::VictorHolds
        && state.blow.is_some_and(|b| b.victor == side)
}

/// Refuses an attack (a shot, a melee, a gun capture, a shell) by the side to move if it is the
/// victor held back under `victor_holds` (little-wars.md L47; Wells L364).
fn victor_may_attack(state: &BattleState, attack: &str) -> Result<(), LittleWarsError> {
    if victor_held(state, state.to_move) {
        return Err(MoveRefusal::VictorHolds {
            side: state.to_move.to_string(),
            attack: attack.to_string(),
        }
        .into());
    }
    Ok(())
}

/// Refuses a move that would bring a man of the held victor into contact with an enemy man
/// under `victor_holds` (little-wars.md L47; contact as Wells L292 measures it).
fn victor_may_close(
    state: &BattleState,
    mover: &Figure,
    to: TablePoint,
) -> Result<(), LittleWarsError> {
    if !victor_held(state, mover.side) {
        return Ok(());
    }
    let mut there = mover.clone();
    there.at = to;
    let touches = state
        .figures
        .iter()
        .filter(|f| f.side != mover.side && f.is_armed())
        .any(|f| there.gap_to(f).0 <= CONTACT.0 + TOLERANCE);
    if touches {
        return Err(MoveRefusal::VictorHolds {
            side: mover.side.to_string(),
            attack: format!("a move of {} {} into contact", mover.arm.name(), mover.id),
        }
        .into());
    }
    Ok(())
}

/// Refuses `command` when it is an attack by the victor held back under `victor_holds`: his
/// shots, the melees he would start, his gun captures and shells, and his men's moves into
/// contact (little-wars.md L47; Wells L364). Any other command passes.
pub fn victor_may(state: &BattleState, command: &LittleWarsCommand) -> Result<(), LittleWarsError> {
    use LittleWarsCommand as C;
    if !victor_held(state, state.to_move) {
        return Ok(());
    }
    match command {
        C::RecordShot { .. } => victor_may_attack(state, "firing"),
        C::SettleMelee { .. } => victor_may_attack(state, "melee of his making"),
        C::CaptureGun { .. } => victor_may_attack(state, "gun capture"),
        C::ShellBurst { .. } => victor_may_attack(state, "shell fire"),
        C::MoveFigure { figure, route, .. } => match route.last() {
            Some(to) => victor_may_close(state, state.figure(*figure)?, *to),
            None => Ok(()),
        },
        C::MoveGroup { figures, dx, dy } => figures.iter().try_for_each(|id| {
            let f = state.figure(*id)?;
            victor_may_close(state, f, f.at.offset(*dx, *dy))
        }),
        C::MoveGun { crew, .. } => crew
            .iter()
            .try_for_each(|(id, to)| victor_may_close(state, state.figure(*id)?, *to)),
        _ => Ok(()),
    }
}
