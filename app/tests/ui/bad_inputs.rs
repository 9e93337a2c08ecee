//! Each bad input shows a clear message in the window and leaves the map that was open
//! untouched: corrupt file, truncated JPEG, unsupported format, absurd header dimensions,
//! missing file.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{first_scan, harness, options, wait_loaded};
use common::{TempDir, jpeg_claiming, png_claiming, test_scan, write_jpeg, write_png};
use egui_kittest::kittest::Queryable;
use std::path::Path;

fn tiles_of(app: &workbench::WorkbenchApp) -> Option<usize> {
    app.map()
        .and_then(|m| m.images.first())
        .and_then(|i| i.tiles.as_ref())
        .map(|t| t.len())
}

/// Opens `bad` over a good scan and checks the message and that the good scan is still shown
/// with all its tiles and the same camera.
fn refuse(bad: &Path, expected: &str) {
    let dir = TempDir::new("bad-good");
    let good = dir.join("good.png");
    write_png(&test_scan(400, 300), &good);
    let mut h = harness(options(Some(good.clone()), None));
    wait_loaded(&mut h);
    assert!(h.state().is_map_complete());
    let camera = h.state().state().canvas.camera;
    let tiles = tiles_of(h.state());

    h.state_mut().open_map(bad);
    wait_loaded(&mut h);
    h.run();
    let messages = h.state().messages();
    assert!(
        messages
            .iter()
            .any(|m| m.contains(expected) && m.contains("The map that was open stays open")),
        "expected “{expected}” in {messages:?}"
    );
    // The message is on screen, readable by its label.
    h.get_by_label_contains(expected);
    assert!(h.state().map().is_some(), "the good map is still open");
    assert_eq!(first_scan(h.state()), Some(good.clone()));
    assert!(h.state().is_map_complete());
    assert_eq!(tiles_of(h.state()), tiles);
    assert_eq!(h.state().state().canvas.camera, camera);
    // The message can be dismissed. Other notes (the good map's) may come and go around it
    // under load, so dismiss from the top until it has gone.
    for _ in 0..4 {
        if h.state().messages().iter().all(|m| !m.contains(expected)) {
            break;
        }
        h.get_all_by_label("Dismiss")
            .next()
            .expect("a Dismiss button")
            .click();
        h.run();
    }
    assert!(
        h.state().messages().iter().all(|m| !m.contains(expected)),
        "{:?}",
        h.state().messages()
    );
}

#[test]
fn corrupt_file() {
    let dir = TempDir::new("bad-corrupt");
    let path = dir.join("corrupt.png");
    let mut bytes = Vec::new();
    test_scan(64, 64)
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .expect("encode");
    let mut damaged = bytes[..40].to_vec();
    damaged.extend(std::iter::repeat_n(0x5Au8, 500));
    std::fs::write(&path, damaged).expect("write");
    refuse(
        &path,
        "Cannot open “corrupt.png”: the image data is damaged",
    );
}

#[test]
fn truncated_jpeg() {
    let dir = TempDir::new("bad-truncated");
    let full = dir.join("full.jpg");
    write_jpeg(&test_scan(300, 200), &full);
    let bytes = std::fs::read(&full).expect("read");
    let path = dir.join("cut.jpg");
    std::fs::write(&path, &bytes[..bytes.len() * 2 / 3]).expect("write");
    refuse(&path, "Cannot open “cut.jpg”: the file is truncated");
}

#[test]
fn unsupported_format() {
    let dir = TempDir::new("bad-unsupported");
    let path = dir.join("map.gif");
    std::fs::write(&path, b"GIF89a\x01\x00\x01\x00\x00\x00\x00;").expect("write");
    refuse(
        &path,
        "Cannot open “map.gif”: it is a GIF image; the workbench reads PNG, JPEG and TIFF scans",
    );
    let text = dir.join("orders.png");
    std::fs::write(&text, b"The 2nd brigade advances at dawn.").expect("write");
    refuse(&text, "its content is not a recognised image format");
}

#[test]
fn absurd_header_dimensions() {
    let dir = TempDir::new("bad-bomb");
    let png = dir.join("bomb.png");
    std::fs::write(&png, png_claiming(100_000, 100_000)).expect("write");
    refuse(
        &png,
        "Refused “bomb.png”: its header claims 100000 × 100000 pixels",
    );
    let jpeg = dir.join("bomb.jpg");
    std::fs::write(&jpeg, jpeg_claiming(45_000, 45_000)).expect("write");
    refuse(
        &jpeg,
        "Refused “bomb.jpg”: its header claims 45000 × 45000 pixels",
    );
}

#[test]
fn missing_file() {
    let dir = TempDir::new("bad-missing");
    refuse(
        &dir.join("nowhere.tif"),
        "Cannot open “nowhere.tif”: there is no such file",
    );
}

#[test]
fn bad_first_file_leaves_the_empty_canvas_and_a_message() {
    let dir = TempDir::new("bad-first");
    let mut h = harness(options(Some(dir.join("nowhere.png")), None));
    wait_loaded(&mut h);
    h.run();
    assert!(h.state().map().is_none());
    h.get_by_label_contains("Cannot open “nowhere.png”: there is no such file");
}

/// Replaces every hill's contours in a saved game's JSON with `count` rings, the largest first.
fn hills_of(value: &mut serde_json::Value, count: usize) -> usize {
    match value {
        serde_json::Value::Object(map) => map
            .iter_mut()
            .map(|(key, v)| {
                if key == "contour_radii" {
                    let radii: Vec<f64> = (0..count).map(|i| 12.0 - 0.5 * i as f64).collect();
                    *v = serde_json::json!(radii);
                    1
                } else {
                    hills_of(v, count)
                }
            })
            .sum(),
        serde_json::Value::Array(list) => list.iter_mut().map(|v| hills_of(v, count)).sum(),
        _ => 0,
    }
}

#[test]
fn a_hill_of_twenty_contours_is_drawn() {
    use kriegsspiel::systems::little_wars::country::Scenery;
    use kriegsspiel::systems::little_wars::game::LittleWarsGame;
    use workbench::table::little_wars::LittleWarsTable;
    // A battle whose hill has twenty contours: the floor's shading once overflowed from the
    // thirteenth on (a debug build panicked; issue 23 item 12).
    let game = LittleWarsGame::default_battle(1913).unwrap();
    let mut saved: serde_json::Value = serde_json::from_str(&game.to_json().unwrap()).unwrap();
    assert!(
        hills_of(&mut saved, 20) > 0,
        "the default Country has a hill"
    );
    let dir = TempDir::new("hill-contours");
    let path = dir.join("hill.json");
    std::fs::write(&path, saved.to_string()).unwrap();
    let mut table = LittleWarsTable::new_default();
    table.open_game(&path);
    let contours = table
        .game()
        .unwrap()
        .state()
        .country
        .scenery
        .iter()
        .find_map(|s| match s {
            Scenery::Hill { contour_radii, .. } => Some(contour_radii.len()),
            _ => None,
        });
    assert_eq!(contours, Some(20), "the file opened");
    let mut h = common::little_wars::wing_harness(table, 900.0);
    // A few frames (the table's clock keeps it repainting).
    h.run_steps(3);
    assert!(h.state().floor().frame.is_some(), "the floor was drawn");
}
