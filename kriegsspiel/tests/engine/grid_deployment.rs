//! Free deployment (`deployment = free_hidden`; rules reference §2, "free_hidden"; source L13,
//! L15, L25-30, L66): the placement phase, its refusals, the hidden view, planned deployments.

use crate::grid_support::*;
use kriegsspiel::systems::grid::{
    Board, GridCommand, GridError, GridEvent, GridGame, GridSetup, GridSide, PerSide, PlacedUnit,
    PlannedDeployment, Position, Refusal, Square, UnitKind,
};
use proptest::prelude::*;

/// A new free-deployment game on the standard board, North to move first.
pub(crate) fn free_game() -> GridGame {
    let board = Board::standard().unwrap();
    let arsenals = PerSide {
        north: board.arsenals(N).to_vec(),
        south: board.arsenals(S).to_vec(),
    };
    GridGame::new(GridSetup {
        board,
        options: with("deployment", "free_hidden"),
        start: Position {
            to_move: N,
            arsenals,
            units: Vec::new(),
        },
        first_player: None,
    })
    .expect("a grid game starts from any setup")
}

/// The side's full army (source L25-30, L66) on the first free squares of its territory.
fn full_plan(board: &Board, side: GridSide) -> Vec<PlacedUnit> {
    let mut squares = Square::all().filter(|s| {
        side.territory_rows().contains(&s.y)
            && !board.is_mountain(*s)
            && board.feature(*s).is_none()
    });
    UnitKind::ALL
        .into_iter()
        .flat_map(|kind| std::iter::repeat_n(kind, kind.count_per_side()))
        .map(|kind| PlacedUnit {
            kind,
            at: squares.next().unwrap(),
        })
        .collect()
}

