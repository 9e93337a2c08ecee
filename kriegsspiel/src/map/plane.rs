//! Small plane-geometry helpers for the terrain queries: where a path segment meets an edge,
//! an offset edge or a circle, and distances from a point to segments and shapes.
//!
//! Every function is total: parallel or degenerate input gives "no intersection" or a finite
//! distance, never a panic.

use geo::{Coord, Intersects, LineString, Polygon};

fn cross(p: Coord<f64>, q: Coord<f64>) -> f64 {
    p.x * q.y - p.y * q.x
}

fn dot(p: Coord<f64>, q: Coord<f64>) -> f64 {
    p.x * q.x + p.y * q.y
}

/// Where segment `a→b` meets segment `c→d`: `(t, u)` with the meeting point at `a + t(b−a)` =
/// `c + u(d−c)`, both in `[0, 1]`. Parallel segments give `None`.
pub(crate) fn segment_intersection(
    a: Coord<f64>,
    b: Coord<f64>,
    c: Coord<f64>,
    d: Coord<f64>,
) -> Option<(f64, f64)> {
    let r = b - a;
    let s = d - c;
    let denominator = cross(r, s);
    if denominator == 0.0 || !denominator.is_finite() {
        return None;
    }
    let qp = c - a;
    let t = cross(qp, s) / denominator;
    let u = cross(qp, r) / denominator;
    if (0.0..=1.0).contains(&t) && (0.0..=1.0).contains(&u) {
        Some((t, u))
    } else {
        None
    }
}

/// Parameters `t ∈ [0, 1]` at which segment `a→b` meets the circle of radius `r` about `centre`.
pub(crate) fn circle_intersections(
    a: Coord<f64>,
    b: Coord<f64>,
    centre: Coord<f64>,
    r: f64,
) -> [Option<f64>; 2] {
    let d = b - a;
    let f = a - centre;
    let qa = dot(d, d);
    let qb = 2.0 * dot(f, d);
    let qc = dot(f, f) - r * r;
    let discriminant = qb * qb - 4.0 * qa * qc;
    if qa <= 0.0 || discriminant.is_nan() || discriminant < 0.0 {
        return [None, None];
    }
    let root = discriminant.sqrt();
    let inside = |t: f64| {
        if (0.0..=1.0).contains(&t) {
            Some(t)
        } else {
            None
        }
    };
    [
        inside((-qb - root) / (2.0 * qa)),
        inside((-qb + root) / (2.0 * qa)),
    ]
}

/// The distance from `p` to segment `c→d`.
pub(crate) fn point_segment_distance(p: Coord<f64>, c: Coord<f64>, d: Coord<f64>) -> f64 {
    let s = d - c;
    let length_squared = dot(s, s);
    let t = if length_squared > 0.0 {
        (dot(p - c, s) / length_squared).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let nearest = c + s * t;
    (p.x - nearest.x).hypot(p.y - nearest.y)
}

/// The distance from `p` to a line string (infinite for an empty one).
pub(crate) fn point_line_distance(p: Coord<f64>, line: &LineString<f64>) -> f64 {
    match line.0.as_slice() {
        [] => f64::INFINITY,
        [only] => (p.x - only.x).hypot(p.y - only.y),
        coords => coords
            .windows(2)
            .map(|w| point_segment_distance(p, w[0], w[1]))
            .fold(f64::INFINITY, f64::min),
    }
}

/// The distance from `p` to a polygon: 0 inside or on its edge, else to its nearest edge.
pub(crate) fn point_polygon_distance(p: Coord<f64>, polygon: &Polygon<f64>) -> f64 {
    if polygon.intersects(&p) {
        return 0.0;
    }
    std::iter::once(polygon.exterior())
        .chain(polygon.interiors())
        .map(|ring| point_line_distance(p, ring))
        .fold(f64::INFINITY, f64::min)
}

/// Every parameter `t ∈ [0, 1]` at which segment `a→b` may cross the edge of the band of
/// half-width `r` about segment `c→d` (a capsule): where it meets the two offset edges and the
/// two end circles. A superset of the true crossings is harmless to the callers.
pub(crate) fn capsule_crossings(
    a: Coord<f64>,
    b: Coord<f64>,
    c: Coord<f64>,
    d: Coord<f64>,
    r: f64,
    out: &mut Vec<f64>,
) {
    let s = d - c;
    let length = s.x.hypot(s.y);
    if length > 0.0 && r > 0.0 {
        let normal = Coord {
            x: -s.y / length * r,
            y: s.x / length * r,
        };
        for offset in [normal, -normal] {
            if let Some((t, _)) = segment_intersection(a, b, c + offset, d + offset) {
                out.push(t);
            }
        }
    }
    for centre in [c, d] {
        out.extend(circle_intersections(a, b, centre, r).into_iter().flatten());
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    fn c(x: f64, y: f64) -> Coord<f64> {
        Coord { x, y }
    }

    #[test]
    fn crossing_segments() {
        let hit = segment_intersection(c(0.0, 0.0), c(10.0, 0.0), c(4.0, -1.0), c(4.0, 1.0));
        assert_eq!(hit, Some((0.4, 0.5)));
        assert_eq!(
            segment_intersection(c(0.0, 0.0), c(10.0, 0.0), c(0.0, 1.0), c(10.0, 1.0)),
            None
        );
        assert_eq!(
            segment_intersection(c(0.0, 0.0), c(0.0, 0.0), c(0.0, 1.0), c(10.0, 1.0)),
            None
        );
    }

    #[test]
    fn circles_and_distances() {
        let [first, second] = circle_intersections(c(-10.0, 0.0), c(10.0, 0.0), c(0.0, 0.0), 5.0);
        assert_eq!((first, second), (Some(0.25), Some(0.75)));
        assert_eq!(
            point_segment_distance(c(5.0, 3.0), c(0.0, 0.0), c(10.0, 0.0)),
            3.0
        );
        assert_eq!(
            point_segment_distance(c(13.0, 4.0), c(0.0, 0.0), c(10.0, 0.0)),
            5.0
        );
        assert_eq!(
            point_segment_distance(c(3.0, 4.0), c(0.0, 0.0), c(0.0, 0.0)),
            5.0
        );
    }
}
