//! Little Wars played with the mouse on the default Country: two moves — an over-long drag
//! refused with its reason, the clock's warnings and "Time", a melee settled with its working —
//! and the score at the end.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use egui::Pos2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::figure::{Arm, FigureStatus};
use workbench::table::TableWing;
use workbench::table::little_wars::LittleWarsTable;

fn harness() -> Harness<'static, LittleWarsTable> {
    crate::common::little_wars::small_table_harness(900.0)
}

fn screen(h: &Harness<'_, LittleWarsTable>, x: f64, y: f64) -> Pos2 {
    let frame = h.state().floor().frame.expect("the floor was drawn");
    frame.to_screen(kriegsspiel::systems::little_wars::units::TablePoint::new(
        x, y,
    ))
}

/// Drags the figure `id` to (x, y) inches with the mouse.
fn drag_figure(h: &mut Harness<'_, LittleWarsTable>, id: u32, x: f64, y: f64) {
    let at = h.state().game().unwrap().state().figure(id).unwrap().at;
    drag_between(h, (at.x, at.y), (x, y));
}

fn cavalry(h: &Harness<'_, LittleWarsTable>, side: Side) -> Vec<u32> {
    let s = h.state().game().unwrap().state();
    let mut v: Vec<(f64, u32)> = s
        .figures
        .iter()
        .filter(|f| f.side == side && f.arm == Arm::Cavalry)
        .map(|f| (f.at.x, f.id))
        .collect();
    v.sort_by(|a, b| a.0.total_cmp(&b.0));
    v.into_iter().map(|(_, id)| id).collect()
}

/// Where each side's cavalry meets the other's in the middle (first moves from the back line,
/// at most 24 in: Wells L229, L265).
fn front(side: Side) -> f64 {
    match side {
        Side::Red => 25.0,
        Side::Blue => 23.8,
    }
}

#[test]
fn two_moves_with_the_mouse_refusal_clock_melee_and_score() {
    let mut h = harness();
    h.run_steps(3);
    assert!(h.state().title().contains("Little Wars"));
    // The forces stand where the bundled country puts them down (Wells L229).
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    let first = h.state().game().unwrap().state().to_move;
    let second = first.opponent();
    let mine = cavalry(&h, first);

    // Go: the clock starts. 18 men and a gun: 2 minutes (Wells L238).
    h.get_by_label("Go").click();
    h.run_steps(3);
    h.get_by_label_contains("Time left: 2:00");

    // Move 1. An over-long drag: 30 in forward from 2½ in behind... refused, with the reason.
    let x0 = h
        .state()
        .game()
        .unwrap()
        .state()
        .figure(mine[4])
        .unwrap()
        .at
        .x;
    let far = if first == Side::Red {
        48.0 - 34.0
    } else {
        34.0
    };
    drag_figure(&mut h, mine[4], x0, far);
    h.run_steps(3);
    let msg = h.state().message.clone();
    assert!(
        msg.starts_with("Refused") && msg.contains("Wells L265"),
        "{msg}"
    );
    h.get_by_label_contains("may move at most 24.00 in");
    assert!(
        !h.state()
            .game()
            .unwrap()
            .state()
            .figure(mine[4])
            .unwrap()
            .has_moved_once
    );

    // Two cavalrymen ride to the middle.
    for &id in &mine[..2] {
        let x = h.state().game().unwrap().state().figure(id).unwrap().at.x;
        drag_figure(&mut h, id, x, front(first));
    }
    h.run_steps(3);
    assert_eq!(
        h.state().game().unwrap().state().moved.len(),
        2,
        "{}",
        h.state().message
    );

    // The warnings flash: 1 minute and 30 seconds before time, then Time.
    h.state_mut().clock_mut().skip(61.0);
    h.run_steps(3);
    h.get_by_label_contains("1 minute left");
    h.state_mut().clock_mut().skip(30.0);
    h.run_steps(3);
    h.get_by_label_contains("30 seconds left");
    h.state_mut().clock_mut().skip(40.0);
    h.run_steps(3);
    h.get_by_label("Time! The mover stops at once.");
    let x = h
        .state()
        .game()
        .unwrap()
        .state()
        .figure(mine[2])
        .unwrap()
        .at
        .x;
    drag_figure(&mut h, mine[2], x, front(first));
    h.run_steps(3);
    assert!(h.state().message.contains("Time"), "{}", h.state().message);
    assert!(!h.state().game().unwrap().state().moved.contains(&mine[2]));

    h.get_by_label("End move").click();
    h.run_steps(3);
    assert_eq!(h.state().game().unwrap().state().to_move, second);

    // Move 2 starts with Go (Wells L238): three cavalrymen charge the two in the middle.
    h.get_by_label("Go").click();
    h.run_steps(3);
    let theirs = cavalry(&h, second);
    for &id in &theirs[..3] {
        let x = h.state().game().unwrap().state().figure(id).unwrap().at.x;
        drag_figure(&mut h, id, x, front(second));
    }
    h.run_steps(3);
    assert_eq!(
        h.state().game().unwrap().state().moved.len(),
        3,
        "{}",
        h.state().message
    );
    // The melee calculator shows its working before it is applied.
    h.get_by_label_contains("3 men of the side that moved");
    h.get_by_label_contains("Isolation (Wells L288, L308)");
    h.get_by_label("Settle melee").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    // The two are supported by their other cavalry within a move: 2 die on each side and
    // one of the three stands (Wells L316).
    let dead = |side: Side| {
        s.figures
            .iter()
            .filter(|f| f.side == side && f.status == FigureStatus::Dead)
            .count()
    };
    assert_eq!((dead(first), dead(second)), (2, 2));
    assert!(
        h.state()
            .last_working
            .iter()
            .any(|w| w.contains("Wells L316"))
    );
    h.get_by_label("Last melee settled:");

    // The score at the end.
    h.get_by_label("End move").click();
    h.run_steps(3);
    h.get_by_label(&format!("{first} wins")).click();
    h.run_steps(3);
    // Ending by hand asks first (the Fight to the Finish is not yet won, Wells L356).
    h.get_by_label("End the battle").click();
    h.run_steps(3);
    h.get_by_label_contains(&format!("The battle is over: {first} won."));
    // Winner: 100 + gun 10 + 4 cavalry × 1½ + 12 infantry = 128; loser: 10 + 4 × 1½... (1 left
    // of 3 charging, 3 at home) + 12.
    h.get_by_label(&format!("{first}: 128 points (16 men on the field)"));
    h.get_by_label(&format!("{second}: 28 points (16 men on the field)"));
    assert!(h.state().has_unsaved_changes());
}

