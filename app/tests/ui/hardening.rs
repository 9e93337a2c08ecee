//! Hardening (issue 13): each defect a hostile newcomer found, driven as the umpire met it —
//! crash recovery of a game-only change, a damaged game file kept, undo that stops at the
//! scenario's start, refusals that end, zoom and rotate keys, file dialogs that fall back to a
//! typed path, and "Zoom to fit" that shows every unit.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::TempDir;
use common::app::{bundled_map, harness, options, type_into, wait_loaded};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::PathBuf;
use workbench::WorkbenchApp;
use workbench::commands::PickOutcome;

/// A copy of the bundled map with its game (picture, map file and game file) in `dir`.
pub(crate) fn map_with_game(dir: &TempDir) -> PathBuf {
    let from = bundled_map();
    let folder = from.parent().expect("maps folder");
    std::fs::copy(folder.join("default.png"), dir.join("default.png")).expect("copy picture");
    std::fs::copy(
        folder.join("default.game.json"),
        dir.join("field.game.json"),
    )
    .expect("copy game");
    let file = dir.join("field.map.json");
    std::fs::copy(&from, &file).expect("copy map");
    file
}

fn turn(h: &Harness<'_, WorkbenchApp>) -> u32 {
    h.state().troops().expect("a game").game.state().turn()
}

/// Defect 1: Ctrl+T twice, the autosave written, a crash: the next start offers the game's
/// changes back although the map itself did not change.
#[test]
fn a_game_only_change_is_offered_back_after_a_crash() {
    let dir = TempDir::new("recover-game");
    let file = map_with_game(&dir);
    let mut opts = options(Some(file.clone()), None);
    opts.autosave_after = Some(1.0);
    let mut h = harness(opts);
    wait_loaded(&mut h);
    let start = turn(&h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::T);
    h.step();
    h.key_press_modifiers(Modifiers::COMMAND, Key::T);
    h.step();
    assert_eq!(turn(&h), start + 2);
    h.run_steps(8); // two seconds: past the autosave
    assert!(dir.join("field.game.autosave.json").is_file(), "autosaved");
    drop(h); // the "crash"

    let mut h = harness(options(Some(file.clone()), None));
    wait_loaded(&mut h);
    h.get_by_label("Unsaved changes found");
    assert_eq!(turn(&h), start, "the file's game until the umpire chooses");
    h.get_by_label("Recover the changes").click();
    h.run();
    assert_eq!(turn(&h), start + 2, "the autosaved game came back");
    assert!(h.state().map().expect("map").dirty, "to be saved");
    drop(h);

    // Discarding instead removes the game's autosave and keeps the file's game.
    let mut h = harness(options(Some(file), None));
    wait_loaded(&mut h);
    h.get_by_label("Discard the autosave").click();
    h.run();
    assert!(!dir.join("field.game.autosave.json").exists());
    assert_eq!(turn(&h), start);
}

