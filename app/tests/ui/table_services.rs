//! The workbench's services for every rule system, through the one seam: for Little Wars, the
//! grid game and the toy fourth system (a test-only row of the registry) a change is autosaved
//! and offered back after the app is dropped unsaved; Ctrl+Z takes back the last command; Save
//! then Open gives the same game; a damaged file is refused on open and never overwritten.
//! Reisswitz's game, played over its map, is driven the same way.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::TempDir;
use crate::common::app::{harness, options, wait_loaded, wait_until};
use crate::toy_table::{toy_row, toy_save};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use workbench::commands::PickOutcome;
use workbench::commands::ui_command::UiCommand;
use workbench::table::bundled_table_systems;
use workbench::{AppOptions, WorkbenchApp};

/// Options with every table system and the toy, autosave at once, a recovery folder in `dir`,
/// and a file dialog that answers `picks` in order (then is cancelled).
fn services(dir: &TempDir, picks: &[PathBuf]) -> AppOptions {
    let queue = Arc::new(Mutex::new(picks.iter().cloned().collect::<VecDeque<_>>()));
    let mut table_systems = bundled_table_systems();
    table_systems.push(toy_row());
    AppOptions {
        autosave_after: Some(0.0),
        recovery_folder: Some(dir.join("recovery")),
        table_systems,
        file_picker: Arc::new(move |_| {
            PickOutcome::from(queue.lock().ok().and_then(|mut q| q.pop_front()))
        }),
        ..options(None, None)
    }
}

fn journal_len(h: &Harness<'_, WorkbenchApp>) -> usize {
    h.state()
        .table_game()
        .and_then(|w| w.game_file())
        .map_or(0, |f| f.journal_len())
}

fn unsaved(h: &Harness<'_, WorkbenchApp>) -> bool {
    h.state()
        .table_game()
        .is_some_and(|w| w.has_unsaved_changes())
}

fn frames(h: &mut Harness<'_, WorkbenchApp>) {
    for _ in 0..4 {
        h.step();
    }
}

