//! The shell driven as a user would: menus, the file dialog, drag-and-drop, shortcuts, the
//! command palette, zoom and pan, the status bar, cancelling a load.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{
    TestDrop, first_scan, harness, options, read_in_message_log, screen_of_pixel, wait_loaded,
    wait_until,
};
use common::{TempDir, test_scan, write_png};
use egui::{Event, Key, Modifiers, Pos2, Vec2};
use egui_kittest::kittest::Queryable;
use std::sync::Arc;
use workbench::canvas::{CANVAS_LABEL, Tool};

fn scan_file(dir: &TempDir, name: &str, w: u32, h: u32) -> std::path::PathBuf {
    let path = dir.join(name);
    write_png(&test_scan(w, h), &path);
    path
}

#[test]
fn menus_list_every_command_with_accessible_names() {
    let dir = TempDir::new("shell-menus");
    let path = scan_file(&dir, "menus.png", 120, 90);
    let mut h = harness(options(Some(path), None));
    wait_loaded(&mut h);
    for (menu, items) in [
        (
            "File",
            vec![
                "New map from image…",
                "Open map…",
                "Save",
                "Save as…",
                "Cancel loading",
                "Quit",
            ],
        ),
        (
            "Map",
            vec![
                "Calibrate sheet…",
                "Add sheet…",
                "Show terrain layer",
                "Draw terrain tool",
                "Edit terrain tool",
                "Delete selected feature",
            ],
        ),
        (
            "View",
            vec![
                "Zoom to fit",
                "Zoom in",
                "Zoom out",
                "Rotate view left",
                "North up",
                "Command palette…",
            ],
        ),
        (
            "Tools",
            vec![
                "Ruler tool",
                "Circle tool",
                "Pan tool",
                "Finish measurement",
                "Cancel measurement",
            ],
        ),
    ] {
        h.get_by_label(menu).click();
        h.run();
        for item in items {
            // Some also have a button in the tools panel; the menu adds one more.
            assert!(
                h.query_all_by_label_contains(item).count() >= 1,
                "{menu} lists {item}"
            );
        }
        h.key_press(Key::Escape);
        h.run();
        assert!(
            h.query_by_label_contains(menu_probe(menu)).is_none(),
            "Escape closed the {menu} menu"
        );
    }
    h.get_by_label(CANVAS_LABEL);
}

fn menu_probe(menu: &str) -> &'static str {
    match menu {
        "File" => "Quit",
        "Map" => "Delete selected feature",
        "View" => "North up",
        _ => "Circle tool",
    }
}

#[test]
fn open_map_from_the_file_menu() {
    let dir = TempDir::new("shell-menu");
    let path = scan_file(&dir, "menu.png", 300, 200);
    let mut h = harness(options(None, Some(path.clone())));
    h.run();
    h.get_by_label("File").click();
    h.run();
    // A menu item's accessible name ends with its shortcut.
    h.get_by_label("Open map… Ctrl+O").click();
    wait_until(&mut h, "the dialog's file to open", |app| {
        app.is_map_complete()
    });
    assert_eq!(first_scan(h.state()), Some(path));
    read_in_message_log(&mut h, "Opened “menu.png”: 300 × 200 pixels (PNG)");
    // A scan opens as a new map, to be saved beside it.
    h.get_by_label("Map: menu.map.json — not saved yet");
}

#[test]
fn open_map_by_drag_and_drop() {
    let dir = TempDir::new("shell-drop");
    let path = scan_file(&dir, "dropped.png", 260, 180);
    let mut h = harness(options(None, None));
    h.run();
    h.input_mut()
        .dropped_files
        .push(Arc::new(TestDrop(path.clone())));
    h.step();
    wait_until(&mut h, "the dropped file to open", |app| {
        app.is_map_complete()
    });
    assert_eq!(first_scan(h.state()), Some(path));
}

#[test]
fn shortcuts_and_command_palette_choose_tools() {
    let mut h = harness(options(None, None));
    h.run();
    h.key_press(Key::R);
    h.run();
    assert_eq!(h.state().state().canvas.tool, Tool::Ruler);
    h.key_press(Key::C);
    h.run();
    assert_eq!(h.state().state().canvas.tool, Tool::Circle);
    h.key_press(Key::H);
    h.run();
    assert_eq!(h.state().state().canvas.tool, Tool::Pan);

    h.key_press_modifiers(Modifiers::COMMAND, Key::P);
    h.run();
    h.get_by_label("Command palette");
    h.get_by_role_and_label(egui::Role::TextInput, "Search commands")
        .type_text("ruler");
    h.run();
    h.get_by_label("Ruler tool R");
    assert!(
        h.query_by_label_contains("Zoom in").is_none(),
        "the search filters the list"
    );
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(h.state().state().canvas.tool, Tool::Ruler);
    assert!(
        h.query_by_label("Command palette").is_none(),
        "the palette closed"
    );
}

