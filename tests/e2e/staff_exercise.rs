//! A small staff exercise played end to end (draft, "The General Idea or Scenario", L53–L67;
//! "The Relationship between Players & Umpire", L98–L120; Section 2 — Messengers; reference
//! §1, §2, §9, §12.2): two briefings; an order ridden 3,000 paces over mixed ground; a patrol
//! that sights the enemy, whose commander learns of it only when the patrol's report is
//! delivered; `AdvanceUntil` stopping at the delivery and at the sighting; and Red's view (and
//! its JSON export) never showing Blue beyond what was reported.
//!
//! The order, worked by hand. Light woods lie at x 2,500–3,000 and a 10–15° slope at
//! x 3,000–4,000 (both y 500–1,500). Wellington at (1,000, 1,000) orders the battalion at
//! (4,000, 1,000): 1,500 paces of even ground, 500 of light woods, 1,000 of the slope — 3,000
//! paces, over 2,000, so the chart row "Officers & messengers, after 2,000 paces" prices every
//! leg from the outset (Appendix Three — Movement Chart, Messengers &c.: even 700, lwood 700,
//! s10_15 300; Section 2 — Messengers, "from the outset"):
//!   1500/700 + 500/700 + 1000/300 = 2.143 + 0.714 + 3.333 = 6.190 moves → in hand at the start
//!   of move 0 + 7 = 7.

use geo::{Coord, LineString, Polygon};
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainFeature, TerrainLayer};
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Gait, OrderOfBattle, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, Event, Game, GameSetup, SightingOutcome, StopReason,
};
use kriegsspiel::systems::reisswitz_1815::knowledge::ReportOrigin;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use kriegsspiel::systems::reisswitz_1815::staff::{
    CommanderId, Duty, InformationSource, Intelligence, MessageKind, Party, Post, ReportedUnit,
    SeparateReport,
};

const OOB: &str = r#"
title = "staff exercise"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[echelons]]
id = "blue"
side = "blue"
level = "army"
[[units]]
id = "r_bat"
echelon = "red"
name = "1st Foot Guards"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "r_pat"
echelon = "red"
name = "10th Hussars"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
[[units]]
id = "b_bat"
echelon = "blue"
name = "Grenadiers of the Old Guard"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "b_cav"
echelon = "blue"
name = "Cuirassiers of Milhaud"
kind = { type = "cavalry_regiment", cavalry = "hussars", squadrons = 2 }
"#;

const BLUE_NAMES: [&str; 6] = [
    "\"b_bat\"",
    "\"b_cav\"",
    "Grenadiers of the Old Guard",
    "Cuirassiers of Milhaud",
    "\"ney\"",
    "BLUE ORDERS",
];

fn c(x: f64, y: f64) -> Coord<f64> {
    Coord { x, y }
}

fn uid(s: &str) -> UnitId {
    UnitId::new(s).unwrap()
}

fn rect(kind: FeatureKind, x0: f64, y0: f64, x1: f64, y1: f64) -> TerrainFeature {
    TerrainFeature::new(
        kind,
        kind.label(),
        FeatureGeometry::Area(Polygon::new(
            LineString::from(vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)]),
            vec![],
        )),
    )
}

fn place(g: &mut Game, id: &str, formation: &str, at: Coord<f64>, bearing: Bearing) {
    g.apply(Command::PlaceUnit {
        unit: uid(id),
        anchor: at,
        bearing,
        formation: formation.into(),
        override_reason: Some("the exercise's opening positions".into()),
    })
    .unwrap();
}

fn move_to(g: &mut Game, id: &str, to: Coord<f64>) {
    g.apply(Command::MoveUnit {
        unit: uid(id),
        path: vec![to],
        gait: Gait::March,
        facing: None,
        override_reason: Some("moved by the umpire between moves".into()),
    })
    .unwrap();
}

/// Red's view as JSON, checked to name nothing of Blue.
fn red_view_is_clean(g: &Game) {
    let json = serde_json::to_string(&g.side_view(Side::Red)).unwrap();
    for name in BLUE_NAMES {
        assert!(!json.contains(name), "{name} in Red's view");
    }
}

