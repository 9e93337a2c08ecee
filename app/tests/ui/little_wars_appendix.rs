//! The Kriegspiel appendix's charge and shell at the table, with the mouse and by labels: the
//! umpire shift-clicks eight cavalry and the infantry they charge and presses "Apply charge",
//! and the engine takes the tables' losses off those men (Wells L780, L788); then he clicks
//! the man a shell is to kill and presses "Burst shell, the selected die" (Wells L561,
//! `shell_choice` = `firer`). The position comes from a saved game opened by "Open game".

use crate::common::little_wars::{at, save_battle_at, table_harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::country::Country;
use kriegsspiel::systems::little_wars::figure::{Arm, Figure, FigureStatus};
use kriegsspiel::systems::little_wars::game::LittleWarsSetup;
use kriegsspiel::systems::little_wars::gun::Gun;
use kriegsspiel::systems::little_wars::options::LittleWarsOptions;
use kriegsspiel::systems::little_wars::units::TablePoint;
use workbench::table::little_wars::LittleWarsTable;

/// Puts `n` men of `side` and `arm` in a row 1.5 in apart from (`x`, `y`); their first move
/// is made (a first move is measured from the back line, Wells L229).
fn row(figures: &mut Vec<Figure>, side: Side, arm: Arm, n: u32, x: f64, y: f64) -> Vec<u32> {
    (0..n)
        .map(|k| {
            let id = u32::try_from(figures.len()).unwrap() + 1;
            let mut f = Figure::new(id, side, arm, TablePoint::new(x + 1.5 * f64::from(k), y));
            f.has_moved_once = true;
            figures.push(f);
            id
        })
        .collect()
}

/// Saves to `file` a Kriegspiel battle of `figures` and `guns` (150-point forces, the default
/// Country), played on with nobody stirring to Red's second move, when guns fire (Wells L242).
fn save_kriegspiel_battle(file: &std::path::Path, figures: Vec<Figure>, guns: Vec<Gun>) {
    let mut options = LittleWarsOptions::defaults();
    options.set("rules_mode", "kriegspiel").unwrap();
    options.set("force_selection", "points_150").unwrap();
    let setup = LittleWarsSetup {
        country: Country::default_country(),
        options,
        seed: 1913,
        figures,
        guns,
        defender: None,
        rules_version: kriegsspiel::systems::little_wars::game::RULES_VERSION,
    };
    save_battle_at(file, setup, Side::Red, 3);
}

/// A Kriegspiel battle with Red to move: eight Red cavalry 2½ ft (nearest points) below ten
/// Blue infantry, two Blue men by the shell's default spot (36, 24), and each side's main
/// body at its back line.
fn saved_battle(file: &std::path::Path) -> (Vec<u32>, Vec<u32>, [u32; 2]) {
    let mut figures = Vec::new();
    let riders = row(&mut figures, Side::Red, Arm::Cavalry, 8, 46.0, 40.0);
    let foot = row(
        &mut figures,
        Side::Blue,
        Arm::Infantry,
        10,
        46.0,
        40.0 - 30.0 - 0.95,
    );
    let near = row(&mut figures, Side::Blue, Arm::Infantry, 1, 36.5, 24.0)[0];
    let far = row(&mut figures, Side::Blue, Arm::Infantry, 1, 38.0, 24.0)[0];
    row(&mut figures, Side::Red, Arm::Infantry, 16, 2.0, 46.0);
    row(&mut figures, Side::Blue, Arm::Infantry, 16, 2.0, 2.0);
    // Red's gun, with its four men, fires the shell (Wells L561 keeps gun-fire's rules).
    row(&mut figures, Side::Red, Arm::Infantry, 4, 63.0, 43.0);
    let guns = vec![Gun::new(1, Side::Red, TablePoint::new(66.0, 40.0), 0.0)];
    save_kriegspiel_battle(file, figures, guns);
    (riders, foot, [near, far])
}

/// Clicks man `id` on the floor (with shift held when `shift`).
fn click(h: &mut Harness<'_, LittleWarsTable>, id: u32, shift: bool) {
    if shift {
        crate::common::little_wars::shift_click(h, &[id]);
    } else {
        let p = at(h, id);
        crate::common::little_wars::click(h, p);
    }
}

fn status(h: &Harness<'_, LittleWarsTable>, id: u32) -> FigureStatus {
    h.state().game().unwrap().state().figure(id).unwrap().status
}

#[test]
fn a_charge_and_a_shell_are_applied_with_the_mouse() {
    let dir = crate::common::TempDir::new("lw-appendix");
    let file = dir.join("charge.json");
    let (riders, foot, [near, far]) = saved_battle(&file);
    let mut h = table_harness(2000.0);
    h.run_steps(3);
    h.state_mut().open_game(&file);
    h.run_steps(3);
    h.get_by_label("Go").click();
    h.run_steps(3);
    // kriegspiel_gun_projectile = shell_only: no floor shot from a gun (Wells L561, L565).
    assert!(h.query_by_label("Record shot").is_none());
    h.get_by_label_contains("Kriegspiel guns fire shell");
    // Guns first (Wells L246): Red's gun fires the shell at (36, 24), laid on it (Wells L273):
    // two Blue men within 3 in, one to die; the firer picks the far one.
    h.get_by_label_contains("Fired by gun 1, laid on the shell");
    h.get_by_label("Blue: 2 men within 3 in; 1 would die (Wells L561).");
    click(&mut h, far, false);
    h.get_by_label("Burst shell, the selected die").click();
    h.run_steps(3);
    assert_eq!(status(&h, far), FigureStatus::Dead, "{}", h.state().message);
    assert_eq!(status(&h, near), FigureStatus::Armed);
    h.get_by_label("The shell burst (Wells L561).");
    // Two of the gun's men go to its trail (Wells L273) before the men move.
    h.get_by_label_contains("Gun 1 has fired");
    h.get_by_label("Place the two nearest at the trail").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert!(s.trail_manned.contains(&1), "{}", h.state().message);
    let gun = s.gun(1).unwrap();
    assert!(
        gun.bearing_deg > 180.0,
        "laid towards the shell: {}",
        gun.bearing_deg
    );
    for (n, &id) in riders.iter().chain(&foot).enumerate() {
        click(&mut h, id, n > 0);
    }
    assert_eq!(h.state().floor().selected.len(), 18);
    h.get_by_label("Charging: 8 cavalry of Red; charged: 10 men of Blue.");
    h.get_by_label_contains("Nearest points 2.50 ft apart at the start");
    h.get_by_label("Apply charge").click();
    h.run_steps(3);
    // Wells L788: over 2 ft, extended order: each sabre kills one, the cavalry lose 1 per 5
    // infantry charged (10 → 2); the men die in id order, the charger's pick by default.
    let dead = |h: &Harness<'_, LittleWarsTable>, ids: &[u32]| {
        ids.iter()
            .filter(|id| status(h, **id) == FigureStatus::Dead)
            .count()
    };
    assert_eq!(dead(&h, &foot), 8, "{}", h.state().message);
    assert_eq!(dead(&h, &riders), 2);
    h.get_by_label("The charge was applied (Wells L780-L866).");
    h.get_by_label("Working of the last charge:");
    h.get_by_label_contains("8 cavalry charge from 2.50 ft, nearest point to nearest point");
}

