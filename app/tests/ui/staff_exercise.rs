//! The staff exercise driven as an umpire would, by labels: a General Idea and a Separate
//! Report, a commander a side, an order sent and seen in transit on the Messages page, an empty
//! message refused with nothing changed, moves taken until it is delivered, and both sides'
//! windows, Red's showing its own units and nothing of Blue's; and the after-action review
//! replayed to a chosen move, with the umpire's decisions recorded and listed there.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{bundled_map, options, type_into, type_into_multiline, wait_loaded};
use egui::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::UnitId;
use kriegsspiel::systems::reisswitz_1815::calc::entrenchment::Entrenchment;
use kriegsspiel::systems::reisswitz_1815::calc::works::Work;
use kriegsspiel::systems::reisswitz_1815::game::Command;
use kriegsspiel::systems::reisswitz_1815::staff::MessageStatus;
use workbench::WorkbenchApp;
use workbench::commands::UiCommand;
use workbench::table::reisswitz::{SideWindow, show_side_window};

/// A tall window, so the pages fit without scrolling.
fn tall_harness() -> Harness<'static, WorkbenchApp> {
    let mut h = common::app::sized_harness(options(Some(bundled_map()), None), 1200.0, 1600.0);
    wait_loaded(&mut h);
    assert!(
        h.state().troops().is_some(),
        "the default scenario opens with the map"
    );
    h
}

fn journal_len(h: &Harness<'_, WorkbenchApp>) -> usize {
    h.state().troops().expect("a game").game.journal().len()
}

fn click(h: &mut Harness<'_, WorkbenchApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Writes the scenario and adds a commander a side through the Scenario page.
fn write_scenario(h: &mut Harness<'_, WorkbenchApp>) {
    click(h, "Scenario");
    type_into_multiline(h, "General Idea", "Two corps race for the bridge at Wavre.");
    click(h, "Set the General Idea");
    let idea = |h: &Harness<'_, WorkbenchApp>| {
        h.state()
            .troops()
            .unwrap()
            .game
            .state()
            .staff()
            .scenario
            .general_idea
            .clone()
    };
    assert_eq!(
        idea(h),
        "Two corps race for the bridge at Wavre.",
        "{:?}",
        h.state().messages()
    );

    type_into_multiline(h, "Forces", "Three battalions, a squadron and a battery");
    type_into_multiline(h, "Objective", "Hold the bridge");
    type_into(h, "Dawn", "04:30");
    type_into(h, "Weather", "Fine and dry");
    type_into(h, "News", "Hussars seen by the mill");
    type_into(h, "Reported unit", "two squadrons of hussars");
    type_into(h, "Reported east (x)", "4500");
    type_into(h, "Reported south (y)", "3300");
    click(h, "Add intelligence item");
    click(h, "Set Red's Separate Report");
    let report = h
        .state()
        .troops()
        .unwrap()
        .game
        .state()
        .staff()
        .scenario
        .report(Side::Red)
        .cloned()
        .expect("Red's report is set");
    assert_eq!(report.dawn.map(|t| t.to_string()).as_deref(), Some("04:30"));
    assert_eq!(report.weather, "Fine and dry");
    assert_eq!(report.enemy.len(), 1);
    assert_eq!(
        report.enemy[0].reported_units[0].description,
        "two squadrons of hussars"
    );

    // A dawn that is no time of day is refused and changes nothing.
    let before = journal_len(h);
    type_into(h, "Dawn", "25:99");
    click(h, "Set Red's Separate Report");
    assert_eq!(journal_len(h), before);
    assert!(
        h.state()
            .messages()
            .iter()
            .any(|m| m.contains("not a time of day"))
    );

    // A commander a side, each posted at a typed place.
    for (side, id, name, x, y) in [
        ("Red side", "red-cin", "Major Red", "5000", "2200"),
        ("Blue side", "blue-cin", "Major Blue", "4500", "3900"),
    ] {
        click(h, side);
        type_into(h, "Commander id", id);
        type_into(h, "Commander name", name);
        type_into(h, "Post east (x)", x);
        type_into(h, "Post south (y)", y);
        click(h, "Add commander");
    }
    let staff = h.state().troops().unwrap().game.state().staff().clone();
    assert_eq!(
        staff.commanders_of(Side::Red).count(),
        1,
        "{:?}",
        h.state().messages()
    );
    assert_eq!(staff.commanders_of(Side::Blue).count(), 1);
    h.get_by_label_contains("Red — Major Red (red-cin)");

    // A badly spelt id is refused and changes nothing.
    let before = journal_len(h);
    type_into(h, "Commander id", "Not An Id");
    click(h, "Add commander");
    assert_eq!(journal_len(h), before);
    h.get_by_label_contains("Who may talk to whom now");
}

