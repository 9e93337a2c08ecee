//! The five ways a side's view once leaked, each played as an umpire would and shown closed
//! (draft, "The Relationship between Players & Umpire", L98–L120; reference §12.2):
//!
//! 1. a unit's report taken by the enemy while it rode showed in its own side's outbox;
//! 2. a captured dispatch carried the engine's whole message record (route, the enemy's
//!    reaction minutes and ids, the umpire's reason) into the captor's view;
//! 3. the side's picture of the enemy was keyed by the true enemy unit, so two reports of one
//!    body collapsed into one;
//! 4. message numbers were shared by both sides, so a side could count the other's messages;
//! 5. writing a side's export over a private (0600) file left a world-readable one.
//!
//! Each is checked on the view the workbench exports and `ks view` prints, byte for byte.

use crate::ks_runner::ks;
use geo::Coord;
use kriegsspiel::clock::TimeOfDay;
use kriegsspiel::files::{NewFileAccess, write_atomically, write_atomically_as};
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::side::Side;
use kriegsspiel::systems::grid::GridGame;
use kriegsspiel::systems::reisswitz_1815::army::{Bearing, OrderOfBattle, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::{
    Battlefield, Command, Event, Game, GameSetup, SightingOutcome,
};
use kriegsspiel::systems::reisswitz_1815::knowledge::{ReportOrigin, SideView};
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
use kriegsspiel::systems::reisswitz_1815::staff::{
    CommanderId, Duty, MessageId, MessageKind, Party, Post,
};
use std::path::PathBuf;

const OOB: &str = r#"
title = "leaks"
[[echelons]]
id = "red"
side = "red"
level = "army"
[[echelons]]
id = "blue"
side = "blue"
level = "army"
[[units]]
id = "r_obs"
echelon = "red"
name = "Red observers"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "r_two"
echelon = "red"
name = "Red second battalion"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "b_one"
echelon = "blue"
name = "Blue first battalion"
kind = { type = "battalion", infantry = "line" }
[[units]]
id = "b_two"
echelon = "blue"
name = "Blue second battalion"
kind = { type = "battalion", infantry = "line" }
"#;

/// Where Blue's route runs and how long Ney took to decide: figures that appear nowhere else.
const ROUTE_X: f64 = 7123.123046875;
const REACTION: f64 = 13.431640625;
const REASON: &str = "REASON-MARKER: the courier lost his way";

fn c(x: f64, y: f64) -> Coord<f64> {
    Coord { x, y }
}

fn uid(s: &str) -> UnitId {
    UnitId::new(s).unwrap()
}

fn cid(s: &str) -> CommanderId {
    CommanderId::new(s).unwrap()
}

fn game() -> Game {
    let field = Battlefield::open(10_000.0, 10_000.0).unwrap();
    let oob = OrderOfBattle::from_toml(OOB, "leaks").unwrap();
    let rules = Ruleset::reisswitz_1815().unwrap();
    Game::new(GameSetup::new(field, rules, oob, 5, TimeOfDay::new(9, 0).unwrap()).unwrap())
}

fn place(g: &mut Game, id: &str, at: Coord<f64>, bearing: Bearing) {
    g.apply(Command::PlaceUnit {
        unit: uid(id),
        anchor: at,
        bearing,
        formation: "line".into(),
        override_reason: Some("the opening positions".into()),
    })
    .unwrap();
}

fn commander(g: &mut Game, id: &str, name: &str, side: Side, post: Post) {
    g.apply(Command::AddCommander {
        commander: cid(id),
        side,
        name: name.into(),
        duty: Duty::MainBody,
        post: Some(post),
    })
    .unwrap();
}

fn send(g: &mut Game, from: &str, to: &str, text: &str, route: Vec<Coord<f64>>, reaction: f64) {
    g.apply(Command::SendMessage {
        kind: MessageKind::Order,
        from: Party::Commander(cid(from)),
        to: Party::Unit(uid(to)),
        text: text.into(),
        route,
        reaction_minutes: reaction,
        umpire_ground: None,
    })
    .unwrap();
}

/// The report `observer`'s sightings sent, from the journal.
fn report_of(g: &Game, observer: &str) -> Option<MessageId> {
    g.journal()
        .iter()
        .flat_map(|e| &e.events)
        .find_map(|e| match e {
            Event::EnemySighted {
                observer: o,
                outcome: SightingOutcome::Reported { message, .. },
                ..
            } if o.as_str() == observer => Some(*message),
            _ => None,
        })
}

/// A folder of the test's own, removed when the test is done with it.
struct Scratch(PathBuf);

impl Scratch {
    fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("e2e-leaks-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

/// The view as `ks view --json` prints it from the saved game, checked to be the very bytes
/// *Export view* writes.
fn printed_view(g: &Game, side: Side, name: &str) -> String {
    let dir = scratch(name);
    let path = dir.join("exercise.game.json");
    g.save(&path).unwrap();
    let (code, out, err) = ks(&[
        "view",
        path.to_str().unwrap(),
        "--side",
        side.id(),
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        g.side_view(side).to_json().unwrap(),
        "ks view is Export view"
    );
    out
}

/// A game in which Red's observers, with no commander on them, see Blue's first battalion and
/// their report rides to Wellington, 4,000 paces behind.
fn report_riding() -> (Game, MessageId) {
    let mut g = game();
    place(&mut g, "r_obs", c(5000.0, 5000.0), Bearing::SOUTH);
    place(&mut g, "b_one", c(5000.0, 4300.0), Bearing::NORTH);
    place(&mut g, "b_two", c(1000.0, 1000.0), Bearing::NORTH);
    commander(
        &mut g,
        "wellington",
        "Duke of Wellington",
        Side::Red,
        Post::Place(c(5000.0, 9000.0)),
    );
    commander(
        &mut g,
        "ney",
        "Marshal Ney",
        Side::Blue,
        Post::Unit(uid("b_two")),
    );
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    let report = report_of(&g, "r_obs").expect("the observers report");
    assert!(g.state().staff().message(report).unwrap().in_transit());
    (g, report)
}

#[test]
fn leak_1_an_intercepted_unit_report_is_in_no_list_of_its_own_side() {
    let (mut g, report) = report_riding();
    let text = g.state().staff().message(report).unwrap().text.clone();
    g.apply(Command::InterceptMessage {
        message: report,
        by: uid("b_two"),
        reason: REASON.into(),
        // Whether the captor could reach the rider is not this test's question.
        override_reason: Some("the umpire's ruling".into()),
    })
    .unwrap();
    let red = printed_view(&g, Side::Red, "leak1");
    assert!(!red.contains(&text), "the taken report shows in Red's view");
    let view = g.side_view(Side::Red);
    assert!(view.outbox.is_empty() && view.inbox.is_empty(), "{view:?}");
    // Blue holds it as a captured dispatch, signed as the report is signed.
    let blue = g.side_view(Side::Blue);
    assert_eq!(blue.captured.len(), 1);
    assert_eq!(blue.captured[0].text, text);
    assert_eq!(blue.captured[0].signed, "Red observers");
}

#[test]
fn leak_2_a_captured_dispatch_carries_only_what_is_written_on_it() {
    let mut g = game();
    place(&mut g, "r_obs", c(5000.0, 5000.0), Bearing::NORTH);
    place(&mut g, "b_one", c(8000.0, 1000.0), Bearing::NORTH);
    commander(
        &mut g,
        "ney",
        "Marshal Ney",
        Side::Blue,
        Post::Place(c(1000.0, 1000.0)),
    );
    // Ney's order rides a drawn route by a point no other figure of the game has.
    let route = vec![c(1000.0, 1000.0), c(ROUTE_X, 3000.0), c(8000.0, 1000.0)];
    send(
        &mut g,
        "ney",
        "b_one",
        "ORDER-TEXT: march on the mill",
        route,
        REACTION,
    );
    let id = g.state().staff().in_transit().next().unwrap().id;
    g.apply(Command::InterceptMessage {
        message: id,
        by: uid("r_obs"),
        reason: REASON.into(),
        // Whether the captor could reach the rider is not this test's question.
        override_reason: Some("the umpire's ruling".into()),
    })
    .unwrap();
    let red = printed_view(&g, Side::Red, "leak2");
    for secret in [
        "7123.123046875",
        "13.431640625",
        "REASON-MARKER",
        "\"ney\"",
        "\"b_one\"",
        "1000.0",
        "8000.0",
    ] {
        assert!(!red.contains(secret), "{secret} in Red's view:\n{red}");
    }
    let view = g.side_view(Side::Red);
    let d = &view.captured[0];
    assert_eq!(
        (
            d.text.as_str(),
            d.signed.as_str(),
            d.sent_turn,
            d.captured_by.as_str(),
            d.captured_turn
        ),
        (
            "ORDER-TEXT: march on the mill",
            "Marshal Ney",
            0,
            "r_obs",
            0
        )
    );
    assert_eq!(d.number.0, 1, "the first message Red holds");
}

#[test]
fn leak_3_two_reports_of_one_enemy_body_stay_two() {
    let mut g = game();
    place(&mut g, "r_obs", c(4500.0, 5000.0), Bearing::SOUTH);
    place(&mut g, "r_two", c(5500.0, 5000.0), Bearing::SOUTH);
    place(&mut g, "b_one", c(5000.0, 4300.0), Bearing::NORTH);
    commander(
        &mut g,
        "wellington",
        "Duke of Wellington",
        Side::Red,
        Post::Unit(uid("r_obs")),
    );
    commander(
        &mut g,
        "picton",
        "Sir Thomas Picton",
        Side::Red,
        Post::Unit(uid("r_two")),
    );
    g.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    let view = g.side_view(Side::Red);
    let observers: Vec<&str> = view
        .reported_enemy
        .iter()
        .filter_map(|r| match &r.origin {
            ReportOrigin::OnTheSpot { observer, .. } => Some(observer.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        observers.len(),
        2,
        "one body seen twice is two reports: {view:?}"
    );
    assert!(observers.contains(&"r_obs") && observers.contains(&"r_two"));

    // The same with two Blue bodies side by side, one in each observer's sight only, gives a
    // view of the same shape: the view cannot tell one body seen twice from two bodies.
    let shape = |v: &SideView| {
        v.reported_enemy
            .iter()
            .map(|r| (r.as_of_turn, r.learned_turn, r.description.clone()))
            .collect::<Vec<_>>()
    };
    let mut two = game();
    place(&mut two, "r_obs", c(2000.0, 5000.0), Bearing::SOUTH);
    place(&mut two, "r_two", c(8000.0, 5000.0), Bearing::SOUTH);
    place(&mut two, "b_one", c(2000.0, 4300.0), Bearing::NORTH);
    place(&mut two, "b_two", c(8000.0, 4300.0), Bearing::NORTH);
    commander(
        &mut two,
        "wellington",
        "Duke of Wellington",
        Side::Red,
        Post::Unit(uid("r_obs")),
    );
    commander(
        &mut two,
        "picton",
        "Sir Thomas Picton",
        Side::Red,
        Post::Unit(uid("r_two")),
    );
    two.apply(Command::AdvanceClock { turns: 1 }).unwrap();
    assert_eq!(shape(&two.side_view(Side::Red)), shape(&view));
}

#[test]
fn leak_4_each_side_numbers_its_messages_in_a_sequence_of_its_own() {
    let (mut g, _) = report_riding();
    place(&mut g, "r_two", c(5000.0, 8000.0), Bearing::NORTH);
    let before = g.side_view(Side::Red);
    // Blue sends five orders; Red then sends one.
    for n in 0..5 {
        send(
            &mut g,
            "ney",
            "b_two",
            &format!("blue order {n}"),
            Vec::new(),
            0.0,
        );
    }
    send(&mut g, "wellington", "r_two", "red order", Vec::new(), 0.0);
    let view = g.side_view(Side::Red);
    let numbers: Vec<u64> = view.outbox.iter().map(|m| m.number.0).collect();
    assert_eq!(numbers, vec![1], "Red's first message is its No. 1");
    // Blue's sending changed nothing Red holds.
    assert_eq!(before.outbox, Vec::new());
    let blue: Vec<u64> = g
        .side_view(Side::Blue)
        .outbox
        .iter()
        .map(|m| m.number.0)
        .collect();
    assert_eq!(blue, vec![1, 2, 3, 4, 5]);
    // The observers' report, once in hand, is Red's next number, whatever the game calls it.
    g.apply(Command::AdvanceUntil { max_turns: 20 }).unwrap();
    g.apply(Command::AdvanceUntil { max_turns: 20 }).unwrap();
    let view = g.side_view(Side::Red);
    let mut held: Vec<u64> = view
        .inbox
        .iter()
        .chain(&view.outbox)
        .map(|m| m.number.0)
        .collect();
    held.sort_unstable();
    held.dedup();
    assert_eq!(
        held,
        (1..=held.len() as u64).collect::<Vec<_>>(),
        "no gaps: {held:?}"
    );
    let printed = printed_view(&g, Side::Red, "leak4");
    for record_key in [
        "\"route\"",
        "\"arrives_turn\"",
        "\"riding_minutes\"",
        "\"status\"",
    ] {
        assert!(
            !printed.contains(record_key),
            "{record_key}: an engine record in the view"
        );
    }
}

#[cfg(unix)]
#[test]
fn leak_5_a_private_export_stays_private_and_a_new_one_is_made_private() {
    use std::os::unix::fs::PermissionsExt;
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let (g, _) = report_riding();
    let dir = scratch("leak5");
    let json = g.side_view(Side::Red).to_json().unwrap();
    // The umpire made Red's file private; a second export over it keeps it so.
    let kept = dir.join("red-view.json");
    std::fs::write(&kept, "{}").unwrap();
    std::fs::set_permissions(&kept, std::fs::Permissions::from_mode(0o600)).unwrap();
    write_atomically(&kept, json.as_bytes()).unwrap();
    assert_eq!(mode(&kept), 0o600);
    // A new side file is readable by its owner only (the export's way of writing).
    let fresh = dir.join("blue-view.json");
    let _ = std::fs::remove_file(&fresh);
    write_atomically_as(&fresh, json.as_bytes(), NewFileAccess::OwnerOnly).unwrap();
    assert_eq!(mode(&fresh), 0o600);
    assert_eq!(std::fs::read_to_string(&fresh).unwrap(), json);
}

#[test]
fn ks_view_refuses_other_systems_bad_sides_and_broken_files() {
    let dir = scratch("refusals");
    let grid = dir.join("grid.game.json");
    std::fs::write(&grid, GridGame::standard().unwrap().to_json().unwrap()).unwrap();
    let (code, _, err) = ks(&["view", grid.to_str().unwrap(), "--side", "red"]);
    assert_eq!(code, 2);
    assert!(err.contains("only Reisswitz"), "{err}");
    let (g, _) = report_riding();
    let path = dir.join("exercise.game.json");
    g.save(&path).unwrap();
    let (code, _, err) = ks(&["view", path.to_str().unwrap(), "--side", "green"]);
    assert_eq!(code, 2);
    assert!(err.contains("green"), "{err}");
    let broken = dir.join("broken.game.json");
    std::fs::write(&broken, "{\"format\": \"kriegsspiel-game\", \"setup\": 7}").unwrap();
    let (code, out, err) = ks(&["view", broken.to_str().unwrap(), "--side", "red"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("broken.game.json"), "{err}");
    // The text form is the printed briefing's lines.
    let (code, out, _) = ks(&["view", path.to_str().unwrap(), "--side", "red"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("Red's briefing — turn 1"), "{out}");
}