/// A Kriegspiel battle with Red to move on move 3: eight Red cavalry and ten Blue cavalry 2 ft
/// apart, nobody having stirred, so Red's cavalry are bound to answer Blue's (Wells L828) and
/// Blue's stood still on Blue's last move.
fn saved_cavalry_facing(file: &std::path::Path) -> (Vec<u32>, Vec<u32>) {
    let mut figures = Vec::new();
    let red = row(&mut figures, Side::Red, Arm::Cavalry, 8, 46.0, 40.0);
    let blue = row(
        &mut figures,
        Side::Blue,
        Arm::Cavalry,
        10,
        46.0,
        40.0 - 24.0 - 1.2,
    );
    row(&mut figures, Side::Red, Arm::Infantry, 16, 2.0, 46.0);
    row(&mut figures, Side::Blue, Arm::Infantry, 16, 2.0, 2.0);
    save_kriegspiel_battle(file, figures, Vec::new());
    (red, blue)
}

#[test]
fn cavalry_bound_to_answer_dismount_with_the_mouse() {
    let dir = crate::common::TempDir::new("lw-cavalry-stand");
    let file = dir.join("facing.json");
    let (red, blue) = saved_cavalry_facing(&file);
    let mut h = table_harness(2000.0);
    h.run_steps(3);
    h.state_mut().open_game(&file);
    h.run_steps(3);
    h.get_by_label("Go").click();
    h.run_steps(3);
    // Wells L828: the umpire reads who must answer, and whom to charge as still cavalry.
    h.get_by_label(
        "Red's cavalry 1, 2, 3, 4, 5, 6, 7 and 8 stood within charging distance of the enemy's \
         cavalry when its move ended: each must dismount, charge or retire this move, or be \
         charged as still cavalry (Wells L828).",
    );
    h.get_by_label_contains("Blue's cavalry 9, 10, 11");
    h.get_by_label_contains("stood still and mounted on its last move");
    for (n, &id) in red.iter().enumerate() {
        click(&mut h, id, n > 0);
    }
    h.get_by_label("Dismount selected (8)").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert!(
        red.iter().all(|id| s.cavalry_stand.is_dismounted(*id)),
        "{}",
        h.state().message
    );
    assert!(
        s.cavalry_stand.bound_to_answer().is_empty(),
        "dismounting answers (Wells L828)"
    );
    assert!(blue.iter().all(|id| s.cavalry_stand.stood_still(*id)));
    h.get_by_label("Dismounted: that was their move (Wells L640).");
    h.get_by_label("Mount selected (8)");
}
