//! The ending of a Blow at the Rear (Wells L364; rules reference little-wars.md L348-L353):
//! once three men of a side stand on the part of the enemy back line that `blow_target` names,
//! the loser has six of his own moves to get his force back over his own back line, and
//! whatever of it is still on the field after them capitulates (`capitulated_men`).

use super::state::BattleState;
use crate::side::Side;
use crate::systems::little_wars::figure::FigureStatus;
use crate::systems::little_wars::units::TablePoint;

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
    if o.is("blow_target", "middle") {
        at.x >= width / 4.0 && at.x <= 3.0 * width / 4.0
    } else if o.is("blow_target", "left_half") {
        at.x <= width / 2.0
    } else if o.is("blow_target", "right_half") {
        at.x >= width / 2.0
    } else {
        true
    }
}

/// The loser's men still on the field capitulate: under `capitulated_men` = `prisoners` they
/// become prisoners with no escort (½ point to each side, Streamlined L87; Wells L364), under
/// `removed` they are taken off and score nothing. Returns how many capitulated.
pub fn capitulate(state: &mut BattleState, loser: Side) -> u32 {
    let as_prisoners = !state.options.is("capitulated_men", "removed");
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
