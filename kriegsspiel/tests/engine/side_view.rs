//! A side's view of a staff exercise (draft, "The Relationship between Players & Umpire",
//! L98–L120; reference §12.2): whatever the umpire does, a side's view never holds an enemy
//! unit's or commander's id (captured dispatches excepted), a message still on its way, or the
//! other side's briefing; and sightings reach a side on the spot (a commander within
//! `ON_THE_SPOT_PACES`, the workbench's tolerance) or only when a unit's report is delivered by
//! the messenger rule (Section 2 — Messengers).

use crate::support::{c, uid};
use kriegsspiel::Pace;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::map::TerrainLayer;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Gait, OrderOfBattle};
use kriegsspiel::systems::reisswitz_1815::calc::entrenchment::Entrenchment;
use kriegsspiel::systems::reisswitz_1815::calc::works::Work;
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, Event, Game, GameSetup, SightingOutcome,
};
use kriegsspiel::systems::reisswitz_1815::knowledge::{ReportOrigin, SideView};
use kriegsspiel::systems::reisswitz_1815::ruleset::{Ruleset, VisibilityConditions};
use kriegsspiel::systems::reisswitz_1815::sight::sighting_reach;
use kriegsspiel::systems::reisswitz_1815::staff::{
    CommanderId, Duty, MessageId, MessageKind, MessageStatus, Party, Post, SeparateReport,
};
use proptest::prelude::*;

const RED_UNITS: [&str; 3] = ["ra", "rb", "rc"];
const BLUE_UNITS: [&str; 3] = ["bx", "by", "bz"];
const RED_CMD: [&str; 2] = ["wellington", "picton"];
const BLUE_CMD: [&str; 2] = ["ney", "reille"];

fn oob() -> OrderOfBattle {
    let mut text = String::from(
        "title = \"views\"\n\
         [[echelons]]\nid = \"red\"\nside = \"red\"\nlevel = \"army\"\n\
         [[echelons]]\nid = \"blue\"\nside = \"blue\"\nlevel = \"army\"\n",
    );
    for (side, ids) in [("red", RED_UNITS), ("blue", BLUE_UNITS)] {
        for id in ids {
            text.push_str(&format!(
                "[[units]]\nid = \"{id}\"\nechelon = \"{side}\"\n\
                 kind = {{ type = \"battalion\", infantry = \"line\" }}\n"
            ));
        }
    }
    OrderOfBattle::from_toml(&text, "views").unwrap()
}

fn cid(s: &str) -> CommanderId {
    CommanderId::new(s).unwrap()
}

fn game() -> Game {
    let field = Battlefield::new(
        "views",
        c(0.0, 0.0),
        c(10_000.0, 10_000.0),
        TerrainLayer::new(),
    )
    .unwrap();
    let rules = Ruleset::reisswitz_1815().unwrap();
    Game::new(GameSetup::new(field, rules, oob(), 3, TimeOfDay::new(9, 0).unwrap()).unwrap())
}

fn place(g: &mut Game, id: &str, x: f64, y: f64) {
    g.apply(Command::PlaceUnit {
        unit: uid(id),
        anchor: c(x, y),
        bearing: Bearing::NORTH,
        formation: "line".into(),
        override_reason: Some("test layout".into()),
    })
    .unwrap();
}

fn add_commander(g: &mut Game, id: &str, side: Side, post: Option<Post>) {
    g.apply(Command::AddCommander {
        commander: cid(id),
        side,
        name: id.to_string(),
        duty: Duty::MainBody,
        post,
    })
    .unwrap();
}

/// The view as JSON with the side's captured dispatches left out (they may carry the enemy's
/// words and signature).
fn view_json_without_captures(view: &SideView) -> String {
    let mut view = view.clone();
    view.captured.clear();
    serde_json::to_string(&view).unwrap()
}

/// Checks one side's view against the game (see the module documentation).
fn check_view(g: &Game, side: Side) -> Result<(), TestCaseError> {
    let view = g.side_view(side);
    let json = view_json_without_captures(&view);
    let (enemy_units, enemy_cmds, secret) = match side {
        Side::Red => (BLUE_UNITS, BLUE_CMD, "BLUE-SECRET"),
        Side::Blue => (RED_UNITS, RED_CMD, "RED-SECRET"),
    };
    for id in enemy_units.iter().chain(enemy_cmds.iter()) {
        prop_assert!(
            !json.contains(&format!("\"{id}\"")),
            "{id} in the {side} view"
        );
    }
    prop_assert!(
        !json.contains(secret),
        "the other side's briefing in the {side} view"
    );
    // Exactly the side's own messages in hand are in its inbox: none still on its way.
    let in_hand = g
        .state()
        .staff()
        .messages
        .iter()
        .filter(|m| m.side == side && matches!(m.status, MessageStatus::Delivered { .. }))
        .count();
    prop_assert_eq!(view.inbox.len(), in_hand, "the {} inbox", side);
    for m in g.state().staff().in_transit() {
        if m.sighting.is_some() {
            prop_assert!(
                !json.contains(&m.text),
                "an undelivered report's text in the view"
            );
        }
    }
    Ok(())
}

