//! The staff exercise: scenario and briefings, commanders, and orders and reports as game
//! objects carried by messengers (source text L53–L67 "The General Idea or Scenario", L84, L98,
//! L100, L116–L120 "The Relationship between Players & Umpire"; Section 2 — Movement,
//! Messengers; Appendix Three — Movement Chart, officers' rows; reference §1, §12.2).
//!
//! The worked example. The map has light woods from x = 2,500 to 3,000 and a 10–15° slope from
//! x = 3,000 to 4,000 (both y 500–1,500). An order from (1,000, 1,000) to (4,000, 1,000) rides
//! 1,500 paces of even ground, 500 of light woods and 1,000 of the slope: 3,000 paces, more than
//! 2,000, so the chart row "Officers & messengers, after 2,000 paces" prices every leg from the
//! outset (Section 2 — Messengers: "700 paces … from the outset"; reference §1: even 700,
//! lwood 700, s10_15 300):
//!   1500/700 + 500/700 + 1000/300 = 2.142857 + 0.714286 + 3.333333 = 6.190476 moves
//!   = 12.381 minutes → sent at the start of move t, in hand at the start of move t + 7.
//! With 5 minutes to read the last report and decide, added as L116 asks: 6.190476 + 2.5 =
//! 8.690476 moves → t + 9; with 3.5 minutes: 7.940476 → t + 8.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{c, rect, uid};
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::map::{FeatureKind, TerrainLayer};
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, OrderOfBattle};
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, Event, Game, GameError, GameSetup,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use kriegsspiel::systems::reisswitz_1815::staff::{
    Channel, CommanderId, Duty, InformationSource, Intelligence, MessageId, MessageKind,
    MessageStatus, Party, Post, ReportedUnit, SeparateReport, StaffError,
};

const OOB: &str = r#"
title = "staff test"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[echelons]]
id = "blue"
side = "blue"
level = "army"
[[units]]
id = "a1"
echelon = "red"
number = 1
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "a2"
echelon = "red"
number = 2
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "hus"
echelon = "red"
number = 10
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
[[units]]
id = "b1"
echelon = "blue"
number = 1
kind = { type = "battalion", infantry = "line" }
"#;

fn cid(s: &str) -> CommanderId {
    CommanderId::new(s).unwrap()
}

/// The map of the worked example, with a river at y 3,000–3,200 and no bridge; a1 at
/// (1,000, 1,000), a2 at (4,000, 1,000), b1 at (6,000, 4,000); commanders picton (red, with
/// a1), vandeleur (red, at (4,000, 1,000)) and ney (blue, with b1).
fn game() -> Game {
    let mut terrain = TerrainLayer::new();
    for f in [
        rect(FeatureKind::LightWoods, 2500.0, 500.0, 3000.0, 1500.0),
        rect(FeatureKind::Slope10To15, 3000.0, 500.0, 4000.0, 1500.0),
        rect(FeatureKind::Water, 0.0, 3000.0, 10000.0, 3200.0),
    ] {
        terrain.add(f).unwrap();
    }
    let field = Battlefield::new("staff", c(0.0, 0.0), c(10000.0, 6000.0), terrain).unwrap();
    let oob = OrderOfBattle::from_toml(OOB, "test").unwrap();
    let setup = GameSetup::new(
        field,
        Ruleset::reisswitz_1815().unwrap(),
        oob,
        7,
        TimeOfDay::new(10, 0).unwrap(),
    )
    .unwrap();
    let mut g = Game::new(setup);
    for (unit, x, y) in [
        ("a1", 1000.0, 1000.0),
        ("a2", 4000.0, 1000.0),
        ("b1", 6000.0, 4000.0),
    ] {
        g.apply(Command::PlaceUnit {
            unit: uid(unit),
            anchor: c(x, y),
            bearing: Bearing::EAST,
            formation: "column_of_route".into(),
            override_reason: None,
        })
        .unwrap();
    }
    for (id, side, duty, post) in [
        ("picton", Side::Red, Duty::MainBody, Post::Unit(uid("a1"))),
        (
            "vandeleur",
            Side::Red,
            Duty::AdvancedGuard,
            Post::Place(c(4000.0, 1000.0)),
        ),
        (
            "ney",
            Side::Blue,
            Duty::CommanderInChief,
            Post::Unit(uid("b1")),
        ),
    ] {
        g.apply(Command::AddCommander {
            commander: cid(id),
            side,
            name: id.to_uppercase(),
            duty,
            post: Some(post),
        })
        .unwrap();
    }
    g
}

