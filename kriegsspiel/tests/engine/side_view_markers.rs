//! Planted markers: whatever the umpire does in a staff exercise, no serialised byte of a
//! side's view holds anything the side may not know, and nothing in it tells which enemy unit a
//! report describes ("The Relationship between Players & Umpire", L98–L120; reference §12.2).
//!
//! Every secret carries a marker found nowhere else: the enemy's unit and commander ids, the
//! other side's briefing, the umpire's reasons for an interception, the fractions of every drawn
//! route's points, of every reaction time and of every commander's post. After each random step
//! both views are serialised and searched. Besides:
//!
//! - a unit's report that is not in hand (riding, or taken) is in no list of its side's;
//! - a side's message numbers run 1, 2, … without a gap, whatever the other side sends;
//! - each report of the enemy stands on its own: the side holds exactly as many as were seen
//!   on the spot or delivered, however many of them describe one body;
//! - the same steps played with the enemy's ids renamed (their order reversed) give the very
//!   same bytes: the view cannot depend on which enemy unit or commander is which.

use crate::support::{c, uid};
use kriegsspiel::Pace;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, Gait, OrderOfBattle};
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, Event, Game, GameSetup, SightingOutcome,
};
use kriegsspiel::systems::reisswitz_1815::knowledge::ReportOrigin;
use kriegsspiel::systems::reisswitz_1815::ruleset::{Ruleset, VisibilityConditions};
use kriegsspiel::systems::reisswitz_1815::staff::{
    CommanderId, Duty, Message, MessageKind, MessageStatus, Party, Post, SeparateReport,
};
use proptest::prelude::*;

