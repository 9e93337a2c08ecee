//! Adjudication driven as an umpire would: a cavalry charge from the selection through the
//! melee worksheet to the pins and markers; the casualty page's pins, a pin put by hand, and
//! the printed sheets; a melee out of contact refused.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::TempDir;
use common::app::{bundled_map, open_page, options, type_into, unit, wait_loaded};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use geo::Coord;
use kriegsspiel::systems::reisswitz_1815::army::Side;
use kriegsspiel::systems::reisswitz_1815::calc::tally::Tally;
use kriegsspiel::systems::reisswitz_1815::game::{Command, Event};
use kriegsspiel::systems::reisswitz_1815::ruleset::Formation;
use std::path::PathBuf;
use workbench::{AppOptions, WorkbenchApp};

/// A tall window, so the whole worksheet fits without scrolling.
fn tall_harness(options: AppOptions) -> Harness<'static, WorkbenchApp> {
    common::app::sized_harness(options, 1100.0, 2400.0)
}

/// Puts `attacker` in line `gap` paces in front of `target`, facing it (the umpire's setting
/// up of a charge, as engine commands).
fn set_up_charge(h: &mut Harness<'_, WorkbenchApp>, attacker: &str, target: &str, gap: f64) {
    place_facing(h, attacker, target, gap, "cavalry_line");
}

/// Puts `unit` in `formation` `gap` paces in front of `target`, facing it.
fn place_facing(
    h: &mut Harness<'_, WorkbenchApp>,
    attacker: &str,
    target: &str,
    gap: f64,
    formation: &str,
) {
    let troops = h.state_mut().troops_mut().expect("a game");
    let front = troops
        .game
        .footprint(&unit(target))
        .expect("footprint")
        .expect("placed");
    let forward = front.bearing.forward();
    let anchor = Coord {
        x: front.anchor.x + forward.x * gap,
        y: front.anchor.y + forward.y * gap,
    };
    troops
        .apply(Command::RemoveUnit {
            unit: unit(attacker),
        })
        .expect("off the map");
    troops
        .apply(Command::PlaceUnit {
            unit: unit(attacker),
            anchor,
            bearing: front.bearing.turned(180.0),
            formation: formation.into(),
            override_reason: Some("set up the charge".into()),
        })
        .expect("placed facing the target");
    h.run();
}

/// Selects `label_part`'s unit from the order-of-battle tree on the Troops page.
fn select(h: &mut Harness<'_, WorkbenchApp>, label_part: &str) {
    open_page(h, "Troops");
    h.get_by_label_contains(label_part).click();
    h.run();
}

/// Takes `firer` and `target` (parts of their labels in the order of battle) on the fire
/// worksheet, from the selection as the umpire would.
fn take_fire(h: &mut Harness<'_, WorkbenchApp>, firer: &str, target: &str) {
    select(h, firer);
    open_page(h, "Fire");
    h.get_by_label("Take the selected unit as firing unit")
        .click();
    h.run();
    select(h, target);
    open_page(h, "Fire");
    h.get_by_label("Take the selected unit as target").click();
    h.run();
}

/// How many throws the game's dice have logged.
fn throws_so_far(h: &Harness<'_, WorkbenchApp>) -> usize {
    h.state()
        .troops()
        .expect("game")
        .game
        .state()
        .dice()
        .log()
        .len()
}

fn pin(h: &Harness<'_, WorkbenchApp>, side: Side, formation: Formation) -> Tally {
    h.state()
        .troops()
        .expect("game")
        .game
        .state()
        .casualty_board()
        .pin(side, formation)
        .expect("pin")
        .position()
}

/// The track's name as the casualty page writes it.
fn name(formation: Formation) -> &'static str {
    match formation {
        Formation::ThreeRank => "infantry in three ranks",
        Formation::LightCavalry => "light cavalry",
        _ => unreachable!("not used here"),
    }
}

