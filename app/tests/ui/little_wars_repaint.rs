//! The Little Wars table's repaints (issue 23 item 9): a running move clock, the interval and
//! the "Time" flash ask for the table again after a quarter of a second, never every frame (it
//! cost a whole core); an idle table asks for nothing; a game opened starts with its clock
//! idle, so no interval keeps it drawing.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::TempDir;
use crate::common::little_wars::small_table_harness as table_harness;
use egui_kittest::kittest::Queryable;

#[test]
fn a_running_clock_repaints_a_few_times_a_second_and_an_idle_table_not_at_all() {
    let mut h = table_harness(900.0);
    h.run_steps(3);
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    // Idle: the battle begun, the clock not started.
    h.try_run().expect("an idle table settles");
    assert!(
        !h.ctx.has_requested_repaint(),
        "{:?}",
        h.ctx.repaint_causes()
    );

    h.get_by_label("Go").click();
    h.run_steps(3);
    assert!(h.state_mut().clock_mut().running);
    // Asking every frame never settles; a repaint asked after a delay does.
    h.try_run()
        .expect("a running clock does not ask for every frame");
    assert!(!h.ctx.requested_repaint_last_pass());
    assert!(h.ctx.has_requested_repaint(), "the clock still ticks on");

    // The interval after "Time" likewise.
    h.state_mut().clock_mut().skip(200.0);
    h.run_steps(3);
    assert!(h.state_mut().clock_mut().interval.is_some());
    h.try_run()
        .expect("the interval does not ask for every frame");
    assert!(!h.ctx.requested_repaint_last_pass());
}

#[test]
fn a_game_opened_starts_with_the_clock_idle() {
    let dir = TempDir::new("lw-repaint");
    let path = dir.join("battle.json");
    let mut h = table_harness(900.0);
    h.run_steps(3);
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    h.state().game().unwrap().save(&path).unwrap();
    h.get_by_label("Go").click();
    h.run_steps(3);
    h.state_mut().open_game(&path);
    h.run_steps(3);
    let clock = h.state_mut().clock_mut().clone();
    assert!(!clock.running && clock.interval.is_none(), "{clock:?}");
    h.try_run().expect("the opened table settles");
    assert!(
        !h.ctx.has_requested_repaint(),
        "{:?}",
        h.ctx.repaint_causes()
    );
}

/// The same through the workbench's File › Open game… (the path the menu and the table's own
/// Open button take): the game opens with its clock idle, no move timed and no interval.
#[test]
fn a_game_opened_from_the_file_menu_starts_with_the_clock_idle() {
    use crate::common::app::{options, sized_harness, wait_until};
    use egui_kittest::kittest::NodeT;
    use workbench::commands::ui_command::UiCommand;
    let dir = TempDir::new("lw-repaint-menu");
    let path = dir.join("battle.json");
    let mut h = sized_harness(options(None, Some(path.clone())), 1400.0, 1000.0);
    h.state_mut().run_command(UiCommand::NewLittleWarsGame);
    h.run_steps(4);
    h.get_by_label("Begin battle").click();
    h.run_steps(4);
    h.state_mut().run_command(UiCommand::SaveMap);
    wait_until(&mut h, "the save", |_| path.is_file());
    // The clock runs, then the move ends: the interval runs.
    h.get_by_label("Go").click();
    h.run_steps(4);
    assert!(
        h.get_by_label("Go").accesskit_node().is_disabled(),
        "the clock runs"
    );
    h.get_by_label("End move").click();
    h.run_steps(4);
    h.get_by_label_contains("Interval: ");
    // Saved again, so the open asks nothing about unsaved changes.
    h.state_mut().run_command(UiCommand::SaveMap);
    wait_until(&mut h, "the second save", |app| {
        app.table_game().is_some_and(|w| !w.has_unsaved_changes())
    });
    let opened = |app: &workbench::WorkbenchApp| {
        app.message_log()
            .iter()
            .filter(|m| m.starts_with("Opened"))
            .count()
    };
    let before = opened(h.state());
    h.state_mut().run_command(UiCommand::OpenGame);
    wait_until(&mut h, "the open", |app| opened(app) > before);
    assert!(
        !h.get_by_label("Go").accesskit_node().is_disabled(),
        "the clock is idle"
    );
    assert!(
        h.query_by_label_contains("Put-down: drag").is_none(),
        "the new table's put-down help is not left over a game opened in battle"
    );
    assert!(
        h.query_by_label_contains("Interval: ").is_none(),
        "no interval runs after the open"
    );
}
