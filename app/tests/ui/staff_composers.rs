//! The composers of the staff exercise (issue 19, items 14 and 17): a side window's refusal is
//! shown in that side's window, its words are cleared once sent and it keeps its Send within
//! reach; the umpire's composer does not carry one side's words to the other's staff; and the
//! unit panel forgets the last unit's gait and move plan when another unit is chosen.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{bundled_map, options, type_into_multiline, wait_loaded};
use egui::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::army::Gait;
use workbench::WorkbenchApp;
use workbench::commands::UiCommand;

fn harness() -> Harness<'static, WorkbenchApp> {
    let mut h = common::app::sized_harness(options(Some(bundled_map()), None), 1200.0, 1600.0);
    wait_loaded(&mut h);
    h
}

fn click(h: &mut Harness<'_, WorkbenchApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

fn messages(h: &Harness<'_, WorkbenchApp>) -> usize {
    h.state()
        .troops()
        .unwrap()
        .game
        .state()
        .staff()
        .messages
        .len()
}

#[test]
fn a_side_windows_refusal_stays_in_that_window_and_its_words_clear_once_sent() {
    let mut h = harness();
    h.state_mut().run_command(UiCommand::OpenRedView);
    for _ in 0..4 {
        h.step();
    }
    assert!(h.state().is_side_window_open(Side::Red));
    // Send with no sender chosen: refused, and said in Red's window.
    h.get_by_role_and_label(Role::Window, "Red's view")
        .get_by_label("Send")
        .click();
    h.run();
    h.run();
    assert_eq!(messages(&h), 0);
    let red = h.get_by_role_and_label(Role::Window, "Red's view");
    assert!(
        red.query_by_label_contains("Choose a sender and an addressee first")
            .is_some(),
        "the refusal is in Red's window"
    );
    // Chosen and typed: sent, the words cleared, the arrival said.
    for (combo, item) in [("From", "A2 — 2nd Battalion"), ("To", "A1 — 1st Battalion")] {
        h.get_by_role_and_label(Role::Window, "Red's view")
            .get_by_label(combo)
            .click();
        h.run();
        h.get_by_label(item).click();
        h.run();
    }
    type_into_multiline(&mut h, "Message text", "Close up on the left.");
    h.get_by_role_and_label(Role::Window, "Red's view")
        .get_by_label("Send")
        .click();
    h.run();
    h.run();
    assert_eq!(messages(&h), 1, "{:?}", h.state().messages());
    let red = h.get_by_role_and_label(Role::Window, "Red's view");
    assert!(
        red.query_by_label_contains("Sent: in hand at turn")
            .is_some()
    );
    let text = red
        .get_by_role_and_label(Role::MultilineTextInput, "Message text")
        .value()
        .unwrap_or_default();
    assert!(text.is_empty(), "the words are cleared: {text:?}");
}

#[test]
fn the_umpires_composer_does_not_carry_words_to_the_other_staff() {
    let mut h = harness();
    click(&mut h, "Messages");
    type_into_multiline(&mut h, "Message text", "Red's secret plan");
    click(&mut h, "Blue's staff");
    let form = &h.state().troops().unwrap().staff.messages;
    assert_eq!(form.side, Side::Blue);
    assert!(form.text.is_empty(), "{:?}", form.text);
    assert!(h.query_by_label_contains("Red's secret plan").is_none());
}

#[test]
fn choosing_another_unit_forgets_the_last_ones_gait_and_plan() {
    let mut h = harness();
    let a1 = kriegsspiel::ids::UnitId::new("red-a-1").unwrap();
    let patrol = kriegsspiel::ids::UnitId::new("red-patrol-1").unwrap();
    let troops = h.state_mut().troops_mut().unwrap();
    troops.select(Some(a1.clone()), false);
    troops.gait = Gait::InRanks;
    troops.bearing_text = "45".into();
    // Another battalion: back to the march, the typed move gone.
    let a2 = kriegsspiel::ids::UnitId::new("red-a-2").unwrap();
    troops.select(Some(a2), false);
    assert_eq!(troops.gait, Gait::March);
    assert!(troops.bearing_text.is_empty() && troops.last_plan.is_none());
    // The same unit chosen again keeps what was set for it.
    troops.gait = Gait::InRanks;
    troops.select(
        Some(kriegsspiel::ids::UnitId::new("red-a-2").unwrap()),
        false,
    );
    assert_eq!(troops.gait, Gait::InRanks);
    // A patrol gets a gait its chart rows have.
    troops.select(Some(patrol.clone()), false);
    let state = troops.game.state();
    let gaits = workbench::table::reisswitz::gaits_for(state, &patrol);
    assert!(
        gaits.contains(&troops.gait),
        "{:?} not in {gaits:?}",
        troops.gait
    );
    h.run();
}

#[test]
fn single_letter_shortcuts_do_not_fire_while_typing() {
    let mut h = harness();
    let tool = |h: &Harness<'_, WorkbenchApp>| h.state().state().canvas.tool;
    let before = tool(&h);
    click(&mut h, "Messages");
    // "r" is the ruler's key, "t" the troops', "s" the sheets': all typed into the words.
    type_into_multiline(&mut h, "Message text", "rest, then strike");
    assert_eq!(tool(&h), before, "a letter typed became a tool");
    assert_eq!(
        h.state().troops().unwrap().staff.messages.text,
        "rest, then strike"
    );
    // The same in a side window's composer.
    h.state_mut().run_command(UiCommand::OpenBlueView);
    for _ in 0..4 {
        h.step();
    }
    h.get_by_role_and_label(Role::Window, "Blue's view")
        .get_by_role_and_label(Role::MultilineTextInput, "Message text")
        .click();
    h.run();
    h.get_by_role_and_label(Role::Window, "Blue's view")
        .get_by_role_and_label(Role::MultilineTextInput, "Message text")
        .type_text("rest");
    h.run();
    assert_eq!(
        tool(&h),
        before,
        "a letter typed in Blue's window became a tool"
    );
}

#[test]
fn switching_separate_reports_keeps_what_was_typed() {
    let mut h = harness();
    click(&mut h, "Scenario");
    click(&mut h, "Red's report");
    type_into_multiline(&mut h, "Forces", "RED DRAFT: three battalions");
    click(&mut h, "Blue's report");
    type_into_multiline(&mut h, "Forces", "BLUE DRAFT: two battalions");
    click(&mut h, "Red's report");
    let forces = |h: &Harness<'_, WorkbenchApp>| {
        h.state()
            .troops()
            .unwrap()
            .staff
            .scenario
            .report
            .forces
            .clone()
    };
    assert_eq!(forces(&h), "RED DRAFT: three battalions");
    click(&mut h, "Blue's report");
    assert_eq!(forces(&h), "BLUE DRAFT: two battalions");
    // Nothing was set in the game by switching.
    let game = &h.state().troops().unwrap().game;
    let set = game
        .state()
        .staff()
        .scenario
        .report(Side::Blue)
        .map(|r| r.forces.clone());
    assert_ne!(set.as_deref(), Some("BLUE DRAFT: two battalions"));
}

