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
