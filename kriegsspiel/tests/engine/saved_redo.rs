//! A saved redo stack is checked when a game is opened (issue 23 item 8), once in the core's
//! played game, so every system gets it: the commands that redo in order are kept, and from the
//! first the rules refuse, it and every command undone before it are dropped, the game itself
//! opened as it stands and the drop named (`dropped_redo`). Redo is never offered for a command
//! that would be refused on every press.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::grid_support::sq;
use kriegsspiel::systems::grid::{GridCommand, GridGame};
use kriegsspiel::systems::little_wars::game::{LittleWarsCommand as C, LittleWarsGame};
use kriegsspiel::systems::little_wars::units::TablePoint;
use serde_json::Value;

/// The default Little Wars battle with one move made and taken back: one command to redo.
fn little_wars_with_redo() -> LittleWarsGame {
    let mut game = LittleWarsGame::default_battle(5).unwrap();
    let id = game
        .state()
        .figures
        .iter()
        .find(|f| f.side == game.state().to_move)
        .unwrap()
        .id;
    let at = game.state().figure(id).unwrap().at;
    let forward = if at.y > 24.0 { -3.0 } else { 3.0 };
    game.apply(C::MoveFigure {
        figure: id,
        route: vec![TablePoint::new(at.x, at.y + forward)],
        on_road_in_column: false,
    })
    .unwrap();
    game.undo().unwrap();
    assert!(game.can_redo());
    game
}

#[test]
fn a_little_wars_redo_that_cannot_apply_is_dropped_and_the_game_kept() {
    let game = little_wars_with_redo();
    let mut v: Value = serde_json::from_str(&game.to_json().unwrap()).unwrap();
    v["redo"][0] = serde_json::to_value(C::MoveFigure {
        figure: 9999,
        route: vec![TablePoint::new(10.0, 10.0)],
        on_road_in_column: false,
    })
    .unwrap();
    let opened = LittleWarsGame::from_json(&v.to_string(), "spoiled.json").unwrap();
    assert!(
        !opened.can_redo(),
        "redo is not offered for a refused command"
    );
    assert_eq!(opened.state(), game.state(), "the game is kept as it stood");
    assert_eq!(opened.entries(), game.entries());
    let why = opened
        .dropped_redo()
        .expect("the drop is named")
        .to_string();
    assert!(
        why.contains("redo entry 1") && why.contains("move_figure"),
        "{why}"
    );

    // The good save keeps its redo, and redo works.
    let mut good = LittleWarsGame::from_json(&game.to_json().unwrap(), "good.json").unwrap();
    assert!(good.dropped_redo().is_none());
    good.redo().unwrap();
}

#[test]
fn the_redo_commands_before_a_refused_one_are_kept() {
    let game = little_wars_with_redo();
    let mut v: Value = serde_json::from_str(&game.to_json().unwrap()).unwrap();
    // Undone before the good one (so redone after it): a command for a man who is not there.
    let bad = serde_json::to_value(C::Rearm {
        figures: vec![9999],
    })
    .unwrap();
    v["redo"].as_array_mut().unwrap().insert(0, bad);
    let mut opened = LittleWarsGame::from_json(&v.to_string(), "spoiled.json").unwrap();
    assert_eq!(opened.redo_stack(), game.redo_stack());
    assert!(opened.dropped_redo().is_some());
    opened.redo().unwrap();
    assert!(!opened.can_redo());
}

#[test]
fn a_grid_redo_that_cannot_apply_is_dropped_and_the_game_kept() {
    let mut game = GridGame::standard().unwrap();
    game.apply(GridCommand::EndHalfTurn).unwrap();
    game.undo().unwrap();
    assert!(game.can_redo());
    let mut v: Value = serde_json::from_str(&game.to_json().unwrap()).unwrap();
    // A move from an empty corner square to another.
    v["redo"][0] = serde_json::to_value(GridCommand::Move {
        from: sq(0, 0),
        to: sq(0, 1),
    })
    .unwrap();
    let opened = GridGame::from_json(&v.to_string(), "spoiled.json").unwrap();
    assert!(!opened.can_redo());
    assert_eq!(opened.state(), game.state());
    assert!(opened.dropped_redo().is_some());
}
