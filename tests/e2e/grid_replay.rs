//! The grid game end to end: the bundled opening (`maps/grid/opening.replay.json`) replayed by
//! `ks grid replay`, its final position equal to the engine's game played command by command,
//! saved and opened again through the registry, and explained by `ks grid attack`.

use crate::ks_runner::ks;
use kriegsspiel::systems::SavedGame;
use kriegsspiel::systems::grid::{GridCommand, ReplayFile, Square};
use serde_json::{Value, json};
use std::path::Path;

fn bundled_path() -> String {
    format!(
        "{}/../maps/grid/opening.replay.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn the_bundled_opening_replays_through_ks_and_matches_the_engine() {
    let path = bundled_path();
    let (code, out, err) = ks(&["grid", "replay", &path, "--json"]);
    assert_eq!(code, 0, "{err}");
    let answer: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(answer["accepted"], json!(true));
    let last = answer["half_turns"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();

    // The same half-turns applied by hand, command by command.
    let file = ReplayFile::load(Path::new(&path)).unwrap();
    let mut game = file.starting_game().unwrap();
    for half in &file.half_turns {
        for m in &half.moves {
            game.apply(GridCommand::Move {
                from: m.from,
                to: m.to,
            })
            .unwrap();
        }
        if let Some(a) = half.attack {
            game.apply(GridCommand::Attack {
                target: a.target,
                by: a.by,
            })
            .unwrap();
        }
        game.apply(GridCommand::EndHalfTurn).unwrap();
    }
    let by_hand = serde_json::to_value(kriegsspiel::systems::grid::PositionReport::of(
        &game.state().position,
    ))
    .unwrap();
    assert_eq!(last["position"], by_hand);
    let cut_off: Vec<[u8; 2]> = game.state().cut_off().iter().map(|s| [s.x, s.y]).collect();
    assert_eq!(last["cut_off"], json!(cut_off));

    // Saved, opened through the registry, and explained by `ks grid attack`.
    let dir = std::env::temp_dir().join(format!("e2e-grid-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let saved = dir.join("opening.grid.json");
    game.save(&saved).unwrap();
    let text = std::fs::read_to_string(&saved).unwrap();
    let SavedGame::Grid(opened) = SavedGame::from_json(&text, "saved").unwrap() else {
        panic!("a grid game opens as one")
    };
    assert_eq!(opened.state(), game.state());
    let (code, out, err) = ks(&[
        "grid",
        "attack",
        "--position",
        saved.to_str().unwrap(),
        "--target",
        "12,10",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let attack: Value = serde_json::from_str(&out).unwrap();
    let explained = game
        .state()
        .battlefield()
        .explain(Square::new(12, 10), None)
        .unwrap();
    assert_eq!(attack["attack_total"], json!(explained.attack_total));
    assert_eq!(attack["defence_total"], json!(explained.defence_total));
    std::fs::remove_dir_all(&dir).unwrap();
}
