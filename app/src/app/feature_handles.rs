//! The corners of a terrain feature as handles the umpire can drag, and the feature's shape
//! with one corner moved; and the feature a click picks among those near it.

use crate::canvas::MapPoint;
use geo::{Coord, LineString, Polygon};
use kriegsspiel::Pace;
use kriegsspiel::map::{FeatureGeometry, FeatureId, FeatureShape, TerrainLayer};

/// Every corner of `geometry`, ring by ring (a closed ring's repeated last point left out).
pub fn handles(geometry: &FeatureGeometry) -> Vec<MapPoint> {
    let area = geometry.shape() == FeatureShape::Area;
    rings(geometry)
        .iter()
        .flat_map(|ring| open_points(ring, area).iter().map(|c| MapPoint::from(*c)))
        .collect()
}

/// Whether a ring's last point repeats its first as a closed loop: always for an area's rings;
/// for a line only when it goes round (four points or more, a walled yard), so a short line
/// whose ends happen to meet keeps both ends.
fn is_loop(ring: &LineString<f64>, area: bool) -> bool {
    ring.is_closed() && ring.0.len() > 1 && (area || ring.0.len() >= 4)
}

fn rings(geometry: &FeatureGeometry) -> Vec<LineString<f64>> {
    match geometry {
        FeatureGeometry::Area(p) => std::iter::once(p.exterior().clone())
            .chain(p.interiors().iter().cloned())
            .collect(),
        FeatureGeometry::Line(l) => vec![l.clone()],
    }
}

fn open_points(ring: &LineString<f64>, area: bool) -> &[Coord<f64>] {
    let pts = &ring.0[..];
    if is_loop(ring, area) {
        &pts[..pts.len() - 1]
    } else {
        pts
    }
}

/// `geometry` with corner `handle` (numbered as [`handles`] lists them) moved to `to`; `None`
/// when there is no such corner or `to` is not a finite point.
pub fn move_handle(
    geometry: &FeatureGeometry,
    handle: usize,
    to: MapPoint,
) -> Option<FeatureGeometry> {
    if !to.is_finite() {
        return None;
    }
    let area = geometry.shape() == FeatureShape::Area;
    let mut remaining = handle;
    let mut rings = rings(geometry);
    let mut found = false;
    for ring in &mut rings {
        let closed = is_loop(ring, area);
        let open = open_points(ring, area).len();
        if remaining < open {
            ring.0[remaining] = to.into();
            if closed
                && remaining == 0
                && let Some(last) = ring.0.last_mut()
            {
                *last = to.into();
            }
            found = true;
            break;
        }
        remaining -= open;
    }
    if !found {
        return None;
    }
    Some(match geometry {
        FeatureGeometry::Area(_) => {
            let mut iter = rings.into_iter();
            let exterior = iter.next()?;
            FeatureGeometry::Area(Polygon::new(exterior, iter.collect()))
        }
        FeatureGeometry::Line(_) => FeatureGeometry::Line(rings.into_iter().next()?),
    })
}

