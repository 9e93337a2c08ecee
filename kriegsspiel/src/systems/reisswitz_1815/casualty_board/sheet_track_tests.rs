//! Tests of the printed tracks: every figure of every track under each reading (reference §4).

use super::*;
use crate::systems::reisswitz_1815::ruleset::{Formation, HouseRule, Ruleset};
use proptest::prelude::*;

fn rules() -> Ruleset {
    Ruleset::reisswitz_1815().unwrap()
}

fn rules_with(option: &str, reading: &str) -> Ruleset {
    let mut r = rules();
    r.set_option(option, reading).unwrap();
    r
}

/// Every track of the sheet under the reference's defaults: rate, threshold, box step, box
/// count, rows and the first and last box numbers (Section 3 — Firepower, points and men;
/// Casualty Record Sheet; reference §4). The two-rank track ends at 40 because Section 3's
/// 45 points is the default (option `two_rank_exchange`).
#[test]
fn every_track_under_the_defaults() {
    type Row = (
        Formation,
        &'static str,
        f64,
        f64,
        u32,
        u32,
        &'static str,
        &'static str,
        &'static str,
    );
    #[rustfmt::skip]
    let table: [Row; 8] = [
        (Formation::ThreeRank,        "1 pt = 5 men",      30.0, 5.0,  6, 1, "0", "25", "150 men"),
        (Formation::TwoRank,          "3 pts = 10 men",    45.0, 5.0,  9, 1, "0", "40", "150 men"),
        (Formation::LineSkirmishers,  "2 pts = 3 men",    100.0, 5.0, 20, 2, "0", "95", "150 men"),
        (Formation::RifleSkirmishers, "2 pts = 3 men",    100.0, 5.0, 20, 2, "0", "95", "150 men"),
        (Formation::HeavyCavalry,     "2 pts = 3 riders", 100.0, 5.0, 20, 2, "0", "95", "150 riders"),
        (Formation::LightCavalry,     "2 pts = 3 riders", 100.0, 5.0, 20, 2, "0", "95", "150 riders"),
        (Formation::FootArtillery,    "12½ pts = 1 gun",   12.5, 1.0, 13, 1, "0", "12", "1 gun"),
        (Formation::HorseArtillery,   "12½ pts = 1 gun",   12.5, 1.0, 13, 1, "0", "12", "1 gun"),
    ];
    let tracks = SheetTrack::all(&rules()).unwrap();
    assert_eq!(tracks.len(), table.len());
    for (t, (formation, rate, exchange, step, boxes, rows, first, last, count)) in
        tracks.iter().zip(table)
    {
        assert_eq!(t.formation, formation);
        assert_eq!(t.rate_text(), rate, "{formation}");
        assert_eq!(t.exchange_points, exchange, "{formation}");
        assert_eq!(t.step_points, step, "{formation}");
        assert_eq!(t.boxes, boxes, "{formation}");
        assert_eq!(t.rows(), rows, "{formation}");
        assert_eq!(t.box_label(0), first, "{formation}");
        assert_eq!(t.box_label(boxes - 1), last, "{formation}");
        assert_eq!(
            crate::systems::reisswitz_1815::calc::casualty_pin::count_text(
                t.exchange_count().unwrap(),
                &t.counts
            ),
            count
        );
        assert!(
            t.exchange_text().contains(&format!("({count})")),
            "{}",
            t.exchange_text()
        );
    }
}

/// Every box number of every track, in order (Casualty Record Sheet; reference §4).
#[test]
fn every_box_number() {
    let r = rules_with("two_rank_exchange", "sheet_50");
    let five = |n: u32| (0..n).map(|i| (i * 5).to_string()).collect::<Vec<_>>();
    let one = |n: u32| (0..n).map(|i| i.to_string()).collect::<Vec<_>>();
    let expected = [
        five(6),
        five(10),
        five(20),
        five(20),
        five(20),
        five(20),
        one(13),
        one(13),
    ];
    for (t, want) in SheetTrack::all(&r).unwrap().iter().zip(expected) {
        let got: Vec<String> = (0..t.boxes).map(|i| t.box_label(i)).collect();
        assert_eq!(got, want, "{}", t.formation);
    }
}

