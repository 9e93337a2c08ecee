//! Room round a man where he ends a move (Wells L277; Streamlined L18): 1/16 in clear of the
//! men of his own side, of walls, trees and guns; no man stands on another or on a wall. An
//! enemy man may be come up to as close as contact (within 1/8 in, Wells L292), but not stood
//! on.

use super::state::BattleState;
use crate::systems::little_wars::country::Scenery;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::move_refusal::MoveRefusal;
use crate::systems::little_wars::units::{
    CLEARANCE, TOLERANCE, TablePoint, point_segment_distance,
};

/// Refuses man `id` ending at `to` closer than 1/16 in to another man of his side on the table
/// (those in `moving_with` aside: they move in the same command), a wall, a tree or a gun, or
/// overlapping an enemy man. Played under the rules of version 2 on.
pub(super) fn check_room(
    state: &BattleState,
    id: u32,
    to: TablePoint,
    moving_with: &[u32],
) -> Result<(), LittleWarsError> {
    if state.rules_version < 2 {
        return Ok(());
    }
    let man = state.figure(id)?;
    let r = man.arm.base_radius().0;
    let least = CLEARANCE.0 - TOLERANCE;
    let piece = format!("{} {}", man.arm.name(), id);
    let refuse = |what: String| -> Result<(), LittleWarsError> {
        Err(MoveRefusal::NoRoom {
            piece: piece.clone(),
            what,
        }
        .into())
    };
    for other in state
        .figures
        .iter()
        .filter(|f| f.id != id && f.on_table() && !moving_with.contains(&f.id))
    {
        let gap = to.distance(other.at).0 - r - other.arm.base_radius().0;
        // An enemy man may be come up to within contact (Wells L292), never stood on.
        let room = if other.side == man.side {
            least
        } else {
            -TOLERANCE
        };
        if gap < room {
            return refuse(format!(
                "{} {} ({})",
                other.arm.name(),
                other.id,
                other.side
            ));
        }
    }
    for s in &state.country.scenery {
        let gap = match s {
            Scenery::Wall { from, to: end } => point_segment_distance(to, *from, *end).0 - r,
            Scenery::Tree { at, radius } => to.distance(*at).0 - radius - r,
            _ => continue,
        };
        if gap < least {
            let what = if matches!(s, Scenery::Wall { .. }) {
                "a wall"
            } else {
                "a tree"
            };
            return refuse(what.to_string());
        }
    }
    for gun in state.guns.iter().filter(|g| !g.destroyed && !g.retreated) {
        let [left, right] = gun.wheels();
        let gap = [
            point_segment_distance(to, left, right),
            point_segment_distance(to, gun.axle, gun.trail_end()),
            point_segment_distance(to, gun.axle, gun.muzzle()),
        ]
        .iter()
        .map(|d| d.0)
        .fold(f64::INFINITY, f64::min)
            - r;
        if gap < least {
            return refuse(format!("gun {}", gun.id));
        }
    }
    Ok(())
}