/// Ctrl+Z takes the last command back, Ctrl+Shift+Z makes it again.
fn undo_and_redo(h: &mut Harness<'_, WorkbenchApp>) {
    let before = journal_len(h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    frames(h);
    assert_eq!(
        journal_len(h),
        before - 1,
        "Ctrl+Z took the last command back"
    );
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    frames(h);
    assert_eq!(journal_len(h), before, "Ctrl+Shift+Z made it again");
}

/// Ctrl+S saves to `first` (the dialog's first answer), File › Open reads it back (the
/// second), Save As writes `second` (the third): the two files are the same game.
fn save_open_save_as(h: &mut Harness<'_, WorkbenchApp>, first: &Path, second: &Path) {
    let entries = journal_len(h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    wait_until(h, "the save", |app| {
        app.table_game().is_some_and(|w| !w.has_unsaved_changes())
    });
    assert!(first.is_file());
    let opened = |app: &WorkbenchApp| {
        app.message_log()
            .iter()
            .filter(|m| m.starts_with("Opened"))
            .count()
    };
    let before = opened(h.state());
    h.state_mut().run_command(UiCommand::OpenGame);
    wait_until(h, "the open", |app| opened(app) > before);
    assert_eq!(journal_len(h), entries);
    h.state_mut().run_command(UiCommand::SaveMapAs);
    wait_until(h, "the save as", |_| second.is_file());
    frames(h);
    assert_eq!(
        std::fs::read_to_string(first).unwrap(),
        std::fs::read_to_string(second).unwrap(),
        "save → open → save gives the same game"
    );
}

/// The untitled autosaves of `system` in `dir`'s recovery folder (each session writes its own).
fn untitled_autosaves(dir: &TempDir, system: &str) -> Vec<PathBuf> {
    let prefix = format!("untitled-{system}-");
    std::fs::read_dir(dir.join("recovery"))
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name()
                        .is_some_and(|n| n.to_string_lossy().starts_with(&prefix))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A change autosaved, the app dropped, a new start: the game is offered back and recovered.
fn dropped_and_recovered(h: Harness<'_, WorkbenchApp>, dir: &TempDir, system: &str) {
    let entries = journal_len(&h);
    assert!(unsaved(&h));
    assert_eq!(untitled_autosaves(dir, system).len(), 1, "autosaved");
    drop(h); // the "crash"
    let mut h = harness(services(dir, &[]));
    h.run();
    h.get_by_label("An unsaved game was found");
    h.get_by_label("Recover the game").click();
    frames(&mut h);
    assert_eq!(journal_len(&h), entries, "the autosaved game came back");
    assert!(unsaved(&h), "to be saved");
    assert_eq!(
        untitled_autosaves(dir, system).len(),
        1,
        "kept under the new session's name, the old one gone"
    );
}

/// A new game of `system` opened by `command` and changed by clicking `change` (one command
/// more in its journal): autosaved, dropped, recovered at the next start; then undone and
/// redone, saved, opened and saved as.
fn recovered_undone_and_saved(name: &str, command: UiCommand, change: &str, system: &str) {
    let dir = TempDir::new(name);
    let (first, second) = (dir.join("game.json"), dir.join("copy.json"));
    let mut h = harness(services(&dir, &[]));
    h.state_mut().run_command(command);
    frames(&mut h);
    let entries = journal_len(&h);
    h.get_by_label(change).click();
    frames(&mut h);
    assert_eq!(journal_len(&h), entries + 1);
    dropped_and_recovered(h, &dir, system);

    let mut h = harness(services(
        &dir,
        &[first.clone(), first.clone(), second.clone()],
    ));
    h.run();
    h.get_by_label("Recover the game").click();
    frames(&mut h);
    undo_and_redo(&mut h);
    save_open_save_as(&mut h, &first, &second);
    assert!(
        untitled_autosaves(&dir, system).is_empty(),
        "a saved game's untitled autosave is gone"
    );
}

#[test]
fn little_wars_gets_recovery_undo_and_save_from_the_workbench() {
    recovered_undone_and_saved(
        "services-lw",
        UiCommand::NewLittleWarsGame,
        "Begin battle",
        "little_wars",
    );
}

#[test]
fn the_grid_game_gets_recovery_undo_and_save_from_the_workbench() {
    recovered_undone_and_saved(
        "services-grid",
        UiCommand::NewGridGame,
        "End half-turn",
        "grid",
    );
}

#[test]
fn the_toy_system_gets_open_undo_save_autosave_and_recovery_with_nothing_else_added() {
    let dir = TempDir::new("services-toy");
    let toy = dir.join("toy.json");
    std::fs::write(&toy, toy_save(2)).unwrap();
    let mut h = harness(services(&dir, std::slice::from_ref(&toy)));
    h.state_mut().run_command(UiCommand::OpenGame);
    wait_until(&mut h, "the toy to open", |app| app.table_game().is_some());
    h.get_by_label("Heap: 2");
    assert_eq!(journal_len(&h), 2);
    h.get_by_label("Add a stone").click();
    frames(&mut h);
    h.get_by_label("Heap: 3");
    undo_and_redo(&mut h);
    let autosave = dir.join("toy.autosave.json");
    assert!(autosave.is_file(), "autosaved beside its file");
    drop(h); // the "crash"

    // Opened again, the file's game is shown and its autosave offered back.
    let (second, third) = (dir.join("second.json"), dir.join("third.json"));
    let mut h = harness(services(
        &dir,
        &[toy.clone(), second.clone(), second.clone(), third.clone()],
    ));
    h.state_mut().run_command(UiCommand::OpenGame);
    wait_until(&mut h, "the toy to open", |app| app.table_game().is_some());
    h.get_by_label("Heap: 2");
    h.get_by_label("Recover the game").click();
    frames(&mut h);
    h.get_by_label("Heap: 3");
    assert!(unsaved(&h));
    h.state_mut().run_command(UiCommand::SaveMapAs);
    wait_until(&mut h, "the save as", |_| second.is_file());
    frames(&mut h);
    save_open_save_as(&mut h, &second, &third);
}

#[test]
fn a_damaged_table_game_is_refused_on_open_and_left_as_it_was() {
    let dir = TempDir::new("services-damaged");
    let toy = dir.join("toy.json");
    let damaged = toy_save(3).replacen("\"heap\": 2", "\"heap\": 7", 1);
    std::fs::write(&toy, &damaged).unwrap();
    let mut h = harness(services(&dir, std::slice::from_ref(&toy)));
    h.state_mut().run_command(UiCommand::OpenGame);
    wait_until(&mut h, "the refusal", |app| {
        app.message_log()
            .iter()
            .any(|m| m.contains("was not opened"))
    });
    assert!(h.state().table_game().is_none(), "nothing replaced");
    assert!(
        h.state()
            .message_log()
            .iter()
            .any(|m| m.contains("journal entry 2")),
        "{:?}",
        h.state().message_log()
    );
    h.run_steps(4);
    assert_eq!(
        std::fs::read_to_string(&toy).unwrap(),
        damaged,
        "never overwritten"
    );
}

#[test]
fn reisswitz_game_is_recovered_undone_and_saved_over_its_map() {
    let dir = TempDir::new("services-reisswitz");
    let file = crate::hardening::map_with_game(&dir);
    let turn =
        |h: &Harness<'_, WorkbenchApp>| h.state().troops().expect("a game").game.state().turn();
    let mut opts = options(Some(file.clone()), None);
    opts.autosave_after = Some(0.0);
    let mut h = harness(opts);
    wait_loaded(&mut h);
    let start = turn(&h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::T);
    frames(&mut h);
    assert_eq!(turn(&h), start + 1);
    drop(h); // the "crash"

    let mut h = harness(options(Some(file.clone()), None));
    wait_loaded(&mut h);
    h.get_by_label("Recover the changes").click();
    h.run();
    assert_eq!(turn(&h), start + 1, "offered back and recovered");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    frames(&mut h);
    assert_eq!(turn(&h), start, "Ctrl+Z took the turn back");
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    frames(&mut h);
    assert_eq!(turn(&h), start + 1);
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    wait_until(&mut h, "the save", |app| {
        app.map().is_some_and(|m| !m.dirty)
    });
    let saved = h.state().troops().expect("a game").game.clone();
    drop(h);
    let mut h = harness(options(Some(file), None));
    wait_loaded(&mut h);
    assert!(h.query_by_label("Unsaved changes found").is_none());
    assert_eq!(
        h.state().troops().expect("a game").game,
        saved,
        "save → open"
    );
}

#[test]
fn every_untitled_autosave_is_offered_in_turn_and_decide_later_keeps_it() {
    let dir = TempDir::new("services-several");
    std::fs::create_dir_all(dir.join("recovery")).unwrap();
    let (older, newer) = (
        dir.join("recovery/untitled-toy-1-1.autosave.json"),
        dir.join("recovery/untitled-toy-2-2.autosave.json"),
    );
    std::fs::write(&older, toy_save(1)).unwrap();
    std::fs::write(&newer, toy_save(3)).unwrap();
    let mut h = harness(services(&dir, &[]));
    h.run();
    h.get_by_label("An unsaved game was found");
    h.get_by_label("Decide later").click();
    frames(&mut h);
    h.get_by_label("Recover the game").click();
    frames(&mut h);
    h.get_by_label("Heap: 3");
    assert!(older.is_file(), "decided later: kept for the next start");
    assert!(
        !newer.exists(),
        "recovered: kept under this session's name instead"
    );
    assert_eq!(untitled_autosaves(&dir, "toy").len(), 2);
}
