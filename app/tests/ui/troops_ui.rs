//! Troops on the map, driven as an umpire would: start the brigade learning game, place a
//! brigade, change a formation, move within and beyond the allowance (typed and dragged),
//! undo, override, and save and reload with the map.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::TempDir;
use common::app::{bundled_map, click_at, options, type_into, unit, wait_loaded};
use egui::{Event, Key, Modifiers, PointerButton, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use geo::Coord;
use std::path::PathBuf;
use workbench::canvas::MapPoint;
use workbench::{AppOptions, WorkbenchApp};

/// A tall window, so the whole troops page fits without scrolling.
fn tall_harness(options: AppOptions) -> Harness<'static, WorkbenchApp> {
    common::app::sized_harness(options, 1100.0, 1500.0)
}

/// A copy of the bundled map (picture and map file, without its game) in `dir`.
fn map_without_game(dir: &TempDir) -> PathBuf {
    let from = bundled_map();
    let folder = from.parent().expect("maps folder");
    std::fs::copy(folder.join("default.png"), dir.join("default.png")).expect("copy picture");
    let file = dir.join("field.map.json");
    std::fs::copy(&from, &file).expect("copy map");
    file
}

/// Where `id`'s anchor is, or `None` off the map.
fn anchor(h: &Harness<'_, WorkbenchApp>, id: &str) -> Option<Coord<f64>> {
    let troops = h.state().troops().expect("a game");
    let (_, state) = troops.game.state().unit(&unit(id)).expect("unit");
    state.placement.as_ref().map(|p| p.anchor)
}

fn formation(h: &Harness<'_, WorkbenchApp>, id: &str) -> String {
    let troops = h.state().troops().expect("a game");
    let (_, state) = troops.game.state().unit(&unit(id)).expect("unit");
    state.placement.as_ref().expect("placed").formation.clone()
}

fn open_troops_page(h: &mut Harness<'_, WorkbenchApp>) {
    h.get_by_label("Troops").click();
    h.run();
}

#[test]
fn a_brigade_from_the_example_is_placed_and_changes_formation() {
    let dir = TempDir::new("troops-place");
    let file = map_without_game(&dir);
    let mut h = tall_harness(options(Some(file), None));
    wait_loaded(&mut h);
    assert!(h.state().troops().is_none(), "no game beside this copy");
    open_troops_page(&mut h);
    h.get_by_label("Load example: brigade learning game")
        .click();
    h.run();
    h.get_by_label_contains("New game: “Learning game: a brigade a side”");
    // The whole Red brigade goes on the map at the middle of the view, side by side.
    h.get_by_label("Place Red 1st Brigade on map").click();
    h.run();
    let placed: Vec<&str> = ["red-a-1", "red-a-2", "red-a-3", "red-cav-11"]
        .into_iter()
        .filter(|id| anchor(&h, id).is_some())
        .collect();
    assert_eq!(placed.len(), 4, "{:?}", h.state().messages());
    assert!(
        h.query_by_label("Place Red 1st Brigade on map").is_none(),
        "nothing of the brigade is left to place"
    );
    let journal = h.state().troops().expect("game").game.journal().len();
    assert!(journal >= 4, "one placement each in the journal");
    // Infantry goes down in attack column; the left battalion is A1.
    assert_eq!(formation(&h, "red-a-1"), "attack_column");

    // Select A1 from the order of battle and deploy it into line.
    h.get_by_label_contains("A1 — 1st Battalion:").click();
    h.run();
    h.get_by_label("Formation").click();
    h.run();
    h.get_by_label("Line, three ranks").click();
    h.run();
    assert_eq!(
        formation(&h, "red-a-1"),
        "line",
        "{:?}",
        h.state().messages()
    );
    let troops = h.state().troops().expect("game");
    let line = troops
        .game
        .footprint(&unit("red-a-1"))
        .expect("footprint")
        .expect("on the map");
    // A battalion in line shows two half-battalion blocks abreast (Appendix Two).
    assert!(line.frontage > line.depth * 3.0, "{line:?}");
    h.get_by_label_contains("Reforming until turn");

    // The journal says what happened, with the game time.
    h.get_by_label_contains("Journal (").click();
    h.run();
    h.get_by_label_contains("Turn 0 (06:00) — A1 (1st Battalion) from attack column to line");
}

