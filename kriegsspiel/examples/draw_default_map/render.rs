//! Draws the field in the manner of an early survey map: slope tints with hachures (thicker and
//! closer on steeper ground, after Lehmann), tree and marsh symbols, carmine brick houses, cased
//! roads, lettering, a scale bar, a key and a north arrow.

use super::battlefield::{Battlefield, Label};
use super::canvas::{Canvas, Rgb};
use super::margins;
use super::shapes::{self, P, Rng};
use super::{HEIGHT, SUPERSAMPLE, WIDTH};
use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainFeature};

pub(super) const PAPER: Rgb = [246, 240, 222];
pub(super) const INK: Rgb = [40, 32, 28];
pub(super) const HACHURE: Rgb = [112, 82, 52];
const WATER: Rgb = [176, 206, 234];
const WATER_EDGE: Rgb = [62, 104, 178];
pub(super) const STREAM: Rgb = [78, 118, 200];
pub(super) const CASING: Rgb = [58, 48, 42];
pub(super) const HIGHWAY: Rgb = [236, 168, 86];
pub(super) const ROAD: Rgb = [252, 244, 214];
pub(super) const TREE: Rgb = [62, 112, 52];
pub(super) const THICK_TREE: Rgb = [42, 92, 40];
pub(super) const HEDGE: Rgb = [56, 118, 48];
pub(super) const WALL: Rgb = [72, 62, 58];
pub(super) const BRICK: Rgb = [184, 58, 52];
pub(super) const TIMBER: Rgb = [126, 112, 98];

pub(super) fn tint(kind: FeatureKind) -> Rgb {
    match kind {
        FeatureKind::Slope5To10 => [238, 226, 200],
        FeatureKind::Slope10To15 => [229, 211, 178],
        FeatureKind::Slope15To25 => [218, 195, 156],
        FeatureKind::Slope25To35 => [204, 175, 132],
        _ => [186, 150, 108],
    }
}

/// Hachure spacing and stroke width in final pixels for a slope kind.
pub(super) fn hachure(kind: FeatureKind) -> (f64, f64) {
    match kind.steepness() {
        1 => (7.0, 0.8),
        2 => (5.0, 1.1),
        3 => (4.0, 1.5),
        4 => (3.2, 1.8),
        _ => (2.6, 2.1),
    }
}

/// Pixel mapping: paces to canvas pixels, and final pixels to canvas pixels.
pub(super) struct Frame {
    pub(super) k: f64,
    pub(super) u: f64,
}

impl Frame {
    fn p(&self, p: P) -> P {
        (p.0 * self.k, p.1 * self.k)
    }
    fn all(&self, points: &[P]) -> Vec<P> {
        points.iter().map(|p| self.p(*p)).collect()
    }
}

fn rings(feature: &TerrainFeature) -> Vec<Vec<P>> {
    match &feature.geometry {
        FeatureGeometry::Area(polygon) => std::iter::once(polygon.exterior())
            .chain(polygon.interiors())
            .map(|ring| ring.coords().map(|c| (c.x, c.y)).collect())
            .collect(),
        FeatureGeometry::Line(line) => vec![line.coords().map(|c| (c.x, c.y)).collect()],
    }
}

fn of_kind<'a>(
    field: &'a Battlefield,
    wanted: &'a [FeatureKind],
) -> impl Iterator<Item = &'a TerrainFeature> + 'a {
    field
        .features
        .iter()
        .filter(move |f| wanted.contains(&f.kind))
}

/// Symbols scattered over an area on a jittered grid (spacing in final pixels).
fn scatter(
    canvas: &mut Canvas,
    f: &Frame,
    outline: &[P],
    spacing: f64,
    seed: u64,
    mut symbol: impl FnMut(&mut Canvas, P),
) {
    let px = f.all(outline);
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for p in &px {
        (x0, y0, x1, y1) = (x0.min(p.0), y0.min(p.1), x1.max(p.0), y1.max(p.1));
    }
    let step = spacing * f.u;
    let mut rng = Rng::new(seed);
    let mut y = y0 + step / 2.0;
    let mut row = 0;
    while y < y1 {
        let mut x = x0 + if row % 2 == 0 { step / 2.0 } else { step };
        while x < x1 {
            let p = (
                x + rng.range(-0.3, 0.3) * step,
                y + rng.range(-0.3, 0.3) * step,
            );
            if shapes::inside(p, &px) {
                symbol(canvas, p);
            }
            x += step;
        }
        y += step * 0.87;
        row += 1;
    }
}

