//! Measuring a known distance on an opened scan with the ruler, read back by accessible label.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{
    click_at, harness_with_step, map_of_pixel, options, screen_of_pixel, type_into, wait_loaded,
};
use common::{TempDir, test_scan, write_png};
use egui::Key;
use egui_kittest::kittest::Queryable;
use workbench::canvas::Tool;

/// Opens the test scan (crosses at pixels (75, 150) and (325, 150), 250 pixels apart) and
/// calibrates it to 2 paces per pixel through the calibration dialog: the two crosses clicked
/// on the map, 500 paces typed as the true distance.
fn open_scan_at_two_paces_per_pixel(
    dir: &TempDir,
    step_dt: f32,
) -> egui_kittest::Harness<'static, workbench::WorkbenchApp> {
    let path = dir.join("scan.png");
    write_png(&test_scan(400, 300), &path);
    let mut h = harness_with_step(options(Some(path), None), step_dt);
    wait_loaded(&mut h);
    assert!(
        h.state().is_map_complete(),
        "every tile arrived: {:?}",
        h.state().messages()
    );
    calibrate_by_two_points(&mut h);
    h
}

/// Map > Calibrate sheet…, "Two points and a true distance", pick the two crosses, type 500
/// paces, apply; then reads the calibration back from the dialog.
fn calibrate_by_two_points(h: &mut egui_kittest::Harness<'static, workbench::WorkbenchApp>) {
    h.get_by_label("Map").click();
    h.run();
    h.get_by_label("Calibrate sheet… Ctrl+K").click();
    h.run();
    h.get_by_label("Calibrate sheet");
    h.get_by_label("Two points and a true distance").click();
    h.run();
    // Zoomed in to 1.6 screen points a scan pixel, a click is good to the pixel: the error
    // counts 1 pixel at each end.
    let ppp = h.state().map().expect("map").document.sheets[0]
        .calibration()
        .paces_per_pixel();
    h.state_mut().state_mut().canvas.camera.points_per_pace = 1.6 / ppp;
    h.run();
    h.get_by_label("Pick two points on the map").click();
    h.run();
    h.get_by_label_contains("Click the first point on “scan”");
    let a = screen_of_pixel(h, 75.5, 150.5);
    let b = screen_of_pixel(h, 325.5, 150.5);
    click_at(h, a);
    click_at(h, b);
    h.get_by_label_contains("px, 250.0 pixels apart");
    type_into(h, "True distance", "500");
    // Before applying, the dialog shows what the calibration will be (two points need no dpi).
    h.get_by_label("New calibration: 2.0000 paces per pixel");
    h.get_by_label_contains("Estimated error: ± 8.0 paces per 1,000");
    h.get_by_label("Apply calibration").click();
    h.run();
    // Read back: the calibration in force, in the dialog and the engine's sheet.
    h.get_by_label(
        "Calibration in force: two points 500 paces apart: 2.0000 paces per pixel (± 8.0 paces per 1,000)",
    );
    let ppp = h.state().map().expect("map").document.sheets[0]
        .calibration()
        .paces_per_pixel();
    assert!((ppp - 2.0).abs() < 1e-4, "{ppp}");
    h.get_by_label("Close").click();
    h.run();
    assert!(h.query_by_label("Calibrate sheet").is_none());
}

#[test]
fn ruler_measures_the_known_distance_in_paces_metres_and_yards() {
    let dir = TempDir::new("ruler");
    let mut h = open_scan_at_two_paces_per_pixel(&dir, 0.25);
    h.get_by_label("Ruler").click();
    h.run();
    assert_eq!(h.state().state().canvas.tool, Tool::Ruler);

    // 250 pixels × 2 paces per pixel = 500 paces = 402 m = 440 yd (2,000 paces = 1,760 yd,
    // Section 2 — Movement, March Rates).
    let a = screen_of_pixel(&h, 75.5, 150.5);
    let b = screen_of_pixel(&h, 325.5, 150.5);
    click_at(&mut h, a);
    click_at(&mut h, b);
    h.key_press(Key::Enter);
    h.run();
    assert!(h.state().session().canvas.ruler.is_finished());
    h.get_by_label("Total: 500 paces (402 m, 440 yd)");
    h.get_by_label("Leg 1: 500 paces (402 m, 440 yd)");

    // A new measurement with two legs: across, then 100 pixels down (200 paces).
    let c = screen_of_pixel(&h, 325.5, 250.5);
    click_at(&mut h, a);
    click_at(&mut h, b);
    click_at(&mut h, c);
    h.key_press(Key::Enter);
    h.run();
    h.get_by_label("Leg 1: 500 paces (402 m, 440 yd)");
    h.get_by_label("Leg 2: 200 paces (161 m, 176 yd)");
    h.get_by_label("Total: 700 paces (563 m, 616 yd)");

    // Escape drops it.
    click_at(&mut h, a);
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().session().canvas.ruler.points().is_empty());
    assert!(h.query_by_label_contains("Total:").is_none());
}

