//! The staff exercise's reports and messengers as the draft has them ("The Relationship
//! between Players & Umpire", L98–L120; Section 2 — Messengers; Appendix Three — "Distances at
//! which troops may be distinguished", L2314–2329; reference §1, §9, §12.2): what a report
//! says at each distance, news again from a unit that keeps the enemy in view, routes joined to
//! sender and addressee, interceptions within reach, the options `sighting_beyond_note` (L116)
//! and `direct_speech` (L98/L120), and a concealed march in plain view.

use crate::support::{c, open_game, uid};
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::Bearing;
use kriegsspiel::systems::reisswitz_1815::game::{
    Command, Event, Game, GameError, INTERCEPTION_REACH_PACES, SightingOutcome, StopReason,
};
use kriegsspiel::systems::reisswitz_1815::knowledge::ReportOrigin;
use kriegsspiel::systems::reisswitz_1815::staff::{
    CommanderId, Duty, MessageId, MessageKind, Party, Post, StaffError,
};

const OOB: &str = r#"
title = "draft rules"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[echelons]]
id = "blue"
side = "blue"
level = "army"
[[units]]
id = "r1"
echelon = "red"
name = "Red battalion"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "r2"
echelon = "red"
name = "Red second battalion"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "b1"
echelon = "blue"
name = "Blue battalion"
kind = { type = "battalion", infantry = "light" }
[[units]]
id = "bcav"
echelon = "blue"
name = "Blue hussars"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
[[units]]
id = "bpat"
echelon = "blue"
name = "Blue patrol"
kind = { type = "detachment", arm = "cavalry", block = "cavalry_troop_post_patrol" }
"#;

fn cid(s: &str) -> CommanderId {
    CommanderId::new(s).unwrap()
}

fn game() -> Game {
    open_game(OOB, 11)
}

fn place(g: &mut Game, id: &str, x: f64, y: f64, formation: &str) {
    g.apply(Command::PlaceUnit {
        unit: uid(id),
        anchor: c(x, y),
        bearing: Bearing::NORTH,
        formation: formation.into(),
        override_reason: Some("the test's layout".into()),
    })
    .unwrap();
}

fn commander(g: &mut Game, id: &str, side: Side, post: Post) {
    g.apply(Command::AddCommander {
        commander: cid(id),
        side,
        name: id.into(),
        duty: Duty::MainBody,
        post: Some(post),
    })
    .unwrap();
}

/// The descriptions Red holds of the enemy, seen from its own units (not the briefing).
fn red_picture(g: &Game) -> Vec<String> {
    g.side_view(Side::Red)
        .reported_enemy
        .iter()
        .filter(|r| !matches!(r.origin, ReportOrigin::Briefing { .. }))
        .map(|r| r.description.clone())
        .collect()
}

/// Red's battalion at (5000, 5000) with its commander on the spot, an enemy unit `distance`
/// paces north of it; one move taken.
fn seen_at(enemy: &str, formation: &str, distance: f64) -> Game {
    let mut g = game();
    place(&mut g, "r1", 5000.0, 5000.0, "line");
    commander(&mut g, "wellington", Side::Red, Post::Unit(uid("r1")));
    place(&mut g, enemy, 5000.0, 5000.0 - distance, formation);
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    g
}