/// Under `two_rank_exchange = sheet_50` the two-rank track is the sheet's own: 0–45, completed
/// at 50 points (L4499). That would be 166⅔ men at 3 points = 10 men, so the sheet names no men
/// for it (reference §4).
#[test]
fn two_rank_track_under_the_sheet_reading() {
    let t = SheetTrack::new(
        &rules_with("two_rank_exchange", "sheet_50"),
        Formation::TwoRank,
    )
    .unwrap();
    assert_eq!(
        (t.exchange_points, t.boxes, t.box_label(9)),
        (50.0, 10, "45".into())
    );
    assert_eq!(t.exchange_count().unwrap().to_string(), "166 2/3");
    assert!(t.points_only);
    assert!(!t.exchange_text().contains("men"), "{}", t.exchange_text());
    assert!(
        t.exchange_source.0.contains("sheet_50"),
        "{}",
        t.exchange_source
    );
}

/// Under `infantry_points_value = combat_table_box` the infantry rates are the close-combat
/// table's box (1 point = 3 men, 2 points = 10 men); the tracks keep their points.
#[test]
fn infantry_rates_under_the_combat_table_reading() {
    let r = rules_with("infantry_points_value", "combat_table_box");
    let three = SheetTrack::new(&r, Formation::ThreeRank).unwrap();
    let two = SheetTrack::new(&r, Formation::TwoRank).unwrap();
    assert_eq!(three.rate_text(), "1 pt = 3 men");
    assert_eq!(three.exchange_count().unwrap().to_string(), "90");
    assert_eq!(two.rate_text(), "2 pts = 10 men");
    assert_eq!((three.boxes, two.boxes), (6, 9));
    assert!(three.rate_source.0.contains("combat_table_box"));
}

/// A house rule shows on the sheet; one that makes a track too long to print is refused.
#[test]
fn house_rules_change_the_track_or_are_refused() {
    let mut r = rules();
    r.apply_house_rule(HouseRule::parse("casualties.formation.0.exchange_points=35", "").unwrap())
        .unwrap();
    let t = SheetTrack::new(&r, Formation::ThreeRank).unwrap();
    assert_eq!((t.boxes, t.box_label(6)), (7, "30".into()));
    r.apply_house_rule(HouseRule::parse("casualties.formation.0.exchange_points=400", "").unwrap())
        .unwrap();
    assert!(SheetTrack::new(&r, Formation::ThreeRank).is_err());
    assert!(CasualtyBoard::new(&r).is_err());
}

/// Long tracks run 0–45 along the first row and 50–95 back along the second, 50 under 45 and
/// 95 under 0 (Casualty Record Sheet; reference §4); short ones stay in one row.
#[test]
fn rows_run_back_and_forth() {
    let tracks = SheetTrack::all(&rules()).unwrap();
    let skirmishers = &tracks[2];
    assert_eq!(skirmishers.row_boxes(), 10);
    for (index, cell, label) in [
        (0, (0, 0), "0"),
        (9, (0, 9), "45"),
        (10, (1, 9), "50"),
        (19, (1, 0), "95"),
        (14, (1, 5), "70"),
    ] {
        assert_eq!(skirmishers.cell(index), cell, "box {index}");
        assert_eq!(skirmishers.box_label(index), label);
    }
    let guns = &tracks[6];
    assert_eq!((guns.row_boxes(), guns.cell(12)), (13, (0, 12)));
}

/// Figures as the sheet prints them.
#[test]
fn figures() {
    for (x, text) in [
        (0.0, "0"),
        (30.0, "30"),
        (12.5, "12½"),
        (0.5, "½"),
        (2.25, "2.25"),
    ] {
        assert_eq!(figure_text(x), text);
    }
}

proptest! {
    /// Any exchange threshold or box step a house rule sets is either printed or refused.
    #[test]
    fn any_threshold_is_printed_or_refused(points in proptest::num::f64::ANY, formation in 0usize..8) {
        let mut r = rules();
        let path = format!("casualties.formation.{formation}.exchange_points={points}");
        if let Ok(rule) = HouseRule::parse(&path, "")
            && r.apply_house_rule(rule).is_ok()
            && let Ok(t) = SheetTrack::new(&r, Formation::ALL[formation])
        {
            prop_assert!(t.boxes >= 1 && t.boxes <= MAX_SHEET_BOXES);
            for i in 0..t.boxes {
                let (row, column) = t.cell(i);
                prop_assert!(row < t.rows() && column < t.row_boxes());
            }
        }
    }
}
