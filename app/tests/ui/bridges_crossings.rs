//! The Troops page's "Bridges and crossings" worksheet (reference §12.3, §12.7): the time of a
//! pontoon bridge with its working (L1534), a work started as a journaled command and listed
//! under way, fieldworks started with the umpire's duration and reason (L1413), boats and
//! swimming answered from the draft's figures (L1595, L1613).
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{bundled_map, options, type_into, wait_loaded};
use egui_kittest::kittest::Queryable;

#[test]
fn the_worksheet_times_a_bridge_and_starts_the_work() {
    let mut h = common::app::sized_harness(options(Some(bundled_map()), None), 1100.0, 2400.0);
    wait_loaded(&mut h);
    h.get_by_label("Troops").click();
    h.run();
    h.get_by_label("Bridges and crossings").click();
    h.run();
    // 50 feet of pontoon bridge: 10 moves (L1534).
    h.get_by_label("Time: 10 turns (20 min)");
    h.get_by_label_contains("(L1534)");
    // Boats and swimming with the defaults: a battalion of 900 in one ferry, 100 paces of water.
    h.get_by_label("Boats: 9 loads of 100, 9 trips for each craft, 17 moves on the water");
    h.get_by_label("Swimming: 8 moves in all, 2 in the water");
    let now = h.state().troops().expect("a game").game.state().turn();
    h.get_by_label("Start the work").click();
    h.run();
    h.get_by_label(&format!(
        "Work 1: build a pontoon bridge of 50 feet, finished at turn {}",
        now + 10
    ));
    // Hasty fieldworks: a day to a day and a half (L1413), the umpire chooses with a reason.
    h.get_by_label("Strengthen a position").click();
    h.run();
    h.get_by_label_contains("between 720 turns (24 h) and 1,080 turns (36 h)");
    type_into(&mut h, "Umpire's duration in turns", "900");
    type_into(&mut h, "Umpire's reason", "hard ground, few tools");
    h.get_by_label("Start the work").click();
    h.run();
    h.get_by_label(&format!(
        "Work 2: build fieldworks hastily, finished at turn {}",
        now + 900
    ));
    let works: Vec<u32> = h
        .state()
        .troops()
        .expect("a game")
        .game
        .state()
        .works()
        .under_way()
        .map(|w| w.done_turn)
        .collect();
    assert_eq!(works, vec![now + 10, now + 900]);
    // Abandoned with the reason typed above: the bridge's work comes off the list.
    h.get_by_label("Abandon work 1").click();
    h.run();
    assert!(
        h.query_by_label_contains("Work 1: build a pontoon bridge")
            .is_none()
    );
    assert_eq!(
        h.state()
            .troops()
            .expect("a game")
            .game
            .state()
            .works()
            .under_way()
            .count(),
        1
    );
}
