//! Benchmark: opening a saved game replays its journal. This applies 10,000 commands to the
//! bundled default game live, saves it, and times opening the save again, printed as a ratio
//! against applying the same commands live in the same run (replay re-checks every command and
//! compares its events with those recorded, so about 1× is what to expect).
//!
//! Run with `cargo run --release -p kriegsspiel --example journal_replay_bench`.

use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Condition, Gait};
use kriegsspiel::systems::reisswitz_1815::dice::DieReading;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Game};
use kriegsspiel::systems::reisswitz_1815::ruleset::DieId;
use std::time::{Duration, Instant};

/// Commands applied after the bundled game's own journal.
const COMMANDS: usize = 10_000;
/// One clock advance every this many commands (the turn's allowances start afresh).
const TURN_EVERY: usize = 250;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// The commands: units wheeled, marked tired and fresh again, and dice thrown, in turns.
fn commands(game: &Game) -> Result<Vec<Command>, Box<dyn std::error::Error>> {
    let units = game.state().units_on_map();
    if units.is_empty() {
        return Err("the bundled game has no unit on the map".into());
    }
    let mut out = Vec::with_capacity(COMMANDS);
    for i in 0..COMMANDS {
        let unit = units[i % units.len()].clone();
        let command = if i % TURN_EVERY == TURN_EVERY - 1 {
            Command::AdvanceClock { turns: 1 }
        } else {
            match i % 4 {
                0 => Command::Rotate {
                    unit: unit.id,
                    bearing: Bearing::new((unit.facing.degrees() + 5.0 * (i % 3) as f64) % 360.0)?,
                    override_reason: Some("benchmark".into()),
                },
                1 => Command::SetCondition {
                    unit: unit.id,
                    condition: if i % 8 == 1 {
                        Condition::Tired
                    } else {
                        Condition::Fresh
                    },
                    reason: None,
                },
                2 => Command::ThrowDie {
                    die: DieId::III,
                    reading: DieReading::Circle,
                    purpose: "benchmark".into(),
                },
                _ => Command::MoveUnit {
                    unit: unit.id,
                    path: vec![geo::Coord {
                        x: unit.centre.x,
                        y: unit.centre.y,
                    }],
                    gait: Gait::March,
                    facing: None,
                    override_reason: Some("benchmark".into()),
                },
            }
        };
        out.push(command);
    }
    Ok(out)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../maps/default.game.json");
    let start_text = std::fs::read_to_string(&path)?;
    let start = Game::from_json(&start_text, "bundled game")?;
    let commands = commands(&start)?;

    let mut live_times = Vec::new();
    let mut replay_times = Vec::new();
    let mut parse_times = Vec::new();
    let mut refused = 0;
    let mut saved = String::new();
    for _ in 0..5 {
        let mut game = Game::from_json(&start_text, "bundled game")?;
        let t = Instant::now();
        refused = 0;
        for c in &commands {
            if game.apply(c.clone()).is_err() {
                refused += 1;
            }
        }
        live_times.push(t.elapsed());
        saved = game.to_json()?;

        let t = Instant::now();
        let _: serde_json::Value = serde_json::from_str(&saved)?;
        parse_times.push(t.elapsed());
        let t = Instant::now();
        let reopened = Game::from_json(&saved, "benchmark save")?;
        replay_times.push(t.elapsed());
        assert_eq!(reopened.journal().len(), game.journal().len());
    }
    let (live, replay, parse) = (
        median(live_times),
        median(replay_times),
        median(parse_times),
    );
    let journal = Game::from_json(&saved, "benchmark save")?.journal().len();
    println!(
        "{COMMANDS} commands on the bundled game ({refused} refused and not journaled); journal of {journal} entries, save {:.1} MB; median of 5",
        saved.len() as f64 / 1e6
    );
    println!("| measure | time | ratio |");
    println!("|---|---|---|");
    println!(
        "| applying the commands live (baseline) | {:.1} ms | 1.00× |",
        live.as_secs_f64() * 1e3
    );
    println!(
        "| opening the save: parse, replay, check events | {:.1} ms | {:.2}× |",
        replay.as_secs_f64() * 1e3,
        replay.as_secs_f64() / live.as_secs_f64()
    );
    println!(
        "| of which reading the JSON alone | {:.1} ms | {:.2}× |",
        parse.as_secs_f64() * 1e3,
        parse.as_secs_f64() / live.as_secs_f64()
    );
    Ok(())
}
