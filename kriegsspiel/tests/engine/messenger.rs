//! Messengers' riding times (Section 2 — Movement, Messengers; Appendix Three — Movement Chart,
//! Messengers &c.; reference §1).

#![allow(clippy::panic)] // a test fails by panicking

use crate::support::rules;
use kriegsspiel::Pace;
use kriegsspiel::systems::reisswitz_1815::calc::messenger::{messenger_ride, messenger_ride_over};
use kriegsspiel::systems::reisswitz_1815::calc::movement::PathLeg;
use proptest::prelude::*;

const EPS: f64 = 1e-12;

#[test]
fn boundary_2000_vs_2001_paces() {
    // Section 2 — Messengers: at most 2,000 paces at 900 a turn; beyond, 700 from the outset.
    let r = rules();
    let short = match messenger_ride(&r, Pace(2000.0)) {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    };
    assert!(!short.long_trip);
    assert_eq!(short.paces_per_turn, Some(900.0));
    assert!((short.turns - 2000.0 / 900.0).abs() < EPS);
    assert_eq!(short.whole_turns, 3);
    assert!((short.minutes - 4000.0 / 900.0).abs() < EPS);
    assert_eq!(short.whole_turn_minutes, 6);
    let long = match messenger_ride(&r, Pace(2001.0)) {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    };
    assert!(long.long_trip);
    assert_eq!(long.paces_per_turn, Some(700.0));
    assert!((long.turns - 2001.0 / 700.0).abs() < EPS);
    assert_eq!(long.whole_turns, 3);
    assert_eq!(long.row, "officers_after_2000");
    assert!(long.steps[0].text.contains("from the outset"));
    assert!(
        long.steps[0]
            .source
            .as_str()
            .contains("Section 2 — Movement, Messengers")
    );
}

#[test]
fn whole_turns_round_up_but_not_past_exact() {
    // 1,800 paces at 900 = exactly 2 turns, 4 minutes; 1,801 = 3 whole turns.
    let r = rules();
    let m = messenger_ride(&r, Pace(1800.0));
    assert!(m.is_ok_and(|m| m.whole_turns == 2
        && m.whole_turn_minutes == 4
        && (m.minutes - 4.0).abs() < EPS));
    let m = messenger_ride(&r, Pace(1801.0));
    assert!(m.is_ok_and(|m| m.whole_turns == 3));
    // 7,000 paces at 700 = 10 turns = 20 minutes.
    let m = messenger_ride(&r, Pace(7000.0));
    assert!(m.is_ok_and(|m| m.whole_turns == 10 && (m.minutes - 20.0).abs() < EPS));
    let m = messenger_ride(&r, Pace(0.0));
    assert!(m.is_ok_and(|m| m.whole_turns == 0 && m.minutes == 0.0));
}

#[test]
fn terrain_legs_use_one_officer_row_for_the_whole_trip() {
    // Appendix Three — officers' rows: first 2,000 (even 900, lwood 700, s10_15 600) and after
    // 2,000 (even 700, lwood 700, s10_15 300). The trip's length picks the row (Section 2:
    // "from the outset").
    let r = rules();
    let legs = [leg("even", 1500.0), leg("s10_15", 500.0)];
    let m = match messenger_ride_over(&r, &legs) {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    };
    assert!(!m.long_trip);
    assert_eq!(m.row, "officers_first_2000");
    assert!((m.turns - (1500.0 / 900.0 + 500.0 / 600.0)).abs() < EPS);
    assert_eq!(m.whole_turns, 3);
    let legs = [leg("even", 1500.0), leg("s10_15", 600.0)];
    let m = match messenger_ride_over(&r, &legs) {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    };
    assert!(m.long_trip);
    assert_eq!(m.row, "officers_after_2000");
    assert!((m.turns - (1500.0 / 700.0 + 600.0 / 300.0)).abs() < EPS);
    assert_eq!(m.legs.len(), 2);
    assert!(m.steps.iter().any(|s| s.text.contains("1500/700")));
}

