//! The movement chart and the figures around it, checked cell by cell against the reference
//! (shared/rules/reisswitz-tables.md §1, rebuilt from Appendix Three — Movement Chart and
//! Section 2 — Movement).

#![allow(clippy::panic)] // a test fails by panicking

use crate::support::rules;
use kriegsspiel::Ground;
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    CHART_COLUMNS, CHART_ROW_IDS, CavalrySecondLine, ChartGroup, GunPreparation, PursuitArm,
    RateLimit, SecondLinePlacement,
};

/// `None` = a dash in the chart (no progress possible).
const X: Option<f64> = None;
const fn p(paces: f64) -> Option<f64> {
    Some(paces)
}

/// Reference §1, "Movement chart": every row, in order, columns
/// even, lwood, s5_10, s10_15, s15_35, r15_25, r25_35, yard.
#[rustfmt::skip]
const CHART: [(&str, [Option<f64>; 8]); 24] = [
    // Marches
    ("inf_march",                 [p(200.), p(200.), p(150.), p(100.), X,       p(100.), p(50.),  X]),
    ("heavy_cav_march",           [p(300.), p(250.), p(150.), p(100.), X,       p(100.), p(50.),  X]),
    ("light_cav_march",           [p(400.), p(250.), p(150.), p(100.), X,       p(100.), p(50.),  X]),
    ("wagons_march",              [p(200.), p(50.),  p(100.), p(50.),  X,       p(100.), p(50.),  X]),
    // Troops in action
    ("inf_ranks",                 [p(250.), p(250.), p(150.), p(100.), X,       p(150.), p(100.), X]),
    ("inf_breaking_ranks",        [p(400.), p(400.), p(300.), p(200.), p(50.),  p(300.), p(200.), p(200.)]),
    ("skirmishers_deploying",     [p(400.), p(400.), p(300.), p(200.), p(100.), p(300.), p(200.), p(300.)]),
    ("heavy_cav_deploying",       [p(600.), p(600.), p(400.), p(300.), X,       p(300.), X,       X]),
    ("heavy_cav_attacking",       [p(800.), X,       p(600.), X,       X,       X,       X,       X]),
    ("heavy_cav_pursuit",         [p(800.), p(600.), p(600.), p(400.), p(25.),  p(400.), p(50.),  X]),
    ("light_cav_deploying",       [p(900.), p(700.), p(700.), p(500.), X,       p(500.), X,       X]),
    ("light_cav_attacking",       [p(900.), X,       p(700.), X,       X,       X,       X,       X]),
    ("light_cav_pursuit",         [p(900.), p(700.), p(700.), p(500.), p(25.),  p(500.), p(50.),  X]),
    ("battery_12pdr",             [p(250.), p(200.), p(150.), p(100.), p(25.),  p(150.), p(50.),  X]),
    ("battery_12pdr_exceptional", [p(400.), p(300.), p(200.), p(150.), p(50.),  p(150.), p(50.),  X]),
    ("battery_9pdr",              [p(250.), p(200.), p(150.), p(100.), p(50.),  p(150.), p(100.), X]),
    ("battery_9pdr_exceptional",  [p(400.), p(300.), p(250.), p(200.), p(50.),  p(150.), p(100.), X]),
    ("guns_by_ropes",             [p(300.), p(200.), p(200.), p(150.), X,       X,       X,       X]),
    ("horse_artillery",           [p(600.), p(500.), p(400.), p(300.), X,       p(250.), X,       X]),
    ("horse_artillery_exceptional",[p(900.), p(600.), p(600.), p(400.), p(50.), p(150.), p(100.), X]),
    // Messengers etc.
    ("cav_patrols",               [p(600.), p(600.), p(500.), p(400.), p(200.), p(550.), p(250.), p(100.)]),
    ("inf_patrols",               [p(250.), p(250.), p(200.), p(150.), p(100.), p(250.), p(200.), p(200.)]),
    ("officers_first_2000",       [p(900.), p(700.), p(800.), p(600.), p(400.), p(700.), p(150.), p(400.)]),
    ("officers_after_2000",       [p(700.), p(700.), p(600.), p(300.), p(200.), p(500.), p(100.), p(200.)]),
];

#[test]
fn every_one_of_the_192_cells_matches_the_reference() {
    // Reference §1, Appendix Three — Movement Chart.
    let r = rules();
    let mut checked = 0;
    for (id, cells) in CHART {
        let row = match r.movement.row(id) {
            Ok(row) => row,
            Err(e) => panic!("{e}"),
        };
        for (column, expected) in CHART_COLUMNS.into_iter().zip(cells) {
            assert_eq!(row.paces(column), expected, "{id}.{column}");
            checked += 1;
        }
    }
    assert_eq!(checked, 192);
    assert_eq!(r.movement.rows.len(), 24);
}

