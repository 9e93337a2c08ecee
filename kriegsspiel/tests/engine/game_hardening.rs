//! Hardening (issue 13): undo stops at a scenario's set-up (defect 8), an override relaxes the
//! rules but never the map's edge (defect 7), and every saved field is checked on load
//! (defect 11): a redo stack naming an unknown unit, a bearing of 1e300, a set-up longer than
//! the journal.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{c, uid};
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Gait, OrderOfBattle};
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, Game, GameError, GameSetup,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The brigade learning game on an open field of 8,000 paces a side.
fn game() -> Game {
    let oob =
        OrderOfBattle::load(&root().join("assets/orders-of-battle/brigade-learning-game.toml"))
            .unwrap();
    let field = Battlefield::open(8000.0, 8000.0).unwrap();
    let setup = GameSetup::new(
        field,
        Ruleset::reisswitz_1815().unwrap(),
        oob,
        1815,
        TimeOfDay::new(9, 0).unwrap(),
    )
    .unwrap();
    Game::new(setup)
}

fn place(unit: &str, x: f64, y: f64) -> Command {
    Command::PlaceUnit {
        unit: uid(unit),
        anchor: c(x, y),
        bearing: Bearing::NORTH,
        formation: "attack_column".into(),
        override_reason: None,
    }
}

#[test]
fn undo_stops_at_the_scenarios_set_up_and_says_so() {
    let mut g = game();
    g.apply(place("red-a-1", 2000.0, 5000.0)).unwrap();
    g.apply(place("blue-b-1", 2000.0, 2000.0)).unwrap();
    g.close_set_up();
    assert_eq!(g.set_up_entries(), 2);
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    assert!(g.can_undo());
    g.undo().unwrap();
    assert!(!g.can_undo(), "only the set-up is left");
    let err = g.undo().unwrap_err();
    assert_eq!(err, GameError::UndoAtSetUp { entries: 2 });
    assert!(err.to_string().contains("set-up"), "{err}");
    assert_eq!(g.journal().len(), 2, "the set-up stays in the journal");
    // Redo still brings the undone turn back; the floor survives a save and a load.
    g.redo().unwrap();
    let back = Game::from_json(&g.to_json().unwrap(), "test").unwrap();
    assert_eq!(back.set_up_entries(), 2);
    assert_eq!(back, g);
}

#[test]
fn the_bundled_scenario_cannot_be_undone_past_its_set_up() {
    for file in ["maps/default.game.json", "maps/staff-exercise.game.json"] {
        let g = Game::load(&root().join(file)).unwrap();
        assert!(g.set_up_entries() >= 12, "{file}: the twelve placements");
        assert!(g.set_up_entries() <= g.journal().len(), "{file}");
    }
    let mut g = Game::load(&root().join("maps/default.game.json")).unwrap();
    let placed = g
        .state()
        .unit_states()
        .filter(|(_, s)| s.placement.is_some())
        .count();
    assert!(matches!(g.undo(), Err(GameError::UndoAtSetUp { .. })));
    let still = g
        .state()
        .unit_states()
        .filter(|(_, s)| s.placement.is_some())
        .count();
    assert_eq!(still, placed, "every placed unit stays on the board");
}

#[test]
fn an_override_relaxes_the_rules_but_not_the_maps_edge() {
    let mut g = game();
    g.apply(place("red-a-1", 2000.0, 5000.0)).unwrap();
    let before = g.clone();
    // 14 km off the map, with a reason: refused all the same, and the game is unchanged.
    let err = g
        .apply(Command::MoveUnit {
            unit: uid("red-a-1"),
            path: vec![c(16_000.0, 5000.0)],
            gait: Gait::March,
            facing: None,
            override_reason: Some("the umpire says so".into()),
        })
        .unwrap_err();
    assert!(matches!(err, GameError::BeyondMapEdge { .. }), "{err:?}");
    assert!(err.to_string().contains("map's edge"), "{err}");
    assert_eq!(g, before);
    let err = g
        .apply(Command::PlaceUnit {
            unit: uid("blue-b-1"),
            anchor: c(-14_000.0, 2000.0),
            bearing: Bearing::NORTH,
            formation: "attack_column".into(),
            override_reason: Some("reinforcements".into()),
        })
        .unwrap_err();
    assert!(matches!(err, GameError::BeyondMapEdge { .. }), "{err:?}");
    assert_eq!(g, before);
    // Without a reason it is the usual refusal the umpire can read.
    assert!(matches!(
        g.apply(place("blue-b-1", -14_000.0, 2000.0)),
        Err(GameError::Refused { .. })
    ));
}