#[test]
fn moves_within_the_allowance_go_and_beyond_it_are_refused_until_overridden() {
    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    assert!(
        h.state().troops().is_some(),
        "the default scenario opens with the map"
    );
    open_troops_page(&mut h);
    let start = anchor(&h, "blue-b-1").expect("B1 is placed in the default scenario");
    h.get_by_label_contains("B1 — 1st Battalion:").click();
    h.run();
    h.get_by_label_contains("Allowance left this turn: 100%");

    // 100 paces north at the march: within a turn on even ground.
    type_into(&mut h, "Bearing (°)", "0");
    type_into(&mut h, "Distance (paces)", "100");
    h.get_by_label_contains("100 paces,");
    h.get_by_label("Move").click();
    h.run();
    let after = anchor(&h, "blue-b-1").expect("placed");
    assert!((after.x - start.x).abs() < 1e-6, "{start:?} → {after:?}");
    assert!(
        (start.y - after.y - 100.0).abs() < 1e-6,
        "{start:?} → {after:?}: {:?}",
        h.state().messages()
    );

    // 3,000 paces more: far beyond a two-minute turn. Refused, nothing moves.
    type_into(&mut h, "Distance (paces)", "3000");
    h.get_by_label_contains("3000 paces,");
    h.get_by_label("Move").click();
    h.run();
    assert_eq!(anchor(&h, "blue-b-1"), Some(after));
    assert!(
        h.state()
            .messages()
            .iter()
            .any(|m| m.starts_with("Refused") && m.contains("Nothing was changed")),
        "{:?}",
        h.state().messages()
    );

    // Undo takes the first move back (Ctrl+Z).
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(anchor(&h, "blue-b-1"), Some(start));
    h.get_by_label("Redo").click();
    h.run();
    assert_eq!(anchor(&h, "blue-b-1"), Some(after));

    // With a reason the umpire moves it anyway; the journal records the override.
    type_into(
        &mut h,
        "Override reason",
        "forced march ordered by the umpire",
    );
    h.get_by_label("Move").click();
    h.run();
    let forced = anchor(&h, "blue-b-1").expect("placed");
    assert!((after.y - forced.y - 3000.0).abs() < 1e-6, "{forced:?}");
    let troops = h.state().troops().expect("game");
    let last = troops.game.journal().last().expect("an entry");
    assert!(
        last.events.iter().any(|e| matches!(
            e,
            kriegsspiel::systems::reisswitz_1815::game::Event::Overridden { reason, .. } if reason.contains("forced march")
        )),
        "{last:?}"
    );
}

#[test]
fn a_battalion_is_dragged_on_the_map_within_its_reach() {
    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    open_troops_page(&mut h);
    h.get_by_label_contains("B2 — 2nd Battalion:").click();
    h.run();
    h.key_press(Key::M); // the troops tool
    h.run();
    let start = anchor(&h, "blue-b-2").expect("placed");
    let troops = h.state().troops().expect("game");
    let footprint = troops
        .game
        .footprint(&unit("blue-b-2"))
        .expect("footprint")
        .expect("placed");
    // Grab the battalion by its middle and drag it 80 paces north.
    let middle = footprint.blocks[0].centre;
    let projector = *h.state().projector().expect("drawn");
    let grab = projector.to_screen(MapPoint::from(middle));
    let drop = projector.to_screen(MapPoint::from(Coord {
        x: middle.x,
        y: middle.y - 80.0,
    }));
    drag(&mut h, grab, drop);
    let moved = anchor(&h, "blue-b-2").expect("placed");
    let north = start.y - moved.y;
    assert!(
        (north - 80.0).abs() < 2.0 && (moved.x - start.x).abs() < 2.0,
        "{start:?} → {moved:?}: {:?}",
        h.state().messages()
    );
    // A click on open ground clears the selection; a click on the blocks selects again.
    let empty = projector.to_screen(MapPoint::from(Coord {
        x: middle.x + 900.0,
        y: middle.y + 900.0,
    }));
    click_at(&mut h, empty);
    assert!(h.state().troops().expect("game").selected.is_empty());
    let projector = *h.state().projector().expect("drawn");
    let blocks = h
        .state()
        .troops()
        .expect("game")
        .game
        .footprint(&unit("blue-b-2"))
        .expect("footprint")
        .expect("placed");
    click_at(
        &mut h,
        projector.to_screen(MapPoint::from(blocks.blocks[0].centre)),
    );
    let selected: Vec<String> = h
        .state()
        .troops()
        .expect("game")
        .selected
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(selected, vec!["blue-b-2".to_string()]);
}

