//! Every cell of the four fire tables, read both from the ruleset and through the fire
//! calculator at a range inside each band (reference §3; Appendix Three — Artillery Firing
//! Table and Firing Table – Small Arms).

// Test code: a failed expectation should stop the test.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)]

use crate::support::rules;
use kriegsspiel::systems::reisswitz_1815::calc::fire::{FireOrder, fire_points};
use kriegsspiel::systems::reisswitz_1815::calc::fire_arm::FireArm;
use kriegsspiel::systems::reisswitz_1815::dice::Face;
use kriegsspiel::systems::reisswitz_1815::ruleset::{FireEffect, FireTableId, RangeBand};

type Grid = [(RangeBand, [f64; 6]); 4];

// Appendix Three — Artillery Firing Table, 6lbs Battery Good Effect (reference §3).
const SIX_GOOD: Grid = [
    (
        RangeBand::SmallCanister,
        [20.0, 20.0, 30.0, 40.0, 40.0, 60.0],
    ),
    (
        RangeBand::LargeCanister,
        [10.0, 15.0, 20.0, 25.0, 25.0, 40.0],
    ),
    (RangeBand::Elevation, [6.0, 6.0, 8.0, 10.0, 10.0, 18.0]),
    (RangeBand::RandomShot, [5.0, 5.0, 6.0, 7.0, 7.0, 10.0]),
];
// Appendix Three — Artillery Firing Table, 6lbs Battery Bad Effect (reference §3).
const SIX_BAD: Grid = [
    (
        RangeBand::SmallCanister,
        [12.0, 12.0, 20.0, 25.0, 25.0, 30.0],
    ),
    (RangeBand::LargeCanister, [6.0, 6.0, 8.0, 12.0, 12.0, 20.0]),
    (RangeBand::Elevation, [4.0, 4.0, 5.0, 6.0, 6.0, 8.0]),
    (RangeBand::RandomShot, [1.0, 1.0, 2.0, 3.0, 3.0, 4.0]),
];
// Appendix Three — Artillery Firing Table, 12lbs Battery Good Effect (reference §3).
const TWELVE_GOOD: Grid = [
    (
        RangeBand::SmallCanister,
        [25.0, 25.0, 38.0, 50.0, 50.0, 75.0],
    ),
    (
        RangeBand::LargeCanister,
        [13.0, 19.0, 25.0, 31.0, 31.0, 50.0],
    ),
    (RangeBand::Elevation, [8.0, 8.0, 10.0, 13.0, 13.0, 22.0]),
    (RangeBand::RandomShot, [6.0, 6.0, 8.0, 9.0, 9.0, 12.0]),
];
// Appendix Three — Artillery Firing Table, 12lbs Battery Bad Effect (reference §3).
const TWELVE_BAD: Grid = [
    (
        RangeBand::SmallCanister,
        [15.0, 15.0, 25.0, 31.0, 31.0, 37.0],
    ),
    (
        RangeBand::LargeCanister,
        [10.0, 10.0, 18.0, 20.0, 20.0, 25.0],
    ),
    (RangeBand::Elevation, [5.0, 5.0, 6.0, 7.0, 7.0, 10.0]),
    (RangeBand::RandomShot, [1.0, 1.0, 2.0, 3.0, 3.0, 5.0]),
];
// Appendix Three — Firing Table – Small Arms, Half Battalion (Good Effect) (reference §3).
const HALF_BN_GOOD: Grid = [
    (RangeBand::Paces0To100, [20.0, 20.0, 20.0, 40.0, 40.0, 60.0]),
    (
        RangeBand::Paces100To200,
        [10.0, 10.0, 10.0, 25.0, 25.0, 40.0],
    ),
    (RangeBand::Paces200To300, [5.0, 5.0, 5.0, 15.0, 15.0, 25.0]),
    (RangeBand::Paces300To400, [3.0, 3.0, 3.0, 10.0, 10.0, 12.0]),
];
// Appendix Three — Firing Table – Small Arms, Half Battalion (Bad Effect) (reference §3).
// The 0–100 row is higher than the good row on faces 1–3: transcribed as printed.
const HALF_BN_BAD: Grid = [
    (RangeBand::Paces0To100, [25.0, 25.0, 25.0, 30.0, 30.0, 50.0]),
    (RangeBand::Paces100To200, [5.0, 5.0, 5.0, 20.0, 20.0, 30.0]),
    (RangeBand::Paces200To300, [3.0, 3.0, 3.0, 10.0, 10.0, 20.0]),
    (RangeBand::Paces300To400, [1.0, 1.0, 1.0, 6.0, 6.0, 10.0]),
];
// Appendix Three — Firing Table – Small Arms, 2 Skirmish Coys With Cover (reference §3).
const SKIRMISH_COVER: Grid = [
    (RangeBand::Paces0To100, [10.0, 15.0, 30.0, 30.0, 40.0, 60.0]),
    (
        RangeBand::Paces100To200,
        [6.0, 10.0, 20.0, 20.0, 25.0, 50.0],
    ),
    (RangeBand::Paces200To300, [3.0, 4.0, 10.0, 10.0, 12.0, 25.0]),
    (RangeBand::Paces300To400, [2.0, 3.0, 4.0, 4.0, 6.0, 12.0]),
];
// Appendix Three — Firing Table – Small Arms, 2 Skirmish Coys Without Cover (reference §3).
const SKIRMISH_OPEN: Grid = [
    (RangeBand::Paces0To100, [7.0, 10.0, 25.0, 25.0, 30.0, 50.0]),
    (RangeBand::Paces100To200, [4.0, 6.0, 15.0, 15.0, 17.0, 34.0]),
    (RangeBand::Paces200To300, [2.0, 2.0, 8.0, 8.0, 8.0, 16.0]),
    (RangeBand::Paces300To400, [1.0, 2.0, 2.0, 4.0, 5.0, 8.0]),
];