#[test]
fn a_patrol_is_drawn_labelled_and_grabbed_on_the_umpires_map() {
    let mut h = harness();
    let patrol = kriegsspiel::ids::UnitId::new("red-patrol-1").unwrap();
    let troops = h.state_mut().troops_mut().unwrap();
    let at = troops
        .game
        .state()
        .units_on_map()
        .into_iter()
        .find(|u| u.id == patrol)
        .expect("the bundled scenario places Red's patrol")
        .centre;
    // Grabbed a few paces off its point, as a click on its drawn token would.
    let near = geo::Coord {
        x: at.x + 12.0,
        y: at.y - 12.0,
    };
    assert_eq!(troops.unit_at(near), Some(patrol.clone()));
    let view = troops.view();
    let drawn = view.units.iter().find(|u| u.id == patrol).expect("drawn");
    assert_eq!(drawn.label, "Cavalry patrol");
    let c = drawn.blocks[0].corners;
    let width = ((c[1].x - c[0].x).powi(2) + (c[1].y - c[0].y).powi(2)).sqrt();
    assert!(width >= 39.0, "a token the umpire can see: {width} paces");
    // Chosen, it moves at a gait the chart gives a patrol.
    troops.select(Some(patrol.clone()), false);
    let gaits = workbench::table::reisswitz::gaits_for(troops.game.state(), &patrol);
    assert!(
        gaits.contains(&troops.gait),
        "{:?} not in {gaits:?}",
        troops.gait
    );
    h.run();
}
