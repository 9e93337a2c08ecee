//! Map files driven as a user would: the bundled map opens with its calibration and terrain;
//! a map is saved and read back with the same terrain; bad map files (broken JSON, a newer
//! version, a missing image) each give a clear message; the autosave is offered back after a
//! crash.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{
    bundled_map, click_at, first_scan, harness, options, read_in_message_log, screen_of_pixel,
    wait_loaded, wait_until,
};
use common::{TempDir, test_scan, write_png};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use workbench::WorkbenchApp;
use workbench::canvas::MapPoint;
use workbench::commands::UiCommand;

/// Hovers the mouse over map point (`x`, `y`) paces.
fn hover_map(h: &mut Harness<'_, WorkbenchApp>, x: f64, y: f64) {
    let pos = h
        .state()
        .projector()
        .expect("a frame was drawn")
        .to_screen(MapPoint::new(x, y));
    h.hover_at(pos);
    h.run();
}

#[test]
fn the_bundled_map_opens_with_its_calibration_and_terrain() {
    let mut h = harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    // The note may have faded while the tiles loaded; the message log keeps it.
    read_in_message_log(
        &mut h,
        "Opened the map “The field of Marlbrook (invented, 1815)”: 53 terrain features, and the \
         game “default.game.json” at turn 0, 12 units on the map.",
    );
    assert!(h.state().is_map_complete(), "{:?}", h.state().messages());
    // The status bar reads the sheet's calibration: 1:8000 at 100 dpi is 8000 ÷ 31.68 ÷ 100 =
    // 2.5253 paces a pixel (a pace is 31.68 inches, Section 2 — Movement), checked against the
    // sheet's 2,000-pace scale bar: 792 pixels, either end a pixel out, ± 2.5 per 1,000.
    h.get_by_label(
        "Sheet “Marlbrook”: 1:8000 scanned at 100 dpi, checked against a known distance: 2.5253 \
         paces per pixel (± 2.5 paces per 1,000)",
    );
    h.get_by_label("Map: default.map.json");
    // The terrain page lists every feature and reads the ground under the cursor.
    h.get_by_label("Terrain").click();
    h.run();
    h.get_by_label("Features (53)");
    h.get_by_label("#11 thick woods “King's Wood”");
    hover_map(&mut h, 6360.0, 4760.0);
    h.get_by_label("Ground under the cursor: thick woods (umpire's discretion) (thick_woods)");
    hover_map(&mut h, 1513.0, 2234.0);
    h.get_by_label("Ground under the cursor: light woods (lwood)");
    // The calibration dialog shows the calibration in force.
    h.key_press_modifiers(Modifiers::COMMAND, Key::K);
    h.run();
    h.get_by_label(
        "Calibration in force: 1:8000 scanned at 100 dpi, checked against a known distance: \
         2.5253 paces per pixel (± 2.5 paces per 1,000)",
    );
}

/// A new map from a test scan in `dir`, calibrated at 2 paces a pixel, with one light wood
/// drawn on it; returns the harness.
fn map_with_a_wood(dir: &TempDir, picked: Option<PathBuf>) -> Harness<'static, WorkbenchApp> {
    let scan = dir.join("battle.png");
    write_png(&test_scan(400, 300), &scan);
    let mut h = harness(options(Some(scan), picked));
    wait_loaded(&mut h);
    common::app::calibrate(&mut h, 0, 2.0);
    h.key_press(Key::D);
    h.run();
    for (u, v) in [(50.0, 50.0), (150.0, 50.0), (150.0, 120.0), (50.0, 120.0)] {
        let p = screen_of_pixel(&h, u, v);
        click_at(&mut h, p);
    }
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(h.state().map().expect("map").document.terrain.len(), 1);
    h
}