pub(super) fn hachure_colour(kind: FeatureKind) -> Rgb {
    match kind.steepness() {
        1 => [150, 118, 84],
        2 => [132, 100, 68],
        3 => [112, 82, 52],
        _ => HACHURE,
    }
}

fn draw_hachures(canvas: &mut Canvas, f: &Frame, field: &Battlefield) {
    for hill in &field.hills {
        for (i, kind) in hill.kinds.iter().enumerate() {
            let (outer, inner) = (f.all(&hill.rings[i]), f.all(&hill.rings[i + 1]));
            let (spacing, width) = hachure(*kind);
            let n = outer.len();
            // Strokes evenly spaced along the band's outer edge, each running to the matching
            // point of the inner edge (the line of steepest descent of these nested rings).
            let mut carry = 0.0;
            for j in 0..n {
                let (o0, o1, i0, i1) = (outer[j], outer[(j + 1) % n], inner[j], inner[(j + 1) % n]);
                let length = (o1.0 - o0.0).hypot(o1.1 - o0.1);
                let mut s = carry;
                while s < length {
                    let t = s / length;
                    let o = (o0.0 + (o1.0 - o0.0) * t, o0.1 + (o1.1 - o0.1) * t);
                    let m = (i0.0 + (i1.0 - i0.0) * t, i0.1 + (i1.1 - i0.1) * t);
                    let a = (o.0 + (m.0 - o.0) * 0.05, o.1 + (m.1 - o.1) * 0.05);
                    let b = (o.0 + (m.0 - o.0) * 0.95, o.1 + (m.1 - o.1) * 0.95);
                    canvas.segment(a, b, width * f.u, hachure_colour(*kind));
                    s += spacing * f.u;
                }
                carry = s - length;
            }
        }
    }
    for steep in &field.steeps {
        let (spacing, width) = hachure(steep.kind);
        let d = steep.downhill;
        let across = (-d.1, d.0);
        let px = f.all(&steep.outline);
        let centre = px.iter().fold((0.0, 0.0), |s, p| {
            (s.0 + p.0 / px.len() as f64, s.1 + p.1 / px.len() as f64)
        });
        let reach = px
            .iter()
            .map(|p| (p.0 - centre.0).hypot(p.1 - centre.1))
            .fold(0.0, f64::max);
        let (step_across, step_along, stroke) = (spacing * 1.3 * f.u, 8.0 * f.u, 5.0 * f.u);
        let mut a = -reach;
        while a <= reach {
            let mut b = -reach;
            while b <= reach {
                let mid = (
                    centre.0 + across.0 * a + d.0 * b,
                    centre.1 + across.1 * a + d.1 * b,
                );
                if shapes::inside(mid, &px) {
                    let h = stroke / 2.0;
                    let colour = hachure_colour(steep.kind);
                    canvas.segment(
                        (mid.0 - d.0 * h, mid.1 - d.1 * h),
                        (mid.0 + d.0 * h, mid.1 + d.1 * h),
                        width * 0.8 * f.u,
                        colour,
                    );
                }
                b += step_along;
            }
            a += step_across;
        }
    }
}