/// The saved JSON of a short game, as a value to spoil.
fn saved() -> serde_json::Value {
    let mut g = game();
    g.apply(place("red-a-1", 2000.0, 5000.0)).unwrap();
    g.apply(place("blue-b-1", 2000.0, 2000.0)).unwrap();
    g.undo().unwrap();
    serde_json::from_str(&g.to_json().unwrap()).unwrap()
}

fn load(value: &serde_json::Value) -> Result<Game, GameError> {
    Game::from_json(&value.to_string(), "spoiled.game.json")
}

#[test]
fn every_saved_field_is_checked_on_load() {
    let good = saved();
    load(&good).expect("the unspoiled save loads");
    assert_eq!(good["redo"].as_array().map(Vec::len), Some(1));

    // A redo stack naming a unit the order of battle does not have, or one whose command the
    // rules refuse where the game stands (on red-a-1's block): the game opens as it stands,
    // the command is dropped from the redo stack and the drop is named (issue 23 item 8; it
    // used to refuse the whole save).
    for (spoil, words) in [
        (("unit", serde_json::json!("nobody-1")), "nobody-1"),
        (
            ("anchor", serde_json::json!({"x": 2000.0, "y": 5000.0})),
            "redo",
        ),
    ] {
        let mut v = good.clone();
        v["redo"][0][spoil.0] = spoil.1;
        let g = load(&v).expect("the game opens without its spoiled redo");
        assert!(!g.can_redo(), "{words}");
        let why = g
            .played()
            .dropped_redo()
            .expect("the drop is named")
            .to_string();
        assert!(why.contains("redo") && why.contains(words), "{why}");
    }

    // A bearing of 1e300 in the journal and in the redo stack: not a number a command holds,
    // so the file is refused as it is read.
    for at in ["journal", "redo"] {
        let mut v = good.clone();
        if at == "journal" {
            v["journal"][0]["command"]["bearing"] = serde_json::json!(1e300);
        } else {
            v["redo"][0]["bearing"] = serde_json::json!(1e300);
        }
        let err = load(&v).unwrap_err().to_string();
        assert!(err.contains("bearing"), "{at}: {err}");
    }

    // A set-up longer than the journal.
    let mut v = good.clone();
    v["set_up_entries"] = 5.into();
    let err = load(&v).unwrap_err().to_string();
    assert!(err.contains("set-up"), "{err}");
}

#[test]
fn a_saved_unit_state_is_checked_against_the_order_of_battle_and_the_frame() {
    let mut g = game();
    g.apply(place("red-a-1", 2000.0, 5000.0)).unwrap();
    let good: serde_json::Value = serde_json::from_str(&g.to_json().unwrap()).unwrap();
    let mut v = good.clone();
    v["setup"]["initial"]["units"]["red-a-1"]["placement"] = serde_json::json!({
        "anchor": {"x": 1e300, "y": 0.0},
        "bearing": 0.0,
        "formation": "line"
    });
    let err = load(&v).unwrap_err().to_string();
    assert!(
        err.contains("red-a-1") && err.contains("map frame"),
        "{err}"
    );
    let mut v = good;
    let units = v["setup"]["initial"]["units"].as_object_mut().unwrap();
    let state = units.remove("red-a-1").unwrap();
    units.insert("ghost-1".into(), state);
    let err = load(&v).unwrap_err().to_string();
    assert!(err.contains("order of battle"), "{err}");
}

#[test]
fn a_sheet_turned_1e300_degrees_is_refused_on_load() {
    let text = std::fs::read_to_string(root().join("maps/default.map.json")).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["sheets"][0]["rotation_degrees"] = serde_json::json!(1e300);
    let dir = std::env::temp_dir().join(format!("ks-rot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("turned.map.json");
    std::fs::write(&file, v.to_string()).unwrap();
    let err = kriegsspiel::map::MapDocument::load(&file)
        .unwrap_err()
        .to_string();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(err.contains("rotation"), "{err}");
}
