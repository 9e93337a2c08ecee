//! A map of several sheets keeps the memory of one (issue 23 item 17): its sheets decode one
//! after another, never two at once, and their tiles in memory share one budget, the rest
//! waiting in the disk cache, while they load and while the umpire looks them over.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{harness, options};
use common::{TempDir, test_scan, write_png};
use egui_kittest::Harness;
use kriegsspiel::map::{Calibration, MapDocument, Sheet};
use std::time::{Duration, Instant};
use workbench::WorkbenchApp;
use workbench::document::OpenMap;

const SHEETS: usize = 4;
/// One test tile at most (128 × 128, four bytes a pixel).
const TILE: usize = 128 * 128 * 4;
/// The budget the test gives: a few tiles, far less than one sheet's.
const BUDGET: usize = 12 * TILE;

/// Bytes the sheets' banks hold in memory, summed bank by bank.
fn banks_in_memory(map: &OpenMap) -> usize {
    map.images
        .iter()
        .filter_map(|i| i.tiles.as_ref())
        .map(|t| t.bank().figures().in_memory)
        .sum()
}

fn check_bounds(h: &Harness<'_, WorkbenchApp>, most_decoding: &mut usize) {
    let map = h.state().map().expect("map");
    let decoding = map.images.iter().filter(|i| i.loader.is_some()).count();
    *most_decoding = (*most_decoding).max(decoding);
    assert!(decoding <= 1, "{decoding} sheets decode at once");
    let shared = map.sheet_loads().tiles().in_memory();
    // Each bank may hold the tile it is adding beyond the budget.
    assert!(
        shared <= BUDGET + SHEETS * TILE,
        "{shared} bytes of tiles in memory, budget {BUDGET}"
    );
}

#[test]
fn sheets_load_one_at_a_time_within_one_budget_of_tiles_in_memory() {
    let dir = TempDir::new("sheet-memory");
    let calibration = Calibration::matched_to_neighbour(2.0, 100.0).expect("calibration");
    let mut document = MapDocument::new("four sheets");
    for i in 0..SHEETS {
        let name = format!("s{i}.png");
        write_png(&test_scan(900, 700), &dir.join(&name));
        let mut sheet =
            Sheet::new(format!("s{i}"), name, 900, 700, calibration.clone()).expect("sheet");
        sheet.nudge(i as f64 * 1_800.0, 0.0).expect("nudge");
        document.sheets.push(sheet);
    }
    let file = dir.join("four.map.json");
    document.save(&file).expect("map saved");
    let mut opts = options(Some(file), None);
    opts.pipeline.tile_memory_budget = BUDGET;
    let mut h = harness(opts);

    let start = Instant::now();
    let mut most_decoding = 0;
    h.step();
    while !h.state().is_map_complete() {
        check_bounds(&h, &mut most_decoding);
        let map = h.state().map().expect("map");
        // The sheets take their turns in order: none starts before the one above it.
        let waiting: Vec<bool> = map.images.iter().map(|i| i.is_waiting()).collect();
        assert!(
            waiting.windows(2).all(|w| !w[0] || w[1]),
            "a later sheet started first: {waiting:?}"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(2));
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "{:?}",
            h.state().messages()
        );
    }
    assert_eq!(most_decoding, 1);
    let map = h.state().map().expect("map");
    assert_eq!(banks_in_memory(map), map.sheet_loads().tiles().in_memory());
    let on_disk: u64 = map
        .images
        .iter()
        .filter_map(|i| i.tiles.as_ref())
        .map(|t| t.bank().figures().on_disk)
        .sum();
    assert!(
        on_disk > 0,
        "the sheets' tiles did not fit, yet none went to disk"
    );

    // Every tile of every sheet reads back, and reading them keeps within the budget.
    for image in &map.images {
        let tiles = image.tiles.as_ref().expect("tiles");
        let g = *tiles.geometry();
        for level in 0..g.levels() {
            for key in g.tiles_in_level(level) {
                assert!(tiles.get(key).is_some(), "{} {key:?}", image.path.display());
                assert!(map.sheet_loads().tiles().in_memory() <= BUDGET + SHEETS * TILE);
            }
        }
    }
    check_bounds(&h, &mut most_decoding);
}