fn order(from: Party, to: Party, text: &str, reaction_minutes: f64) -> Command {
    Command::SendMessage {
        kind: MessageKind::Order,
        from,
        to,
        text: text.into(),
        route: Vec::new(),
        reaction_minutes,
        umpire_ground: None,
    }
}

fn picton() -> Party {
    Party::Commander(cid("picton"))
}

fn advance(g: &mut Game, turns: u32) -> Vec<Event> {
    g.apply(Command::AdvanceClock { turns }).unwrap()
}

fn delivered(events: &[Event]) -> Vec<MessageId> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::MessageDelivered { message, .. } => Some(*message),
            _ => None,
        })
        .collect()
}

#[test]
fn order_over_mixed_ground_arrives_at_the_move_the_rule_gives() {
    // (turn sent, reaction minutes, turn in hand) — worked in the module comment.
    let cases: [(u32, f64, u32); 5] = [
        (0, 0.0, 7),
        (0, 5.0, 9),
        (0, 3.5, 8),
        (3, 0.0, 10),
        (3, 5.0, 12),
    ];
    for (sent, reaction, due) in cases {
        let mut g = game();
        if sent > 0 {
            advance(&mut g, sent);
        }
        let events = g
            .apply(order(
                picton(),
                Party::Unit(uid("a2")),
                "advance to the wood",
                reaction,
            ))
            .unwrap();
        let Some(Event::MessageSent {
            message,
            arrives_turn,
            paces,
            minutes,
            ..
        }) = events.first()
        else {
            panic!("{events:?}");
        };
        assert_eq!(*arrives_turn, due, "sent {sent}, reaction {reaction}");
        assert!((paces - 3000.0).abs() < 1e-6);
        let expected = (1500.0 / 700.0 + 500.0 / 700.0 + 1000.0 / 300.0) * 2.0 + reaction;
        assert!((minutes - expected).abs() < 1e-9, "{minutes} vs {expected}");
        // Pending until it arrives: one move before, still pending and not delivered.
        let pending = g.state().staff().pending_orders(&uid("a2"));
        assert_eq!(pending.len(), 1);
        let ev = advance(&mut g, due - sent - 1);
        assert!(delivered(&ev).is_empty(), "{ev:?}");
        assert_eq!(g.state().staff().pending_orders(&uid("a2")).len(), 1);
        // Delivered by the clock, with its event, at exactly its move.
        let ev = advance(&mut g, 1);
        assert_eq!(delivered(&ev), vec![*message]);
        assert!(g.state().staff().pending_orders(&uid("a2")).is_empty());
        let m = g.state().staff().message(*message).unwrap();
        assert_eq!(m.status, MessageStatus::Delivered { turn: due });
        assert_eq!(g.state().staff().received(Side::Red).len(), 1);
        assert!(g.state().staff().received(Side::Blue).is_empty());
    }
}

#[test]
fn a_long_advance_delivers_at_the_arrival_turn_and_the_option_shortens_the_ride() {
    let mut g = game();
    g.apply(order(picton(), Party::Unit(uid("a2")), "hold", 0.0))
        .unwrap();
    let ev = advance(&mut g, 20);
    assert_eq!(delivered(&ev), vec![MessageId(1)]);
    assert!(matches!(
        ev.iter()
            .find(|e| matches!(e, Event::MessageDelivered { .. })),
        Some(Event::MessageDelivered { turn: 7, .. })
    ));
    // messenger_long_trip = chart_rows_split: first 2,000 paces on the faster row
    // (1500/900 + 500/700 = 2.381), the last 1,000 on the slower (1000/300): 5.714 → 6.
    let mut g = game();
    g.apply(Command::SetOption {
        id: "messenger_long_trip".into(),
        reading: "chart_rows_split".into(),
    })
    .unwrap();
    let ev = g
        .apply(order(picton(), Party::Unit(uid("a2")), "hold", 0.0))
        .unwrap();
    assert!(
        matches!(
            ev[0],
            Event::MessageSent {
                arrives_turn: 6,
                ..
            }
        ),
        "{ev:?}"
    );
}

