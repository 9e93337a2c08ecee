//! Footprints of every formation, hand-computed in the unit's own frame and on the map, and
//! their sizes at several map scales.
//!
//! Sources: block sizes from Appendix Two and "The Apparatus" (reference §10: half battalion
//! 125 × 75 paces, squadron 100 × 100, half battery and wagons 100 × 75); layouts from
//! "Representation of Units — Formations"; column lengths from Appendix Three — Column lengths
//! on roads / on the Battlefield (reference §1).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::rules;
use geo::Coord;
use kriegsspiel::MapScale;
use kriegsspiel::systems::reisswitz_1815::army::{
    Arm, ArtilleryKind, Bearing, BlockRole, Calibre, CavalryKind, Footprint, FormationCatalogue,
    InfantryKind, SkirmishScreen, UnitBlocks, UnitKind,
};

const EPS: f64 = 1e-9;

fn battalion() -> UnitKind {
    UnitKind::Battalion {
        infantry: InfantryKind::Line,
        ranks: 3,
    }
}

fn regiment(squadrons: u32) -> UnitKind {
    UnitKind::CavalryRegiment {
        cavalry: CavalryKind::Hussars,
        squadrons,
    }
}

fn battery(calibre: Calibre) -> UnitKind {
    UnitKind::Battery {
        artillery: ArtilleryKind::Foot,
        calibre,
    }
}

/// The footprint at the origin facing north, so map = (x, −y) of the unit frame.
fn footprint(kind: &UnitKind, formation: &str) -> Footprint {
    footprint_at(kind, formation, Coord { x: 0.0, y: 0.0 }, Bearing::NORTH)
}

fn footprint_at(
    kind: &UnitKind,
    formation: &str,
    anchor: Coord<f64>,
    bearing: Bearing,
) -> Footprint {
    let r = rules();
    let cat = FormationCatalogue::reisswitz_1815(&r).unwrap();
    let blocks = UnitBlocks::of(kind, &r.blocks).unwrap();
    Footprint::compute(
        formation,
        cat.formation(formation).unwrap(),
        &blocks,
        anchor,
        bearing,
        None,
    )
}

/// (x, y, width, depth, turned, stack, role) of each block in the unit's frame.
type Expected = (f64, f64, f64, f64, bool, u32, BlockRole);

fn check(f: &Footprint, expected: &[Expected], frontage: f64, depth: f64) {
    assert_eq!(
        f.blocks.len(),
        expected.len(),
        "{}: {:#?}",
        f.formation,
        f.blocks
    );
    for (i, (b, e)) in f.blocks.iter().zip(expected).enumerate() {
        let what = format!("{} block {i}", f.formation);
        assert!(
            (b.offset.x - e.0).abs() < EPS,
            "{what}: x {} ≠ {}",
            b.offset.x,
            e.0
        );
        assert!(
            (b.offset.y - e.1).abs() < EPS,
            "{what}: y {} ≠ {}",
            b.offset.y,
            e.1
        );
        assert_eq!((b.width, b.depth), (e.2, e.3), "{what}: size");
        let facing = if e.4 { 270.0 } else { 0.0 };
        assert_eq!(b.facing.degrees(), facing, "{what}: facing");
        assert_eq!(b.stack, e.5, "{what}: stack");
        assert_eq!(b.role, e.6, "{what}: role");
    }
    assert!(
        (f.frontage - frontage).abs() < EPS,
        "{}: frontage {}",
        f.formation,
        f.frontage
    );
    assert!(
        (f.depth - depth).abs() < EPS,
        "{}: depth {}",
        f.formation,
        f.depth
    );
}

use BlockRole::{Main as M, Wagons as W};

