//! The loading pipeline on real files: every tile matches the scan, levels halve, and each bad
//! file is refused with the right kind of error.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::{TempDir, jpeg_claiming, png_claiming, test_scan, write_jpeg, write_png};
use std::path::Path;
use std::sync::Arc;
use workbench::scan::jpeg_dc_preview::block_averages;
use workbench::scan::whole_preview::make_preview;
use workbench::scan::{
    LoadProgress, LoaderEvent, PipelineConfig, ScanError, ScanLimits, TileKey, run_pipeline,
};

fn load(
    path: &Path,
    config: &PipelineConfig,
) -> (
    Result<workbench::scan::LoadStats, ScanError>,
    Vec<LoaderEvent>,
) {
    let progress = Arc::new(LoadProgress::default());
    let mut events = Vec::new();
    let result = run_pipeline(path, config, &progress, &mut |e| events.push(e));
    (result, events)
}

fn small_tiles() -> PipelineConfig {
    PipelineConfig {
        tile_size: 64,
        preview_side: 32,
        threads: 2,
        ..PipelineConfig::default()
    }
}

/// The bank the pyramid event announced.
fn bank_of(events: &[LoaderEvent]) -> Arc<workbench::scan::TileBank> {
    events
        .iter()
        .find_map(|e| match e {
            LoaderEvent::Pyramid { bank, .. } => Some(bank.clone()),
            _ => None,
        })
        .expect("a pyramid event")
}

/// The preview the load sent.
fn preview_of(events: &[LoaderEvent]) -> Arc<workbench::scan::TileImage> {
    events
        .iter()
        .find_map(|e| match e {
            LoaderEvent::Preview { image } => Some(image.clone()),
            _ => None,
        })
        .expect("a preview")
}

/// Every tile announced, read back from the bank.
fn tiles_of(events: &[LoaderEvent]) -> Vec<(TileKey, Arc<workbench::scan::TileImage>)> {
    let bank = bank_of(events);
    events
        .iter()
        .filter_map(|e| match e {
            LoaderEvent::Tile { key } => Some((*key, bank.get(*key).expect("tile in the bank"))),
            _ => None,
        })
        .collect()
}

#[test]
fn png_tiles_reproduce_every_pixel_and_levels_halve() {
    let dir = TempDir::new("pipeline-png");
    let path = dir.join("scan.png");
    let scan = test_scan(300, 170);
    write_png(&scan, &path);
    // A budget of four tiles: most tiles go to the disk cache and come back from it.
    let config = PipelineConfig {
        tile_memory_budget: 4 * 64 * 64 * 3,
        ..small_tiles()
    };
    for threads in [1, 2] {
        let (result, events) = load(&path, &PipelineConfig { threads, ..config });
        let stats = result.expect("loads");
        assert_eq!(tiles_of(&events).len() as u64, stats.geometry.total_tiles());
    }
    let (result, events) = load(&path, &config);
    let stats = result.expect("loads");
    assert_eq!(
        (stats.header.width, stats.header.height, stats.header.format),
        (300, 170, "PNG")
    );
    let g = stats.geometry;
    assert_eq!(g.levels(), 4); // 300 → 150 → 75 → 38 (fits 64)
    assert!(matches!(events.first(), Some(LoaderEvent::Header(_))));
    assert!(matches!(events.get(1), Some(LoaderEvent::Pyramid { .. })));
    // The first band's tiles come before the preview, which comes before the end.
    assert!(matches!(events.get(2), Some(LoaderEvent::Tile { .. })));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, LoaderEvent::Preview { .. }))
    );
    assert!(matches!(events.last(), Some(LoaderEvent::Finished(_))));
    let bank = match events.get(1) {
        Some(LoaderEvent::Pyramid { bank, .. }) => bank.clone(),
        _ => unreachable!(),
    };
    assert!(
        bank.figures().in_memory <= 4 * 64 * 64 * 3,
        "{:?}",
        bank.figures()
    );
    assert!(bank.figures().on_disk > 0, "{:?}", bank.figures());
    let tiles = tiles_of(&events);
    assert_eq!(tiles.len() as u64, g.total_tiles());
    assert_eq!(stats.tiles, g.total_tiles());
    for (key, tile) in tiles.iter().filter(|(k, _)| k.level == 0) {
        let (x0, y0, w, h) = g.tile_rect_in_level(*key).expect("in pyramid");
        assert_eq!((tile.width(), tile.height()), (w, h));
        for (x, y) in [(0, 0), (w - 1, h - 1), (w / 2, h / 3)] {
            let p = scan.get_pixel(x0 + x, y0 + y).0;
            assert_eq!(
                tile.rgba_at(x, y),
                [p[0], p[1], p[2], 255],
                "{key:?} at {x},{y}"
            );
        }
    }
    let top = tiles
        .iter()
        .find(|(k, _)| *k == TileKey::new(3, 0, 0))
        .expect("top tile");
    assert_eq!((top.1.width(), top.1.height()), (38, 22));
}

