//! The terrain layer edited as a user would: draw a polygon and a line of chosen kinds and see
//! them listed, read the ground under the cursor and along the ruler, select a feature by
//! clicking it, drag a corner, rename, delete, hide the layer.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{
    calibrate, click_at, harness_with_step, options, screen_of_pixel, type_into, wait_loaded,
};
use common::{TempDir, test_scan, write_png};
use egui::{Event, Key, Modifiers, PointerButton};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use geo::Area;
use kriegsspiel::map::{FeatureGeometry, FeatureId, FeatureKind};
use workbench::WorkbenchApp;
use workbench::canvas::Tool;
use workbench::commands::UiCommand;

/// A test scan opened as a new map at 2 paces a pixel (400 × 300 pixels = 800 × 600 paces),
/// with frames 0.05 s apart (quick double-clicks).
fn scan_map(dir: &TempDir) -> Harness<'static, WorkbenchApp> {
    let scan = dir.join("field.png");
    write_png(&test_scan(400, 300), &scan);
    let mut h = harness_with_step(options(Some(scan), None), 0.05);
    wait_loaded(&mut h);
    calibrate(&mut h, 0, 2.0);
    h
}

fn click_pixels(h: &mut Harness<'_, WorkbenchApp>, pixels: &[(f64, f64)]) {
    for &(u, v) in pixels {
        let p = screen_of_pixel(h, u, v);
        click_at(h, p);
    }
}

/// Draws feature #0, a light wood over pixels (50, 50) to (150, 120), with the drawing tool.
fn draw_a_wood(h: &mut Harness<'_, WorkbenchApp>) {
    h.key_press(Key::D);
    h.run();
    click_pixels(
        h,
        &[(50.0, 50.0), (150.0, 50.0), (150.0, 120.0), (50.0, 120.0)],
    );
    h.key_press(Key::Enter);
    h.run();
}

