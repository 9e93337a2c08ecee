//! The canvas draws coarse pyramid levels when zoomed out, full-resolution tiles when zoomed
//! in, and keeps GPU textures within the budget while panning across the whole scan.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{harness, options, wait_loaded};
use common::{TempDir, test_scan, write_png};
use workbench::commands::UiCommand;

fn tiles(app: &workbench::WorkbenchApp) -> &workbench::scan::TileStore {
    app.map()
        .and_then(|m| m.images.first())
        .and_then(|i| i.tiles.as_ref())
        .expect("the scan's tiles")
}

#[test]
fn coarse_levels_when_zoomed_out_and_a_bounded_texture_cache_when_panning() {
    let dir = TempDir::new("levels");
    let path = dir.join("big.png");
    write_png(&test_scan(1800, 1400), &path);
    let tile_bytes = 128 * 128 * 4;
    let mut opts = options(Some(path), None);
    opts.texture_budget = 48 * tile_bytes;
    let mut h = harness(opts);
    wait_loaded(&mut h);
    assert!(h.state().is_map_complete());
    let levels = tiles(h.state()).geometry().levels();
    assert_eq!(levels, 5); // 1800 → 900 → 450 → 225 → 113 (fits 128)

    // Fitted into a canvas about 500 points wide, the scan shows at about a third of its
    // pixels: level 1 or coarser, and never the preview once the tiles are up.
    h.state_mut().run_command(UiCommand::ZoomToFit);
    h.run();
    let draw = h.state().session().canvas.last_draw;
    assert!(draw.level >= 1, "{draw:?}");
    assert_eq!(draw.drawn, draw.visible, "{draw:?}");
    assert!(!draw.preview, "{draw:?}");

    // At one scan pixel per screen point the canvas draws level 0.
    let ppp = h.state().map().expect("map").document.sheets[0]
        .calibration()
        .paces_per_pixel();
    h.state_mut().state_mut().canvas.camera.points_per_pace = 1.0 / ppp;
    h.run();
    assert_eq!(h.state().session().canvas.last_draw.level, 0);

    // Pan across the whole scan: many more tiles pass through than the budget holds.
    let rect = h.state().projector().expect("projector").rect();
    for _ in 0..30 {
        h.state_mut()
            .state_mut()
            .canvas
            .camera
            .pan_by_screen(rect, egui::vec2(-60.0, -45.0));
        h.run();
        let textures = &h.state().session().canvas.textures;
        let visible = h.state().session().canvas.last_draw.visible;
        assert!(
            textures.used_bytes() <= textures.budget().max(visible * tile_bytes),
            "{} bytes held, budget {}",
            textures.used_bytes(),
            textures.budget()
        );
    }
    let textures = &h.state().session().canvas.textures;
    let total = tiles(h.state()).geometry().total_tiles();
    assert!(
        textures.uploads() > 48,
        "only {} uploads",
        textures.uploads()
    );
    assert!(
        (textures.len() as u64) < total / 2,
        "{} of {total} tiles kept",
        textures.len()
    );
}