/// Takes the Blue hussars as attackers and A1 as defenders on the melee page, from the
/// selection as the umpire would.
fn take_hussars_against_a1(h: &mut Harness<'_, WorkbenchApp>) {
    select(h, "10th Hussars");
    open_page(h, "Melee");
    h.get_by_label("Take the selection as attackers").click();
    h.run();
    select(h, "A1 — 1st Battalion");
    open_page(h, "Melee");
    h.get_by_label("Take the selection as defenders").click();
    h.run();
}

#[test]
fn a_cavalry_charge_goes_from_the_selection_to_the_pins() {
    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    set_up_charge(&mut h, "blue-cav-10", "red-a-1", 2.0);
    take_hussars_against_a1(&mut h);
    // The worksheet read the groups from the map: arms, blocks, men, contact.
    h.get_by_label_contains("Attackers (Blue): 10; light cavalry, 2 blocks");
    h.get_by_label_contains("Defenders (Red): A1; infantry, 2 blocks");
    h.get_by_label_contains("In contact: 2 paces");
    // The die and the chance of each result are shown before the throw.
    h.get_by_label_contains("Verdict:");
    assert!(
        h.query_all_by_label_contains("Chance the ").count() >= 2,
        "the outcomes before the throw"
    );
    let entries = h.state().troops().expect("game").game.journal().len();
    h.get_by_label("Throw and apply the melee").click();
    h.run();
    let troops = h.state().troops().expect("game");
    assert_eq!(
        troops.game.journal().len(),
        entries + 1,
        "{:?}",
        h.state().messages()
    );
    let last = troops.game.journal().last().expect("entry");
    let decided = last
        .events
        .iter()
        .find_map(|e| match e {
            Event::MeleeDecided { winner, letter, .. } => Some((*winner, *letter)),
            _ => None,
        })
        .expect("the melee was decided");
    // The beaten side carries the marker; losses went on the pins (cavalry for Blue, infantry
    // in three ranks for Red).
    let beaten = match decided.0 {
        kriegsspiel::systems::reisswitz_1815::ruleset::CombatSide::Attacker => "red-a-1",
        kriegsspiel::systems::reisswitz_1815::ruleset::CombatSide::Defender => "blue-cav-10",
    };
    let marker = troops
        .game
        .state()
        .unit(&unit(beaten))
        .expect("unit")
        .1
        .markers
        .beaten
        .clone();
    assert_eq!(marker.map(|m| m.letter), Some(decided.1));
    let moved = last
        .events
        .iter()
        .filter(|e| matches!(e, Event::LossesRecorded { .. }))
        .count();
    assert!(moved >= 1, "losses recorded: {:?}", last.events);
    assert!(h.query_all_by_label_contains("Retreat:").count() >= 1);
    // The casualty page shows the pins where the board has them.
    open_page(&mut h, "Casualties");
    for (side, formation) in [
        (Side::Blue, Formation::LightCavalry),
        (Side::Red, Formation::ThreeRank),
    ] {
        let at = pin(&h, side, formation);
        h.get_by_label_contains(&format!("{side} pin on {} at {at} of", name(formation)));
    }
    h.get_by_label_contains("Turn track");
}

#[test]
fn a_melee_out_of_contact_is_refused() {
    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    set_up_charge(&mut h, "blue-cav-10", "red-a-1", 300.0);
    take_hussars_against_a1(&mut h);
    h.get_by_label_contains("Not in contact: 300 paces");
    let before = h.state().troops().expect("game").game.clone();
    h.get_by_label("Throw and apply the melee").click();
    h.run();
    assert_eq!(h.state().troops().expect("game").game, before);
    assert!(
        h.state()
            .messages()
            .iter()
            .any(|m| m.contains("not in contact") && m.contains("Nothing was changed")),
        "{:?}",
        h.state().messages()
    );
}