#[test]
fn jpeg_and_tiff_load() {
    let dir = TempDir::new("pipeline-formats");
    let scan = test_scan(130, 90);
    let jpeg = dir.join("scan.jpg");
    write_jpeg(&scan, &jpeg);
    let (result, events) = load(&jpeg, &small_tiles());
    assert_eq!(result.expect("jpeg loads").header.format, "JPEG");
    // libjpeg's pixels agree with the `image` crate's decoder within a step or two.
    let decoded = image::open(&jpeg).expect("decodes").to_rgb8();
    let worst = tiles_of(&events)
        .iter()
        .filter(|(k, _)| k.level == 0)
        .flat_map(|(k, t)| {
            let (x0, y0) = (k.col * 64, k.row * 64);
            let decoded = &decoded;
            (0..t.height()).flat_map(move |y| {
                (0..t.width()).map(move |x| {
                    let p = decoded.get_pixel(x0 + x, y0 + y).0;
                    let q = t.rgba_at(x, y);
                    (0..3).map(|i| p[i].abs_diff(q[i])).max().unwrap_or(0)
                })
            })
        })
        .max()
        .expect("tiles");
    assert!(worst <= 4, "largest difference {worst}");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, LoaderEvent::Preview { .. }))
    );
    let tiff = dir.join("scan.tif");
    scan.save_with_format(&tiff, image::ImageFormat::Tiff)
        .expect("tiff");
    let (result, _) = load(&tiff, &small_tiles());
    assert_eq!(result.expect("tiff loads").header.format, "TIFF");
    // A greyscale scan stays one byte a pixel.
    let grey = dir.join("grey.png");
    image::GrayImage::from_pixel(70, 70, image::Luma([90]))
        .save(&grey)
        .expect("grey");
    let (result, _) = load(&grey, &small_tiles());
    assert_eq!(
        result.expect("grey loads").layout,
        workbench::scan::PixelLayout::Grey
    );
}

#[test]
fn a_big_jpegs_preview_is_its_blocks_averages_whatever_the_threads() {
    // 640 / 8 = 80 pixels at 1/8, at least the preview's 32: the preview comes from each
    // block's DC value, then is averaged down to 27 × 17.
    let dir = TempDir::new("pipeline-dc-preview");
    let scan = test_scan(640, 400);
    let jpeg = dir.join("scan.jpg");
    write_jpeg(&scan, &jpeg);
    let decoded = image::open(&jpeg).expect("decodes").to_rgb8();
    for threads in [1, 2] {
        let (result, events) = load(
            &jpeg,
            &PipelineConfig {
                threads,
                ..small_tiles()
            },
        );
        result.expect("loads");
        let preview = preview_of(&events);
        assert_eq!(
            (preview.width(), preview.height()),
            (27, 17),
            "{threads} thread(s)"
        );
        // The very picture of the blocks' averages (not libjpeg's decode at 1/8).
        let file = std::io::BufReader::new(std::fs::File::open(&jpeg).expect("open"));
        let (w, h, layout, raw) =
            block_averages(file, &|| false).expect("a file the DC reader takes");
        let expected = make_preview(&raw, w, h, layout, 32).expect("preview");
        assert_eq!(preview.as_ref(), &expected, "{threads} thread(s)");
        // Each preview pixel stands for 24 × 24 scan pixels; its colour is near their mean.
        for (px, py) in [(0, 0), (13, 8), (26, 16)] {
            let (x0, y0) = (px * 24, py * 24);
            let mut sum = [0u32; 3];
            let mut n = 0;
            for y in y0..(y0 + 24).min(400) {
                for x in x0..(x0 + 24).min(640) {
                    let p = decoded.get_pixel(x, y).0;
                    (0..3).for_each(|i| sum[i] += u32::from(p[i]));
                    n += 1;
                }
            }
            let got = preview.rgba_at(px, py);
            for i in 0..3 {
                let mean = sum[i] / n;
                assert!(
                    mean.abs_diff(u32::from(got[i])) <= 24,
                    "pixel ({px}, {py}) channel {i}: {} against a mean of {mean}",
                    got[i]
                );
            }
        }
    }
    // The preview counts in the tiles' budget (never sent to disk): with every tile trimmed
    // away, the preview's bytes are what the bank still holds in memory.
    let (result, events) = load(&jpeg, &small_tiles());
    result.expect("loads");
    let preview_bytes = preview_of(&events).byte_len();
    let bank = bank_of(&events);
    bank.trim_to(0);
    assert_eq!(bank.figures().in_memory, preview_bytes);
}

fn error_for(bytes: &[u8], name: &str) -> ScanError {
    let dir = TempDir::new("pipeline-bad");
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("write");
    let (result, events) = load(&path, &small_tiles());
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, LoaderEvent::Preview { .. })),
        "no preview for {name}"
    );
    let e = result.expect_err(name);
    eprintln!("{name}: {e}");
    e
}

