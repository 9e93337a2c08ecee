//! What the players agree where the rules leave it to them (§1): the move time
//! (`time_allowance` = `agreed`, Wells L238) and the guns a side holds or is in a position to
//! take (`gun_to_take` = `agreed`, Wells L356). Each is a journaled command.

use super::command::LittleWarsEvent as Ev;
use super::state::BattleState;
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::option_readings::{GunToTake, TimeAllowance};
use crate::systems::little_wars::timer::move_allowance;
use std::collections::BTreeSet;

type Events = Result<Vec<Ev>, LittleWarsError>;

/// The players agree a move time for `side` (`time_allowance` = `agreed`, Wells L238): at most
/// the figure for its original forces, since the allowance is only ever lowered.
pub fn agree_move_time(state: &mut BattleState, side: Side, seconds: u32) -> Events {
    if state.options.time_allowance != TimeAllowance::Agreed {
        return Err(LittleWarsError::OutOfRange {
            what: "agreed move time",
            value: format!("{seconds} s"),
            allowed: "only under time_allowance=agreed; otherwise the program reckons it (Wells L238; Streamlined L58)".into(),
        });
    }
    let original = state
        .original
        .get(&side)
        .copied()
        .unwrap_or_else(|| state.force(side));
    let most = move_allowance(original.men(), original.guns, &state.options).seconds;
    if seconds == 0 || seconds > most {
        return Err(LittleWarsError::OutOfRange {
            what: "agreed move time",
            value: format!("{seconds} s"),
            allowed: format!(
                "1 to {most} s: the allowance is lowered by agreement, never raised (Wells L238)"
            ),
        });
    }
    state.agreed_seconds.insert(side, seconds);
    Ok(vec![Ev::MoveTimeAgreed { side, seconds }])
}

/// The players agree the guns `side` holds or is in a position to take (`gun_to_take` =
/// `agreed`, Wells L356): each must be a gun of the battle.
pub fn agree_guns_to_take(state: &mut BattleState, side: Side, guns: &[u32]) -> Events {
    if state.options.gun_to_take != GunToTake::Agreed {
        return Err(LittleWarsError::OutOfRange {
            what: "agreement on guns to take",
            value: format!("for {side}"),
            allowed:
                "only under gun_to_take=agreed; otherwise the program counts them (Streamlined L94)"
                    .into(),
        });
    }
    let mut agreed = BTreeSet::new();
    for &g in guns {
        state.gun(g)?;
        agreed.insert(g);
    }
    let listed: Vec<u32> = agreed.iter().copied().collect();
    state.agreed_guns.insert(side, agreed);
    Ok(vec![Ev::GunsToTakeAgreed { side, guns: listed }])
}
