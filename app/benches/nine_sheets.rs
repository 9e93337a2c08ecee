//! Benchmark of opening a map of many sheets: `cargo bench -p workbench --bench nine_sheets`.
//!
//! Generates a 3,942 × 4,718 JPEG sheet (kept in the temp dir for later runs) and a map file of
//! nine copies of it laid out three by three, then opens that map the way the app does (the
//! whole app in a headless egui_kittest harness, `--map` at start) until every tile of every
//! sheet has arrived. Each run is a child process of its own, so its peak memory (VmHWM) and
//! CPU seconds are that run's alone:
//!
//! 1. `empty`: the app started with no map (what the window itself takes);
//! 2. `one`: a map of one such sheet;
//! 3. `nine`: the map of nine.
//!
//! The three run under two conditions, each with its own `empty` and `one` runs as baselines:
//! `quiet`, and `load`, where the benchmark keeps one core busy with a spinning child process
//! for the whole condition. Before each condition it prints the load average. For each run it
//! prints the time to every tile, the CPU seconds (user + system), the peak memory, and the
//! peak above the empty app against one sheet's decoded RGBA size, less the tile memory budget
//! the sheets share (the goal: nine sheets within 0.5× of one sheet's RGBA plus that fixed
//! cache); also the most bytes of tiles the sheets held in memory at once, and the tiles on
//! the frame with the most resident memory (what else was resident then is the loaders' working
//! memory and what the allocator kept), both sampled every frame.
//! Arguments after `--`: `quiet` or `load` (only that condition); `WORKBENCH_BENCH_RUNS=3`
//! takes the median of three runs of each.
//!
//! Under `cargo test --all-targets` (no `--bench`) it runs on three 600 × 700 sheets under both
//! conditions as a quick check.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a benchmark fails loudly
#![allow(missing_docs)]

#[path = "support/condition.rs"]
mod condition;
#[path = "support/discard_renderer.rs"]
mod discard_renderer;
#[path = "support/figures.rs"]
mod figures;
#[path = "support/proc_stats.rs"]
mod proc_stats;
#[path = "support/survey_sheet.rs"]
mod survey_sheet;

use condition::{Condition, busy};
use discard_renderer::DiscardRenderer;
use egui_kittest::Harness;
use figures::{Figures, median, parse, runs_wanted};
use kriegsspiel::MapScale;
use kriegsspiel::map::{Calibration, MapDocument, Sheet};
use proc_stats::{cpu_seconds, load_average, peak_mib, resident_mib};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};
use workbench::app::WorkbenchState;
use workbench::scan::DEFAULT_TILE_MEMORY_BUDGET;
use workbench::{AppOptions, WorkbenchApp};

const MIB: f64 = 1024.0 * 1024.0;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let quick = !args.iter().any(|a| a == "--bench");
    let (w, h, sheets) = if quick {
        (600, 700, 3)
    } else {
        (3_942, 4_718, 9)
    };
    let dir = std::env::temp_dir().join(format!("workbench-nine-sheets-{w}x{h}"));
    match args.iter().find_map(|a| a.strip_prefix("phase=")) {
        Some("busy") => busy(),
        Some("empty") => open(None),
        Some(map) => open(Some(&dir.join(format!("{map}.map.json")))),
        None => orchestrate(&dir, w, h, sheets, quick, &args),
    }
}