#[test]
fn double_click_finishes_the_measurement() {
    let dir = TempDir::new("ruler-double");
    let mut h = open_scan_at_two_paces_per_pixel(&dir, 0.05);
    h.key_press(Key::R);
    h.run();
    assert_eq!(h.state().state().canvas.tool, Tool::Ruler);
    let a = screen_of_pixel(&h, 75.5, 150.5);
    let b = screen_of_pixel(&h, 325.5, 150.5);
    click_at(&mut h, a);
    h.run_steps(10); // half a second: the next click is not a double-click with this one
    // Two quick clicks on b: the second is a double-click (0.05 s apart).
    h.hover_at(b);
    for pressed in [true, false, true, false] {
        h.event(egui::Event::PointerButton {
            pos: b,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run();
    assert!(h.state().session().canvas.ruler.is_finished());
    h.get_by_label("Total: 500 paces (402 m, 440 yd)");
}

#[test]
fn circle_presets_and_typed_radius() {
    let dir = TempDir::new("circle");
    let mut h = open_scan_at_two_paces_per_pixel(&dir, 0.25);
    // Appendix Three — Movement Chart, Critical Distances (reference §1): cavalry 900 paces.
    h.get_by_label("900 paces — cavalry critical distance")
        .click();
    h.run();
    assert_eq!(h.state().state().canvas.tool, Tool::Circle);
    h.get_by_label("Radius: 900 paces (724 m, 792 yd)");
    let centre = screen_of_pixel(&h, 200.0, 150.0);
    click_at(&mut h, centre);
    let placed = h
        .state()
        .state()
        .canvas
        .circle
        .centre
        .expect("circle placed");
    let expected = map_of_pixel(&h, 200.0, 150.0);
    assert!(
        placed.distance(expected).paces() < 2.0,
        "{placed:?} vs {expected:?}"
    );

    type_into(&mut h, "Radius (paces)", "1,114");
    h.get_by_label("Set radius").click();
    h.run();
    h.get_by_label("Radius: 1,114 paces (896 m, 980 yd)");

    // A typed radius that is not a number is refused with a message.
    type_into(&mut h, "Radius (paces)", "far");
    h.get_by_label("Set radius").click();
    h.run();
    h.get_by_label_contains("radius “far” is not a number of paces");
    h.get_by_label("Radius: 1,114 paces (896 m, 980 yd)");
}

#[test]
fn range_band_for_a_chosen_weapon() {
    let dir = TempDir::new("range-band");
    let mut h = open_scan_at_two_paces_per_pixel(&dir, 0.25);
    h.get_by_label("Weapon").click();
    h.run();
    h.get_by_label("6-pdr battery").click();
    h.run();
    h.get_by_label("Range band: measure with the ruler (R) to see it.");
    h.key_press(Key::R);
    h.run();
    // While measuring, the band is read to the cursor: 250 pixels = 500 paces is large
    // canister for a 6-pdr (400–800 paces; Appendix Three — Artillery Ranges, reference §2).
    let a = screen_of_pixel(&h, 75.5, 150.5);
    let b = screen_of_pixel(&h, 325.5, 150.5);
    click_at(&mut h, a);
    h.hover_at(b);
    h.run();
    h.get_by_label_contains(
        "Range band at 500 paces (402 m, 440 yd): large canister (low elevation) (400–800 paces) \
         [Appendix Three — Artillery Ranges",
    );
    // Finished, the band is read for the whole measurement; half the distance is small
    // canister.
    let mid = screen_of_pixel(&h, 200.5, 150.5);
    click_at(&mut h, mid);
    h.key_press(Key::Enter);
    h.run();
    h.get_by_label_contains(
        "Range band at 250 paces (201 m, 220 yd): small canister (point blank) (0–400 paces)",
    );
    // Musketry reaches 400 paces only (Section 3 — Firepower).
    h.get_by_label("Weapon").click();
    h.run();
    h.get_by_label("half battalion").click();
    h.run();
    h.get_by_label_contains("Range band at 250 paces (201 m, 220 yd): 200–300 paces");
}
