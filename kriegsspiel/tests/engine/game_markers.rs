//! Markers: beaten units (blocks turned, recovery by the chosen reading), canister counters,
//! shaken, out of ammunition — and that a refused marker command changes nothing.
//!
//! Figures: Section 4 — Repulsed, Defeated and Totally Defeated Troops: recovery moves (R 2/3,
//! D 3/6, T 5/10 by default; D 5/5 in the dice summary, option `recovery_times`) and blocks
//! turned (R one, D and T two); Section 4 — Rules for Assaults, Casualties: a light counter
//! under canister fire, a black one on the second turn running.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{open_game, uid};
use kriegsspiel::systems::reisswitz_1815::army::UnitId;
use kriegsspiel::systems::reisswitz_1815::game::{
    CanisterStage, Command, Event, Game, GameError, Marker, MarkerKind, ShakenDegree,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::DefeatLetter;

const OOB: &str = r#"
title = "test"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[units]]
id = "a1"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "lt"
echelon = "red"
kind = { type = "battalion", infantry = "light" }
[[units]]
id = "rf"
echelon = "red"
kind = { type = "battalion", infantry = "rifles" }
[[units]]
id = "hus"
echelon = "red"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
[[units]]
id = "bty12"
echelon = "red"
kind = { type = "battery", artillery = "foot", calibre = "twelve_pdr" }
"#;

fn game() -> Game {
    open_game(OOB, 42)
}

/// Applies a command that must fail, and checks the game did not change at all.
fn fails(g: &mut Game, command: Command) -> GameError {
    let before = g.clone();
    let e = g.apply(command).unwrap_err();
    assert_eq!(*g, before, "a refused command changes nothing");
    e
}

#[test]
fn beaten_units_rally_by_the_chosen_reading() {
    let mut g = game();
    let beaten = |letter| Command::SetMarker {
        unit: uid("a1"),
        marker: Marker::Beaten { letter },
    };
    g.apply(beaten(DefeatLetter::D)).unwrap();
    let (_, s) = g.state().unit(&uid("a1")).unwrap();
    let b = s.markers.beaten.clone().unwrap();
    assert_eq!(
        (b.blocks_turned, b.can_defend_at, b.can_attack_at),
        (2, 3, 6)
    );
    assert_eq!(s.markers.turns_until_rallied(0), Some((3, 6)));
    let events = g.apply(Command::AdvanceClock { turns: 3 }).unwrap();
    assert!(events.contains(&Event::CanDefendAgain { unit: uid("a1") }));
    let events = g.apply(Command::AdvanceClock { turns: 3 }).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MarkerCleared {
            kind: MarkerKind::Beaten,
            ..
        }
    )));
    assert!(g.state().unit(&uid("a1")).unwrap().1.markers.is_empty());
    // The dice summary's reading with its "& then" (L2342–2344): D may defend after 5 moves
    // and attack 5 moves later.
    g.apply(Command::SetOption {
        id: "recovery_times".into(),
        reading: "dice_summary_then".into(),
    })
    .unwrap();
    g.apply(beaten(DefeatLetter::D)).unwrap();
    let b = g
        .state()
        .unit(&uid("a1"))
        .unwrap()
        .1
        .markers
        .beaten
        .clone()
        .unwrap();
    assert_eq!(
        (b.can_defend_at - b.at_turn, b.can_attack_at - b.at_turn),
        (5, 10)
    );
    // Repulsed: one block turned.
    g.apply(beaten(DefeatLetter::R)).unwrap();
    let b = g
        .state()
        .unit(&uid("a1"))
        .unwrap()
        .1
        .markers
        .beaten
        .clone()
        .unwrap();
    assert_eq!(b.blocks_turned, 1);
}

#[test]
fn canister_counters_turn_black_on_the_second_turn_and_lapse() {
    let mut g = game();
    let canister = Command::SetMarker {
        unit: uid("a1"),
        marker: Marker::UnderCanister,
    };
    let stage = |g: &Game| {
        g.state()
            .unit(&uid("a1"))
            .unwrap()
            .1
            .markers
            .canister
            .map(|c| c.stage)
    };
    g.apply(canister.clone()).unwrap();
    g.apply(canister.clone()).unwrap();
    assert_eq!(
        stage(&g),
        Some(CanisterStage::First),
        "twice in one turn is still the first"
    );
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    g.apply(canister.clone()).unwrap();
    assert_eq!(stage(&g), Some(CanisterStage::Second));
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    assert_eq!(stage(&g), Some(CanisterStage::Second));
    let events = g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MarkerCleared {
            kind: MarkerKind::UnderCanister,
            ..
        }
    )));
    assert_eq!(stage(&g), None);
    // Shaken, out of ammunition, and clearing.
    g.apply(Command::SetMarker {
        unit: uid("bty12"),
        marker: Marker::OutOfAmmunition,
    })
    .unwrap();
    g.apply(Command::SetMarker {
        unit: uid("a1"),
        marker: Marker::Shaken {
            degree: ShakenDegree::Badly,
        },
    })
    .unwrap();
    g.apply(Command::ClearMarker {
        unit: uid("a1"),
        kind: MarkerKind::Shaken,
    })
    .unwrap();
    assert!(matches!(
        fails(
            &mut g,
            Command::ClearMarker {
                unit: uid("a1"),
                kind: MarkerKind::Shaken
            }
        ),
        GameError::Unsuitable { .. }
    ));
    assert!(
        g.state()
            .unit(&uid("bty12"))
            .unwrap()
            .1
            .markers
            .out_of_ammunition
    );
}

#[test]
fn totally_defeated_and_refused_marker_commands() {
    // T: two blocks turned; defend after 5 moves, attack after 10 (Section 4, the default).
    let mut g = game();
    g.apply(Command::SetMarker {
        unit: uid("bty12"),
        marker: Marker::Beaten {
            letter: DefeatLetter::T,
        },
    })
    .unwrap();
    let b = g
        .state()
        .unit(&uid("bty12"))
        .unwrap()
        .1
        .markers
        .beaten
        .clone()
        .unwrap();
    assert_eq!(
        (b.blocks_turned, b.can_defend_at, b.can_attack_at),
        (2, 5, 10)
    );
    for command in [
        Command::SetMarker {
            unit: UnitId::new("ghost").unwrap(),
            marker: Marker::UnderCanister,
        },
        Command::ClearMarker {
            unit: uid("a1"),
            kind: MarkerKind::Beaten,
        },
    ] {
        fails(&mut g, command);
    }
}