/// Writes the sheets and maps if not there, runs each phase in a child under each condition and
/// prints the report.
fn orchestrate(dir: &Path, w: u32, h: u32, sheets: usize, quick: bool, args: &[String]) {
    std::fs::create_dir_all(dir).expect("temp dir");
    let picture = dir.join("sheet.jpg");
    if !picture.exists() {
        survey_sheet::generate(&picture, w, h);
    }
    for i in 0..sheets {
        let copy = dir.join(format!("sheet{i}.jpg"));
        if !copy.exists() {
            std::fs::copy(&picture, &copy).expect("copy sheet");
        }
    }
    write_map(&dir.join("one.map.json"), w, h, 1);
    write_map(&dir.join("nine.map.json"), w, h, sheets);
    let exe = std::env::current_exe().expect("own path");
    let run = |phase: &str| -> Figures {
        let mut child = Command::new(&exe);
        child.arg(format!("phase={phase}"));
        if !quick {
            child.arg("--bench");
        }
        let out = child.output().expect("run phase");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            out.status.success(),
            "phase {phase} failed:\n{text}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        parse(&text)
    };
    let runs = runs_wanted();
    let rgba = f64::from(w) * f64::from(h) * 4.0 / MIB;
    let budget = DEFAULT_TILE_MEMORY_BUDGET as f64 / MIB;
    println!(
        "sheets    {sheets} sheets of {w} × {h} (one sheet's RGBA {rgba:.0} MiB); tile memory \
         budget {budget:.0} MiB; {} core(s); median of {runs} run(s) a condition",
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    for condition in Condition::chosen(args) {
        let load = load_average();
        let _busy = condition.begin(&exe);
        let (mut empty, mut one, mut nine) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..runs {
            empty.push(run("empty"));
            one.push(run("one"));
            nine.push(run("nine"));
        }
        let measured = [median(&empty), median(&one), median(&nine)];
        report(condition, load, &measured, rgba, budget);
    }
}

/// Prints one condition's runs (the empty app, one sheet, nine) and the nine against the one.
fn report(
    condition: Condition,
    load: f64,
    [empty, one, nine]: &[Figures; 3],
    rgba: f64,
    budget: f64,
) {
    println!(
        "sheets    {}: load average before {load:.2}",
        condition.title()
    );
    for (name, f) in [
        ("empty app", empty),
        ("one sheet", one),
        ("nine sheets", nine),
    ] {
        println!(
            "sheets      {name:<11}: {:6.2} s to every tile, {:6.2} CPU s, peak {:5.0} MiB \
             (above the empty app {:5.0} MiB), tiles in memory at most {:4.0} MiB; on the \
             frame with the most resident memory ({:.0} MiB) {:.0} MiB of it tiles",
            f["seconds"],
            f["cpu_s"],
            f["peak_mib"],
            f["peak_mib"] - empty["peak_mib"],
            f["tiles_mib"],
            f["resident_peak_mib"],
            f["tiles_at_resident_peak_mib"],
        );
    }
    let over = |f: &Figures| (f["peak_mib"] - empty["peak_mib"] - budget) / rgba;
    let goal = if over(nine) <= 0.5 { "met" } else { "MISSED" };
    println!(
        "sheets      nine sheets: {:.2}× one sheet's time, {:.2}× its CPU; peak above the \
         empty app less the budget {:.2}× one sheet's RGBA (goal ≤ 0.50×: {goal}; one sheet \
         alone {:.2}×); peak above the empty app {:.2}× one sheet's",
        nine["seconds"] / one["seconds"].max(1e-9),
        nine["cpu_s"] / one["cpu_s"].max(1e-9),
        over(nine),
        over(one),
        (nine["peak_mib"] - empty["peak_mib"]) / (one["peak_mib"] - empty["peak_mib"]).max(1e-9)
    );
}

/// A map of `sheets` copies of the sheet, three to a row, edge to edge.
fn write_map(path: &Path, w: u32, h: u32, sheets: usize) {
    let calibration =
        Calibration::from_scale_and_dpi(MapScale::BRITISH_1815, 300.0).expect("calibration");
    let paces = calibration.paces_per_pixel();
    let mut document = MapDocument::new("nine sheets");
    for i in 0..sheets {
        let mut sheet = Sheet::new(
            format!("sheet {i}"),
            format!("sheet{i}.jpg"),
            w,
            h,
            calibration.clone(),
        )
        .expect("sheet");
        let (col, row) = ((i % 3) as f64, (i / 3) as f64);
        sheet
            .nudge(col * f64::from(w) * paces, row * f64::from(h) * paces)
            .expect("nudge");
        document.sheets.push(sheet);
    }
    document.save(path).expect("map saved");
}

/// Opens `map` (or nothing) in the whole app and waits for every tile; prints the figures.
fn open(map: Option<&Path>) {
    let start = Instant::now();
    let options = AppOptions {
        initial_map: map.map(Path::to_path_buf),
        ..AppOptions::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .renderer(DiscardRenderer)
        .build_eframe(move |cc| {
            WorkbenchApp::with_state(&cc.egui_ctx, WorkbenchState::default(), options)
        });
    let mut tiles_peak = 0usize;
    let mut resident = Resident::default();
    h.step();
    if map.is_some() {
        while !h.state().is_map_complete() {
            h.step();
            let tiles = tiles_in_memory(&mut h);
            tiles_peak = tiles_peak.max(tiles);
            resident.sample(tiles);
            std::thread::sleep(Duration::from_millis(2));
            assert!(
                start.elapsed().as_secs() < 600,
                "{:?}",
                h.state().messages()
            );
        }
    }
    for _ in 0..5 {
        h.step();
        let tiles = tiles_in_memory(&mut h);
        tiles_peak = tiles_peak.max(tiles);
        resident.sample(tiles);
    }
    let seconds = start.elapsed().as_secs_f64();
    let sheets = h.state_mut().map_mut().map_or(0, |m| m.images.len());
    assert!(map.is_none() || sheets > 0, "{:?}", h.state().messages());
    println!(
        "seconds={seconds}\ncpu_s={}\npeak_mib={}\ntiles_mib={}\nsheets={sheets}\n\
         resident_peak_mib={}\ntiles_at_resident_peak_mib={}",
        cpu_seconds(),
        peak_mib(),
        tiles_peak as f64 / MIB,
        resident.most,
        resident.tiles_then as f64 / MIB
    );
}

/// The most resident memory seen on a frame, and the tiles in memory then.
#[derive(Default)]
struct Resident {
    most: f64,
    tiles_then: usize,
}

impl Resident {
    /// Reads the resident memory now, keeping it if it is the most seen.
    fn sample(&mut self, tiles: usize) {
        let now = resident_mib();
        if now > self.most {
            self.most = now;
            self.tiles_then = tiles;
        }
    }
}

/// Bytes of tiles (and previews) the open map's sheets hold in memory now.
fn tiles_in_memory(h: &mut Harness<'_, WorkbenchApp>) -> usize {
    h.state_mut().map_mut().map_or(0, |m| {
        m.images
            .iter()
            .filter_map(|i| i.tiles.as_ref())
            .map(|t| t.byte_len())
            .sum()
    })
}
