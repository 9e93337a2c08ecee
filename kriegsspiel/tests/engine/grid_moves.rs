//! Moves, the half-turn, retreats, raids and victory (rules reference §4, §6, §7; source L17,
//! L19–21, L32, L52, L62, L66, L70, L88, L90), each refusal with its rule.

use crate::grid_support::*;
use kriegsspiel::systems::grid::{
    Feature, GridCommand, GridError, GridEvent, GridGame, GridOptions, GridSide, Outcome,
};

fn mv(from: (u8, u8), to: (u8, u8)) -> GridCommand {
    GridCommand::Move {
        from: sq(from.0, from.1),
        to: sq(to.0, to.1),
    }
}

fn attack(target: (u8, u8)) -> GridCommand {
    GridCommand::Attack {
        target: sq(target.0, target.1),
        by: None,
    }
}

const END: GridCommand = GridCommand::EndHalfTurn;

/// North's arsenal at [0,0] (its row 0, file 0 and diagonal reach far), South's at [24,19].
fn open_board() -> Vec<(GridSide, Feature, u8, u8)> {
    vec![(N, Feature::Arsenal, 0, 0), (S, Feature::Arsenal, 24, 19)]
}

fn open_game(extra: &[(GridSide, Feature, u8, u8)], units: &[U], options: GridOptions) -> GridGame {
    // A South infantry far away keeps South in the game.
    let units = [units, &[(S, INF, 23, 18)]].concat();
    game(
        board(&[open_board(), extra.to_vec()].concat()),
        options,
        N,
        &units,
    )
}

/// Applies `before`, then `command`; the rule id of the refusal, or "accepted".
fn outcome_of(mut game: GridGame, before: &[GridCommand], command: GridCommand) -> String {
    for c in before {
        game.apply(*c)
            .unwrap_or_else(|e| panic!("setting up {c:?}: {e}"));
    }
    match game.apply(command) {
        Ok(_) => "accepted".into(),
        Err(GridError::Refused(refusal)) => refusal.rule(),
        Err(other) => panic!("{other}"),
    }
}

