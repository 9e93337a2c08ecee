//! Benchmark: the time to work out one unit's reach outline across a terrain layer of 5,000
//! polygons, printed as a ratio against one straight path query of the same length in the same
//! run (the outline is one path query per bearing, so the ratio should be about the number of
//! bearings).
//!
//! Run with `cargo run --release -p kriegsspiel --example game_reach_bench`.

use geo::{Coord, LineString, Polygon};
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainFeature, TerrainLayer};
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

/// 5,000 irregular hexagons on a jittered grid, cycling through the kinds of ground.
fn terrain() -> Result<TerrainLayer, Box<dyn std::error::Error>> {
    let kinds = [
        FeatureKind::LightWoods,
        FeatureKind::Slope5To10,
        FeatureKind::Slope10To15,
        FeatureKind::Farmyard,
        FeatureKind::Swamp,
        FeatureKind::ThickWoods,
        FeatureKind::Slope15To25,
    ];
    let per_row = (POLYGONS as f64).sqrt().ceil() as usize;
    let cell = SIDE / per_row as f64;
    let mut layer = TerrainLayer::new();
    for i in 0..POLYGONS {
        let (row, col) = (i / per_row, i % per_row);
        let jitter = |k: usize| ((i * 7919 + k * 104_729) % 1000) as f64 / 1000.0;
        let centre = Coord {
            x: (col as f64 + 0.5) * cell + (jitter(1) - 0.5) * cell * 0.3,
            y: (row as f64 + 0.5) * cell + (jitter(2) - 0.5) * cell * 0.3,
        };
        let ring: Vec<Coord<f64>> = (0..6)
            .map(|k| {
                let a = std::f64::consts::TAU * k as f64 / 6.0 + jitter(3);
                let r = cell * (0.25 + 0.15 * jitter(4 + k));
                Coord {
                    x: centre.x + r * a.cos(),
                    y: centre.y + r * a.sin(),
                }
            })
            .collect();
        let kind = kinds[i % kinds.len()];
        layer.add(TerrainFeature::new(
            kind,
            kind.label(),
            FeatureGeometry::Area(Polygon::new(LineString::from(ring), vec![])),
        ))?;
    }
    Ok(layer)
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
