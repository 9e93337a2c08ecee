//! Benchmark of drawing troops: `cargo bench -p workbench --bench troop_frames`.
//!
//! Puts battalions on the bundled map until 2,000 blocks stand on it, then measures the whole
//! app's CPU time per frame (UI code, layout and tessellation; no GPU) in a headless
//! egui_kittest harness while the view wobbles, at fit zoom and zoomed in (where labels are
//! drawn). The baseline is the same map in the same run with the game taken off it; the ratio
//! is what the troops cost. The frames run in four rounds, troops on then off, so that load
//! coming and going falls on both; the first two frames of each half are not counted. Each frame is timed on the clock and in CPU time of the thread
//! (`/proc/thread-self/schedstat`), and the vertices handed to the GPU are counted.
//!
//! Both are measured under two conditions, each with its own empty-map baseline: `quiet`, and
//! `load`, where the benchmark keeps one core busy with a spinning child process for the whole
//! condition. Before each condition it prints the load average, after it the CPU seconds
//! (user and system) the whole process used in it. Arguments after `--`: `quiet` or `load`
//! (only that condition).
//!
//! Under `cargo test --all-targets` (no `--bench`) it places 200 blocks and runs a few frames
//! under both conditions as a quick check.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a benchmark fails loudly
#![allow(missing_docs)]

#[path = "support/condition.rs"]
mod condition;
#[path = "support/discard_renderer.rs"]
mod discard_renderer;
#[path = "support/proc_stats.rs"]
mod proc_stats;