#[test]
fn each_move_rule_with_its_refusal() {
    let mountain = |x, y| (N, Feature::Mountain, x, y);
    // (what it pins, extra features, units, commands before, the command, rule or accepted)
    let row = |x: u8| (N, INF, x, 0);
    let five: Vec<U> = (2..8).map(row).collect();
    #[allow(clippy::type_complexity)]
    let table: Vec<(
        &str,
        Vec<(GridSide, Feature, u8, u8)>,
        Vec<U>,
        Vec<GridCommand>,
        GridCommand,
        &str,
    )> = vec![
        (
            "L32: infantry moves one square",
            vec![],
            vec![row(5)],
            vec![],
            mv((5, 0), (6, 1)),
            "accepted",
        ),
        (
            "L32: infantry two squares is too far",
            vec![],
            vec![row(5)],
            vec![],
            mv((5, 0), (5, 2)),
            "too_far",
        ),
        (
            "L32: cavalry two squares, straight then diagonal",
            vec![],
            vec![(N, CAV, 5, 0)],
            vec![],
            mv((5, 0), (7, 1)),
            "accepted",
        ),
        (
            "L32: cavalry three squares is too far",
            vec![],
            vec![(N, CAV, 5, 0)],
            vec![],
            mv((5, 0), (8, 0)),
            "too_far",
        ),
        (
            "L13: no unit enters a mountain",
            vec![mountain(6, 0)],
            vec![row(5)],
            vec![],
            mv((5, 0), (6, 0)),
            "into_mountain",
        ),
        (
            "L13: no unit crosses one",
            vec![mountain(6, 0), mountain(6, 1)],
            vec![(N, CAV, 5, 0)],
            vec![],
            mv((5, 0), (7, 0)),
            "through_mountain",
        ),
        (
            "L32: through unoccupied squares only",
            vec![],
            vec![(N, CAV, 5, 0), row(6), (N, INF, 6, 1)],
            vec![],
            mv((5, 0), (7, 0)),
            "path_blocked",
        ),
        (
            "L32: into unoccupied squares only",
            vec![],
            vec![row(5), row(6)],
            vec![],
            mv((5, 0), (6, 0)),
            "occupied",
        ),
        (
            "L62: a cut-off fighting unit cannot move",
            vec![],
            vec![(N, INF, 5, 3)],
            vec![],
            mv((5, 3), (5, 4)),
            "cut_off",
        ),
        (
            "L66: a relay may move while cut off",
            vec![],
            vec![(N, REL, 5, 3), row(9)],
            vec![],
            mv((5, 3), (5, 4)),
            "accepted",
        ),
        (
            "L70: a unit may move onto a square where it is cut off",
            vec![],
            vec![row(5)],
            vec![],
            mv((5, 0), (6, 1)),
            "accepted",
        ),
        (
            "L17: each move by a different unit",
            vec![],
            vec![row(5)],
            vec![mv((5, 0), (6, 0))],
            mv((6, 0), (7, 0)),
            "already_moved",
        ),
        (
            "L17: a sixth move is refused",
            vec![],
            five.clone(),
            (2..7).map(|x| mv((x, 0), (x, 1))).collect(),
            mv((7, 0), (7, 1)),
            "sixth_move",
        ),
        (
            "L17: the side not moving cannot move",
            vec![],
            vec![(S, INF, 10, 12), row(9)],
            vec![],
            mv((10, 12), (10, 13)),
            "not_your_unit",
        ),
        (
            "L17: a move after the attack is refused",
            vec![],
            vec![row(5), (N, INF, 10, 0), (S, INF, 10, 2)],
            vec![attack((10, 2))],
            mv((5, 0), (5, 1)),
            "move_after_attack",
        ),
        (
            "L17: a second attack is refused",
            vec![],
            vec![
                (N, INF, 10, 0),
                (N, INF, 11, 0),
                (S, INF, 10, 2),
                (S, INF, 13, 2),
            ],
            vec![attack((13, 2))],
            attack((10, 2)),
            "second_attack",
        ),
        (
            "L17: an attack needs a unit within range",
            vec![],
            vec![(N, INF, 10, 0), (S, INF, 10, 5)],
            vec![],
            attack((10, 5)),
            "no_attacker_in_range",
        ),
        (
            "L50: an attack targets an enemy unit",
            vec![],
            vec![(N, INF, 10, 0)],
            vec![],
            attack((10, 2)),
            "no_target",
        ),
    ];
    for (name, features, units, before, command, expected) in table {
        let got = outcome_of(
            open_game(&features, &units, GridOptions::default()),
            &before,
            command,
        );
        assert_eq!(got, expected, "{name}");
    }
}

/// South's infantry [10,10] on the plain (defence 6), linked by its arsenal at [10,19]; North's
/// cavalry at [10,9] linked by its arsenal at [10,0]: a charge of 7, beaten by one point.
fn retreat_game(options: GridOptions, extra: &[U]) -> GridGame {
    let mut units = vec![
        (N, CAV, 10, 9),
        (S, INF, 10, 10),
        (N, INF, 3, 0),
        (S, INF, 12, 17),
    ];
    units.extend_from_slice(extra);
    game(
        board(&[(N, Feature::Arsenal, 10, 0), (S, Feature::Arsenal, 10, 19)]),
        options,
        N,
        &units,
    )
}

#[test]
fn beaten_by_one_point_the_unit_must_open_its_next_half_turn_by_retreating() {
    let mut game = retreat_game(GridOptions::default(), &[]);
    let events = game.apply(attack((10, 10))).unwrap();
    assert!(events.contains(&GridEvent::MustRetreat { at: sq(10, 10) }));
    game.apply(END).unwrap();
    // Source L52: the dislodged unit's move is the first of the five.
    let refused = |game: &mut GridGame, c| match game.apply(c) {
        Err(GridError::Refused(r)) => r.rule(),
        other => format!("{other:?}"),
    };
    assert_eq!(refused(&mut game, mv((12, 17), (12, 16))), "retreat_first");
    assert_eq!(refused(&mut game, END), "retreat_pending");
    assert_eq!(refused(&mut game, attack((10, 9))), "retreat_first");
    let events = game.apply(mv((10, 10), (11, 11))).unwrap();
    assert!(matches!(events[0], GridEvent::Moved { retreat: true, .. }));
    game.apply(mv((12, 17), (12, 16))).unwrap();
    game.apply(END).unwrap();
}

