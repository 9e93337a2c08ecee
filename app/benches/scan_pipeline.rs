//! Benchmark of opening a big scan: `cargo bench -p workbench --bench scan_pipeline`.
//!
//! Generates a 20,000 × 15,000 JPEG (kept in the temp dir for later runs), then measures, each
//! phase in its own process so that peak memory (VmHWM) belongs to that phase alone:
//!
//! 1. baseline: the `image` crate alone decoding the JPEG;
//! 2. pipeline: the workbench's loader — time to the first full-resolution tiles (the first
//!    band), to the whole-map preview, to full detail (every tile of every level), and peak
//!    memory against the decoded RGBA size (tiles beyond the budget wait in a disk cache);
//! 3. frames: the whole app in a headless egui_kittest harness, CPU time per frame (UI code,
//!    layout and tessellation; the GPU upload is not included) while panning at fit zoom and
//!    at full resolution.
//!
//! `WORKBENCH_BENCH_SIZE=4000x3000` runs it on a smaller scan. Under `cargo test --all-targets`
//! (no `--bench` argument) it runs on a 1,200 × 900 scan as a quick check.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a benchmark fails loudly
#![allow(missing_docs)]

#[path = "support/discard_renderer.rs"]
mod discard_renderer;

use discard_renderer::DiscardRenderer;
use egui_kittest::Harness;
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
        Some("generate") => generate(&path, w, h),
        Some("baseline") => baseline(&path),
        Some("pipeline") => pipeline(&path),
        Some("frames") => frames(&path),
        Some(other) => panic!("unknown phase {other}"),
        None => orchestrate(&path, w, h),
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
fn orchestrate(path: &Path, w: u32, h: u32) {
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
    println!(
        "scan: {w} × {h} JPEG, {file_mb:.1} MB on disk; decoded RGBA would be {:.0} MiB",
        rgba / MIB
    );
    let base = parse(&run("baseline"));
    let pipe = parse(&run("pipeline"));
    let frames = run("frames");
    let decode = base["decode_s"];
    println!(
        "baseline  image::decode            {:>7.2} s   peak {:>6.0} MiB",
        decode, base["peak_mib"]
    );
    println!(
        "pipeline  pixels decoded           {:>7.2} s   ({:.2}× the baseline decode)",
        pipe["decoded_s"],
        pipe["decoded_s"] / decode
    );
    println!(
        "pipeline  first pixels (1st band)  {:>7.2} s   ({:.2}× the baseline decode; goal ≤ 0.10)",
        pipe["first_s"],
        pipe["first_s"] / decode
    );
    println!(
        "pipeline  whole-map preview        {:>7.2} s   ({:.2}× the baseline decode; goal ≤ 0.50)",
        pipe["preview_s"],
        pipe["preview_s"] / decode
    );
    println!(
        "pipeline  full detail (all levels) {:>7.2} s   ({:.2}× the baseline decode; goal ≤ 1.20; {} tiles)",
        pipe["full_s"],
        pipe["full_s"] / decode,
        pipe["tiles"]
    );
    println!(
        "pipeline  peak memory              {:>7.0} MiB ({:.2}× decoded RGBA; goal ≤ 0.50; tiles {:.0} MiB, \
         {:.0} MiB of them in the disk cache)",
        pipe["peak_mib"],
        pipe["peak_mib"] * MIB / rgba,
        pipe["tile_mib"],
        pipe["disk_mib"]
    );
    print!("{frames}");
}

const MIB: f64 = 1024.0 * 1024.0;

fn parse(text: &str) -> std::collections::BTreeMap<String, f64> {
    text.lines()
        .filter_map(|l| l.split_once('='))
        .filter_map(|(k, v)| v.trim().parse().ok().map(|v| (k.trim().to_string(), v)))
        .collect()
}

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
fn generate(path: &Path, w: u32, h: u32) {
    std::fs::create_dir_all(path.parent().expect("dir")).expect("temp dir");
    let start = Instant::now();
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
            // Hachures: short strokes whose direction follows the slope.
            let hachure = (x + (wave as u32 % 7)).is_multiple_of(9)
                && !(y / 40).is_multiple_of(3)
                && wave.rem_euclid(200) < 90;
            let (r, g, b) = if road {
                (150, 60, 40)
            } else if grid {
                (90, 90, 160)
            } else if contour || hachure {
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
    println!(
        "generated {} in {:.1} s",
        path.display(),
        start.elapsed().as_secs_f64()
    );
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
    println!("decode_s={decode}\npeak_mib={}", peak_mib());
}

fn pipeline(path: &Path) {
    let progress = Arc::new(LoadProgress::default());
    let start = Instant::now();
    let mut preview = None;
    let mut first = None;
    let mut bank = None;
    let mut sink = |event: LoaderEvent| match event {
        LoaderEvent::Preview { .. } => {
            preview.get_or_insert(start.elapsed());
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
    println!(
        "decoded_s={}\nfirst_s={}\npreview_s={}\nfull_s={}\ntiles={}\ntile_mib={}\ndisk_mib={}\npeak_mib={}",
        stats.decoded_after.as_secs_f64(),
        first.unwrap_or(full).as_secs_f64(),
        preview.unwrap_or(full).as_secs_f64(),
        full.as_secs_f64(),
        stats.tiles,
        stats.tile_bytes as f64 / MIB,
        disk as f64 / MIB,
        peak_mib()
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