/// The feature a click at `p` means: among features within `reach` paces, the nearest; on a
/// tie (a point inside several areas) a line before an area, then the smallest.
pub fn feature_at(layer: &TerrainLayer, p: MapPoint, reach: f64) -> Option<FeatureId> {
    let near = layer.features_near(p.into(), Pace(reach)).ok()?;
    let size = |id: FeatureId| -> f64 {
        layer
            .get(id)
            .and_then(|f| f.geometry.bounding_rect())
            .map_or(f64::MAX, |b| b.width() * b.height())
    };
    near.into_iter()
        .min_by(|a, b| {
            a.distance
                .paces()
                .total_cmp(&b.distance.paces())
                .then_with(|| {
                    let line = |k: kriegsspiel::map::FeatureKind| k.shape() != FeatureShape::Line;
                    line(a.kind).cmp(&line(b.kind))
                })
                .then_with(|| size(a.id).total_cmp(&size(b.id)))
                .then(a.id.cmp(&b.id))
        })
        .map(|n| n.id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use geo::{line_string, polygon};
    use kriegsspiel::map::{FeatureKind, TerrainFeature};
    use proptest::prelude::*;

    proptest! {
        // Any corner dragged anywhere: a shape with the same number of corners, or nothing
        // for a corner that is not there; clicking anywhere picks a feature or none.
        #[test]
        fn handles_and_clicks_never_panic(
            handle in 0usize..12, x in proptest::num::f64::ANY, y in proptest::num::f64::ANY,
            reach in proptest::num::f64::ANY,
        ) {
            let ring = FeatureGeometry::Area(polygon![
                (x: 0.0, y: 0.0), (x: 10.0, y: 0.0), (x: 10.0, y: 10.0), (x: 0.0, y: 10.0)
            ]);
            let line = FeatureGeometry::Line(line_string![(x: 0.0, y: 0.0), (x: 10.0, y: 0.0)]);
            for geometry in [&ring, &line] {
                let before = handles(geometry).len();
                match move_handle(geometry, handle, MapPoint::new(x, y)) {
                    Some(moved) => prop_assert_eq!(handles(&moved).len(), before),
                    None => prop_assert!(handle >= before || !(x.is_finite() && y.is_finite())),
                }
            }
            let mut layer = TerrainLayer::new();
            layer
                .add(TerrainFeature::new(FeatureKind::LightWoods, "", ring.clone()))
                .expect("valid");
            let _ = feature_at(&layer, MapPoint::new(x, y), reach);
        }
    }

    #[test]
    fn moving_the_first_corner_of_a_ring_keeps_it_closed() {
        let square = FeatureGeometry::Area(polygon![
            (x: 0.0, y: 0.0), (x: 10.0, y: 0.0), (x: 10.0, y: 10.0), (x: 0.0, y: 10.0)
        ]);
        assert_eq!(handles(&square).len(), 4);
        let moved = move_handle(&square, 0, MapPoint::new(-5.0, -5.0)).expect("corner 0");
        let FeatureGeometry::Area(p) = &moved else {
            panic!("still an area");
        };
        assert_eq!(p.exterior().0.first(), p.exterior().0.last());
        assert_eq!(p.exterior().0[0], Coord { x: -5.0, y: -5.0 });
        assert!(move_handle(&square, 4, MapPoint::new(0.0, 0.0)).is_none());

        let line = FeatureGeometry::Line(line_string![(x: 0.0, y: 0.0), (x: 10.0, y: 0.0)]);
        let moved = move_handle(&line, 1, MapPoint::new(20.0, 5.0)).expect("corner 1");
        assert_eq!(handles(&moved)[1], MapPoint::new(20.0, 5.0));
    }

    #[test]
    fn a_click_picks_the_road_over_the_wood_and_the_copse_over_the_ridge() {
        let mut layer = TerrainLayer::new();
        let ridge = layer
            .add(TerrainFeature::new(
                FeatureKind::Slope5To10,
                "ridge",
                FeatureGeometry::Area(polygon![
                    (x: 0.0, y: 0.0), (x: 1000.0, y: 0.0), (x: 1000.0, y: 1000.0), (x: 0.0, y: 1000.0)
                ]),
            ))
            .expect("valid");
        let copse = layer
            .add(TerrainFeature::new(
                FeatureKind::LightWoods,
                "copse",
                FeatureGeometry::Area(polygon![
                    (x: 100.0, y: 100.0), (x: 300.0, y: 100.0), (x: 300.0, y: 300.0), (x: 100.0, y: 300.0)
                ]),
            ))
            .expect("valid");
        let road = layer
            .add(TerrainFeature::new(
                FeatureKind::SmallerRoad,
                "lane",
                FeatureGeometry::Line(line_string![(x: 0.0, y: 200.0), (x: 1000.0, y: 200.0)]),
            ))
            .expect("valid");
        assert_eq!(
            feature_at(&layer, MapPoint::new(200.0, 200.0), 5.0),
            Some(road)
        );
        assert_eq!(
            feature_at(&layer, MapPoint::new(150.0, 150.0), 5.0),
            Some(copse)
        );
        assert_eq!(
            feature_at(&layer, MapPoint::new(800.0, 800.0), 5.0),
            Some(ridge)
        );
        assert_eq!(feature_at(&layer, MapPoint::new(5000.0, 5000.0), 5.0), None);
        assert_eq!(feature_at(&layer, MapPoint::new(f64::NAN, 0.0), 5.0), None);
    }
}
