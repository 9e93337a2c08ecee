//! A grid game recorded as positions only (rules reference §9 "Acceptance", first bullet,
//! L366–375): the search matches changed squares to units, tries orderings and attacks through
//! the ordinary checks, and names the half-turn and rule when nothing reproduces the record.

use super::grid_replay::random_game;
use kriegsspiel::systems::grid::{
    GridCommand, GridGame, GridSide, HalfTurnSearch, RecordedHalfTurn, RecordedPosition,
    ReplayFile, Square,
};
use proptest::prelude::*;

fn bundled() -> ReplayFile {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../maps/grid/opening.replay.json"
    );
    ReplayFile::load(std::path::Path::new(path)).unwrap()
}

/// The same game with every half-turn reduced to the position it reached.
fn positions_only(file: &ReplayFile) -> ReplayFile {
    let (report, _) = file.replay().unwrap();
    assert!(report.accepted, "{report:#?}");
    let mut reduced = file.clone();
    reduced.half_turns = report
        .half_turns
        .iter()
        .map(|half| RecordedHalfTurn {
            position: Some(RecordedPosition {
                units: half.position.units.clone(),
                arsenals: half.position.arsenals.clone(),
            }),
            ..RecordedHalfTurn::new(half.side)
        })
        .collect();
    reduced
}

/// The standard start with `changes` applied to North's squares, as a record after North's
/// half-turn.
fn north_after(changes: &[(Square, Square)]) -> RecordedPosition {
    let game = GridGame::standard().unwrap();
    let mut record = RecordedPosition::of(&game.state().position);
    for unit in record.units.get_mut(GridSide::North).iter_mut() {
        if let Some(&(_, to)) = changes.iter().find(|(from, _)| *from == unit.at) {
            unit.at = to;
        }
    }
    record
}

#[test]
fn two_infantry_moved_are_matched_to_their_squares() {
    // L369–370: "matches the changed squares to units (trying each matching when several
    // units of one type moved)"; both infantry reach either square in one step.
    let game = GridGame::standard().unwrap();
    let moved = [
        (Square::new(7, 7), Square::new(7, 8)),
        (Square::new(8, 7), Square::new(8, 8)),
    ];
    let record = north_after(&moved);
    let found = HalfTurnSearch::run(game.state(), &record).unwrap();
    let first = &found[0];
    assert_eq!(first.commands.len(), 2);
    assert!(record.matches(&first.state.position));
    assert_eq!(first.state.to_move(), GridSide::South);
}

#[test]
fn a_chain_of_one_type_is_found_where_a_unit_took_a_square_another_left() {
    // The bundled opening's first moves: infantry [5,8] → [6,9], then infantry [4,7] → [5,8]
    // (L370: the orderings of the moved units).
    let game = GridGame::standard().unwrap();
    let record = north_after(&[
        (Square::new(5, 8), Square::new(6, 9)),
        (Square::new(4, 7), Square::new(5, 8)),
    ]);
    let found = HalfTurnSearch::run(game.state(), &record).unwrap();
    assert!(record.matches(&found[0].state.position));
    assert_eq!(found[0].commands.len(), 2);
}

#[test]
fn an_attack_that_destroyed_a_unit_is_found() {
    // L371: "the possible attacks, including none"; a South infantry alone among North's
    // units vanishes, so only an attack reproduces the record.
    let game = GridGame::standard().unwrap();
    let mut start = game.state().position.to_file_in_order();
    let target = Square::new(6, 8);
    start.units.get_mut(GridSide::South)[0].at = target;
    let file = ReplayFile {
        start: Some(start),
        half_turns: vec![],
        ..bundled()
    };
    let game = file.starting_game().unwrap();
    let mut after = RecordedPosition::of(&game.state().position);
    after
        .units
        .get_mut(GridSide::South)
        .retain(|u| u.at != target);
    let found = HalfTurnSearch::run(game.state(), &after).unwrap();
    assert_eq!(
        found[0].commands,
        vec![GridCommand::Attack { target, by: None }]
    );
}

#[test]
fn a_half_turn_that_cannot_be_reproduced_is_named_with_its_rule() {
    // L375: "When a half-turn cannot be reproduced, the program names it and the rule that
    // refused it": an infantry three squares away is too far (source L32).
    let mut file = positions_only(&bundled());
    file.half_turns.truncate(1);
    let record = file.half_turns[0].position.as_mut().unwrap();
    *record = north_after(&[(Square::new(9, 5), Square::new(9, 2))]);
    let (report, _) = file.replay().unwrap();
    assert!(!report.accepted);
    let half = &report.half_turns[0];
    assert_eq!(half.refusal_rule.as_deref(), Some("too_far"));
    assert!(
        half.refused_action
            .as_deref()
            .unwrap()
            .starts_with("half-turn 1")
    );
    // A unit of the side moving that vanishes cannot be paired with any square.
    let record = file.half_turns[0].position.as_mut().unwrap();
    *record = north_after(&[]);
    record.units.get_mut(GridSide::North).pop();
    let (report, _) = file.replay().unwrap();
    assert_eq!(
        report.half_turns[0].refusal_rule.as_deref(),
        Some("unmatched_squares")
    );
}

#[test]
fn the_bundled_opening_reduced_to_positions_replays_to_the_same_positions() {
    let file = bundled();
    let (with_moves, game) = file.replay().unwrap();
    let reduced = positions_only(&file);
    let (report, replayed) = reduced.replay().unwrap();
    assert!(report.accepted, "{:#?}", report.half_turns.last());
    for (found, recorded) in report.half_turns.iter().zip(&with_moves.half_turns) {
        assert_eq!(found.position, recorded.position);
        assert!(found.found.is_some());
    }
    // Units of one type carry no names in a record, so the positions compare as records.
    assert_eq!(
        RecordedPosition::of(&replayed.state().position),
        RecordedPosition::of(&game.state().position)
    );
}

#[test]
fn a_position_given_with_moves_must_be_reached_by_them() {
    let mut file = bundled();
    file.half_turns.truncate(1);
    file.half_turns[0].position = Some(north_after(&[]));
    let (report, _) = file.replay().unwrap();
    assert_eq!(
        report.half_turns[0].refusal_rule.as_deref(),
        Some("position_differs")
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]
    /// A game played by legal moves and reduced to positions replays to the same positions
    /// (rules reference §9, L373–374).
    #[test]
    fn a_game_reduced_to_positions_replays_to_the_same_positions(
        choices in prop::collection::vec((any::<u16>(), any::<u16>(), prop::bool::weighted(0.2)), 1..30)
    ) {
        let (file, _) = random_game(&choices);
        let (with_moves, _) = file.replay().unwrap();
        prop_assume!(with_moves.accepted && !file.half_turns.is_empty());
        let (report, _) = positions_only(&file).replay().unwrap();
        prop_assert!(report.accepted, "{:?}", report.half_turns.last());
        for (found, recorded) in report.half_turns.iter().zip(&with_moves.half_turns) {
            prop_assert_eq!(&found.position, &recorded.position);
        }
    }
}
