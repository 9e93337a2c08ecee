//! The command a gun dragged on the floor sends: in the put-down the gun put down where it
//! was dropped (Wells L229); in the battle the gun to its new place with the four fastest of
//! its men within 6 in moving up by the same offset, the rest staying (Wells L273). Shared by
//! the drop and the drag's preview, so the two cannot disagree.

use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::game::{BattleState, Phase};
use kriegsspiel::systems::little_wars::gun::Gun;

/// The drop of `gun` moved by (`dx`, `dy`) inches: put down, or moved with its crew.
pub(super) fn gun_drop(state: &BattleState, gun: &Gun, dx: f64, dy: f64) -> LittleWarsCommand {
    if state.phase == Phase::PutDown {
        return LittleWarsCommand::PutDownGun {
            gun: gun.id,
            axle: gun.axle.offset(dx, dy),
            bearing_deg: gun.bearing_deg,
        };
    }
    let crew = state
        .moving_crew(gun)
        .into_iter()
        .map(|f| (f.id, f.at.offset(dx, dy)))
        .collect();
    LittleWarsCommand::MoveGun {
        gun: gun.id,
        to: gun.axle.offset(dx, dy),
        crew,
    }
}
