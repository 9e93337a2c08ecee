//! Little Wars' figures (`rules/little_wars/figures.toml`): each pinned to the value its
//! source gives, each cited, and the constants the wing uses built from them.

use kriegsspiel::systems::little_wars::figures;
use kriegsspiel::systems::little_wars::kriegspiel::WORKS;
use kriegsspiel::systems::little_wars::units::{CONTACT, INCHES_PER_FOOT, SIX_INCHES};

/// Every figure and its value as the source gives it (the TOML's `source` says where).
const PINNED: &[(&str, f64)] = &[
    ("INCHES_PER_FOOT", 12.0),
    ("SIX_INCHES", 6.0),
    ("CONTACT", 0.125),
    ("CLEARANCE", 0.0625),
    ("TOLERANCE", 0.001),
    ("INFANTRY_MOVE_FT", 1.0),
    ("CAVALRY_MOVE_FT", 2.0),
    ("TRAIN_MOVE_FT", 8.0),
    ("TRAIN_CAVALRY_MOVES", 5.0),
    ("BOAT_MOVE", 12.0),
    ("APPENDIX_INFANTRY_FT", 1.0),
    ("APPENDIX_INFANTRY_ROAD_FT", 1.5),
    ("APPENDIX_CAVALRY_FT", 3.0),
    ("APPENDIX_CAVALRY_ROAD_FT", 4.5),
    ("APPENDIX_ENGINEERS_ARTILLERY_FT", 2.0),
    ("APPENDIX_SUPPLY_FT", 0.5),
    ("APPENDIX_SUPPLY_ROAD_FT", 1.0),
    ("APPENDIX_GENERAL_FT", 3.0),
    ("APPENDIX_GENERAL_MOTOR_FT", 6.0),
    ("OPEN_WITHIN", 120.0),
    ("REBOX_CLEAR", 240.0),
    ("INFANTRY_HALF_POINTS", 2.0),
    ("CAVALRY_HALF_POINTS", 3.0),
    ("GUN_HALF_POINTS", 20.0),
    ("BUY_POINTS", 150.0),
    ("HANDICAP_MEN", 12.0),
    ("HANDICAP_DICE", 2.0),
    ("HALF_TRACK", 1.0),
    ("TRAIL_LENGTH", 3.0),
    ("BARREL_LENGTH", 2.0),
    ("CREW_NEEDED", 4.0),
    ("TRAIL_SPOT_SLACK", 0.25),
    ("SHOTS_PER_MOVE", 4.0),
    ("GUN_ON_LINE_IN", 1.0),
    ("PRISONERS_PER_ESCORT", 7.0),
    ("AT_LINE_SLACK", 1.0),
    ("MEN_PER_MINUTE", 30.0),
    ("VICTORY", 100.0),
    ("DRAW", 50.0),
    ("PER_GUN", 10.0),
    ("PER_CAVALRY", 1.5),
    ("PER_INFANTRY", 1.0),
    ("PER_PRISONER", 0.5),
    ("DRAW_BELOW_MEN", 15.0),
    ("BLOW_MEN", 3.0),
    ("BLOW_RETIRE_MOVES", 6.0),
    ("SURRENDER_AFTER_LAST_HORSE", 4.0),
    ("GENERAL_OUT_MOVES", 3.0),
    ("SHELL_RADIUS", 3.0),
    ("RIFLES_PER_SHOT", 5.0),
    ("GUN_DISABLED_MOVES", 2.0),
    ("MINE_RADIUS", 6.0),
    ("FEWEST_CHARGING", 8.0),
    ("CHARGING_DISTANCE_FT", 3.0),
    ("MEN_PER_FOOD", 30.0),
    ("HORSES_PER_FORAGE", 6.0),
    ("FIRERS_PER_AMMUNITION", 30.0),
    ("MOVES_PER_ISSUE", 6.0),
    ("INFANTRY_RADIUS_FT", 6.0),
    ("CAVALRY_RADIUS_FT", 18.0),
    ("ISOLATION_FT", 12.0),
    ("MEN_PER_WAGGON", 50.0),
    ("WAGGON_WITHIN_MOVES", 6.0),
    ("CART_WITHIN_MOVES", 2.0),
    ("GUN_MOVE_FT", 1.0),
    ("GUN_CAVALRY_MOVE_FT", 2.0),
    ("FOOT_BASE_RADIUS", 0.35),
    ("MOUNTED_BASE_RADIUS", 0.6),
];

fn figure_table() -> Vec<toml::Table> {
    let text = include_str!("../../rules/little_wars/figures.toml");
    let doc: toml::Table = text.parse().expect("figures.toml is TOML");
    doc["figure"]
        .as_array()
        .expect("[[figure]] entries")
        .iter()
        .map(|v| v.as_table().expect("a table").clone())
        .collect()
}

#[test]
fn every_figure_is_pinned_to_its_source_value() {
    let table = figure_table();
    let names: Vec<&str> = table.iter().map(|f| f["name"].as_str().unwrap()).collect();
    let pinned: Vec<&str> = PINNED.iter().map(|(n, _)| *n).collect();
    assert_eq!(
        names, pinned,
        "a figure was added or removed without its pinned value"
    );
    for (entry, (name, value)) in table.iter().zip(PINNED) {
        let given = entry["value"]
            .as_float()
            .or_else(|| entry["value"].as_integer().map(|i| i as f64))
            .unwrap();
        assert_eq!(given, *value, "{name}");
    }
}

#[test]
fn every_figure_says_where_it_comes_from() {
    for entry in figure_table() {
        let name = entry["name"].as_str().unwrap();
        let source = entry["source"].as_str().unwrap();
        let cited = source.contains("Wells L") || source.contains("Streamlined L");
        let chosen = source.starts_with("a program figure") || source.starts_with("a unit of");
        assert!(cited || chosen, "{name}: source {source:?} names no line");
        assert!(!entry["about"].as_str().unwrap().is_empty(), "{name}");
    }
}

#[test]
fn the_wing_reads_the_figures_it_is_built_from() {
    assert_eq!(INCHES_PER_FOOT, 12.0);
    assert_eq!(SIX_INCHES.0, figures::SIX_INCHES);
    assert_eq!(CONTACT.0, 0.125);
    assert_eq!(figures::CAVALRY_MOVE_FT, 2.0 * figures::INFANTRY_MOVE_FT);
    // The works list keeps the file's order and figures (Wells L738-L767).
    let ids: Vec<&str> = WORKS.iter().map(|w| w.id).collect();
    assert_eq!(
        ids,
        [
            "destroy_railway_bridge",
            "destroy_railway_culvert",
            "destroy_road_bridge",
            "burn_supply_depot",
            "destroy_six_waggons",
            "lay_contact_mine",
            "entrench_per_inch",
            "gun_epaulement",
        ]
    );
    let mine = WORKS.iter().find(|w| w.id == "lay_contact_mine").unwrap();
    assert_eq!(
        (mine.men, mine.moves, mine.repair_moves, mine.cite),
        (2, 6, None, "Wells L754")
    );
    let bridge = &WORKS[0];
    assert_eq!((bridge.moves, bridge.repair_moves), (2, Some(10)));
}
