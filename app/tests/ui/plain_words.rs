//! Hardening defect 14, the words: what the umpire reads is written in words and short
//! numbers, never in the program's own names — no `Reisswitz(III)` for a die, no `blue-b-1`
//! for a unit, no `attack_column` for a formation, no `1550.453562671259 paces` for a range,
//! no 309 digits for a typed `1e308`.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{bundled_map, options, sized_harness, wait_loaded};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use geo::Coord;
use kriegsspiel::knowledge::KnowsSides;
use kriegsspiel::systems::reisswitz_1815::army::{Side, UnitId};
use kriegsspiel::systems::reisswitz_1815::game::Command;
use workbench::WorkbenchApp;
use workbench::app::PanelTab;
use workbench::canvas::RangeCircle;
use workbench::table::reisswitz::{SideWindow, parties_of, show_side_window, typed_target};

/// The first piece of `text` that reads as the program's own names rather than words: a
/// snake_case id, a debug form such as "Reisswitz(III)", one of `ids`, a number with five or
/// more decimals or a run of sixteen or more digits.
fn program_words(text: &str, ids: &[String]) -> Option<String> {
    let text = without_option_citations(text);
    let tokens = text.split(|c: char| c.is_whitespace() || ",;:“”\"'".contains(c));
    for raw in tokens {
        let token = raw.trim_matches(|c: char| "().[]".contains(c));
        let snake = token.contains('_')
            && token
                .split('_')
                .all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_alphanumeric()));
        let debug = token.char_indices().any(|(i, c)| {
            c == '(' && i > 0 && token[..i].ends_with(|p: char| p.is_ascii_alphabetic()) && {
                token[i + 1..].starts_with(|n: char| n.is_ascii_uppercase())
            }
        });
        let id = ids.iter().any(|id| token == id);
        let long_decimals = token
            .split('.')
            .skip(1)
            .any(|after| after.chars().take_while(char::is_ascii_digit).count() >= 5);
        let long_digits = token
            .split(|c: char| !c.is_ascii_digit())
            .any(|run| run.len() >= 16);
        if snake || debug || id || long_decimals || long_digits {
            return Some(raw.to_string());
        }
    }
    None
}