#[test]
fn even_ground_legs_agree_with_section_2() {
    // On even ground the chart rows give the Section 2 speeds, 900 and 700.
    let r = rules();
    for paces in [500.0, 2000.0, 2001.0, 9000.0] {
        let plain = messenger_ride(&r, Pace(paces)).map(|m| m.turns);
        let over = messenger_ride_over(&r, &[leg("even", paces)]).map(|m| m.turns);
        match (plain, over) {
            (Ok(a), Ok(b)) => assert!((a - b).abs() < EPS, "{paces}"),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn thick_woods_at_100_and_swamp_refused() {
    // Appendix Three, Discretion of Umpire: messengers lead their horses through thick woods at
    // 100; swamp is for infantry patrols only.
    let r = rules();
    let m = messenger_ride_over(&r, &[leg("thick_woods", 300.0)]);
    assert!(m.is_ok_and(|m| (m.turns - 3.0).abs() < EPS));
    let m = messenger_ride_over(&r, &[leg("even", 300.0), leg("swamp", 300.0)]);
    assert!(m.is_err());
}

#[test]
fn bad_distances_are_refused() {
    let r = rules();
    for bad in [-1.0, f64::NAN, f64::INFINITY, 1e300] {
        assert!(messenger_ride(&r, Pace(bad)).is_err(), "{bad}");
    }
}

fn leg(ground: &str, paces: f64) -> PathLeg {
    match ground.parse().and_then(|g| PathLeg::new(g, paces)) {
        Ok(l) => l,
        Err(e) => panic!("{e}"),
    }
}

proptest! {
    #[test]
    fn no_panic_and_consistent(paces in any::<f64>()) {
        let r = rules();
        if let Ok(m) = messenger_ride(&r, Pace(paces)) {
            prop_assert!(m.turns >= 0.0 && m.minutes.is_finite());
            prop_assert!(m.whole_turns as f64 + 1e-9 >= m.turns);
            prop_assert!((m.whole_turns as f64) < m.turns + 1.0);
            prop_assert_eq!(m.long_trip, paces > 2000.0);
        }
        let _ = messenger_ride_over(&r, &[PathLeg { ground: kriegsspiel::terrain::Ground::Swamp, length: Pace(paces) }]);
    }

    #[test]
    fn time_grows_with_distance_within_each_speed(a in 0.0f64..2000.0, b in 2000.0f64..1e6) {
        let r = rules();
        let t = |p: f64| messenger_ride(&r, Pace(p)).map(|m| m.turns).unwrap_or(f64::NAN);
        prop_assert!(t(a) <= t(2000.0));
        prop_assert!(t(b.max(2000.5)) <= t(b.max(2000.5) + 1.0));
    }
}

#[test]
fn long_trip_option_chart_rows_split() {
    // Option messenger_long_trip: Section 2 ("700 from the outset", default) against the chart's
    // row headings read literally (first 2,000 paces at 900, the rest at 700).
    let mut rules =
        kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset::reisswitz_1815().unwrap();
    let default = kriegsspiel::systems::reisswitz_1815::calc::messenger::messenger_ride(
        &rules,
        kriegsspiel::Pace(3400.0),
    )
    .unwrap();
    assert!((default.turns - 3400.0 / 700.0).abs() < 1e-9);
    rules
        .set_option("messenger_long_trip", "chart_rows_split")
        .unwrap();
    let split = kriegsspiel::systems::reisswitz_1815::calc::messenger::messenger_ride(
        &rules,
        kriegsspiel::Pace(3400.0),
    )
    .unwrap();
    assert!(
        (split.turns - (2000.0 / 900.0 + 1400.0 / 700.0)).abs() < 1e-9,
        "{}",
        split.turns
    );
    // Over ground: 2,500 paces of even ground then 500 of light woods.
    let legs = kriegsspiel::systems::reisswitz_1815::calc::movement::PathLeg::parse_list(
        "even:2500,lwood:500",
    )
    .unwrap();
    let over =
        kriegsspiel::systems::reisswitz_1815::calc::messenger::messenger_ride_over(&rules, &legs)
            .unwrap();
    // first 2,000 even at 900; then 500 even at 700 and 500 light woods at 700 (chart, after 2,000).
    let expected = 2000.0 / 900.0 + 500.0 / 700.0 + 500.0 / 700.0;
    assert!(
        (over.turns - expected).abs() < 1e-9,
        "{} vs {expected}",
        over.turns
    );
    // A short trip is the same under both readings.
    let short = kriegsspiel::systems::reisswitz_1815::calc::messenger::messenger_ride(
        &rules,
        kriegsspiel::Pace(1800.0),
    )
    .unwrap();
    assert!((short.turns - 2.0).abs() < 1e-9);
}