#[test]
fn the_game_saves_with_the_map_and_comes_back() {
    let dir = TempDir::new("troops-save");
    let file = map_without_game(&dir);
    let mut h = tall_harness(options(Some(file.clone()), None));
    wait_loaded(&mut h);
    open_troops_page(&mut h);
    h.get_by_label("Load example: brigade learning game")
        .click();
    h.run();
    h.get_by_label("Place Blue 1st Brigade on map").click();
    h.run();
    h.get_by_label("Next turn").click();
    h.run();
    let placed = anchor(&h, "blue-b-1").expect("placed");
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(
        dir.join("field.game.json").is_file(),
        "the game is beside the map"
    );
    drop(h);

    let mut h = tall_harness(options(Some(file), None));
    wait_loaded(&mut h);
    assert_eq!(anchor(&h, "blue-b-1"), Some(placed));
    let troops = h.state().troops().expect("game");
    assert_eq!(troops.game.state().turn(), 1);
    open_troops_page(&mut h);
    h.get_by_label_contains("Turn 1 — 06:02");
}

/// The message area says a command was refused and nothing changed.
fn assert_refused(h: &Harness<'_, WorkbenchApp>) {
    let messages = h.state().messages();
    assert!(
        messages.iter().any(|m| m.contains("Nothing was changed")),
        "{messages:?}"
    );
}

