//! Hardening defect 14, the layout: the side panel keeps its width from page to page, the
//! dice rows line up, the casualty tracks are big enough to read, a long unit label does not
//! hide its neighbours' and the compass rose keeps off the map's own north arrow.
#![allow(clippy::expect_used, clippy::unwrap_used, clippy::panic)] // a test fails by panicking

use crate::common;

use common::app::{bundled_map, options, sized_harness, wait_loaded};
use egui::epaint::ClippedShape;
use egui::{Color32, Context, LayerId, Pos2, Rect, Shape, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kriegsspiel::systems::reisswitz_1815::army::{Arm, BlockRole, Side, UnitId};
use std::sync::Arc;
use workbench::WorkbenchApp;
use workbench::app::PanelTab;
use workbench::canvas::{CanvasLayer, FurnitureLayer, LayerFrame, MapPoint, Projector};
use workbench::table::reisswitz::{DrawnBlock, DrawnUnit, TroopView, draw_troops, track_cells};

/// Clicks the side panel's tab `name`.
fn open_page(h: &mut Harness<'_, WorkbenchApp>, name: &str) {
    h.get_all_by_label(name).next().expect("the tab").click();
    h.run();
}

/// The left edge of the side panel's first tab: where the panel begins.
fn panel_left(h: &Harness<'_, WorkbenchApp>) -> f32 {
    h.get_all_by_label(PanelTab::Measure.label())
        .next()
        .expect("the Measure tab")
        .rect()
        .left()
}

/// Every page of the side panel, with a unit taken for fire and melee so the worksheets are
/// full, starts at the same place: the panel does not grow with what a page shows.
#[test]
fn the_side_panel_keeps_its_width_from_page_to_page() {
    let mut h = sized_harness(options(Some(bundled_map()), None), 1400.0, 1000.0);
    wait_loaded(&mut h);
    let first = panel_left(&h);
    open_page(&mut h, "Troops");
    h.get_by_label_contains("A1 — 1st").click();
    h.run();
    open_page(&mut h, "Fire");
    h.get_by_label("Take the selected unit as firing unit")
        .click();
    h.run();
    let mut lefts = Vec::new();
    for tab in PanelTab::ALL.iter().chain(PanelTab::ALL.iter()) {
        open_page(&mut h, tab.label());
        h.run();
        lefts.push((tab.label(), panel_left(&h)));
    }
    for (page, left) in lefts {
        assert!(
            (left - first).abs() < 0.5,
            "the panel starts at {left} on {page}, at {first} on the first page"
        );
    }
}

/// The five dice stand in columns: each die's throw button at the same x.
#[test]
fn the_dice_rows_line_up() {
    let mut h = sized_harness(options(Some(bundled_map()), None), 1400.0, 1000.0);
    wait_loaded(&mut h);
    open_page(&mut h, "Dice");
    let lefts: Vec<f32> = ["I", "II", "III", "IV", "V"]
        .iter()
        .map(|die| h.get_by_label(&format!("Throw die {die}")).rect().left())
        .collect();
    for left in &lefts {
        assert!((left - lefts[0]).abs() < 0.5, "{lefts:?}");
    }
}

/// Every box of every casualty track is at least 22 points square in a 280-point panel, and
/// no two boxes overlap.
#[test]
fn casualty_boxes_are_big_enough_to_read() {
    let mut h = sized_harness(options(Some(bundled_map()), None), 800.0, 600.0);
    wait_loaded(&mut h);
    let game = &h.state().troops().expect("the bundled game").game;
    for track in game.state().casualty_board().tracks() {
        let cells = track_cells(track, 280.0);
        assert_eq!(cells.len(), track.boxes as usize, "{}", track.name);
        for (i, cell) in cells.iter().enumerate() {
            assert!(
                cell.width() >= 22.0 && cell.height() >= 22.0,
                "{}: box {i} is {:?}",
                track.name,
                cell.size()
            );
            assert!(
                cell.right() <= 280.0 + 0.01,
                "{}: box {i} sticks out",
                track.name
            );
            for other in &cells[i + 1..] {
                assert!(
                    cell.intersect(*other).area() < 0.01,
                    "{}: boxes overlap",
                    track.name
                );
            }
        }
    }
}

/// A block `width` × 40 paces whose front edge is centred on (`x`, `y`), facing north.
fn block(x: f64, y: f64, width: f64, role: BlockRole) -> DrawnBlock {
    let corner = |dx: f64, dy: f64| {
        MapPoint::from(geo::Coord {
            x: x + dx,
            y: y + dy,
        })
    };
    let half = width / 2.0;
    DrawnBlock {
        corners: [
            corner(-half, 0.0),
            corner(half, 0.0),
            corner(half, 40.0),
            corner(-half, 40.0),
        ],
        role,
        turned: false,
    }
}

/// A Red unit with `blocks`, facing north.
fn unit(id: &str, label: &str, blocks: Vec<DrawnBlock>) -> DrawnUnit {
    DrawnUnit {
        id: UnitId::new(id).expect("unit id"),
        side: Side::Red,
        arm: Arm::Infantry,
        label: label.into(),
        anchor: blocks[0].corners[0],
        bearing: 0.0,
        blocks,
        concealed: None,
        marks: String::new(),
        selected: false,
    }
}

/// Every shape painted by `paint` into a fresh frame.
fn painted(paint: impl FnMut(&Context)) -> Vec<ClippedShape> {
    let ctx = Context::default();
    let mut paint = paint;
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| paint(ui.ctx()));
    output.textures_delta.clear();
    output.shapes
}