/// Sends "text" from Red's commander to battalion A1 through the Messages page.
fn send_order(h: &mut Harness<'_, WorkbenchApp>, text: &str) {
    type_into_multiline(h, "Message text", text);
    click(h, "Send");
}

#[test]
fn an_order_rides_through_the_umpire_and_each_side_sees_only_its_own() {
    let mut h = tall_harness();
    write_scenario(&mut h);

    click(&mut h, "Messages");
    h.get_by_label("From").click();
    h.run();
    click(&mut h, "Major Red (commander red-cin)");
    h.get_by_label("To").click();
    h.run();
    h.get_by_label_contains("A1 — 1st Battalion").click();
    h.run();

    // An empty message is refused: nothing changes.
    let before = journal_len(&h);
    send_order(&mut h, "");
    assert_eq!(journal_len(&h), before);
    assert!(
        h.state()
            .troops()
            .unwrap()
            .game
            .state()
            .staff()
            .messages
            .is_empty()
    );
    assert!(!h.state().messages().is_empty(), "the refusal is shown");

    send_order(&mut h, "Advance to the mill at once.");
    let staff = h.state().troops().unwrap().game.state().staff().clone();
    assert_eq!(staff.messages.len(), 1, "{:?}", h.state().messages());
    let message = &staff.messages[0];
    assert!(message.in_transit());
    h.get_by_label_contains("in transit");
    h.get_by_label_contains(&format!("arrives turn {}", message.arrives_turn));
    h.get_by_label_contains("Intercept message #1");

    // Moves pass until it is in hand: "Advance until something happens" stops at it (or at
    // anything else that happens first).
    click(&mut h, "Troops");
    type_into(&mut h, "up to N moves", "60");
    for _ in 0..40 {
        if !h.state().troops().unwrap().game.state().staff().messages[0].in_transit() {
            break;
        }
        click(&mut h, "Advance until something happens");
    }
    let staff = h.state().troops().unwrap().game.state().staff().clone();
    assert!(
        matches!(staff.messages[0].status, MessageStatus::Delivered { .. }),
        "{:?} {:?}",
        staff.messages[0].status,
        h.state().messages()
    );
    assert!(
        h.query_all_by_label_contains("Advanced from turn")
            .next()
            .is_some(),
        "why it stopped is shown"
    );
    click(&mut h, "Messages");
    h.get_by_label_contains("delivered at turn");

    // Each side's window, from the View menu's commands.
    h.state_mut().run_command(UiCommand::OpenRedView);
    h.state_mut().run_command(UiCommand::OpenBlueView);
    for _ in 0..4 {
        h.step();
    }
    assert!(h.state().is_side_window_open(Side::Red));
    assert!(h.state().is_side_window_open(Side::Blue));
    let red = h.get_by_role_and_label(Role::Window, "Red's view");
    assert!(
        red.query_by_label_contains("A1 — 1st Battalion: ")
            .is_some(),
        "Red sees its own A1"
    );
    assert!(
        red.query_all_by_label_contains("Two corps race for the bridge")
            .next()
            .is_some()
    );
    assert!(
        red.query_all_by_label_contains("Advance to the mill at once.")
            .next()
            .is_some(),
        "its inbox"
    );
    assert!(
        red.query_all_by_label_contains("two squadrons of hussars")
            .next()
            .is_some(),
        "as reported"
    );
    assert!(
        red.query_all_by_label_contains("blue").next().is_none(),
        "nothing of Blue's units or commanders in Red's window"
    );
    let blue = h.get_by_role_and_label(Role::Window, "Blue's view");
    assert!(
        blue.query_by_label_contains("B1 — 1st Battalion: ")
            .is_some(),
        "Blue sees its own B1"
    );
    assert!(blue.query_all_by_label_contains("red-").next().is_none());
    assert!(
        blue.query_all_by_label_contains("Advance to the mill")
            .next()
            .is_none()
    );
}