#[derive(Debug, Clone)]
enum Step {
    Post {
        commander: usize,
        unit: Option<usize>,
        x: f64,
        y: f64,
    },
    Place {
        unit: usize,
        x: f64,
        y: f64,
    },
    Send {
        commander: usize,
        unit: usize,
    },
    Intercept {
        nth: usize,
        by: usize,
    },
    Advance {
        turns: u32,
    },
    Until {
        turns: u32,
    },
    Visibility {
        night: Option<f64>,
    },
}

fn step() -> impl Strategy<Value = Step> {
    let xy = (1000.0f64..9000.0, 1000.0f64..9000.0);
    prop_oneof![
        (0usize..4, proptest::option::of(0usize..3), xy.clone()).prop_map(
            |(commander, unit, (x, y))| Step::Post {
                commander,
                unit,
                x,
                y
            }
        ),
        (0usize..6, xy).prop_map(|(unit, (x, y))| Step::Place { unit, x, y }),
        (0usize..4, 0usize..3).prop_map(|(commander, unit)| Step::Send { commander, unit }),
        (0usize..20, 0usize..6).prop_map(|(nth, by)| Step::Intercept { nth, by }),
        (1u32..6).prop_map(|turns| Step::Advance { turns }),
        (1u32..10).prop_map(|turns| Step::Until { turns }),
        proptest::option::of(0.0f64..2000.0).prop_map(|night| Step::Visibility { night }),
    ]
}

fn unit_of(n: usize) -> (&'static str, Side) {
    if n < 3 {
        (RED_UNITS[n], Side::Red)
    } else {
        (BLUE_UNITS[n - 3], Side::Blue)
    }
}

fn commander_of(n: usize) -> (&'static str, Side) {
    if n < 2 {
        (RED_CMD[n], Side::Red)
    } else {
        (BLUE_CMD[n - 2], Side::Blue)
    }
}

/// Applies a step; refusals are part of the game (the state is unchanged), so they are ignored.
fn apply(g: &mut Game, s: &Step) {
    let command = match s {
        Step::Post {
            commander,
            unit,
            x,
            y,
        } => {
            let (id, side) = commander_of(*commander);
            let post = match unit {
                Some(u) => Post::Unit(uid(unit_of(*u + if side == Side::Red { 0 } else { 3 }).0)),
                None => Post::Place(c(*x, *y)),
            };
            Command::PostCommander {
                commander: cid(id),
                post,
            }
        }
        Step::Place { unit, x, y } => {
            let (id, _) = unit_of(*unit);
            let on_map = g.state().unit(&uid(id)).unwrap().1.placement.is_some();
            if on_map {
                Command::MoveUnit {
                    unit: uid(id),
                    path: vec![c(*x, *y)],
                    gait: Gait::March,
                    facing: None,
                    override_reason: Some("the umpire moves it".into()),
                }
            } else {
                Command::PlaceUnit {
                    unit: uid(id),
                    anchor: c(*x, *y),
                    bearing: Bearing::NORTH,
                    formation: "line".into(),
                    override_reason: Some("random layout".into()),
                }
            }
        }
        Step::Send { commander, unit } => {
            let (id, side) = commander_of(*commander);
            let to = unit_of(*unit + if side == Side::Red { 0 } else { 3 }).0;
            Command::SendMessage {
                kind: MessageKind::Order,
                from: Party::Commander(cid(id)),
                to: Party::Unit(uid(to)),
                text: format!("order from {id} to {to}"),
                route: Vec::new(),
                reaction_minutes: 0.0,
                umpire_ground: None,
            }
        }
        Step::Intercept { nth, by } => {
            let in_transit: Vec<MessageId> = g.state().staff().in_transit().map(|m| m.id).collect();
            let Some(message) = in_transit.get(nth % in_transit.len().max(1)) else {
                return;
            };
            Command::InterceptMessage {
                message: *message,
                by: uid(unit_of(*by).0),
                reason: "taken by a patrol".into(),
                override_reason: None,
            }
        }
        Step::Advance { turns } => Command::AdvanceClock { turns: *turns },
        Step::Until { turns } => Command::AdvanceUntil { max_turns: *turns },
        Step::Visibility { night } => Command::SetVisibility {
            conditions: match night {
                Some(d) => VisibilityConditions::night(Pace(*d)).unwrap(),
                None => VisibilityConditions::Day,
            },
        },
    };
    let _ = g.apply(command);
}