#[test]
fn rows_stand_in_the_charts_order_and_groups() {
    // Reference §1: 4 marches, 16 troops in action, 4 messengers etc.
    let r = rules();
    let ordered: Vec<&str> = r
        .movement
        .rows_in_chart_order()
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    let expected: Vec<&str> = CHART.iter().map(|(id, _)| *id).collect();
    assert_eq!(ordered, expected);
    assert_eq!(ordered, CHART_ROW_IDS.to_vec());
    for (i, (_, row)) in r.movement.rows_in_chart_order().into_iter().enumerate() {
        let group = match i {
            0..=3 => ChartGroup::Marches,
            4..=19 => ChartGroup::TroopsInAction,
            _ => ChartGroup::Messengers,
        };
        assert_eq!(row.group, group, "row {}", i + 1);
        assert!(!row.label.is_empty());
        assert!(
            row.source
                .as_str()
                .starts_with("Appendix Three — Movement Chart")
        );
    }
}

#[test]
fn british_change_markers_are_kept_on_exactly_the_starred_cells() {
    // Reference §1: `*` on wagons lwood, breaking ranks s15_35, skirmishers s15_35, ropes lwood,
    // horse artillery lwood and r15_25, officers (first 2,000) lwood.
    use Ground::*;
    let starred = [
        ("wagons_march", LightWoods),
        ("inf_breaking_ranks", Slope15To35),
        ("skirmishers_deploying", Slope15To35),
        ("guns_by_ropes", LightWoods),
        ("horse_artillery", LightWoods),
        ("horse_artillery", RoadSlope15To25),
        ("officers_first_2000", LightWoods),
    ];
    let r = rules();
    for (id, row) in r.movement.rows_in_chart_order() {
        for column in CHART_COLUMNS {
            let expected = starred.contains(&(id, column));
            assert_eq!(row.is_british_change(column), expected, "{id}.{column}");
        }
    }
}

#[test]
fn rate_limits_are_structured() {
    // Reference §1: breaking ranks 2 in 5, skirmishers 1 in 3, 12-pdr exceptional 1 in 3,
    // 9-pdr and horse artillery exceptional 2 in 6; no other row has a limit.
    let limits = [
        (
            "inf_breaking_ranks",
            RateLimit {
                moves: 2,
                out_of: 5,
            },
        ),
        (
            "skirmishers_deploying",
            RateLimit {
                moves: 1,
                out_of: 3,
            },
        ),
        (
            "battery_12pdr_exceptional",
            RateLimit {
                moves: 1,
                out_of: 3,
            },
        ),
        (
            "battery_9pdr_exceptional",
            RateLimit {
                moves: 2,
                out_of: 6,
            },
        ),
        (
            "horse_artillery_exceptional",
            RateLimit {
                moves: 2,
                out_of: 6,
            },
        ),
    ];
    let r = rules();
    for (id, row) in r.movement.rows_in_chart_order() {
        let expected = limits
            .iter()
            .find(|(l, _)| *l == id)
            .map(|(_, limit)| *limit);
        assert_eq!(row.rate_limit, expected, "{id}");
    }
}