/// Defect 2: a truncated game file beside the map is not overwritten silently: the first save
/// keeps it under a dated `.damaged` name and says so.
#[test]
fn a_damaged_game_file_is_kept_aside_before_a_save() {
    let dir = TempDir::new("damaged-game");
    let file = map_with_game(&dir);
    let game_file = dir.join("field.game.json");
    let whole = std::fs::read(&game_file).expect("game");
    let torn = &whole[..whole.len() / 2];
    std::fs::write(&game_file, torn).expect("truncate");
    let mut h = common::app::sized_harness(options(Some(file), None), 1100.0, 1500.0);
    wait_loaded(&mut h);
    assert!(h.state().troops().is_none(), "the torn game did not open");
    h.get_by_label("Troops").click();
    h.run();
    h.get_by_label("Load example: brigade learning game")
        .click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    let kept: Vec<PathBuf> = std::fs::read_dir(dir.join(""))
        .expect("dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".damaged"))
        .collect();
    assert_eq!(kept.len(), 1, "one dated copy: {kept:?}");
    assert_eq!(
        std::fs::read(&kept[0]).expect("kept"),
        torn,
        "kept as it was"
    );
    let name = kept[0]
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    assert!(name.starts_with("field.game.json.20"), "dated: {name}");
    assert!(
        h.state()
            .message_log()
            .iter()
            .any(|m| m.contains("could not be read") && m.contains(&name)),
        "said so: {:?}",
        h.state().message_log()
    );
    kriegsspiel::systems::reisswitz_1815::game::Game::load(&game_file).expect("the new game");
}

/// Defect 9: a refusal ends when the next action succeeds (it stays in the log), or after a
/// while; the message log is not drawn under the messages; a huge name is clipped.
#[test]
fn refusals_end_and_notes_are_clipped() {
    let dir = TempDir::new("notes");
    let file = map_with_game(&dir);
    let mut h = harness(options(Some(file), None));
    wait_loaded(&mut h);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Dismiss all messages").click();
    h.run();
    // Ctrl+Z at the scenario's start is refused, and says why.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.step();
    h.step();
    let refused =
        |h: &Harness<'_, WorkbenchApp>| h.state().messages().iter().any(|m| m.contains("set-up"));
    assert!(refused(&h), "{:?}", h.state().messages());
    // The next action that succeeds ends it (the log keeps it).
    h.key_press_modifiers(Modifiers::COMMAND, Key::T);
    h.step();
    h.step();
    assert!(!refused(&h), "{:?}", h.state().messages());
    assert!(h.state().message_log().iter().any(|m| m.contains("set-up")));
    // A refusal left alone goes after a while.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.step();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.step();
    assert!(refused(&h), "{:?}", h.state().messages());
    for _ in 0..(4 * 65) {
        h.step();
    }
    assert!(!refused(&h), "{:?}", h.state().messages());

    // With the message log open, the messages are read there, not drawn over it.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.step();
    h.step();
    assert!(h.query_by_label_contains("Undo stops at").is_some());
    h.get_by_label("View").click();
    h.run();
    h.get_by_label_contains("Message log Ctrl").click();
    h.run();
    assert!(h.state().is_message_log_open());
    assert!(
        h.query_all_by_label("Dismiss").next().is_none(),
        "no message area over the log"
    );
}

/// Defect 9: a map named with 10,000 characters: its note is clipped and never reaches the
/// menu bar.
#[test]
fn a_note_naming_a_huge_name_is_clipped() {
    let dir = TempDir::new("huge-name");
    let file = map_with_game(&dir);
    let text = std::fs::read_to_string(&file).expect("map");
    let mut v: serde_json::Value = serde_json::from_str(&text).expect("json");
    v["name"] = "N".repeat(10_000).into();
    std::fs::write(&file, v.to_string()).expect("write");
    let mut h = harness(options(None, None));
    h.run();
    h.state_mut().open_map(&file);
    h.step();
    h.step();
    assert!(h.state().messages().iter().any(|m| m.len() > 10_000));
    let shown = h.get_by_label_contains("Opened the map");
    let label = shown.accesskit_node().label().unwrap_or_default();
    assert!(
        label.chars().count() < 600,
        "clipped: {} characters",
        label.len()
    );
    let top = shown.rect().top();
    let menu = h.get_by_label("File").rect().bottom();
    assert!(
        top >= menu,
        "the note starts below the menu bar ({top} < {menu})"
    );
}

/// A way of giving a key to the harness.
type KeyStep = Box<dyn Fn(&mut Harness<'_, WorkbenchApp>)>;

/// One key press as a window system sends it: the logical key, the key's place on a US
/// keyboard, and the modifiers held.
fn press(h: &mut Harness<'_, WorkbenchApp>, key: Key, physical: Option<Key>, modifiers: Modifiers) {
    for pressed in [true, false] {
        h.event(egui::Event::Key {
            key,
            physical_key: physical,
            pressed,
            repeat: false,
            modifiers,
        });
    }
    h.step();
    h.step();
}

/// Typed text without a key event (what a virtual X display sent for a keysym its keymap
/// had to borrow a keycode for).
fn text(h: &mut Harness<'_, WorkbenchApp>, typed: &str) {
    h.event(egui::Event::Text(typed.into()));
    h.step();
    h.step();
}

/// Defect 13: + = − [ ] zoom and turn the view however the window system reports them —
/// the logical key (with Shift for +), only the key's place on the keyboard, or only the
/// typed character — and the View menu names them by their symbols.
#[test]
fn zoom_and_rotate_keys_work_however_they_arrive() {
    let mut h = harness(options(Some(bundled_map()), None));
    wait_loaded(&mut h);
    let zoom = |h: &Harness<'_, WorkbenchApp>| h.state().state().canvas.camera.points_per_pace;
    let turn = |h: &Harness<'_, WorkbenchApp>| h.state().state().canvas.camera.bearing;
    let steps: Vec<(&str, KeyStep, f64)> = vec![
        (
            "+ with Shift",
            Box::new(|h| press(h, Key::Plus, Some(Key::Equals), Modifiers::SHIFT)),
            1.25,
        ),
        (
            "=",
            Box::new(|h| press(h, Key::Equals, Some(Key::Equals), Modifiers::NONE)),
            1.25,
        ),
        (
            "−",
            Box::new(|h| press(h, Key::Minus, Some(Key::Minus), Modifiers::NONE)),
            0.8,
        ),
        (
            "= by place only",
            Box::new(|h| press(h, Key::Num2, Some(Key::Equals), Modifiers::NONE)),
            1.25,
        ),
        (
            "− by place only",
            Box::new(|h| press(h, Key::Num1, Some(Key::Minus), Modifiers::NONE)),
            0.8,
        ),
        ("typed +", Box::new(|h| text(h, "+")), 1.25),
        ("typed -", Box::new(|h| text(h, "-")), 0.8),
    ];
    for (what, step, factor) in steps {
        let before = zoom(&h);
        step(&mut h);
        let ratio = zoom(&h) / before;
        assert!((ratio - factor).abs() < 1e-9, "{what}: zoomed by {ratio}");
    }
    let turns: Vec<(&str, KeyStep)> = vec![
        (
            "[",
            Box::new(|h| press(h, Key::OpenBracket, Some(Key::OpenBracket), Modifiers::NONE)),
        ),
        (
            "] by place only",
            Box::new(|h| press(h, Key::Num3, Some(Key::CloseBracket), Modifiers::NONE)),
        ),
        ("typed [", Box::new(|h| text(h, "["))),
    ];
    for (what, step) in turns {
        let before = turn(&h);
        step(&mut h);
        assert!((turn(&h) - before).abs() > 0.1, "{what}: the view turned");
    }

    h.get_by_label("View").click();
    h.run();
    assert!(
        h.query_by_label_contains("Bracket").is_none(),
        "the View menu names keys by their symbols"
    );
    let rotate = h.get_by_label_contains("Rotate view left");
    let label = rotate.accesskit_node().label().unwrap_or_default();
    assert!(label.contains('['), "{label}");
}

/// A game whose battlefield reaches 6,000 paces east of the map's sheet, with one battalion
/// standing there, saved beside a copy of the bundled map; returns the map file and the unit.
fn map_with_a_unit_beyond_its_edge(
    dir: &TempDir,
) -> (PathBuf, kriegsspiel::systems::reisswitz_1815::army::UnitId) {
    use kriegsspiel::clock::TimeOfDay;
    use kriegsspiel::map::MapDocument;
    use kriegsspiel::systems::reisswitz_1815::army::{Bearing, OrderOfBattle, UnitId};
    use kriegsspiel::systems::reisswitz_1815::game::{Battlefield, Command, Game, GameSetup};
    use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;
    let file = map_with_game(dir);
    let map = MapDocument::load(&file).expect("map");
    let sheet = Battlefield::from_map(&map).expect("the sheet's extent");
    let (min, max) = (sheet.min(), sheet.max());
    let wider = geo::Coord {
        x: max.x + 6000.0,
        y: max.y,
    };
    let field = Battlefield::new("wider than the map", min, wider, sheet.terrain().clone())
        .expect("battlefield");
    let oob = OrderOfBattle::load(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../assets/orders-of-battle/division.toml"),
    )
    .expect("order of battle");
    let setup = GameSetup::new(
        field,
        Ruleset::reisswitz_1815().expect("rules"),
        oob,
        1815,
        TimeOfDay::new(6, 0).expect("time"),
    )
    .expect("setup");
    let mut game = Game::new(setup);
    let unit = UnitId::new("red-a-1").expect("id");
    game.apply(Command::PlaceUnit {
        unit: unit.clone(),
        anchor: geo::Coord {
            x: max.x + 5000.0,
            y: max.y / 2.0,
        },
        bearing: Bearing::new(90.0).expect("east"),
        formation: "column_of_route".into(),
        override_reason: None,
    })
    .expect("placed on the wider battlefield");
    game.save(&dir.join("field.game.json")).expect("game saved");
    (file, unit)
}

/// Defect 7: "Zoom to fit" shows every unit on the board, not only the map's sheets — a
/// battalion 5,000 paces beyond the sheet's east edge ends up inside the canvas.
#[test]
fn zoom_to_fit_shows_a_unit_beyond_the_map_edge() {
    let dir = TempDir::new("fit-units");
    let (file, unit) = map_with_a_unit_beyond_its_edge(&dir);
    let mut h = harness(options(Some(file), None));
    wait_loaded(&mut h);
    let footprint = h
        .state()
        .troops()
        .expect("the game opened with the map")
        .game
        .footprint(&unit)
        .expect("footprint")
        .expect("on the board");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num0);
    h.run();
    let projector = h.state().projector().expect("a frame was drawn");
    let canvas = projector.rect();
    for corner in footprint.corners() {
        let on_screen = projector.to_screen(corner.into());
        assert!(
            canvas.contains(on_screen),
            "the unit's corner {corner:?} is drawn at {on_screen:?}, outside the canvas \
             {canvas:?}"
        );
    }
    // The sheet is still shown whole.
    let map = h.state().map().expect("map");
    for corner in map.document.sheets[0].footprint().exterior().coords() {
        assert!(canvas.contains(projector.to_screen((*corner).into())));
    }
}

/// A picker that never has a dialog to show, as on a Linux desktop with neither the portal
/// nor zenity.
fn no_dialog_picker() -> workbench::commands::FilePicker {
    std::sync::Arc::new(|_| PickOutcome::Unavailable("no desktop portal in this test".into()))
}

/// Steps until the typed-path window shows.
fn wait_for_path_field(h: &mut Harness<'_, WorkbenchApp>) {
    common::app::wait_until(h, "the typed-path window", |app| {
        app.session().typed_path.is_some()
    });
    h.get_by_role_and_label(egui::Role::TextInput, "File path");
}

/// Defect 12: with no file dialog to be had, Open map and Save as ask for a typed path and
/// say why; a file to open that is not there is refused with a reason and the window stays;
/// a good path opens or saves the map as the dialog's choice would.
#[test]
fn with_no_file_dialog_a_typed_path_opens_and_saves_the_map() {
    let dir = TempDir::new("typed-path");
    let file = map_with_game(&dir);
    let mut opts = options(None, None);
    opts.file_picker = no_dialog_picker();
    let mut h = harness(opts);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    wait_for_path_field(&mut h);
    h.get_by_label_contains("no desktop portal in this test");

    let missing = dir.join("no-such.map.json");
    type_into(&mut h, "File path", &missing.display().to_string());
    h.get_by_label("OK").click();
    h.run();
    h.get_by_label_contains("There is no file");
    assert!(h.state().map().is_none(), "nothing opened");
    h.get_by_role_and_label(egui::Role::TextInput, "File path");

    type_into(&mut h, "File path", &file.display().to_string());
    h.get_by_label("OK").click();
    common::app::wait_until(&mut h, "the map to open", |app| {
        app.map().is_some() && !app.is_loading()
    });
    assert_eq!(h.state().map().expect("map").file, file);
    assert!(h.query_by_label("File path").is_none(), "the window closed");
    assert!(h.state().troops().is_some(), "its game opened beside it");

    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    wait_for_path_field(&mut h);
    let copy = dir.join("copy");
    type_into(&mut h, "File path", &copy.display().to_string());
    h.get_by_label("OK").click();
    h.run();
    let saved = dir.join("copy.map.json");
    kriegsspiel::map::MapDocument::load(&saved).expect("saved where typed, with its ending");
    assert_eq!(h.state().map().expect("map").file, saved);
}

/// Defect 12 on the grid table: Save game with no dialog asks for a typed path; Cancel
/// leaves the game unsaved, and OK saves it there.
#[test]
fn with_no_file_dialog_the_grid_game_saves_to_a_typed_path() {
    use workbench::table::TableWing;
    use workbench::table::grid::{GridFileAction, GridTable};
    let dir = TempDir::new("typed-grid");
    let picker = std::sync::Arc::new(|_: GridFileAction| {
        PickOutcome::Unavailable("no desktop portal in this test".into())
    });
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1400.0, 900.0))
        .with_max_steps(50)
        .build_ui_state(
            |ui, table: &mut GridTable| table.show(ui),
            GridTable::new_default().with_file_picker(picker),
        );
    h.run();
    h.get_by_label("Save game").click();
    h.run();
    h.get_by_label_contains("no desktop portal in this test");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label("File path").is_none());

    h.get_by_label("Save game").click();
    h.run();
    let path = dir.join("typed.grid.json");
    h.get_by_role_and_label(egui::Role::TextInput, "File path")
        .click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.get_by_role_and_label(egui::Role::TextInput, "File path")
        .type_text(&path.display().to_string());
    h.run();
    h.get_by_label("OK").click();
    h.run();
    assert!(h.query_by_label("File path").is_none(), "the window closed");
    kriegsspiel::systems::grid::GridGame::load(&path).expect("saved where typed");
    assert!(h.state().title().contains("typed.grid.json"));
}
