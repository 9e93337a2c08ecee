//! The benchmarks' terrain: irregular hexagons on a jittered grid, cycling through the kinds
//! of ground, the same for every benchmark so their numbers compare. Included by
//! `game_reach_bench` and `sighting_bench` with `#[path]`.

use geo::{Coord, LineString, Polygon};
use kriegsspiel::map::{FeatureGeometry, FeatureKind, TerrainFeature, TerrainLayer};

/// `polygons` irregular hexagons on a jittered grid over a square of `side` paces, cycling
/// through the kinds of ground; features for which `blocks_sight` holds are marked as blocking
/// the line of sight.
pub fn bench_terrain(
    polygons: usize,
    side: f64,
    blocks_sight: impl Fn(FeatureKind) -> bool,
) -> Result<TerrainLayer, Box<dyn std::error::Error>> {
    let kinds = [
        FeatureKind::LightWoods,
        FeatureKind::Slope5To10,
        FeatureKind::Slope10To15,
        FeatureKind::Farmyard,
        FeatureKind::Swamp,
        FeatureKind::ThickWoods,
        FeatureKind::Slope15To25,
    ];
    let per_row = (polygons as f64).sqrt().ceil() as usize;
    let cell = side / per_row as f64;
    let mut layer = TerrainLayer::new();
    for i in 0..polygons {
        let (row, col) = (i / per_row, i % per_row);
        let jitter = |k: usize| ((i * 7919 + k * 104_729) % 1000) as f64 / 1000.0;
        let centre = Coord {
            x: (col as f64 + 0.5) * cell + (jitter(1) - 0.5) * cell * 0.3,
            y: (row as f64 + 0.5) * cell + (jitter(2) - 0.5) * cell * 0.3,
        };
        let ring: Vec<Coord<f64>> = (0..6)
            .map(|k| {
                let a = std::f64::consts::TAU * k as f64 / 6.0 + jitter(3);
                let r = cell * (0.25 + 0.15 * jitter(4 + k));
                Coord {
                    x: centre.x + r * a.cos(),
                    y: centre.y + r * a.sin(),
                }
            })
            .collect();
        let kind = kinds[i % kinds.len()];
        let mut feature = TerrainFeature::new(
            kind,
            kind.label(),
            FeatureGeometry::Area(Polygon::new(LineString::from(ring), vec![])),
        );
        feature.blocks_sight = blocks_sight(kind);
        layer.add(feature)?;
    }
    Ok(layer)
}
