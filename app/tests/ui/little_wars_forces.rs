//! The Little Wars set-up windows: the forces editor (each side's infantry, cavalry and guns,
//! the 150-point buy of Wells L375, the appendix's General, engineers and artillery) and the
//! options window (every option in the reference's groups with its question, readings and
//! sources), each starting the put-down again; the help text with the appendix's distances.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common::little_wars::{men, table_harness};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use kriegsspiel::side::Side;
use kriegsspiel::systems::little_wars::figure::Arm;
use kriegsspiel::systems::little_wars::game::Phase;
use kriegsspiel::systems::little_wars::option_readings::{ForceSelection, TimeRounding};
use workbench::table::little_wars::LittleWarsTable;

type H = Harness<'static, LittleWarsTable>;

fn set(h: &mut H, label: &str, value: f64) {
    h.get_by_label(label).set_value_accesskit(value);
    h.run_steps(3);
}

fn guns(h: &H, side: Side) -> usize {
    let s = h.state().game().unwrap().state();
    s.guns.iter().filter(|g| g.side == side).count()
}

#[test]
fn the_forces_editor_sets_each_sides_force_and_puts_them_down_again() {
    let mut h = table_harness(1000.0);
    h.run_steps(3);
    h.get_by_label("Forces…").click();
    h.run_steps(3);
    h.get_by_label("Forces");
    h.get_by_label("Red: 39 men and 1 gun, 56.5 points.");
    h.get_by_label_contains("The forces are equal in number and similar");
    // Unequal forces are refused under `equal` (Wells L375)…
    set(&mut h, "Red cavalry", 20.0);
    h.get_by_label_contains("Not allowed: forces Red 44 men");
    assert!(
        h.get_by_label("Start with these forces")
            .accesskit_node()
            .is_disabled()
    );
    // …and taken under the 150-point buy: 60 infantry, 40 cavalry and 3 guns make 150.
    h.get_by_label("by the 150-point buy (Wells L375; Streamlined L44)")
        .click();
    h.run_steps(3);
    set(&mut h, "Blue infantry", 60.0);
    set(&mut h, "Blue cavalry", 40.0);
    set(&mut h, "Blue guns", 3.0);
    h.get_by_label_contains("Blue: 100 men and 3 guns, 150 points.");
    h.get_by_label_contains("Each force keeps within the 150-point buy");
    // The appendix's men are offered only in the Kriegspiel appendix.
    assert!(
        h.get_by_label("Red engineers")
            .accesskit_node()
            .is_disabled()
    );
    h.get_by_label("Start with these forces").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert_eq!(s.phase, Phase::PutDown);
    assert_eq!(s.options.force_selection, ForceSelection::Points150);
    assert_eq!(men(&h, Side::Red, Arm::Cavalry).len(), 20);
    assert_eq!(men(&h, Side::Blue, Arm::Infantry).len(), 60);
    assert_eq!(men(&h, Side::Blue, Arm::Cavalry).len(), 40);
    assert_eq!(guns(&h, Side::Blue), 3);
    h.get_by_label_contains("Blue: 60 infantry, 40 cavalry, 3 guns.");
    // A game type chosen afterwards keeps the forces and the buy.
    h.get_by_label("Blow at the Rear").click();
    h.run_steps(3);
    assert_eq!(men(&h, Side::Blue, Arm::Infantry).len(), 60);
    let s = h.state().game().unwrap().state();
    assert_eq!(s.options.force_selection, ForceSelection::Points150);
}