/// Briefings for both sides that name the enemy by what is said of it, and a commander or two a
/// side, posted with their first units.
fn staffed_game() -> Game {
    let mut g = game();
    for (side, secret) in [(Side::Red, "RED-SECRET"), (Side::Blue, "BLUE-SECRET")] {
        g.apply(Command::SetSeparateReport {
            side,
            report: SeparateReport {
                orders: format!("{secret}: hold the ridge"),
                ..SeparateReport::default()
            },
        })
        .unwrap();
    }
    place(&mut g, "ra", 3000.0, 6000.0);
    place(&mut g, "bx", 3000.0, 4000.0);
    add_commander(
        &mut g,
        "wellington",
        Side::Red,
        Some(Post::Place(c(3000.0, 9000.0))),
    );
    add_commander(&mut g, "picton", Side::Red, Some(Post::Unit(uid("ra"))));
    add_commander(
        &mut g,
        "ney",
        Side::Blue,
        Some(Post::Place(c(8000.0, 1000.0))),
    );
    add_commander(&mut g, "reille", Side::Blue, None);
    g
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Whatever the umpire does, neither side's view names the enemy (captured dispatches
    /// excepted), shows a message on its way, or holds the other side's briefing; and the game
    /// replays to the same state.
    #[test]
    fn a_view_never_shows_what_the_side_cannot_know(steps in proptest::collection::vec(step(), 1..14)) {
        let mut g = staffed_game();
        for s in &steps {
            apply(&mut g, s);
            check_view(&g, Side::Red)?;
            check_view(&g, Side::Blue)?;
        }
        let again = Game::from_json(&g.to_json().unwrap(), "replay").unwrap();
        prop_assert_eq!(again.state(), g.state());
    }
}

/// Where Red's commander stands when r's battalion sees the enemy 600 paces off.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Case {
    WithTheUnit,
    BesideIt,
    FarBehind,
    NoCommander,
}

#[test]
fn sightings_on_the_spot_by_report_or_for_the_umpire_only() {
    // (case, known at once, known after the ride, outcome)
    let table = [
        (Case::WithTheUnit, true, true, "on_the_spot"),
        (Case::BesideIt, true, true, "on_the_spot"),
        (Case::FarBehind, false, true, "reported"),
        (Case::NoCommander, false, false, "umpire_only"),
    ];
    for (case, at_once, after_ride, outcome) in table {
        let mut g = game();
        place(&mut g, "ra", 5000.0, 5000.0);
        place(&mut g, "bx", 5000.0, 4400.0);
        match case {
            Case::WithTheUnit => {
                add_commander(&mut g, "picton", Side::Red, Some(Post::Unit(uid("ra"))))
            }
            // Within ON_THE_SPOT_PACES (100) of the line's centre, just behind its front.
            Case::BesideIt => add_commander(
                &mut g,
                "picton",
                Side::Red,
                Some(Post::Place(c(5040.0, 5030.0))),
            ),
            // 3,000 paces behind on even ground: over 2,000, so 700 paces a move from the outset
            // (Section 2 — Messengers): 3,000 / 700 = 4.29 moves → in hand 5 moves after sending.
            Case::FarBehind => add_commander(
                &mut g,
                "picton",
                Side::Red,
                Some(Post::Place(c(5000.0, 8000.0))),
            ),
            Case::NoCommander => {}
        }
        let events = g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
        let red_sighting = events.iter().find_map(|e| match e {
            Event::EnemySighted {
                observer,
                observed,
                outcome,
            } if observer.as_str() == "ra" => Some((observed.clone(), outcome.clone())),
            _ => None,
        });
        let (observed, got) = red_sighting.expect("ra sees bx");
        assert_eq!(observed, vec![uid("bx")], "{case:?}");
        let tag = serde_json::to_value(&got).unwrap()["outcome"]
            .as_str()
            .unwrap()
            .to_string();
        assert_eq!(tag, outcome, "{case:?}");
        let view = g.side_view(Side::Red);
        assert_eq!(
            view.reported_enemy.len(),
            usize::from(at_once),
            "{case:?} at once"
        );
        if let SightingOutcome::Reported { message, .. } = got {
            let m = g.state().staff().message(message).unwrap().clone();
            assert_eq!(m.kind, MessageKind::Report);
            assert_eq!(m.from, Party::Unit(uid("ra")));
            assert_eq!(m.reaction_minutes, 0.0);
            assert_eq!(m.arrives_turn, 1 + 5, "3,000 paces at 700 a move: 5 moves");
            assert!(!serde_json::to_string(&m).unwrap().contains("\"bx\""));
            g.apply(Command::AdvanceClock { turns: 4 }).unwrap();
            assert!(
                g.side_view(Side::Red).reported_enemy.is_empty(),
                "still riding at turn 5"
            );
        }
        g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
        let view = g.side_view(Side::Red);
        assert_eq!(
            view.reported_enemy.len(),
            usize::from(after_ride),
            "{case:?} after the ride"
        );
        if let Some(seen) = view.reported_enemy.first() {
            assert_eq!(
                seen.as_of_turn, 1,
                "as of the turn seen, not the turn delivered"
            );
            // 600 paces: the arm and formation (1,114, L2318), strength (880, L2321).
            assert_eq!(
                seen.description, "infantry; in line, three ranks; about 900 men",
                "{}",
                seen.description
            );
            match (&seen.origin, case) {
                (ReportOrigin::OnTheSpot { observer, .. }, Case::WithTheUnit | Case::BesideIt)
                | (ReportOrigin::Report { from: observer, .. }, Case::FarBehind) => {
                    assert_eq!(observer.as_str(), "ra");
                }
                other => panic!("{case:?}: {other:?}"),
            }
            // Seen again at the next turns: not new, so not reported again.
            let before = g.state().staff().messages.len();
            g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
            assert_eq!(g.state().staff().messages.len(), before);
        }
        // Blue has no commander: its sighting of ra is the umpire's only.
        assert!(g.side_view(Side::Blue).reported_enemy.is_empty());
        check_view(&g, Side::Red).unwrap();
        check_view(&g, Side::Blue).unwrap();
    }
}

