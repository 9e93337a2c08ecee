//! The Fire page and ammunition (reference §12.1): a battery that has fired its 50 turns is
//! refused with the turn it could fire again, and the page starts its resupply from the wagon.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{bundled_map, open_page, options, unit, wait_loaded};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use geo::Coord;
use kriegsspiel::systems::reisswitz_1815::game::Command;
use workbench::WorkbenchApp;

fn take(h: &mut Harness<'_, WorkbenchApp>, label_part: &str, button: &str) {
    open_page(h, "Troops");
    h.get_by_label_contains(label_part).click();
    h.run();
    open_page(h, "Fire");
    h.get_by_label(button).click();
    h.run();
}

#[test]
fn a_battery_out_of_ammunition_is_refused_and_resupplied_from_its_wagon() {
    let mut h = common::app::sized_harness(options(Some(bundled_map()), None), 1100.0, 2400.0);
    wait_loaded(&mut h);
    let troops = h.state_mut().troops_mut().expect("a game");
    let front = troops
        .game
        .footprint(&unit("red-a-1"))
        .expect("footprint")
        .expect("placed");
    let f = front.bearing.forward();
    troops
        .apply(Command::RemoveUnit {
            unit: unit("blue-bty-1"),
        })
        .expect("off");
    troops
        .apply(Command::PlaceUnit {
            unit: unit("blue-bty-1"),
            anchor: Coord {
                x: front.anchor.x + f.x * 500.0,
                y: front.anchor.y + f.y * 500.0,
            },
            bearing: front.bearing.turned(180.0),
            formation: "battery_100".into(),
            override_reason: Some("set up the exercise".into()),
        })
        .expect("placed");
    // Fifty turns of fire (Appendix Three, L2416), one a turn.
    for _ in 0..50 {
        troops
            .apply(Command::FireTurn {
                unit: unit("blue-bty-1"),
                override_reason: None,
            })
            .expect("it has ammunition");
        troops
            .apply(Command::AdvanceClock { turns: 1 })
            .expect("clock");
    }
    h.run();
    take(
        &mut h,
        "Blue horse battery",
        "Take the selected unit as firing unit",
    );
    take(
        &mut h,
        "A1 — 1st Battalion",
        "Take the selected unit as target",
    );
    h.get_by_label_contains("Ammunition: 0 of 50 turns of fire left");
    // Said twice: beside the ammunition count and as the reason the fire cannot be set up.
    h.get_by_label_contains("This unit cannot fire: it is out of ammunition");
    assert!(
        h.query_all_by_label_contains("cannot fire: it is out of ammunition")
            .count()
            >= 2
    );
    assert!(h.query_by_label("Throw and resolve the fire").is_none());
    // Resupply from the wagon: 5 turns under the default battery_resupply_time (L2464).
    let now = h.state().troops().expect("game").game.state().turn();
    h.get_by_label("Resupply from its wagon (5 turns)").click();
    h.run();
    h.get_by_label_contains(&format!("refilling until turn {}", now + 5));
    assert!(
        h.query_all_by_label_contains(&format!("can fire again from turn {}", now + 5))
            .count()
            >= 1
    );
    let troops = h.state_mut().troops_mut().expect("a game");
    troops
        .apply(Command::AdvanceClock { turns: 5 })
        .expect("clock");
    h.run();
    h.get_by_label_contains("Ammunition: 50 of 50 turns of fire left");
    h.get_by_label("Throw and resolve the fire");
}
