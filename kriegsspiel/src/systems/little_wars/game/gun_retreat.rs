//! A gun taken off over its own back line (Streamlined L21; Wells L168 gives scoring as the
//! reason to get guns away): it has left the field with the men who took it, and scores as a
//! gun its side holds under `retreated_score` = `yes`.

use super::command::LittleWarsEvent as Ev;
use super::state::BattleState;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::FigureStatus;

/// After gun `id` has moved: under the rules of version 2, a gun whose axle has gone over its
/// side's back line has retreated, and so has each man of its crew who went over with it.
pub(super) fn after_gun_move(
    state: &mut BattleState,
    id: u32,
    crew: &[u32],
) -> Result<Vec<Ev>, LittleWarsError> {
    let gun = state.gun(id)?;
    if state.rules_version < 2 || !state.country.behind_back_line(gun.side, gun.axle) {
        return Ok(Vec::new());
    }
    let side = gun.side;
    state.gun_mut(id)?.retreated = true;
    let mut events = vec![Ev::GunRetreated { gun: id }];
    for &man in crew {
        let at = state.figure(man)?.at;
        if state.country.behind_back_line(side, at) {
            let f = state.figure_mut(man)?;
            if f.status == FigureStatus::Armed {
                f.status = FigureStatus::OffField;
                events.push(Ev::LeftField { figure: man });
            }
        }
    }
    Ok(events)
}

/// Refuses any act with a gun that has retreated: it is off the field.
pub(super) fn on_the_field(state: &BattleState, id: u32) -> Result<(), LittleWarsError> {
    if state.gun(id)?.retreated {
        return Err(LittleWarsError::Gun(format!(
            "gun {id} has been taken off over its own back line and is out of the battle \
             (Streamlined L21)"
        )));
    }
    Ok(())
}