fn stop_of(events: &[Event]) -> (u32, Vec<StopReason>) {
    match events.last() {
        Some(Event::AdvancedUntil {
            to_turn, reasons, ..
        }) => (*to_turn, reasons.clone()),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_staff_exercise_from_briefing_to_reported_sighting() {
    let mut terrain = TerrainLayer::new();
    terrain
        .add(rect(FeatureKind::LightWoods, 2500.0, 500.0, 3000.0, 1500.0))
        .unwrap();
    terrain
        .add(rect(
            FeatureKind::Slope10To15,
            3000.0,
            500.0,
            4000.0,
            1500.0,
        ))
        .unwrap();
    let field = Battlefield::new("exercise", c(0.0, 0.0), c(10_000.0, 6_000.0), terrain).unwrap();
    let setup = GameSetup::new(
        field,
        Ruleset::reisswitz_1815().unwrap(),
        OrderOfBattle::from_toml(OOB, "exercise").unwrap(),
        11,
        TimeOfDay::new(8, 0).unwrap(),
    )
    .unwrap();
    let mut g = Game::new(setup);

    // Two briefings; Red's places an enemy body as an inhabitant reported it.
    let reported = c(8000.0, 5000.0);
    g.apply(Command::SetSeparateReport {
        side: Side::Red,
        report: SeparateReport {
            orders: "Hold the crossroads".into(),
            enemy: vec![Intelligence {
                source: InformationSource::Inhabitant,
                text: "French foot seen near the mill".into(),
                reported_units: vec![ReportedUnit {
                    description: "a battalion or two".into(),
                    position: reported,
                }],
            }],
            ..SeparateReport::default()
        },
    })
    .unwrap();
    g.apply(Command::SetSeparateReport {
        side: Side::Blue,
        report: SeparateReport {
            orders: "BLUE ORDERS: take the crossroads".into(),
            ..SeparateReport::default()
        },
    })
    .unwrap();

    place(&mut g, "r_bat", "line", c(4000.0, 1000.0), Bearing::EAST);
    place(
        &mut g,
        "r_pat",
        "cavalry_line",
        c(6000.0, 3000.0),
        Bearing::NORTH,
    );
    place(&mut g, "b_bat", "line", c(9000.0, 5000.0), Bearing::WEST);
    place(
        &mut g,
        "b_cav",
        "cavalry_line",
        c(9500.0, 5600.0),
        Bearing::WEST,
    );
    for (id, side, post) in [
        ("wellington", Side::Red, Post::Place(c(1000.0, 1000.0))),
        ("ney", Side::Blue, Post::Unit(uid("b_bat"))),
    ] {
        g.apply(Command::AddCommander {
            commander: CommanderId::new(id).unwrap(),
            side,
            name: id.into(),
            duty: Duty::CommanderInChief,
            post: Some(post),
        })
        .unwrap();
    }

    // The order: 3,000 paces over mixed ground, in hand at move 7 (worked in the header).
    let sent = g
        .apply(Command::SendMessage {
            kind: MessageKind::Order,
            from: Party::Commander(CommanderId::new("wellington").unwrap()),
            to: Party::Unit(uid("r_bat")),
            text: "Advance to the crossroads".into(),
            route: Vec::new(),
            reaction_minutes: 0.0,
            umpire_ground: None,
        })
        .unwrap();
    assert!(
        matches!(sent[0], Event::MessageSent { arrives_turn: 7, paces, .. } if (paces - 3000.0).abs() < 1e-9),
        "{sent:?}"
    );
    red_view_is_clean(&g);

    // Nothing in reach (the patrol is 3,600 paces from the nearest enemy, beyond the longest
    // range, 2,000 paces: reference §2): the moves run until the order is in hand.
    let (turn, reasons) = stop_of(&g.apply(Command::AdvanceUntil { max_turns: 60 }).unwrap());
    assert_eq!(turn, 7);
    assert!(
        reasons.contains(&StopReason::MessageDelivered { messages: 1 }),
        "{reasons:?}"
    );
    assert!(
        !reasons
            .iter()
            .any(|r| matches!(r, StopReason::NewSighting { .. }))
    );

    // Blue's battalion comes within 600 paces of the patrol; the next move stops at the sighting.
    move_to(&mut g, "b_bat", c(6000.0, 2400.0));
    let events = g.apply(Command::AdvanceUntil { max_turns: 60 }).unwrap();
    let (turn, reasons) = stop_of(&events);
    assert_eq!(turn, 8);
    assert!(
        reasons
            .iter()
            .any(|r| matches!(r, StopReason::NewSighting { .. })),
        "{reasons:?}"
    );
    let report = events
        .iter()
        .find_map(|e| match e {
            Event::EnemySighted {
                observer,
                outcome: SightingOutcome::Reported { message, .. },
                ..
            } if observer.as_str() == "r_pat" => Some(*message),
            _ => None,
        })
        .expect("the patrol reports to Wellington");
    let message = g.state().staff().message(report).unwrap().clone();
    // The messenger rule: from the patrol to Wellington, over 2,000 paces of even ground at
    // 700 paces a move (Section 2 — Messengers), rounded up to whole moves.
    let moves = (message.route.length() / 700.0).ceil() as u32;
    assert_eq!(message.arrives_turn, 8 + moves);
    assert!(!serde_json::to_string(&message).unwrap().contains("b_bat"));

    // Until the report is in hand, Red knows only its briefing.
    let only_briefing = |g: &Game| {
        let view = g.side_view(Side::Red);
        assert_eq!(view.reported_enemy.len(), 1);
        assert_eq!(view.reported_enemy[0].position, reported);
    };
    only_briefing(&g);
    red_view_is_clean(&g);
    g.apply(Command::AdvanceClock { turns: moves - 1 }).unwrap();
    only_briefing(&g);
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    let view = g.side_view(Side::Red);
    assert_eq!(view.reported_enemy.len(), 2);
    let seen = &view.reported_enemy[1];
    assert_eq!(seen.as_of_turn, 8);
    assert!(matches!(&seen.origin, ReportOrigin::Report { from, .. } if from.as_str() == "r_pat"));
    red_view_is_clean(&g);

    // Blue moves off: Red still has it where it was seen, not where it is.
    let was = seen.position;
    move_to(&mut g, "b_bat", c(9000.0, 5000.0));
    let view = g.side_view(Side::Red);
    assert_eq!(view.reported_enemy[1].position, was);
    let truth = g.state().units_on_map();
    for enemy in truth.iter().filter(|u| u.side == Side::Blue) {
        assert!(
            view.reported_enemy
                .iter()
                .all(|r| r.position != enemy.centre),
            "Red sees {} where it stands now",
            enemy.id
        );
    }
    red_view_is_clean(&g);

    // The whole exercise replays; and the review goes back to the start of turn 8.
    let again = Game::from_json(&g.to_json().unwrap(), "exercise").unwrap();
    assert_eq!(again.state(), g.state());
    let review = g.replayed_to(8).unwrap();
    assert_eq!(review.side_view(Side::Red).reported_enemy.len(), 1);
}
