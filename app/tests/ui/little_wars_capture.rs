//! Guns taken and prisoners with the mouse: a gun its men have left is offered for capture and
//! taken by "Capture gun N" once four men have passed its wheel axis; a gun still defended is
//! "in dispute" and the capture is refused in words (Wells L345); a man clicked on the floor
//! surrenders and is listed as a prisoner, and rearming an armed man is refused in words
//! (Wells L328, L341). The positions are put down through the engine's own commands.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::little_wars::{apply, at, men, table_harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::LittleWarsCommand;
use kriegsspiel::systems::little_wars::figure::{Arm, FigureStatus};
use kriegsspiel::systems::little_wars::units::TablePoint;
use workbench::table::little_wars::LittleWarsTable;

/// Clicks man `id` on the floor, selecting him.
fn click(h: &mut Harness<'_, LittleWarsTable>, id: u32) {
    let p = at(h, id);
    crate::common::little_wars::click(h, p);
}

fn blue_gun(h: &Harness<'_, LittleWarsTable>) -> u32 {
    let s = h.state().game().unwrap().state();
    s.guns.iter().find(|g| g.side == Side::Blue).unwrap().id
}

/// Puts Blue's gun down at the middle line, muzzle towards Red, with `defenders` Blue men
/// beside it and four Red cavalrymen just in their own half facing it; the battle begins and
/// the moves pass until Red is to move again with those men's first move made.
fn gun_at_the_middle(h: &mut Harness<'_, LittleWarsTable>, defenders: usize) -> (u32, Vec<u32>) {
    h.run_steps(3);
    let gun = blue_gun(h);
    apply(
        h,
        LittleWarsCommand::PutDownGun {
            gun,
            axle: TablePoint::new(66.0, 20.0),
            bearing_deg: 180.0,
        },
    );
    for (n, id) in men(h, Side::Blue, Arm::Infantry)
        .into_iter()
        .take(defenders)
        .enumerate()
    {
        let x = 62.0 - 1.5 * n as f64;
        apply(
            h,
            LittleWarsCommand::PutDown {
                figure: id,
                at: TablePoint::new(x, 19.0),
            },
        );
    }
    let riders: Vec<u32> = men(h, Side::Red, Arm::Cavalry)
        .into_iter()
        .take(4)
        .collect();
    for (n, &id) in riders.iter().enumerate() {
        apply(
            h,
            LittleWarsCommand::PutDown {
                figure: id,
                at: TablePoint::new(62.0 + 2.5 * n as f64, 25.0),
            },
        );
    }
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    if h.state().game().unwrap().state().to_move == Side::Blue {
        h.get_by_label("End move").click();
        h.run_steps(3);
    }
    // Red's first move is measured from the back line (Wells L229): half an inch on.
    apply(
        h,
        LittleWarsCommand::MoveGroup {
            figures: riders.clone(),
            dx: 0.0,
            dy: -0.5,
        },
    );
    for _ in 0..2 {
        h.get_by_label("End move").click();
        h.run_steps(3);
    }
    assert_eq!(h.state().game().unwrap().state().to_move, Side::Red);
    (gun, riders)
}

#[test]
fn a_gun_left_by_its_men_is_taken_by_four_men_past_its_axle() {
    let mut h = table_harness(1400.0);
    let (gun, riders) = gun_at_the_middle(&mut h, 0);
    let label = format!("Capture gun {gun}");
    h.get_by_label_contains("out of action: none of its men");
    // Not yet past the wheel axis: refused, and the table says why.
    h.get_by_label(&label).click();
    h.run_steps(3);
    let msg = h.state().message.clone();
    assert!(
        msg.starts_with("Refused") && msg.contains("passed its wheel axis"),
        "{msg}"
    );
    // Four riders go round the gun and past its axle, then take it.
    apply(
        &mut h,
        LittleWarsCommand::MoveGroup {
            figures: riders,
            dx: 0.0,
            dy: -8.0,
        },
    );
    h.run_steps(2);
    h.get_by_label(&label).click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert_eq!(s.gun(gun).unwrap().side, Side::Red, "{}", h.state().message);
}

#[test]
fn a_defended_gun_is_in_dispute_and_only_an_isolated_body_surrenders() {
    let mut h = table_harness(1400.0);
    let (gun, riders) = gun_at_the_middle(&mut h, 1);
    apply(
        &mut h,
        LittleWarsCommand::MoveGroup {
            figures: riders.clone(),
            dx: 0.0,
            dy: -8.0,
        },
    );
    h.run_steps(2);
    h.get_by_label_contains("in dispute: its own men are still within 6 in");
    h.get_by_label(&format!("Capture gun {gun}")).click();
    h.run_steps(3);
    let msg = h.state().message.clone();
    assert!(
        msg.starts_with("Refused") && msg.contains("in dispute") && msg.contains("Wells L345"),
        "{msg}"
    );
    assert_eq!(
        h.state().game().unwrap().state().gun(gun).unwrap().side,
        Side::Blue
    );
    // An armed man cannot rearm: refused in words (Wells L328).
    let man = riders[0];
    click(&mut h, man);
    h.get_by_label("1 men selected on the floor.");
    h.get_by_label("Rearm at the back line").click();
    h.run_steps(3);
    let msg = h.state().message.clone();
    assert!(msg.starts_with("Refused") && msg.contains("L328"), "{msg}");
    // He may not hoist the white flag alone: his fellow riders stand within a move of him,
    // and only an isolated body may surrender (Wells L341, L288).
    h.get_by_label("Surrender").click();
    h.run_steps(3);
    let msg = h.state().message.clone();
    assert!(
        msg.starts_with("Refused") && msg.contains("only an isolated body"),
        "{msg}"
    );
    assert!(
        h.state()
            .game()
            .unwrap()
            .state()
            .figure(man)
            .unwrap()
            .is_armed()
    );
    // The riders together are isolated: they surrender and are listed as Blue's prisoners,
    // taken off the table under surrender = prisoners_removed (Wells L341).
    apply(
        &mut h,
        LittleWarsCommand::Surrender {
            figures: riders.clone(),
        },
    );
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert_eq!(s.figure(man).unwrap().status, FigureStatus::PrisonerRemoved);
    h.get_by_label(&format!(
        "Man {man} (Red): prisoner of Blue, surrendered and taken off the table."
    ));
}

#[test]
fn the_capture_is_reckoned_from_where_the_capturers_began_their_move() {
    let mut h = table_harness(1400.0);
    let (gun, riders) = gun_at_the_middle(&mut h, 0);
    // The riders ride on beyond the gun, then come back over its axle towards their own line.
    apply(
        &mut h,
        LittleWarsCommand::MoveGroup {
            figures: riders.clone(),
            dx: 0.0,
            dy: -8.0,
        },
    );
    for _ in 0..2 {
        h.get_by_label("End move").click();
        h.run_steps(3);
    }
    apply(
        &mut h,
        LittleWarsCommand::MoveGroup {
            figures: riders,
            dx: 0.0,
            dy: 6.0,
        },
    );
    h.run_steps(2);
    // From their own back line they have not passed the axle; from where they began this move
    // they have, going the way of their attack (Wells L345).
    h.get_by_label_contains("the attack is reckoned from where the capturers started this move");
    h.get_by_label(&format!("Capture gun {gun}")).click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert_eq!(s.gun(gun).unwrap().side, Side::Red, "{}", h.state().message);
}
