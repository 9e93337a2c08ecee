//! Benchmark of opening a big scan: `cargo bench -p workbench --bench scan_pipeline`.
//!
//! Generates a 20,000 × 15,000 JPEG (kept in the temp dir for later runs), then measures, each
//! phase in its own process so that peak memory (VmHWM) and CPU time belong to that phase alone:
//!
//! 1. baseline: the `image` crate alone decoding the JPEG;
//! 2. pipeline: the workbench's loader — time to the first full-resolution tiles (the first
//!    band), to the whole-map preview, to full detail (every tile of every level), and peak
//!    memory against the decoded RGBA size (tiles beyond the budget wait in a disk cache);
//! 3. frames: the whole app in a headless egui_kittest harness, CPU time per frame (UI code,
//!    layout and tessellation; the GPU upload is not included) while panning at fit zoom and
//!    at full resolution.
//!
//! Baseline and pipeline run under two conditions, each with its own baseline: `quiet`, and
//! `load`, where the benchmark keeps one core busy with a spinning child process for the whole
//! condition (the way a user's machine runs while other work goes on). Every time is printed
//! with its ratio to the same condition's baseline, and the CPU seconds (user + system) of the
//! pipeline beside the baseline's. Arguments after `--`: `quiet` or `load` (only that
//! condition), `noframes`; `WORKBENCH_BENCH_RUNS=3` takes the median of three runs of each.
//!
//! `WORKBENCH_BENCH_SIZE=4000x3000` runs it on a smaller scan. Under `cargo test --all-targets`
//! (no `--bench` argument) it runs on a 1,200 × 900 scan as a quick check.
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
use proc_stats::{cpu_seconds, load_average, peak_mib};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};
use workbench::app::WorkbenchState;
use workbench::commands::UiCommand;
use workbench::scan::{LoadProgress, LoaderEvent, PipelineConfig, run_pipeline};
use workbench::{AppOptions, WorkbenchApp};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    // `cargo bench` passes `--bench`; `cargo test --all-targets` runs this binary without it,
    // and then a small scan is enough to check that every phase still works.
    // Children get the size through WORKBENCH_BENCH_SIZE.
    let quick = !args.iter().any(|a| a == "--bench");
    let (w, h) = size(quick);
    let path = scan_path(w, h);
    match args.iter().find_map(|a| a.strip_prefix("phase=")) {
        Some("generate") => survey_sheet::generate(&path, w, h),
        Some("baseline") => baseline(&path),
        Some("pipeline") => pipeline(&path),
        Some("frames") => frames(&path),
        Some("busy") => busy(),
        Some(other) => panic!("unknown phase {other}"),
        None => orchestrate(&path, w, h, &args),
    }
}

fn size(quick: bool) -> (u32, u32) {
    let default = if quick { "1200x900" } else { "20000x15000" };
    let text = std::env::var("WORKBENCH_BENCH_SIZE").unwrap_or_else(|_| default.into());
    let (w, h) = text.split_once('x').expect("WIDTHxHEIGHT");
    (w.parse().expect("width"), h.parse().expect("height"))
}

fn scan_path(w: u32, h: u32) -> PathBuf {
    std::env::temp_dir()
        .join("workbench-bench")
        .join(format!("scan-{w}x{h}.jpg"))
}