#[test]
fn infantry_formations() {
    // Representation of Units — Formations; half-battalion block 125 × 75 (Appendix Two).
    let b = battalion();
    let h = (125.0, 75.0);
    check(
        &footprint(&b, "line"),
        &[
            (-62.5, 37.5, h.0, h.1, false, 0, M),
            (62.5, 37.5, h.0, h.1, false, 0, M),
        ],
        250.0,
        75.0,
    );
    for id in ["open_column", "column_of_route"] {
        check(
            &footprint(&b, id),
            &[
                (0.0, 62.5, h.0, h.1, true, 0, M),
                (0.0, 187.5, h.0, h.1, true, 0, M),
            ],
            75.0,
            250.0,
        );
    }
    for id in ["close_company_column", "square"] {
        check(
            &footprint(&b, id),
            &[
                (0.0, 37.5, h.0, h.1, false, 0, M),
                (0.0, 37.5, h.0, h.1, false, 1, M),
            ],
            125.0,
            75.0,
        );
    }
    for id in [
        "close_platoon_column",
        "close_section_column",
        "attack_column",
    ] {
        check(
            &footprint(&b, id),
            &[
                (0.0, 62.5, h.0, h.1, true, 0, M),
                (0.0, 62.5, h.0, h.1, true, 1, M),
            ],
            75.0,
            125.0,
        );
    }
}

#[test]
fn cavalry_formations_of_four_squadrons() {
    // Squadron block 100 × 100; column lengths from Representation of Units — Formations
    // (Column of Route in Twos / Threes; Cavalry in Open Column; Close Columns).
    let r = regiment(4);
    let s = |x: f64, y: f64, stack: u32| (x, y, 100.0, 100.0, false, stack, M);
    check(
        &footprint(&r, "cavalry_line"),
        &[
            s(-150.0, 50.0, 0),
            s(-50.0, 50.0, 0),
            s(50.0, 50.0, 0),
            s(150.0, 50.0, 0),
        ],
        400.0,
        100.0,
    );
    check(
        &footprint(&r, "cavalry_route_twos"),
        &[
            s(0.0, 50.0, 0),
            s(0.0, 350.0, 0),
            s(0.0, 650.0, 0),
            s(0.0, 1150.0, 0),
        ],
        100.0,
        1200.0,
    );
    check(
        &footprint(&r, "cavalry_route_threes"),
        &[
            s(0.0, 50.0, 0),
            s(0.0, 250.0, 0),
            s(0.0, 450.0, 0),
            s(0.0, 750.0, 0),
        ],
        100.0,
        800.0,
    );
    for id in ["cavalry_route_fours", "cavalry_open_column"] {
        check(
            &footprint(&r, id),
            &[
                s(0.0, 50.0, 0),
                s(0.0, 150.0, 0),
                s(0.0, 250.0, 0),
                s(0.0, 350.0, 0),
            ],
            100.0,
            400.0,
        );
    }
    check(
        &footprint(&r, "cavalry_close_column_half_troops"),
        &[
            s(0.0, 50.0, 0),
            s(0.0, 50.0, 1),
            s(0.0, 150.0, 0),
            s(0.0, 250.0, 0),
        ],
        100.0,
        300.0,
    );
    check(
        &footprint(&r, "cavalry_close_column_troops"),
        &[
            s(0.0, 50.0, 0),
            s(0.0, 50.0, 1),
            s(0.0, 150.0, 0),
            s(0.0, 150.0, 1),
        ],
        100.0,
        200.0,
    );
}

#[test]
fn cavalry_formations_of_other_sizes_repeat_the_pattern() {
    let s = |x: f64, y: f64, stack: u32| (x, y, 100.0, 100.0, false, stack, M);
    check(
        &footprint(&regiment(2), "cavalry_line"),
        &[s(-50.0, 50.0, 0), s(50.0, 50.0, 0)],
        200.0,
        100.0,
    );
    // Intervals 200, 200, 400, then 200 again for a fifth squadron.
    check(
        &footprint(&regiment(5), "cavalry_route_twos"),
        &[
            s(0.0, 50.0, 0),
            s(0.0, 350.0, 0),
            s(0.0, 650.0, 0),
            s(0.0, 1150.0, 0),
            s(0.0, 1450.0, 0),
        ],
        100.0,
        1500.0,
    );
    check(
        &footprint(&regiment(1), "cavalry_close_column_troops"),
        &[s(0.0, 50.0, 0)],
        100.0,
        100.0,
    );
}

