//! The game's moves as a list and as a replay file (issue 22 item 17): the list reads the
//! journal's half-turns with unit types and attack results; the file written from a played game
//! reads back as a replay that reaches the same state, whether the game stands between
//! half-turns or in the middle of one, after a free deployment, or with moves after the attack
//! (`attack_timing = after_any_move`); and a property over random games.

use crate::grid_support::*;
use kriegsspiel::systems::grid::{
    Board, CombatResult, GridCommand, GridError, GridGame, GridSide, PlannedDeployment,
    PlayedAction, PositionReport, RecordedAttack, RecordedMove, Refusal, ReplayFile, Square,
};
use proptest::prelude::*;

fn bundled() -> ReplayFile {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../maps/grid/opening.replay.json"
    );
    ReplayFile::load(std::path::Path::new(path)).unwrap()
}

/// The game's moves written as a replay file, read back from its JSON text and replayed.
fn exported_and_replayed(game: &GridGame) -> (ReplayFile, GridGame) {
    let file = ReplayFile::from_game(game).unwrap();
    let text = file.to_json().unwrap();
    let read = ReplayFile::from_json(&text, "exported").unwrap();
    assert_eq!(read, file, "the file reads back as written");
    let (report, replayed) = read.replay().unwrap();
    assert!(report.accepted, "{:?}", report.half_turns.last());
    (read, replayed)
}

#[test]
fn the_move_list_reads_the_bundled_opening_half_turn_by_half_turn() {
    let (_, game) = bundled().replay().unwrap();
    let list = game.move_list();
    assert_eq!(list.len(), 7);
    for (i, half) in list.iter().enumerate() {
        assert_eq!(half.number, i as u32 + 1);
        assert_eq!(half.side, if i % 2 == 0 { N } else { S });
        assert!(half.ended);
    }
    let first = list[0].moves().next().unwrap();
    assert_eq!(
        (first.kind, first.from, first.to, first.ended_at),
        (INF, sq(5, 8), sq(6, 9), sq(6, 9))
    );
    assert!(!first.retreat && !first.raid);
    assert_eq!(list[0].moves().count(), 5);
    assert_eq!(list[5].moves().count(), 2);
    // Half-turn 7: North's cavalry on [10,10] fires at South's infantry on [12,10], 4 to 24.
    let attack = list[6].attack().unwrap();
    assert_eq!(attack.target, sq(12, 10));
    assert_eq!(attack.target_kind, INF);
    assert_eq!((attack.attack_total, attack.defence_total), (4, 24));
    assert_eq!(attack.result, CombatResult::NoEffect);
    assert!(!attack.removed);
    assert!(list[..6].iter().all(|h| h.attack().is_none()));
}

#[test]
fn the_bundled_opening_exported_replays_to_the_same_state() {
    let (_, game) = bundled().replay().unwrap();
    let (file, replayed) = exported_and_replayed(&game);
    assert_eq!(file.half_turns.len(), 7);
    assert!(file.half_turns.iter().all(|h| h.ended));
    assert_eq!(replayed.state(), game.state());
    // The exported file names every option and the standard board.
    assert_eq!(
        file.options.len(),
        game.state().options.describe().len(),
        "{:?}",
        file.options
    );
    assert_eq!(file.board, Default::default());
}

/// A game saved in the middle of a half-turn: its last half-turn is written `ended: false`
/// and the replay leaves it open, South still to move with two moves made.
#[test]
fn a_half_turn_in_progress_is_exported_not_ended() {
    let (_, mut game) = bundled().replay().unwrap();
    for (from, to) in [(sq(14, 9), sq(13, 8)), (sq(15, 10), sq(15, 9))] {
        game.apply(GridCommand::Move { from, to }).unwrap();
    }
    let (file, replayed) = exported_and_replayed(&game);
    let last = file.half_turns.last().unwrap();
    assert!(!last.ended);
    assert_eq!(last.side, S);
    assert_eq!(last.moves.len(), 2);
    assert!(file.to_json().unwrap().contains("\"ended\": false"));
    assert_eq!(replayed.state(), game.state());
    assert_eq!(replayed.state().turn.moved.len(), 2);
}

/// A half-turn marked not ended that is not the last is refused, with its rule.
#[test]
fn only_the_last_half_turn_may_be_left_open() {
    let mut file = bundled();
    file.half_turns[2].ended = false;
    let (report, _) = file.replay().unwrap();
    assert!(!report.accepted);
    let refused = report.half_turns.last().unwrap();
    assert_eq!(report.half_turns.len(), 3);
    assert_eq!(refused.refusal_rule.as_deref(), Some("not_ended"));
}