#[test]
fn a_report_says_what_the_distance_allows() {
    // (enemy, formation, distance between block centres about, what Red's picture says)
    let table = [
        // 1,114 paces: infantry told from cavalry, and the mass's formation (L2318–2319).
        ("b1", "line", 1027.0, "infantry; in line, three ranks"),
        ("bcav", "cavalry_line", 1027.0, "cavalry; in line"),
        // 880 paces: single figures, so files are counted — a strength estimate (L2321–2323).
        (
            "b1",
            "line",
            700.0,
            "infantry; in line, three ranks; about 900 men",
        ),
        // 440 paces: uniforms and muskets — the kind of troops (L2327).
        (
            "b1",
            "line",
            400.0,
            "infantry; in line, three ranks; about 900 men; light infantry",
        ),
    ];
    for (enemy, formation, distance, says) in table {
        let g = seen_at(enemy, formation, distance);
        let picture = red_picture(&g);
        assert_eq!(picture.len(), 1, "{enemy} at {distance}: {picture:?}");
        assert!(
            picture[0].starts_with(says),
            "{enemy} at {distance}: {}",
            picture[0]
        );
        // The place as an observer gives it: to 100 paces beyond 880, 50 beyond 440, else 10.
        let step = if distance > 880.0 {
            100.0
        } else if distance > 440.0 {
            50.0
        } else {
            10.0
        };
        let at = g.side_view(Side::Red).reported_enemy[0].position;
        assert_eq!((at.x % step, at.y % step), (0.0, 0.0), "{at:?} to {step}");
    }
}

#[test]
fn beyond_the_note_only_under_the_option_and_only_large_bodies() {
    // Default (Appendix Three, L2318–2319): nothing beyond 1,114 paces.
    assert!(red_picture(&seen_at("b1", "line", 1500.0)).is_empty());
    // large_bodies_as_troops (L116): a battalion at 1,500 is "troops"; a patrol is not seen.
    for (enemy, formation, seen) in [("b1", "line", true), ("bpat", "detachment", false)] {
        let mut g = game();
        g.apply(Command::SetOption {
            id: "sighting_beyond_note".into(),
            reading: "large_bodies_as_troops".into(),
        })
        .unwrap();
        place(&mut g, "r1", 5000.0, 5000.0, "line");
        commander(&mut g, "wellington", Side::Red, Post::Unit(uid("r1")));
        place(&mut g, enemy, 5000.0, 3500.0, formation);
        g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
        let picture = red_picture(&g);
        assert_eq!(
            picture == vec!["troops".to_string()],
            seen,
            "{enemy}: {picture:?}"
        );
        if !seen {
            assert!(picture.is_empty(), "{picture:?}");
        }
    }
}

/// Moves `id` by `dy` paces north (the umpire's move, between moves).
fn shift(g: &mut Game, id: &str, dy: f64) {
    let at = g
        .state()
        .unit(&uid(id))
        .unwrap()
        .1
        .placement
        .clone()
        .unwrap()
        .anchor;
    g.apply(Command::MoveUnit {
        unit: uid(id),
        path: vec![c(at.x, at.y - dy)],
        gait: kriegsspiel::systems::reisswitz_1815::army::Gait::March,
        // Still facing north: the blocks move as far as the anchor.
        facing: Some(Bearing::NORTH),
        override_reason: Some("the enemy marches on".into()),
    })
    .unwrap();
}

fn sightings_of(events: &[Event], observer: &str) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::EnemySighted { observer: o, .. } if o.as_str() == observer))
        .count()
}

#[test]
fn a_unit_that_keeps_the_enemy_in_view_reports_what_changed() {
    // (what the enemy does, news again?) — threshold visibility.news.moved_paces = 100 paces.
    let table: [(&str, f64, Option<&str>, bool); 4] = [
        ("marches 150 paces", -150.0, None, true),
        ("shuffles 50 paces", -50.0, None, false),
        ("stands still", 0.0, None, false),
        ("forms attack column", 0.0, Some("attack_column"), true),
    ];
    for (what, dy, formation, news) in table {
        let mut g = seen_at("b1", "line", 1000.0);
        assert_eq!(red_picture(&g).len(), 1);
        if dy != 0.0 {
            shift(&mut g, "b1", dy);
        }
        if let Some(f) = formation {
            g.apply(Command::ChangeFormation {
                unit: uid("b1"),
                formation: f.into(),
                override_reason: Some("the umpire's change".into()),
            })
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        }
        let events = g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
        assert_eq!(sightings_of(&events, "r1") == 1, news, "{what}");
        assert_eq!(red_picture(&g).len(), 1 + usize::from(news), "{what}");
    }
    // Nearer, into a finer line of the note: news (1,000 → 800 paces: strength now counted).
    let mut g = seen_at("b1", "line", 1000.0);
    shift(&mut g, "b1", -200.0);
    let events = g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    assert_eq!(sightings_of(&events, "r1"), 1);
}