#[test]
fn interception_keeps_the_message_from_its_addressee_and_gives_it_to_the_captor() {
    let mut g = game();
    g.apply(order(
        picton(),
        Party::Commander(cid("vandeleur")),
        "attack at noon",
        0.0,
    ))
    .unwrap();
    // Only the enemy intercepts.
    let before = g.state().clone();
    let err = g
        .apply(Command::InterceptMessage {
            message: MessageId(1),
            by: uid("a1"),
            reason: "lost".into(),
            override_reason: None,
        })
        .unwrap_err();
    assert!(
        matches!(err, GameError::Staff(StaffError::CaptorNotEnemy { .. })),
        "{err}"
    );
    assert_eq!(g.state(), &before);
    let ev = g
        .apply(Command::InterceptMessage {
            message: MessageId(1),
            by: uid("b1"),
            reason: "the rider met a blue patrol on the road".into(),
            // b1 stands 5,364 paces off the road: the umpire rules it took him all the same.
            override_reason: Some("a party of b1's was out on the road".into()),
        })
        .unwrap();
    assert!(matches!(
        &ev[0],
        Event::MessageIntercepted { captor_side: Side::Blue, by, .. } if by == &uid("b1")
    ));
    let ev = advance(&mut g, 30);
    assert!(delivered(&ev).is_empty(), "{ev:?}");
    let staff = g.state().staff();
    assert!(staff.received(Side::Red).is_empty());
    let captured = staff.received(Side::Blue);
    assert_eq!(captured.len(), 1);
    assert!(captured[0].intercepted());
    assert_eq!(captured[0].text, "attack at noon");
    // Not in transit any more: a second interception is refused.
    let err = g
        .apply(Command::InterceptMessage {
            message: MessageId(1),
            by: uid("b1"),
            reason: "again".into(),
            override_reason: None,
        })
        .unwrap_err();
    assert!(
        matches!(err, GameError::Staff(StaffError::NotInTransit { .. })),
        "{err}"
    );
}

/// What a refusal must be.
type Expect = fn(&GameError) -> bool;

#[test]
fn bad_input_is_refused_with_the_reason_and_nothing_changes() {
    let across_river = Command::SendMessage {
        kind: MessageKind::Report,
        from: picton(),
        to: Party::Commander(cid("vandeleur")),
        text: "the enemy is across the river".into(),
        route: vec![c(1000.0, 2500.0), c(1000.0, 3500.0), c(4000.0, 1000.0)],
        reaction_minutes: 0.0,
        umpire_ground: None,
    };
    let cases: Vec<(&str, Command, Expect)> = vec![
        (
            "empty message",
            order(picton(), Party::Unit(uid("a2")), "  ", 0.0),
            |e| matches!(e, GameError::Staff(StaffError::EmptyMessage)),
        ),
        (
            "to the other side's commander (L98, L100, L120)",
            order(picton(), Party::Commander(cid("ney")), "surrender", 0.0),
            |e| matches!(e, GameError::Staff(StaffError::OtherSide { .. })),
        ),
        (
            "across water with no bridge or ford (Section 5)",
            across_river,
            |e| matches!(e, GameError::Staff(StaffError::Unridable { .. })),
        ),
        (
            "negative reaction time (L116)",
            order(picton(), Party::Unit(uid("a2")), "go", -1.0),
            |e| matches!(e, GameError::Staff(StaffError::ReactionTime { .. })),
        ),
        (
            "NaN reaction time",
            order(picton(), Party::Unit(uid("a2")), "go", f64::NAN),
            |e| matches!(e, GameError::Staff(StaffError::ReactionTime { .. })),
        ),
        (
            "absurd reaction time",
            order(picton(), Party::Unit(uid("a2")), "go", 1.0e9),
            |e| matches!(e, GameError::Staff(StaffError::ReactionTime { .. })),
        ),
        ("to himself", order(picton(), picton(), "go", 0.0), |e| {
            matches!(e, GameError::Staff(StaffError::ToItself))
        }),
        (
            "posted with a unit not on the map",
            Command::PostCommander {
                commander: cid("picton"),
                post: Post::Unit(uid("hus")),
            },
            |e| matches!(e, GameError::Staff(StaffError::UnitNotOnMap { .. })),
        ),
        (
            "posted off the map",
            Command::PostCommander {
                commander: cid("picton"),
                post: Post::Place(c(-50.0, 100.0)),
            },
            |e| matches!(e, GameError::Staff(StaffError::OffMap { .. })),
        ),
        (
            "unknown commander",
            order(
                Party::Commander(cid("nobody")),
                Party::Unit(uid("a2")),
                "go",
                0.0,
            ),
            |e| matches!(e, GameError::Staff(StaffError::UnknownCommander(_))),
        ),
        (
            "unknown unit",
            order(picton(), Party::Unit(uid("zz")), "go", 0.0),
            |e| matches!(e, GameError::UnknownUnit(_)),
        ),
        (
            "unknown message",
            Command::InterceptMessage {
                message: MessageId(99),
                by: uid("b1"),
                reason: "x".into(),
                override_reason: None,
            },
            |e| matches!(e, GameError::Staff(StaffError::UnknownMessage(_))),
        ),
        (
            "a commander twice",
            Command::AddCommander {
                commander: cid("picton"),
                side: Side::Red,
                name: "again".into(),
                duty: Duty::Staff,
                post: None,
            },
            |e| matches!(e, GameError::Staff(StaffError::DuplicateCommander(_))),
        ),
        (
            "a reported enemy at no place",
            Command::SetSeparateReport {
                side: Side::Red,
                report: SeparateReport {
                    enemy: vec![Intelligence {
                        source: InformationSource::Spy,
                        text: "somewhere".into(),
                        reported_units: vec![ReportedUnit {
                            description: "guns".into(),
                            position: c(f64::NAN, 0.0),
                        }],
                    }],
                    ..SeparateReport::default()
                },
            },
            |e| matches!(e, GameError::Staff(StaffError::BadRoute(_))),
        ),
    ];
    for (what, command, expected) in cases {
        let mut g = game();
        let before = g.state().clone();
        let entries = g.journal().len();
        let err = g.apply(command).expect_err(what);
        assert!(expected(&err), "{what}: {err:?}");
        assert!(!err.to_string().is_empty());
        assert_eq!(g.state(), &before, "{what}");
        assert_eq!(g.journal().len(), entries, "{what}");
    }
}

