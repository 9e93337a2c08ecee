//! What a drag on the Little Wars floor asks the engine for: a put-down, a move of a man or a
//! group, a gun with its crew.

use super::floor_view::FloorAction;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::game::{BattleState, Phase};

/// The commands a drag on the floor asks for: in the put-down phase men and guns are put down
/// where they were dropped, a shift-selected group as one command, all or none (Wells L229);
/// in the battle a man moves alone, a group by the same offset, and a gun with every man of
/// its side within 6 in of it moving up by the same offset (Wells L273).
pub(super) fn floor_commands(state: &BattleState, action: FloorAction) -> Vec<LittleWarsCommand> {
    let put_down = state.phase == Phase::PutDown;
    match action {
        FloorAction::MoveMen(ids, dx, dy) if put_down => match ids.as_slice() {
            [id] => state
                .figure(*id)
                .map(|f| LittleWarsCommand::PutDown {
                    figure: f.id,
                    at: f.at.offset(dx, dy),
                })
                .into_iter()
                .collect(),
            _ => vec![LittleWarsCommand::PutDownGroup {
                figures: ids,
                dx,
                dy,
            }],
        },
        FloorAction::MoveMen(ids, dx, dy) => match ids.as_slice() {
            [id] => state
                .figure(*id)
                .map(|f| LittleWarsCommand::MoveFigure {
                    figure: *id,
                    route: vec![f.at.offset(dx, dy)],
                    on_road_in_column: false,
                })
                .into_iter()
                .collect(),
            _ => vec![LittleWarsCommand::MoveGroup {
                figures: ids,
                dx,
                dy,
            }],
        },
        FloorAction::MoveGun(id, dx, dy) => state
            .gun(id)
            .map(|gun| super::gun_move_command::gun_drop(state, gun, dx, dy))
            .into_iter()
            .collect(),
        FloorAction::PickPoint(_) => Vec::new(),
    }
}
