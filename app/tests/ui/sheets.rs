//! Several sheets form one map: add a sheet, see it listed, nudge it (buttons, arrow keys,
//! Shift+drag), turn it, and align it to its neighbour by two pairs of matching points.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{
    calibrate, click_at, harness, options, screen_of_sheet_pixel, wait_loaded, wait_until,
};
use common::{TempDir, test_scan, write_png};
use egui::{Key, Modifiers, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use geo::Coord;
use workbench::WorkbenchApp;
use workbench::canvas::Tool;
use workbench::commands::UiCommand;

fn origin(h: &Harness<'_, WorkbenchApp>, index: usize) -> Coord<f64> {
    h.state().map().expect("map").document.sheets[index].origin()
}

fn close(a: Coord<f64>, b: Coord<f64>, tolerance: f64) -> bool {
    (a.x - b.x).hypot(a.y - b.y) <= tolerance
}

#[test]
fn add_nudge_turn_and_align_a_second_sheet() {
    let dir = TempDir::new("sheets");
    let a = dir.join("a.png");
    let b = dir.join("b.png");
    write_png(&test_scan(400, 300), &a);
    write_png(&test_scan(400, 300), &b);
    let mut h = harness(options(Some(a), Some(b.clone())));
    wait_loaded(&mut h);
    calibrate(&mut h, 0, 2.0);

    // Map > Add sheet…: the dialog answers b.png; it lands east of the first sheet with the
    // first sheet's calibration, selected.
    h.get_by_label("Map").click();
    h.run();
    h.get_by_label("Add sheet…").click();
    wait_until(&mut h, "the second sheet", |app| {
        app.map().is_some_and(|m| m.document.sheets.len() == 2) && !app.is_loading()
    });
    h.get_by_label("Sheets (2)");
    h.get_by_label("2. b — 400 × 300 px");
    let first = origin(&h, 0);
    let placed = origin(&h, 1);
    assert!(
        close(
            placed,
            Coord {
                x: first.x + 800.0,
                y: first.y
            },
            1e-6
        ),
        "{placed:?}"
    );
    let map = h.state().map().expect("map");
    assert_eq!(map.selected_sheet, Some(1));
    assert_eq!(
        map.document.sheets[1].calibration(),
        map.document.sheets[0].calibration()
    );

    // Nudge east with the button (10 paces), then with the arrow keys in the arrange tool:
    // down 10, Shift+left 100.
    h.get_by_label("Nudge East").click();
    h.run();
    assert!(close(
        origin(&h, 1),
        Coord {
            x: placed.x + 10.0,
            y: placed.y
        },
        1e-9
    ));
    h.key_press(Key::A);
    h.run();
    assert_eq!(h.state().state().canvas.tool, Tool::Sheets);
    h.key_press(Key::ArrowDown);
    h.run();
    h.key_press_modifiers(Modifiers::SHIFT, Key::ArrowLeft);
    h.run();
    assert!(
        close(
            origin(&h, 1),
            Coord {
                x: placed.x - 90.0,
                y: placed.y + 10.0
            },
            1e-6
        ),
        "{:?}",
        origin(&h, 1)
    );

    // Shift+drag moves it with the pointer.
    let before = origin(&h, 1);
    let ppp_screen = h.state().projector().expect("projector").points_per_pace();
    let start = screen_of_sheet_pixel(&h, 1, 200.0, 150.0);
    h.event(egui::Event::ModifiersChanged(Modifiers::SHIFT));
    h.hover_at(start);
    h.drag_at(start);
    for i in 1..=4 {
        h.hover_at(start + Vec2::new(0.0, 10.0 * i as f32));
    }
    h.drop_at(start + Vec2::new(0.0, 40.0));
    h.event(egui::Event::ModifiersChanged(Modifiers::NONE));
    h.run();
    let moved = origin(&h, 1);
    assert!((moved.x - before.x).abs() < 1e-6, "{before:?} -> {moved:?}");
    assert!(
        (moved.y - before.y - 40.0 / ppp_screen).abs() < 0.5,
        "{before:?} -> {moved:?}"
    );

    // Turn it a degree clockwise.
    h.get_by_label("+1°").click();
    h.run();
    let turned = h.state().map().expect("map").document.sheets[1].rotation_degrees();
    assert!((turned - 1.0).abs() < 1e-9, "{turned}");

    // Align to neighbour: its two crosses onto the first sheet's two crosses.
    h.state_mut().run_command(UiCommand::DismissMessages);
    h.run();
    h.get_by_label("Align to neighbour…").click();
    h.run();
    h.get_by_label("1 of 4: click a landmark on “b” (Escape cancels)");
    for (sheet, u) in [(1, 75.5), (0, 75.5), (1, 325.5), (0, 325.5)] {
        let p = screen_of_sheet_pixel(&h, sheet, u, 150.5);
        click_at(&mut h, p);
    }
    h.get_by_label_contains("Aligned “b”: scale × ");
    let map = h.state().map().expect("map");
    let aligned = &map.document.sheets[1];
    // The same picture matched onto itself: the same place, the same turn, about the same
    // scale (clicks are exact to a fraction of a screen point).
    assert!(
        close(aligned.origin(), first, 2.0),
        "{:?}",
        aligned.origin()
    );
    assert!(
        aligned.rotation_degrees().abs() < 0.5,
        "{}",
        aligned.rotation_degrees()
    );
    let ratio = aligned.calibration().paces_per_pixel() / 2.0;
    assert!((ratio - 1.0).abs() < 0.01, "{ratio}");
    assert!(map.dirty);
}
