//! The journal: undo and redo, saving and loading (atomic, replayed and checked), and property
//! tests that replaying the journal gives the identical game and that no command, however
//! wild its figures, makes the engine panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{c, uid};
use geo::Coord;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Condition, Gait, OrderOfBattle, UnitId};
use kriegsspiel::systems::reisswitz_1815::dice::{DieId, DieKind, DieReading};
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, Game, GameError, GameSetup, Marker, MarkerKind, ShakenDegree,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::{DefeatLetter, HouseRule, Ruleset};
use proptest::prelude::*;
use std::path::PathBuf;

pub(crate) fn setup() -> GameSetup {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../assets/orders-of-battle/brigade-learning-game.toml");
    let oob = OrderOfBattle::load(&path).unwrap();
    let field = Battlefield::open(8000.0, 8000.0).unwrap();
    GameSetup::new(
        field,
        Ruleset::reisswitz_1815().unwrap(),
        oob,
        1815,
        TimeOfDay::new(9, 0).unwrap(),
    )
    .unwrap()
}

fn place(unit: &str, x: f64, y: f64, formation: &str) -> Command {
    Command::PlaceUnit {
        unit: uid(unit),
        anchor: c(x, y),
        bearing: Bearing::NORTH,
        formation: formation.into(),
        override_reason: None,
    }
}

fn march(unit: &str, x: f64, y: f64) -> Command {
    Command::MoveUnit {
        unit: uid(unit),
        path: vec![c(x, y)],
        gait: Gait::March,
        facing: None,
        override_reason: None,
    }
}

/// A short game touching most commands.
fn a_short_game() -> Game {
    let mut g = Game::new(setup());
    let commands = vec![
        place("red-a-1", 2000.0, 5000.0, "column_of_route"),
        place("blue-b-1", 2000.0, 2000.0, "line"),
        march("red-a-1", 2000.0, 4800.0),
        Command::ThrowDie {
            die: DieId::II,
            reading: DieReading::Circle,
            purpose: "test".into(),
        },
        Command::AdvanceClock { turns: 1 },
        Command::ChangeFormation {
            unit: uid("red-a-1"),
            formation: "attack_column".into(),
            override_reason: None,
        },
        Command::SetMarker {
            unit: uid("blue-b-1"),
            marker: Marker::Beaten {
                letter: DefeatLetter::T,
            },
        },
        Command::SetOption {
            id: "recovery_times".into(),
            reading: "dice_summary_then".into(),
        },
        Command::HouseRule {
            rule: HouseRule::parse("movement.rows.inf_march.lwood=150", "mud").unwrap(),
        },
        Command::AdvanceClock { turns: 3 },
        march("red-a-1", 2000.0, 4700.0),
    ];
    for command in commands {
        g.apply(command).unwrap();
    }
    g
}

#[test]
fn undo_and_redo_rebuild_the_same_states() {
    let mut g = Game::new(setup());
    assert!(matches!(g.undo(), Err(GameError::NothingToUndo)));
    assert!(matches!(g.redo(), Err(GameError::NothingToRedo)));
    let mut states = vec![g.state().clone()];
    for command in [
        place("red-a-1", 2000.0, 5000.0, "column_of_route"),
        march("red-a-1", 2000.0, 4850.0),
        Command::ThrowDie {
            die: DieId::I,
            reading: DieReading::Face,
            purpose: "a".into(),
        },
        Command::AdvanceClock { turns: 2 },
    ] {
        g.apply(command).unwrap();
        states.push(g.state().clone());
    }
    let full = g.clone();
    for i in (0..4).rev() {
        g.undo().unwrap();
        assert_eq!(*g.state(), states[i], "after undoing back to {i}");
        assert_eq!(g.journal().len(), i);
    }
    for state in &states[1..] {
        g.redo().unwrap();
        assert_eq!(g.state(), state);
    }
    assert_eq!(g, full);
    // A new command after an undo drops what could be redone.
    g.undo().unwrap();
    assert!(g.can_redo());
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    assert!(!g.can_redo());
    // The dice replay too: the undone throw comes back with the same face.
    let mut h = full.clone();
    h.undo().unwrap();
    h.undo().unwrap();
    h.redo().unwrap();
    assert_eq!(h.state().dice(), states[3].dice());
}

