//! The map extract of a side's briefing: north up, in paces, the ground around the side's own
//! placed units and the enemy as reported, with a scale bar. Own units are small filled
//! rectangles in the side's colour (their front edge on the unit's anchor, a tick the way they
//! face) with their label; each reported enemy is a dashed circle in the enemy's colour with
//! what was reported and "as of move N". Everything comes from the [`SideView`] and, where
//! given, the neutral terrain layer of the map.

use super::briefing_terrain::draw_terrain;
use super::frame::Frame;
use super::map_box::{Extent, MapBox};
use super::map_labels::{Rect, Taken};
use super::pen::{Align, Ink, Pen};
use kriegsspiel::map::TerrainLayer;
use kriegsspiel::side::Side;
use kriegsspiel::systems::reisswitz_1815::knowledge::SideView;
use krilla::surface::Surface;

/// The lengths a scale bar may have, paces.
const SCALE_STEPS: [f64; 9] = [
    100.0, 200.0, 250.0, 500.0, 1000.0, 2000.0, 2500.0, 5000.0, 10_000.0,
];
/// Length of an own unit's rectangle along its front, mm.
const FRONT_MM: f32 = 5.0;
/// Depth of an own unit's rectangle, mm.
const DEPTH_MM: f32 = 1.4;
/// Radius of a reported enemy's dashed circle, mm.
const REPORTED_MM: f32 = 2.6;
/// Type sizes, points.
const LABEL_PT: f32 = 6.5;
const SMALL_PT: f32 = 5.5;

/// The scale bar's length for a box showing `across` paces: the longest step no more than
/// about a quarter of it.
fn scale_step(across: f64) -> f64 {
    SCALE_STEPS
        .iter()
        .copied()
        .rfind(|s| *s <= across / 4.0)
        .unwrap_or(SCALE_STEPS[0])
}

/// `paces` with a thousands comma ("1,000").
fn paces_text(paces: f64) -> String {
    let n = paces.round() as i64;
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if n < 0 { format!("-{out}") } else { out }
}

fn side_ink(side: Side) -> Ink {
    match side {
        Side::Red => Ink::RED,
        Side::Blue => Ink::BLUE,
    }
}

fn other(side: Side) -> Side {
    match side {
        Side::Red => Side::Blue,
        Side::Blue => Side::Red,
    }
}

/// Height of a line of `size`-point text, mm.
fn line_mm(size: f32) -> f32 {
    size * 0.42
}

/// Writes `text` with the top of its line at `top`.
#[allow(clippy::too_many_arguments)]
fn text_at(pen: &Pen, s: &mut Surface<'_>, x: f32, top: f32, size: f32, text: &str, ink: Ink) {
    pen.text(s, x, top + size * 0.3, size, text, ink, Align::Left);
}

/// Draws the map extract of `view` on a page inside `frame`: a heading, the box with the
/// terrain (if any), own units and reported enemies, the scale bar and a legend.
pub(crate) fn draw_map_extract(
    pen: &Pen,
    s: &mut Surface<'_>,
    frame: Frame,
    view: &SideView,
    terrain: Option<&TerrainLayer>,
) {
    let side = view.stamp.side;
    let y = draw_heading(pen, s, frame, view);
    let Some(extent) = Extent::of_view(view) else {
        pen.text(
            s,
            frame.left,
            y + 8.0,
            9.0,
            "Nothing to show: no own unit is on the map and no enemy has been reported.",
            Ink::BLACK,
            Align::Left,
        );
        return;
    };
    let top = y + 6.0;
    let legend = 22.0;
    let map = MapBox::fit(
        extent,
        frame.left,
        top,
        frame.width,
        frame.bottom - top - legend,
    );
    let step = scale_step(map.shown.width());
    draw_box(pen, s, &map, terrain);
    draw_edge_ticks(pen, s, &map, step);
    let mut taken = Taken::default();
    draw_north(pen, s, &map, &mut taken);
    let own_ink = side_ink(side);
    let enemy_ink = side_ink(other(side));
    // Symbols first, so that every label keeps clear of every symbol.
    let own_labels = draw_own_units(pen, s, &map, view, own_ink, &mut taken);
    let enemy_labels = draw_reported_enemies(pen, s, &map, view, enemy_ink, &mut taken);
    let bounds = map.bounds();
    place_own_labels(pen, s, own_labels, own_ink, &mut taken, bounds);
    place_enemy_labels(pen, s, enemy_labels, &mut taken, bounds);
    draw_scale_and_legend(pen, s, &map, step, own_ink, enemy_ink, terrain.is_some());
}

