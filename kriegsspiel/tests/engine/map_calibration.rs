//! Calibration maths, similarity transforms and multi-sheet placement (issue 3, map frame).
//!
//! Pace conversions: 2,000 paces = 1 English mile (Section 2 — Movement, "March Rates"), so one
//! pace is 31.68 inches and one inch of a 1:N map covers N / 31.68 paces.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::c;
use geo::Coord;
use kriegsspiel::MapScale;
use kriegsspiel::map::{Calibration, CalibrationMethod, LengthUnit, PointPair, Sheet, Similarity};

fn assert_close(actual: f64, expected: f64, tolerance: f64, what: &str) {
    assert!(
        (actual - expected).abs() <= tolerance,
        "{what}: got {actual}, expected {expected} ± {tolerance}"
    );
}

#[test]
fn scale_and_dpi_table() {
    // (scale denominator, dpi, paces per pixel = N / 31.68 / dpi, ± paces per 1,000 =
    // 500 / dpi for the dpi's rounding + 10 for the paper's shrinkage — and only if the stated
    // dpi is right, so the estimate is marked assumed)
    let table = [
        (8000.0, 100.0, 2.525_252_525_252_525, 5.0 + 10.0),
        (8000.0, 300.0, 0.841_750_841_750_841_7, 5.0 / 3.0 + 10.0),
        (4500.0, 300.0, 0.473_484_848_484_848_5, 5.0 / 3.0 + 10.0),
        (10560.0, 200.0, 1.666_666_666_666_666_7, 2.5 + 10.0),
        (4500.0, 600.0, 0.236_742_424_242_424_24, 5.0 / 6.0 + 10.0),
    ];
    for (denominator, dpi, ppp, per_thousand) in table {
        let cal =
            Calibration::from_scale_and_dpi(MapScale::new(denominator).unwrap(), dpi).unwrap();
        assert_close(
            cal.paces_per_pixel(),
            ppp,
            1e-12,
            &format!("1:{denominator} at {dpi} dpi"),
        );
        assert_close(
            cal.accuracy().paces_per_thousand(),
            per_thousand,
            1e-12,
            "error estimate",
        );
        assert!(cal.accuracy().assumed && cal.is_assumed());
        assert_close(
            cal.pixels_to_paces(cal.paces_to_pixels(1234.0)),
            1234.0,
            1e-9,
            "round trip",
        );
    }
}

#[test]
fn two_points_in_every_unit() {
    // Points 500 px apart ((100,100) to (400,500) is a 3-4-5 triangle). The same ground length
    // of one English mile (2,000 paces) typed in each unit gives 4 paces per pixel.
    let (a, b) = (c(100.0, 100.0), c(400.0, 500.0));
    let cases = [
        (2000.0, LengthUnit::Paces),
        (1609.344, LengthUnit::Metres),
        (1760.0, LengthUnit::Yards),
        (5280.0, LengthUnit::Feet),
        (1.0, LengthUnit::Miles),
    ];
    for (distance, unit) in cases {
        let cal = Calibration::from_two_points(a, b, distance, unit).unwrap();
        assert_close(cal.paces_per_pixel(), 4.0, 1e-12, unit.id());
        // Either end may be a pixel off: 2 px in 500 px = 4 paces per 1,000.
        assert_close(
            cal.accuracy().paces_per_thousand(),
            4.0,
            1e-12,
            "two-point error",
        );
        assert!(matches!(cal.method(), CalibrationMethod::TwoPoints { .. }));
    }
    // 1,000 metres over 500 px: 1000 / 0.804672 / 500 paces per pixel.
    let metres = Calibration::from_two_points(a, b, 1000.0, LengthUnit::Metres).unwrap();
    assert_close(
        metres.paces_per_pixel(),
        2.485_484_768_949_3,
        1e-9,
        "1,000 m",
    );
}

#[test]
fn scale_bar_of_the_default_map() {
    // At 1:8000 and 100 dpi, 2,000 paces are 2000 × 31.68 / 8000 = 7.92 inches = 792 px.
    let cal = Calibration::from_scale_bar(
        c(120.0, 2080.0),
        c(912.0, 2080.0),
        2000.0,
        LengthUnit::Paces,
    )
    .unwrap();
    let by_ratio = Calibration::from_scale_and_dpi(MapScale::PRUSSIAN, 100.0).unwrap();
    assert_close(
        cal.paces_per_pixel(),
        by_ratio.paces_per_pixel(),
        1e-12,
        "bar vs ratio",
    );
    assert_close(cal.accuracy().relative, 2.0 / 792.0, 1e-15, "bar error");
    let shown = cal.to_string();
    assert!(
        shown.contains("scale bar of 2000 paces") && shown.contains("2.5253"),
        "{shown}"
    );
}