#[test]
fn the_floor_stays_put_when_a_warning_or_a_message_appears() {
    let mut h = harness();
    h.run_steps(3);
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    h.get_by_label("Go").click();
    h.run_steps(3);
    let before = screen(&h, 30.0, 30.0);
    // A warning flashes across the table (Wells L238): the floor does not move.
    h.state_mut().clock_mut().skip(61.0);
    h.run_steps(3);
    h.get_by_label_contains("1 minute left");
    assert_eq!(
        screen(&h, 30.0, 30.0),
        before,
        "the warning banner moved the floor"
    );
    // A refusal's message line: nor does it.
    h.state_mut()
        .apply(kriegsspiel::systems::little_wars::LittleWarsCommand::Rearm { figures: vec![1] });
    h.run_steps(3);
    assert!(
        h.state().message.starts_with("Refused"),
        "{}",
        h.state().message
    );
    assert_eq!(
        screen(&h, 30.0, 30.0),
        before,
        "the message moved the floor"
    );
}

/// Drags from table point `from` to `to` with the mouse.
fn drag_between(h: &mut Harness<'_, LittleWarsTable>, from: (f64, f64), to: (f64, f64)) {
    use kriegsspiel::systems::little_wars::units::TablePoint;
    let point = |(x, y): (f64, f64)| TablePoint::new(x, y);
    crate::common::little_wars::drag(h, point(from), point(to));
}

#[test]
fn a_gun_dragged_two_feet_takes_its_four_cavalry_and_leaves_the_infantryman() {
    use crate::common::little_wars::{apply, men};
    use kriegsspiel::systems::little_wars::LittleWarsCommand as C;
    use kriegsspiel::systems::little_wars::figure::Arm;
    use kriegsspiel::systems::little_wars::units::TablePoint;
    // Wells L273, L275: four men move up with a gun; four cavalry take it two feet, and an
    // infantryman standing by stays where he is.
    let mut h = harness();
    h.run_steps(3);
    let first = h.state().game().unwrap().state().first_player.unwrap();
    let gun = {
        let s = h.state().game().unwrap().state();
        s.guns.iter().find(|g| g.side == first).unwrap().id
    };
    let up = if first == Side::Red { -1.0 } else { 1.0 };
    let line = if first == Side::Red { 44.0 } else { 4.0 };
    apply(
        &mut h,
        C::PutDownGun {
            gun,
            axle: TablePoint::new(30.0, line),
            bearing_deg: 0.0,
        },
    );
    let riders: Vec<u32> = men(&h, first, Arm::Cavalry).into_iter().take(4).collect();
    for (n, &id) in riders.iter().enumerate() {
        let at = TablePoint::new(27.0 + 2.0 * n as f64, line - 2.0 * up);
        apply(&mut h, C::PutDown { figure: id, at });
    }
    let infantryman = men(&h, first, Arm::Infantry)[0];
    apply(
        &mut h,
        C::PutDown {
            figure: infantryman,
            at: TablePoint::new(30.0, line - 4.0 * up),
        },
    );
    h.get_by_label("Begin battle").click();
    h.run_steps(3);
    // Past the first move, so each man's move is measured from where he stands.
    for _ in 0..2 {
        h.get_by_label("End move").click();
        h.run_steps(3);
    }
    h.get_by_label("Go").click();
    h.run_steps(3);
    let before = h
        .state()
        .game()
        .unwrap()
        .state()
        .figure(infantryman)
        .unwrap()
        .at;
    drag_between(&mut h, (30.0, line), (30.0, line + 23.0 * up));
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    let axle = s.gun(gun).unwrap().axle;
    assert!(
        (axle.y - (line + 23.0 * up)).abs() < 0.5,
        "{axle:?}: {}",
        h.state().message
    );
    assert_eq!(
        s.figure(infantryman).unwrap().at,
        before,
        "the infantryman stays"
    );
    for id in riders {
        assert!(s.moved.contains(&id), "rider {id} went with the gun");
    }
}