/// An own unit's label waiting to be placed: the point behind the unit it is centred on, and
/// the text.
type OwnLabel = ((f32, f32), String);

/// A reported enemy's label waiting to be placed: the middle of its top edge, what was
/// reported (fitted) and when and how it was seen.
type EnemyLabel = ((f32, f32), String, String);

/// Writes the extract's title and the note under it; answers the baseline of that note, mm.
fn draw_heading(pen: &Pen, s: &mut Surface<'_>, frame: Frame, view: &SideView) -> f32 {
    let side = view.stamp.side;
    let mut y = frame.top + line_mm(14.0);
    pen.text(
        s,
        frame.left,
        y,
        14.0,
        &format!(
            "{side}'s map extract — turn {}, {}",
            view.stamp.clock.turn, view.stamp.clock.time
        ),
        Ink::BLACK,
        Align::Left,
    );
    y += 5.0;
    pen.text(
        s,
        frame.left,
        y,
        8.0,
        "North up; coordinates and scale in paces. Own units as they stand; the enemy only as \
         reported, each dated.",
        Ink::GREY,
        Align::Left,
    );
    y
}

/// The terrain, clipped to the box, and the box's black outline.
fn draw_box(pen: &Pen, s: &mut Surface<'_>, map: &MapBox, terrain: Option<&TerrainLayer>) {
    if pen.push_clip(s, map.left, map.top, map.width, map.height) {
        if let Some(layer) = terrain {
            draw_terrain(pen, s, map, layer);
        }
        s.pop();
    }
    pen.rect(
        s,
        map.left,
        map.top,
        map.width,
        map.height,
        None,
        Some((Ink::BLACK, 0.3)),
    );
}

/// Draws each placed own unit as a filled rectangle with a tick the way it faces, keeps its
/// ground clear of labels, and answers the labels still to be placed.
fn draw_own_units(
    pen: &Pen,
    s: &mut Surface<'_>,
    map: &MapBox,
    view: &SideView,
    own_ink: Ink,
    taken: &mut Taken,
) -> Vec<OwnLabel> {
    let mut own_labels = Vec::new();
    for u in &view.own_units {
        let Some(p) = u.placement.as_ref() else {
            continue;
        };
        if !(p.anchor.x.is_finite() && p.anchor.y.is_finite()) {
            continue;
        }
        let (ax, ay) = map.at(p.anchor.x, p.anchor.y);
        let r = p.bearing.degrees().to_radians();
        let (fx, fy) = (r.sin() as f32, -r.cos() as f32);
        let (rx, ry) = (-fy, fx);
        let h = FRONT_MM / 2.0;
        let corners = [
            (ax - rx * h, ay - ry * h),
            (ax + rx * h, ay + ry * h),
            (ax + rx * h - fx * DEPTH_MM, ay + ry * h - fy * DEPTH_MM),
            (ax - rx * h - fx * DEPTH_MM, ay - ry * h - fy * DEPTH_MM),
        ];
        pen.polygon(s, &corners, true, Some(own_ink), Some((Ink::BLACK, 0.1)));
        pen.line(s, ax, ay, ax + fx * 1.2, ay + fy * 1.2, own_ink, 0.35);
        taken.reserve(Rect {
            x: ax - h,
            y: ay - h,
            w: FRONT_MM,
            h: FRONT_MM,
        });
        let behind = (ax - fx * (DEPTH_MM + 2.2), ay - fy * (DEPTH_MM + 2.2));
        own_labels.push((behind, u.label.clone()));
    }
    own_labels
}

