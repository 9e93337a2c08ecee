//! The charge's question on the Melee page (reference §12.11; draft L786–790): the umpire
//! declares the hussars' attack on A1, the page asks the defender to retire, counter-attack or
//! stand, and the answer "Retire" is journaled with no die thrown; a unit marked tired keeps
//! the umpire's reason (reference §12.6).
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{bundled_map, hussars_facing_a1, open_page, options, take, wait_loaded};
use egui_kittest::kittest::Queryable;
use kriegsspiel::systems::reisswitz_1815::calc::charge_answer::AttackAnswer;
use kriegsspiel::systems::reisswitz_1815::game::Event;

#[test]
fn a_declared_attack_is_answered_and_journaled_without_a_die() {
    let mut h = common::app::sized_harness(options(Some(bundled_map()), None), 1100.0, 2400.0);
    wait_loaded(&mut h);
    hussars_facing_a1(&mut h, 300.0);
    take(&mut h, "10th Hussars", "Take the selection as attackers");
    take(
        &mut h,
        "A1 — 1st Battalion",
        "Take the selection as defenders",
    );
    h.get_by_label("Declare the attack").click();
    h.run();
    h.get_by_label_contains("retire, counter-attack or stand?");
    let throws = h
        .state()
        .troops()
        .expect("game")
        .game
        .state()
        .dice()
        .log()
        .len();
    h.get_by_label(AttackAnswer::Retire.description()).click();
    h.run();
    let troops = h.state().troops().expect("game");
    let last = troops.game.journal().last().expect("entry");
    assert!(
        last.events.iter().any(|e| matches!(
            e,
            Event::AttackAnswered {
                answer: AttackAnswer::Retire,
                throw_die: false,
                ..
            }
        )),
        "{:?} {:?}",
        last.events,
        h.state().messages()
    );
    assert_eq!(
        troops.game.state().dice().log().len(),
        throws,
        "L790: no die"
    );
    assert!(troops.game.state().declared_attacks().is_empty());
    h.get_by_label_contains("declined, no die");
    assert!(h.query_all_by_label_contains("L786").count() >= 1);
    // The declined attack is not thrown: the page says so before any melee (L786–790).
    h.get_by_label_contains("No melee: red-a-1 declined the attack of blue-cav-10");
}

#[test]
fn a_unit_marked_tired_keeps_the_umpires_reason() {
    // Reference §12.6: fresh or tired is the umpire's decision; the reason typed on the Troops
    // page goes into the journal with it.
    let mut h = common::app::sized_harness(options(Some(bundled_map()), None), 1100.0, 2400.0);
    wait_loaded(&mut h);
    open_page(&mut h, "Troops");
    h.get_by_label_contains("A1 — 1st Battalion").click();
    h.run();
    common::app::type_into(&mut h, "Override reason", "marched 25 miles since dawn");
    h.get_by_label("Mark tired").click();
    h.run();
    let troops = h.state().troops().expect("game");
    let last = troops.game.journal().last().expect("entry");
    assert!(
        last.events.iter().any(|e| matches!(
            e,
            Event::ConditionChanged { reason: Some(r), .. } if r == "marched 25 miles since dawn"
        )),
        "{:?} {:?}",
        last.events,
        h.state().messages()
    );
}