#[test]
fn bad_calibrations_are_refused() {
    let scale = MapScale::PRUSSIAN;
    for dpi in [0.0, -100.0, f64::NAN, f64::INFINITY] {
        assert!(
            Calibration::from_scale_and_dpi(scale, dpi).is_err(),
            "dpi {dpi}"
        );
    }
    assert!(Calibration::from_scale_and_dpi(MapScale { denominator: 0.0 }, 100.0).is_err());
    assert!(
        Calibration::from_scale_and_dpi(
            MapScale {
                denominator: f64::NAN
            },
            100.0
        )
        .is_err()
    );
    // Absurd results: 1:1e15 at 1 dpi.
    assert!(Calibration::from_scale_and_dpi(MapScale { denominator: 1e15 }, 1.0).is_err());
    let a = c(10.0, 10.0);
    assert!(Calibration::from_two_points(a, c(11.0, 10.0), 100.0, LengthUnit::Paces).is_err());
    assert!(Calibration::from_two_points(a, a, 100.0, LengthUnit::Paces).is_err());
    assert!(Calibration::from_two_points(a, c(500.0, 10.0), -5.0, LengthUnit::Paces).is_err());
    assert!(Calibration::from_two_points(a, c(500.0, 10.0), 0.0, LengthUnit::Yards).is_err());
    assert!(Calibration::from_two_points(a, c(f64::NAN, 10.0), 10.0, LengthUnit::Yards).is_err());
    assert!(
        Calibration::from_scale_bar(a, c(500.0, 10.0), f64::INFINITY, LengthUnit::Miles).is_err()
    );
}

#[test]
fn similarity_round_trips() {
    for (scale, rotation) in [
        (1.0, 0.0),
        (2.525, 0.0),
        (0.3, 90.0),
        (7.0, -135.5),
        (1.5, 180.0),
    ] {
        let t = Similarity::new(scale, rotation, c(-250.0, 1e4)).unwrap();
        for p in [c(0.0, 0.0), c(3000.0, 2200.0), c(-17.5, 42.25)] {
            let back = t.invert(t.apply(p));
            assert_close(back.x, p.x, 1e-9, "x");
            assert_close(back.y, p.y, 1e-9, "y");
        }
        // Solving from two of its own point pairs gives it back.
        let (p1, p2) = (c(10.0, 20.0), c(2900.0, 2100.0));
        let solved = Similarity::from_two_pairs(
            PointPair {
                pixel: p1,
                map: t.apply(p1),
            },
            PointPair {
                pixel: p2,
                map: t.apply(p2),
            },
        )
        .unwrap();
        assert_close(solved.scale(), scale, 1e-12, "scale");
        let turn = (solved.rotation_degrees() - rotation).rem_euclid(360.0);
        assert!(
            turn < 1e-9 || 360.0 - turn < 1e-9,
            "rotation {rotation}: {}",
            solved.rotation_degrees()
        );
    }
}

/// Two sheets of one map: A at 1:8000 scanned at 100 dpi and placed at the origin; B its eastern
/// neighbour scanned at 150 dpi and put on the scanner 3° askew.
fn neighbours() -> (Sheet, Similarity) {
    let cal_a = Calibration::from_scale_and_dpi(MapScale::PRUSSIAN, 100.0).unwrap();
    let a = Sheet::new("West", "west.png", 3000, 2200, cal_a).unwrap();
    let ppp_b = MapScale::PRUSSIAN.paces_per_pixel(150.0).unwrap();
    // Truth: B's pixel (0, 0) lies 7,000 paces east and 150 paces south of A's; B is turned 3°.
    let truth_b = Similarity::new(ppp_b, -3.0, c(7000.0, 150.0)).unwrap();
    (a, truth_b)
}

#[test]
fn align_a_neighbour_exactly_from_two_points() {
    let (a, truth_b) = neighbours();
    // Two landmarks in the overlap, clicked on A (pixels) and on B (pixels).
    let on_a = [c(2850.0, 300.0), c(2900.0, 1900.0)];
    let map_points = on_a.map(|p| a.pixel_to_map(p).unwrap());
    let on_b = map_points.map(|m| truth_b.invert(m));
    // B starts with a rough guess: its own scale and dpi, unrotated, at the origin.
    let cal_b = Calibration::from_scale_and_dpi(MapScale::PRUSSIAN, 150.0).unwrap();
    let mut b = Sheet::new("East", "east.png", 4500, 3300, cal_b).unwrap();
    let alignment = b
        .align_exact(
            PointPair {
                pixel: on_b[0],
                map: map_points[0],
            },
            PointPair {
                pixel: on_b[1],
                map: map_points[1],
            },
        )
        .unwrap();
    assert_close(
        alignment.residual_paces,
        0.0,
        1e-6,
        "exact alignment residual",
    );
    assert_close(
        alignment.scale_ratio,
        1.0,
        1e-9,
        "B's own calibration was right",
    );
    assert_close(b.rotation_degrees(), -3.0, 1e-9, "rotation");
    assert!(matches!(
        b.calibration().method(),
        CalibrationMethod::MatchedToNeighbour { .. }
    ));
    // Every pixel of B now lands where the truth says, and back.
    for p in [c(0.0, 0.0), c(4500.0, 3300.0), c(1234.0, 567.0)] {
        let m = b.pixel_to_map(p).unwrap();
        let t = truth_b.apply(p);
        assert_close(m.x, t.x, 1e-6, "x");
        assert_close(m.y, t.y, 1e-6, "y");
        let back = b.map_to_pixel(m).unwrap();
        assert_close(back.x, p.x, 1e-6, "pixel x");
        assert_close(back.y, p.y, 1e-6, "pixel y");
    }
    // A point of the overlap seen on A and on B is the same map point.
    let on_both = c(2950.0, 1000.0);
    let via_a = a.pixel_to_map(on_both).unwrap();
    let via_b = b.pixel_to_map(truth_b.invert(via_a)).unwrap();
    assert_close(via_a.x, via_b.x, 1e-6, "overlap x");
    assert!(b.covers(via_a) && a.covers(via_a));
}