#[test]
fn a_pin_is_put_by_hand_and_the_sheets_print() {
    let dir = TempDir::new("adjudication-print");
    let blank: PathBuf = dir.join("blank");
    let mut h = tall_harness(options(Some(bundled_map()), Some(blank.clone())));
    wait_loaded(&mut h);
    open_page(&mut h, "Casualties");
    h.get_by_label_contains("Red pin on infantry in three ranks at 0 of 150 men");
    // A bad place is refused with the reason; a good one moves the pin and is journaled.
    type_into(&mut h, "(men; points for artillery)", "lots");
    h.get_by_label("Put the pin by hand").click();
    h.run();
    assert!(
        h.state()
            .messages()
            .iter()
            .any(|m| m.contains("“lots” is not a place on the track")),
        "{:?}",
        h.state().messages()
    );
    type_into(&mut h, "(men; points for artillery)", "40");
    type_into(&mut h, "Reason", "pins set from the paper sheet");
    h.get_by_label("Put the pin by hand").click();
    h.run();
    assert_eq!(pin(&h, Side::Red, Formation::ThreeRank), Tally::whole(40));
    h.get_by_label_contains("Red pin on infantry in three ranks at 40 of 150 men");
    let last = h
        .state()
        .troops()
        .expect("game")
        .game
        .journal()
        .last()
        .expect("entry")
        .clone();
    assert!(matches!(
        last.events.as_slice(),
        [Event::PinCorrected { reason, .. }] if reason == "pins set from the paper sheet"
    ));
    // The blank sheet goes where the dialog says, with ".pdf" added.
    h.get_by_label("Print blank sheet…").click();
    common::app::wait_until(&mut h, "the sheet to be written", |_| {
        dir.join("blank.pdf").is_file()
    });
    let bytes = std::fs::read(dir.join("blank.pdf")).expect("pdf");
    assert!(bytes.starts_with(b"%PDF-"));
    common::app::read_in_message_log(&mut h, "Saved the blank casualty record sheet “blank.pdf”");
    // The filled sheet, with the game's pins, to the same place.
    std::fs::remove_file(dir.join("blank.pdf")).expect("remove");
    h.get_by_label("Casualties").click();
    h.run();
    h.get_by_label("Print casualty sheet…").click();
    common::app::wait_until(&mut h, "the filled sheet to be written", |_| {
        dir.join("blank.pdf").is_file()
    });
    common::app::read_in_message_log(&mut h, "Saved the filled casualty record sheet “blank.pdf”");
    // And the one-page summary of the game.
    std::fs::remove_file(dir.join("blank.pdf")).expect("remove");
    h.get_by_label("Casualties").click();
    h.run();
    h.get_by_label("Print game summary…").click();
    common::app::wait_until(&mut h, "the summary to be written", |_| {
        dir.join("blank.pdf").is_file()
    });
    common::app::read_in_message_log(&mut h, "Saved the game summary “blank.pdf” (A4");
}

#[test]
fn fire_across_a_wall_marked_blocking_is_refused() {
    use geo::LineString;
    use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainFeature};
    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    // The Blue horse battery unlimbered 500 paces in front of A1, a wall half way between.
    let troops = h.state_mut().troops_mut().expect("a game");
    let front = troops
        .game
        .footprint(&unit("red-a-1"))
        .expect("footprint")
        .expect("placed");
    let (f, r) = (front.bearing.forward(), front.bearing.right());
    let at = |ahead: f64, across: f64| Coord {
        x: front.anchor.x + f.x * ahead + r.x * across,
        y: front.anchor.y + f.y * ahead + r.y * across,
    };
    troops
        .apply(Command::RemoveUnit {
            unit: unit("blue-bty-1"),
        })
        .expect("off");
    troops
        .apply(Command::PlaceUnit {
            unit: unit("blue-bty-1"),
            anchor: at(500.0, 0.0),
            bearing: front.bearing.turned(180.0),
            formation: "battery_100".into(),
            override_reason: Some("set up the exercise".into()),
        })
        .expect("placed");
    let wall = TerrainFeature::new(
        FeatureKind::Wall,
        "test wall",
        FeatureGeometry::Line(LineString::from(vec![at(250.0, -400.0), at(250.0, 400.0)])),
    );
    let id = h
        .state_mut()
        .map_mut()
        .expect("map")
        .document
        .terrain
        .add(wall)
        .expect("wall");
    h.run();
    // The umpire marks the wall as blocking on the Terrain page.
    open_page(&mut h, "Terrain");
    let entry = format!("{id} wall “test wall”");
    h.get_by_label(&entry).scroll_to_me();
    h.run();
    h.get_by_label(&entry).click();
    h.run();
    assert_eq!(h.state().map().expect("map").selected_feature, Some(id));
    h.get_by_label("Blocks the line of sight for fire").click();
    h.run();
    let marked = h
        .state()
        .map()
        .expect("map")
        .document
        .terrain
        .get(id)
        .expect("wall")
        .blocks_sight;
    assert!(marked);
    // The fire worksheet refuses the fire with the reason, and a throw changes nothing.
    take_fire(&mut h, "Blue horse battery", "A1 — 1st Battalion");
    h.get_by_label_contains("cannot see A1: the line of fire crosses");
    // No fire is offered until the line of sight is clear: the throw button is not there.
    assert!(h.query_by_label("Throw and resolve the fire").is_none());
    // Unmarking the wall lets the battery fire again.
    open_page(&mut h, "Terrain");
    h.get_by_label("Blocks the line of sight for fire").click();
    h.run();
    open_page(&mut h, "Fire");
    h.get_by_label("Throw and resolve the fire");
}

