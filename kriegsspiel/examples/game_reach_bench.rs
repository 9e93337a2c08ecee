//! Benchmark: the time to work out one unit's reach outline across a terrain layer of 5,000
//! polygons, printed as a ratio against one straight path query of the same length in the same
//! run (the outline is one path query per bearing, so the ratio should be about the number of
//! bearings).
//!
//! Run with `cargo run --release -p kriegsspiel --example game_reach_bench`.

use geo::Coord;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::map::TerrainLayer;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Gait, OrderOfBattle, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, DEFAULT_OUTLINE_BEARINGS, Game, GameSetup, MAX_OUTLINE_BEARINGS,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use std::hint::black_box;
use std::time::{Duration, Instant};

const POLYGONS: usize = 5_000;
const SIDE: f64 = 20_000.0;

const OOB: &str = r#"
title = "bench"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[units]]
id = "hus"
echelon = "red"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 4 }
"#;

#[path = "support/bench_terrain.rs"]
mod bench_terrain;

/// 5,000 hexagons (see `support/bench_terrain.rs`); none blocks sight.
fn terrain() -> Result<TerrainLayer, Box<dyn std::error::Error>> {
    bench_terrain::bench_terrain(POLYGONS, SIDE, |_| false)
}

/// Mean time per call of `f` over at least `min_runs` calls and 0.5 s.
fn time<T>(min_runs: u32, mut f: impl FnMut() -> T) -> Duration {
    let start = Instant::now();
    let mut runs = 0u32;
    while runs < min_runs || start.elapsed() < Duration::from_millis(500) {
        black_box(f());
        runs += 1;
    }
    start.elapsed() / runs
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let layer = terrain()?;
    println!(
        "terrain layer: {} polygons over {SIDE} × {SIDE} paces",
        layer.len()
    );
    let field = Battlefield::new(
        "bench",
        Coord { x: 0.0, y: 0.0 },
        Coord { x: SIDE, y: SIDE },
        layer,
    )?;
    let oob = OrderOfBattle::from_toml(OOB, "bench")?;
    let setup = GameSetup::new(
        field,
        Ruleset::reisswitz_1815()?,
        oob,
        1,
        TimeOfDay::new(10, 0)?,
    )?;
    let mut game = Game::new(setup);
    let unit = UnitId::new("hus")?;
    let centre = Coord {
        x: SIDE / 2.0,
        y: SIDE / 2.0,
    };
    game.apply(Command::PlaceUnit {
        unit: unit.clone(),
        anchor: centre,
        bearing: Bearing::NORTH,
        formation: "cavalry_line".into(),
        override_reason: None,
    })?;
    // Light cavalry deploying: the fastest row of the chart (900 paces on even ground).
    let gait = Gait::Deploying;
    let reach = 900.0;
    let end = Coord {
        x: centre.x + reach,
        y: centre.y,
    };
    let terrain = game.battlefield().terrain();
    let crossed = terrain.path_ground(&[centre, end])?.stretches.len();
    let baseline = time(200, || terrain.path_ground(&[centre, end]));
    let plan = time(200, || game.plan_move(&unit, &[end], gait));
    println!("one straight path query of {reach} paces ({crossed} stretches): {baseline:?}");
    println!(
        "one move plan (path query + movement calculator): {plan:?}  ratio {:.1}",
        plan.as_secs_f64() / baseline.as_secs_f64()
    );
    for bearings in [DEFAULT_OUTLINE_BEARINGS, 360, MAX_OUTLINE_BEARINGS] {
        let outline = time(5, || game.reach_outline(&unit, gait, bearings));
        println!(
            "reach outline, {bearings} bearings: {outline:?}  ratio {:.1} (per bearing {:.2})",
            outline.as_secs_f64() / baseline.as_secs_f64(),
            outline.as_secs_f64() / baseline.as_secs_f64() / f64::from(bearings)
        );
    }
    Ok(())
}