#[test]
fn advance_until_stops_at_a_sighting_and_replayed_to_goes_back() {
    let mut g = game();
    place(&mut g, "ra", 2000.0, 5000.0);
    place(&mut g, "bx", 8000.0, 5000.0);
    add_commander(&mut g, "picton", Side::Red, Some(Post::Unit(uid("ra"))));
    // 6,000 paces apart, beyond the longest range (2,000, reference §2): nothing happens.
    let events = g.apply(Command::AdvanceUntil { max_turns: 5 }).unwrap();
    match events.last() {
        Some(Event::AdvancedUntil {
            from_turn: 0,
            to_turn: 5,
            reasons,
            ..
        }) => {
            assert!(reasons.is_empty(), "{reasons:?}")
        }
        other => panic!("{other:?}"),
    }
    // Night at 400 paces; bx comes to 250 paces of ra (325 between the centres of a line facing
    // north and one facing south): sighted at the next turn only.
    g.apply(Command::SetVisibility {
        conditions: VisibilityConditions::night(Pace(400.0)).unwrap(),
    })
    .unwrap();
    g.apply(Command::MoveUnit {
        unit: uid("bx"),
        path: vec![c(2000.0, 4750.0)],
        gait: Gait::March,
        facing: Some(Bearing::SOUTH),
        override_reason: Some("test".into()),
    })
    .unwrap();
    let events = g.apply(Command::AdvanceUntil { max_turns: 100 }).unwrap();
    let Some(Event::AdvancedUntil {
        to_turn, reasons, ..
    }) = events.last()
    else {
        panic!()
    };
    assert_eq!(*to_turn, 6);
    let words: Vec<String> = reasons.iter().map(ToString::to_string).collect();
    assert!(
        words.iter().any(|w| w.contains("new sighting")),
        "{words:?}"
    );
    assert!(
        words
            .iter()
            .any(|w| w.contains("within the longest range of 2000")),
        "{words:?}"
    );
    assert_eq!(g.side_view(Side::Red).reported_enemy.len(), 1);
    // Back to move 5, after its orders and before the clock moved on: the night and the move
    // are in, but nothing was seen yet (sightings come as the clock advances).
    let then = g.replayed_to(5).unwrap();
    assert_eq!(then.state().turn(), 5);
    assert!(then.side_view(Side::Red).reported_enemy.is_empty());
    assert_ne!(then.state().visibility(), &VisibilityConditions::Day);
    // One command took the clock from 0 to 5: asked for move 4, the review stands where that
    // command found the game, still by day.
    let before = g.replayed_to(4).unwrap();
    assert_eq!(before.state().turn(), 0);
    assert_eq!(before.state().visibility(), &VisibilityConditions::Day);
    assert!(g.replayed_to(7).is_err());
    // The whole journal replays, events and all.
    let again = Game::from_json(&g.to_json().unwrap(), "replay").unwrap();
    assert_eq!(again.state(), g.state());
}

