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
//! It prints the time to every tile, the CPU seconds, the peak memory, and the peak above the
//! empty app against one sheet's decoded RGBA size, less the tile memory budget the sheets
//! share (the goal: nine sheets within 0.5× of one sheet's RGBA plus that fixed cache). It
//! also prints the most bytes of tiles the sheets held in memory at once, sampled every frame.
//! Under `cargo test --all-targets` (no `--bench`) it runs on three 600 × 700 sheets as a
//! quick check.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a benchmark fails loudly
#![allow(missing_docs)]

#[path = "support/discard_renderer.rs"]
mod discard_renderer;

use discard_renderer::DiscardRenderer;
use egui_kittest::Harness;
use kriegsspiel::MapScale;
use kriegsspiel::map::{Calibration, MapDocument, Sheet};
use std::path::{Path, PathBuf};
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
        Some("empty") => open(None),
        Some(map) => open(Some(&dir.join(format!("{map}.map.json")))),
        None => orchestrate(&dir, w, h, sheets, quick),
    }
}

/// Writes the sheets and maps if not there, runs each phase in a child and prints the report.
fn orchestrate(dir: &Path, w: u32, h: u32, sheets: usize, quick: bool) {
    std::fs::create_dir_all(dir).expect("temp dir");
    let picture = dir.join("sheet.jpg");
    if !picture.exists() {
        generate(&picture, w, h);
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
        let load = load_average();
        let mut child = Command::new(&exe);
        child.arg(format!("phase={phase}"));
        if !quick {
            child.arg("--bench");
        }
        let out = child.output()
            .expect("run phase");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            out.status.success(),
            "phase {phase} failed:\n{text}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        Figures::parse(&text, load)
    };
    let empty = run("empty");
    let one = run("one");
    let nine = run("nine");
    let rgba = f64::from(w) * f64::from(h) * 4.0 / MIB;
    let budget = DEFAULT_TILE_MEMORY_BUDGET as f64 / MIB;
    println!(
        "sheets    {sheets} sheets of {w} × {h} (one sheet's RGBA {rgba:.0} MiB); tile memory \
         budget {budget:.0} MiB; {} core(s)",
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    for (name, f) in [("empty app", &empty), ("one sheet", &one), ("nine sheets", &nine)] {
        println!(
            "sheets    {name:<11}: {:6.2} s to every tile, {:6.2} CPU s, peak {:5.0} MiB \
             (above the empty app {:5.0} MiB), tiles in memory at most {:4.0} MiB, \
             load before {:.2}",
            f.seconds,
            f.cpu,
            f.peak,
            f.peak - empty.peak,
            f.tiles_peak,
            f.load
        );
    }
    let over = |f: &Figures| (f.peak - empty.peak - budget) / rgba;
    println!(
        "sheets    nine sheets: {:.2}× one sheet's time, {:.2}× its CPU; peak above the empty \
         app less the budget {:.2}× one sheet's RGBA (goal ≤ 0.50×; one sheet alone {:.2}×); \
         peak above the empty app {:.2}× one sheet's",
        nine.seconds / one.seconds.max(1e-9),
        nine.cpu / one.cpu.max(1e-9),
        over(&nine),
        over(&one),
        (nine.peak - empty.peak) / (one.peak - empty.peak).max(1e-9)
    );
}

/// One run's figures.
struct Figures {
    seconds: f64,
    cpu: f64,
    peak: f64,
    tiles_peak: f64,
    load: f64,
}

impl Figures {
    fn parse(text: &str, load: f64) -> Self {
        let get = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(&format!("{key}=")))
                .and_then(|v| v.trim().parse::<f64>().ok())
                .unwrap_or_else(|| panic!("{key} missing in:\n{text}"))
        };
        Self {
            seconds: get("seconds"),
            cpu: get("cpu_s"),
            peak: get("peak_mib"),
            tiles_peak: get("tiles_mib"),
            load,
        }
    }
}

/// A map of `sheets` copies of the sheet, three to a row, edge to edge.
fn write_map(path: &Path, w: u32, h: u32, sheets: usize) {
    let calibration = Calibration::from_scale_and_dpi(MapScale::BRITISH_1815, 300.0)
        .expect("calibration");
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
    h.step();
    if map.is_some() {
        while !h.state().is_map_complete() {
            h.step();
            tiles_peak = tiles_peak.max(tiles_in_memory(&mut h));
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
        tiles_peak = tiles_peak.max(tiles_in_memory(&mut h));
    }
    let seconds = start.elapsed().as_secs_f64();
    let sheets = h.state_mut().map_mut().map_or(0, |m| m.images.len());
    assert!(map.is_none() || sheets > 0, "{:?}", h.state().messages());
    println!(
        "seconds={seconds}\ncpu_s={}\npeak_mib={}\ntiles_mib={}\nsheets={sheets}",
        cpu_seconds(),
        peak_mib(),
        tiles_peak as f64 / MIB
    );
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

fn load_average() -> f64 {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|t| t.split_whitespace().next()?.parse().ok())
        .unwrap_or(f64::NAN)
}

/// CPU seconds (user and system) of this process so far.
fn cpu_seconds() -> f64 {
    // Fields 14 and 15 of /proc/self/stat, in clock ticks (100 a second on Linux); the name
    // in field 2 may hold spaces, so count from the ')' that closes it.
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<f64>().ok());
    match (ticks(11), ticks(12)) {
        (Some(user), Some(system)) => (user + system) / 100.0,
        _ => f64::NAN,
    }
}

/// Peak resident memory of this process (VmHWM), MiB.
fn peak_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

/// A survey-sheet-like picture: paper, a grid, contour-ish waves, roads, and grain (so it
/// compresses like a real scan, not like a flat colour).
fn generate(path: &PathBuf, w: u32, h: u32) {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut raw = vec![0u8; w as usize * h as usize * 3];
    for (y, row) in raw.chunks_exact_mut(w as usize * 3).enumerate() {
        let y = y as u32;
        for (x, px) in row.chunks_exact_mut(3).enumerate() {
            let x = x as u32;
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let grain = (seed & 31) as u8;
            let wave = ((f64::from(x) * 0.004).sin() * 40.0 + f64::from(y) * 0.01) as i64;
            let contour = wave.rem_euclid(60) < 2;
            let grid = x % 500 < 2 || y % 500 < 2;
            let road = (i64::from(x) - i64::from(y) * 4 / 3).rem_euclid(3000) < 6;
            let (r, g, b) = if road {
                (150, 60, 40)
            } else if grid {
                (90, 90, 160)
            } else if contour {
                (140, 100, 60)
            } else {
                (232, 224, 200)
            };
            px.copy_from_slice(&[r - grain, g - grain, b - grain]);
        }
    }
    let file = std::io::BufWriter::new(std::fs::File::create(path).expect("create"));
    image::codecs::jpeg::JpegEncoder::new_with_quality(file, 85)
        .encode(&raw, w, h, image::ExtendedColorType::Rgb8)
        .expect("encode");
}
