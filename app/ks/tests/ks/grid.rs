//! `ks grid`: the recorded game replayed through the rules (issue 11's contract: keys,
//! coordinates, exit code 2 at the first refusal), and an attack explained from a position
//! file; in process and through the real binary.

use crate::support::ks;
use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::Command;

fn bundled() -> String {
    concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../maps/grid/opening.replay.json"
    )
    .to_string()
}

/// Writes `value` as JSON into a fresh file; returns its path.
fn temp_json(name: &str, value: &Value) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ks-grid-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.json"));
    std::fs::write(&path, serde_json::to_string_pretty(value).unwrap()).unwrap();
    path
}

fn parse(out: &str) -> Value {
    serde_json::from_str(out).unwrap_or_else(|e| panic!("not JSON ({e}): {out}"))
}

#[test]
fn replay_of_the_bundled_opening_answers_with_the_issues_keys() {
    let (code, out, err) = ks(&["grid", "replay", &bundled(), "--json"]);
    assert_eq!(code, 0, "{err}");
    let answer = parse(&out);
    assert_eq!(answer["accepted"], json!(true));
    let halves = answer["half_turns"].as_array().unwrap();
    assert_eq!(halves.len(), 7);
    for (i, half) in halves.iter().enumerate() {
        let side = if i % 2 == 0 { "north" } else { "south" };
        assert_eq!(half["side"], json!(side));
        assert_eq!(half["accepted"], json!(true));
        assert_eq!(half["refusal"], Value::Null);
        for key in ["attack", "position", "cut_off"] {
            assert!(half.get(key).is_some(), "half-turn {i} lacks {key}");
        }
        let position = &half["position"];
        for side in ["north", "south"] {
            assert!(position["units"][side].is_array());
            assert!(position["arsenals"][side].is_array());
        }
    }
    // Half-turn 1 has no attack; its position has North's infantry moved to [6,9].
    assert_eq!(halves[0]["attack"], Value::Null);
    let north = halves[0]["position"]["units"]["north"].as_array().unwrap();
    assert!(north.contains(&json!({"type": "infantry", "at": [6, 9]})));
    assert_eq!(north.len(), 17);
    assert_eq!(
        halves[0]["position"]["arsenals"]["north"],
        json!([[7, 3], [14, 1]])
    );
    // Half-turn 7's attack on [12,10], explained.
    let attack = &halves[6]["attack"];
    assert_eq!(attack["target"], json!([12, 10]));
    assert_eq!(attack["attack_total"], json!(4));
    assert_eq!(attack["defence_total"], json!(24));
    assert_eq!(attack["result"], json!("no_effect"));
    let rows = attack["contributions"].as_array().unwrap();
    let attack_sum: u64 = rows
        .iter()
        .filter(|r| r["role"] == json!("attack"))
        .map(|r| r["counts"].as_u64().unwrap())
        .sum();
    assert_eq!(attack_sum, 4);
    assert_eq!(halves[6]["cut_off"], json!([[10, 8]]));
}

#[test]
fn replay_in_words_says_each_half_turn() {
    let (code, out, _) = ks(&["grid", "replay", &bundled()]);
    assert_eq!(code, 0);
    assert!(out.contains("Half-turn 1, North: no attack"), "{out}");
    assert!(
        out.contains("attack on [12,10]: 4 against 24 — no effect"),
        "{out}"
    );
    assert!(out.contains("Accepted: all 7 half-turns"), "{out}");
}

fn refused_file() -> PathBuf {
    temp_json(
        "refused",
        &json!({
            "board": "standard",
            "half_turns": [
                { "side": "north", "moves": [ { "from": [5, 8], "to": [5, 9] } ], "attack": null },
                { "side": "south", "moves": [ { "from": [14, 10], "to": [14, 8] } ] },
                { "side": "north", "moves": [] }
            ]
        }),
    )
}