#[test]
fn the_turns_fires_are_resolved_in_one_list() {
    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    place_facing(&mut h, "blue-bty-1", "red-a-1", 500.0, "battery_100");
    place_facing(&mut h, "blue-b-1", "red-a-2", 200.0, "line");
    for (firer, target) in [("Blue horse battery", "A1 — 1st"), ("B1 — 1st", "A2 — 2nd")] {
        take_fire(&mut h, firer, target);
        h.get_by_label("Add to the turn's fire list").click();
        h.run();
    }
    h.get_by_label_contains("The turn's fire list (2)");
    h.get_by_label_contains("1. Blue horse battery (Blue) at A1");
    h.get_by_label_contains("2. B1");
    let throws = throws_so_far(&h);
    h.get_by_label("Resolve all 2 fires").click();
    h.run();
    let troops = h.state().troops().expect("game");
    let fires: Vec<String> = troops.game.state().dice().log().entries()[throws..]
        .iter()
        .filter(|e| e.purpose.starts_with("fire: "))
        .map(|e| e.purpose.clone())
        .collect();
    assert_eq!(fires.len(), 2, "{fires:?} {:?}", h.state().messages());
    assert!(
        fires[0].contains("at A1") && fires[1].contains("at A2"),
        "{fires:?}"
    );
    h.get_by_label("Fire 1 of 2");
    h.get_by_label("Fire 2 of 2");
    assert!(
        h.query_by_label_contains("The turn's fire list").is_none(),
        "emptied"
    );
}

#[test]
fn the_small_worksheets_work_and_a_test_is_thrown_from_the_game() {
    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    open_page(&mut h, "Melee");
    h.get_by_label("Cavalry waves against infantry").click();
    h.run();
    // Four squadrons against one unshaken battalion: the table's waves, each with its die.
    assert!(h.query_all_by_label_contains("wave").count() >= 1);
    h.get_by_label("Tests (canister morale, surprise …)")
        .click();
    h.run();
    let throws = throws_so_far(&h);
    h.get_by_label("Throw the test").click();
    h.run();
    let troops = h.state().troops().expect("game");
    let log = troops.game.state().dice().log().entries();
    assert!(log.len() > throws, "{:?}", h.state().messages());
    assert!(
        log[throws..]
            .iter()
            .all(|e| e.purpose.starts_with("test: "))
    );
    assert_eq!(
        h.query_all_by_label_contains(" wins: ").count()
            + h.query_all_by_label_contains(" loses: ").count(),
        1
    );
}