#[test]
fn a_game_started_before_the_news_rule_replays_as_played() {
    // A ruleset saved without `visibility.news` (every game saved before issue 19) reports a
    // watched body only when first seen: its journal replays to the same events.
    let mut g = seen_at("b1", "line", 1000.0);
    let mut json: serde_json::Value = serde_json::from_str(&g.to_json().unwrap()).unwrap();
    let ruleset = &mut json["setup"]["initial"]["ruleset"];
    ruleset["visibility"]
        .as_object_mut()
        .unwrap()
        .remove("news");
    ruleset["version"] = 1.into();
    let mut old = Game::from_json(&json.to_string(), "old save").unwrap();
    shift(&mut old, "b1", -150.0);
    let events = old.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    assert_eq!(sightings_of(&events, "r1"), 0);
    let again = Game::from_json(&old.to_json().unwrap(), "old save again").unwrap();
    assert_eq!(again.state(), old.state());
    shift(&mut g, "b1", -150.0);
    assert_eq!(
        sightings_of(&g.apply(Command::AdvanceClock { turns: 1 }).unwrap(), "r1"),
        1
    );
}

/// Red's battalion sees Blue's with no commander on it; its report rides to Wellington 4,000
/// paces behind. Returns the game and the report.
fn report_on_its_way() -> (Game, MessageId) {
    let mut g = game();
    place(&mut g, "r1", 5000.0, 5000.0, "line");
    place(&mut g, "b1", 5000.0, 4300.0, "line");
    commander(
        &mut g,
        "wellington",
        Side::Red,
        Post::Place(c(5000.0, 9000.0)),
    );
    let events = g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    let report = events
        .iter()
        .find_map(|e| match e {
            Event::EnemySighted {
                outcome: SightingOutcome::Reported { message, .. },
                ..
            } => Some(*message),
            _ => None,
        })
        .unwrap();
    (g, report)
}

#[test]
fn the_umpire_amends_a_report_before_it_rides_on() {
    let (mut g, report) = report_on_its_way();
    g.apply(Command::AmendReport {
        message: report,
        text: "Two battalions of light infantry on the ridge.".into(),
    })
    .unwrap();
    assert_eq!(
        g.state().staff().message(report).unwrap().text,
        "Two battalions of light infantry on the ridge."
    );
    assert!(matches!(
        g.journal().last().unwrap().events[0],
        Event::ReportAmended { chars: 46, .. }
    ));
    // A commander's order is his own words; an empty amendment says nothing.
    commander(&mut g, "picton", Side::Red, Post::Unit(uid("r1")));
    g.apply(Command::SendMessage {
        kind: MessageKind::Order,
        from: Party::Commander(cid("wellington")),
        to: Party::Commander(cid("picton")),
        text: "hold".into(),
        route: Vec::new(),
        reaction_minutes: 0.0,
        umpire_ground: None,
    })
    .unwrap();
    let order = g.state().staff().messages.last().unwrap().id;
    for (message, text, refused) in [
        (order, "retire", "not a unit's report"),
        (report, "  ", "empty"),
    ] {
        let before = g.state().clone();
        let err = g
            .apply(Command::AmendReport {
                message,
                text: text.into(),
            })
            .unwrap_err();
        let ok = match refused {
            "empty" => matches!(err, GameError::Staff(StaffError::EmptyMessage)),
            _ => matches!(err, GameError::Staff(StaffError::NotAUnitsReport(_))),
        };
        assert!(ok, "{refused}: {err}");
        assert_eq!(g.state(), &before);
    }
}

