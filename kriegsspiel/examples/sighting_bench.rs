//! Benchmark: sightings for a staff exercise of 400 units a side on a terrain layer of 5,000
//! polygons (thick woods and farmyards marked as blocking sight). It times 30 real
//! `AdvanceClock` commands — each makes the sightings at the new turn and turns the new ones into
//! news, with ten commanders a side posted so that reports are sent, ride and are delivered —
//! against 30 plain clock advances of the same game with no commanders and sightings switched
//! off (night, 0 paces), measured in the same run. It prints ms per move, the ratio, and the
//! first move alone (when every sighting is new and every report is written). Budget: 20 ms a
//! move. Two layouts: the units spread over the whole map on a jittered chequerboard, and two
//! armies drawn up facing each other.
//!
//! Run with `cargo run --release -p kriegsspiel --example sighting_bench`.

use geo::Coord;
use kriegsspiel::Pace;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::map::{FeatureKind, TerrainLayer};
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, OrderOfBattle, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, Event, Game, GameSetup, SightingOutcome,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use kriegsspiel::systems::reisswitz_1815::sight::VisibilityConditions;
use kriegsspiel::systems::reisswitz_1815::staff::{CommanderId, Duty, Post};
use std::hint::black_box;
use std::time::{Duration, Instant};

const POLYGONS: usize = 5_000;
const SIDE: f64 = 20_000.0;
const PER_SIDE: usize = 400;
const MOVES: u32 = 30;
const ROUNDS: usize = 7;

#[path = "support/bench_terrain.rs"]
mod bench_terrain;

/// 5,000 hexagons (see `support/bench_terrain.rs`); thick woods and farmyards block sight.
fn terrain() -> Result<TerrainLayer, Box<dyn std::error::Error>> {
    bench_terrain::bench_terrain(POLYGONS, SIDE, |kind| {
        matches!(kind, FeatureKind::ThickWoods | FeatureKind::Farmyard)
    })
}

/// 400 units a side: battalions, with every fifth a cavalry regiment and every tenth a battery.
fn order_of_battle() -> Result<OrderOfBattle, Box<dyn std::error::Error>> {
    let mut text = String::from(
        "title = \"bench\"\n\
         [[echelons]]\nid = \"red\"\nside = \"red\"\nlevel = \"army\"\n\
         [[echelons]]\nid = \"blue\"\nside = \"blue\"\nlevel = \"army\"\n",
    );
    for side in ["red", "blue"] {
        for n in 0..PER_SIDE {
            let kind = match n % 10 {
                4 => "{ type = \"cavalry_regiment\", cavalry = \"hussars\", squadrons = 4 }",
                9 => "{ type = \"battery\", artillery = \"foot\", calibre = \"six_pdr\" }",
                _ => "{ type = \"battalion\", infantry = \"line\" }",
            };
            text.push_str(&format!(
                "[[units]]\nid = \"{side}_{n:03}\"\nechelon = \"{side}\"\nkind = {kind}\n"
            ));
        }
    }
    Ok(OrderOfBattle::from_toml(&text, "bench")?)
}

fn formation(n: usize) -> &'static str {
    match n % 10 {
        4 => "cavalry_line",
        9 => "battery_150",
        _ => "line",
    }
}

/// Where unit `n` of a side stands, and which way it faces.
type Layout = fn(side: usize, n: usize) -> (Coord<f64>, Bearing);

/// Both sides spread over the whole map: a jittered chequerboard of 800 places (cells of
/// about 700 paces), red and blue alternating.
fn spread(side: usize, n: usize) -> (Coord<f64>, Bearing) {
    let per_row = ((2 * PER_SIDE) as f64).sqrt().ceil() as usize;
    let cell = (SIDE - 1000.0) / per_row as f64;
    let row = (2 * n + side) / per_row;
    let mut col = (2 * n + side) % per_row;
    if per_row.is_multiple_of(2) && !row.is_multiple_of(2) {
        col = per_row - 1 - col; // keep the chequerboard on even rows
    }
    let i = 2 * n + side;
    let jitter = |k: usize| ((i * 7919 + k * 104_729) % 1000) as f64 / 1000.0 - 0.5;
    let at = Coord {
        x: 500.0 + (col as f64 + 0.5) * cell + jitter(1) * cell * 0.2,
        y: 500.0 + (row as f64 + 0.5) * cell + jitter(2) * cell * 0.2,
    };
    (
        at,
        if side == 0 {
            Bearing::NORTH
        } else {
            Bearing::SOUTH
        },
    )
}

/// Two armies drawn up facing each other across the middle of the map: each in four lines
/// of 100 units, 500 paces between the lines, the front lines 800 paces apart.
fn facing(side: usize, n: usize) -> (Coord<f64>, Bearing) {
    let (line, file) = (n / 100, n % 100);
    let x = 500.0 + file as f64 * 190.0;
    let back = 400.0 + line as f64 * 500.0;
    if side == 0 {
        (
            Coord {
                x,
                y: SIDE / 2.0 + back,
            },
            Bearing::NORTH,
        )
    } else {
        (
            Coord {
                x,
                y: SIDE / 2.0 - back,
            },
            Bearing::SOUTH,
        )
    }
}