#[test]
fn a_batterys_effect_follows_the_checklist_the_page_shows() {
    use egui::accesskit::Toggled;
    use egui_kittest::kittest::NodeT;
    use kriegsspiel::systems::reisswitz_1815::calc::fire::die_to_throw;
    use kriegsspiel::systems::reisswitz_1815::calc::fire_arm::FireArm;
    use kriegsspiel::systems::reisswitz_1815::dice::DieKind;
    use kriegsspiel::systems::reisswitz_1815::ruleset::{FireEffect, ShotKind};

    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    // The Red 9-pdr battery some 1,560 paces from B1: random shot whichever column is thrown.
    place_facing(&mut h, "red-bty-1", "blue-b-1", 1560.0, "battery_100");
    take_fire(&mut h, "Red foot battery", "B1 — 1st");
    h.get_by_label_contains("9-pdr battery at 15");
    let toggled = |h: &Harness<'_, WorkbenchApp>, label: &str| {
        h.get_by_label(label).accesskit_node().toggled() == Some(Toggled::True)
    };
    // Throws the fire; the die the fire was thrown on, and the one each effect's table uses.
    let resolve = |h: &mut Harness<'_, WorkbenchApp>| {
        let throws = throws_so_far(h);
        h.get_by_label("Throw and resolve the fire").click();
        h.run();
        let troops = h.state().troops().expect("game");
        let rules = troops.game.state().ruleset();
        let log = &troops.game.state().dice().log().entries()[throws..];
        let column = log
            .iter()
            .find(|e| e.purpose.starts_with("9-pdr column"))
            .map(|e| e.face);
        assert!(column.is_some(), "{log:?} {:?}", h.state().messages());
        let fire = log
            .iter()
            .find(|e| e.purpose.starts_with("fire: "))
            .expect("the fire's throw");
        let die_for =
            |effect| die_to_throw(rules, FireArm::NinePounder, effect, &[], column).expect("die");
        (
            fire.die,
            DieKind::Reisswitz(die_for(FireEffect::Good)),
            DieKind::Reisswitz(die_for(FireEffect::Bad)),
        )
    };

    // Nothing ticked: the checklist says bad effect, the radio shows it, and the fire is
    // thrown on the bad-effect table's die.
    h.get_by_label_contains("Not all hold: random shot with bad effect.");
    assert!(toggled(&h, "Bad effect"), "the page shows bad effect");
    assert!(!toggled(&h, "Good effect"));
    h.get_by_label_contains("Effect: bad, as not all the checklist's conditions");
    let (thrown, good, bad) = resolve(&mut h);
    assert_ne!(good, bad, "the two tables are on different dice");
    assert_eq!(thrown, bad, "resolved with bad effect, as the page says");
    // On the page and in the working of the fire.
    assert_eq!(
        h.query_all_by_label_contains("Effect: bad, as not all the checklist's conditions")
            .count(),
        2
    );

    // Every random-shot condition ticked: good effect, on the good-effect table's die.
    let checks = {
        let rules = h.state().troops().expect("game").game.state().ruleset();
        let (lists, _) = rules.fire.criteria(rules.options.artillery_effect_criteria);
        lists
            .iter()
            .find(|l| l.shot == ShotKind::RandomShot && l.effect == FireEffect::Good)
            .expect("random shot list")
            .checks
            .clone()
    };
    for check in &checks {
        // The same words may stand in another shot's list; they are one condition.
        h.query_all_by_label(check).next().expect("check").click();
        h.run();
    }
    h.get_by_label_contains("All hold: random shot with good effect.");
    assert!(toggled(&h, "Good effect"), "the page shows good effect");
    assert!(!toggled(&h, "Bad effect"));
    let (thrown, good, _) = resolve(&mut h);
    assert_eq!(thrown, good, "resolved with good effect");
    // On the page and in the working of the fire.
    assert_eq!(
        h.query_all_by_label_contains("Effect: good, as all the checklist's conditions")
            .count(),
        2
    );

    // Against the checklist only as the umpire's explicit choice, and the working says so.
    h.get_by_label("Override the checklist").click();
    h.run();
    h.get_by_label("Bad effect").click();
    h.run();
    assert!(toggled(&h, "Bad effect"));
    let (thrown, _, bad) = resolve(&mut h);
    assert_eq!(thrown, bad, "resolved with the umpire's bad effect");
    // On the page and in the working of the fire.
    assert_eq!(
        h.query_all_by_label_contains("Effect: bad, the umpire overriding the checklist")
            .count(),
        2
    );
}