fn grid(id: FireTableId) -> &'static Grid {
    match id {
        FireTableId::SixPounderGood => &SIX_GOOD,
        FireTableId::SixPounderBad => &SIX_BAD,
        FireTableId::TwelvePounderGood => &TWELVE_GOOD,
        FireTableId::TwelvePounderBad => &TWELVE_BAD,
        FireTableId::HalfBattalionGood => &HALF_BN_GOOD,
        FireTableId::HalfBattalionBad => &HALF_BN_BAD,
        FireTableId::SkirmishersCover => &SKIRMISH_COVER,
        FireTableId::SkirmishersOpen => &SKIRMISH_OPEN,
    }
}

/// A range inside each band, and the arm/effect that reads each table.
fn mid_range(arm: FireArm, band: RangeBand) -> f64 {
    let twelve = arm == FireArm::TwelvePounder;
    match band {
        RangeBand::SmallCanister => 250.0,
        RangeBand::LargeCanister => {
            if twelve {
                750.0
            } else {
                600.0
            }
        }
        RangeBand::Elevation => {
            if twelve {
                1250.0
            } else {
                1000.0
            }
        }
        RangeBand::RandomShot => {
            if twelve {
                1750.0
            } else {
                1500.0
            }
        }
        RangeBand::Paces0To100 => 50.0,
        RangeBand::Paces100To200 => 150.0,
        RangeBand::Paces200To300 => 250.0,
        RangeBand::Paces300To400 => 350.0,
        RangeBand::Rifles0To200 => 100.0,
        RangeBand::Rifles200To400 => 300.0,
    }
}

fn reader(id: FireTableId) -> (FireArm, FireEffect) {
    match id {
        FireTableId::SixPounderGood => (FireArm::SixPounder, FireEffect::Good),
        FireTableId::SixPounderBad => (FireArm::SixPounder, FireEffect::Bad),
        FireTableId::TwelvePounderGood => (FireArm::TwelvePounder, FireEffect::Good),
        FireTableId::TwelvePounderBad => (FireArm::TwelvePounder, FireEffect::Bad),
        FireTableId::HalfBattalionGood => (FireArm::HalfBattalion, FireEffect::Good),
        FireTableId::HalfBattalionBad => (FireArm::HalfBattalion, FireEffect::Bad),
        FireTableId::SkirmishersCover => (FireArm::Skirmishers, FireEffect::Good),
        FireTableId::SkirmishersOpen => (FireArm::Skirmishers, FireEffect::Bad),
    }
}

#[test]
fn every_cell_of_every_table_in_the_ruleset() {
    // Appendix Three — all eight grids, 4 bands × 6 faces each (reference §3).
    let r = rules();
    let mut cells = 0;
    for &id in FireTableId::ALL {
        for (band, row) in grid(id) {
            for face in Face::ALL {
                let got = r.fire.points(id, *band, face).expect("cell exists");
                assert_eq!(
                    got,
                    row[face.index()],
                    "{} {} face {face}",
                    id.label(),
                    band.id()
                );
                cells += 1;
            }
        }
        assert_eq!(r.fire.table(id).len(), 4, "{}", id.label());
    }
    assert_eq!(cells, 8 * 24);
}

#[test]
fn every_cell_through_the_fire_calculator() {
    // The same cells, found from arm, effect, range and face (reference §2–§3).
    let r = rules();
    for &id in FireTableId::ALL {
        let (arm, effect) = reader(id);
        for (band, row) in grid(id) {
            for face in Face::ALL {
                let order = FireOrder::new(arm, effect, mid_range(arm, *band), face);
                let got = fire_points(&r, &order).expect("in range");
                assert_eq!(got.table, id);
                assert_eq!(got.band.band, *band);
                assert_eq!(
                    got.points,
                    row[face.index()],
                    "{} {} face {face}",
                    id.label(),
                    band.id()
                );
            }
        }
    }
}