#[test]
fn artillery_formations() {
    // Half battery and wagon blocks 100 × 75; a 9-pdr battery has one wagon block, a 12-pdr two
    // ("The Apparatus"); frontages 200 / 150 / 100 ("The Apparatus"; Formations, Artillery).
    let g = |x: f64, y: f64, turned: bool, stack: u32| (x, y, 100.0, 75.0, turned, stack, M);
    let w = |x: f64, y: f64, turned: bool, stack: u32| (x, y, 100.0, 75.0, turned, stack, W);
    let nine = battery(Calibre::NinePdr);
    let twelve = battery(Calibre::TwelvePdr);
    check(
        &footprint(&nine, "battery_200"),
        &[
            g(-50.0, 37.5, false, 0),
            g(50.0, 37.5, false, 0),
            w(0.0, 112.5, false, 0),
        ],
        200.0,
        150.0,
    );
    check(
        &footprint(&twelve, "battery_200"),
        &[
            g(-50.0, 37.5, false, 0),
            g(50.0, 37.5, false, 0),
            w(-50.0, 112.5, false, 0),
            w(50.0, 112.5, false, 0),
        ],
        200.0,
        150.0,
    );
    check(
        &footprint(&twelve, "battery_150"),
        &[
            g(-25.0, 37.5, false, 0),
            g(25.0, 37.5, false, 0),
            w(-25.0, 112.5, false, 0),
            w(25.0, 112.5, false, 0),
        ],
        150.0,
        150.0,
    );
    check(
        &footprint(&twelve, "battery_100"),
        &[
            g(0.0, 37.5, false, 0),
            g(0.0, 37.5, false, 1),
            w(0.0, 112.5, false, 0),
            w(0.0, 112.5, false, 1),
        ],
        100.0,
        150.0,
    );
    check(
        &footprint(&nine, "battery_open_column"),
        &[
            g(0.0, 50.0, true, 0),
            g(0.0, 150.0, true, 0),
            w(0.0, 250.0, true, 0),
        ],
        75.0,
        300.0,
    );
    check(
        &footprint(&nine, "battery_close_column_pairs"),
        &[
            g(0.0, 37.5, false, 0),
            g(0.0, 37.5, false, 1),
            w(0.0, 112.5, false, 0),
        ],
        100.0,
        150.0,
    );
    check(
        &footprint(&nine, "battery_close_column_fours"),
        &[
            g(0.0, 37.5, false, 0),
            g(0.0, 37.5, false, 1),
            w(100.0, 37.5, false, 0),
        ],
        200.0,
        75.0,
    );
}

