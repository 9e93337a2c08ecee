//! The Little Wars floor photo opened as the map's scans are (issue 23 item 2): only a regular
//! file, its header held to the scans' limits before a pixel is decoded, decoded off the
//! window's thread with a "Loading floor photo…" state the umpire sees, and a photo larger than
//! a texture may be shown scaled down to fit, saying so.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::TempDir;
use crate::common::little_wars::{floorboards, press_open_floor_photo, table_harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::systems::little_wars::country::CountryPhoto;
use kriegsspiel::systems::little_wars::game::LittleWarsCommand;
use std::path::Path;
use workbench::table::little_wars::LittleWarsTable;

/// A FIFO at `path` (a named pipe: opening it for reading waits for a writer that never comes).
fn make_fifo(path: &Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

/// Draws frames until the table is no longer loading a photo (the loader answers at once for a
/// file it refuses; 30 s is only a guard against a loader that never answers).
fn until_loaded(h: &mut Harness<'_, LittleWarsTable>) {
    let start = std::time::Instant::now();
    h.run_steps(2);
    while h.state_mut().photo_mut().is_loading() {
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
        assert!(
            start.elapsed().as_secs() < 30,
            "the floor photo's loader never answered: {}",
            h.state().message
        );
    }
    h.run_steps(2);
}

#[test]
fn a_fifo_as_the_floor_photo_is_refused_at_once_and_the_table_goes_on() {
    let dir = TempDir::new("lw-photo-fifo");
    let fifo = dir.join("floor.png");
    make_fifo(&fifo);
    let mut h = table_harness(900.0);
    h.run_steps(3);
    press_open_floor_photo(&mut h, &fifo);
    until_loaded(&mut h);
    let message = h.state().message.clone();
    assert!(
        message.starts_with("Not opened") && message.contains("not a regular file"),
        "{message}"
    );
    assert!(
        h.query_by_label("Set scale").is_none(),
        "nothing to calibrate"
    );
    // The table still answers: a second, real photo opens after it.
    let real = dir.join("real.png");
    crate::common::write_png(&image::RgbImage::new(64, 48), &real);
    h.state_mut().photo_mut().path.clear();
    press_open_floor_photo(&mut h, &real);
    until_loaded(&mut h);
    assert!(
        h.state()
            .message
            .starts_with("Opened the floor photo (64 × 48"),
        "{}",
        h.state().message
    );
}

#[test]
fn a_saved_game_naming_a_fifo_or_a_folder_as_its_photo_opens_without_it() {
    let dir = TempDir::new("lw-photo-fifo-game");
    let fifo = dir.join("floor.png");
    make_fifo(&fifo);
    std::fs::create_dir_all(dir.join("folder.png")).unwrap();
    for named in ["floor.png", "folder.png"] {
        let mut h = table_harness(900.0);
        h.run_steps(3);
        crate::common::little_wars::apply(
            &mut h,
            LittleWarsCommand::SetFloorPhoto {
                photo: Some(CountryPhoto {
                    file: named.into(),
                    pixels_per_inch: 10.0,
                    origin_px: (0.0, 0.0),
                    rotation_deg: 0.0,
                }),
            },
        );
        let game = dir.join(&format!("{named}.json"));
        h.state().game().unwrap().save(&game).unwrap();
        let mut h = table_harness(900.0);
        h.run_steps(3);
        h.state_mut().open_game(&game);
        until_loaded(&mut h);
        let message = h.state().message.clone();
        assert!(
            message.contains("floor photo") && message.contains("not a regular file"),
            "{named}: {message}"
        );
        // The game itself is open, its photo named still (the umpire may put the file back).
        let photo = h.state().game().unwrap().state().country.photo.clone();
        assert_eq!(photo.map(|p| p.file), Some(named.to_string()));
    }
}

#[test]
fn a_floor_photo_whose_header_claims_too_much_is_refused_in_words_before_decoding() {
    let dir = TempDir::new("lw-photo-bomb");
    for (name, bytes, claim) in [
        (
            "wide.png",
            crate::common::png_claiming(50_000, 100),
            "50000 × 100",
        ),
        (
            "huge.png",
            crate::common::png_claiming(39_000, 39_000),
            "39000 × 39000",
        ),
        (
            "wide.jpg",
            crate::common::jpeg_claiming(65_000, 16),
            "65000 × 16",
        ),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, bytes).unwrap();
        let mut h = table_harness(900.0);
        h.run_steps(3);
        press_open_floor_photo(&mut h, &file);
        until_loaded(&mut h);
        let message = h.state().message.clone();
        assert!(
            message.starts_with("Not opened") && message.contains(&format!("claims {claim}")),
            "{name}: {message}"
        );
    }
}

#[test]
fn a_floor_photo_larger_than_a_texture_is_shown_scaled_down_and_says_so() {
    let dir = TempDir::new("lw-photo-big");
    let file = dir.join("floor.png");
    // Wider than the 2,048 pixels a texture may be in the test harness.
    crate::common::write_png(&floorboards(3000, 1200), &file);
    let mut h = table_harness(900.0);
    h.run_steps(3);
    press_open_floor_photo(&mut h, &file);
    h.step();
    // While it is decoded the umpire sees so, and the window goes on drawing.
    if h.state_mut().photo_mut().is_loading() {
        h.get_by_label("Loading floor photo…");
    }
    until_loaded(&mut h);
    let message = h.state().message.clone();
    assert!(
        message.starts_with("Opened the floor photo (3000 × 1200 pixels")
            && message.contains("shown at 1500 × 600"),
        "{message}"
    );
    assert!(h.query_by_label("Loading floor photo…").is_none());
    // It lies across the table at its full size in the file's pixels: the scale is the photo's.
    let country = h.state().game().unwrap().state().country.clone();
    let on_floor = h.state_mut().photo_mut().on_floor(&country).unwrap();
    assert!(
        (on_floor.width() - country.width).abs() < 0.01,
        "{on_floor:?}"
    );
    h.get_by_label("Calibration: 0 of 2 points clicked.");
}

#[test]
fn a_link_is_followed_to_the_file_it_names_and_judged_by_it() {
    let dir = TempDir::new("lw-photo-links");
    let fifo = dir.join("pipe");
    make_fifo(&fifo);
    let real = dir.join("boards.png");
    crate::common::write_png(&image::RgbImage::new(80, 60), &real);
    let (to_fifo, to_real) = (dir.join("to-pipe.png"), dir.join("to-boards.png"));
    std::os::unix::fs::symlink(&fifo, &to_fifo).unwrap();
    std::os::unix::fs::symlink(&real, &to_real).unwrap();
    let mut h = table_harness(900.0);
    h.run_steps(3);
    press_open_floor_photo(&mut h, &to_fifo);
    until_loaded(&mut h);
    assert!(
        h.state().message.contains("not a regular file"),
        "{}",
        h.state().message
    );
    h.state_mut().photo_mut().path.clear();
    press_open_floor_photo(&mut h, &to_real);
    until_loaded(&mut h);
    assert!(
        h.state()
            .message
            .starts_with("Opened the floor photo (80 × 60"),
        "{}",
        h.state().message
    );
}

#[test]
fn a_photo_named_while_another_loads_takes_its_place() {
    let dir = TempDir::new("lw-photo-replaced");
    let (first, second) = (dir.join("first.png"), dir.join("second.png"));
    crate::common::write_png(&floorboards(3000, 1200), &first);
    crate::common::write_png(&floorboards(120, 90), &second);
    let mut h = table_harness(900.0);
    h.run_steps(3);
    press_open_floor_photo(&mut h, &first);
    // Named at once, before the first can have come: the first load is dropped (its thread
    // stops within a band) and only the second answers.
    h.state_mut().photo_mut().path.clear();
    press_open_floor_photo(&mut h, &second);
    until_loaded(&mut h);
    assert!(
        h.state()
            .message
            .starts_with("Opened the floor photo (120 × 90"),
        "{}",
        h.state().message
    );
    h.run_steps(5);
    assert!(
        h.state().message.contains("(120 × 90"),
        "{}",
        h.state().message
    );
}

/// A photo of more pixels than the `image` crate's own memory limit lets it decode whole
/// (14,000 × 13,000 RGB is 546 MB, over its 512 MiB): the rows stream past a band at a time,
/// as a map's do, so it opens like a map of that size would.
#[test]
fn a_photo_of_182_megapixels_opens_as_a_map_of_that_size_would() {
    use std::io::Write;
    let dir = TempDir::new("lw-photo-182mpx");
    let file = dir.join("floor.png");
    let (width, height) = (14_000u32, 13_000u32);
    let out = std::io::BufWriter::new(std::fs::File::create(&file).unwrap());
    let mut encoder = png::Encoder::new(out, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let mut rows = encoder
        .write_header()
        .unwrap()
        .into_stream_writer()
        .unwrap();
    let row: Vec<u8> = (0..width as usize)
        .flat_map(|x| {
            if x % 700 < 8 {
                [80, 50, 20]
            } else {
                [180, 140, 90]
            }
        })
        .collect();
    for _ in 0..height {
        rows.write_all(&row).unwrap();
    }
    rows.finish().unwrap();
    let mut h = table_harness(900.0);
    h.run_steps(3);
    press_open_floor_photo(&mut h, &file);
    until_loaded(&mut h);
    let message = h.state().message.clone();
    assert!(
        message.starts_with("Opened the floor photo (14000 × 13000 pixels, shown at 2000 × 1858"),
        "{message}"
    );
}
