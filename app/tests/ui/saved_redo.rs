//! A table game whose saved redo list was cut short on opening (the core's `dropped_redo`,
//! issue 23 item 8) says so to the umpire in plain words, wherever it is opened from: File ›
//! Open game…, crash recovery, or the Little Wars table's own open. The game itself opens as
//! saved, and Redo offers nothing it would refuse.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::TempDir;
use crate::common::app::{harness, options, wait_until};
use egui_kittest::kittest::Queryable;
use kriegsspiel::systems::grid::{GridCommand, GridGame};
use kriegsspiel::systems::little_wars::game::{LittleWarsCommand as C, LittleWarsGame};
use kriegsspiel::systems::little_wars::units::TablePoint;
use serde_json::Value;
use std::path::Path;
use workbench::WorkbenchApp;
use workbench::commands::ui_command::UiCommand;

/// The default Little Wars battle with one move made and taken back, its redo entry replaced
/// by a move of a man who is not on the table: saved at `path`.
fn little_wars_with_a_spoiled_redo(path: &Path) {
    let mut game = LittleWarsGame::default_battle(5).unwrap();
    let s = game.state();
    let man = s.figures.iter().find(|f| f.side == s.to_move).unwrap();
    let (id, at) = (man.id, man.at);
    let forward = if at.y > 24.0 { -3.0 } else { 3.0 };
    game.apply(C::MoveFigure {
        figure: id,
        route: vec![TablePoint::new(at.x, at.y + forward)],
        on_road_in_column: false,
    })
    .unwrap();
    game.undo().unwrap();
    let mut v: Value = serde_json::from_str(&game.to_json().unwrap()).unwrap();
    v["redo"][0] = serde_json::to_value(C::MoveFigure {
        figure: 9999,
        route: vec![TablePoint::new(10.0, 10.0)],
        on_road_in_column: false,
    })
    .unwrap();
    std::fs::write(path, v.to_string()).unwrap();
}

/// The standard grid game with a half-turn ended and taken back, its redo entry replaced by a
/// move from an empty corner: saved at `path`.
fn grid_with_a_spoiled_redo(path: &Path) {
    use kriegsspiel::systems::grid::Square;
    let mut game = GridGame::standard().unwrap();
    game.apply(GridCommand::EndHalfTurn).unwrap();
    game.undo().unwrap();
    let mut v: Value = serde_json::from_str(&game.to_json().unwrap()).unwrap();
    v["redo"][0] = serde_json::to_value(GridCommand::Move {
        from: Square::new(0, 0),
        to: Square::new(0, 1),
    })
    .unwrap();
    std::fs::write(path, v.to_string()).unwrap();
}

/// What the umpire is told of the cut: plain words, no type or field names.
fn assert_told_in_words(text: &str, command: &str) {
    assert!(text.contains("Redo"), "{text}");
    assert!(text.contains(command), "names the command in words: {text}");
    for internal in ["BadRedo", "redo entry", "_", "PlayError", "index"] {
        assert!(!text.contains(internal), "{internal:?} in {text}");
    }
}

/// Opens `path` through File › Open game… and returns what the message area logged of the cut.
fn opened_from_the_menu(path: &Path) -> (egui_kittest::Harness<'static, WorkbenchApp>, String) {
    let mut h = harness(options(None, Some(path.to_path_buf())));
    h.state_mut().run_command(UiCommand::OpenGame);
    wait_until(&mut h, "the open", |app| {
        app.message_log().iter().any(|m| m.starts_with("Opened"))
    });
    let told = h
        .state()
        .message_log()
        .into_iter()
        .find(|m| m.contains("cut short"))
        .unwrap_or_else(|| panic!("nothing said of the redo: {:?}", h.state().message_log()));
    (h, told)
}

#[test]
fn a_little_wars_game_opened_from_the_menu_says_its_redo_was_cut_short() {
    let dir = TempDir::new("redo-words-lw");
    let path = dir.join("battle.json");
    little_wars_with_a_spoiled_redo(&path);
    let (mut h, told) = opened_from_the_menu(&path);
    assert_told_in_words(&told, "move figure");
    // The game is open and Redo offers nothing.
    let entries = |h: &egui_kittest::Harness<'_, WorkbenchApp>| {
        let file = h.state().table_game().and_then(|w| w.game_file());
        file.map(|f| f.journal_len())
    };
    let before = entries(&h);
    assert!(before.is_some(), "the game is on the table");
    h.state_mut().run_command(UiCommand::RedoGame);
    h.run_steps(4);
    assert_eq!(entries(&h), before, "nothing was redone");
}

#[test]
fn a_grid_game_opened_from_the_menu_says_its_redo_was_cut_short() {
    let dir = TempDir::new("redo-words-grid");
    let path = dir.join("grid.json");
    grid_with_a_spoiled_redo(&path);
    let (_h, told) = opened_from_the_menu(&path);
    assert_told_in_words(&told, "move");
}

#[test]
fn a_little_wars_game_opened_at_the_table_says_its_redo_was_cut_short() {
    let dir = TempDir::new("redo-words-table");
    let path = dir.join("battle.json");
    little_wars_with_a_spoiled_redo(&path);
    let mut h = crate::common::little_wars::table_harness(900.0);
    h.run_steps(3);
    h.state_mut().open_game(&path);
    h.run_steps(3);
    let message = h.state().message.clone();
    assert!(message.starts_with("Opened"), "{message}");
    assert!(message.contains("cut short"), "{message}");
    assert_told_in_words(&message, "move figure");
}

#[test]
fn a_recovered_autosave_says_its_redo_was_cut_short() {
    let dir = TempDir::new("redo-words-recover");
    let path = dir.join("battle.json");
    little_wars_with_a_spoiled_redo(&path);
    // The autosave beside it holds the same game, newer: offered back on open.
    let autosave = workbench::table::autosave_beside(&path);
    std::fs::copy(&path, &autosave).unwrap();
    let text = std::fs::read_to_string(&autosave).unwrap();
    let mut v: Value = serde_json::from_str(&text).unwrap();
    v["redo"] = Value::Array(vec![v["redo"][0].clone(), v["redo"][0].clone()]);
    std::fs::write(&autosave, v.to_string()).unwrap();
    // The file older than its autosave, as after a crash.
    let earlier = std::time::SystemTime::now() - std::time::Duration::from_secs(120);
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(earlier)
        .unwrap();
    let (mut h, _) = opened_from_the_menu(&path);
    let before = h.state().message_log().len();
    h.get_by_label("Recover the game").click();
    wait_until(&mut h, "the recovery", |app| {
        app.message_log().iter().any(|m| m.starts_with("Recovered"))
    });
    let told = h.state().message_log()[before..]
        .iter()
        .find(|m| m.contains("cut short"))
        .cloned()
        .unwrap_or_else(|| panic!("{:?}", h.state().message_log()));
    assert_told_in_words(&told, "move figure");
    assert!(told.contains("undone before it"), "both dropped: {told}");
}