#[test]
fn bad_files_are_refused_with_the_right_reason() {
    let dir = TempDir::new("pipeline-sources");
    let scan = test_scan(200, 120);
    let jpeg = dir.join("good.jpg");
    write_jpeg(&scan, &jpeg);
    let jpeg = std::fs::read(&jpeg).expect("read");
    let png = dir.join("good.png");
    write_png(&scan, &png);
    let png = std::fs::read(&png).expect("read");

    let e = error_for(&jpeg[..jpeg.len() / 2], "cut.jpg");
    assert!(matches!(e, ScanError::Truncated { .. }), "{e}");
    let e = error_for(&png[..png.len() / 2], "cut.png");
    assert!(
        matches!(e, ScanError::Truncated { .. } | ScanError::Corrupt { .. }),
        "{e}"
    );
    let mut garbage = png[..40].to_vec();
    garbage.extend(std::iter::repeat_n(0x5A, 400));
    let e = error_for(&garbage, "garbage.png");
    assert!(
        matches!(e, ScanError::Corrupt { .. } | ScanError::Truncated { .. }),
        "{e}"
    );
    let e = error_for(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;", "map.gif");
    assert!(matches!(e, ScanError::Unsupported { .. }), "{e}");
    let e = error_for(b"just some words, not a picture", "notes.png");
    assert!(matches!(e, ScanError::Unsupported { .. }), "{e}");
    let e = error_for(b"", "empty.png");
    assert!(matches!(e, ScanError::Unsupported { .. }), "{e}");
    let e = error_for(&png_claiming(100_000, 100_000), "bomb.png");
    assert!(
        matches!(
            e,
            ScanError::TooLarge {
                width: 100_000,
                height: 100_000,
                ..
            }
        ),
        "{e}"
    );
    let e = error_for(&png_claiming(39_000, 39_000), "gigapixel.png");
    assert!(matches!(e, ScanError::TooLarge { .. }), "{e}");
    let e = error_for(&jpeg_claiming(60_000, 60_000), "bomb.jpg");
    assert!(
        matches!(e, ScanError::TooLarge { width: 60_000, .. }),
        "{e}"
    );
    assert!(e.to_string().contains("60000 × 60000"), "{e}");
    let (result, _) = load(&dir.join("nowhere.png"), &small_tiles());
    assert!(matches!(result, Err(ScanError::NotFound { .. })));
    // A folder (or a device such as /dev/zero) is refused before it is opened.
    let (result, _) = load(&dir.join(""), &small_tiles());
    let e = result.expect_err("a folder");
    assert!(e.to_string().contains("not a regular file"), "{e}");
    if std::path::Path::new("/dev/zero").exists() {
        let (result, _) = load(std::path::Path::new("/dev/zero"), &small_tiles());
        let e = result.expect_err("/dev/zero");
        assert!(e.to_string().contains("not a regular file"), "{e}");
    }
}

/// Defect 10: a small, valid PNG claiming 30,000 × 30,000 pixels took 3.7 GB. Rows now stream
/// and tiles beyond the budget leave memory, so a big, nearly blank sheet (here 6,000 × 4,000,
/// one colour but for a few lines) keeps its memory within the budget.
#[test]
fn a_big_blank_png_stays_within_the_memory_budget() {
    let dir = TempDir::new("pipeline-blank");
    let path = dir.join("blank.png");
    let mut scan = image::RgbImage::from_pixel(6_000, 4_000, image::Rgb([230, 222, 200]));
    for x in 0..6_000 {
        scan.put_pixel(x, x % 4_000, image::Rgb([20, 20, 20]));
    }
    scan.save(&path).expect("png");
    let config = PipelineConfig {
        tile_memory_budget: 8 << 20,
        ..PipelineConfig::default()
    };
    let (result, events) = load(&path, &config);
    let stats = result.expect("loads");
    let bank = match events.get(1) {
        Some(LoaderEvent::Pyramid { bank, .. }) => bank.clone(),
        other => panic!("{other:?}"),
    };
    let figures = bank.figures();
    assert_eq!(figures.tiles as u64, stats.geometry.total_tiles());
    assert!(figures.in_memory <= 8 << 20, "{figures:?}");
    // Blank tiles keep one colour each: far less went to disk than the scan's pixels.
    assert!(figures.on_disk < 6_000 * 4_000 * 3 / 4, "{figures:?}");
    let top = TileKey::new(stats.geometry.top_level(), 0, 0);
    assert!(bank.get(top).is_some());
}

#[test]
fn custom_limits_refuse_before_decoding() {
    let dir = TempDir::new("pipeline-limits");
    let path = dir.join("scan.png");
    write_png(&test_scan(300, 200), &path);
    let config = PipelineConfig {
        limits: ScanLimits {
            max_side: 250,
            ..ScanLimits::default()
        },
        ..small_tiles()
    };
    let (result, events) = load(&path, &config);
    assert!(matches!(result, Err(ScanError::TooLarge { .. })));
    assert!(events.is_empty());
}

#[test]
fn cancel_stops_the_load() {
    let dir = TempDir::new("pipeline-cancel");
    let path = dir.join("scan.png");
    write_png(&test_scan(300, 200), &path);
    let progress = Arc::new(LoadProgress::default());
    progress.cancel();
    let result = run_pipeline(&path, &small_tiles(), &progress, &mut |_| {});
    assert!(
        matches!(result, Err(ScanError::Cancelled { .. })),
        "{result:?}"
    );
}
