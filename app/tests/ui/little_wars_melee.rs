//! A melee made and settled with the mouse (Wells L296-L320): Blue drags two men into contact
//! with two Red men side by side; every man within 6 in of a man in contact joins, so the two
//! pairs and Blue's two riders are one melee (Wells L296), and Blue, who moved, chooses which
//! men of both sides die and which are taken (Wells L320).

use crate::common::little_wars::{drag, table_harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::country::Country;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure, FigureStatus};
use kriegsspiel::systems::little_wars::game::LittleWarsSetup;
use kriegsspiel::systems::little_wars::options::LittleWarsOptions;
use kriegsspiel::systems::little_wars::units::TablePoint;
use workbench::table::little_wars::LittleWarsTable;

/// Where Blue 29 and 30 end their move: 0.76 in from Red 11 and 12, centre to centre, so their
/// bases are 0.06 in apart, inside the 1/8 in of contact (Wells L292).
const CONTACT_Y: f64 = 47.24;

/// A battle on a blank 10 × 8 ft floor with Blue to move: Red 11 and 12 side by side 3 in
/// apart, Blue 29 and 30 three inches above them, Blue riders `riders` within 6 in of 30 and 12
/// only, and a man of each side far off. Every man has made his first move.
fn saved_battle(file: &std::path::Path, riders: &[u32]) {
    let mut men = vec![
        (11, Side::Red, Arm::Infantry, 50.0, 48.0),
        (12, Side::Red, Arm::Infantry, 53.0, 48.0),
        (29, Side::Blue, Arm::Infantry, 50.0, 44.0),
        (30, Side::Blue, Arm::Infantry, 53.0, 44.0),
        (90, Side::Red, Arm::Infantry, 10.0, 90.0),
        (190, Side::Blue, Arm::Infantry, 10.0, 6.0),
    ];
    for (&id, y) in riders.iter().zip([46.0, 47.2]) {
        men.push((id, Side::Blue, Arm::Cavalry, 58.5, y));
    }
    let mut options = LittleWarsOptions::defaults();
    options.set("force_selection", "points_150").unwrap();
    let setup = LittleWarsSetup {
        country: Country::blank("a blank floor", 120.0, 96.0).unwrap(),
        options,
        seed: 5,
        figures: men
            .iter()
            .map(|&(id, side, arm, x, y)| {
                let mut f = Figure::new(id, side, arm, TablePoint::new(x, y));
                f.has_moved_once = true;
                f
            })
            .collect(),
        guns: Vec::new(),
        defender: None,
        rules_version: kriegsspiel::systems::little_wars::game::RULES_VERSION,
    };
    crate::common::little_wars::save_battle_at(file, setup, Side::Blue, 3);
}

/// Opens the battle, presses Go and drags Blue 29 and 30 into contact.
fn blue_charges(riders: &[u32]) -> (Harness<'static, LittleWarsTable>, crate::common::TempDir) {
    let dir = crate::common::TempDir::new("lw-melee");
    let file = dir.join("melee.json");
    saved_battle(&file, riders);
    let mut h = table_harness(1200.0);
    h.run_steps(3);
    h.state_mut().open_game(&file);
    h.run_steps(3);
    if h.query_by_label("Go").is_some() {
        h.get_by_label("Go").click();
        h.run_steps(3);
    }
    for (id, x) in [(29, 50.0), (30, 53.0)] {
        drag(
            &mut h,
            TablePoint::new(x, 44.0),
            TablePoint::new(x, CONTACT_Y),
        );
        let at = h.state().game().unwrap().state().figure(id).unwrap().at;
        assert!(
            (at.y - CONTACT_Y).abs() < 0.02,
            "{id} at {at:?}: {}",
            h.state().message
        );
    }
    (h, dir)
}

fn status(h: &Harness<'_, LittleWarsTable>, id: u32) -> FigureStatus {
    h.state().game().unwrap().state().figure(id).unwrap().status
}

#[test]
fn two_contact_pairs_and_the_riders_by_them_are_one_melee() {
    // Wells L296, L312: 4 against 2, Red isolated: both Red men taken, nobody dead.
    let (mut h, _dir) = blue_charges(&[34, 35]);
    h.get_by_label("4 men of the side that moved (supporters 0) against 2 (supporters 0).");
    h.get_by_label("Settle melee").click();
    h.run_steps(3);
    for id in [11, 12] {
        assert!(
            matches!(status(&h, id), FigureStatus::Prisoner { .. }),
            "Red {id}: {:?} {}",
            status(&h, id),
            h.state().message
        );
    }
    for id in [29, 30, 34, 35] {
        assert_eq!(status(&h, id), FigureStatus::Armed, "Blue {id}");
    }
}

#[test]
fn the_side_that_moved_chooses_who_dies_and_who_is_taken() {
    // Wells L312: 3 against 2 isolated: one taken, one dead on each side; Wells L320: Blue,
    // who moved, chooses. The table proposes the lowest ids; Blue picks otherwise.
    let (mut h, _dir) = blue_charges(&[34]);
    h.get_by_label("3 men of the side that moved (supporters 0) against 2 (supporters 0).");
    h.get_by_label_contains("Blue moved, so Blue chooses");
    // A choice that does not add up is not settled.
    h.get_by_label("Red infantryman 11 stands").click();
    h.run_steps(2);
    h.get_by_label_contains("Red: 1 to die and 1 to be taken; chosen 0 and 1");
    for label in [
        "Red infantryman 12 dies",
        "Red infantryman 11 taken",
        "Blue infantryman 29 stands",
        "Blue cavalryman 34 dies",
    ] {
        h.get_by_label(label).click();
        h.run_steps(2);
    }
    h.get_by_label("Settle melee").click();
    h.run_steps(3);
    assert_eq!(status(&h, 12), FigureStatus::Dead, "{}", h.state().message);
    assert!(matches!(status(&h, 11), FigureStatus::Prisoner { .. }));
    assert_eq!(status(&h, 34), FigureStatus::Dead);
    for id in [29, 30] {
        assert_eq!(status(&h, id), FigureStatus::Armed, "Blue {id}");
    }
}