#[test]
fn scenario_briefings_are_journaled_and_saved() {
    let mut g = game();
    g.apply(Command::SetGeneralIdea {
        text: "A red corps covers the crossing of the river against a blue advance.".into(),
    })
    .unwrap();
    let report = SeparateReport {
        forces: "2 battalions, 2 squadrons of hussars".into(),
        orders: "hold the heights until relieved".into(),
        objective: "the heights north of the river".into(),
        line_of_retreat: "north, by the main road".into(),
        enemy: vec![Intelligence {
            source: InformationSource::Inhabitant,
            text: "a farmer saw many soldiers near the mill".into(),
            // As reported — the true b1 stands at (6,000, 4,000).
            reported_units: vec![ReportedUnit {
                description: "perhaps three battalions".into(),
                position: c(7000.0, 4500.0),
            }],
        }],
        time_of_year: "June".into(),
        dawn: Some(TimeOfDay::new(3, 45).unwrap()),
        dusk: Some(TimeOfDay::new(21, 15).unwrap()),
        weather: "dry, light wind".into(),
        ground_and_rivers: "the river is in spate".into(),
    };
    let ev = g
        .apply(Command::SetSeparateReport {
            side: Side::Red,
            report: report.clone(),
        })
        .unwrap();
    assert_eq!(
        ev,
        vec![Event::SeparateReportSet {
            side: Side::Red,
            enemy_items: 1
        }]
    );
    let scenario = &g.state().staff().scenario;
    assert_eq!(scenario.report(Side::Red), Some(&report));
    assert!(scenario.report(Side::Blue).is_none());
    let loaded = Game::from_json(&g.to_json().unwrap(), "test").unwrap();
    assert_eq!(loaded.state(), g.state());
}