use condition::{Condition, busy};
use discard_renderer::DiscardRenderer;
use egui_kittest::Harness;
use geo::Coord;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::map::MapDocument;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, OrderOfBattle, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::{Battlefield, Command, Game, GameSetup};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use proc_stats::{cpu_seconds, load_average, thread_cpu_ms};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;
use workbench::app::WorkbenchState;
use workbench::commands::UiCommand;
use workbench::{AppOptions, WorkbenchApp};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "phase=busy") {
        busy();
    }
    let quick = !args.iter().any(|a| a == "--bench");
    let (blocks_wanted, frames) = if quick { (200, 10) } else { (2_000, 240) };
    let dir = std::env::temp_dir().join(format!("workbench-troop-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let map_file = copy_bundled_map(&dir);
    let blocks = write_game(&map_file, blocks_wanted);
    println!("troops    {blocks} blocks on the bundled map");

    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .renderer(DiscardRenderer)
        .build_eframe(move |cc| {
            let options = AppOptions {
                initial_map: Some(map_file),
                ..AppOptions::default()
            };
            WorkbenchApp::with_state(&cc.egui_ctx, WorkbenchState::default(), options)
        });
    let start = Instant::now();
    while !h.state().is_map_complete() {
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(2));
        assert!(
            start.elapsed().as_secs() < 240,
            "{:?}",
            h.state().messages()
        );
    }
    assert!(h.state().troops().is_some(), "{:?}", h.state().messages());
    h.state_mut().run_command(UiCommand::ZoomToFit);
    for _ in 0..10 {
        h.step();
    }
    let fit_zoom = h.state().state().canvas.camera.points_per_pace;
    let mut report = format!("troops    fit zoom {fit_zoom:.3} points a pace\n");
    let exe = std::env::current_exe().expect("own path");
    for condition in Condition::chosen(&args) {
        let _ = writeln!(
            report,
            "troops    {}: load average before {:.2}",
            condition.title(),
            load_average()
        );
        let _busy = condition.begin(&exe);
        let cpu_before = cpu_seconds();
        measure(&mut h, frames, fit_zoom, &mut report);
        let _ = writeln!(
            report,
            "troops      CPU seconds of the whole condition, all threads: {:.2}",
            cpu_seconds() - cpu_before
        );
    }
    let _ = writeln!(report, "troops    load average after {:.2}", load_average());
    print!("{report}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Rounds of frames with the troops then without, at each zoom: load that comes and goes then
/// falls on both alike.
const ROUNDS: usize = 4;
/// Frames run and not counted at the start of each half round (the troops' meshes are built
/// again when the game comes back or the zoom changes).
const WARM_UP: usize = 2;

/// Measures frames with and without the troops at fit zoom and zoomed in, adding a line each
/// to `report`.
fn measure(h: &mut Harness<'_, WorkbenchApp>, frames: usize, fit_zoom: f64, report: &mut String) {
    for (name, zoom) in [("fit zoom", fit_zoom), ("zoomed in, labels drawn", 1.0)] {
        h.state_mut().state_mut().canvas.camera.points_per_pace = zoom;
        let (mut with, mut without) = (FrameTimes::default(), FrameTimes::default());
        for _ in 0..ROUNDS {
            wobble_frames(h, WARM_UP);
            with.add(&wobble_frames(h, (frames / ROUNDS).max(1)));
            let game = h.state_mut().map_mut().and_then(|m| m.troops.take());
            wobble_frames(h, WARM_UP);
            without.add(&wobble_frames(h, (frames / ROUNDS).max(1)));
            if let (Some(map), Some(game)) = (h.state_mut().map_mut(), game) {
                map.troops = Some(game);
            }
        }
        let (with_wall, without_wall) = (with.wall_ms(), without.wall_ms());
        let (with_cpu, without_cpu) = (with.cpu_ms(), without.cpu_ms());
        let _ = writeln!(
            report,
            "troops      {name}: {with_wall:.2} ms a frame with the troops, {without_wall:.2} ms \
             without (ratio {:.2}); CPU {with_cpu:.2} ms against {without_cpu:.2} ms (ratio \
             {:.2}); {} vertices against {}",
            with_wall / without_wall.max(1e-9),
            with_cpu / without_cpu.max(1e-9),
            with.vertices,
            without.vertices
        );
    }
}

/// Copies the bundled map and its picture (not its game) into `dir`.
fn copy_bundled_map(dir: &Path) -> PathBuf {
    let maps = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("maps");
    std::fs::copy(maps.join("default.png"), dir.join("default.png")).expect("picture");
    let file = dir.join("bench.map.json");
    std::fs::copy(maps.join("default.map.json"), &file).expect("map");
    file
}

/// Writes beside `map_file` a game with battalions in attack column on a grid until at least
/// `blocks` blocks stand on the map; returns the number of blocks.
fn write_game(map_file: &Path, blocks: usize) -> usize {
    let map = MapDocument::load(map_file).expect("map");
    let battalions = blocks.div_ceil(2);
    let mut oob = String::from(
        "title = \"bench\"\n[[echelons]]\nid = \"red\"\nside = \"red\"\nlevel = \"army\"\n\
         [[echelons]]\nid = \"red-a\"\nparent = \"red\"\nside = \"red\"\nlevel = \"brigade\"\n\
         letter = \"A\"\nname = \"Bench brigade\"\n",
    );
    for i in 0..battalions {
        let _ = write!(
            oob,
            "[[units]]\nid = \"b{i}\"\nechelon = \"red-a\"\nname = \"Battalion {i}\"\n\
             number = {}\nkind = {{ type = \"battalion\", infantry = \"line\" }}\n",
            i + 1
        );
    }
    let setup = GameSetup::new(
        Battlefield::from_map(&map).expect("battlefield"),
        Ruleset::reisswitz_1815().expect("rules"),
        OrderOfBattle::from_toml(&oob, "bench").expect("order of battle"),
        1,
        TimeOfDay::new(6, 0).expect("time"),
    )
    .expect("setup");
    let mut game = Game::new(setup);
    let columns = (battalions as f64).sqrt().ceil() as usize;
    let rows = battalions.div_ceil(columns);
    let (w, h) = (7_400.0, 5_400.0);
    let mut placed_blocks = 0;
    for i in 0..battalions {
        let (col, row) = (i % columns, i / columns);
        let anchor = Coord {
            x: 100.0 + w * (col as f64 + 0.5) / columns as f64,
            y: 100.0 + h * (row as f64 + 0.5) / rows as f64,
        };
        let unit = UnitId::new(format!("b{i}")).expect("id");
        game.apply(Command::PlaceUnit {
            unit: unit.clone(),
            anchor,
            bearing: Bearing::new(0.0).expect("bearing"),
            formation: "attack_column".into(),
            override_reason: Some("benchmark".into()),
        })
        .expect("placed");
        placed_blocks += game
            .footprint(&unit)
            .expect("footprint")
            .map_or(0, |f| f.blocks.len());
    }
    game.save(&workbench::table::reisswitz::game_file_for(map_file))
        .expect("game saved");
    placed_blocks
}

/// Frames run: their time on the clock and on the CPU, and the vertices of the last.
#[derive(Default)]
struct FrameTimes {
    wall_ms: f64,
    cpu_ms: f64,
    frames: usize,
    vertices: usize,
}

impl FrameTimes {
    /// Counts `more` in.
    fn add(&mut self, more: &FrameTimes) {
        self.wall_ms += more.wall_ms;
        self.cpu_ms += more.cpu_ms;
        self.frames += more.frames;
        self.vertices = more.vertices;
    }

    /// The mean time of a frame on the clock, ms.
    fn wall_ms(&self) -> f64 {
        self.wall_ms / self.frames.max(1) as f64
    }

    /// The mean CPU time of a frame, ms.
    fn cpu_ms(&self) -> f64 {
        self.cpu_ms / self.frames.max(1) as f64
    }
}

/// Wobbles the view `n` frames and returns their times.
fn wobble_frames(h: &mut Harness<'_, WorkbenchApp>, n: usize) -> FrameTimes {
    let mut times = FrameTimes::default();
    for i in 0..n {
        let delta = if i % 2 == 0 { 3.0 } else { -3.0 };
        let rect = h.state().projector().map(|p| p.rect()).expect("projector");
        h.state_mut()
            .state_mut()
            .canvas
            .camera
            .pan_by_screen(rect, egui::vec2(delta, delta * 0.6));
        let t = Instant::now();
        let c = thread_cpu_ms();
        h.step();
        let out = h.output();
        let primitives = h.ctx.tessellate(out.shapes.clone(), out.pixels_per_point);
        times.cpu_ms += thread_cpu_ms() - c;
        times.wall_ms += t.elapsed().as_secs_f64() * 1000.0;
        times.frames += 1;
        assert!(!primitives.is_empty());
        times.vertices = primitives
            .iter()
            .map(|p| match &p.primitive {
                egui::epaint::Primitive::Mesh(mesh) => mesh.vertices.len(),
                egui::epaint::Primitive::Callback(_) => 0,
            })
            .sum();
    }
    times
}