/// A primary-button drag from `from` to `to` over several frames.
fn drag(h: &mut Harness<'_, WorkbenchApp>, from: Pos2, to: Pos2) {
    h.hover_at(from);
    h.event(Event::PointerButton {
        pos: from,
        button: PointerButton::Primary,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    h.step();
    for i in 1..=6 {
        let t = i as f32 / 6.0;
        h.hover_at(from + (to - from) * t);
        h.step();
    }
    h.event(Event::PointerButton {
        pos: to,
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    h.step();
    h.step();
}

#[test]
fn the_dice_tray_throws_from_the_game_and_refuses_a_face_of_seven() {
    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    // From the troops page (a wider page) to the dice.
    open_troops_page(&mut h);
    h.get_by_label("Dice").click();
    h.run();
    h.get_by_label("No throws yet in this game.");
    let entries =
        |h: &Harness<'_, WorkbenchApp>| h.state().troops().expect("game").game.journal().len();
    let before = entries(&h);
    type_into(&mut h, "Purpose", "charge of the 10th Hussars");
    h.get_by_label("Throw die III").click();
    h.run();
    assert_eq!(entries(&h), before + 1, "{:?}", h.state().messages());
    h.get_by_label_contains("— charge of the 10th Hussars");
    let throws = h
        .state()
        .troops()
        .expect("game")
        .game
        .state()
        .dice()
        .log()
        .entries()
        .len();
    assert!(throws >= 1);

    // A physical die: 7 is refused and nothing is logged; 4 is recorded.
    type_into(&mut h, "Physical die III showed", "7");
    h.get_by_label("Record the face").click();
    h.run();
    assert_eq!(entries(&h), before + 1);
    assert_refused(&h);
    type_into(&mut h, "Physical die III showed", "4");
    h.get_by_label("Record the face").click();
    h.run();
    assert_eq!(entries(&h), before + 2);
    h.get_by_label_contains("face 4");
}

#[test]
fn a_negative_strength_is_refused_and_a_correction_is_recorded() {
    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    open_troops_page(&mut h);
    h.get_by_label_contains("B2 — 2nd Battalion:").click();
    h.run();
    let strength = |h: &Harness<'_, WorkbenchApp>| {
        let troops = h.state().troops().expect("game");
        troops
            .game
            .state()
            .unit(&unit("blue-b-2"))
            .expect("unit")
            .1
            .strength
    };
    let before = strength(&h);
    type_into(&mut h, "Men", "-50");
    h.get_by_label("Set strength").click();
    h.run();
    assert_eq!(strength(&h), before);
    assert_refused(&h);
    type_into(&mut h, "Men", "850");
    h.get_by_label("Set strength").click();
    h.run();
    assert_eq!(strength(&h).men, 850);
    h.get_by_label_contains("B2 — 2nd Battalion: 850 men");
    h.get_by_label("Mark tired").click();
    h.run();
    h.get_by_label_contains("B2 — 2nd Battalion: 850 men, tired");
}

#[test]
fn a_battery_fires_at_a_battalion_at_the_range_measured_on_the_map() {
    use kriegsspiel::systems::reisswitz_1815::calc::casualty_pin::points_to_men;
    use kriegsspiel::systems::reisswitz_1815::calc::fire::{FireOrder, fire_points};
    use kriegsspiel::systems::reisswitz_1815::calc::fire_arm::FireArm;
    use kriegsspiel::systems::reisswitz_1815::ruleset::{FireEffect, Formation};

    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    open_troops_page(&mut h);
    // Bring the Blue horse battery within canister range of A2 (an umpire's override).
    h.get_by_label_contains("Blue horse battery:").click();
    h.run();
    type_into(&mut h, "Override reason", "set up the fire exercise");
    type_into(&mut h, "Bearing (°)", "0");
    type_into(&mut h, "Distance (paces)", "1050");
    h.get_by_label("Move").click();
    h.run();
    h.get_by_label("Fire").click();
    h.run();
    h.get_by_label("Take the selected unit as firing unit")
        .click();
    h.run();
    open_troops_page(&mut h);
    h.get_by_label_contains("A2 — 2nd Battalion:").click();
    h.run();
    h.get_by_label("Fire").click();
    h.run();
    h.get_by_label("Take the selected unit as target").click();
    h.run();

    // The range is measured on the map: from the middle of the battery's front to the
    // nearest corner of A2's blocks.
    let troops = h.state().troops().expect("game");
    let battery = troops
        .game
        .footprint(&unit("blue-bty-1"))
        .expect("footprint")
        .expect("placed");
    let a2 = troops
        .game
        .footprint(&unit("red-a-2"))
        .expect("fp")
        .expect("placed");
    let range = a2
        .blocks
        .iter()
        .flat_map(|b| b.corners())
        .map(|c| (c.x - battery.anchor.x).hypot(c.y - battery.anchor.y))
        .fold(f64::INFINITY, f64::min);
    h.get_by_label_contains(&format!("6-pdr battery at {range:.0} paces:"));
    let men_before = troops
        .game
        .state()
        .unit(&unit("red-a-2"))
        .expect("u")
        .1
        .strength
        .men;
    let throws_before = troops.game.state().dice().log().entries().len();

    h.get_by_label("Throw and resolve the fire").click();
    h.run();
    let troops = h.state().troops().expect("game");
    let log = troops.game.state().dice().log().entries();
    // The fire's throw, and a d6 when the men leave a remainder over full boxes.
    let new = &log[throws_before..];
    assert!(
        (1..=2).contains(&new.len()),
        "{new:?} {:?}",
        h.state().messages()
    );
    let throw = &new[0];
    assert!(throw.purpose.starts_with("fire: "), "{}", throw.purpose);
    // The same fire worked by the engine directly gives the same loss: with bad effect, as
    // no condition of the good-effect checklist is ticked.
    let rules = troops.game.state().ruleset();
    let mut order = FireOrder::new(FireArm::SixPounder, FireEffect::Bad, range, throw.face);
    order.scale = 1.0;
    let points = fire_points(rules, &order).expect("points").points;
    let men = points_to_men(rules, Formation::ThreeRank, points).expect("men");
    let lost = u32::try_from(men.count.floor()).expect("small");
    let men_after = troops
        .game
        .state()
        .unit(&unit("red-a-2"))
        .expect("u")
        .1
        .strength
        .men;
    assert_eq!(men_before - men_after, lost, "{points} points");
    h.get_by_label_contains(&format!(
        "A2 (2nd Battalion): {lost} whole men off; the Red pin on the"
    ));
    // The pin moved a box for every full five men, and one more if the remainder throw allowed.
    let pin = troops
        .game
        .state()
        .casualty_board()
        .pin(
            kriegsspiel::systems::reisswitz_1815::army::Side::Red,
            Formation::ThreeRank,
        )
        .expect("pin")
        .position();
    let boxes = u64::from(lost / 5);
    let extra = new
        .get(1)
        .is_some_and(|d| u32::from(d.face.number()) <= lost % 5);
    assert_eq!(
        pin,
        kriegsspiel::systems::reisswitz_1815::calc::tally::Tally::whole(
            5 * (boxes + u64::from(extra))
        )
    );
}

/// The `recovery_times` option as the game has it now.
fn recovery_times(
    h: &Harness<'_, WorkbenchApp>,
) -> kriegsspiel::systems::reisswitz_1815::ruleset::OptionInfo {
    h.state()
        .troops()
        .expect("game")
        .game
        .state()
        .ruleset()
        .options
        .catalogue()
        .into_iter()
        .find(|o| o.id == "recovery_times")
        .expect("the option")
}

#[test]
fn a_reading_of_the_rules_is_chosen_and_journaled() {
    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    open_troops_page(&mut h);
    h.get_by_label("Readings of the rules").click();
    h.run();
    let option = recovery_times(&h);
    let other = option
        .choices
        .iter()
        .find(|c| c.id != option.chosen && !c.withdrawn)
        .expect("a second reading that is offered");
    let combo = h.get_by_label(option.question);
    combo.scroll_to_me();
    h.run();
    h.get_by_label(option.question).click();
    h.run();
    h.get_by_label_contains(other.description).click();
    h.run();
    let troops = h.state().troops().expect("game");
    let now = recovery_times(&h);
    assert_eq!(now.chosen, other.id, "{:?}", h.state().messages());
    assert!(matches!(
        troops
            .game
            .journal()
            .last()
            .expect("entry")
            .events
            .as_slice(),
        [kriegsspiel::systems::reisswitz_1815::game::Event::OptionSet { .. }]
    ));
}

#[test]
fn terrain_edited_during_the_game_is_brought_into_it_on_request() {
    let mut h = tall_harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    open_troops_page(&mut h);
    let warning = "The map's terrain has changed since the game took its copy";
    assert!(
        h.query_by_label_contains(warning).is_none(),
        "the game began on this terrain"
    );
    // The umpire deletes a feature on the Terrain page.
    h.get_by_label("Terrain").click();
    h.run();
    let entry = "#11 thick woods “King's Wood”";
    h.get_by_label(entry).scroll_to_me();
    h.run();
    h.get_by_label(entry).click();
    h.run();
    h.get_by_label("Delete selected feature").click();
    h.run();
    open_troops_page(&mut h);
    h.get_by_label_contains(warning);
    h.get_by_label("Bring the game's terrain up to date")
        .click();
    h.run();
    assert!(h.query_by_label_contains(warning).is_none());
    let troops = h.state().troops().expect("game");
    assert_eq!(troops.game.battlefield().terrain().len(), 52);
    assert!(matches!(
        troops
            .game
            .journal()
            .last()
            .expect("entry")
            .events
            .as_slice(),
        [
            kriegsspiel::systems::reisswitz_1815::game::Event::TerrainUpdated {
                features_before: 53,
                features_after: 52
            }
        ]
    ));
}
