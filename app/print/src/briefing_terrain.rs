//! The map's terrain under a briefing's map extract, in thin lines: water, streams, roads and
//! bridges, woods, villages, yards, swamps, walls and hedges. Slope bands are left out (they
//! would crowd the extract). The terrain is the map's, the same for both sides.

use super::map_box::MapBox;
use super::pen::{Ink, Pen};
use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainLayer};
use krilla::surface::Surface;

/// How a kind of feature is drawn: a fill for areas (if any), and the line's ink and width.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Style {
    fill: Option<Ink>,
    ink: Ink,
    width: f32,
}

const WATER: Ink = Ink(60, 120, 200);
const WATER_FILL: Ink = Ink(215, 230, 248);
const ROAD: Ink = Ink(150, 105, 55);
const WOODS: Ink = Ink(60, 140, 60);
const WOODS_FILL: Ink = Ink(225, 240, 222);
const BUILT: Ink = Ink(110, 110, 110);
const BUILT_FILL: Ink = Ink(232, 232, 232);

/// The style of `kind`, or `None` for what the extract leaves out.
fn style(kind: FeatureKind) -> Option<Style> {
    use FeatureKind as K;
    let s = |fill, ink, width| Some(Style { fill, ink, width });
    match kind {
        K::Water => s(Some(WATER_FILL), WATER, 0.25),
        K::Stream => s(None, WATER, 0.45),
        K::Ford => s(None, WATER, 0.3),
        K::MainHighway => s(None, ROAD, 0.55),
        K::SmallerRoad => s(None, ROAD, 0.35),
        K::Footpath => s(None, ROAD, 0.18),
        K::BridgeStone | K::BridgeWooden | K::BridgePontoon => s(None, Ink::BLACK, 0.55),
        K::LightWoods => s(None, WOODS, 0.25),
        K::ThickWoods => s(Some(WOODS_FILL), WOODS, 0.3),
        K::VillageWooden | K::VillageBrickStone => s(Some(BUILT_FILL), BUILT, 0.25),
        K::Farmyard | K::Garden => s(None, BUILT, 0.2),
        K::Swamp => s(None, Ink(70, 140, 140), 0.2),
        K::Wall => s(None, BUILT, 0.2),
        K::Hedge => s(None, WOODS, 0.2),
        _ => None,
    }
}

/// Draws the features of `layer` that reach into `map`'s ground, areas first so lines lie on
/// them. The caller clips to the box.
pub(crate) fn draw_terrain(pen: &Pen, s: &mut Surface<'_>, map: &MapBox, layer: &TerrainLayer) {
    let shown = map.shown;
    let in_view: Vec<_> = layer
        .iter()
        .filter_map(|(_, f)| Some((f, style(f.kind)?)))
        .filter(|(f, _)| {
            f.geometry.bounding_rect().is_some_and(|r| {
                r.max().x >= shown.min_x
                    && r.min().x <= shown.max_x
                    && r.max().y >= shown.min_y
                    && r.min().y <= shown.max_y
            })
        })
        .collect();
    for (f, st) in &in_view {
        if let FeatureGeometry::Area(polygon) = &f.geometry {
            let ring: Vec<(f32, f32)> = polygon
                .exterior()
                .0
                .iter()
                .map(|c| map.at(c.x, c.y))
                .collect();
            pen.polygon(s, &ring, true, st.fill, Some((st.ink, st.width)));
            for hole in polygon.interiors() {
                let ring: Vec<(f32, f32)> = hole.0.iter().map(|c| map.at(c.x, c.y)).collect();
                pen.polygon(
                    s,
                    &ring,
                    true,
                    Some(Ink(255, 255, 255)),
                    Some((st.ink, st.width)),
                );
            }
        }
    }
    for (f, st) in &in_view {
        if let FeatureGeometry::Line(line) = &f.geometry {
            let points: Vec<(f32, f32)> = line.0.iter().map(|c| map.at(c.x, c.y)).collect();
            pen.polygon(s, &points, false, None, Some((st.ink, st.width)));
        }
    }
}