/// Runs each phase in a child process and prints the report.
fn orchestrate(path: &Path, w: u32, h: u32, args: &[String]) {
    let exe = std::env::current_exe().expect("own path");
    let run = |phase: &str| -> String {
        let out = Command::new(&exe)
            .arg(format!("phase={phase}"))
            .env("WORKBENCH_BENCH_SIZE", format!("{w}x{h}"))
            .output()
            .expect("run phase");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        if !out.status.success() {
            panic!(
                "phase {phase} failed:\n{text}\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        text
    };
    if !path.exists() {
        print!("{}", run("generate"));
    }
    let file_mb = std::fs::metadata(path)
        .map(|m| m.len() as f64 / 1e6)
        .unwrap_or(0.0);
    let rgba = f64::from(w) * f64::from(h) * 4.0;
    let runs = runs_wanted();
    println!(
        "scan: {w} × {h} JPEG, {file_mb:.1} MB on disk; decoded RGBA would be {:.0} MiB; \
         {} core(s); median of {runs} run(s) a condition",
        rgba / MIB,
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    let only = |c: &str| args.iter().any(|a| a == c);
    let mut columns = Vec::new();
    for condition in Condition::chosen(args) {
        let load_before = load_average();
        let _busy = condition.begin(&exe);
        let mut measured = Vec::new();
        for _ in 0..runs {
            let base = parse(&run("baseline"));
            let pipe = parse(&run("pipeline"));
            measured.push(ratios(&base, &pipe, rgba));
        }
        let mut column = median(&measured);
        column.insert("load_before".into(), load_before);
        columns.push((condition, column));
    }
    print_table(&columns);
    if !only("noframes") {
        print!("{}", run("frames"));
    }
}

/// One run's figures with the ratios to its own baseline added.
fn ratios(base: &Figures, pipe: &Figures, rgba: f64) -> Figures {
    let decode = base["decode_s"];
    let mut f = Figures::new();
    f.insert("base_s".into(), decode);
    f.insert("base_cpu".into(), base["cpu_s"]);
    f.insert("base_mib".into(), base["peak_mib"]);
    for key in ["first_s", "preview_s", "full_s", "decoded_s"] {
        f.insert(key.into(), pipe[key]);
        f.insert(format!("{key}_x"), pipe[key] / decode);
    }
    f.insert("cpu".into(), pipe["cpu_s"]);
    f.insert("cpu_x".into(), pipe["cpu_s"] / base["cpu_s"]);
    f.insert("preview_cpu".into(), pipe["preview_cpu_s"]);
    f.insert("mib".into(), pipe["peak_mib"]);
    f.insert("mib_x".into(), pipe["peak_mib"] * MIB / rgba);
    f.insert("tiles".into(), pipe["tiles"]);
    f.insert("disk_mib".into(), pipe["disk_mib"]);
    f
}

/// Prints one row a measure, one column a condition.
fn print_table(columns: &[(Condition, Figures)]) {
    let mut head = format!("{:<44}{:>9}", "measure", "goal");
    for (c, _) in columns {
        head.push_str(&format!("  {:>24}", c.title()));
    }
    println!("{head}");
    type Cell = fn(&Figures) -> String;
    let rows: [(&str, &str, Cell); 9] = [
        ("load average (1 min) before", "", |f| {
            format!("{:.2}", f["load_before"])
        }),
        ("baseline: image decode, wall (CPU)", "", |f| {
            format!("{:.2} s ({:.2} s)", f["base_s"], f["base_cpu"])
        }),
        ("first pixels (first band of level 0)", "≤ 0.10×", |f| {
            timed_against_goal(f, "first_s", 0.10)
        }),
        ("whole-map preview", "≤ 0.50×", |f| {
            timed_against_goal(f, "preview_s", 0.50)
        }),
        ("all pixels decoded", "", |f| {
            format!("{:.2} s {:.2}×", f["decoded_s"], f["decoded_s_x"])
        }),
        (
            "full detail (every tile of every level)",
            "≤ 1.20×",
            |f| timed_against_goal(f, "full_s", 1.20),
        ),
        ("pipeline CPU, whole load (× baseline CPU)", "", |f| {
            format!("{:.2} s {:.2}×", f["cpu"], f["cpu_x"])
        }),
        ("pipeline CPU until the preview", "", |f| {
            format!("{:.2} s", f["preview_cpu"])
        }),
        ("peak memory (× decoded RGBA)", "≤ 0.50×", |f| {
            format!(
                "{:.0} MiB {:.2}× {}",
                f["mib"],
                f["mib_x"],
                goal(f["mib_x"], 0.50)
            )
        }),
    ];
    for (name, limit, cell) in rows {
        let mut line = format!("{name:<44}{limit:>9}");
        for (_, f) in columns {
            line.push_str(&format!("  {:>24}", cell(f)));
        }
        println!("{line}");
    }
    if let Some((_, f)) = columns.first() {
        println!(
            "{} tiles; {:.0} MiB of them in the disk cache; baseline peak {:.0} MiB",
            f["tiles"], f["disk_mib"], f["base_mib"]
        );
    }
}

const MIB: f64 = 1024.0 * 1024.0;

/// A time with its ratio to the baseline and whether that is within `limit`.
fn timed_against_goal(f: &Figures, key: &str, limit: f64) -> String {
    let ratio = f[&format!("{key}_x")];
    format!("{:.2} s {ratio:.2}× {}", f[key], goal(ratio, limit))
}

/// Whether a ratio is within its goal, in a word.
fn goal(ratio: f64, limit: f64) -> &'static str {
    if ratio <= limit { "met" } else { "MISSED" }
}

fn baseline(path: &Path) {
    let start = Instant::now();
    let mut reader = image::ImageReader::open(path)
        .expect("open")
        .with_guessed_format()
        .expect("format");
    reader.no_limits();
    let image = reader.decode().expect("decode");
    let decode = start.elapsed().as_secs_f64();
    assert!(image.width() > 0);
    println!(
        "decode_s={decode}\ncpu_s={}\npeak_mib={}",
        cpu_seconds(),
        peak_mib()
    );
}

fn pipeline(path: &Path) {
    // As the app sets the allocator up before any map loads.
    workbench::memory_tuning::tune_allocator();
    let progress = Arc::new(LoadProgress::default());
    let start = Instant::now();
    let mut preview = None;
    let mut preview_cpu = None;
    let mut first = None;
    let mut bank = None;
    let mut sink = |event: LoaderEvent| match event {
        LoaderEvent::Preview { .. } => {
            preview.get_or_insert(start.elapsed());
            preview_cpu.get_or_insert_with(cpu_seconds);
        }
        LoaderEvent::Tile { key } if key.level == 0 => {
            first.get_or_insert(start.elapsed());
        }
        LoaderEvent::Pyramid { bank: b, .. } => bank = Some(b),
        _ => {}
    };
    let stats =
        run_pipeline(path, &PipelineConfig::default(), &progress, &mut sink).expect("pipeline");
    let full = start.elapsed();
    let disk = bank.map_or(0, |b| b.figures().on_disk);
    let cpu = cpu_seconds();
    println!(
        "decoded_s={}\nfirst_s={}\npreview_s={}\nfull_s={}\ntiles={}\ntile_mib={}\ndisk_mib={}\npeak_mib={}\ncpu_s={cpu}\npreview_cpu_s={}",
        stats.decoded_after.as_secs_f64(),
        first.unwrap_or(full).as_secs_f64(),
        preview.unwrap_or(full).as_secs_f64(),
        full.as_secs_f64(),
        stats.tiles,
        stats.tile_bytes as f64 / MIB,
        disk as f64 / MIB,
        peak_mib(),
        preview_cpu.unwrap_or(cpu)
    );
}

fn frames(path: &Path) {
    let options = AppOptions {
        initial_map: Some(path.to_path_buf()),
        ..AppOptions::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .renderer(DiscardRenderer)
        .build_eframe(move |cc| {
            WorkbenchApp::with_state(&cc.egui_ctx, WorkbenchState::default(), options)
        });
    let start = Instant::now();
    while !h.state().is_map_complete() {
        h.step();
        std::thread::sleep(Duration::from_millis(2));
        assert!(
            start.elapsed() < Duration::from_secs(240),
            "load timed out: {:?}",
            h.state().messages()
        );
    }
    h.state_mut().run_command(UiCommand::ZoomToFit);
    for _ in 0..20 {
        h.step();
    }
    let fit = pan_frames(&mut h, 240, 0.0);
    let fit = format!(
        "{fit} (level {})",
        h.state().session().canvas.last_draw.level
    );
    // Full resolution: one scan pixel per screen pixel.
    let ppp = h
        .state()
        .map()
        .map(|m| m.document.sheets[0].calibration().paces_per_pixel())
        .expect("map");
    h.state_mut().state_mut().canvas.camera.points_per_pace = 1.0 / ppp;
    let full = pan_frames(&mut h, 240, 6.0);
    println!("frames    panning at fit zoom, ms per frame: {fit}");
    println!(
        "frames    panning at 100% (level 0 tiles, up to 6 uploads a frame), ms per frame: {full}"
    );
}

/// Pans `n` frames by `speed` points a frame (0 = small wobble) and summarises frame times.
fn pan_frames(h: &mut Harness<'_, WorkbenchApp>, n: usize, speed: f32) -> String {
    let mut times = Vec::with_capacity(n);
    for i in 0..n {
        let delta = if speed == 0.0 {
            if i % 2 == 0 { 3.0 } else { -3.0 }
        } else {
            speed
        };
        let rect = h.state().projector().map(|p| p.rect()).expect("projector");
        h.state_mut()
            .state_mut()
            .canvas
            .camera
            .pan_by_screen(rect, egui::vec2(-delta, -delta * 0.6));
        let t = Instant::now();
        h.step();
        let out = h.output();
        let primitives = h.ctx.tessellate(out.shapes.clone(), out.pixels_per_point);
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        assert!(!primitives.is_empty());
    }
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    let pct = |p: f64| times[((times.len() - 1) as f64 * p) as usize];
    format!(
        "mean {mean:.2}, median {:.2}, p95 {:.2}, max {:.2}",
        pct(0.5),
        pct(0.95),
        pct(1.0)
    )
}
