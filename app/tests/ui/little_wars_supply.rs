//! The Kriegspiel appendix's supply and works at the table, with the mouse: the first
//! player's issue falls due after his sixth move (Wells L685, `move_counting` = `own_moves`),
//! the panel reckons his body's packets and gives them up where they lie (Wells L689); then
//! two men begin a contact mine (Wells L754), a sealed note the other side sees only as a
//! note on the mantelpiece (Wells L771).
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::little_wars::{end_move, small_table_harness as table_harness};
use egui_kittest::kittest::Queryable;
use kriegsspiel::systems::little_wars::LittleWarsEvent;

#[test]
fn the_kriegspiel_table_gives_up_supply_and_starts_a_work_with_the_mouse() {
    let mut h = table_harness(2400.0);
    h.run_steps(3);
    h.get_by_label("Kriegspiel appendix").click();
    h.run_steps(3);
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    let first = h.state().game().unwrap().state().to_move;
    // Six moves of each side: the first player's issue fell due at the end of his sixth.
    for _ in 0..12 {
        end_move(&mut h);
    }
    let s = h.state().game().unwrap().state();
    assert_eq!(s.to_move, first);
    assert!(
        s.supply.due.contains_key(&first),
        "Wells L685: every six moves"
    );
    h.get_by_label(&format!(
        "{first} owes supply now: give it up before this move ends (Wells L685)."
    ));
    // 12 infantry and 6 cavalry: 18 men half up → 1 food, 6 horses → 1 forage (Wells L685, L693).
    h.get_by_label("Body of 18 men: food 1, forage 1, ammunition 0.");
    h.get_by_label("Give up supply").click();
    h.run_steps(3);
    let game = h.state().game().unwrap();
    let s = game.state();
    assert!(!s.supply.due.contains_key(&first), "{}", h.state().message);
    let last = game.journal().entries().last().unwrap();
    match last.events.first() {
        Some(LittleWarsEvent::SupplyGiven {
            supplied,
            unsupplied,
            ..
        }) => {
            assert_eq!(supplied.len(), 18, "Wells L689: within reach");
            assert!(unsupplied.is_empty());
        }
        other => panic!("not a supply event: {other:?}"),
    }
    h.get_by_label(&format!("Packets laid at {first}'s last issue: 2."));
    // Two men begin a contact mine where the panel suggests (Wells L754).
    h.get_by_label("Lay contact mine").click();
    h.run_steps(3);
    h.get_by_label("Start work").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert_eq!(s.works.len(), 1, "{}", h.state().message);
    assert_eq!(s.works[0].men.len(), 2, "Wells L754: two men");
    h.get_by_label_contains("Work 1 (lay contact mine)");
    // The other side sees only a sealed note (Wells L771).
    end_move(&mut h);
    h.get_by_label_contains(&format!("1 sealed note of {first} on the mantelpiece"));
    assert!(
        h.query_by_label_contains("Work 1 (lay contact mine)")
            .is_none()
    );
}
