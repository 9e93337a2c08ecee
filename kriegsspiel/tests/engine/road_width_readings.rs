//! Option `road_widths` (reference §12.4, §11): the widest column of each arm on each kind of
//! way under each reading. Each case names the draft's line.

use kriegsspiel::systems::reisswitz_1815::calc::road_width::{
    ColumnArm, RoadWidthAnswer, WidestColumn,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::{RoadWidths, Ruleset, WayKind};
use strum::VariantArray;

fn with_option(reading: &str) -> Ruleset {
    let mut r = Ruleset::reisswitz_1815().unwrap();
    r.set_option("road_widths", reading).unwrap();
    r
}

/// The widest column, or `None` where the map (the umpire) decides.
fn widest(r: &Ruleset, way: WayKind, arm: ColumnArm) -> Option<String> {
    match RoadWidthAnswer::compute(r, way, arm).unwrap().widest {
        WidestColumn::Column { front } => Some(front),
        WidestColumn::ByMap { question } => {
            assert!(question.contains("L412"), "{question}");
            None
        }
    }
}

#[test]
fn the_widest_column_under_each_reading() {
    use ColumnArm::{Artillery, Cavalry, Infantry};
    use WayKind::*;
    assert_eq!(
        Ruleset::reisswitz_1815().unwrap().options.road_widths,
        RoadWidths::RoadsSection
    );
    // (reading, way, arm, widest column or None for the map; the draft's line)
    let cases: &[(&str, WayKind, ColumnArm, Option<&str>)] = &[
        // Width of Roads: highways half platoons 18 wide, cavalry in sixes, guns in pairs (L414).
        (
            "roads_section",
            MainHighway,
            Infantry,
            Some("half platoons (18 men wide)"),
        ),
        ("roads_section", MainHighway, Cavalry, Some("sixes")),
        (
            "roads_section",
            MainHighway,
            Artillery,
            Some("guns in pairs"),
        ),
        // Large undamaged bridges as the highway (L420).
        ("roads_section", LargeBridge, Cavalry, Some("sixes")),
        // Smaller roads: sections, threes, single file (L416–418); small bridges (L422) and
        // gateways (L424) as smaller roads.
        ("roads_section", SmallerRoad, Infantry, Some("sections")),
        ("roads_section", SmallBridge, Cavalry, Some("threes")),
        ("roads_section", Gateway, Artillery, Some("single file")),
        // Streets, defiles, sunken roads and fords as the map shows (L426–427); footpaths are
        // not named (L412).
        ("roads_section", TownStreet, Infantry, None),
        ("roads_section", SunkenRoad, Cavalry, None),
        ("roads_section", Ford, Artillery, None),
        ("roads_section", FootpathOrDyke, Infantry, None),
        // Deploying Through Defiles: highways half platoons, half troops, pairs (L472) — the
        // cavalry differ.
        (
            "defiles_section",
            MainHighway,
            Infantry,
            Some("half platoons"),
        ),
        ("defiles_section", MainHighway, Cavalry, Some("half troops")),
        (
            "defiles_section",
            MainHighway,
            Artillery,
            Some("guns in pairs"),
        ),
        // Large undamaged bridges: sections, troop column, sections (L476) — they differ.
        ("defiles_section", LargeBridge, Infantry, Some("sections")),
        (
            "defiles_section",
            LargeBridge,
            Cavalry,
            Some("troop column"),
        ),
        ("defiles_section", LargeBridge, Artillery, Some("sections")),
        // Footpaths, dykes and sunken roads: threes, threes, gun by gun (L474).
        (
            "defiles_section",
            SunkenRoad,
            Infantry,
            Some("sections (threes)"),
        ),
        (
            "defiles_section",
            FootpathOrDyke,
            Artillery,
            Some("gun by gun"),
        ),
        // Small bridges (L478) and gateways as narrow bridges (L482).
        ("defiles_section", SmallBridge, Infantry, Some("threes")),
        ("defiles_section", Gateway, Cavalry, Some("threes")),
        ("defiles_section", Gateway, Artillery, Some("gun by gun")),
        ("defiles_section", Defile, Infantry, None),
    ];
    for &(reading, way, arm, expected) in cases {
        let r = with_option(reading);
        assert_eq!(
            widest(&r, way, arm).as_deref(),
            expected,
            "{reading}: {arm:?} on {way:?}"
        );
    }
}

#[test]
fn every_way_and_arm_is_answered_and_defiles_and_bridges_carry_their_rules() {
    for reading in ["roads_section", "defiles_section"] {
        let r = with_option(reading);
        for &way in WayKind::VARIANTS {
            for &arm in ColumnArm::VARIANTS {
                let a = RoadWidthAnswer::compute(&r, way, arm).unwrap();
                assert!(
                    a.steps[0]
                        .text
                        .contains(&format!("road_widths = {reading}"))
                );
                // No troops through a defile wider than a platoon, in both readings (L470).
                assert_eq!(
                    a.defile_limit.as_deref(),
                    (way == WayKind::Defile).then_some("a platoon"),
                    "{way:?}"
                );
                // Bridges at the walk for large bodies (L432, L480).
                assert_eq!(
                    a.bridge_pace.is_some(),
                    matches!(way, WayKind::LargeBridge | WayKind::SmallBridge),
                    "{way:?}"
                );
            }
        }
    }
}