#[test]
fn save_and_load_round_trip_atomically() {
    let g = a_short_game();
    let dir = std::env::temp_dir().join(format!("ks-game-journal-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("short.game.json");
    g.save(&path).unwrap();
    assert_eq!(Game::load(&path).unwrap(), g);
    // Saving again replaces the file whole and leaves no temporary file behind.
    let mut h = g.clone();
    h.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    h.save(&path).unwrap();
    assert_eq!(Game::load(&path).unwrap(), h);
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(matches!(Game::load(&path), Err(GameError::SaveFile { .. })));
}

#[test]
fn a_save_that_does_not_replay_is_refused() {
    let g = a_short_game();
    let text = g.to_json().unwrap();
    // Tamper with a recorded event: the march's length.
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let events = &mut value["journal"][2]["events"];
    let moved = events
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|e| e["event"] == "unit_moved")
        .unwrap();
    moved["length"] = serde_json::json!(999.0);
    let e = Game::from_json(&value.to_string(), "tampered").unwrap_err();
    assert!(
        matches!(e, GameError::ReplayMismatch { index: 2, .. }),
        "{e}"
    );
    // A command the rules refuse cannot be smuggled in.
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["journal"][2]["command"]["path"] = serde_json::json!([{"x": 2000.0, "y": 100.0}]);
    let e = Game::from_json(&value.to_string(), "tampered").unwrap_err();
    assert!(e.to_string().contains("refused on replay"), "{e}");
    // Wrong file, newer version, broken JSON, bad figures.
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["format_version"] = serde_json::json!(99);
    assert!(
        Game::from_json(&value.to_string(), "x")
            .unwrap_err()
            .to_string()
            .contains("newer")
    );
    assert!(Game::from_json("{\"format\": \"kriegsspiel-map\"}", "x").is_err());
    assert!(Game::from_json(&text[..text.len() / 2], "x").is_err());
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["setup"]["battlefield"]["max"]["x"] = serde_json::json!(-1.0);
    assert!(Game::from_json(&value.to_string(), "x").is_err());
}

// ------------------------------------------------------------------ property tests

const UNITS: [&str; 7] = [
    "red-a-1",
    "red-a-2",
    "red-cav-11",
    "red-bty-1",
    "blue-b-1",
    "blue-rifles",
    "ghost",
];
const FORMATIONS: [&str; 8] = [
    "line",
    "attack_column",
    "column_of_route",
    "square",
    "cavalry_line",
    "cavalry_route_twos",
    "battery_close_column_pairs",
    "phalanx",
];

/// Mostly sensible coordinates, sometimes wild ones.
fn coordinate() -> impl Strategy<Value = f64> {
    prop_oneof![
        8 => 0.0..8000.0,
        1 => prop_oneof![
            Just(f64::NAN),
            Just(f64::INFINITY),
            Just(-1e300),
            Just(1e12),
            any::<f64>()
        ],
    ]
}

fn point() -> impl Strategy<Value = Coord<f64>> {
    (coordinate(), coordinate()).prop_map(|(x, y)| c(x, y))
}

fn unit() -> impl Strategy<Value = UnitId> {
    prop::sample::select(UNITS.to_vec()).prop_map(uid)
}

fn gait() -> impl Strategy<Value = Gait> {
    prop::sample::select(Gait::ALL.to_vec())
}

fn bearing() -> impl Strategy<Value = Bearing> {
    prop_oneof![
        prop::sample::select(vec![0.0, 90.0, 180.0, 270.0]),
        -1e6..1e6f64
    ]
    .prop_map(|d| Bearing::new(d).unwrap())
}

fn reason() -> impl Strategy<Value = Option<String>> {
    prop_oneof![3 => Just(None), 1 => Just(Some("umpire's call".to_string()))]
}

fn command() -> impl Strategy<Value = Command> {
    let formation = prop::sample::select(FORMATIONS.to_vec()).prop_map(String::from);
    prop_oneof![
        (unit(), point(), bearing(), formation.clone(), reason()).prop_map(
            |(unit, anchor, bearing, formation, override_reason)| Command::PlaceUnit {
                unit,
                anchor,
                bearing,
                formation,
                override_reason
            }
        ),
        unit().prop_map(|unit| Command::RemoveUnit { unit }),
        (
            unit(),
            prop::collection::vec(point(), 0..4),
            gait(),
            prop::option::of(bearing()),
            reason()
        )
            .prop_map(
                |(unit, path, gait, facing, override_reason)| Command::MoveUnit {
                    unit,
                    path,
                    gait,
                    facing,
                    override_reason
                }
            ),
        (unit(), formation, reason()).prop_map(|(unit, formation, override_reason)| {
            Command::ChangeFormation {
                unit,
                formation,
                override_reason,
            }
        }),
        (unit(), bearing(), reason()).prop_map(|(unit, bearing, override_reason)| {
            Command::Rotate {
                unit,
                bearing,
                override_reason,
            }
        }),
        (
            unit(),
            0u32..20,
            prop_oneof![Just(100.0), Just(200.0), Just(300.0), any::<f64>()],
            reason()
        )
            .prop_map(|(unit, blocks, distance, override_reason)| {
                Command::DeploySkirmishers {
                    unit,
                    blocks,
                    distance,
                    override_reason,
                }
            }),
        (unit(), reason()).prop_map(|(unit, override_reason)| Command::RecallSkirmishers {
            unit,
            override_reason
        }),
        (
            unit(),
            prop_oneof![
                prop::sample::select(vec![DefeatLetter::R, DefeatLetter::D, DefeatLetter::T])
                    .prop_map(|letter| Marker::Beaten { letter }),
                Just(Marker::UnderCanister),
                Just(Marker::OutOfAmmunition),
                Just(Marker::Shaken {
                    degree: ShakenDegree::Slightly
                }),
            ]
        )
            .prop_map(|(unit, marker)| Command::SetMarker { unit, marker }),
        (
            unit(),
            prop::sample::select(vec![
                MarkerKind::Beaten,
                MarkerKind::Shaken,
                MarkerKind::UnderCanister,
                MarkerKind::OutOfAmmunition
            ])
        )
            .prop_map(|(unit, kind)| Command::ClearMarker { unit, kind }),
        (unit(), prop_oneof![0u32..20, any::<u32>()])
            .prop_map(|(unit, head_marker)| Command::Conceal { unit, head_marker }),
        unit().prop_map(|unit| Command::Reveal { unit }),
        (unit(), prop_oneof![0i64..2000, any::<i64>()], -10i64..20)
            .prop_map(|(unit, men, guns)| Command::SetStrength { unit, men, guns }),
        (
            unit(),
            prop::sample::select(vec![Condition::Fresh, Condition::Tired])
        )
            .prop_map(|(unit, condition)| Command::SetCondition {
                unit,
                condition,
                reason: None,
            }),
        prop_oneof![4 => 0u32..4, 1 => any::<u32>()]
            .prop_map(|turns| Command::AdvanceClock { turns }),
        prop::sample::select(vec![
            ("recovery_times", "dice_summary"),
            ("gun_preparation", "chart_note"),
            ("gun_preparation", "nonsense"),
            ("no_such_option", "x"),
        ])
        .prop_map(|(id, reading)| Command::SetOption {
            id: id.into(),
            reading: reading.into()
        }),
        prop::sample::select(vec![
            "movement.rows.inf_march.even=300",
            "movement.rows.inf_march.even=-5",
            "movement.rows.light_cav_deploying.lwood=null",
            "blocks.kinds.4.frontage_paces=150",
            "no.such.path=1",
        ])
        .prop_map(|text| Command::HouseRule {
            rule: HouseRule::parse(text, "").unwrap()
        }),
        (
            prop::sample::select(DieId::ALL.to_vec()),
            prop::sample::select(vec![DieReading::Circle, DieReading::Face])
        )
            .prop_map(|(die, reading)| Command::ThrowDie {
                die,
                reading,
                purpose: "p".into()
            }),
        prop_oneof![-2i64..9, any::<i64>()].prop_map(|face| Command::RecordThrow {
            die: DieKind::D6,
            face,
            purpose: String::new()
        }),
    ]
}

/// Units on the map before the random commands, so that moves have something to move.
pub(crate) fn preamble() -> Vec<Command> {
    vec![
        place("red-a-1", 2000.0, 5000.0, "column_of_route"),
        place("red-cav-11", 4000.0, 5000.0, "cavalry_line"),
        place("red-bty-1", 6000.0, 5000.0, "battery_close_column_pairs"),
        place("blue-b-1", 2000.0, 2000.0, "line"),
        place("blue-rifles", 5000.0, 2000.0, "attack_column"),
    ]
}

/// A command, or a move given relative to where the unit stands (so that many moves are
/// within reach); the test turns it into a command against the present state.
#[derive(Debug, Clone)]
pub(crate) enum Op {
    Raw(Command),
    MoveBy {
        unit: UnitId,
        steps: Vec<(f64, f64)>,
        gait: Gait,
        override_reason: Option<String>,
    },
}

pub(crate) fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        2 => command().prop_map(Op::Raw),
        1 => (unit(), prop::collection::vec((-400.0..400.0f64, -400.0..400.0f64), 1..3), gait(), reason())
            .prop_map(|(unit, steps, gait, override_reason)| Op::MoveBy { unit, steps, gait, override_reason }),
    ]
}

