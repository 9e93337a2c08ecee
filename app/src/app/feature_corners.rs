//! Adding and taking away a terrain feature's corners: a corner put on the edge nearest a
//! point, and a corner removed where the shape keeps enough corners to stay a shape.

use super::feature_handles::handles;
use crate::canvas::MapPoint;
use geo::{Coord, LineString, Polygon};
use kriegsspiel::map::{FeatureGeometry, FeatureShape};

/// The fewest distinct corners a ring of an area keeps.
const AREA_MIN_CORNERS: usize = 3;
/// The fewest points a line keeps.
const LINE_MIN_POINTS: usize = 2;

/// The point of segment `a`–`b` nearest `p`, and its distance from `p`.
fn nearest_on_segment(a: Coord<f64>, b: Coord<f64>, p: Coord<f64>) -> (Coord<f64>, f64) {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let length2 = dx * dx + dy * dy;
    let t = if length2 > 0.0 {
        (((p.x - a.x) * dx + (p.y - a.y) * dy) / length2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let q = Coord {
        x: a.x + t * dx,
        y: a.y + t * dy,
    };
    (q, (q.x - p.x).hypot(q.y - p.y))
}

/// The rings of `geometry` (an area's exterior and holes, or the line).
fn rings_of(geometry: &FeatureGeometry) -> Vec<LineString<f64>> {
    match geometry {
        FeatureGeometry::Area(p) => std::iter::once(p.exterior().clone())
            .chain(p.interiors().iter().cloned())
            .collect(),
        FeatureGeometry::Line(l) => vec![l.clone()],
    }
}

/// `geometry` rebuilt from `rings`.
fn rebuild(geometry: &FeatureGeometry, rings: Vec<LineString<f64>>) -> Option<FeatureGeometry> {
    let mut iter = rings.into_iter();
    let first = iter.next()?;
    Some(match geometry {
        FeatureGeometry::Area(_) => FeatureGeometry::Area(Polygon::new(first, iter.collect())),
        FeatureGeometry::Line(_) => FeatureGeometry::Line(first),
    })
}

/// `geometry` with a new corner on the edge nearest `at`, if that edge is within `reach` paces;
/// with the corner's number among [`handles`].
pub fn insert_corner(
    geometry: &FeatureGeometry,
    at: MapPoint,
    reach: f64,
) -> Option<(FeatureGeometry, usize)> {
    if !at.is_finite() {
        return None;
    }
    let p: Coord<f64> = at.into();
    let mut rings = rings_of(geometry);
    // (ring, index of the edge's second point, the point, distance)
    let mut best: Option<(usize, usize, Coord<f64>, f64)> = None;
    for (r, ring) in rings.iter().enumerate() {
        for i in 1..ring.0.len() {
            let (q, d) = nearest_on_segment(ring.0[i - 1], ring.0[i], p);
            if d <= reach && best.is_none_or(|b| d < b.3) {
                best = Some((r, i, q, d));
            }
        }
    }
    let (r, i, q, _) = best?;
    rings.get_mut(r)?.0.insert(i, q);
    let rebuilt = rebuild(geometry, rings)?;
    let number = handles(&rebuilt)
        .iter()
        .position(|h| Coord::from(*h) == q)?;
    Some((rebuilt, number))
}

/// `geometry` without corner `handle` (numbered as [`handles`] lists them); `None` when there
/// is no such corner or the shape would be left with too few (3 for an area's ring, 2 for a
/// line).
pub fn remove_corner(geometry: &FeatureGeometry, handle: usize) -> Option<FeatureGeometry> {
    let area = geometry.shape() == FeatureShape::Area;
    let mut rings = rings_of(geometry);
    let mut remaining = handle;
    for ring in &mut rings {
        let closed = ring.is_closed() && ring.0.len() > 1 && (area || ring.0.len() >= 4);
        let open = ring.0.len() - usize::from(closed);
        if remaining >= open {
            remaining -= open;
            continue;
        }
        let least = if area {
            AREA_MIN_CORNERS
        } else {
            LINE_MIN_POINTS
        };
        if open <= least {
            return None;
        }
        ring.0.remove(remaining);
        if closed && remaining == 0 {
            // The ring's repeated last point followed the first: it now follows the new first.
            let first = *ring.0.first()?;
            if let Some(last) = ring.0.last_mut() {
                *last = first;
            }
        }
        return rebuild(geometry, rings);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square() -> FeatureGeometry {
        FeatureGeometry::Area(Polygon::new(
            LineString::from(vec![(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]),
            vec![],
        ))
    }

    fn corners(g: &FeatureGeometry) -> Vec<(f64, f64)> {
        handles(g).iter().map(|h| (h.x, h.y)).collect()
    }

    #[test]
    fn a_corner_goes_on_the_nearest_edge_within_reach() {
        let (g, n) = insert_corner(&square(), MapPoint::new(50.0, 3.0), 10.0).expect("inserted");
        assert_eq!(
            corners(&g),
            vec![
                (0.0, 0.0),
                (50.0, 0.0),
                (100.0, 0.0),
                (100.0, 100.0),
                (0.0, 100.0)
            ]
        );
        assert_eq!(n, 1);
        // The closing edge (from the last corner back to the first) counts too.
        let (g, _) = insert_corner(&square(), MapPoint::new(-2.0, 40.0), 10.0).expect("inserted");
        assert!(corners(&g).contains(&(0.0, 40.0)));
        assert!(insert_corner(&square(), MapPoint::new(50.0, 50.0), 10.0).is_none());
    }

    #[test]
    fn a_corner_goes_only_where_enough_are_left() {
        let g = remove_corner(&square(), 0).expect("removed");
        assert_eq!(
            corners(&g),
            vec![(100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]
        );
        let FeatureGeometry::Area(p) = &g else {
            panic!("an area");
        };
        assert!(p.exterior().is_closed());
        assert!(
            remove_corner(&g, 1).is_none(),
            "a triangle keeps its corners"
        );
        assert!(remove_corner(&square(), 4).is_none(), "no such corner");
        let line =
            FeatureGeometry::Line(LineString::from(vec![(0.0, 0.0), (5.0, 5.0), (9.0, 0.0)]));
        let shorter = remove_corner(&line, 1).expect("removed");
        assert_eq!(corners(&shorter), vec![(0.0, 0.0), (9.0, 0.0)]);
        assert!(
            remove_corner(&shorter, 0).is_none(),
            "a line keeps two points"
        );
    }
}
