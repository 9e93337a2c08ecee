//! Ammunition (reference §12.1; Section 3, L537; Appendix Three, L2416, L2464; chart note,
//! L1885): turns of fire, fouling, refill and resupply, a unit out of ammunition refused, the
//! clock completing a resupply, the journal replaying it.

use crate::support::rules;
use crate::support::{open_game, uid};
use kriegsspiel::systems::reisswitz_1815::calc::ammunition::{
    AmmunitionClass, AmmunitionLedger, resupply_turns, turns_of_fire,
};
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event, Game, GameError};

const OOB: &str = r#"
title = "ammunition"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[units]]
id = "a1"
echelon = "red"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "bty"
echelon = "red"
kind = { type = "battery", artillery = "foot", calibre = "six_pdr" }
[[units]]
id = "hus"
echelon = "red"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
"#;

#[test]
fn the_drafts_figures() {
    // (class, option reading, turns of fire, turns to resupply, draft line)
    let cases = [
        (
            AmmunitionClass::Infantry,
            "fire_table_10",
            12,
            5,
            "L537: 60 cartridges at 5 a turn; 10 minutes from the wagon",
        ),
        (
            AmmunitionClass::Battery,
            "fire_table_10",
            50,
            5,
            "L2416: 50 turns; L2464: 10 minutes",
        ),
        (
            AmmunitionClass::Battery,
            "chart_note_4",
            50,
            2,
            "L1885: 4 minutes, two 2-minute turns",
        ),
        (
            AmmunitionClass::Infantry,
            "chart_note_4",
            12,
            5,
            "the battery option leaves infantry alone",
        ),
    ];
    for (class, reading, full, resupply, cite) in cases {
        let mut r = rules();
        r.set_option("battery_resupply_time", reading).unwrap();
        assert_eq!(turns_of_fire(&r, class).0, full, "{cite}");
        let (turns, step) = resupply_turns(&r, class);
        assert_eq!(turns, resupply, "{cite}");
        assert!(!step.text.is_empty() && !step.source.as_str().is_empty());
    }
    let r = rules();
    let a = &r.ammunition;
    assert_eq!(
        a.infantry.cartridges_per_man / a.infantry.rounds_per_turn,
        a.infantry.turns_of_fire,
        "L537: 60 / 5 = 12"
    );
    assert_eq!(
        a.infantry.fouling_after_turns, 5,
        "L537: foul after 10 minutes"
    );
    assert_eq!(a.artillery.howitzer_bombard_moves, 50, "L683");
    assert_eq!(
        (a.artillery.wagon_min_paces, a.artillery.wagon_max_paces),
        (1000, 1500),
        "L366, L370"
    );
}

#[test]
fn fouling_comes_after_five_turns_of_continuous_fire_and_a_pause_ends_it() {
    // Section 3, L537: after 10 minutes of continuous fire the muskets foul.
    let r = rules();
    let mut ledger = AmmunitionLedger::default();
    for turn in 0..5 {
        ledger.fire(&r, AmmunitionClass::Infantry, turn).unwrap();
        let fouled = ledger.status(&r, AmmunitionClass::Infantry, turn).fouled;
        assert_eq!(fouled, turn == 4, "turn {turn}");
    }
    // A second fire in the same turn costs nothing more.
    ledger.fire(&r, AmmunitionClass::Infantry, 4).unwrap();
    assert_eq!(ledger.turns_fired, 5);
    // A pause of a turn and the count of continuous fire starts again.
    assert!(!ledger.status(&r, AmmunitionClass::Infantry, 6).fouled);
    ledger.fire(&r, AmmunitionClass::Infantry, 6).unwrap();
    assert_eq!(ledger.continuous_turns, 1);
    // Batteries do not foul (the draft says it of muskets only).
    let mut battery = AmmunitionLedger::default();
    for turn in 0..10 {
        battery.fire(&r, AmmunitionClass::Battery, turn).unwrap();
    }
    assert!(!battery.status(&r, AmmunitionClass::Battery, 9).fouled);
}

fn fire(game: &mut Game, unit: &str) -> Result<Vec<Event>, GameError> {
    game.apply(Command::FireTurn {
        unit: uid(unit),
        override_reason: None,
    })
}

fn next_turn(game: &mut Game) {
    game.apply(Command::AdvanceClock { turns: 1 }).unwrap();
}