pub(crate) fn to_command(g: &Game, op: Op) -> Command {
    match op {
        Op::Raw(command) => command,
        Op::MoveBy {
            unit,
            steps,
            gait,
            override_reason,
        } => {
            let start = g
                .state()
                .unit(&unit)
                .ok()
                .and_then(|(_, s)| s.placement.as_ref().map(|p| p.anchor))
                .unwrap_or(c(4000.0, 4000.0));
            let mut at = start;
            let path = steps
                .into_iter()
                .map(|(dx, dy)| {
                    at = c(at.x + dx, at.y + dy);
                    at
                })
                .collect();
            Command::MoveUnit {
                unit,
                path,
                gait,
                facing: None,
                override_reason,
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// No command panics; a refused command changes nothing; replaying the journal from the
    /// setup, and saving and loading, give the identical game.
    #[test]
    fn replay_reproduces_the_game(ops in prop::collection::vec(op(), 1..40)) {
        let mut g = Game::new(setup());
        for command in preamble() {
            g.apply(command).unwrap();
        }
        for op in ops {
            let command = to_command(&g, op);
            let before = g.clone();
            if g.apply(command).is_err() {
                prop_assert_eq!(&g, &before);
            }
        }
        let replayed = Game::replay(
            g.setup().clone(),
            g.journal().iter().map(|e| e.command.clone()),
        );
        prop_assert!(replayed.is_ok(), "{:?}", replayed.err());
        let replayed = replayed.unwrap();
        prop_assert_eq!(replayed.state(), g.state());
        prop_assert_eq!(replayed.journal(), g.journal());
        let loaded = Game::from_json(&g.to_json().unwrap(), "proptest");
        prop_assert!(loaded.is_ok(), "{:?}", loaded.err());
        prop_assert_eq!(&loaded.unwrap(), &g);
        // Undo then redo of the last command is the same game again.
        if g.can_undo() {
            let mut h = g.clone();
            h.undo().unwrap();
            h.redo().unwrap();
            prop_assert_eq!(h.state(), g.state());
        }
    }

    /// Strengths are never negative whatever is asked.
    #[test]
    fn strengths_stay_non_negative(men in any::<i64>(), guns in any::<i64>()) {
        let mut g = Game::new(setup());
        let _ = g.apply(Command::SetStrength { unit: uid("red-a-1"), men, guns });
        let (_, s) = g.state().unit(&uid("red-a-1")).unwrap();
        prop_assert!(i64::from(s.strength.men) <= men.max(900));
        prop_assert!(men >= 0 || s.strength.men == 900);
    }
}