/// Red's barricade (its unit "ra" at work) at `place`, with Blue's "bx" placed at `blue`.
fn barricade_seen_from(at: (f64, f64), blue: (f64, f64)) -> Game {
    let mut g = game();
    place_unit_and_work(&mut g, at);
    place(&mut g, "bx", blue.0, blue.1);
    g
}

fn place_unit_and_work(g: &mut Game, at: (f64, f64)) {
    place(g, "ra", 1000.0, 9000.0);
    g.apply(Command::StartWork {
        work: Work::Entrench {
            kind: Entrenchment::BarricadeDefile,
        },
        unit: Some(uid("ra")),
        place: Some(c(at.0, at.1)),
        umpire_turns: Some(15),
        reason: Some("wagons at hand (umpire, L197)".into()),
    })
    .unwrap();
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Draft L116 (reference §12.2): an enemy work appears in a side's view only when one of
    /// its units on the map can see the work's place (within the sighting reach, 1,114 paces
    /// by day, L2318–2319, on this open field); a work not seen never leaks, and the unit
    /// doing it is never named. The side doing it always knows its own work.
    #[test]
    fn a_work_is_seen_by_the_other_side_only_within_sight(
        wx in 500.0..9500.0f64, wy in 500.0..9500.0f64,
        bx in 500.0..9500.0f64, by in 500.0..9500.0f64,
    ) {
        let g = barricade_seen_from((wx, wy), (bx, by));
        let state = g.state();
        let reach = sighting_reach(&state.ruleset().visibility, state.visibility()).paces();
        let blue = state.units_on_map().into_iter().find(|u| u.id == uid("bx")).unwrap();
        let distance = (wx - blue.centre.x).hypot(wy - blue.centre.y);
        let view = g.side_view(Side::Blue);
        if distance > reach {
            prop_assert!(view.works.is_empty(), "unseen at {distance:.0} paces: {:?}", view.works);
        } else {
            prop_assert_eq!(view.works.len(), 1);
            prop_assert!(!view.works[0].own);
        }
        prop_assert!(!serde_json::to_string(&view).unwrap().contains("\"ra\""));
        let red = g.side_view(Side::Red);
        prop_assert_eq!(red.works.len(), 1);
        prop_assert!(red.works[0].own);
    }
}

/// Draft L116 and L1514–1518: at night the umpire's distance limits what is seen, so a work
/// 300 paces off is seen by day and not at a night distance of 200 paces.
#[test]
fn a_work_seen_by_day_is_not_seen_beyond_the_nights_distance() {
    let mut g = barricade_seen_from((5000.0, 5000.0), (5000.0, 5300.0));
    let blue = g
        .state()
        .units_on_map()
        .into_iter()
        .find(|u| u.id == uid("bx"))
        .unwrap();
    let distance = (5000.0 - blue.centre.x).hypot(5000.0 - blue.centre.y);
    assert!(distance > 200.0 && distance < 1114.0, "{distance}");
    assert_eq!(g.side_view(Side::Blue).works.len(), 1);
    g.apply(Command::SetVisibility {
        conditions: VisibilityConditions::night(Pace(200.0)).unwrap(),
    })
    .unwrap();
    assert!(g.side_view(Side::Blue).works.is_empty());
}

/// Works are numbered in each side's own way (like its messages): Blue's unseen barricade,
/// begun first, leaves no gap in Red's numbers.
#[test]
fn a_sides_works_are_numbered_without_the_enemys_gaps() {
    let mut g = game();
    place(&mut g, "bx", 9000.0, 1000.0);
    for (unit, at) in [("bx", c(9000.0, 1500.0)), ("ra", c(1000.0, 8500.0))] {
        if unit == "ra" {
            place(&mut g, "ra", 1000.0, 9000.0);
        }
        g.apply(Command::StartWork {
            work: Work::Entrench {
                kind: Entrenchment::BarricadeDefile,
            },
            unit: Some(uid(unit)),
            place: Some(at),
            umpire_turns: Some(15),
            reason: Some("wagons at hand (umpire, L197)".into()),
        })
        .unwrap();
    }
    let red = g.side_view(Side::Red);
    assert_eq!(red.works.len(), 1, "Blue's work is out of Red's sight");
    assert_eq!((red.works[0].number, red.works[0].own), (1, true));
}