/// One naming of a side's units and commanders. The labels, names and briefing are the same in
/// every naming: only the ids change.
#[derive(Debug, Clone, Copy)]
struct Naming {
    units: [&'static str; 3],
    commanders: [&'static str; 2],
}

const RED: Naming = Naming {
    units: ["red-unit-a", "red-unit-b", "red-unit-c"],
    commanders: ["red-cmd-a", "red-cmd-b"],
};
const RED_RENAMED: Naming = Naming {
    units: ["red-unit-z", "red-unit-y", "red-unit-x"],
    commanders: ["red-cmd-z", "red-cmd-y"],
};
const BLUE: Naming = Naming {
    units: ["blue-unit-a", "blue-unit-b", "blue-unit-c"],
    commanders: ["blue-cmd-a", "blue-cmd-b"],
};
const BLUE_RENAMED: Naming = Naming {
    units: ["blue-unit-z", "blue-unit-y", "blue-unit-x"],
    commanders: ["blue-cmd-z", "blue-cmd-y"],
};

/// The fraction every drawn route point carries (63/512, exact in binary).
const ROUTE_MARK: f64 = 0.123_046_875;
/// The fraction every reaction time carries (221/512).
const REACTION_MARK: f64 = 0.431_640_625;
/// The fraction of every post at a place, Red's and Blue's (449/512, 317/512).
const POST_MARK: [f64; 2] = [0.876_953_125, 0.619_140_625];
/// Each side's briefing marker.
const BRIEFING_MARK: [&str; 2] = ["RED-BRIEFING-MARKER", "BLUE-BRIEFING-MARKER"];
/// The umpire's reasons.
const REASON_MARK: &str = "REASON-MARKER";

fn digits(fraction: f64) -> String {
    format!("{fraction}").trim_start_matches("0.").to_string()
}

fn oob(red: Naming, blue: Naming) -> OrderOfBattle {
    let mut text = String::from(
        "title = \"markers\"\n\
         [[echelons]]\nid = \"red\"\nside = \"red\"\nlevel = \"army\"\n\
         [[echelons]]\nid = \"blue\"\nside = \"blue\"\nlevel = \"army\"\n",
    );
    for (side, naming, word) in [("red", red, "Red"), ("blue", blue, "Blue")] {
        for (n, id) in naming.units.iter().enumerate() {
            text.push_str(&format!(
                "[[units]]\nid = \"{id}\"\nechelon = \"{side}\"\n\
                 name = \"{word} battalion {n}\"\n\
                 kind = {{ type = \"battalion\", infantry = \"line\" }}\n"
            ));
        }
    }
    OrderOfBattle::from_toml(&text, "markers").unwrap()
}

fn cid(s: &str) -> CommanderId {
    CommanderId::new(s).unwrap()
}

fn naming_of(side: Side, red: Naming, blue: Naming) -> Naming {
    match side {
        Side::Red => red,
        Side::Blue => blue,
    }
}

fn side_index(side: Side) -> usize {
    match side {
        Side::Red => 0,
        Side::Blue => 1,
    }
}

/// A staffed game under the namings: briefings with markers, a unit of each side placed, and
/// two commanders a side, one posted with its first unit and one at a place.
fn staffed(red: Naming, blue: Naming) -> Game {
    let field = Battlefield::open(10_000.0, 10_000.0).unwrap();
    let rules = Ruleset::reisswitz_1815().unwrap();
    let setup = GameSetup::new(
        field,
        rules,
        oob(red, blue),
        3,
        TimeOfDay::new(9, 0).unwrap(),
    );
    let mut g = Game::new(setup.unwrap());
    for &side in Side::ALL {
        let naming = naming_of(side, red, blue);
        let i = side_index(side);
        g.apply(Command::SetSeparateReport {
            side,
            report: SeparateReport {
                orders: format!("{}: hold the ridge", BRIEFING_MARK[i]),
                ..SeparateReport::default()
            },
        })
        .unwrap();
        let y = if side == Side::Red { 4200.0 } else { 3000.0 };
        g.apply(Command::PlaceUnit {
            unit: uid(naming.units[0]),
            anchor: c(3000.0, y),
            bearing: Bearing::NORTH,
            formation: "line".into(),
            override_reason: Some("the opening".into()),
        })
        .unwrap();
        let names = ["General A", "General B"];
        for (n, id) in naming.commanders.iter().enumerate() {
            let post = if n == 0 {
                Post::Unit(uid(naming.units[0]))
            } else {
                Post::Place(c(8000.0 + POST_MARK[i], 1000.0 + 8000.0 * i as f64))
            };
            g.apply(Command::AddCommander {
                commander: cid(id),
                side,
                name: format!("{side} {}", names[n]),
                duty: Duty::MainBody,
                post: Some(post),
            })
            .unwrap();
        }
    }
    g
}

#[derive(Debug, Clone)]
enum Step {
    Post {
        commander: usize,
        unit: Option<usize>,
        x: u16,
        y: u16,
    },
    Place {
        unit: usize,
        x: u16,
        y: u16,
    },
    Send {
        commander: usize,
        unit: usize,
        via: Option<(u16, u16)>,
        reaction: u8,
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
    let xy = (1000u16..9000, 1000u16..9000);
    // Units close enough together to see one another often (sight reaches 1,114 paces by day).
    let near = (2000u16..4500, 2500u16..4500);
    prop_oneof![
        1 => (0usize..4, proptest::option::of(0usize..3), xy.clone())
            .prop_map(|(commander, unit, (x, y))| Step::Post { commander, unit, x, y }),
        3 => (0usize..6, near).prop_map(|(unit, (x, y))| Step::Place { unit, x, y }),
        2 => (0usize..4, 0usize..3, proptest::option::of(xy), 0u8..30).prop_map(
            |(commander, unit, via, reaction)| Step::Send { commander, unit, via, reaction }
        ),
        2 => (0usize..20, 0usize..6).prop_map(|(nth, by)| Step::Intercept { nth, by }),
        3 => (1u32..4).prop_map(|turns| Step::Advance { turns }),
        1 => (1u32..8).prop_map(|turns| Step::Until { turns }),
        1 => proptest::option::of(300.0f64..2000.0).prop_map(|night| Step::Visibility { night }),
    ]
}

/// (side, index within the side) of the nth of six units or four commanders.
fn split(n: usize, per_side: usize) -> (Side, usize) {
    if n < per_side {
        (Side::Red, n)
    } else {
        (Side::Blue, n - per_side)
    }
}

/// The command a step makes under the namings; refusals are part of the game (the state is
/// unchanged), so a step may come to nothing.
fn command(g: &Game, s: &Step, red: Naming, blue: Naming) -> Option<Command> {
    let unit_id = |side, n: usize| uid(naming_of(side, red, blue).units[n]);
    Some(match s {
        Step::Post {
            commander,
            unit,
            x,
            y,
        } => {
            let (side, n) = split(*commander, 2);
            let post = match unit {
                Some(u) => Post::Unit(unit_id(side, *u)),
                None => Post::Place(c(
                    f64::from(*x) + POST_MARK[side_index(side)],
                    f64::from(*y),
                )),
            };
            Command::PostCommander {
                commander: cid(naming_of(side, red, blue).commanders[n]),
                post,
            }
        }
        Step::Place { unit, x, y } => {
            let (side, n) = split(*unit, 3);
            let id = unit_id(side, n);
            let at = c(f64::from(*x), f64::from(*y));
            if g.state().unit(&id).ok()?.1.placement.is_some() {
                Command::MoveUnit {
                    unit: id,
                    path: vec![at],
                    gait: Gait::March,
                    facing: None,
                    override_reason: Some("the umpire moves it".into()),
                }
            } else {
                Command::PlaceUnit {
                    unit: id,
                    anchor: at,
                    bearing: Bearing::NORTH,
                    formation: "line".into(),
                    override_reason: Some("random layout".into()),
                }
            }
        }
        Step::Send {
            commander,
            unit,
            via,
            reaction,
        } => {
            let (side, n) = split(*commander, 2);
            let from = Party::Commander(cid(naming_of(side, red, blue).commanders[n]));
            let to = Party::Unit(unit_id(side, *unit));
            let route = match via {
                Some((x, y)) => {
                    let start = g.state().party_position(&from).ok()??;
                    let end = g.state().party_position(&to).ok()??;
                    let via = c(f64::from(*x) + ROUTE_MARK, f64::from(*y) + ROUTE_MARK);
                    vec![start, via, end]
                }
                None => Vec::new(),
            };
            Command::SendMessage {
                kind: MessageKind::Order,
                from,
                to,
                text: format!("{side} order {n} to unit {unit}"),
                route,
                reaction_minutes: f64::from(*reaction) + REACTION_MARK,
                umpire_ground: None,
            }
        }
        Step::Intercept { nth, by } => {
            // Chosen by what the messages say and when, not by the game's numbers, whose order
            // follows the units' ids (which differ between the namings compared).
            let mut riding: Vec<&Message> = g.state().staff().in_transit().collect();
            riding.sort_by(|a, b| (a.sent_turn, &a.text).cmp(&(b.sent_turn, &b.text)));
            let message = riding.get(nth % riding.len().max(1))?.id;
            let (side, n) = split(*by, 3);
            Command::InterceptMessage {
                message,
                by: unit_id(side, n),
                reason: format!("{REASON_MARK} {nth}"),
                // Whether the captor could reach the rider is not this test's question.
                override_reason: Some(format!("{REASON_MARK} override {nth}")),
            }
        }
        Step::Advance { turns } => Command::AdvanceClock { turns: *turns },
        Step::Until { turns } => Command::AdvanceUntil { max_turns: *turns },
        Step::Visibility { night } => Command::SetVisibility {
            conditions: match night {
                Some(d) => VisibilityConditions::night(Pace(*d)).ok()?,
                None => VisibilityConditions::Day,
            },
        },
    })
}

/// How many reports of the enemy `side` should hold: entries seen on the spot, and entries of
/// its units' reports in hand.
fn reports_due(g: &Game, side: Side) -> usize {
    let ours =
        |unit: &kriegsspiel::ids::UnitId| g.state().unit(unit).is_ok_and(|(u, _)| u.side == side);
    let on_the_spot: usize = g
        .journal()
        .iter()
        .flat_map(|e| &e.events)
        .filter_map(|e| match e {
            Event::EnemySighted {
                observer,
                observed,
                outcome: SightingOutcome::OnTheSpot { .. },
            } if ours(observer) => Some(observed.len()),
            _ => None,
        })
        .sum();
    let delivered: usize = g
        .state()
        .staff()
        .messages
        .iter()
        .filter(|m| m.side == side && matches!(m.status, MessageStatus::Delivered { .. }))
        .filter_map(|m| m.sighting.as_ref().map(|r| r.entries.len()))
        .sum();
    on_the_spot + delivered
}

/// Searches `side`'s serialised view for every marker it may not hold, and checks its reports
/// and numbers (see the module documentation).
fn check(g: &Game, side: Side, red: Naming, blue: Naming) -> Result<String, TestCaseError> {
    let view = g.side_view(side);
    let json = view.to_json().unwrap();
    let enemy = naming_of(side.opponent(), red, blue);
    let i = side_index(side);
    let mut secrets: Vec<String> = enemy
        .units
        .iter()
        .chain(&enemy.commanders)
        .map(|s| s.to_string())
        .collect();
    secrets.extend([
        BRIEFING_MARK[1 - i].to_string(),
        REASON_MARK.to_string(),
        digits(ROUTE_MARK),
        digits(REACTION_MARK),
        digits(POST_MARK[1 - i]),
    ]);
    for secret in &secrets {
        prop_assert!(
            !json.contains(secret.as_str()),
            "{secret} in the {side} view:\n{json}"
        );
    }
    for m in &g.state().staff().messages {
        let in_hand = matches!(m.status, MessageStatus::Delivered { .. });
        if m.side == side && matches!(m.from, Party::Unit(_)) && !in_hand {
            prop_assert!(
                !json.contains(&m.text),
                "a report not in hand in the {side} view"
            );
        }
    }
    let mut numbers: Vec<u64> = view
        .inbox
        .iter()
        .chain(&view.outbox)
        .map(|m| m.number.0)
        .chain(view.captured.iter().map(|d| d.number.0))
        .collect();
    numbers.sort_unstable();
    numbers.dedup();
    prop_assert_eq!(&numbers, &(1..=numbers.len() as u64).collect::<Vec<_>>());
    let seen = view
        .reported_enemy
        .iter()
        .filter(|r| !matches!(r.origin, ReportOrigin::Briefing { .. }));
    prop_assert_eq!(
        seen.count(),
        reports_due(g, side),
        "every report stands on its own"
    );
    Ok(json)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// See the module documentation.
    #[test]
    fn no_byte_of_a_view_holds_a_marker_or_depends_on_the_enemys_ids(
        steps in proptest::collection::vec(step(), 1..20)
    ) {
        let namings = [(RED, BLUE), (RED, BLUE_RENAMED), (RED_RENAMED, BLUE)];
        let mut games: Vec<Game> = namings.iter().map(|(r, b)| staffed(*r, *b)).collect();
        for s in &steps {
            for (g, (red, blue)) in games.iter_mut().zip(namings) {
                if let Some(cmd) = command(g, s, red, blue) {
                    let _ = g.apply(cmd);
                }
            }
            let [base, blue_renamed, red_renamed] = &games[..] else { unreachable!() };
            let red_view = check(base, Side::Red, RED, BLUE)?;
            let blue_view = check(base, Side::Blue, RED, BLUE)?;
            prop_assert_eq!(&red_view, &check(blue_renamed, Side::Red, RED, BLUE_RENAMED)?);
            prop_assert_eq!(&blue_view, &check(red_renamed, Side::Blue, RED_RENAMED, BLUE)?);
        }
    }
}
