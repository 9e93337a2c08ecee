//! Hardening (issue 13): each defect a hostile newcomer found, driven as the umpire met it —
//! crash recovery of a game-only change, a damaged game file kept, undo that stops at the
//! scenario's start, refusals that end, zoom and rotate keys, file dialogs that fall back.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::TempDir;
use common::app::{bundled_map, harness, options, wait_loaded};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::PathBuf;
use workbench::WorkbenchApp;

/// A copy of the bundled map with its game (picture, map file and game file) in `dir`.
fn map_with_game(dir: &TempDir) -> PathBuf {
    let from = bundled_map();
    let folder = from.parent().expect("maps folder");
    std::fs::copy(folder.join("default.png"), dir.join("default.png")).expect("copy picture");
    std::fs::copy(
        folder.join("default.game.json"),
        dir.join("field.game.json"),
    )
    .expect("copy game");
    let file = dir.join("field.map.json");
    std::fs::copy(&from, &file).expect("copy map");
    file
}

fn turn(h: &Harness<'_, WorkbenchApp>) -> u32 {
    h.state().troops().expect("a game").game.state().turn()
}

/// Defect 1: Ctrl+T twice, the autosave written, a crash: the next start offers the game's
/// changes back although the map itself did not change.
#[test]
fn a_game_only_change_is_offered_back_after_a_crash() {
    let dir = TempDir::new("recover-game");
    let file = map_with_game(&dir);
    let mut opts = options(Some(file.clone()), None);
    opts.autosave_after = Some(1.0);
    let mut h = harness(opts);
    wait_loaded(&mut h);
    let start = turn(&h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::T);
    h.step();
    h.key_press_modifiers(Modifiers::COMMAND, Key::T);
    h.step();
    assert_eq!(turn(&h), start + 2);
    h.run_steps(8); // two seconds: past the autosave
    assert!(dir.join("field.game.autosave.json").is_file(), "autosaved");
    drop(h); // the "crash"

    let mut h = harness(options(Some(file.clone()), None));
    wait_loaded(&mut h);
    h.get_by_label("Unsaved changes found");
    assert_eq!(turn(&h), start, "the file's game until the umpire chooses");
    h.get_by_label("Recover the changes").click();
    h.run();
    assert_eq!(turn(&h), start + 2, "the autosaved game came back");
    assert!(h.state().map().expect("map").dirty, "to be saved");
    drop(h);

    // Discarding instead removes the game's autosave and keeps the file's game.
    let mut h = harness(options(Some(file), None));
    wait_loaded(&mut h);
    h.get_by_label("Discard the autosave").click();
    h.run();
    assert!(!dir.join("field.game.autosave.json").exists());
    assert_eq!(turn(&h), start);
}

/// Defect 2: a truncated game file beside the map is not overwritten silently: the first save
/// keeps it under a dated `.damaged` name and says so.
#[test]
fn a_damaged_game_file_is_kept_aside_before_a_save() {
    let dir = TempDir::new("damaged-game");
    let file = map_with_game(&dir);
    let game_file = dir.join("field.game.json");
    let whole = std::fs::read(&game_file).expect("game");
    let torn = &whole[..whole.len() / 2];
    std::fs::write(&game_file, torn).expect("truncate");
    let mut h = common::app::sized_harness(options(Some(file), None), 1100.0, 1500.0);
    wait_loaded(&mut h);
    assert!(h.state().troops().is_none(), "the torn game did not open");
    h.get_by_label("Troops").click();
    h.run();
    h.get_by_label("Load example: brigade learning game")
        .click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    let kept: Vec<PathBuf> = std::fs::read_dir(dir.join(""))
        .expect("dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".damaged"))
        .collect();
    assert_eq!(kept.len(), 1, "one dated copy: {kept:?}");
    assert_eq!(
        std::fs::read(&kept[0]).expect("kept"),
        torn,
        "kept as it was"
    );
    let name = kept[0]
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    assert!(name.starts_with("field.game.json.20"), "dated: {name}");
    assert!(
        h.state()
            .message_log()
            .iter()
            .any(|m| m.contains("could not be read") && m.contains(&name)),
        "said so: {:?}",
        h.state().message_log()
    );
    kriegsspiel::systems::reisswitz_1815::game::Game::load(&game_file).expect("the new game");
}
