//! Small image snapshots of the whole window (rendered with wgpu; on Linux CI with Mesa's
//! lavapipe): a scan with a two-leg ruler measurement, a range circle and the scale bar (north
//! is up, so no north arrow); and the bundled map with its terrain layer. Update with
//! `UPDATE_SNAPSHOTS=1 cargo test -p workbench --test canvas_snapshot`.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{
    bundled_map, calibrate, click_at, harness, options, screen_of_pixel, wait_loaded,
};
use common::{TempDir, test_scan, write_png};
use egui::Key;
use egui_kittest::SnapshotOptions;
use workbench::commands::UiCommand;

#[test]
fn canvas_with_ruler_and_circle() {
    let dir = TempDir::new("snapshot");
    let path = dir.join("scan.png");
    write_png(&test_scan(400, 300), &path);
    let mut h = harness(options(Some(path), None));
    wait_loaded(&mut h);
    calibrate(&mut h, 0, 2.0);
    h.key_press(Key::R);
    h.run();
    for (u, v) in [(75.5, 150.5), (325.5, 150.5), (325.5, 250.5)] {
        let p = screen_of_pixel(&h, u, v);
        click_at(&mut h, p);
        h.run_steps(3);
    }
    h.key_press(Key::Enter);
    h.run();
    h.key_press(Key::C);
    h.run();
    let centre = screen_of_pixel(&h, 200.0, 100.0);
    click_at(&mut h, centre);
    h.state_mut().run_command(UiCommand::DismissMessages);
    h.remove_cursor();
    h.run();
    h.snapshot_options(
        "canvas_with_ruler_and_circle",
        &SnapshotOptions::new().threshold(1.0).max_failed_pixels(40),
    );
}

#[test]
fn bundled_map_with_terrain_layer() {
    let mut h = harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    assert!(h.state().is_map_complete(), "{:?}", h.state().messages());
    h.state_mut().run_command(UiCommand::DismissMessages);
    h.remove_cursor();
    h.run();
    h.snapshot_options(
        "bundled_map_with_terrain_layer",
        &SnapshotOptions::new().threshold(1.0).max_failed_pixels(80),
    );
}

/// The default scenario's Blue brigade at two zooms: blocks keep their true size in paces, so
/// they grow with the zoom; labels appear once they fit. B1 is selected, with its reach.
#[test]
fn troop_blocks_at_two_zooms() {
    let mut h = harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    let b1 = kriegsspiel::systems::reisswitz_1815::army::UnitId::new("blue-b-1").expect("id");
    let troops = h.state_mut().troops_mut().expect("the default scenario");
    troops.select(Some(b1.clone()), false);
    let anchor = troops
        .game
        .footprint(&b1)
        .expect("footprint")
        .expect("placed")
        .anchor;
    for (name, zoom) in [
        ("troop_blocks_zoomed_out", 0.35),
        ("troop_blocks_zoomed_in", 1.6),
    ] {
        let camera = &mut h.state_mut().state_mut().canvas.camera;
        camera.centre = workbench::canvas::MapPoint::from(anchor);
        camera.points_per_pace = zoom;
        h.state_mut().run_command(UiCommand::DismissMessages);
        h.remove_cursor();
        h.run();
        h.snapshot_options(
            name,
            &SnapshotOptions::new().threshold(1.0).max_failed_pixels(80),
        );
    }
}

/// A table game's window as it opens, under `name`.
fn table_game_as_it_opens(name: &str, command: UiCommand) {
    let mut h = harness(options(None, None));
    h.run();
    h.state_mut().run_command(command);
    h.run();
    h.state_mut().run_command(UiCommand::DismissMessages);
    h.remove_cursor();
    h.run();
    h.snapshot_options(
        name,
        &SnapshotOptions::new().threshold(1.0).max_failed_pixels(80),
    );
}

/// The Little Wars floor in the put-down, as File › New Little Wars game opens it.
#[test]
fn little_wars_table_as_it_opens() {
    table_game_as_it_opens("little_wars_table", UiCommand::NewLittleWarsGame);
}

/// The grid game's board with its published deployment and lines of communication.
#[test]
fn grid_table_as_it_opens() {
    table_game_as_it_opens("grid_table", UiCommand::NewGridGame);
}