#[test]
fn a_dislodged_unit_adds_nothing_to_its_sides_attack_source_l52() {
    let mut game = retreat_game(GridOptions::default(), &[]);
    game.apply(attack((10, 10))).unwrap();
    game.apply(END).unwrap();
    assert_eq!(game.state().dislodged.len(), 1);
    // It retreats to [10,11], two squares from North's cavalry: in range, but dislodged.
    game.apply(mv((10, 10), (10, 11))).unwrap();
    let e = game.state().battlefield().explain(sq(10, 9), None).unwrap();
    assert_eq!(e.attack_total, 0);
    assert!(
        e.left_out
            .iter()
            .any(|r| r.at == sq(10, 11) && r.why.contains("dislodged")),
        "{e:#?}"
    );
    // It still defends (rules reference §6).
    let d = game.state().battlefield().square_strengths(sq(10, 11));
    assert_eq!(d.south.1, 6);
}

#[test]
fn retreat_failure_a_boxed_in_unit_beaten_by_one_is_destroyed() {
    // South's infantry stands on its own arsenal [0,10], mountains on three sides, North's
    // cavalry on the fourth: a charge of 7 against 6, and nowhere to go (source L52).
    for reading in ["no_legal_move", "boxed_in"] {
        let features = [
            (N, Feature::Arsenal, 0, 0),
            (S, Feature::Arsenal, 0, 10),
            (S, Feature::Arsenal, 24, 19),
            (S, Feature::Mountain, 1, 9),
            (S, Feature::Mountain, 1, 10),
            (S, Feature::Mountain, 0, 11),
            (S, Feature::Mountain, 1, 11),
        ];
        let units = [(N, CAV, 0, 9), (S, INF, 0, 10), (S, INF, 20, 18)];
        let mut g = game(
            board(&features),
            with("retreat_failure", reading),
            N,
            &units,
        );
        let events = g.apply(attack((0, 10))).unwrap();
        assert!(
            events
                .iter()
                .any(|e| matches!(e, GridEvent::UnitDestroyed { at, .. } if *at == sq(0, 10))),
            "{reading}: {events:?}"
        );
    }
}

#[test]
fn entering_an_enemy_arsenal_destroys_it_and_takes_the_attack_source_l88() {
    let units = [
        (N, CAV, 23, 17),
        (N, INF, 22, 17),
        (S, INF, 5, 15),
        (S, INF, 3, 15),
    ];
    let mut game = game(
        board(&[
            (N, Feature::Arsenal, 22, 0),
            (S, Feature::Arsenal, 24, 19),
            (S, Feature::Arsenal, 2, 19),
        ]),
        GridOptions::default(),
        N,
        &units,
    );
    let events = game.apply(mv((23, 17), (24, 19))).unwrap();
    assert!(events.contains(&GridEvent::ArsenalDestroyed {
        owner: S,
        at: sq(24, 19)
    }));
    assert_eq!(game.state().position.arsenals.south, vec![sq(2, 19)]);
    // The raid took the place of the attack; moves may go on (moves_after_raid = allowed).
    let refusal = |g: &mut GridGame, c| match g.apply(c) {
        Ok(_) => "accepted".to_string(),
        Err(GridError::Refused(r)) => r.rule(),
        Err(other) => format!("{other:?}"),
    };
    assert_eq!(refusal(&mut game, attack((5, 15))), "attack_after_raid");
    assert_eq!(refusal(&mut game, mv((22, 17), (22, 18))), "accepted");
}

#[test]
fn moves_after_raid_forbidden_and_relays_do_not_raid() {
    let features = [
        (N, Feature::Arsenal, 22, 0),
        (S, Feature::Arsenal, 24, 19),
        (S, Feature::Arsenal, 2, 19),
    ];
    let units = [
        (N, CAV, 23, 17),
        (N, INF, 22, 17),
        (N, SREL, 21, 18),
        (S, INF, 5, 15),
    ];
    let mut forbidden = game(
        board(&features),
        with("moves_after_raid", "forbidden"),
        N,
        &units,
    );
    forbidden.apply(mv((23, 17), (24, 19))).unwrap();
    assert!(
        matches!(forbidden.apply(mv((22, 17), (22, 18))), Err(GridError::Refused(r)) if r.rule() == "move_after_raid")
    );
    // Source L90: a relay on an enemy arsenal destroys nothing.
    let mut relay = game(board(&features), GridOptions::default(), N, &units);
    let events = relay.apply(mv((21, 18), (22, 19))).unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GridEvent::ArsenalDestroyed { .. }))
    );
    relay.apply(mv((22, 17), (23, 18))).unwrap();
    relay.apply(mv((23, 18), (24, 19))).unwrap_err();
}