#[test]
fn a_drawn_route_starts_at_the_sender_and_ends_at_the_addressee() {
    let mut g = game();
    place(&mut g, "r1", 5000.0, 5000.0, "line");
    commander(
        &mut g,
        "wellington",
        Side::Red,
        Post::Place(c(5000.0, 9000.0)),
    );
    // The ruler route begins 1,130 paces from Wellington and stops short of the battalion.
    let drawn = vec![c(5000.0, 7870.0), c(5000.0, 6000.0)];
    g.apply(Command::SendMessage {
        kind: MessageKind::Order,
        from: Party::Commander(cid("wellington")),
        to: Party::Unit(uid("r1")),
        text: "advance".into(),
        route: drawn,
        reaction_minutes: 0.0,
        umpire_ground: None,
    })
    .unwrap();
    let m = g.state().staff().messages.last().unwrap();
    assert_eq!(m.route.start(), c(5000.0, 9000.0));
    let anchor = g
        .state()
        .party_position(&Party::Unit(uid("r1")))
        .unwrap()
        .unwrap();
    assert_eq!(m.route.end(), anchor);
    assert!(
        m.route.length() >= 4000.0 - 1.0,
        "the joins are ridden: {}",
        m.route.length()
    );
    // A sender with no place on the map cannot have a route joined to him.
    commander(&mut g, "picton", Side::Red, Post::Place(c(1000.0, 1000.0)));
    g.apply(Command::AddCommander {
        commander: cid("hill"),
        side: Side::Red,
        name: "Hill".into(),
        duty: Duty::MainBody,
        post: None,
    })
    .unwrap();
    let err = g
        .apply(Command::SendMessage {
            kind: MessageKind::Order,
            from: Party::Commander(cid("hill")),
            to: Party::Unit(uid("r1")),
            text: "advance".into(),
            route: vec![c(2000.0, 2000.0), c(3000.0, 3000.0)],
            reaction_minutes: 0.0,
            umpire_ground: None,
        })
        .unwrap_err();
    assert!(
        matches!(err, GameError::Staff(StaffError::NoPosition(_))),
        "{err}"
    );
}

#[test]
fn an_interception_needs_the_captor_within_reach_of_the_riders_road() {
    // (where Blue's patrol stands, override, taken?) — the report rides from (5000, ~5000) to
    // (5000, 9000); in its first move it covers the first stretch of that road.
    let table = [
        ((5300.0, 5200.0), None, true),
        (
            (5000.0 + INTERCEPTION_REACH_PACES + 600.0, 5200.0),
            None,
            false,
        ),
        (
            (8000.0, 5200.0),
            Some("a vedette hid in the hollow road"),
            true,
        ),
    ];
    for ((x, y), override_reason, taken) in table {
        let (mut g, report) = report_on_its_way();
        place(&mut g, "bpat", x, y, "detachment");
        let before = g.state().clone();
        let result = g.apply(Command::InterceptMessage {
            message: report,
            by: uid("bpat"),
            reason: "the rider met Blue's patrol".into(),
            override_reason: override_reason.map(String::from),
        });
        assert_eq!(result.is_ok(), taken, "at ({x}, {y}): {result:?}");
        if let Err(e) = result {
            assert!(
                matches!(e, GameError::Staff(StaffError::OutOfReach { .. })),
                "{e}"
            );
            assert!(e.to_string().contains("paces from the road"), "{e}");
            assert_eq!(g.state(), &before);
        }
    }
}

