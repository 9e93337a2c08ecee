//! A calibration from a stated scale and dpi is an assumption until checked against a known
//! distance (issue 13, defects 4 and 15): the check shows how far off it is, its error then
//! counts what the check found, clicked points carry the click error of the zoom they were
//! picked at, and old map files without these figures still load.
//!
//! Pace conversions: 2,000 paces = 1 English mile (Section 2 — Movement), so one pace is 31.68
//! inches and one inch of a 1:N map covers N / 31.68 paces.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::c;
use kriegsspiel::MapScale;
use kriegsspiel::map::{Calibration, DistanceCheck, LengthUnit};

fn check(distance: f64, click_pixels: f64) -> DistanceCheck {
    DistanceCheck {
        from: c(75.0, 150.0),
        to: c(325.0, 150.0),
        distance,
        unit: LengthUnit::Paces,
        click_pixels,
    }
}

#[test]
fn a_check_shows_how_far_a_stated_dpi_is_off_and_ends_the_assumption() {
    // The 1902 quad: the file says 300 dpi, the scan is 231. At 1:4500 the stated figure gives
    // 4500 / 31.68 / 300 = 0.4735 paces a pixel; 250 pixels are truly 250 × 4500 / 31.68 / 231
    // = 153.7 paces, which the stated dpi makes 118.4: 23 % short.
    let stated = Calibration::from_scale_and_dpi(MapScale::BRITISH_1815, 300.0).unwrap();
    assert!(stated.is_assumed());
    assert!(stated.to_string().contains("scale assumed"), "{stated}");
    let truth = 250.0 * 4500.0 / 31.68 / 231.0;
    let quad = check(truth, 1.0);
    let shortfall = quad.shortfall(stated.paces_per_pixel()).unwrap();
    assert!((shortfall - 0.23).abs() < 1e-9, "{shortfall}");
    let checked = stated.clone().with_check(quad).unwrap();
    assert!(!checked.is_assumed() && !checked.accuracy().assumed);
    // Its error is what the check found plus the check's own clicks: 0.23 + 2 / 250.
    assert!((checked.accuracy().relative - (0.23 + 0.008)).abs() < 1e-9);
    assert!(
        checked
            .to_string()
            .contains("checked against a known distance"),
        "{checked}"
    );
    // A check that agrees leaves only the click error.
    let agrees = stated
        .clone()
        .with_check(check(250.0 * stated.paces_per_pixel(), 1.5))
        .unwrap();
    assert!((agrees.accuracy().relative - 3.0 / 250.0).abs() < 1e-9);
}

#[test]
fn clicked_points_count_the_zoom_they_were_picked_at() {
    // 6 pixels at each end (1.5 screen points at 4 scan pixels a point) over 250 pixels.
    let cal = Calibration::from_two_points(c(0.0, 0.0), c(250.0, 0.0), 500.0, LengthUnit::Paces)
        .unwrap()
        .with_click_error(6.0)
        .unwrap();
    assert!((cal.accuracy().paces_per_thousand() - 48.0).abs() < 1e-9);
    assert!(
        cal.accuracy().basis.contains("6 pixels"),
        "{:?}",
        cal.accuracy()
    );
    for bad in [0.0, -1.0, f64::NAN, f64::INFINITY] {
        assert!(cal.clone().with_click_error(bad).is_err(), "{bad}");
    }
}

#[test]
fn saved_checks_round_trip_and_old_or_bad_files_are_judged() {
    let stated = Calibration::from_scale_and_dpi(MapScale::BRITISH_1815, 300.0).unwrap();
    let checked = stated.with_check(check(120.0, 1.5)).unwrap();
    let json = serde_json::to_string(&checked).unwrap();
    assert_eq!(serde_json::from_str::<Calibration>(&json).unwrap(), checked);
    // A file from before checks and click errors loads, as 1 pixel a click.
    let old = r#"{"paces_per_pixel":2.0,"method":"two_points","from":{"x":0.0,"y":0.0},
        "to":{"x":250.0,"y":0.0},"distance":500.0,"unit":"paces"}"#;
    let cal: Calibration = serde_json::from_str(old).unwrap();
    assert!((cal.accuracy().paces_per_thousand() - 8.0).abs() < 1e-9);
    // Numbers that are not numbers, or a check of a clicked calibration, are refused.
    for to in ["-1.5", "0.0", "1e999"] {
        let bad = json.replace("\"click_pixels\":1.5", &format!("\"click_pixels\":{to}"));
        assert!(serde_json::from_str::<Calibration>(&bad).is_err(), "{bad}");
    }
    let bad = json.replace("\"distance\":120.0", "\"distance\":1e999");
    assert!(serde_json::from_str::<Calibration>(&bad).is_err(), "{bad}");
    let bad = old.replace(
        "\"unit\":\"paces\"",
        "\"unit\":\"paces\",\"click_pixels\":0.0",
    );
    assert!(serde_json::from_str::<Calibration>(&bad).is_err(), "{bad}");
    assert!(cal.with_check(check(500.0, 1.0)).is_err());
}