fn draw_ground(canvas: &mut Canvas, f: &Frame, field: &Battlefield) {
    use FeatureKind::*;
    for steepness in 1..=5 {
        for feature in field
            .features
            .iter()
            .filter(|x| x.kind.steepness() == steepness)
        {
            let px: Vec<Vec<P>> = rings(feature).iter().map(|r| f.all(r)).collect();
            canvas.fill(&px, tint(feature.kind));
        }
    }
    let fills: [(FeatureKind, Rgb, f64); 7] = [
        (LightWoods, [214, 232, 192], 0.6),
        (ThickWoods, [170, 204, 150], 0.85),
        (Swamp, [206, 230, 224], 0.85),
        (VillageBrickStone, [242, 220, 210], 0.8),
        (VillageWooden, [232, 224, 210], 0.8),
        (Farmyard, [236, 218, 176], 1.0),
        (Garden, [220, 236, 198], 1.0),
    ];
    for (kind, colour, alpha) in fills {
        for feature in of_kind(field, &[kind]) {
            let px: Vec<Vec<P>> = rings(feature).iter().map(|r| f.all(r)).collect();
            canvas.fill_alpha(&px, colour, alpha);
        }
    }
    draw_hachures(canvas, f, field);
    let u = f.u;
    for (seed, feature) in field.features.iter().enumerate() {
        let outline = &rings(feature)[0];
        let seed = seed as u64 + 100;
        match feature.kind {
            LightWoods => scatter(canvas, f, outline, 13.0, seed, |c, p| {
                c.disc(p.0, p.1, 2.6 * u, TREE);
                c.disc(p.0, p.1, 1.5 * u, [214, 232, 192]);
            }),
            ThickWoods => scatter(canvas, f, outline, 8.0, seed, |c, p| {
                c.disc(p.0, p.1, 2.5 * u, THICK_TREE)
            }),
            Garden => scatter(canvas, f, outline, 9.0, seed, |c, p| {
                c.disc(p.0, p.1, 1.6 * u, TREE)
            }),
            Swamp => scatter(canvas, f, outline, 16.0, seed, |c, p| {
                let colour = [66, 128, 150];
                c.segment((p.0 - 4.0 * u, p.1), (p.0 + 4.0 * u, p.1), 0.9 * u, colour);
                for dx in [-2.0, 0.0, 2.0] {
                    c.segment(
                        (p.0 + dx * u, p.1),
                        (p.0 + dx * 1.4 * u, p.1 - 3.5 * u),
                        0.7 * u,
                        colour,
                    );
                }
            }),
            _ => {}
        }
    }
}

fn width_px(feature: &TerrainFeature, f: &Frame) -> f64 {
    feature.width().paces() * f.k
}

fn draw_water_and_lines(canvas: &mut Canvas, f: &Frame, field: &Battlefield) {
    use FeatureKind::*;
    for feature in of_kind(field, &[Water]) {
        let px: Vec<Vec<P>> = rings(feature).iter().map(|r| f.all(r)).collect();
        canvas.fill(&px, WATER);
        canvas.stroke(&closed_px(&px[0]), 1.4 * f.u, WATER_EDGE);
    }
    for feature in of_kind(field, &[Stream]) {
        canvas.stroke(
            &f.all(&rings(feature)[0]),
            width_px(feature, f).max(2.0 * f.u),
            STREAM,
        );
    }
    for feature in of_kind(field, &[Hedge]) {
        for (p, _) in shapes::along(&rings(feature)[0], 4.0 * 2.525) {
            let q = f.p(p);
            canvas.disc(q.0, q.1, 1.5 * f.u, HEDGE);
        }
    }
    for feature in of_kind(field, &[Wall]) {
        canvas.stroke(
            &f.all(&rings(feature)[0]),
            width_px(feature, f).max(1.6 * f.u),
            WALL,
        );
    }
    // Roads: every casing first, then every fill, so junctions join cleanly.
    for feature in of_kind(field, &[Footpath]) {
        canvas.dashed(
            &f.all(&rings(feature)[0]),
            1.3 * f.u,
            7.0 * f.u,
            4.0 * f.u,
            [96, 74, 60],
        );
    }
    let roads = [SmallerRoad, MainHighway];
    for feature in of_kind(field, &roads) {
        canvas.stroke(
            &f.all(&rings(feature)[0]),
            width_px(feature, f) + 2.4 * f.u,
            CASING,
        );
    }
    for feature in of_kind(field, &roads) {
        let fill = if feature.kind == MainHighway {
            HIGHWAY
        } else {
            ROAD
        };
        canvas.stroke(&f.all(&rings(feature)[0]), width_px(feature, f), fill);
    }
    for feature in of_kind(field, &[BridgeStone, BridgeWooden, BridgePontoon, Ford]) {
        let line = f.all(&rings(feature)[0]);
        let (a, b) = (line[0], line[line.len() - 1]);
        let length = (b.0 - a.0).hypot(b.1 - a.1);
        let (d, n) = (
            ((b.0 - a.0) / length, (b.1 - a.1) / length),
            ((a.1 - b.1) / length, (b.0 - a.0) / length),
        );
        let half = width_px(feature, f) / 2.0 + 1.0 * f.u;
        let side = |p: P, s: f64| (p.0 + n.0 * half * s, p.1 + n.1 * half * s);
        match feature.kind {
            BridgeStone | BridgeWooden => {
                let deck = if feature.kind == BridgeStone {
                    [214, 210, 200]
                } else {
                    [188, 140, 92]
                };
                canvas.stroke(&[a, b], width_px(feature, f) + 1.0 * f.u, deck);
                for s in [-1.0, 1.0] {
                    canvas.segment(side(a, s), side(b, s), 1.4 * f.u, INK);
                    let wing = 4.0 * f.u;
                    for (end, dir) in [(a, -1.0), (b, 1.0)] {
                        let e = side(end, s);
                        canvas.segment(
                            e,
                            (
                                e.0 + (d.0 * dir + n.0 * s) * wing,
                                e.1 + (d.1 * dir + n.1 * s) * wing,
                            ),
                            1.4 * f.u,
                            INK,
                        );
                    }
                }
            }
            BridgePontoon => {
                canvas.segment(a, b, 1.2 * f.u, INK);
                let boats = 5;
                for i in 0..boats {
                    let t = (i as f64 + 0.5) / boats as f64;
                    let c = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
                    canvas.segment(side(c, -1.3), side(c, 1.3), 2.2 * f.u, [92, 70, 50]);
                }
            }
            _ => {
                canvas.dashed(
                    &[a, b],
                    width_px(feature, f) * 0.6,
                    3.0 * f.u,
                    2.0 * f.u,
                    [120, 150, 200],
                );
                for s in [-1.0, 1.0] {
                    canvas.dashed(
                        &[side(a, s), side(b, s)],
                        0.9 * f.u,
                        3.0 * f.u,
                        2.0 * f.u,
                        WATER_EDGE,
                    );
                }
            }
        }
    }
}