#[test]
fn a_captured_dispatch_rides_to_the_captors_nearest_commander() {
    let (mut g, report) = report_on_its_way();
    place(&mut g, "bpat", 5300.0, 5200.0, "detachment");
    commander(&mut g, "ney", Side::Blue, Post::Place(c(5300.0, 1200.0)));
    g.apply(Command::InterceptMessage {
        message: report,
        by: uid("bpat"),
        reason: "the rider met Blue's patrol".into(),
        override_reason: None,
    })
    .unwrap();
    // Ney is 4,000 paces off: Blue holds the dispatch only once the patrol's rider reaches him.
    assert!(g.side_view(Side::Blue).captured.is_empty());
    let rider = g.state().staff().messages.last().unwrap().clone();
    assert_eq!(rider.carries, Some(report));
    let moves = rider.arrives_turn - g.state().turn();
    g.apply(Command::AdvanceClock { turns: moves - 1 }).unwrap();
    assert!(g.side_view(Side::Blue).captured.is_empty(), "still riding");
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    let blue = g.side_view(Side::Blue);
    assert_eq!(blue.captured.len(), 1, "{blue:?}");
    assert_eq!(blue.inbox.len(), 1, "the patrol's report that carried it");
    assert!(blue.captured[0].number > blue.inbox[0].number);
}

/// Two Red commanders `apart` paces from each other; an order from one to the other.
fn order_between_commanders(option: Option<&str>, apart: f64) -> (u32, u32) {
    let mut g = game();
    if let Some(reading) = option {
        g.apply(Command::SetOption {
            id: "direct_speech".into(),
            reading: reading.into(),
        })
        .unwrap();
    }
    commander(
        &mut g,
        "wellington",
        Side::Red,
        Post::Place(c(5000.0, 5000.0)),
    );
    commander(
        &mut g,
        "picton",
        Side::Red,
        Post::Place(c(5000.0 + apart, 5000.0)),
    );
    g.apply(Command::SendMessage {
        kind: MessageKind::Order,
        from: Party::Commander(cid("wellington")),
        to: Party::Commander(cid("picton")),
        text: "close up".into(),
        route: Vec::new(),
        reaction_minutes: 0.0,
        umpire_ground: None,
    })
    .unwrap();
    let m = g.state().staff().messages.last().unwrap();
    (m.sent_turn, m.arrives_turn)
}

#[test]
fn commanders_within_1000_paces_speak_directly_only_under_l98() {
    // (reading, paces apart, in hand the move it is given?)
    let table = [
        (None, 800.0, false),                      // L120: every order rides
        (Some("within_1000_paces"), 800.0, true),  // L98: spoken
        (Some("within_1000_paces"), 1000.0, true), // 1,000 paces is within
        (Some("within_1000_paces"), 1200.0, false),
    ];
    for (reading, apart, spoken) in table {
        let (sent, arrives) = order_between_commanders(reading, apart);
        assert_eq!(arrives == sent, spoken, "{reading:?} at {apart} paces");
    }
}

#[test]
fn a_concealed_march_in_plain_view_prompts_the_umpire() {
    // (paces from Red's battalion, prompted?) — single figures are seen at 880 paces (L2321).
    for (distance, prompted) in [(600.0, true), (1000.0, false)] {
        let mut g = game();
        place(&mut g, "r1", 5000.0, 5000.0, "line");
        place(&mut g, "b1", 5000.0, 5000.0 - distance, "attack_column");
        g.apply(Command::Conceal {
            unit: uid("b1"),
            head_marker: 1,
        })
        .unwrap();
        let events = g.apply(Command::AdvanceUntil { max_turns: 5 }).unwrap();
        let prompt = events.iter().any(
            |e| matches!(e, Event::ConcealedMarchInView { unit, .. } if unit.as_str() == "b1"),
        );
        assert_eq!(prompt, prompted, "at {distance} paces");
        let stopped = matches!(
            events.last(),
            Some(Event::AdvancedUntil { reasons, .. })
                if reasons.iter().any(|r| matches!(r, StopReason::ConcealedMarchInView { .. }))
        );
        assert_eq!(stopped, prompted, "at {distance} paces");
        // Never seen while concealed: Red holds no report of it.
        assert!(red_picture(&g).is_empty());
    }
}