#[test]
fn umpires_discretion_ground() {
    // Reference §1: swamp — infantry patrols only, at 100; thick woods — patrols and
    // officers/messengers leading horses, at 100.
    let r = rules();
    let swamp = r.movement.discretion_ground("swamp");
    assert!(matches!(swamp, Ok(g) if g.paces == 100.0 && g.rows == ["inf_patrols"]));
    let woods = r.movement.discretion_ground("thick_woods");
    let woods = match woods {
        Ok(w) => w,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(woods.paces, 100.0);
    for row in [
        "cav_patrols",
        "inf_patrols",
        "officers_first_2000",
        "officers_after_2000",
    ] {
        assert!(woods.allows(row), "{row}");
    }
    assert!(!woods.allows("inf_march"));
    assert!(r.movement.discretion_ground("marsh").is_err());
}

#[test]
fn other_movement_figures_match_the_reference() {
    // Reference §1, "Other movement figures" (Section 2 — Movement; Appendix Three).
    let m = rules().movement;
    assert_eq!(m.altering_formation.infantry_paces, 250.0);
    assert_eq!(m.altering_formation.foot_artillery_paces, 300.0);
    assert_eq!(m.artillery_handling.limber_unlimber_minutes, 2.0);
    assert_eq!(m.artillery_handling.resupply_minutes, 4.0);
    assert_eq!(m.artillery_handling.turns_of_fire_before_resupply, 50);
    assert_eq!(m.reconnaissance.infantry_patrol_paces, 200.0);
    assert_eq!(m.reconnaissance.cavalry_patrol_paces, 400.0);
    assert_eq!(m.messengers.short_trip_max_paces, 2000.0);
    assert_eq!(m.messengers.short_trip_paces, 900.0);
    assert_eq!(m.messengers.long_trip_paces, 700.0);
    let lm = &m.long_marches;
    assert_eq!(
        [
            lm.infantry_miles_per_hour,
            lm.infantry_miles_per_day,
            lm.cavalry_miles_per_hour
        ],
        [3.0, 15.0, 5.0]
    );
    assert_eq!(
        [lm.cavalry_miles_per_day, lm.infantry_rest_minutes_per_hour],
        [30.0, 10.0]
    );
    assert_eq!(
        [lm.forced_march_min_miles, lm.forced_march_max_miles],
        [25.0, 40.0]
    );
}

#[test]
fn gun_preparation_follows_the_option() {
    // Section 2 — Movement (4 min + 2 min unlimber) vs Appendix Three chart note (8 min).
    let m = rules().movement;
    let s2 = m
        .artillery_handling
        .gun_preparation(GunPreparation::Section2);
    assert_eq!((s2.preparation_minutes, s2.total_minutes), (4.0, 6.0));
    let note = m
        .artillery_handling
        .gun_preparation(GunPreparation::ChartNote);
    assert_eq!((note.preparation_minutes, note.total_minutes), (8.0, 10.0));
}

#[test]
fn column_lengths_match_the_reference() {
    // Reference §1, column lengths on roads and on the battlefield (Appendix Three).
    let m = rules().movement;
    let road = [
        ("infantry_sections_closed_up", 125.0),
        ("infantry_sections_on_march", 250.0),
        ("infantry_half_sections_closed_up", 250.0),
        ("infantry_half_sections_on_march", 500.0),
        ("cavalry_in_twos", 1200.0),
        ("cavalry_in_threes", 800.0),
        ("cavalry_in_fours", 400.0),
        ("battery_open_column", 300.0),
        ("battery_close_column_twos", 150.0),
        ("battery_close_column_fours", 75.0),
    ];
    assert_eq!(m.road_columns.len(), road.len());
    for (id, paces) in road {
        assert_eq!(m.road_column(id).map(|c| c.paces), Ok(paces), "{id}");
    }
    let field = [
        ("infantry_open_column", 250.0),
        ("infantry_close_company_column", 17.0),
        ("infantry_close_platoon_column", 34.0),
        ("infantry_close_section_column", 68.0),
        ("cavalry_troop_open_column", 400.0),
        ("cavalry_half_troop_open_column", 400.0),
        ("cavalry_troop_close_column", 200.0),
        ("cavalry_half_troop_close_column", 300.0),
    ];
    assert_eq!(m.battlefield_columns.len(), field.len());
    for (id, paces) in field {
        assert_eq!(m.battlefield_column(id).map(|c| c.paces), Ok(paces), "{id}");
    }
    assert!(m.road_column("no_such").is_err());
}

#[test]
fn critical_and_second_line_distances() {
    // Reference §1: critical distances cavalry 900, infantry 400, artillery 800–1000; second
    // line cavalry 400–800 (default) or 400–600 (Section 4 text), infantry 150–400.
    let m = rules().movement;
    for (id, lo, hi) in [
        ("cavalry", 900.0, 900.0),
        ("infantry", 400.0, 400.0),
        ("artillery", 800.0, 1000.0),
    ] {
        let c = m.critical_distance(id);
        assert_eq!(c.map(|c| (c.min_paces, c.max_paces)), Ok((lo, hi)), "{id}");
    }
    let sl = &m.second_line;
    let (span, _) = sl.cavalry(CavalrySecondLine::default());
    assert_eq!((span.min_paces, span.max_paces), (400.0, 800.0));
    let (span, _) = sl.cavalry(CavalrySecondLine::Section4Text400To600);
    assert_eq!((span.min_paces, span.max_paces), (400.0, 600.0));
    assert_eq!(
        (sl.infantry.min_paces, sl.infantry.max_paces),
        (150.0, 400.0)
    );
    use SecondLinePlacement::*;
    assert_eq!(
        sl.place_cavalry(CavalrySecondLine::default(), 700.0),
        Ok(Counts)
    );
    assert_eq!(
        sl.place_cavalry(CavalrySecondLine::Section4Text400To600, 700.0),
        Ok(TooFar)
    );
    assert_eq!(
        sl.place_cavalry(CavalrySecondLine::default(), 399.0),
        Ok(TooClose)
    );
    assert_eq!(sl.place_infantry(150.0), Ok(Counts));
    assert_eq!(sl.place_infantry(400.0), Ok(Counts));
    assert_eq!(sl.place_infantry(401.0), Ok(TooFar));
    assert!(sl.place_infantry(f64::NAN).is_err());
    assert!(sl.place_infantry(-1.0).is_err());
}

#[test]
fn retreats_match_the_reference() {
    // Reference §1, "Retreats" (Section 4 — Retreats & Pursuits).
    let r = rules().movement.retreats;
    assert_eq!((r.infantry_paces, r.infantry_fast_paces), (250.0, 500.0));
    assert_eq!(
        (r.skirmisher_paces, r.skirmisher_turns_without_penalty),
        (400.0, 2)
    );
    assert_eq!(r.cavalry_gallop_turns, 2);
    assert_eq!(r.cavalry_without_second_line_paces, 900.0);
}

#[test]
fn pursuit_table_every_cell() {
    // Reference §1, pursuit by victorious cavalry (Section 4 — Retreats & Pursuits).
    let table = rules().movement.pursuit;
    let expected = [
        (1, None, None),
        (2, Some(500.0), Some(400.0)),
        (3, Some(900.0), Some(800.0)),
        (4, Some(900.0), Some(800.0)),
        (5, Some(600.0), Some(600.0)),
        (6, Some(600.0), Some(600.0)),
        (40, Some(600.0), Some(600.0)),
        (u32::MAX, Some(600.0), Some(600.0)),
    ];
    for (mv, light, heavy) in expected {
        assert_eq!(
            table.paces(PursuitArm::Light, mv),
            Ok(light),
            "light move {mv}"
        );
        assert_eq!(
            table.paces(PursuitArm::Heavy, mv),
            Ok(heavy),
            "heavy move {mv}"
        );
    }
    assert!(table.paces(PursuitArm::Light, 0).is_err());
    assert_eq!(table.flank_columns_paces, 800.0);
}

#[test]
fn house_rules_change_a_cell_and_bad_ones_are_refused() {
    // A house rule names a cell by row id and column id.
    let mut r = rules();
    let rule = kriegsspiel::systems::reisswitz_1815::ruleset::HouseRule::parse(
        "movement.rows.light_cav_march.even=450",
        "",
    );
    assert!(rule.and_then(|h| r.apply_house_rule(h)).is_ok());
    assert_eq!(
        r.movement.row("light_cav_march").map(|row| row.even),
        Ok(Some(450.0))
    );
    // A blank can be given a figure, and a figure blanked.
    let rule = kriegsspiel::systems::reisswitz_1815::ruleset::HouseRule::parse(
        "movement.rows.inf_march.yard=50",
        "",
    );
    assert!(rule.and_then(|h| r.apply_house_rule(h)).is_ok());
    assert_eq!(
        r.movement.row("inf_march").map(|row| row.yard),
        Ok(Some(50.0))
    );
    let rule = kriegsspiel::systems::reisswitz_1815::ruleset::HouseRule::parse(
        "movement.rows.wagons_march.lwood=null",
        "",
    );
    assert!(rule.and_then(|h| r.apply_house_rule(h)).is_ok());
    assert_eq!(
        r.movement.row("wagons_march").map(|row| row.lwood),
        Ok(None)
    );
    let before = r.clone();
    for bad in [
        "movement.rows.inf_march.even=0",
        "movement.rows.inf_march.even=-5",
        "movement.rows.inf_march.even=1e9",
        "movement.rows.inf_march.position=3",
        "movement.rows.inf_breaking_ranks.rate_limit.moves=0",
        "movement.rows.inf_breaking_ranks.rate_limit.moves=6",
        "movement.pursuit.moves.1.move_after_melee=7",
        "movement.second_line.infantry.min_paces=500",
        "movement.messengers.short_trip_paces=0",
    ] {
        let applied = kriegsspiel::systems::reisswitz_1815::ruleset::HouseRule::parse(bad, "")
            .and_then(|h| r.apply_house_rule(h));
        assert!(applied.is_err(), "{bad} should be refused");
        assert_eq!(r, before, "{bad} must leave the ruleset unchanged");
    }
}