/// Under `attack_timing = after_any_move` a move may follow the attack: the list keeps the
/// order, the file writes it as `moves_after_attack`, and the replay plays it after.
#[test]
fn moves_after_the_attack_keep_their_place() {
    let mut file = bundled();
    file.options
        .insert("attack_timing".into(), "after_any_move".into());
    // Half-turn 7 again: the infantry and the cavalry first, the cavalry (moved last)
    // attacks, then the infantry on [9,9] moves on.
    let last = file.half_turns.last_mut().unwrap();
    let m = |from: Square, to: Square| RecordedMove { from, to };
    last.moves = vec![m(sq(8, 9), sq(9, 10)), m(sq(8, 10), sq(10, 10))];
    last.attack = Some(RecordedAttack {
        target: sq(12, 10),
        by: Some(sq(10, 10)),
    });
    let after = m(sq(9, 9), sq(10, 8));
    last.moves_after_attack = vec![after];
    let (report, game) = file.replay().unwrap();
    assert!(report.accepted, "{:?}", report.half_turns.last());
    let list = game.move_list();
    let actions = &list.last().unwrap().actions;
    assert!(matches!(actions[2], PlayedAction::Attack(a) if a.by == Some(sq(10, 10))));
    assert!(matches!(actions[3], PlayedAction::Move(m) if m.from == sq(9, 9)));
    let (exported, replayed) = exported_and_replayed(&game);
    assert_eq!(
        exported.half_turns.last().unwrap().moves_after_attack,
        vec![after]
    );
    assert_eq!(replayed.state(), game.state());
}

/// After a free deployment the file starts from the position the sides deployed; while they
/// still deploy there is nothing to export.
#[test]
fn a_free_deployment_is_exported_as_the_start() {
    let mut game = crate::grid_deployment::free_game();
    assert_eq!(
        ReplayFile::from_game(&game).unwrap_err(),
        GridError::Refused(Refusal::StillDeploying)
    );
    let published = kriegsspiel::systems::grid::Position::published(&Board::standard().unwrap())
        .unwrap()
        .to_file();
    for side in GridSide::ALL {
        let plan = PlannedDeployment {
            units: published.units.get(side).clone(),
        };
        game.deploy_planned(side, &plan).unwrap();
        game.apply(GridCommand::ConfirmDeployment { side }).unwrap();
    }
    game.apply(GridCommand::Move {
        from: sq(5, 8),
        to: sq(6, 9),
    })
    .unwrap();
    game.apply(GridCommand::EndHalfTurn).unwrap();
    let list = game.move_list();
    assert_eq!(list.len(), 1, "the placement is not in the list: {list:?}");
    assert_eq!(list[0].side, N);
    let (file, replayed) = exported_and_replayed(&game);
    let start = file.start.as_ref().unwrap();
    assert_eq!(start.units.north.len() + start.units.south.len(), 34);
    assert_eq!(
        PositionReport::of(&replayed.state().position),
        PositionReport::of(&game.state().position)
    );
    assert_eq!(replayed.state().to_move(), game.state().to_move());
}

/// Draws proposed and declined are not moves: the list and the file leave them out.
#[test]
fn draws_proposed_are_left_out() {
    let mut game = GridGame::standard().unwrap();
    game.apply(GridCommand::ProposeDraw).unwrap();
    game.apply(GridCommand::AnswerDraw { accept: false })
        .unwrap();
    game.apply(GridCommand::Move {
        from: sq(5, 8),
        to: sq(6, 9),
    })
    .unwrap();
    let list = game.move_list();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].actions.len(), 1);
    let (_, replayed) = exported_and_replayed(&game);
    assert_eq!(replayed.state().position, game.state().position);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    /// Any game of legal moves and attacks, stopped anywhere, exported and replayed, reaches
    /// the very state it was exported from; its list has as many moves as its journal.
    #[test]
    fn an_exported_game_replays_to_the_same_state(
        choices in prop::collection::vec((any::<u16>(), any::<u16>(), prop::bool::weighted(0.2)), 1..40)
    ) {
        let (_, game) = crate::grid_replay::random_game(&choices);
        let (_, replayed) = exported_and_replayed(&game);
        prop_assert_eq!(replayed.state(), game.state());
        let moves = game
            .entries()
            .iter()
            .filter(|e| matches!(e.command, GridCommand::Move { .. }))
            .count();
        let listed: usize = game.move_list().iter().map(|h| h.moves().count()).sum();
        prop_assert_eq!(listed, moves);
        let squares: Vec<Square> = game
            .move_list()
            .iter()
            .flat_map(|h| h.moves().map(|m| m.from).collect::<Vec<_>>())
            .collect();
        prop_assert!(squares.iter().all(|s| s.on_board()));
    }
}