#[test]
fn a_message_in_transit_is_intercepted_and_a_sides_view_is_exported() {
    let dir = common::TempDir::new("staff-export");
    let picked = dir.join("red-view");
    let mut h =
        common::app::sized_harness(options(Some(bundled_map()), Some(picked)), 1200.0, 1600.0);
    wait_loaded(&mut h);
    click(&mut h, "Messages");
    h.get_by_label("From").click();
    h.run();
    h.get_by_label_contains("A2 — 2nd Battalion").click();
    h.run();
    h.get_by_label("To").click();
    h.run();
    h.get_by_label_contains("A1 — 1st Battalion").click();
    h.run();
    type_into(&mut h, "Reaction minutes", "4");
    send_order(&mut h, "Close up on the left.");
    let staff = h.state().troops().unwrap().game.state().staff().clone();
    assert_eq!(staff.messages.len(), 1, "{:?}", h.state().messages());
    assert!(staff.messages[0].reaction_minutes > 3.9);

    // Blue's B1 takes the messenger.
    let b1 = kriegsspiel::ids::UnitId::new("blue-b-1").unwrap();
    h.state_mut().troops_mut().unwrap().select(Some(b1), false);
    click(&mut h, "Intercept message #1…");
    type_into(
        &mut h,
        "Reason for the interception",
        "rode into B1's skirmishers",
    );
    click(&mut h, "Intercept");
    let staff = h.state().troops().unwrap().game.state().staff().clone();
    assert!(
        staff.messages[0].intercepted(),
        "{:?}",
        h.state().messages()
    );
    h.get_by_label_contains("intercepted by B1 — 1st Battalion");

    // Red's view goes out as JSON with its briefing as a PDF beside it.
    h.state_mut().run_command(UiCommand::ExportRedView);
    common::app::wait_until(&mut h, "the export", |_| {
        dir.join("red-view.json").is_file() && dir.join("red-view.pdf").is_file()
    });
    let json = std::fs::read_to_string(dir.join("red-view.json")).unwrap();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["stamp"]["side"], "red");
    assert!(!json.contains("blue-b-1"), "Red's view names no Blue unit");
    let pdf = std::fs::read(dir.join("red-view.pdf")).unwrap();
    assert!(pdf.starts_with(b"%PDF"));
}

#[test]
fn the_review_replays_the_exercise_to_a_chosen_move() {
    let mut h = tall_harness();
    write_scenario(&mut h);
    click(&mut h, "Troops");
    for _ in 0..3 {
        click(&mut h, "Next turn");
    }

    click(&mut h, "Review");
    h.get_by_label_contains("Replay the exercise to any move");
    h.get_by_label_contains("At move 0 (06:00)");
    h.get_by_label("Messages on their way: 0");
    h.get_by_role_and_label(Role::Slider, "Move shown").focus();
    h.run();
    h.key_press(egui::Key::ArrowRight);
    h.run();
    h.get_by_label_contains("At move 1 (06:02)");
    // Red's briefing placed the hussars: that is what Red believed, beside where they stood.
    h.get_by_label_contains("Red knew of 1 enemy reports");
    h.get_by_label_contains("two squadrons of hussars at 4500 E, 3300 S paces, as of move 0");
    h.get_by_label("Red as it stood (umpire)");
    h.get_by_label("the enemy as Red believed");
    click(&mut h, "Blue");
    h.get_by_label("What Blue knew of the enemy");
    assert!(
        h.query_all_by_label_contains("two squadrons of hussars")
            .next()
            .is_none(),
        "Red's briefing is not Blue's knowledge"
    );
}