#[test]
fn save_and_reload_give_the_same_map() {
    let dir = TempDir::new("save-reload");
    // The save dialog answers a name without the ending: ".map.json" is added.
    let mut h = map_with_a_wood(&dir, Some(dir.join("battle")));
    h.get_by_label("Map: battle.map.json (changed) — not saved yet");
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    wait_until(&mut h, "the save dialog to answer", |app| {
        app.map().is_some_and(|m| m.titled)
    });
    let file = dir.join("battle.map.json");
    assert!(file.is_file());
    read_in_message_log(&mut h, "Saved “battle.map.json”.");
    h.get_by_label("Map: battle.map.json");
    let saved = h.state().map().expect("map").document.clone();
    // The image is named relative to the map file.
    assert_eq!(saved.sheets[0].image, "battle.png");

    // A fresh workbench opens the file: same sheets, calibration and terrain.
    let mut again = harness(options(Some(file.clone()), None));
    wait_loaded(&mut again);
    assert!(again.state().is_map_complete());
    let reloaded = &again.state().map().expect("map").document;
    assert_eq!(reloaded, &saved);
    assert_eq!(first_scan(again.state()), Some(dir.join("battle.png")));
    again.get_by_label("Terrain").click();
    again.run();
    again.get_by_label("Features (1)");
    again.get_by_label("#0 light woods");
}

/// Opens `bad` over the map of `good` and checks the message and that the map stays.
fn refuse_map_file(good: &Path, bad: &Path, expected: &str) {
    let mut h = harness(options(Some(good.to_path_buf()), None));
    wait_loaded(&mut h);
    let before = h.state().map().expect("map").document.clone();
    let camera = h.state().state().canvas.camera;
    h.state_mut().open_map(bad);
    h.run();
    let messages = h.state().messages();
    assert!(
        messages
            .iter()
            .any(|m| m.contains(expected) && m.ends_with("The map that was open stays open.")),
        "expected “{expected}” in {messages:?}"
    );
    h.get_by_label_contains(expected);
    assert_eq!(h.state().map().expect("map").document, before);
    assert_eq!(h.state().state().canvas.camera, camera);
}

#[test]
fn a_map_file_with_broken_json_is_refused() {
    let dir = TempDir::new("bad-json");
    let bad = dir.join("broken.map.json");
    std::fs::write(&bad, "{\n  \"format_version\": 1,\n  \"sheets\": [\n").expect("write");
    refuse_map_file(
        &bundled_map(),
        &bad,
        "Cannot open “broken.map.json”: the file is not a map file: broken JSON at line 4",
    );
    let text = dir.join("orders.json");
    std::fs::write(&text, "The 2nd brigade advances at dawn.").expect("write");
    refuse_map_file(
        &bundled_map(),
        &text,
        "Cannot open “orders.json”: the file is not a map file: broken JSON at line 1, column 1",
    );
}

#[test]
fn a_map_file_from_a_newer_workbench_is_refused() {
    let dir = TempDir::new("bad-newer");
    let bad = dir.join("future.map.json");
    std::fs::write(
        &bad,
        "{\"format_version\": 7, \"name\": \"from the future\"}",
    )
    .expect("write");
    refuse_map_file(
        &bundled_map(),
        &bad,
        "Cannot open “future.map.json”: the file was made by a newer workbench (version 7); this \
         one reads up to 1.",
    );
}

#[test]
fn a_map_file_whose_image_is_missing_opens_with_its_terrain() {
    let dir = TempDir::new("bad-missing-image");
    let text = std::fs::read_to_string(bundled_map()).expect("bundled map");
    let moved = text.replace("\"default.png\"", "\"scans/marlbrook.png\"");
    let file = dir.join("marlbrook.map.json");
    std::fs::write(&file, moved).expect("write");
    let mut h = harness(options(Some(file), None));
    wait_loaded(&mut h);
    h.get_by_label_contains(
        "Missing image next to the map file: scans/marlbrook.png. The map opens with its terrain",
    );
    let map = h.state().map().expect("the map opened");
    assert_eq!(map.document.terrain.len(), 53);
    assert_eq!(
        map.images[0].problem.as_deref(),
        Some("image missing: scans/marlbrook.png")
    );
    // The ground can still be read.
    h.get_by_label("Terrain").click();
    h.run();
    hover_map(&mut h, 6360.0, 4760.0);
    h.get_by_label("Ground under the cursor: thick woods (umpire's discretion) (thick_woods)");
}