/// `text` without the working's citations of a reading, "option fire_dice_assignment =
/// the_dice": they name the option and reading as `ks --option` takes them, on purpose.
fn without_option_citations(text: &str) -> String {
    let id_char = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("option ") {
        out.push_str(&rest[..at]);
        let after = &rest[at + "option ".len()..];
        let id_end = after.find(|c| !id_char(c)).unwrap_or(after.len());
        match after[id_end..].strip_prefix(" = ") {
            Some(reading) if id_end > 0 => {
                let end = reading.find(|c| !id_char(c)).unwrap_or(reading.len());
                out.push_str("option");
                rest = &reading[end..];
            }
            _ => {
                out.push_str("option ");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[test]
fn the_detector_finds_program_names() {
    let ids = vec!["blue-b-1".to_string()];
    assert_eq!(
        program_words("Last throw: Reisswitz(III) face 1", &ids).as_deref(),
        Some("Reisswitz(III)")
    );
    assert_eq!(
        program_words("B1 (blue-b-1) placed", &ids).as_deref(),
        Some("(blue-b-1)")
    );
    assert_eq!(
        program_words("placed in attack_column, facing 0°", &ids).as_deref(),
        Some("attack_column")
    );
    assert!(program_words("range 1550.453562671259 paces", &ids).is_some());
    assert!(program_words(&format!("radius {} paces", 1e300), &ids).is_some());
    assert_eq!(
        program_words("A1 moved 200 paces (2 turn(s)), 2.5253 paces a pixel", &ids),
        None
    );
    assert_eq!(
        program_words(
            "Die V (option fire_dice_assignment = the_dice) and in_ranks",
            &ids
        )
        .as_deref(),
        Some("in_ranks")
    );
}

/// Clicks the side panel's tab `name`.
fn open_page(h: &mut Harness<'_, WorkbenchApp>, name: &str) {
    h.get_all_by_label(name).next().expect("the tab").click();
    h.run();
}

/// Every label and value the window shows now (whole labels, not their wrapped lines).
fn shown_text<State>(h: &Harness<'_, State>) -> Vec<String> {
    let mut texts = Vec::new();
    for node in h.query_all_by(|n| n.role() != egui::accesskit::Role::TextRun) {
        let node = node.accesskit_node();
        texts.extend(node.label().filter(|l| !l.is_empty()));
        texts.extend(node.value().filter(|v| !v.is_empty()));
    }
    texts
}

/// The unit ids of the bundled game.
fn unit_ids(h: &Harness<'_, WorkbenchApp>) -> Vec<String> {
    let troops = h.state().troops().expect("the bundled game");
    troops
        .game
        .state()
        .order_of_battle()
        .units()
        .map(|u| u.id.to_string())
        .collect()
}

/// Selects the unit whose order-of-battle line starts with `label`.
fn select(h: &mut Harness<'_, WorkbenchApp>, label: &str) {
    open_page(h, PanelTab::Troops.label());
    h.get_by_label_contains(label).click();
    h.run();
}

/// The umpire's round of the pages: a unit selected and taken for fire and melee against a
/// far-off target, a die thrown, the journal and the rules' readings opened; every page
/// visited. Nothing shown may read as the program's own names.
#[test]
fn every_page_speaks_in_words() {
    let mut h = sized_harness(options(Some(bundled_map()), None), 1400.0, 3000.0);
    wait_loaded(&mut h);
    let ids = unit_ids(&h);
    select(&mut h, "A1 — 1st");
    open_page(&mut h, "Fire");
    h.get_by_label("Take the selected unit as firing unit")
        .click();
    open_page(&mut h, "Melee");
    h.get_by_label("Take the selection as attackers").click();
    select(&mut h, "Rifles — ");
    open_page(&mut h, "Fire");
    h.get_by_label("Take the selected unit as target").click();
    open_page(&mut h, "Melee");
    h.get_by_label("Take the selection as defenders").click();
    open_page(&mut h, "Dice");
    h.get_by_label("Throw die III").click();
    h.run();
    select(&mut h, "A1 — 1st");
    h.get_by_label_contains("Journal (").click();
    h.run();
    h.get_by_label("Readings of the rules").click();
    h.run();

    let mut found = Vec::new();
    for tab in PanelTab::ALL {
        open_page(&mut h, tab.label());
        for text in shown_text(&h) {
            // The melee's first step keeps its case's id for `ks odds --base-case`.
            if text.starts_with("Step one — arms and formation") {
                continue;
            }
            if let Some(word) = program_words(&text, &ids) {
                found.push(format!("{}: “{word}” in “{text}”", tab.label()));
            }
        }
    }
    found.dedup();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The staff exercise, with a message on its way: the Messages and Scenario pages and each
/// side's window name senders and addressees by label and name.
#[test]
fn the_staff_exercise_speaks_in_words() {
    let map = bundled_map().with_file_name("staff-exercise.map.json");
    let mut h = sized_harness(options(Some(map), None), 1400.0, 3000.0);
    wait_loaded(&mut h);
    let ids = unit_ids(&h);
    let mut found = Vec::new();
    for tab in [PanelTab::Messages, PanelTab::Scenario] {
        open_page(&mut h, tab.label());
        found.extend(
            shown_text(&h)
                .into_iter()
                .filter_map(|t| program_words(&t, &ids).map(|w| format!("“{w}” in “{t}”"))),
        );
    }
    let game = &h.state().troops().expect("the exercise").game;
    for side in [Side::Red, Side::Blue] {
        let view = game.side_view(side);
        let mut window = SideWindow::new(side, 1 << 20);
        let mut side_h = Harness::builder()
            .with_size(egui::Vec2::new(1200.0, 1600.0))
            .build_ui(|ui| {
                show_side_window(ui, &view, None, &mut window, 0.0);
            });
        side_h.run();
        found.extend(
            shown_text(&side_h)
                .into_iter()
                .filter_map(|t| program_words(&t, &ids).map(|w| format!("“{w}” in “{t}”"))),
        );
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The Dice page names the die of the last throw as the umpire does: "Die III".
#[test]
fn the_last_throw_names_its_die() {
    let mut h = sized_harness(options(Some(bundled_map()), None), 1400.0, 1600.0);
    wait_loaded(&mut h);
    open_page(&mut h, "Dice");
    h.get_by_label("Throw die III").click();
    h.run();
    let text = shown_text(&h)
        .into_iter()
        .find(|t| t.starts_with("Last throw:"))
        .expect("the last throw is shown");
    assert!(text.starts_with("Last throw: Die III face"), "{text}");
}

/// A side's window lists its own units by label and name, the formation in words.
#[test]
fn a_side_window_names_its_units() {
    let mut main = sized_harness(options(Some(bundled_map()), None), 800.0, 600.0);
    wait_loaded(&mut main);
    let ids = unit_ids(&main);
    let view = main
        .state()
        .troops()
        .expect("game")
        .game
        .side_view(Side::Blue);
    let mut window = SideWindow::new(Side::Blue, 1 << 20);
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1200.0, 1600.0))
        .build_ui(|ui| {
            show_side_window(ui, &view, None, &mut window, 0.0);
        });
    h.run();
    let found: Vec<String> = shown_text(&h)
        .into_iter()
        .filter_map(|text| program_words(&text, &ids).map(|w| format!("“{w}” in “{text}”")))
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
    h.get_by_label_contains("B1 — 1st Battalion: ");
}

/// The message composer offers a side's units by label and name, not by id.
#[test]
fn the_composer_names_units_not_ids() {
    let mut h = sized_harness(options(Some(bundled_map()), None), 800.0, 600.0);
    wait_loaded(&mut h);
    let ids = unit_ids(&h);
    let state = h.state().troops().expect("game").game.state();
    for side in [Side::Red, Side::Blue] {
        for (_, text) in parties_of(state, side) {
            assert_eq!(program_words(&text, &ids), None, "{text}");
        }
    }
}

/// A typed distance far too large says what is allowed, not "more than 0".
#[test]
fn a_huge_typed_distance_names_the_range() {
    let anchor = Coord { x: 0.0, y: 0.0 };
    for distance in ["1e308", "5000000"] {
        let err = typed_target("90", distance, anchor).expect_err("refused");
        assert!(err.contains("at most 1,000,000 paces"), "{err}");
    }
    assert!(typed_target("90", "250", anchor).is_ok());
}

/// A typed circle radius of 1e308 is refused without echoing 309 digits.
#[test]
fn a_huge_circle_radius_is_refused_briefly() {
    let mut circle = RangeCircle::default();
    let err = circle.set_radius_text("1e308").expect_err("refused");
    assert_eq!(program_words(&err, &[]), None, "{err}");
    assert!(err.contains("100,000 paces"), "{err}");
}

/// A refused command names the units and formations in it as the umpire knows them: "a block
/// of B1 (1st Battalion)", not "a block of blue-b-1"; “Cavalry line”, not 'cavalry_line'.
#[test]
fn a_refusal_names_units_and_formations() {
    let mut h = sized_harness(options(Some(bundled_map()), None), 1400.0, 1600.0);
    wait_loaded(&mut h);
    let ids = unit_ids(&h);
    let unit = |id: &str| UnitId::new(id).expect("unit id");
    let state = h.state().troops().expect("game").game.state().clone();
    let b1 = state
        .unit(&unit("blue-b-1"))
        .ok()
        .and_then(|(_, s)| s.placement.clone())
        .expect("B1 on the map");
    h.state_mut().game_command(Command::RemoveUnit {
        unit: unit("red-a-1"),
    });
    h.state_mut().game_command(Command::PlaceUnit {
        unit: unit("red-a-1"),
        anchor: b1.anchor,
        bearing: b1.bearing,
        formation: "cavalry_line".into(),
        override_reason: None,
    });
    h.run();
    let log = h.state().message_log();
    let refusal = log.last().expect("the refusal");
    assert!(refusal.starts_with("Refused: "), "{refusal}");
    assert_eq!(program_words(refusal, &ids), None, "{refusal}");
    assert!(refusal.contains("B1 (1st Battalion)"), "{refusal}");
}

/// A map file with broken JSON says where it breaks once, not twice ("at line 1, column 3 (key
/// must be a string at line 1 column 3)").
#[test]
fn a_broken_map_file_says_where_once() {
    let dir = common::TempDir::new("broken-map-words");
    let file = dir.join("broken.map.json");
    std::fs::write(&file, "{ not json").expect("write");
    let mut h = sized_harness(options(Some(file), None), 800.0, 600.0);
    wait_loaded(&mut h);
    let log = h.state().message_log();
    let refusal = log
        .iter()
        .find(|m| m.starts_with("Cannot open"))
        .expect("the refusal");
    assert_eq!(refusal.matches("line 1").count(), 1, "{refusal}");
    assert!(refusal.contains("key must be a string"), "{refusal}");
}

/// Puts `mover` in `formation` `gap` paces in front of `target`, facing it.
fn place_facing(
    h: &mut Harness<'_, WorkbenchApp>,
    mover: &str,
    target: &str,
    gap: f64,
    formation: &str,
) {
    let unit = |id: &str| UnitId::new(id).expect("unit id");
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
        .apply(Command::RemoveUnit { unit: unit(mover) })
        .expect("off the map");
    troops
        .apply(Command::PlaceUnit {
            unit: unit(mover),
            anchor,
            bearing: front.bearing.turned(180.0),
            formation: formation.into(),
            override_reason: Some("set up the test".into()),
        })
        .expect("placed facing the target");
    h.run();
}

/// A fire and a melee resolved: their working on the worksheets names the units hit, not
/// their ids ("A1 (1st Battalion): 25 whole men off", not "red-a-1: 25 whole men off").
#[test]
fn fire_and_melee_results_name_their_units() {
    let mut h = sized_harness(options(Some(bundled_map()), None), 1400.0, 3000.0);
    wait_loaded(&mut h);
    let ids = unit_ids(&h);
    place_facing(&mut h, "blue-bty-1", "red-a-1", 500.0, "battery_100");
    select(&mut h, "Blue horse battery");
    open_page(&mut h, "Fire");
    h.get_by_label("Take the selected unit as firing unit")
        .click();
    select(&mut h, "A1 — 1st");
    open_page(&mut h, "Fire");
    h.get_by_label("Take the selected unit as target").click();
    h.run();
    h.get_by_label("Throw and resolve the fire").click();
    h.run();
    let mut found: Vec<String> = shown_text(&h)
        .into_iter()
        .filter_map(|t| program_words(&t, &ids).map(|w| format!("Fire: “{w}” in “{t}”")))
        .collect();

    place_facing(&mut h, "blue-cav-10", "red-a-2", 2.0, "cavalry_line");
    select(&mut h, "10th Hussars");
    open_page(&mut h, "Melee");
    h.get_by_label("Take the selection as attackers").click();
    select(&mut h, "A2 — 2nd");
    open_page(&mut h, "Melee");
    h.get_by_label("Take the selection as defenders").click();
    h.run();
    h.get_by_label("Throw and apply the melee").click();
    h.run();
    found.extend(shown_text(&h).into_iter().filter_map(|t| {
        // The melee's first step keeps its case's id for `ks odds --base-case`.
        if t.starts_with("Step one — arms and formation") {
            return None;
        }
        program_words(&t, &ids).map(|w| format!("Melee: “{w}” in “{t}”"))
    }));
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The Casualties page writes each side's strength with its thousands grouped ("3,026 men"),
/// as every other page does.
#[test]
fn the_strength_line_groups_its_thousands() {
    let mut h = sized_harness(options(Some(bundled_map()), None), 1400.0, 3000.0);
    wait_loaded(&mut h);
    open_page(&mut h, "Casualties");
    let lines: Vec<String> = shown_text(&h)
        .into_iter()
        .filter(|t| t.contains("guns at the start"))
        .collect();
    assert!(!lines.is_empty(), "no strength line on the Casualties page");
    for line in lines {
        let longest_run = line
            .split(|c: char| !c.is_ascii_digit())
            .map(str::len)
            .max()
            .unwrap_or(0);
        assert!(longest_run <= 3, "ungrouped number in “{line}”");
        assert!(line.contains(','), "no grouped thousands in “{line}”");
    }
}