#[test]
fn a_commander_rides_to_the_rulers_last_point_in_person() {
    let mut h = tall_harness();
    write_scenario(&mut h);
    // A ruler point on the map, north of Red's line (the bundled sheet's pixel 1,900 × 700).
    h.key_press(egui::Key::R);
    h.run();
    let spot = common::app::screen_of_pixel(&h, 1900.0, 700.0);
    common::app::click_at(&mut h, spot);
    h.run();
    click(&mut h, "Scenario");
    let before = journal_len(&h);
    click(&mut h, "red-cin rides to the ruler's last point");
    assert_eq!(journal_len(&h), before + 1, "{:?}", h.state().messages());
    let staff = h.state().troops().unwrap().game.state().staff().clone();
    let rider = staff
        .commanders
        .values()
        .find(|c| c.id.to_string() == "red-cin")
        .expect("red-cin");
    assert!(rider.riding.is_some(), "he is on his way: {rider:?}");
}

/// Types into the one-line field labelled `label`, focused through accessibility (as the
/// capture test does).
fn type_focused(h: &mut Harness<'_, WorkbenchApp>, label: &str, text: &str) {
    h.get_by_role_and_label(Role::TextInput, label).focus();
    h.run();
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text(text);
    h.run();
}

/// Reference §12.2 (L1514–1518): at night the umpire first decides how far one can see; the
/// draft gives no figure, so the decision is recorded with its reason on the Review page and
/// listed from the journal by move.
#[test]
fn the_umpire_records_a_decision_on_the_review_page() {
    let mut h = tall_harness();
    click(&mut h, "Troops");
    click(&mut h, "Next turn");
    click(&mut h, "Review");
    h.get_by_label("Decisions recorded: 0");
    click(&mut h, "Night visibility");
    h.get_by_label_contains("Still needed: a decision, a reason");
    type_focused(&mut h, "Decision", "200 paces");
    type_focused(&mut h, "Reason", "a clouded new moon");
    let before = journal_len(&h);
    click(&mut h, "Record the decision");
    assert_eq!(journal_len(&h), before + 1, "{:?}", h.state().messages());
    h.get_by_label("Decisions recorded: 1");
    h.get_by_label("Move 1: Night visibility: 200 paces — because a clouded new moon");
    click(&mut h, "Weather and ground");
    h.get_by_label_contains("Still needed: a decision, a reason");
}

/// Draft L116: a Red work whose place a Blue unit can see appears in Blue's window, without
/// naming the Red unit at work.
#[test]
fn a_work_seen_by_the_enemy_is_in_its_window() {
    let mut h = tall_harness();
    let troops = h.state_mut().troops_mut().expect("a game");
    let blue = troops
        .game
        .state()
        .units_on_map()
        .into_iter()
        .find(|u| u.side == Side::Blue)
        .expect("a Blue unit on the map");
    troops
        .apply(Command::StartWork {
            work: Work::Entrench {
                kind: Entrenchment::BarricadeDefile,
            },
            unit: Some(UnitId::new("red-a-1").unwrap()),
            place: Some(geo::Coord {
                x: blue.centre.x + 300.0,
                y: blue.centre.y,
            }),
            umpire_turns: Some(15),
            reason: Some("wagons at hand (umpire, L197)".into()),
        })
        .expect("the work starts");
    let view = troops.game.side_view(Side::Blue);
    let mut window = SideWindow::new(Side::Blue, 1 << 20);
    let mut side_h = Harness::builder()
        .with_size(egui::Vec2::new(1200.0, 1600.0))
        .build_ui(|ui| {
            show_side_window(ui, &view, None, &mut window, 0.0);
        });
    side_h.run();
    side_h.get_by_label_contains("Work 1 (the enemy's, seen)");
    assert!(
        side_h
            .query_all_by_label_contains("red-a-1")
            .next()
            .is_none()
    );
}
