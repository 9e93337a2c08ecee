//! What a side may know, for the grid game and Little Wars as for Reisswitz
//! (`side_view_markers`): the other side's secrets never change a byte of a side's view. While
//! the grid game's sides deploy unseen (source L15) and while Little Wars' curtain is down
//! (Wells L229), one side's view is the same whatever the other has placed.

use crate::grid_deployment::free_game;
use crate::grid_support::sq;
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::side::Side;
use kriegsspiel::systems::grid::{GridCommand, GridGame, GridSide, UnitKind};
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::game::{LittleWarsGame, LittleWarsSetup};
use kriegsspiel::systems::little_wars::units::TablePoint;
use proptest::prelude::*;

fn placement(side: GridSide, (kind, x, y): (usize, u8, u8)) -> GridCommand {
    GridCommand::PlaceUnit {
        side,
        kind: UnitKind::ALL[kind % UnitKind::ALL.len()],
        at: sq(x, y),
    }
}

fn little_wars_curtained() -> LittleWarsGame {
    let mut setup = LittleWarsSetup::default_battle(11);
    setup.options.set("curtain", "on").unwrap();
    let mut game = LittleWarsGame::new(setup).unwrap();
    game.apply(LittleWarsCommand::TossForFirstMove).unwrap();
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn a_deploying_grid_side_sees_the_same_bytes_whatever_the_other_places(
        own in prop::collection::vec((0usize..6, 0u8..25, 0u8..20), 0..12),
        theirs in prop::collection::vec((0usize..6, 0u8..25, 0u8..20), 1..20),
    ) {
        for viewer in GridSide::ALL {
            let mut alone = free_game();
            let mut beside = free_game();
            for (i, step) in own.iter().enumerate() {
                let _ = alone.apply(placement(viewer, *step));
                let _ = beside.apply(placement(viewer, *step));
                if let Some(other) = theirs.get(i) {
                    let _ = beside.apply(placement(viewer.opponent(), *other));
                }
            }
            for other in theirs.iter().skip(own.len()) {
                let _ = beside.apply(placement(viewer.opponent(), *other));
            }
            prop_assert!(beside.state().placement().is_some());
            let view = beside.side_view(viewer);
            prop_assert!(view.units.iter().all(|u| u.side == viewer));
            prop_assert_eq!(
                alone.side_view(viewer).to_json().unwrap(),
                view.to_json().unwrap(),
                "the other side's hidden deployment reached {}'s view", viewer
            );
        }
    }

    #[test]
    fn behind_the_curtain_a_little_wars_side_sees_the_same_bytes_whatever_the_other_puts_down(
        moves in prop::collection::vec((0usize..40, 0.0f64..72.0, 0.0f64..48.0), 1..16),
    ) {
        let untouched = little_wars_curtained();
        let mut moved = untouched.clone();
        let blue: Vec<u32> = moved
            .state()
            .figures
            .iter()
            .filter(|f| f.side == Side::Blue)
            .map(|f| f.id)
            .collect();
        for (pick, x, y) in moves {
            let figure = blue[pick % blue.len()];
            let _ = moved.apply(LittleWarsCommand::PutDown {
                figure,
                at: TablePoint::new(x, y),
            });
        }
        let red = moved.side_view(Side::Red);
        prop_assert!(red.behind_curtain);
        prop_assert!(red.men.iter().all(|m| m.side == Side::Red));
        prop_assert!(red.guns.iter().all(|g| g.side == Side::Red));
        prop_assert_eq!(
            untouched.side_view(Side::Red).to_json().unwrap(),
            red.to_json().unwrap(),
            "Blue's put-down reached Red's view behind the curtain"
        );
    }
}

#[test]
fn once_the_battle_begins_the_floor_is_open_to_both() {
    let mut game = little_wars_curtained();
    game.apply(LittleWarsCommand::BeginBattle).unwrap();
    let red = game.side_view(Side::Red);
    assert!(!red.behind_curtain);
    assert!(red.men.iter().any(|m| m.side == Side::Blue));
    assert_eq!(red.phase, "battle");
}

#[test]
fn once_play_begins_the_grid_position_is_open_to_both() {
    let game = GridGame::standard().unwrap();
    let north = game.side_view(GridSide::North);
    assert!(!north.deploying);
    assert!(north.units.iter().any(|u| u.side == GridSide::South));
    assert_eq!(north.units.len(), game.state().position.units.len());
}