#[test]
fn a_battalion_out_of_cartridges_is_refused_until_it_has_refilled() {
    let mut game = open_game(OOB, 3);
    for n in 0..12u32 {
        let events = fire(&mut game, "a1").unwrap();
        assert!(events.contains(&Event::AmmunitionSpent {
            unit: uid("a1"),
            turns_left: 11 - n,
            fouled: n >= 4,
        }));
        next_turn(&mut game);
    }
    let refused = fire(&mut game, "a1").unwrap_err().to_string();
    assert!(refused.contains("out of ammunition"), "{refused}");
    assert!(refused.contains("5 turns"), "{refused}");
    let status = game.state().ammunition_status(&uid("a1")).unwrap();
    assert_eq!(status.turns_left, 0);
    assert!(status.cannot_fire.is_some());

    let now = game.state().turn();
    let events = game.apply(Command::Resupply { unit: uid("a1") }).unwrap();
    assert_eq!(
        events,
        vec![Event::ResupplyStarted {
            unit: uid("a1"),
            ready_at: now + 5
        }]
    );
    for _ in 0..4 {
        next_turn(&mut game);
        let refused = fire(&mut game, "a1").unwrap_err().to_string();
        assert!(
            refused.contains(&format!("from turn {}", now + 5)),
            "{refused}"
        );
    }
    let events = game.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    assert!(
        events.contains(&Event::Resupplied { unit: uid("a1") }),
        "{events:?}"
    );
    assert_eq!(
        game.state()
            .ammunition_status(&uid("a1"))
            .unwrap()
            .turns_left,
        12
    );
    fire(&mut game, "a1").unwrap();
}

#[test]
fn a_battery_resupplies_by_the_chosen_reading() {
    for (reading, turns) in [("fire_table_10", 5), ("chart_note_4", 2)] {
        let mut game = open_game(OOB, 3);
        game.apply(Command::SetOption {
            id: "battery_resupply_time".into(),
            reading: reading.into(),
        })
        .unwrap();
        for _ in 0..50 {
            fire(&mut game, "bty").unwrap();
            next_turn(&mut game);
        }
        assert!(fire(&mut game, "bty").is_err(), "L2416: 50 turns");
        let now = game.state().turn();
        let events = game.apply(Command::Resupply { unit: uid("bty") }).unwrap();
        assert_eq!(
            events,
            vec![Event::ResupplyStarted {
                unit: uid("bty"),
                ready_at: now + turns
            }],
            "{reading}"
        );
    }
}

#[test]
fn an_override_lets_an_empty_unit_fire_and_says_so() {
    let mut game = open_game(OOB, 3);
    for _ in 0..12 {
        fire(&mut game, "a1").unwrap();
        next_turn(&mut game);
    }
    let events = game
        .apply(Command::FireTurn {
            unit: uid("a1"),
            override_reason: Some("cartridges taken from the wounded (umpire)".into()),
        })
        .unwrap();
    assert!(matches!(events.first(), Some(Event::Overridden { .. })));
}

#[test]
fn cavalry_keeps_no_count_and_resupply_needs_something_fired() {
    let mut game = open_game(OOB, 3);
    assert!(fire(&mut game, "hus").is_err());
    assert!(game.apply(Command::Resupply { unit: uid("a1") }).is_err());
}

#[test]
fn the_umpires_decision_is_recorded_where_the_draft_gives_no_figure() {
    // L537: how much the rate falls when the muskets foul is the umpire's decision.
    let mut game = open_game(OOB, 3);
    let events = game
        .apply(Command::RecordDecision {
            topic: "fouled muskets: rate of fire".into(),
            decision: "half the table figure: the battalion has fired for ten minutes".into(),
            unit: Some(uid("a1")),
        })
        .unwrap();
    assert!(
        matches!(&events[0], Event::DecisionRecorded { topic, .. } if topic.contains("fouled"))
    );
    assert!(
        game.apply(Command::RecordDecision {
            topic: " ".into(),
            decision: "x".into(),
            unit: None,
        })
        .is_err()
    );
}

#[test]
fn fire_and_resupply_replay_from_the_journal_and_old_saves_load() {
    let mut game = open_game(OOB, 3);
    for _ in 0..3 {
        fire(&mut game, "a1").unwrap();
        next_turn(&mut game);
    }
    game.apply(Command::Resupply { unit: uid("a1") }).unwrap();
    let text = game.to_json().unwrap();
    let back = Game::from_json(&text, "test").unwrap();
    assert_eq!(back.state(), game.state());
    // A save from before ammunition has no ledger and no ammunition section: it loads full.
    let mut value: serde_json::Value =
        serde_json::from_str(&open_game(OOB, 3).to_json().unwrap()).unwrap();
    let text = serde_json::to_string(&value).unwrap();
    assert!(
        !text.contains("\"ammunition\":{\"turns"),
        "a full ledger is left out"
    );
    strip_key(&mut value, "ammunition");
    let old = Game::from_json(&serde_json::to_string(&value).unwrap(), "old").unwrap();
    assert_eq!(old.state().ruleset().ammunition.artillery.turns_of_fire, 50);
}

fn strip_key(value: &mut serde_json::Value, key: &str) {
    match value {
        serde_json::Value::Object(map) => {
            map.remove(key);
            for v in map.values_mut() {
                strip_key(v, key);
            }
        }
        serde_json::Value::Array(list) => list.iter_mut().for_each(|v| strip_key(v, key)),
        _ => {}
    }
}