#[test]
fn both_arsenals_destroyed_or_no_fighting_unit_left_wins_source_l19_21() {
    // North takes South's last arsenal.
    let features = [(N, Feature::Arsenal, 23, 0), (S, Feature::Arsenal, 24, 19)];
    let units = [(N, CAV, 23, 17), (S, INF, 5, 15)];
    let mut g = game(board(&features), GridOptions::default(), N, &units);
    let events = g.apply(mv((23, 17), (24, 19))).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        GridEvent::Won {
            winner: GridSide::North,
            ..
        }
    )));
    assert!(matches!(
        g.state().outcome,
        Some(Outcome::Won {
            winner: GridSide::North,
            ..
        })
    ));
    assert!(matches!(g.apply(END), Err(GridError::Refused(r)) if r.rule() == "game_over"));
    // South's last fighting unit destroyed (only its relay left).
    let units = [
        (N, INF, 10, 0),
        (N, INF, 11, 0),
        (S, INF, 10, 2),
        (S, REL, 20, 15),
    ];
    let mut g = game(
        board(&[(N, Feature::Arsenal, 0, 0), (S, Feature::Arsenal, 24, 19)]),
        GridOptions::default(),
        N,
        &units,
    );
    let events = g.apply(attack((10, 2))).unwrap();
    assert!(
        events.iter().any(|e| matches!(
            e,
            GridEvent::Won {
                winner: GridSide::North,
                ..
            }
        )),
        "{events:?}"
    );
    // Under all_units_or_arsenals the relay keeps South in the game.
    let mut g = game(
        board(&[(N, Feature::Arsenal, 0, 0), (S, Feature::Arsenal, 24, 19)]),
        with("victory", "all_units_or_arsenals"),
        N,
        &units,
    );
    g.apply(attack((10, 2))).unwrap();
    assert_eq!(g.state().outcome, None);
}

#[test]
fn after_any_move_the_unit_moved_last_declares_and_vacated_arsenals_wait() {
    // South's infantry holds South's arsenal [24,19]; North destroys it, then may not enter.
    let features = [
        (N, Feature::Arsenal, 24, 0),
        (S, Feature::Arsenal, 24, 19),
        (S, Feature::Arsenal, 2, 19),
    ];
    let units = [
        (N, INF, 24, 17),
        (N, CAV, 23, 17),
        (N, ART, 22, 16),
        (S, INF, 24, 19),
        (S, INF, 5, 15),
    ];
    let mut g = game(
        board(&features),
        with("attack_timing", "after_any_move"),
        N,
        &units,
    );
    g.apply(mv((22, 16), (22, 17))).unwrap();
    // Only the unit moved last may declare.
    assert!(
        matches!(g.attack(sq(24, 19), Some(sq(24, 17))), Err(GridError::Refused(r)) if r.rule() == "not_last_moved")
    );
    // The artillery declares; infantry (file, 2) and artillery (diagonal, 2) fire: 4 + 5 against 6.
    let (e, _) = g.attack(sq(24, 19), None).unwrap();
    assert_eq!(e.attack_total, 9);
    assert_eq!(
        e.result,
        kriegsspiel::systems::grid::CombatResult::Destroyed
    );
    // Moves may follow the attack; the vacated arsenal may not be entered this half-turn.
    let refused = g.apply(mv((23, 17), (24, 19)));
    assert!(
        matches!(refused, Err(GridError::Refused(r)) if r.rule() == "raid_after_attack" || r.rule() == "vacated_arsenal")
    );
    g.apply(mv((23, 17), (23, 18))).unwrap();
}

#[test]
fn end_of_half_turn_passes_the_move_and_resets_the_five() {
    let mut g = open_game(
        &[],
        &[(N, INF, 5, 0), (S, INF, 20, 15)],
        GridOptions::default(),
    );
    assert_eq!(g.state().to_move(), GridSide::North);
    g.apply(mv((5, 0), (5, 1))).unwrap();
    let events = g.apply(END).unwrap();
    assert_eq!(
        events[0],
        GridEvent::HalfTurnEnded {
            next: GridSide::South,
            half_turn: 2
        }
    );
    assert!(g.state().turn.moved.is_empty());
}