fn refusal(result: Result<Vec<GridEvent>, GridError>) -> Refusal {
    match result {
        Err(GridError::Refused(r)) => r,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn place(side: GridSide, kind: UnitKind, x: u8, y: u8) -> GridCommand {
    GridCommand::PlaceUnit {
        side,
        kind,
        at: sq(x, y),
    }
}

/// Source L15: "each side … may deploy its units as it sees fit within its own territory, one
/// unit per square"; play waits until both have deployed.
#[test]
fn both_sides_deploy_then_play_begins() {
    let mut game = free_game();
    let board = game.setup().board.clone();
    assert!(game.state().placement().is_some());
    assert_eq!(
        refusal(game.apply(GridCommand::EndHalfTurn)),
        Refusal::StillDeploying
    );
    for side in GridSide::ALL {
        let plan = PlannedDeployment {
            units: full_plan(&board, side),
        };
        game.deploy_planned(side, &plan).unwrap();
    }
    game.apply(GridCommand::ConfirmDeployment { side: N })
        .unwrap();
    assert!(game.state().placement().is_some());
    let events = game
        .apply(GridCommand::ConfirmDeployment { side: S })
        .unwrap();
    assert!(events.contains(&GridEvent::PlayBegins { to_move: N }));
    assert!(game.state().placement().is_none());
    assert_eq!(game.state().position.units.len(), 34);
    assert!(game.state().outcome.is_none());
    game.apply(GridCommand::EndHalfTurn).unwrap();
}

/// Source L15 (own territory), L13 (no unit on a mountain), L15 (one unit per square),
/// L27 (nine infantry), L25-30 (confirm only with the whole army).
#[test]
fn placements_outside_the_rules_are_refused() {
    let mut game = free_game();
    let board = game.setup().board.clone();
    assert_eq!(
        refusal(game.apply(place(N, INF, 3, 12))),
        Refusal::OutsideTerritory {
            side: N,
            square: sq(3, 12)
        }
    );
    let mountain = Square::all()
        .find(|s| s.y < 10 && board.is_mountain(*s))
        .unwrap();
    assert_eq!(
        refusal(game.apply(GridCommand::PlaceUnit {
            side: N,
            kind: INF,
            at: mountain
        })),
        Refusal::PlacedOnMountain { square: mountain }
    );
    let plan = full_plan(&board, N);
    for unit in plan.iter().filter(|u| u.kind == INF) {
        game.apply(GridCommand::PlaceUnit {
            side: N,
            kind: INF,
            at: unit.at,
        })
        .unwrap();
    }
    assert_eq!(
        refusal(game.apply(GridCommand::PlaceUnit {
            side: N,
            kind: CAV,
            at: plan[0].at
        })),
        Refusal::Occupied { square: plan[0].at }
    );
    assert_eq!(
        refusal(game.apply(GridCommand::PlaceUnit {
            side: N,
            kind: INF,
            at: plan[12].at
        })),
        Refusal::NoneLeftToPlace {
            side: N,
            kind: INF,
            allowed: 9
        }
    );
    assert_eq!(
        refusal(game.apply(GridCommand::ConfirmDeployment { side: N })),
        Refusal::DeploymentIncomplete {
            side: N,
            kind: CAV,
            placed: 0,
            required: 4
        }
    );
    assert_eq!(
        refusal(game.apply(GridCommand::LiftUnit {
            side: S,
            at: plan[0].at
        })),
        Refusal::NotYourUnit {
            square: plan[0].at,
            owner: N
        }
    );
    game.apply(GridCommand::LiftUnit {
        side: N,
        at: plan[0].at,
    })
    .unwrap();
    assert_eq!(game.state().placed_count(N, INF), 8);
}

/// A side that has confirmed may change its deployment no more; after play begins no unit
/// is placed (source L15: the deployment is made "before the start of play").
#[test]
fn confirmed_deployments_stay() {
    let mut game = free_game();
    let board = game.setup().board.clone();
    for side in GridSide::ALL {
        let plan = PlannedDeployment {
            units: full_plan(&board, side),
        };
        game.deploy_planned(side, &plan).unwrap();
        game.apply(GridCommand::ConfirmDeployment { side }).unwrap();
        if side == N {
            assert_eq!(
                refusal(game.apply(place(N, INF, 0, 9))),
                Refusal::DeploymentConfirmed { side: N }
            );
        }
    }
    assert_eq!(
        refusal(game.apply(place(S, INF, 0, 19))),
        Refusal::NotDeploying
    );
}

/// A planned deployment in the replay file's `units` shape (both sides, or one list) is
/// placed whole or not at all; a bad square leaves the game as it was.
#[test]
fn planned_deployment_is_placed_whole_or_not_at_all() {
    let mut game = free_game();
    let board = game.setup().board.clone();
    let both = PerSide {
        north: full_plan(&board, N),
        south: full_plan(&board, S),
    };
    let text = serde_json::to_string(&both).unwrap();
    let plan = PlannedDeployment::from_json(&text, S, "plan.json").unwrap();
    assert_eq!(plan.units, both.south);
    let list = serde_json::to_string(&both.north).unwrap();
    let plan = PlannedDeployment::from_json(&list, N, "plan.json").unwrap();
    assert_eq!(plan.units, both.north);
    let mut wrong = plan.clone();
    wrong.units[16].at = sq(0, 15);
    let before = game.clone();
    assert_eq!(
        game.deploy_planned(N, &wrong).unwrap_err(),
        GridError::Refused(Refusal::OutsideTerritory {
            side: N,
            square: sq(0, 15)
        })
    );
    assert_eq!(game, before);
    // A bad plan is named in the players' words, never by the program's own type names.
    for bad in [
        "{\"x\": 1}",
        "[{\"type\": \"tank\", \"at\": [0, 0]}]",
        "7",
        "",
    ] {
        let e = PlannedDeployment::from_json(bad, N, "plan.json")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("plan.json") && e.contains("not a planned deployment"),
            "{e}"
        );
        assert!(!e.contains("enum") && !e.contains("PlanShape"), "{e}");
    }
}

/// The placements are journaled: a save reloads into the same placement, and undo lifts the
/// last unit placed.
#[test]
fn placements_save_reload_and_undo() {
    let mut game = free_game();
    game.apply(place(N, INF, 0, 9)).unwrap();
    game.apply(place(N, CAV, 1, 9)).unwrap();
    let reloaded = GridGame::from_json(&game.to_json().unwrap(), "saved").unwrap();
    assert_eq!(reloaded.state(), game.state());
    game.undo().unwrap();
    assert_eq!(game.state().position.units.len(), 1);
    assert!(game.state().position.unit_at(sq(1, 9)).is_none());
}

proptest! {
    /// While the sides deploy, what one side sees never holds the other side's units
    /// (source L15: deployed "in ignorance of the adversary's arrangements").
    #[test]
    fn a_deploying_side_never_sees_the_other(
        steps in proptest::collection::vec((any::<bool>(), 0usize..6, 0u8..25, 0u8..20, any::<bool>()), 0..60)
    ) {
        let mut game = free_game();
        for (south, kind, x, y, confirm) in steps {
            let side = if south { S } else { N };
            let command = if confirm {
                GridCommand::ConfirmDeployment { side }
            } else {
                GridCommand::PlaceUnit { side, kind: UnitKind::ALL[kind], at: sq(x, y) }
            };
            let _ = game.apply(command);
            if game.state().placement().is_some() {
                for viewer in GridSide::ALL {
                    let seen = game.state().position_seen_by(viewer);
                    prop_assert!(seen.units.iter().all(|u| u.side == viewer));
                    let own = game.state().position.units.iter().filter(|u| u.side == viewer).count();
                    prop_assert_eq!(seen.units.len(), own);
                }
            }
        }
    }
}