#[test]
fn column_lengths_and_frontages_agree_with_the_ruleset() {
    // Appendix Three — Column lengths on roads / on the Battlefield; The Apparatus frontages.
    let r = rules();
    let road = |id: &str| r.movement.road_column(id).unwrap().paces;
    let field = |id: &str| r.movement.battlefield_column(id).unwrap().paces;
    let front = |id: &str| r.blocks.frontage(id).unwrap().paces;
    let four = regiment(4);
    assert_eq!(
        footprint(&four, "cavalry_route_twos").depth,
        road("cavalry_in_twos")
    );
    assert_eq!(
        footprint(&four, "cavalry_route_threes").depth,
        road("cavalry_in_threes")
    );
    assert_eq!(
        footprint(&four, "cavalry_route_fours").depth,
        road("cavalry_in_fours")
    );
    assert_eq!(
        footprint(&four, "cavalry_open_column").depth,
        field("cavalry_troop_open_column")
    );
    assert_eq!(
        footprint(&four, "cavalry_close_column_half_troops").depth,
        field("cavalry_half_troop_close_column")
    );
    assert_eq!(
        footprint(&four, "cavalry_close_column_troops").depth,
        field("cavalry_troop_close_column")
    );
    assert_eq!(
        footprint(&four, "cavalry_line").frontage,
        4.0 * front("squadron")
    );
    let b = battalion();
    assert_eq!(footprint(&b, "line").frontage, front("battalion"));
    assert_eq!(
        footprint(&b, "open_column").depth,
        field("infantry_open_column")
    );
    assert_eq!(
        footprint(&b, "column_of_route").depth,
        road("infantry_sections_on_march")
    );
    let nine = battery(Calibre::NinePdr);
    assert_eq!(
        footprint(&nine, "battery_open_column").depth,
        road("battery_open_column")
    );
    assert_eq!(
        footprint(&nine, "battery_close_column_pairs").depth,
        road("battery_close_column_twos")
    );
    assert_eq!(
        footprint(&nine, "battery_close_column_fours").depth,
        road("battery_close_column_fours")
    );
    assert_eq!(
        footprint(&nine, "battery_200").frontage,
        front("battery_guns_18_25_apart")
    );
    assert_eq!(
        footprint(&nine, "battery_150").frontage,
        front("battery_guns_25_apart")
    );
    assert_eq!(
        footprint(&nine, "battery_100").frontage,
        front("battery_guns_7_10_apart")
    );
}

#[test]
fn footprints_on_the_map_turn_with_the_bearing() {
    // Facing east from (1000, 2000): forward (1, 0), right (0, 1); a point x to the right and
    // y to the rear lies at (1000 − y, 2000 + x).
    let f = footprint_at(
        &battalion(),
        "line",
        Coord {
            x: 1000.0,
            y: 2000.0,
        },
        Bearing::EAST,
    );
    let centres: Vec<(f64, f64)> = f.blocks.iter().map(|b| (b.centre.x, b.centre.y)).collect();
    assert_eq!(centres, vec![(962.5, 1937.5), (962.5, 2062.5)]);
    assert_eq!(f.blocks[0].facing, Bearing::EAST);
    // The left block's front-left corner: 125 paces left of the anchor, on the front edge.
    let corner = f.blocks[0].corners()[0];
    assert!(
        (corner.x - 1000.0).abs() < EPS && (corner.y - 1875.0).abs() < EPS,
        "{corner:?}"
    );
    // An open column marching south: turned blocks face east (the column's left), one behind
    // the other northwards from the anchor.
    let col = footprint_at(
        &battalion(),
        "open_column",
        Coord { x: 0.0, y: 0.0 },
        Bearing::SOUTH,
    );
    assert_eq!(col.blocks[0].facing.degrees(), 90.0);
    assert!((col.blocks[1].centre.y + 187.5).abs() < EPS && col.blocks[1].centre.x.abs() < EPS);
    // A bearing of 30°: the right-hand block's centre at 62.5 right and 37.5 back.
    let b = Bearing::new(30.0).unwrap();
    let f = footprint_at(&battalion(), "line", Coord { x: 0.0, y: 0.0 }, b);
    let (s, c) = (30f64.to_radians().sin(), 30f64.to_radians().cos());
    let expect = Coord {
        x: 62.5 * c - 37.5 * s,
        y: 62.5 * s + 37.5 * c,
    };
    assert!(
        (f.blocks[1].centre.x - expect.x).abs() < EPS
            && (f.blocks[1].centre.y - expect.y).abs() < EPS
    );
}