#[test]
fn zoom_pan_fit_and_status_bar() {
    let dir = TempDir::new("shell-zoom");
    let path = scan_file(&dir, "zoom.png", 400, 300);
    let mut h = harness(options(Some(path), None));
    wait_loaded(&mut h);
    let canvas = h.get_by_label(CANVAS_LABEL).rect();
    let fitted = h.state().state().canvas.camera;
    // After "zoom to fit" every corner of the scan is on the canvas.
    for (u, v) in [(0.0, 0.0), (400.0, 0.0), (400.0, 300.0), (0.0, 300.0)] {
        assert!(
            canvas.expand(1.0).contains(screen_of_pixel(&h, u, v)),
            "corner {u},{v}"
        );
    }

    // Ctrl+plus zooms in by 1.25 about the canvas centre.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    h.run();
    let zoomed = h.state().state().canvas.camera;
    assert!((zoomed.points_per_pace / fitted.points_per_pace - 1.25).abs() < 1e-9);
    assert!(zoomed.centre.distance(fitted.centre).paces() < 1e-6);
    h.key_press(Key::Minus);
    h.run();
    assert!(
        (h.state().state().canvas.camera.points_per_pace / fitted.points_per_pace - 1.0).abs()
            < 1e-9
    );

    // The wheel zooms about the cursor: the map point under it stays put.
    let anchor = canvas.center() + Vec2::new(-120.0, 60.0);
    h.hover_at(anchor);
    h.run();
    let before = h.state().projector().expect("projector").to_map(anchor);
    h.event(Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: Vec2::new(0.0, 120.0),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: Modifiers::NONE,
    });
    h.run();
    let camera = h.state().state().canvas.camera;
    assert!(
        camera.points_per_pace > fitted.points_per_pace * 1.05,
        "wheel zoomed in"
    );
    let after = h.state().projector().expect("projector").to_map(anchor);
    assert!(
        before.distance(after).paces() < 0.5,
        "{before:?} moved to {after:?}"
    );

    // The status bar reads the cursor position in paces.
    let pixel = screen_of_pixel(&h, 100.0, 100.0);
    h.hover_at(pixel);
    h.run();
    let p = h.state().session().canvas.hover.expect("hover point");
    let expected = format!("Cursor: {} E, {} S paces", p.x.round(), p.y.round());
    h.get_by_label(&expected);

    // Dragging with the pan tool moves the map with the pointer.
    let start = canvas.center();
    let map_point = h.state().projector().expect("projector").to_map(start);
    h.hover_at(start);
    h.drag_at(start);
    for i in 1..=5 {
        h.hover_at(start + Vec2::new(20.0 * i as f32, 10.0 * i as f32));
    }
    h.drop_at(start + Vec2::new(100.0, 50.0));
    h.run();
    let moved = h
        .state()
        .projector()
        .expect("projector")
        .to_screen(map_point);
    assert!(
        (moved - (start + Vec2::new(100.0, 50.0))).length() < 1.0,
        "dragged point at {moved:?}"
    );

    // Holding an arrow key pans smoothly; Home fits again.
    let centre_before = h.state().state().canvas.camera.centre;
    h.key_down(Key::ArrowRight);
    h.run_steps(4);
    h.key_up(Key::ArrowRight);
    h.run();
    let centre_after = h.state().state().canvas.camera.centre;
    assert!(
        centre_after.x > centre_before.x + 1.0,
        "arrow right looks further east"
    );
    h.key_press(Key::Home);
    h.run();
    let refit = h.state().state().canvas.camera;
    assert!((refit.points_per_pace - fitted.points_per_pace).abs() < 1e-9);
    assert!(refit.centre.distance(fitted.centre).paces() < 1e-6);
}

#[test]
fn rotating_the_view_turns_the_map_and_north_up_restores_it() {
    let dir = TempDir::new("shell-rotate");
    let path = scan_file(&dir, "rotate.png", 300, 300);
    let mut h = harness(options(Some(path), None));
    wait_loaded(&mut h);
    h.key_press(Key::OpenBracket);
    h.run();
    let bearing = h.state().state().canvas.camera.bearing;
    assert!((bearing - std::f64::consts::PI / 12.0).abs() < 1e-9);
    let north = h.state().projector().expect("projector").north_on_screen();
    assert!(
        north.x < 0.0,
        "north leans left when the map turns anticlockwise"
    );
    h.key_press(Key::N);
    h.run();
    assert_eq!(h.state().state().canvas.camera.bearing, 0.0);
}

#[test]
fn cancel_loading_keeps_the_previous_map() {
    let dir = TempDir::new("shell-cancel");
    let first = scan_file(&dir, "first.png", 200, 150);
    let big = scan_file(&dir, "big.png", 2500, 2500);
    let mut h = harness(options(Some(first.clone()), None));
    wait_loaded(&mut h);
    h.state_mut().open_map(&big);
    h.step();
    assert!(h.state().is_loading());
    h.get_by_label("Cancel").click();
    h.run();
    assert!(!h.state().is_loading());
    assert_eq!(first_scan(h.state()), Some(first.clone()));
    h.get_by_label_contains("Opening “big.png” was cancelled");
}

#[test]
fn a_second_scan_replaces_the_first_and_the_camera_fits_it() {
    let dir = TempDir::new("shell-second");
    let first = scan_file(&dir, "first.png", 200, 150);
    let second = scan_file(&dir, "second.png", 500, 120);
    let mut h = harness(options(Some(first), None));
    wait_loaded(&mut h);
    h.state_mut().open_map(&second);
    wait_loaded(&mut h);
    assert_eq!(first_scan(h.state()), Some(second));
    let canvas = h.get_by_label(CANVAS_LABEL).rect();
    for (u, v) in [(0.0, 0.0), (500.0, 120.0)] {
        assert!(canvas.expand(1.0).contains(screen_of_pixel(&h, u, v)));
    }
    let _ = Pos2::ZERO;
}
