//! Room round a man where he ends a move (Wells L277; Streamlined L18): 1/16 in clear of his
//! own side's men and of walls, trees and guns; an enemy man may be come up to within contact
//! (Wells L292) but not stood on. Battles of rules version 1 replay without it.

use super::*;
use kriegsspiel::systems::little_wars::country::Scenery;
use kriegsspiel::systems::little_wars::error::LittleWarsError;
use kriegsspiel::systems::little_wars::game::{LittleWarsCommand as C, LittleWarsGame};
use kriegsspiel::systems::little_wars::moves::MoveRefusal;

/// Red 12 at (60, 60) to move; Red 11 at (60, 68); Blue 20 at (68, 60); a wall from (52, 55)
/// to (52, 65); a tree of 1 in at (60, 52); Red 21-23 in a column at (30, 60), (30, 61),
/// (30, 62); the battle under `rules_version`.
fn field(rules_version: u32) -> LittleWarsGame {
    let men = with_far_men(vec![
        red(11, 60.0, 68.0),
        red(12, 60.0, 60.0),
        blue(20, 68.0, 60.0),
        red(21, 30.0, 60.0),
        red(22, 30.0, 61.0),
        red(23, 30.0, 62.0),
    ]);
    let game = battle(&[], &men, &[]);
    let mut setup = game.setup().clone();
    setup.rules_version = rules_version;
    setup.country.scenery.push(Scenery::Wall {
        from: TablePoint::new(52.0, 55.0),
        to: TablePoint::new(52.0, 65.0),
    });
    setup.country.scenery.push(Scenery::Tree {
        at: TablePoint::new(60.0, 52.0),
        radius: 1.0,
    });
    begun(setup)
}

fn move_to(game: &mut LittleWarsGame, id: u32, x: f64, y: f64) -> Result<(), LittleWarsError> {
    game.apply(C::MoveFigure {
        figure: id,
        route: vec![TablePoint::new(x, y)],
        on_road_in_column: false,
    })
    .map(|_| ())
}

#[test]
fn a_man_ends_his_move_clear_of_his_comrades_walls_trees_and_guns() {
    // Infantry bases are 0.35 in in radius: centres 0.7 in apart touch.
    // (Red 12 moves to, allowed, source)
    let rows: &[((f64, f64), bool, &str)] = &[
        (
            (60.0, 67.2),
            true,
            "Wells L277: 0.1 in from Red 11, more than 1/16",
        ),
        (
            (60.0, 67.27),
            false,
            "Wells L277: 0.03 in from Red 11, less than 1/16",
        ),
        ((60.0, 68.0), false, "Wells L277: on top of Red 11"),
        (
            (67.25, 60.0),
            true,
            "Wells L292: 0.05 in from Blue 20, in contact",
        ),
        ((67.5, 60.0), false, "Wells L292: over Blue 20's base"),
        ((52.3, 60.0), false, "Wells L277: on the wall"),
        ((52.5, 60.0), true, "Wells L277: 0.15 in from the wall"),
        ((60.0, 53.3), false, "Wells L277: into the tree"),
    ];
    for &((x, y), allowed, cite) in rows {
        let mut game = field(kriegsspiel::systems::little_wars::game::RULES_VERSION);
        let got = move_to(&mut game, 12, x, y);
        assert_eq!(got.is_ok(), allowed, "{cite}: {got:?}");
        if let Err(e) = got {
            assert!(
                matches!(e, LittleWarsError::Move(MoveRefusal::NoRoom { .. })),
                "{cite}: {e}"
            );
        }
    }
}

#[test]
fn a_column_moves_up_into_its_own_room_and_old_battles_replay_as_played() {
    // A group moves by one offset, the leading man first, so each ends where a comrade stood.
    let mut game = field(kriegsspiel::systems::little_wars::game::RULES_VERSION);
    game.apply(C::MoveGroup {
        figures: vec![23, 22, 21],
        dx: 0.0,
        dy: -1.0,
    })
    .expect("a column moving up its own length");
    // Rules version 1 had no room rule: a man could end on a comrade.
    let mut old = field(kriegsspiel::systems::little_wars::game::FIRST_RULES_VERSION);
    move_to(&mut old, 12, 60.0, 68.0).expect("version 1 replays as played");
}