/// Draws each reported enemy as a dashed circle with a cross at its centre, keeps its ground
/// clear of labels, and answers the labels still to be placed.
fn draw_reported_enemies(
    pen: &Pen,
    s: &mut Surface<'_>,
    map: &MapBox,
    view: &SideView,
    enemy_ink: Ink,
    taken: &mut Taken,
) -> Vec<EnemyLabel> {
    let mut enemy_labels = Vec::new();
    for e in &view.reported_enemy {
        if !(e.position.x.is_finite() && e.position.y.is_finite()) {
            continue;
        }
        let (cx, cy) = map.at(e.position.x, e.position.y);
        pen.dashed_circle(s, cx, cy, REPORTED_MM, enemy_ink, 0.35, 0.8);
        pen.line(s, cx - 0.6, cy, cx + 0.6, cy, enemy_ink, 0.25);
        pen.line(s, cx, cy - 0.6, cx, cy + 0.6, enemy_ink, 0.25);
        taken.reserve(Rect {
            x: cx - REPORTED_MM,
            y: cy - REPORTED_MM,
            w: 2.0 * REPORTED_MM,
            h: 2.0 * REPORTED_MM,
        });
        let description = pen.fit(&e.description, LABEL_PT, 50.0);
        let dated = format!(
            "as of move {}, {}",
            e.as_of_turn,
            e.source.to_string().replace('_', " ")
        );
        enemy_labels.push(((cx, cy + REPORTED_MM + 0.6), description, dated));
    }
    enemy_labels
}

/// Writes the own units' labels, each where it first finds free room near its unit.
fn place_own_labels(
    pen: &Pen,
    s: &mut Surface<'_>,
    own_labels: Vec<OwnLabel>,
    own_ink: Ink,
    taken: &mut Taken,
    bounds: Rect,
) {
    for ((cx, cy), label) in own_labels {
        let w = pen.width_mm(&label, LABEL_PT);
        let h = line_mm(LABEL_PT);
        let (x, top) = taken.place(cx - w / 2.0, cy - h / 2.0, w, h, bounds);
        text_at(pen, s, x, top, LABEL_PT, &label, own_ink);
    }
}

/// Writes the reported enemies' two-line labels (what, then when), each under its circle or
/// wherever it first finds free room nearby.
fn place_enemy_labels(
    pen: &Pen,
    s: &mut Surface<'_>,
    enemy_labels: Vec<EnemyLabel>,
    taken: &mut Taken,
    bounds: Rect,
) {
    for ((cx, top), description, dated) in enemy_labels {
        let w = pen
            .width_mm(&description, LABEL_PT)
            .max(pen.width_mm(&dated, SMALL_PT));
        let h = line_mm(LABEL_PT) + line_mm(SMALL_PT);
        let (x, top) = taken.place(cx - w / 2.0, top, w, h, bounds);
        text_at(pen, s, x, top, LABEL_PT, &description, Ink::BLACK);
        text_at(
            pen,
            s,
            x,
            top + line_mm(LABEL_PT),
            SMALL_PT,
            &dated,
            Ink::GREY,
        );
    }
}

/// Coordinates in paces at every `step` along the top and left edges of the box.
fn draw_edge_ticks(pen: &Pen, s: &mut Surface<'_>, map: &MapBox, step: f64) {
    let shown = map.shown;
    let first = |lo: f64| (lo / step).ceil() as i64;
    for i in first(shown.min_x)..=(shown.max_x / step).floor() as i64 {
        let x = i as f64 * step;
        let (px, _) = map.at(x, shown.min_y);
        pen.line(s, px, map.top, px, map.top + 1.2, Ink::GREY, 0.15);
        let t = paces_text(x);
        let w = pen.width_mm(&t, 5.0);
        if px - w / 2.0 >= map.left && px + w / 2.0 <= map.left + map.width {
            pen.text(
                s,
                px - w / 2.0,
                map.top - 0.8,
                5.0,
                &t,
                Ink::GREY,
                Align::Left,
            );
        }
    }
    for i in first(shown.min_y)..=(shown.max_y / step).floor() as i64 {
        let y = i as f64 * step;
        let (_, py) = map.at(shown.min_x, y);
        pen.line(s, map.left, py, map.left + 1.2, py, Ink::GREY, 0.15);
        pen.text(
            s,
            map.left - 0.8,
            py + 0.7,
            5.0,
            &paces_text(y),
            Ink::GREY,
            Align::Right,
        );
    }
}

/// A north arrow in the box's top-right corner.
fn draw_north(pen: &Pen, s: &mut Surface<'_>, map: &MapBox, taken: &mut Taken) {
    let (x, y) = (map.left + map.width - 6.0, map.top + 3.0);
    pen.polygon(
        s,
        &[(x, y), (x + 1.8, y + 6.0), (x, y + 4.6), (x - 1.8, y + 6.0)],
        true,
        Some(Ink::BLACK),
        None,
    );
    pen.text(s, x - 1.1, y + 9.6, 8.0, "N", Ink::BLACK, Align::Left);
    taken.reserve(Rect {
        x: x - 3.0,
        y: y - 1.0,
        w: 6.0,
        h: 12.0,
    });
}