#[test]
fn an_autosave_newer_than_the_file_is_offered_back() {
    let dir = TempDir::new("autosave");
    let mut h = map_with_a_wood(&dir, Some(dir.join("battle.map.json")));
    h.state_mut().run_command(UiCommand::SaveMap);
    wait_until(&mut h, "the save", |app| {
        app.map().is_some_and(|m| !m.dirty)
    });
    let file = dir.join("battle.map.json");
    let autosave = dir.join("battle.map.autosave.json");
    drop(h);

    // Reopen with autosave after one second, change the map, wait: the autosave appears.
    let mut opts = options(Some(file.clone()), None);
    // Frames are 0.25 s of harness time apart. After the change only single steps are taken:
    // `run()` keeps stepping while tiles still load, which on a slow machine can pass the delay.
    opts.autosave_after = Some(2.0);
    let mut h = harness(opts);
    wait_loaded(&mut h);
    h.get_by_label("Terrain").click();
    h.run();
    h.get_by_label("#0 light woods").click();
    h.run();
    h.key_press(Key::Delete);
    h.step();
    h.step();
    h.get_by_label("Features (0)");
    assert!(!autosave.exists(), "not before two seconds have passed");
    h.run_steps(12); // three seconds more
    assert!(autosave.is_file(), "the autosave was written");
    assert!(
        h.state().map().expect("map").dirty,
        "the file itself is untouched"
    );
    drop(h); // the "crash"

    // At the next start the workbench offers the autosave back.
    let mut h = harness(options(Some(file.clone()), None));
    wait_loaded(&mut h);
    h.get_by_label("Unsaved changes found");
    h.get_by_label_contains("An autosave of “battle.map.json” is newer than the file");
    assert_eq!(h.state().map().expect("map").document.terrain.len(), 1);
    h.get_by_label("Recover the changes").click();
    wait_loaded(&mut h);
    assert_eq!(h.state().map().expect("map").document.terrain.len(), 0);
    assert!(h.state().map().expect("map").dirty);
    read_in_message_log(&mut h, "Recovered the autosaved changes");
    drop(h);

    // Declining instead removes the autosave.
    let mut h = harness(options(Some(file), None));
    wait_loaded(&mut h);
    h.get_by_label("Discard the autosave").click();
    h.run();
    assert!(!autosave.exists());
    assert!(h.query_by_label("Unsaved changes found").is_none());
    assert_eq!(h.state().map().expect("map").document.terrain.len(), 1);
}

#[test]
fn unsaved_changes_are_asked_about_before_another_map_opens() {
    let dir = TempDir::new("unsaved");
    let other = dir.join("other.png");
    write_png(&test_scan(200, 150), &other);
    let mut h = map_with_a_wood(&dir, Some(other.clone()));
    // Ctrl+O with changes not saved: the question comes first; "Go back" keeps the map.
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    h.get_by_label("Unsaved changes");
    h.get_by_label_contains("“battle.map.json” has changes that are not saved");
    h.get_by_label("Go back").click();
    h.run();
    assert!(h.query_by_label("Unsaved changes").is_none());
    assert!(h.state().map().expect("map").dirty);
    assert_eq!(first_scan(h.state()), Some(dir.join("battle.png")));
    // Discarding lets the other scan open.
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    h.get_by_label("Discard changes").click();
    wait_until(&mut h, "the other scan", |app| {
        first_scan(app).is_some_and(|p| p.ends_with("other.png")) && !app.is_loading()
    });
    assert!(!h.state().map().expect("map").dirty);
}