pub(super) fn closed_px(ring: &[P]) -> Vec<P> {
    let mut out = ring.to_vec();
    if let Some(first) = ring.first() {
        out.push(*first);
    }
    out
}

fn draw_buildings(canvas: &mut Canvas, f: &Frame, field: &Battlefield) {
    for house in &field.houses {
        let px = f.all(&house.outline);
        canvas.fill(
            std::slice::from_ref(&px),
            if house.brick { BRICK } else { TIMBER },
        );
        canvas.stroke(&closed_px(&px), 0.7 * f.u, [70, 36, 32]);
    }
    for church in &field.churches {
        let c = f.p(*church);
        let body = f.all(&shapes::rectangle(*church, 36.0, 16.0, 0.0));
        canvas.fill(std::slice::from_ref(&body), BRICK);
        canvas.stroke(&closed_px(&body), 0.8 * f.u, INK);
        let arm = 5.0 * f.u;
        canvas.segment(
            (c.0, c.1 - 9.0 * f.u - arm),
            (c.0, c.1 - 9.0 * f.u + arm),
            1.4 * f.u,
            INK,
        );
        canvas.segment(
            (c.0 - arm * 0.7, c.1 - 9.0 * f.u - arm * 0.3),
            (c.0 + arm * 0.7, c.1 - 9.0 * f.u - arm * 0.3),
            1.4 * f.u,
            INK,
        );
    }
    for mill in &field.windmills {
        let c = f.p(*mill);
        canvas.disc(c.0, c.1, 4.0 * f.u, INK);
        canvas.disc(c.0, c.1, 2.6 * f.u, PAPER);
        let s = 9.0 * f.u;
        canvas.segment((c.0 - s, c.1 - s), (c.0 + s, c.1 + s), 1.4 * f.u, INK);
        canvas.segment((c.0 - s, c.1 + s), (c.0 + s, c.1 - s), 1.4 * f.u, INK);
    }
}

fn draw_label(canvas: &mut Canvas, f: &Frame, label: &Label) {
    let c = f.p(label.at);
    let colour = if label.water { [36, 76, 158] } else { INK };
    canvas.text_centred(c.0, c.1, label.text, label.cell * f.u, colour, Some(PAPER));
}

/// The finished sheet.
pub fn draw(field: &Battlefield, paces_per_pixel: f64) -> image::RgbImage {
    let u = SUPERSAMPLE as f64;
    let f = Frame {
        k: u / paces_per_pixel,
        u,
    };
    let mut canvas = Canvas::new(
        WIDTH as usize * SUPERSAMPLE,
        HEIGHT as usize * SUPERSAMPLE,
        PAPER,
    );
    draw_ground(&mut canvas, &f, field);
    draw_water_and_lines(&mut canvas, &f, field);
    draw_buildings(&mut canvas, &f, field);
    for label in &field.labels {
        draw_label(&mut canvas, &f, label);
    }
    margins::draw_margins(&mut canvas, &f, paces_per_pixel);
    canvas.downsample(SUPERSAMPLE)
}