/// The scale bar under the box's left end and the legend under its right.
#[allow(clippy::too_many_arguments)]
fn draw_scale_and_legend(
    pen: &Pen,
    s: &mut Surface<'_>,
    map: &MapBox,
    step: f64,
    own: Ink,
    enemy: Ink,
    with_terrain: bool,
) {
    let y = map.top + map.height + 5.0;
    let len = map.mm(step);
    let parts: u8 = if step % 4.0 == 0.0 { 4 } else { 5 };
    let part = len / f32::from(parts);
    for i in 0..parts {
        let fill = (i % 2 == 0).then_some(Ink::BLACK);
        let x = map.left + f32::from(i) * part;
        pen.rect(s, x, y, part, 1.4, fill, Some((Ink::BLACK, 0.15)));
    }
    pen.text(s, map.left, y + 4.4, 6.5, "0", Ink::BLACK, Align::Left);
    let end = format!("{} paces", paces_text(step));
    let w = pen.width_mm(&end, 6.5);
    pen.text(
        s,
        map.left + len - w / 2.0,
        y + 4.4,
        6.5,
        &end,
        Ink::BLACK,
        Align::Left,
    );
    let x = map.left + map.width - 62.0;
    pen.polygon(
        s,
        &[
            (x, y),
            (x + FRONT_MM, y),
            (x + FRONT_MM, y + DEPTH_MM),
            (x, y + DEPTH_MM),
        ],
        true,
        Some(own),
        Some((Ink::BLACK, 0.1)),
    );
    let text = |s: &mut Surface<'_>, dy: f32, t: &str| {
        pen.text(s, x + 8.0, y + dy, 7.0, t, Ink::BLACK, Align::Left)
    };
    text(s, 1.6, "own unit, front edge forward, with its label");
    pen.dashed_circle(
        s,
        x + FRONT_MM / 2.0,
        y + 5.2,
        REPORTED_MM * 0.8,
        enemy,
        0.35,
        0.8,
    );
    text(s, 6.2, "enemy as reported, with the move it was seen");
    if with_terrain {
        pen.line(
            s,
            x,
            y + 10.0,
            x + FRONT_MM,
            y + 10.0,
            Ink(60, 120, 200),
            0.4,
        );
        text(s, 11.0, "water, roads, woods and villages from the map");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map_box::MAP_MIN_SPAN_PACES;

    fn extent(min_x: f64, min_y: f64, max_x: f64, max_y: f64) -> Extent {
        Extent {
            min_x,
            min_y,
            max_x,
            max_y,
        }
    }

    #[test]
    fn the_extent_is_padded_and_never_too_small() {
        let e = extent(1000.0, 1000.0, 1000.0, 1000.0).padded();
        assert_eq!(e.width(), MAP_MIN_SPAN_PACES);
        assert_eq!((e.min_x + e.max_x) / 2.0, 1000.0);
        let e = extent(0.0, 0.0, 3000.0, 100.0).padded();
        assert_eq!((e.min_x, e.max_x), (-400.0, 3400.0));
        assert_eq!(e.height(), MAP_MIN_SPAN_PACES);
    }

    #[test]
    fn the_box_keeps_one_scale_and_shows_at_least_the_extent() {
        let e = extent(0.0, 0.0, 1500.0, 3000.0);
        let map = MapBox::fit(e, 10.0, 20.0, 180.0, 200.0);
        assert!(map.height <= 200.01 && map.shown.width() >= e.width());
        let (x, y) = map.at(750.0, 3000.0);
        assert!((x - 100.0).abs() < 0.01 && (y - 20.0 - map.height).abs() < 0.01);
    }

    #[test]
    fn the_scale_bar_fits_the_box() {
        assert_eq!(scale_step(1500.0), 250.0);
        assert_eq!(scale_step(4000.0), 1000.0);
        assert_eq!(scale_step(30.0), 100.0);
        assert_eq!(paces_text(1000.0), "1,000");
        assert_eq!(paces_text(-12500.0), "-12,500");
        assert_eq!(paces_text(250.0), "250");
    }
}
