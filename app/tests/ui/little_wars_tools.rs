//! The Little Wars floor's measuring tools, driven by the mouse: the tape laid anywhere reads
//! its length in feet and inches against the infantry and cavalry moves (Wells L261, L265) and
//! moves nothing, even laid from a man; the 6-in ring round a gun counts its men (Wells L269),
//! round a man the men of a melee or escort (Wells L296, L328); Escape gives the mouse back to
//! the men.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::little_wars::{at, click, drag, small_table_harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::units::TablePoint;
use workbench::table::little_wars::LittleWarsTable;
use workbench::table::little_wars::floor_tools::{FloorTool, RingCentre};

/// Every man's and gun's place, to see that nothing moved.
fn places(h: &Harness<'_, LittleWarsTable>) -> Vec<(f64, f64)> {
    let s = h.state().game().unwrap().state();
    s.figures
        .iter()
        .map(|f| (f.at.x, f.at.y))
        .chain(s.guns.iter().map(|g| (g.axle.x, g.axle.y)))
        .collect()
}

fn first_of(h: &Harness<'_, LittleWarsTable>, side: Side, arm: Arm) -> u32 {
    let s = h.state().game().unwrap().state();
    s.figures
        .iter()
        .filter(|f| f.side == side && f.arm == arm)
        .map(|f| f.id)
        .min()
        .unwrap()
}

#[test]
fn the_tape_measures_anywhere_and_moves_nothing_until_escape() {
    let mut h = small_table_harness(900.0);
    h.run_steps(3);
    let before = places(&h);
    h.get_by_label("Tape").click();
    h.run_steps(2);
    assert_eq!(h.state().floor().tools.tool, FloorTool::Tape);
    // 13 in across open floor: more than a foot, less than two.
    drag(
        &mut h,
        TablePoint::new(20.0, 30.0),
        TablePoint::new(32.0, 35.0),
    );
    h.get_by_label(
        "Tape: 1 ft 1.0 in (13.0 in), beyond an infantry move (1 ft), within a cavalry \
         move (2 ft); Wells L261, L265.",
    );
    // Laid from a man, it measures from him and he stays where he is.
    let man = first_of(&h, Side::Red, Arm::Infantry);
    let from = at(&h, man);
    drag(&mut h, from, from.offset(0.0, -30.0));
    h.get_by_label_contains("Tape: 2 ft 6.0 in (30.0 in), beyond a cavalry move (2 ft)");
    assert_eq!(places(&h), before, "the tape moved a piece");
    // Escape: the mouse moves men again (put down behind his own back line, Wells L229).
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert_eq!(h.state().floor().tools.tool, FloorTool::MovePieces);
    let to = TablePoint::new(from.x + 1.0, 40.0);
    drag(&mut h, from, to);
    let down = at(&h, man);
    assert!(down.distance(to).0 < 0.01, "{down:?} {}", h.state().message);
}

#[test]
fn six_inch_rings_count_a_guns_men_and_a_mans_neighbours() {
    let mut h = small_table_harness(900.0);
    h.run_steps(3);
    let before = places(&h);
    h.get_by_label("6-in ring").click();
    h.run_steps(2);
    // Round a gun: its own men within 6 in and whether it is in action (Wells L269).
    let (gun, axle) = {
        let s = h.state().game().unwrap().state();
        let g = s.guns.iter().find(|g| g.side == Side::Red).unwrap();
        (g.id, g.axle)
    };
    click(&mut h, axle);
    assert_eq!(h.state().floor().tools.rings, vec![RingCentre::Gun(gun)]);
    let s = h.state().game().unwrap().state();
    let g = s.gun(gun).unwrap();
    let own = g.men_within_six(Side::Red, &s.figures, &s.options).len();
    let standing = if own >= 4 {
        "in action"
    } else {
        "out of action"
    };
    h.get_by_label_contains(&format!(
        "6-in ring round Red gun {gun}: {own} Red and 0 Blue men within 6 in; {standing} (4 \
         needed, Wells L269)."
    ));
    // Round a point in the open floor: nobody.
    let empty = TablePoint::new(30.0, 32.0);
    click(&mut h, empty);
    assert_eq!(h.state().floor().tools.rings.len(), 2);
    h.get_by_label_contains("6-in ring round (30.0, 32.0) in: 0 Red and 0 Blue armed men");
    // Hovering a man rings him: the men of his side within 6 in of his base (Wells L296).
    let man = first_of(&h, Side::Red, Arm::Infantry);
    let p = at(&h, man);
    let s = h.state().game().unwrap().state();
    let me = s.figure(man).unwrap();
    let near = s
        .figures
        .iter()
        .filter(|f| f.id != man && f.side == Side::Red && f.is_armed() && f.gap_to(me).0 <= 6.001)
        .count();
    let screen = crate::common::little_wars::screen(&h, p);
    h.hover_at(screen);
    h.run_steps(2);
    h.get_by_label_contains(&format!(
        "6-in ring round Red infantryman {man}: {near} Red and 0 Blue armed men"
    ));
    // A second click on the point takes its ring off; nothing moved all the while.
    click(&mut h, empty);
    assert_eq!(h.state().floor().tools.rings, vec![RingCentre::Gun(gun)]);
    h.get_by_label("Clear measures").click();
    h.run_steps(2);
    assert!(h.state().floor().tools.rings.is_empty());
    assert_eq!(places(&h), before);
}