#[test]
fn draw_a_polygon_and_a_line_and_see_them_listed() {
    let dir = TempDir::new("terrain-draw");
    let mut h = scan_map(&dir);
    h.get_by_label("Terrain").click();
    h.run();
    h.get_by_label("Features (0)");
    h.get_by_label("Draw terrain").click();
    h.run();
    assert_eq!(h.state().state().canvas.tool, Tool::TerrainDraw);
    type_into(&mut h, "New feature's name", "Test Copse");
    // A 100 × 70 pixel rectangle: 200 × 140 paces of light woods (the default kind).
    click_pixels(
        &mut h,
        &[(50.0, 50.0), (150.0, 50.0), (150.0, 120.0), (50.0, 120.0)],
    );
    h.get_by_label_contains("Drawing light woods: 4 points placed");
    h.get_by_label("Finish drawing").click();
    h.run();
    h.get_by_label("Features (1)");
    h.get_by_label("#0 light woods “Test Copse”");
    h.get_by_label("Selected: #0 light woods “Test Copse”");
    let map = h.state().map().expect("map");
    let FeatureGeometry::Area(polygon) =
        &map.document.terrain.get(FeatureId(0)).expect("#0").geometry
    else {
        panic!("an area");
    };
    assert!((polygon.unsigned_area() - 200.0 * 140.0).abs() < 50.0);
    assert!(map.dirty);

    // The ground under the cursor, in the panel and the status bar.
    let inside = screen_of_pixel(&h, 100.0, 80.0);
    h.hover_at(inside);
    h.run();
    h.get_by_label("Ground under the cursor: light woods (lwood)");
    h.get_by_label("on light woods (lwood)");

    // A wall (a line), drawn across the wood, finished with a double-click. (The messages
    // float over the top of the map: clear them first.)
    h.state_mut().state_mut().draw_kind = FeatureKind::Wall;
    h.state_mut().run_command(UiCommand::DismissMessages);
    h.run();
    click_pixels(&mut h, &[(100.0, 20.0)]);
    h.run_steps(10); // half a second: the next click is not a double-click with this one
    let end = screen_of_pixel(&h, 100.0, 200.0);
    h.hover_at(end);
    for pressed in [true, false, true, false] {
        h.event(Event::PointerButton {
            pos: end,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.run();
    h.get_by_label("#1 wall");

    // The ruler's path: across the wood and over the wall (pixels 20 → 180 on row 80 are 320
    // paces: 200 in the wood, 120 outside it; the wall at pixel 100 is 160 paces along).
    h.key_press(Key::R);
    h.run();
    click_pixels(&mut h, &[(20.0, 80.0), (180.0, 80.0)]);
    h.key_press(Key::Enter);
    h.run();
    h.get_by_label("light woods (lwood): 200 paces");
    h.get_by_label("even ground, slopes under 5° (even): 120 paces");
    h.get_by_label("Crosses wall at 160 paces");
}

#[test]
fn select_reshape_rename_delete_and_hide() {
    let dir = TempDir::new("terrain-edit");
    let mut h = scan_map(&dir);
    draw_a_wood(&mut h);
    // Edit tool: clicking elsewhere deselects, clicking the wood selects it.
    h.key_press(Key::E);
    h.run();
    assert_eq!(h.state().state().canvas.tool, Tool::TerrainEdit);
    click_pixels(&mut h, &[(300.0, 250.0)]);
    h.get_by_label_contains("No feature selected");
    click_pixels(&mut h, &[(100.0, 80.0)]);
    h.get_by_label("Selected: #0 light woods");

    // Drag the corner at pixel (150, 120) out to (200, 170).
    let from = screen_of_pixel(&h, 150.0, 120.0);
    let to = screen_of_pixel(&h, 200.0, 170.0);
    h.hover_at(from);
    h.drag_at(from);
    for i in 1..=5 {
        h.hover_at(from + (to - from) * (i as f32 / 5.0));
    }
    h.drop_at(to);
    h.run();
    let map = h.state().map().expect("map");
    let FeatureGeometry::Area(polygon) =
        &map.document.terrain.get(FeatureId(0)).expect("#0").geometry
    else {
        panic!("an area");
    };
    let corner = polygon.exterior().0[2];
    let expected = common::app::map_of_pixel(&h, 200.0, 170.0);
    assert!(
        (corner.x - expected.x).abs() < 1.0 && (corner.y - expected.y).abs() < 1.0,
        "{corner:?} vs {expected:?}"
    );
    // The whole drag is one terrain edit: undo puts the corner back, redo moves it again.
    let corner_now = |h: &Harness<'_, WorkbenchApp>| {
        let map = h.state().map().expect("map");
        let FeatureGeometry::Area(p) =
            &map.document.terrain.get(FeatureId(0)).expect("#0").geometry
        else {
            panic!("an area");
        };
        p.exterior().0[2]
    };
    h.key_press_modifiers(Modifiers::ALT, Key::Z);
    h.run();
    let back = common::app::map_of_pixel(&h, 150.0, 120.0);
    let c = corner_now(&h);
    assert!(
        (c.x - back.x).abs() < 1.0 && (c.y - back.y).abs() < 1.0,
        "{c:?} vs {back:?}"
    );
    h.key_press_modifiers(Modifiers::ALT, Key::Y);
    h.run();
    assert!((corner_now(&h).x - expected.x).abs() < 1.0);

    // Rename it.
    type_into(&mut h, "Feature name", "Ash Copse");
    h.get_by_label("Rename feature").click();
    h.run();
    h.get_by_label("Selected: #0 light woods “Ash Copse”");

    // Hide the layer and show it again (T).
    h.key_press(Key::T);
    h.run();
    assert!(!h.state().state().terrain_visible);
    h.key_press(Key::T);
    h.run();
    assert!(h.state().state().terrain_visible);

    // Delete with the Delete key.
    h.key_press(Key::Delete);
    h.run();
    h.get_by_label("Features (0)");
    h.get_by_label_contains("Deleted #0 light woods “Ash Copse”.");
}

#[test]
fn a_drawing_the_engine_refuses_says_why_and_escape_cancels() {
    let dir = TempDir::new("terrain-refuse");
    let mut h = scan_map(&dir);
    h.key_press(Key::D);
    h.run();
    // Two points are no area.
    click_pixels(&mut h, &[(50.0, 50.0), (150.0, 50.0)]);
    h.key_press(Key::Enter);
    h.run();
    h.get_by_label_contains("Not added: a light woods needs at least 3 points; 2 placed.");
    // Backspace takes a point back; Escape drops the drawing.
    h.key_press(Key::Backspace);
    h.run();
    assert_eq!(h.state().session().drawing.len(), 1);
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().session().drawing.is_empty());
    assert!(h.state().map().expect("map").document.terrain.is_empty());
}

/// The corners of feature #0.
fn corners_of_first(h: &Harness<'_, WorkbenchApp>) -> usize {
    let map = h.state().map().expect("map");
    workbench::app::feature_handles::handles(
        &map.document.terrain.get(FeatureId(0)).expect("#0").geometry,
    )
    .len()
}

#[test]
fn corners_are_added_and_removed_and_the_kind_changed() {
    let dir = TempDir::new("terrain-corners");
    let mut h = scan_map(&dir);
    draw_a_wood(&mut h);
    h.key_press(Key::E);
    h.run();
    click_pixels(&mut h, &[(100.0, 80.0)]);
    h.get_by_label("Selected: #0 light woods");
    assert_eq!(corners_of_first(&h), 4);
    h.run_steps(10); // the next clicks are not a double-click with this one

    // A double-click on the top edge adds a corner there.
    let edge = screen_of_pixel(&h, 100.0, 50.0);
    h.hover_at(edge);
    for pressed in [true, false, true, false] {
        h.event(Event::PointerButton {
            pos: edge,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.run();
    assert_eq!(corners_of_first(&h), 5, "{:?}", h.state().messages());
    h.run_steps(10);

    // A right-click on a corner removes it; a triangle keeps its last three.
    for (u, v, left) in [(100.0, 50.0, 4), (150.0, 120.0, 3), (50.0, 120.0, 3)] {
        let at = screen_of_pixel(&h, u, v);
        h.hover_at(at);
        for pressed in [true, false] {
            h.event(Event::PointerButton {
                pos: at,
                button: PointerButton::Secondary,
                pressed,
                modifiers: Modifiers::NONE,
            });
        }
        h.run();
        h.run_steps(10);
        assert_eq!(corners_of_first(&h), left, "after ({u}, {v})");
    }
    assert!(
        h.state()
            .messages()
            .iter()
            .any(|m| m.contains("needs every corner it has left")),
        "{:?}",
        h.state().messages()
    );

    // The wood turns out to be thick.
    h.get_by_label("Kind of feature").click();
    h.run();
    h.get_by_label("thick woods").click();
    h.run();
    let kind = |h: &Harness<'_, WorkbenchApp>| {
        h.state()
            .map()
            .expect("map")
            .document
            .terrain
            .get(FeatureId(0))
            .expect("#0")
            .kind
    };
    assert_eq!(kind(&h), FeatureKind::ThickWoods);

    // Undo terrain edit (Alt+Z) takes the edits back one by one; redo (Alt+Y) makes them again.
    h.key_press_modifiers(Modifiers::ALT, Key::Z);
    h.run();
    assert_eq!(kind(&h), FeatureKind::LightWoods);
    h.key_press_modifiers(Modifiers::ALT, Key::Z);
    h.run();
    assert_eq!(
        corners_of_first(&h),
        4,
        "the second corner removed comes back"
    );
    h.get_by_label("Redo terrain edit").click();
    h.run();
    assert_eq!(corners_of_first(&h), 3);
    h.key_press_modifiers(Modifiers::ALT, Key::Y);
    h.run();
    assert_eq!(kind(&h), FeatureKind::ThickWoods);
    assert!(h.state().map().expect("map").dirty);
}