#[test]
fn the_appendix_forces_have_a_general_engineers_and_artillery() {
    let mut h = table_harness(1000.0);
    h.run_steps(3);
    h.get_by_label("Kriegspiel appendix").click();
    h.run_steps(3);
    // The default force in the appendix has its General (Wells L577).
    assert_eq!(men(&h, Side::Red, Arm::General).len(), 1);
    h.get_by_label_contains("cavalry 3 ft (4½ ft on a road)");
    h.get_by_label_contains("engineers and artillery 2 ft");
    h.get_by_label("Forces…").click();
    h.run_steps(3);
    for side in ["Red", "Blue"] {
        set(&mut h, &format!("{side} engineers"), 4.0);
        set(&mut h, &format!("{side} artillery"), 6.0);
    }
    h.get_by_label("Start with these forces").click();
    h.run_steps(3);
    for side in [Side::Red, Side::Blue] {
        assert_eq!(men(&h, side, Arm::RoyalEngineers).len(), 4);
        assert_eq!(men(&h, side, Arm::RoyalArtillery).len(), 6);
        assert_eq!(men(&h, side, Arm::General).len(), 1);
    }
    h.get_by_label_contains(
        "Red: 24 infantry, 15 cavalry, 1 gun, General, 4 engineers, 6 artillery.",
    );
    // Back to the floor game: the appendix's men are left out.
    h.get_by_label("Floor game").click();
    h.run_steps(3);
    assert!(men(&h, Side::Red, Arm::RoyalEngineers).is_empty());
    assert!(men(&h, Side::Red, Arm::General).is_empty());
    h.get_by_label_contains("1 ft infantry, 2 ft cavalry");
}

#[test]
fn the_options_window_offers_every_option_in_its_group() {
    let mut h = table_harness(1000.0);
    h.run_steps(3);
    h.get_by_label("Options…").click();
    h.run_steps(3);
    h.get_by_label("Little Wars options");
    // ("Defensive Game" is also the game type's button beside the window.)
    assert!(h.get_all_by_label("Defensive Game").count() >= 2);
    for group in [
        "Forces and set-up",
        "Blow at the Rear and endings",
        "Timing",
        "Guns",
        "Kriegspiel appendix",
        "Supply",
        "Settings",
    ] {
        // (Some names are also headings of the table beside the window.)
        assert!(h.get_all_by_label(group).count() >= 1, "{group}");
    }
    h.get_by_label("How is each side's force chosen?");
    h.get_by_label_contains("force_selection (Wells L375; Streamlined L44)");
    h.get_by_label("equal (default)");
    // A closed group opens on a click.
    assert!(h.query_by_label("How is the move time rounded?").is_none());
    h.get_by_label("Timing").click();
    h.run_steps(3);
    h.get_by_label("How is the move time rounded?");
    // Choose the 150-point buy and the time rounded by men alone, and start again under them.
    h.get_by_label("points_150").click();
    h.run_steps(3);
    h.get_by_label("ceil_men").click();
    h.run_steps(3);
    h.get_by_label_contains("Away from the defaults: ");
    h.get_by_label("Start with these options").click();
    h.run_steps(3);
    let s = h.state().game().unwrap().state();
    assert_eq!(s.options.force_selection, ForceSelection::Points150);
    assert_eq!(s.options.time_rounding, TimeRounding::CeilMen);
    assert_eq!(
        men(&h, Side::Red, Arm::Infantry).len(),
        24,
        "the forces stay"
    );
    assert!(h.query_by_label("Little Wars options").is_none());
}

/// Renders the README's pictures of the forces editor and the options window:
/// `LW_FORCES_SCREENSHOT=assets/screenshots/little-wars-forces.png
/// LW_OPTIONS_SCREENSHOT=assets/screenshots/little-wars-options.png cargo test -p workbench
/// --test ui little_wars_forces::render_the_readme_pictures -- --ignored`.
#[test]
#[ignore = "writes the README's pictures when asked"]
fn render_the_readme_pictures() {
    if let Ok(path) = std::env::var("LW_FORCES_SCREENSHOT") {
        let mut h = table_harness(1000.0);
        h.run_steps(3);
        h.get_by_label("Forces…").click();
        h.run_steps(3);
        h.get_by_label("by the 150-point buy (Wells L375; Streamlined L44)")
            .click();
        h.run_steps(3);
        set(&mut h, "Blue infantry", 60.0);
        set(&mut h, "Blue cavalry", 40.0);
        set(&mut h, "Blue guns", 3.0);
        h.run();
        h.render().expect("rendered").save(path).expect("saved");
    }
    if let Ok(path) = std::env::var("LW_OPTIONS_SCREENSHOT") {
        let mut h = table_harness(1000.0);
        h.run_steps(3);
        h.get_by_label("Options…").click();
        h.run_steps(3);
        h.get_by_label("Blow at the Rear and endings").click();
        h.run_steps(3);
        h.run();
        h.render().expect("rendered").save(path).expect("saved");
    }
}