#[test]
fn nine_pounder_reads_the_column_its_die_picks() {
    // The Dice (Die 3) and the 12lbs table note: 1, 3, 5 → 12-pdr column; 2, 4, 6 → 6-pdr
    // (reference §2). Ranges default to the 6-pdr's, so 300 paces is small canister for both.
    let r = rules();
    for column in Face::ALL {
        let twelve = column.number() % 2 == 1;
        for effect in [FireEffect::Good, FireEffect::Bad] {
            for face in Face::ALL {
                let mut order = FireOrder::new(FireArm::NinePounder, effect, 300.0, face);
                order.nine_pdr_column_face = Some(column);
                let got = fire_points(&r, &order).expect("in range");
                let id = match (twelve, effect) {
                    (true, FireEffect::Good) => FireTableId::TwelvePounderGood,
                    (true, FireEffect::Bad) => FireTableId::TwelvePounderBad,
                    (false, FireEffect::Good) => FireTableId::SixPounderGood,
                    (false, FireEffect::Bad) => FireTableId::SixPounderBad,
                };
                assert_eq!(got.table, id, "column {column}");
                assert_eq!(got.points, grid(id)[0].1[face.index()]);
            }
        }
    }
}

#[test]
fn rifles_read_the_skirmisher_rows_by_their_own_bands() {
    // Appendix Three — Firing Table – Small Arms, RIFLES column: 0–200 reads the 100–200 row,
    // 200–400 the 200–300 row; with and without cover (reference §3). This is the reading
    // rifles_bands = table_column (L2632–2689); the default rule is in rule_readings.rs.
    let mut r = rules();
    r.set_option("rifles_bands", "table_column").unwrap();
    let cases = [
        (50.0, RangeBand::Rifles0To200, 1),
        (100.0, RangeBand::Rifles0To200, 1),
        (150.0, RangeBand::Rifles0To200, 1),
        (200.0, RangeBand::Rifles0To200, 1),
        (201.0, RangeBand::Rifles200To400, 2),
        (300.0, RangeBand::Rifles200To400, 2),
        (350.0, RangeBand::Rifles200To400, 2),
        (400.0, RangeBand::Rifles200To400, 2),
    ];
    for (effect, table) in [
        (FireEffect::Good, &SKIRMISH_COVER),
        (FireEffect::Bad, &SKIRMISH_OPEN),
    ] {
        for (range, band, row) in cases {
            for face in Face::ALL {
                let got = fire_points(&r, &FireOrder::new(FireArm::Rifles, effect, range, face))
                    .expect("in range");
                assert_eq!(got.band.band, band, "{range}");
                assert_eq!(got.band.row, table[row].0);
                assert_eq!(
                    got.points,
                    table[row].1[face.index()],
                    "Rifles {range} face {face}"
                );
            }
        }
    }
    assert!(
        fire_points(
            &r,
            &FireOrder::new(FireArm::Rifles, FireEffect::Good, 401.0, Face::ALL[0])
        )
        .is_err()
    );
}

#[test]
fn the_bad_half_battalion_row_oddity_is_flagged() {
    // Reference §3: the bad 0–100 row exceeds the good one on faces 1–3; kept and noted.
    let r = rules();
    let note = r.fire.half_battalion.note.clone().unwrap_or_default();
    assert!(note.contains("0–100"), "{note}");
    let good = r.fire.points(
        FireTableId::HalfBattalionGood,
        RangeBand::Paces0To100,
        Face::ALL[0],
    );
    let bad = r.fire.points(
        FireTableId::HalfBattalionBad,
        RangeBand::Paces0To100,
        Face::ALL[0],
    );
    assert_eq!((good, bad), (Ok(20.0), Ok(25.0)));
}

#[test]
fn a_house_rule_changes_one_cell_and_bad_cells_are_refused() {
    let mut r = rules();
    let rule = kriegsspiel::systems::reisswitz_1815::ruleset::HouseRule::parse(
        "fire.six_pounder.good.1.points.3=30",
        "club",
    )
    .expect("parses");
    r.apply_house_rule(rule).expect("applies");
    assert_eq!(
        r.fire.points(
            FireTableId::SixPounderGood,
            RangeBand::LargeCanister,
            Face::ALL[3]
        ),
        Ok(30.0)
    );
    let before = r.clone();
    for text in [
        "fire.six_pounder.good.1.points.3=-1",
        "fire.six_pounder.good.1.band=\"elevation\"",
        "fire.ranges.six_pounder.0.to=900",
        "fire.nine_pounder.twelve_pounder_faces.0=2",
        "fire.modifiers.defended_cover.ball.den=0",
        "fire.modifiers.night.artillery_max_range=-5",
        "fire.fire_dice.the_dice.0.table=\"six_pounder_good\"",
        "fire.scaling.skirmish_platoons_per_table=0",
    ] {
        let applied = kriegsspiel::systems::reisswitz_1815::ruleset::HouseRule::parse(text, "")
            .and_then(|h| r.apply_house_rule(h));
        assert!(applied.is_err(), "{text} should be refused");
        assert_eq!(r, before, "{text} must leave the ruleset unchanged");
    }
}