/// The shapes inside `shapes`, groups opened.
fn flat(shapes: &[ClippedShape]) -> Vec<Shape> {
    fn open(shape: &Shape, out: &mut Vec<Shape>) {
        match shape {
            Shape::Vec(inner) => inner.iter().for_each(|s| open(s, out)),
            other => out.push(other.clone()),
        }
    }
    let mut out = Vec::new();
    shapes.iter().for_each(|c| open(&c.shape, &mut out));
    out
}

/// A battery's long label among short ones: the labels drawn never overlap, and the short
/// neighbours keep theirs.
#[test]
fn a_long_label_does_not_hide_its_neighbours() {
    // The battery's guns in front, its wagons 200 paces behind: its label goes in the middle,
    // where A2 stands between them; A1 and A3 stand beside the guns.
    let units = vec![
        unit(
            "red-a-1",
            "A1",
            vec![block(880.0, 1000.0, 60.0, BlockRole::Main)],
        ),
        unit(
            "red-bty-1",
            "Red foot battery",
            vec![
                block(960.0, 1000.0, 80.0, BlockRole::Main),
                block(960.0, 1200.0, 80.0, BlockRole::Wagons),
            ],
        ),
        unit(
            "red-a-2",
            "A2",
            vec![block(960.0, 1100.0, 60.0, BlockRole::Main)],
        ),
        unit(
            "red-a-3",
            "A3",
            vec![block(1040.0, 1000.0, 60.0, BlockRole::Main)],
        ),
    ];
    let view = TroopView {
        units: Arc::new(units),
        ..TroopView::default()
    };
    let rect = Rect::from_min_size(Pos2::ZERO, Vec2::new(800.0, 600.0));
    let projector = Projector::new(
        rect,
        MapPoint::from(geo::Coord {
            x: 960.0,
            y: 1000.0,
        }),
        0.6,
        0.0,
    );
    let shapes = painted(|ctx| {
        let painter = ctx.layer_painter(LayerId::background());
        draw_troops(&painter, &projector, &view);
    });
    let labels: Vec<(String, Rect)> = flat(&shapes)
        .into_iter()
        .filter_map(|s| match s {
            Shape::Text(t) => Some((
                t.galley.text().to_string(),
                Rect::from_min_size(t.pos, t.galley.size()),
            )),
            _ => None,
        })
        .collect();
    for (i, (a, ra)) in labels.iter().enumerate() {
        for (b, rb) in &labels[i + 1..] {
            assert!(!ra.intersects(*rb), "“{a}” overlaps “{b}”: {labels:?}");
        }
    }
    for short in ["A1", "A2", "A3"] {
        assert!(
            labels.iter().any(|(t, _)| t == short),
            "{short} kept: {labels:?}"
        );
    }
}

/// Whether the compass rose's dark red needle is among `shapes`.
fn rose_drawn(shapes: &[ClippedShape]) -> bool {
    flat(shapes).iter().any(|s| match s {
        Shape::Path(p) => p.fill == Color32::from_rgb(150, 20, 20),
        _ => false,
    })
}

/// The compass rose stays off a map drawn north up, which carries its own north arrow in the
/// corner where the rose would go; a view turned from north shows it.
#[test]
fn the_compass_rose_shows_only_when_north_is_not_up() {
    let rect = Rect::from_min_size(Pos2::ZERO, Vec2::new(800.0, 600.0));
    let centre = MapPoint::from(geo::Coord { x: 0.0, y: 0.0 });
    let furniture = |bearing: f64| {
        let projector = Projector::new(rect, centre, 0.2, bearing);
        painted(|ctx| {
            let painter = ctx.layer_painter(LayerId::background());
            FurnitureLayer.paint(&LayerFrame {
                painter: &painter,
                projector: &projector,
                hover: None,
            });
        })
    };
    assert!(!rose_drawn(&furniture(0.0)), "north up: no rose");
    assert!(rose_drawn(&furniture(0.5)), "turned: the rose shows north");
}