#[test]
fn block_sizes_at_several_map_scales() {
    // A footprint is in paces, so it is true to any scale; on paper a half-battalion block of
    // 125 × 75 paces (1 pace = 0.804672 m) measures, in millimetres:
    let r = rules();
    let half = r.blocks.kind("infantry_half_battalion").unwrap();
    let mm = |scale: MapScale| half.map_size_mm(scale).unwrap();
    let cases = [
        (MapScale::BRITISH_1815, 22.352, 13.4112), // 1:4500
        (MapScale::PRUSSIAN, 12.573, 7.5438),      // 1:8000: the draft's 1.25 × 0.75 cm block
        (MapScale::SIX_INCH, 9.525, 5.715),        // 1:10560
    ];
    for (scale, w, d) in cases {
        let (mw, md) = mm(scale);
        assert!(
            (mw - w).abs() < 1e-9 && (md - d).abs() < 1e-9,
            "1:{}: {mw} × {md}",
            scale.denominator
        );
    }
    // A whole battalion in line, 250 paces, is twice that width on paper at every scale.
    let f = footprint(&battalion(), "line");
    for (scale, w, _) in cases {
        let line_mm = kriegsspiel::Pace(f.frontage).metres() * 1000.0 / scale.denominator;
        assert!((line_mm - 2.0 * w).abs() < 1e-9);
    }
    // A squadron block: 100 paces square, 10 mm at the draft's 1:8000 (its 1 cm blocks).
    let sq = r
        .blocks
        .kind("squadron_hussars")
        .unwrap()
        .map_size_mm(MapScale::PRUSSIAN)
        .unwrap();
    assert!((sq.0 - 10.0584).abs() < 1e-9 && (sq.1 - 10.0584).abs() < 1e-9);
}

#[test]
fn skirmishers_stand_100_200_or_300_paces_ahead() {
    // Representation of Units — Formations, Skirmishers: blocks 100, 200 or 300 paces ahead,
    // spread across the battalion's frontage (250 paces).
    let r = rules();
    let cat = FormationCatalogue::reisswitz_1815(&r).unwrap();
    assert_eq!(cat.skirmish.distances, vec![100.0, 200.0, 300.0]);
    let blocks = UnitBlocks::of(&battalion(), &r.blocks).unwrap();
    for distance in [100.0, 200.0, 300.0] {
        let screen = SkirmishScreen {
            blocks: 2,
            distance,
        };
        let f = Footprint::compute(
            "line",
            cat.formation("line").unwrap(),
            &blocks,
            Coord { x: 0.0, y: 0.0 },
            Bearing::NORTH,
            Some((&screen, 250.0)),
        );
        let sk: Vec<_> = f
            .blocks
            .iter()
            .filter(|b| b.role == BlockRole::Skirmishers)
            .collect();
        assert_eq!(sk.len(), 2);
        assert_eq!((sk[0].offset.x, sk[0].offset.y), (-62.5, -distance));
        assert_eq!((sk[1].offset.x, sk[1].offset.y), (62.5, -distance));
        assert_eq!((sk[0].width, sk[0].depth), (125.0, 0.0));
        assert!(!sk[0].sized);
        // Skirmishers do not count in the unit's frontage and depth.
        assert_eq!((f.frontage, f.depth), (250.0, 75.0));
    }
}

#[test]
fn each_arm_has_its_formations() {
    let r = rules();
    let cat = FormationCatalogue::reisswitz_1815(&r).unwrap();
    assert_eq!(
        cat.formations_for(Arm::Infantry),
        vec![
            "attack_column",
            "close_company_column",
            "close_platoon_column",
            "close_section_column",
            "column_of_route",
            "line",
            "open_column",
            "square"
        ]
    );
    assert_eq!(cat.formations_for(Arm::Cavalry).len(), 7);
    assert_eq!(cat.formations_for(Arm::Artillery).len(), 6);
    for (id, spec) in &cat.formations {
        assert!(!spec.source.as_str().is_empty(), "{id} cites its section");
    }
    // Unsized blocks (a patrol) are a point at the anchor.
    let patrol = UnitKind::Detachment {
        arm: kriegsspiel::systems::reisswitz_1815::army::DetachmentArm::Cavalry,
        block: "cavalry_troop_post_patrol".into(),
    };
    let f = footprint(&patrol, "detachment");
    assert_eq!(f.blocks.len(), 1);
    assert_eq!(
        (f.blocks[0].width, f.blocks[0].depth, f.blocks[0].sized),
        (0.0, 0.0, false)
    );
}
