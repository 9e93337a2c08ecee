//! The movement calculator: allowances and path costs (reference §1; Appendix Three — Movement
//! Chart; Section 2 — Movement).

#![allow(clippy::panic)] // a test fails by panicking

use crate::support::rules;
use kriegsspiel::systems::reisswitz_1815::calc::movement::{
    MAX_LEG_PACES, PathLeg, allowance, path_cost,
};
use kriegsspiel::systems::reisswitz_1815::ruleset::{
    CHART_COLUMNS, CHART_ROW_IDS, MOVEMENT_GROUNDS, RateLimit,
};
use kriegsspiel::{Ground, Pace};
use proptest::prelude::*;

fn leg(ground: &str, paces: f64) -> PathLeg {
    match ground.parse().and_then(|g| PathLeg::new(g, paces)) {
        Ok(l) => l,
        Err(e) => panic!("{e}"),
    }
}

const EPS: f64 = 1e-12;

#[test]
fn allowance_reads_the_chart_and_explains_it() {
    // Appendix Three — Movement Chart: light cavalry deploying, light woods: 700.
    let r = rules();
    let a = allowance(&r, "light_cav_deploying", Ground::LightWoods);
    let a = match a {
        Ok(a) => a,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(a.paces_per_turn, Some(700.0));
    assert!(a.impossible_reason.is_none());
    assert!(!a.british_change && !a.umpire_discretion);
    assert!(a.steps[0].text.contains("700 paces per 2-minute turn"));
    assert!(
        a.steps[0]
            .source
            .as_str()
            .contains("Appendix Three — Movement Chart")
    );
}

#[test]
fn every_chart_cell_through_the_calculator() {
    // Appendix Three — Movement Chart: the calculator answers exactly the chart for all 192 cells.
    let r = rules();
    for id in CHART_ROW_IDS {
        let row = match r.movement.row(id) {
            Ok(row) => row.clone(),
            Err(e) => panic!("{e}"),
        };
        for column in CHART_COLUMNS {
            let a = allowance(&r, id, column);
            let a = match a {
                Ok(a) => a,
                Err(e) => panic!("{e}"),
            };
            assert_eq!(a.paces_per_turn, row.paces(column), "{id}.{column}");
            assert_eq!(
                a.impossible_reason.is_some(),
                row.paces(column).is_none(),
                "{id}.{column}"
            );
            assert_eq!(a.rate_limit, row.rate_limit, "{id}");
        }
    }
}

#[test]
fn blanks_are_impossible_with_a_reason() {
    // Section 2 — Movement: no figure = no progress in that formation or gait.
    let r = rules();
    let a = allowance(&r, "heavy_cav_attacking", Ground::LightWoods);
    let a = match a {
        Ok(a) => a,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(a.paces_per_turn, None);
    assert!(
        a.impossible_reason
            .as_deref()
            .is_some_and(|s| s.contains("no progress"))
    );
    assert!(a.steps[0].source.as_str().contains("Section 2 — Movement"));
}

#[test]
fn starred_and_rate_limited_cells_say_so() {
    // Appendix Three: wagons in light woods 50*; skirmishers 1 move in 3.
    let r = rules();
    let a = allowance(&r, "wagons_march", Ground::LightWoods);
    assert!(
        a.as_ref()
            .is_ok_and(|a| a.british_change && a.paces_per_turn == Some(50.0))
    );
    let a = allowance(&r, "skirmishers_deploying", Ground::Even);
    let a = match a {
        Ok(a) => a,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(
        a.rate_limit,
        Some(RateLimit {
            moves: 1,
            out_of: 3
        })
    );
    assert!(
        a.steps
            .iter()
            .any(|s| s.text.contains("at most 1 move in 3"))
    );
}

#[test]
fn discretion_ground() {
    // Appendix Three — Movement Chart, Discretion of Umpire.
    let r = rules();
    let swamp_inf = allowance(&r, "inf_patrols", Ground::Swamp);
    assert!(swamp_inf.is_ok_and(|a| a.paces_per_turn == Some(100.0) && a.umpire_discretion));
    let swamp_cav = allowance(&r, "cav_patrols", Ground::Swamp);
    assert!(swamp_cav.is_ok_and(|a| a.paces_per_turn.is_none() && a.impossible_reason.is_some()));
    let woods = allowance(&r, "officers_after_2000", Ground::ThickWoods);
    assert!(woods.is_ok_and(|a| a.paces_per_turn == Some(100.0)));
    let woods = allowance(&r, "inf_march", Ground::ThickWoods);
    assert!(woods.is_ok_and(|a| a.paces_per_turn.is_none()));
}

#[test]
fn patrols_get_the_reconnaissance_note() {
    // Section 2 — Movement, Reconnaissance Patrols: 200 / 400 unless completely open.
    let r = rules();
    let a = allowance(&r, "cav_patrols", Ground::Even);
    assert!(a.is_ok_and(|a| {
        a.steps.iter().any(|s| {
            s.text.contains("at most 400 paces") && s.source.as_str().contains("Reconnaissance")
        })
    }));
}

#[test]
fn unknown_rows_and_ground_are_refused_naming_the_allowed() {
    let r = rules();
    let e = allowance(&r, "dragoons", Ground::Even);
    let msg = e.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(
        msg.contains("inf_march") && msg.contains("officers_after_2000"),
        "{msg}"
    );
    let g = "marsh".parse::<Ground>();
    let msg = g.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(msg.contains("swamp") && msg.contains("yard"), "{msg}");
}

#[test]
fn path_cost_by_hand_light_cavalry_deploying() {
    // Brief example: 100 paces even then 300 light woods for light cavalry deploying
    // (900 and 700 paces per turn): 100/900 + 300/700 of a turn.
    let r = rules();
    let legs = [leg("even", 100.0), leg("lwood", 300.0)];
    let c = match path_cost(&r, "light_cav_deploying", &legs) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let expected = 100.0 / 900.0 + 300.0 / 700.0;
    assert!((c.total_fraction.unwrap_or(f64::NAN) - expected).abs() < EPS);
    assert!((c.legs[0].fraction_of_turn.unwrap_or(f64::NAN) - 100.0 / 900.0).abs() < EPS);
    assert!((c.legs[1].fraction_of_turn.unwrap_or(f64::NAN) - 300.0 / 700.0).abs() < EPS);
    assert!((c.legs[1].cumulative_fraction.unwrap_or(f64::NAN) - expected).abs() < EPS);
    assert!(c.fits_in_one_turn);
    assert_eq!(c.turns_needed, Some(1));
    assert_eq!(c.reach_in_one_turn, Pace(400.0));
    assert_eq!(c.total_length, Pace(400.0));
    assert!(c.steps[0].text.contains("100/900"));
    assert!(c.steps[1].text.contains("300/700"));
}

#[test]
fn path_longer_than_a_turn() {
    // Infantry march (200 even, 150 on 5–10°): 100 even + 300 on 5–10° = 0.5 + 2 = 2.5 turns;
    // in one turn: 100 paces even (half a turn), then half a turn at 150 = 75 → 175 paces.
    let r = rules();
    let legs = [leg("even", 100.0), leg("s5_10", 300.0)];
    let c = match path_cost(&r, "inf_march", &legs) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    assert!((c.total_fraction.unwrap_or(f64::NAN) - 2.5).abs() < EPS);
    assert_eq!(c.turns_needed, Some(3));
    assert!(!c.fits_in_one_turn);
    assert!((c.reach_in_one_turn.paces() - 175.0).abs() < 1e-9);
}

#[test]
fn exactly_one_turn_fits_and_rounds_to_one() {
    // Light cavalry march 400 even: 400 paces is exactly one turn; 1,200 exactly three.
    let r = rules();
    let c = path_cost(&r, "light_cav_march", &[leg("even", 400.0)]);
    assert!(c.is_ok_and(|c| c.fits_in_one_turn && c.turns_needed == Some(1)));
    let c = path_cost(&r, "light_cav_march", &[leg("even", 1200.0)]);
    assert!(c.is_ok_and(|c| c.turns_needed == Some(3) && c.reach_in_one_turn == Pace(400.0)));
}

#[test]
fn blocked_path_stops_at_the_blank() {
    // Heavy cavalry attacking cannot enter light woods (blank): it gets 200 paces of even ground.
    let r = rules();
    let legs = [leg("even", 200.0), leg("lwood", 100.0), leg("even", 300.0)];
    let c = match path_cost(&r, "heavy_cav_attacking", &legs) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(c.blocked_at_leg, Some(1));
    assert_eq!(c.total_fraction, None);
    assert_eq!(c.turns_needed, None);
    assert!(!c.fits_in_one_turn);
    assert_eq!(c.reach_in_one_turn, Pace(200.0));
    assert_eq!(c.legs[1].fraction_of_turn, None);
    assert!(
        c.steps
            .iter()
            .any(|s| s.text.contains("cannot be completed"))
    );
}

#[test]
fn zero_length_blank_leg_does_not_block() {
    let r = rules();
    let c = path_cost(
        &r,
        "heavy_cav_attacking",
        &[leg("even", 200.0), leg("lwood", 0.0)],
    );
    assert!(c.is_ok_and(|c| c.blocked_at_leg.is_none() && c.fits_in_one_turn));
}

#[test]
fn rate_limited_path_reports_the_limit() {
    let r = rules();
    let c = path_cost(&r, "inf_breaking_ranks", &[leg("even", 800.0)]);
    let c = match c {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(
        c.rate_limit,
        Some(RateLimit {
            moves: 2,
            out_of: 5
        })
    );
    assert!(
        c.steps
            .iter()
            .any(|s| s.text.contains("at most 2 moves in 5"))
    );
}

#[test]
fn parse_path_lists() {
    let legs = PathLeg::parse_list("even:100, lwood:200,thick_woods:50");
    let legs = match legs {
        Ok(l) => l,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(legs.len(), 3);
    assert_eq!(legs[2].ground, Ground::ThickWoods);
    assert_eq!(legs[1].length, Pace(200.0));
    for bad in [
        "",
        "even",
        "even:x",
        "even:-5",
        "bog:100",
        "even:NaN",
        "even:inf",
        "even:1e300",
    ] {
        assert!(PathLeg::parse_list(bad).is_err(), "{bad}");
    }
}

#[test]
fn ground_round_trips_through_json() {
    for g in MOVEMENT_GROUNDS {
        let text = serde_json::to_string(&g).unwrap_or_default();
        assert_eq!(text, format!("\"{}\"", g.id()));
        let back: Result<Ground, _> = serde_json::from_str(&text);
        assert_eq!(back.ok(), Some(g));
    }
}

fn any_ground() -> impl Strategy<Value = Ground> {
    (0..MOVEMENT_GROUNDS.len()).prop_map(|i| MOVEMENT_GROUNDS[i])
}

fn any_row() -> impl Strategy<Value = &'static str> {
    (0..CHART_ROW_IDS.len()).prop_map(|i| CHART_ROW_IDS[i])
}

proptest! {
    #[test]
    fn no_panic_on_any_input(row in ".{0,20}", ground in any_ground(), paces in any::<f64>(), n in 0usize..5) {
        let r = rules();
        let _ = allowance(&r, &row, ground);
        let legs: Vec<PathLeg> = (0..n).map(|_| PathLeg { ground, length: Pace(paces) }).collect();
        let _ = path_cost(&r, &row, &legs);
        let _ = PathLeg::parse_list(&row);
    }

    #[test]
    fn no_panic_on_any_real_row(row in any_row(), ground in any_ground(), paces in any::<f64>()) {
        let r = rules();
        let legs = [PathLeg { ground, length: Pace(paces) }];
        match path_cost(&r, row, &legs) {
            Ok(c) => {
                prop_assert!(c.reach_in_one_turn.paces() <= c.total_length.paces() + 1e-6);
                prop_assert!(c.reach_in_one_turn.paces() >= 0.0);
            }
            Err(_) => prop_assert!(!(paces.is_finite() && (0.0..=MAX_LEG_PACES).contains(&paces))),
        }
    }

    #[test]
    fn fraction_is_monotonic_in_length(
        row in any_row(),
        column in 0usize..8,
        a in 0.0f64..100_000.0,
        b in 0.0f64..100_000.0,
    ) {
        let r = rules();
        let ground = CHART_COLUMNS[column];
        let (short, long) = if a <= b { (a, b) } else { (b, a) };
        let cost = |len: f64| path_cost(&r, row, &[PathLeg { ground, length: Pace(len) }])
            .ok()
            .and_then(|c| c.total_fraction);
        match (cost(short), cost(long)) {
            (Some(s), Some(l)) => prop_assert!(s <= l),
            (s, l) => prop_assert!(l.is_none() && (s.is_none() || short == 0.0)),
        }
    }

    #[test]
    fn one_turn_reach_never_exceeds_the_fastest_rate(
        row in any_row(),
        legs in proptest::collection::vec((0usize..8, 0.0f64..2000.0), 1..6),
    ) {
        let r = rules();
        let legs: Vec<PathLeg> = legs
            .into_iter()
            .map(|(c, l)| PathLeg { ground: CHART_COLUMNS[c], length: Pace(l) })
            .collect();
        if let Ok(c) = path_cost(&r, row, &legs) {
            let fastest = legs
                .iter()
                .filter_map(|l| r.movement.row(row).ok()?.paces(l.ground))
                .fold(0.0f64, f64::max);
            prop_assert!(c.reach_in_one_turn.paces() <= fastest + 1e-6);
            prop_assert_eq!(c.fits_in_one_turn, c.total_fraction.is_some_and(|f| f <= 1.0 + 1e-9));
        }
    }
}

#[test]
fn refusals_saved_with_the_old_ground_form_still_load() {
    // Games saved before the one ground enum wrote a chart column as `{"column":"lwood"}`.
    use kriegsspiel::systems::reisswitz_1815::game::Refusal;
    let refusal = Refusal::Impassable {
        ground: Ground::LightWoods,
        at: Pace(100.0),
        reason: "no progress".into(),
    };
    let text = serde_json::to_string(&refusal).unwrap_or_default();
    assert!(text.contains("\"ground\":\"lwood\""), "{text}");
    let old = text.replace("\"lwood\"", "{\"column\":\"lwood\"}");
    assert_eq!(serde_json::from_str::<Refusal>(&old).ok(), Some(refusal));
    let water = text.replace("\"lwood\"", "\"water\"");
    assert!(matches!(
        serde_json::from_str::<Refusal>(&water),
        Ok(Refusal::Impassable {
            ground: Ground::Water,
            ..
        })
    ));
}