#[test]
fn replay_stops_at_the_first_refusal_with_its_reason_and_exit_code_2() {
    let file = refused_file();
    let (code, out, _) = ks(&["grid", "replay", file.to_str().unwrap(), "--json"]);
    assert_eq!(code, 2);
    let answer = parse(&out);
    assert_eq!(answer["accepted"], json!(false));
    let halves = answer["half_turns"].as_array().unwrap();
    assert_eq!(halves.len(), 2, "stops at the refused half-turn");
    assert_eq!(halves[1]["accepted"], json!(false));
    assert!(halves[1]["refusal"].as_str().unwrap().contains("too far"));
    assert_eq!(halves[1]["refusal_rule"], json!("too_far"));
    let (code, out, _) = ks(&["grid", "replay", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        out.contains("REFUSED at half-turn 2, move 1 [14,10] → [14,8]: too far"),
        "{out}"
    );
}

#[test]
fn replay_takes_start_options_and_command_line_options() {
    // A start of two units, the South infantry cut off from its arsenal by North's at [10,14].
    let file = temp_json(
        "start",
        &json!({
            "start": {
                "to_move": "north",
                "arsenals": { "north": [[7, 3]], "south": [[2, 19]] },
                "units": {
                    "north": [ {"type": "cavalry", "at": [7, 10]} ],
                    "south": [ {"type": "infantry", "at": [7, 12]} ]
                }
            },
            "options": { "relay_support_range": 2 },
            "half_turns": [
                { "side": "north", "moves": [ { "from": [7, 10], "to": [7, 11] } ],
                  "attack": { "target": [7, 12], "by": [7, 11] } }
            ]
        }),
    );
    let (code, out, err) = ks(&["grid", "replay", file.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{err}{out}");
    let answer = parse(&out);
    let attack = &answer["half_turns"][0]["attack"];
    // South's infantry [7,12] is on no South line: defence 0, charge 7: destroyed, and with
    // South's only fighting unit gone North wins (source L19).
    assert_eq!(attack["attack_total"], json!(7));
    assert_eq!(attack["defence_total"], json!(0));
    assert_eq!(attack["result"], json!("destroyed"));
    assert_eq!(answer["outcome"]["winner"], json!("north"));
    // A reading that does not exist is bad input.
    let (code, _, err) = ks(&[
        "grid",
        "replay",
        file.to_str().unwrap(),
        "--option",
        "relay_support_range=5",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("relay_support_range"), "{err}");
}

/// The reference's worked example (§5) as a position file on a board with no features but an
/// arsenal under every unit ("every unit linked").
fn worked_example_position() -> PathBuf {
    let north = [
        (11, 4, "cavalry"),
        (10, 3, "cavalry"),
        (12, 3, "infantry"),
        (15, 5, "artillery"),
        (15, 2, "infantry"),
    ];
    let south = [
        (12, 5, "infantry"),
        (13, 6, "infantry"),
        (12, 8, "artillery"),
        (10, 5, "relay"),
    ];
    let units = |list: &[(u8, u8, &str)]| -> Value {
        list.iter()
            .map(|(x, y, t)| json!({"type": t, "at": [x, y]}))
            .collect()
    };
    let squares =
        |list: &[(u8, u8, &str)]| -> Value { list.iter().map(|(x, y, _)| json!([x, y])).collect() };
    temp_json(
        "worked",
        &json!({
            "board": { "north": { "arsenals": squares(&north) }, "south": { "arsenals": squares(&south) } },
            "to_move": "north",
            "units": { "north": units(&north), "south": units(&south) }
        }),
    )
}

#[test]
fn attack_explains_the_references_worked_example() {
    let file = worked_example_position();
    let (code, out, err) = ks(&[
        "grid",
        "attack",
        "--position",
        file.to_str().unwrap(),
        "--target",
        "12,5",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let answer = parse(&out);
    assert_eq!(answer["attack_total"], json!(23));
    assert_eq!(answer["defence_total"], json!(21));
    assert_eq!(answer["result"], json!("destroyed"));
    assert_eq!(answer["attacker"], json!("north"));
    let rows = answer["contributions"].as_array().unwrap();
    assert_eq!(rows.len(), 8);
    assert!(rows.contains(&json!({
        "at": [10, 3], "type": "cavalry", "side": "north", "role": "attack", "line": "diagonal",
        "distance": 2, "counts": 7, "why": "charging: number 2 in the column (source L40, L46)"
    })));
    assert_eq!(answer["left_out"][0]["at"], json!([15, 2]));
    let (code, out, _) = ks(&[
        "grid",
        "attack",
        "--position",
        file.to_str().unwrap(),
        "--target",
        "12,5",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("attack 23 against defence 21, difference 2 — destroyed"),
        "{out}"
    );
    // With relay_support_range = 0 the relay drops out: 20 (§5).
    let (_, out, _) = ks(&[
        "grid",
        "attack",
        "--position",
        file.to_str().unwrap(),
        "--target",
        "12,5",
        "--json",
        "--option",
        "relay_support_range=0",
    ]);
    assert_eq!(parse(&out)["defence_total"], json!(20));
}

#[test]
fn attack_reads_a_recorded_game_to_its_end() {
    let (code, out, err) = ks(&[
        "grid",
        "attack",
        "--position",
        &bundled(),
        "--target",
        "10,10",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let answer = parse(&out);
    assert_eq!(answer["attacker"], json!("south"));
    assert_eq!(answer["target"], json!([10, 10]));
}

#[test]
fn bad_grid_input_is_refused_with_exit_code_2() {
    let file = worked_example_position();
    let path = file.to_str().unwrap();
    for args in [
        vec!["grid", "attack", "--position", path, "--target", "25,0"],
        vec!["grid", "attack", "--position", path, "--target", "0,0"],
        vec!["grid", "attack", "--position", path, "--target", "twelve"],
        vec![
            "grid",
            "attack",
            "--position",
            "/nonexistent/position.json",
            "--target",
            "1,1",
        ],
        vec![
            "grid",
            "attack",
            "--position",
            "/dev/zero",
            "--target",
            "1,1",
        ],
        vec!["grid", "replay", "/nonexistent/game.json"],
        vec!["grid", "replay", path],
        vec!["grid"],
    ] {
        let (code, _, err) = ks(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(!err.trim().is_empty(), "{args:?} said nothing");
    }
}

fn real_ks(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ks"))
        .args(args)
        .output()
        .expect("ks runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn the_real_binary_replays_and_exits_2_on_a_refusal() {
    let (code, out) = real_ks(&["grid", "replay", &bundled(), "--json"]);
    assert_eq!(code, 0);
    assert_eq!(parse(&out)["accepted"], json!(true));
    let refused = refused_file();
    let (code, out) = real_ks(&["grid", "replay", refused.to_str().unwrap(), "--json"]);
    assert_eq!(code, 2);
    assert_eq!(parse(&out)["accepted"], json!(false));
}

/// The bundled opening with every half-turn given as the position after it only.
fn positions_only_file(name: &str) -> (PathBuf, Value) {
    let (code, out, err) = ks(&["grid", "replay", &bundled(), "--json"]);
    assert_eq!(code, 0, "{err}");
    let with_moves = parse(&out);
    let halves: Vec<Value> = with_moves["half_turns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|half| {
            json!({ "side": half["side"],
                    "position": { "units": half["position"]["units"],
                                  "arsenals": half["position"]["arsenals"] } })
        })
        .collect();
    let file = json!({ "board": "standard", "half_turns": halves });
    (temp_json(name, &file), with_moves)
}

#[test]
fn replay_of_positions_only_finds_the_moves_and_reaches_each_position() {
    // Rules reference §9 "Replay" (L366-375): positions only, the moves searched for.
    let (path, with_moves) = positions_only_file("positions-only");
    let (code, out, err) = ks(&["grid", "replay", path.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0, "{err}");
    let answer = parse(&out);
    assert_eq!(answer["accepted"], json!(true));
    let found = answer["half_turns"].as_array().unwrap();
    let recorded = with_moves["half_turns"].as_array().unwrap();
    assert_eq!(found.len(), recorded.len());
    for (half, wanted) in found.iter().zip(recorded) {
        assert_eq!(half["position"], wanted["position"]);
        assert_eq!(half["cut_off"], wanted["cut_off"]);
        let moves = half["found"]["moves"].as_array().unwrap();
        assert!(!moves.is_empty() && moves.len() <= 5, "{half}");
        assert!(half["found"].get("attack").is_some());
    }
    // A file with moves keeps its answer as before: no `found` key.
    assert!(recorded.iter().all(|half| half.get("found").is_none()));
    let (code, text, _) = ks(&["grid", "replay", path.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(text.contains("recorded as a position; found:"), "{text}");
}

#[test]
fn replay_of_an_unreachable_position_names_the_half_turn_and_rule() {
    let (path, _) = positions_only_file("positions-refused");
    let mut file: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    // Every North unit vanishes in North's own half-turn: no move can explain it.
    file["half_turns"][0]["position"]["units"]["north"] = json!([]);
    let path = temp_json("positions-vanished", &file);
    let (code, out, _) = ks(&["grid", "replay", path.to_str().unwrap(), "--json"]);
    assert_eq!(code, 2);
    let answer = parse(&out);
    assert_eq!(answer["accepted"], json!(false));
    let half = &answer["half_turns"][0];
    assert_eq!(half["refusal_rule"], json!("unmatched_squares"));
    assert!(
        half["refused_action"]
            .as_str()
            .unwrap()
            .starts_with("half-turn 1")
    );
}