fn game(layer: &TerrainLayer, layout: Layout) -> Result<Game, Box<dyn std::error::Error>> {
    let field = Battlefield::new(
        "bench",
        Coord { x: 0.0, y: 0.0 },
        Coord { x: SIDE, y: SIDE },
        layer.clone(),
    )?;
    let setup = GameSetup::new(
        field,
        Ruleset::reisswitz_1815()?,
        order_of_battle()?,
        1,
        TimeOfDay::new(10, 0)?,
    )?;
    let mut game = Game::new(setup);
    for (s, side) in ["red", "blue"].iter().enumerate() {
        for n in 0..PER_SIDE {
            let (anchor, bearing) = layout(s, n);
            game.apply(Command::PlaceUnit {
                unit: UnitId::new(format!("{side}_{n:03}"))?,
                anchor,
                bearing,
                formation: formation(n).into(),
                override_reason: Some("benchmark layout".into()),
            })?;
        }
    }
    Ok(game)
}

/// The median of `ROUNDS` timings of `f` on a fresh copy of `game`.
fn median(
    game: &Game,
    mut f: impl FnMut(&mut Game) -> Result<(), Box<dyn std::error::Error>>,
) -> Result<Duration, Box<dyn std::error::Error>> {
    let mut times = Vec::with_capacity(ROUNDS);
    for _ in 0..ROUNDS {
        let mut g = game.clone();
        let start = Instant::now();
        f(&mut g)?;
        times.push(start.elapsed());
        black_box(g);
    }
    times.sort();
    Ok(times[ROUNDS / 2])
}

/// Ten commanders a side, posted at places spread across the map.
fn post_commanders(game: &mut Game) -> Result<(), Box<dyn std::error::Error>> {
    for side in [Side::Red, Side::Blue] {
        for k in 0..10 {
            let x = 1000.0 + k as f64 * 1900.0;
            let y = if side == Side::Red {
                SIDE * 0.75
            } else {
                SIDE * 0.25
            };
            game.apply(Command::AddCommander {
                commander: CommanderId::new(format!("{}_{k}", side.id()))?,
                side,
                name: format!("General {k}"),
                duty: Duty::MainBody,
                post: Some(Post::Place(Coord { x, y })),
            })?;
        }
    }
    Ok(())
}

fn run(name: &str, layer: &TerrainLayer, layout: Layout) -> Result<(), Box<dyn std::error::Error>> {
    let setup_start = Instant::now();
    let plain = {
        let mut g = game(layer, layout)?;
        g.apply(Command::SetVisibility {
            conditions: VisibilityConditions::night(Pace(0.0))?,
        })?;
        g
    };
    let mut staffed = game(layer, layout)?;
    post_commanders(&mut staffed)?;
    let setup = setup_start.elapsed();
    let seen = staffed.state().sightings(staffed.battlefield());
    // What the first move does: the outcomes of its new sightings.
    let mut first = staffed.clone();
    let events = first.apply(Command::AdvanceClock { turns: 1 })?;
    let (mut spot, mut reported, mut umpire) = (0, 0, 0);
    for e in &events {
        if let Event::EnemySighted { outcome, .. } = e {
            match outcome {
                SightingOutcome::OnTheSpot { .. } => spot += 1,
                SightingOutcome::Reported { .. } => reported += 1,
                SightingOutcome::UmpireOnly { .. } => umpire += 1,
            }
        }
    }
    println!(
        "\n{name}: {} units and 20 commanders set up in {setup:.2?}; {} sightings; \
         first move: {spot} observers on the spot, {reported} reports sent, {umpire} umpire only",
        2 * PER_SIDE,
        seen.len()
    );
    let advance = Command::AdvanceClock { turns: 1 };
    let moves = |g: &mut Game| -> Result<(), Box<dyn std::error::Error>> {
        for _ in 0..MOVES {
            g.apply(advance.clone())?;
        }
        Ok(())
    };
    let baseline = median(&plain, moves)?;
    let with_sightings = median(&staffed, moves)?;
    let first_move = median(&staffed, |g| {
        g.apply(advance.clone())?;
        Ok(())
    })?;
    let mut after = staffed.clone();
    moves(&mut after)?;
    let delivered = after
        .journal()
        .iter()
        .flat_map(|e| &e.events)
        .filter(|e| matches!(e, Event::MessageDelivered { .. }))
        .count();
    let per_move = |d: Duration| d.as_secs_f64() * 1000.0 / f64::from(MOVES);
    println!(
        "  {MOVES} plain clock advances (no commanders, sightings off): {:.3} ms per move",
        per_move(baseline)
    );
    println!(
        "  {MOVES} AdvanceClock with sightings and reports: {:.3} ms per move  ratio {:.2}  \
         ({delivered} reports delivered)",
        per_move(with_sightings),
        with_sightings.as_secs_f64() / baseline.as_secs_f64()
    );
    println!(
        "  the first move alone (every sighting new): {:.3} ms  (budget 20 ms a move)",
        first_move.as_secs_f64() * 1000.0
    );
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let layer = terrain()?;
    let blocking = layer.iter().filter(|(_, f)| f.blocks_sight).count();
    println!(
        "terrain layer: {} polygons over {SIDE} × {SIDE} paces, {blocking} blocking sight; \
         median of {ROUNDS} rounds",
        layer.len()
    );
    run("spread over the map", &layer, spread)?;
    run("two armies facing", &layer, facing)?;
    Ok(())
}
