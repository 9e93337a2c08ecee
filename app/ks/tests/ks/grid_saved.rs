//! `ks grid replay` on a saved grid game (issue 22 item 17): the file is told from a recorded
//! game by its envelope, its moves are replayed through the rules, and every half-turn's
//! position is the one the table showed (the engine's game loaded from the save, stepped back
//! to that half-turn); a file that is neither is refused in words.

use crate::support::ks;
use kriegsspiel::systems::grid::{GridCommand, GridGame, PositionReport, ReplayFile, Square};
use serde_json::{Value, json};
use std::path::PathBuf;

fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ks-grid-saved-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The bundled opening played on by two South moves, left in the middle of half-turn 8, and
/// saved as the table saves it.
fn saved_game(name: &str) -> (PathBuf, GridGame) {
    let bundled = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../maps/grid/opening.replay.json"
    );
    let (_, mut game) = ReplayFile::load(std::path::Path::new(bundled))
        .unwrap()
        .replay()
        .unwrap();
    for (from, to) in [((14, 9), (13, 8)), ((15, 10), (15, 9))] {
        game.apply(GridCommand::Move {
            from: Square::new(from.0, from.1),
            to: Square::new(to.0, to.1),
        })
        .unwrap();
    }
    let path = dir(name).join("game.grid.json");
    game.save(&path).unwrap();
    let loaded = GridGame::load(&path).unwrap();
    (path, loaded)
}

#[test]
fn a_saved_game_replays_to_the_positions_the_table_shows() {
    let (path, loaded) = saved_game("positions");
    let (code, out, err) = ks(&["grid", "replay", path.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{err}");
    let answer: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(answer["accepted"], json!(true));
    let halves = answer["half_turns"].as_array().unwrap();
    assert_eq!(halves.len(), 8, "seven half-turns and the one in progress");
    for (i, half) in halves.iter().enumerate() {
        let turn = i as u32 + 1;
        let shown = loaded.replayed_to(turn).unwrap();
        assert_eq!(
            half["position"],
            serde_json::to_value(PositionReport::of(&shown.state().position)).unwrap(),
            "half-turn {turn}"
        );
    }
    assert_eq!(
        halves[7]["position"],
        serde_json::to_value(PositionReport::of(&loaded.state().position)).unwrap()
    );
    assert_eq!(halves[6]["attack"]["target"], json!([12, 10]));

    // In words: the board at the end is the loaded game's.
    let (code, out, _) = ks(&["grid", "replay", path.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(out.contains("(a saved game, its moves replayed)"), "{out}");
    assert!(
        out.contains("The board at the end: half-turn 8, South to move"),
        "{out}"
    );
    let state = loaded.state();
    assert!(
        out.contains(&words::grid_board_diagram(&state.board, &state.position)),
        "{out}"
    );
    std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
}

#[test]
fn a_saved_game_keeps_its_own_options() {
    let (path, _) = saved_game("options");
    let (code, _, err) = ks(&[
        "grid",
        "replay",
        path.to_str().unwrap(),
        "--option",
        "fire_blocked_by=mountains_and_enemy_units",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("a saved game keeps its own options"), "{err}");
    std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
}

#[test]
fn a_file_that_is_neither_is_refused_in_words() {
    let dir = dir("neither");
    for (name, text, said) in [
        (
            "position.json",
            json!({"to_move": "north", "units": {"north": [], "south": []}}).to_string(),
            "is neither a recorded grid game (a replay file with `half_turns`) nor a saved grid \
             game",
        ),
        (
            "little_wars.json",
            json!({"format": "little-wars-game", "system": "little_wars", "setup": {}}).to_string(),
            "is a saved game of another system (`little_wars`), not a grid game",
        ),
        ("garbage.json", "not json at all".to_string(), "is not JSON"),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let (code, out, err) = ks(&["grid", "replay", path.to_str().unwrap()]);
        assert_eq!(code, 2, "{name}");
        assert!(out.is_empty(), "{name}: {out}");
        assert!(err.contains(said), "{name}: {err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