#[test]
fn save_load_replay_and_undo_of_send_message() {
    let mut g = game();
    let before_send = g.state().clone();
    g.apply(order(picton(), Party::Unit(uid("a2")), "advance", 5.0))
        .unwrap();
    let after_send = g.state().clone();
    // Undo rebuilds the state without it; redo sends it again, identically.
    assert!(matches!(g.undo().unwrap(), Command::SendMessage { .. }));
    assert_eq!(g.state(), &before_send);
    assert!(g.state().staff().messages.is_empty());
    g.redo().unwrap();
    assert_eq!(g.state(), &after_send);
    // Save → load → replay, with a message in transit, one intercepted, one delivered.
    g.apply(order(
        picton(),
        Party::Commander(cid("vandeleur")),
        "report",
        0.0,
    ))
    .unwrap();
    g.apply(Command::InterceptMessage {
        message: MessageId(2),
        by: uid("b1"),
        reason: "taken".into(),
        override_reason: Some("a party of b1's was out on the road".into()),
    })
    .unwrap();
    advance(&mut g, 3);
    g.apply(order(picton(), Party::Unit(uid("a2")), "halt", 0.0))
        .unwrap();
    advance(&mut g, 6);
    let text = g.to_json().unwrap();
    let loaded = Game::from_json(&text, "test").unwrap();
    assert_eq!(loaded.state(), g.state());
    assert_eq!(loaded.journal(), g.journal());
    let replayed = Game::replay(
        g.setup().clone(),
        g.journal().iter().map(|e| e.command.clone()),
    )
    .unwrap();
    assert_eq!(replayed.state(), g.state());
}

#[test]
fn games_saved_before_the_staff_exercise_load_unchanged() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../maps/default.game.json");
    let text = std::fs::read_to_string(&path).unwrap();
    let g = Game::from_json(&text, "default.game.json").unwrap();
    assert!(g.state().staff().is_empty());
    // Nothing new is written while the staff exercise is empty.
    assert!(!g.to_json().unwrap().contains("\"staff\""));
}

#[test]
fn who_may_talk_to_whom_and_a_commander_riding_in_person() {
    // Source text L98: more than 1,000 paces apart → only through the umpire.
    let mut g = game();
    let cases: [(f64, Channel); 4] = [
        (4000.0, Channel::ThroughUmpire),
        (2001.0, Channel::ThroughUmpire),
        (2000.0, Channel::Direct), // exactly 1,000 paces from a1 at x = 1,000
        (1800.0, Channel::Direct),
    ];
    for (x, channel) in cases {
        g.apply(Command::PostCommander {
            commander: cid("vandeleur"),
            post: Post::Place(c(x, 1000.0)),
        })
        .unwrap();
        let terms = g
            .state()
            .speaking_terms(&cid("picton"), &cid("vandeleur"))
            .unwrap();
        assert_eq!(terms.channel, channel, "vandeleur at x = {x}");
        assert_eq!(terms.distance, Some(x - 1000.0));
    }
    assert_eq!(g.state().speaking_terms_of(Side::Red).unwrap().len(), 1);
    assert!(matches!(
        g.state().speaking_terms(&cid("picton"), &cid("ney")),
        Err(GameError::Staff(StaffError::DifferentSides { .. }))
    ));
    // L118: picton gallops to (4,000, 1,000) himself — the messenger's calculation, 7 moves.
    let ev = g
        .apply(Command::RideInPerson {
            commander: cid("picton"),
            route: Vec::new(),
            to: Some(c(4000.0, 1000.0)),
            reaction_minutes: 0.0,
            umpire_ground: None,
        })
        .unwrap();
    assert!(
        matches!(
            ev[0],
            Event::CommanderRiding {
                arrives_turn: 7,
                ..
            }
        ),
        "{ev:?}"
    );
    let terms = g
        .state()
        .speaking_terms(&cid("picton"), &cid("vandeleur"))
        .unwrap();
    assert_eq!(
        (terms.distance, terms.channel),
        (None, Channel::ThroughUmpire)
    );
    let ev = advance(&mut g, 7);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::CommanderArrived { .. })),
        "{ev:?}"
    );
    assert_eq!(
        g.state().commander_position(&cid("picton")).unwrap(),
        Some(c(4000.0, 1000.0))
    );
    // Removing a commander with a message on its way is refused; afterwards it is allowed.
    g.apply(order(
        picton(),
        Party::Commander(cid("vandeleur")),
        "stay",
        0.0,
    ))
    .unwrap();
    let err = g
        .apply(Command::RemoveCommander {
            commander: cid("vandeleur"),
        })
        .unwrap_err();
    assert!(matches!(
        err,
        GameError::Staff(StaffError::MessagesInTransit(_))
    ));
}
