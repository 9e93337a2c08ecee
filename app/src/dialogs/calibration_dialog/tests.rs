//! The dialog's fields and what they describe.

use super::*;
use kriegsspiel::map::LengthUnit;
use proptest::prelude::*;

proptest! {
    // Whatever is typed or picked, the dialog gives a calibration or says why: never a
    // panic, never a calibration the engine would refuse.
    #[test]
    fn any_fields_give_a_calibration_or_a_reason(
        scale in ".{0,12}", dpi in ".{0,8}", distance in ".{0,10}",
        ax in proptest::num::f64::ANY, ay in proptest::num::f64::ANY,
        bx in proptest::num::f64::ANY, by in proptest::num::f64::ANY,
        click in proptest::num::f64::ANY,
        entry in 0usize..3, unit in 0usize..5,
    ) {
        let mut dialog = CalibrationDialog {
            entry: [
                CalibrationEntry::ScaleAndDpi,
                CalibrationEntry::TwoPoints,
                CalibrationEntry::ScaleBar,
            ][entry],
            scale,
            dpi,
            ..CalibrationDialog::default()
        };
        dialog.take_points(Coord { x: ax, y: ay }, Coord { x: bx, y: by }, click);
        if let Some(picked) = dialog.picked_mut() {
            picked.distance = distance;
            picked.unit = LengthUnit::ALL[unit];
        }
        if let Ok(c) = dialog.candidate() {
            prop_assert!(c.paces_per_pixel().is_finite() && c.paces_per_pixel() > 0.0);
            prop_assert!(dialog.summary(None).is_ok());
        } else {
            prop_assert!(dialog.summary(None).is_err());
        }
    }
}

fn two_points_dialog() -> CalibrationDialog {
    let mut dialog = CalibrationDialog {
        entry: CalibrationEntry::TwoPoints,
        ..CalibrationDialog::default()
    };
    dialog.take_points(
        Coord { x: 75.0, y: 150.0 },
        Coord { x: 325.0, y: 150.0 },
        1.0,
    );
    dialog.two_points.distance = "500".into();
    dialog
}

#[test]
fn two_points_and_a_distance_give_the_calibration_and_its_error() {
    let lines = two_points_dialog().summary(None).expect("complete");
    assert_eq!(lines[0], "New calibration: 2.0000 paces per pixel");
    // Either end off by a pixel over 250 pixels: 2/250 = 8 paces per 1,000.
    assert!(
        lines[1].starts_with("Estimated error: ± 8.0 paces per 1,000"),
        "{}",
        lines[1]
    );
    assert_eq!(lines.len(), 2, "no dpi, no implied scale: {lines:?}");
}

#[test]
fn a_scale_and_dpi_is_assumed_and_a_check_is_kept_over_it() {
    let dialog = CalibrationDialog {
        scale: "1:8000".into(),
        dpi: "100".into(),
        ..CalibrationDialog::default()
    };
    let lines = dialog.summary(None).expect("complete");
    assert!(lines[1].contains("unknown until checked"), "{lines:?}");
    assert!(
        lines[2].contains("stated 100 dpi may be wrong"),
        "{lines:?}"
    );
    let stated = dialog.candidate().expect("valid");
    let checked = stated
        .clone()
        .with_check(two_points_dialog().check().expect("check"))
        .expect("checked");
    // Applying the same scale and dpi again keeps the check.
    assert_eq!(dialog.candidate_over(&checked), Ok(checked.clone()));
    let other = CalibrationDialog {
        dpi: "200".into(),
        ..dialog
    };
    assert!(other.candidate_over(&checked).expect("valid").is_assumed());
}

#[test]
fn incomplete_or_bad_fields_say_why() {
    let mut dialog = CalibrationDialog {
        entry: CalibrationEntry::TwoPoints,
        ..CalibrationDialog::default()
    };
    dialog.two_points.distance = "500".into();
    assert!(
        dialog
            .candidate()
            .unwrap_err()
            .contains("pick the two points")
    );
    dialog.take_points(Coord { x: 0.0, y: 0.0 }, Coord { x: 100.0, y: 0.0 }, 1.0);
    dialog.two_points.distance = "far".into();
    assert!(dialog.candidate().unwrap_err().contains("“far”"));
    // The scale bar keeps its own (empty) length.
    dialog.entry = CalibrationEntry::ScaleBar;
    assert!(
        dialog
            .candidate()
            .unwrap_err()
            .contains("pick the two points")
    );
    dialog.entry = CalibrationEntry::ScaleAndDpi;
    dialog.scale = "1:0".into();
    assert!(dialog.candidate().is_err());
    dialog.scale = "1:8000".into();
    dialog.dpi = "100".into();
    let c = dialog.candidate().expect("valid");
    assert!((c.paces_per_pixel() - 8000.0 / 31.68 / 100.0).abs() < 1e-9);
    assert_eq!(parse_positive(" 1,114 ", "x"), Ok(1114.0));
    assert!(parse_positive("-3", "x").is_err());
    assert!(parse_positive("NaN", "x").is_err());
    assert_eq!(
        parse_positive(" ", "true distance"),
        Err("type the true distance".into())
    );
}