#[test]
fn align_keeping_the_scale_shows_the_disagreement() {
    let (a, truth_b) = neighbours();
    let on_a = [c(2850.0, 300.0), c(2850.0, 1900.0)];
    let map_points = on_a.map(|p| a.pixel_to_map(p).unwrap());
    let on_b = map_points.map(|m| truth_b.invert(m));
    let span_paces = (map_points[1].y - map_points[0].y).abs();
    // B's calibration 1% too coarse: the two points, kept at their midpoint, each miss their
    // partner by half of 1% of the span between them.
    let wrong = Calibration::from_scale_and_dpi(MapScale::PRUSSIAN, 150.0 / 1.01).unwrap();
    let mut b = Sheet::new("East", "east.png", 4500, 3300, wrong).unwrap();
    let alignment = b
        .align_keep_scale(
            PointPair {
                pixel: on_b[0],
                map: map_points[0],
            },
            PointPair {
                pixel: on_b[1],
                map: map_points[1],
            },
        )
        .unwrap();
    assert_close(
        alignment.residual_paces,
        0.005 * span_paces,
        1e-6,
        "residual",
    );
    assert_close(b.rotation_degrees(), -3.0, 1e-9, "rotation");
    assert_close(alignment.scale_ratio, 1.0, 0.0, "scale kept");
}

#[test]
fn nudge_rotate_and_recalibrate_never_move_paces() {
    let (mut a, _) = neighbours();
    let landmark = c(4000.0, 2500.0); // a church, stored in paces
    let before = a.map_to_pixel(landmark).unwrap();
    a.nudge(10.0, -20.0).unwrap();
    let moved = a.map_to_pixel(landmark).unwrap();
    // The sheet moved 10 paces east: the church is now 10 paces (3.96 px) further west on it.
    assert_close(
        before.x - moved.x,
        10.0 / 2.525_252_525_252_525,
        1e-9,
        "nudge",
    );
    a.rotate_about(landmark, 90.0).unwrap();
    let turned = a.map_to_pixel(landmark).unwrap();
    assert_close(turned.x, moved.x, 1e-9, "pivot stays on the same pixel");
    assert_close(a.rotation_degrees(), 90.0, 1e-12, "rotation");
    let centre = a.pixel_to_map(a.pixel_centre()).unwrap();
    let finer =
        Calibration::from_two_points(c(0.0, 0.0), c(1000.0, 0.0), 2600.0, LengthUnit::Paces)
            .unwrap();
    a.set_calibration(finer).unwrap();
    let centre_after = a.pixel_to_map(a.pixel_centre()).unwrap();
    assert_close(centre_after.x, centre.x, 1e-9, "centre kept x");
    assert_close(centre_after.y, centre.y, 1e-9, "centre kept y");
    assert_close(
        a.calibration().paces_per_pixel(),
        2.6,
        1e-12,
        "new calibration",
    );
}

#[test]
fn footprint_of_a_turned_sheet() {
    let cal =
        Calibration::from_two_points(c(0.0, 0.0), c(100.0, 0.0), 200.0, LengthUnit::Paces).unwrap();
    let mut sheet = Sheet::new("S", "s.png", 100, 50, cal).unwrap();
    sheet.rotate_about(c(0.0, 0.0), 90.0).unwrap();
    // 2 paces per pixel; turned 90° clockwise on screen (y down): pixel (100, 0) → (0, 200).
    let corners: Vec<Coord<f64>> = sheet.footprint().exterior().coords().copied().collect();
    let expected = [c(0.0, 0.0), c(0.0, 200.0), c(-100.0, 200.0), c(-100.0, 0.0)];
    for (got, want) in corners.iter().zip(expected) {
        assert_close(got.x, want.x, 1e-9, "corner x");
        assert_close(got.y, want.y, 1e-9, "corner y");
    }
    assert!(sheet.covers(c(-50.0, 100.0)));
    assert!(!sheet.covers(c(50.0, 100.0)));
}
