//! Shape helpers in paces: wobbly outlines, smoothed lines, rectangles, crossings, and a tiny
//! seeded random source so every run draws the same map.

use geo::{Coord, LineString, Polygon};
use kriegsspiel::map::FeatureGeometry;

/// A point in paces.
pub type P = (f64, f64);

/// A seeded xorshift generator: the drawing is the same on every run and machine.
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Self {
        Self(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number in [0, 1).
    pub fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1_u64 << 53) as f64
    }

    /// A number in [lo, hi).
    pub fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.next()
    }
}

/// Rounds to a tenth of a pace, so the map file stays short and readable.
pub fn tidy(p: P) -> P {
    ((p.0 * 10.0).round() / 10.0, (p.1 * 10.0).round() / 10.0)
}

/// The wobble of an outline at angle `theta`: three gentle harmonics from `seed`.
pub fn wobble(theta: f64, seed: u64, amount: f64) -> f64 {
    let mut rng = Rng::new(seed);
    let mut r = 1.0;
    for k in [2.0, 3.0, 5.0] {
        let phase = rng.range(0.0, std::f64::consts::TAU);
        let amplitude = amount * rng.range(0.4, 1.0) / k * 2.0;
        r += amplitude * (k * theta + phase).sin();
    }
    r
}

/// A closed wobbly ellipse: centre, half-axes, rotation in degrees, `n` points.
pub fn blob(
    centre: P,
    rx: f64,
    ry: f64,
    rotation: f64,
    seed: u64,
    amount: f64,
    n: usize,
) -> Vec<P> {
    let (s, c) = rotation.to_radians().sin_cos();
    (0..n)
        .map(|i| {
            let theta = i as f64 / n as f64 * std::f64::consts::TAU;
            let r = wobble(theta, seed, amount);
            let (x, y) = (rx * r * theta.cos(), ry * r * theta.sin());
            tidy((centre.0 + x * c - y * s, centre.1 + x * s + y * c))
        })
        .collect()
}

/// A rectangle: centre, length along `rotation` degrees, depth across.
pub fn rectangle(centre: P, length: f64, depth: f64, rotation: f64) -> Vec<P> {
    let (s, c) = rotation.to_radians().sin_cos();
    [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]
        .iter()
        .map(|(u, v)| {
            let (x, y) = (u * length, v * depth);
            tidy((centre.0 + x * c - y * s, centre.1 + x * s + y * c))
        })
        .collect()
}

/// Chaikin corner cutting of an open line, keeping its two ends.
pub fn smooth(points: &[P], rounds: usize) -> Vec<P> {
    let mut line = points.to_vec();
    for _ in 0..rounds {
        let mut next = vec![line[0]];
        for pair in line.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            next.push((0.75 * a.0 + 0.25 * b.0, 0.75 * a.1 + 0.25 * b.1));
            next.push((0.25 * a.0 + 0.75 * b.0, 0.25 * a.1 + 0.75 * b.1));
        }
        next.push(line[line.len() - 1]);
        line = next;
    }
    line.into_iter().map(tidy).collect()
}

/// An area feature's geometry from an outline and holes.
pub fn area(outline: &[P], holes: &[&[P]]) -> FeatureGeometry {
    FeatureGeometry::Area(Polygon::new(
        LineString::from(outline.to_vec()),
        holes.iter().map(|h| LineString::from(h.to_vec())).collect(),
    ))
}

/// A line feature's geometry.
pub fn line(points: &[P]) -> FeatureGeometry {
    FeatureGeometry::Line(LineString::from(points.to_vec()))
}

/// A closed line round an outline (for walls and hedges round a garden).
pub fn closed(outline: &[P]) -> Vec<P> {
    let mut ring = outline.to_vec();
    ring.push(outline[0]);
    ring
}

/// Where polyline `a` first crosses polyline `b`, with `a`'s direction there (unit vector).
pub fn crossing(a: &[P], b: &[P]) -> Option<(P, P)> {
    for sa in a.windows(2) {
        for sb in b.windows(2) {
            let (p, r) = (sa[0], (sa[1].0 - sa[0].0, sa[1].1 - sa[0].1));
            let (q, s) = (sb[0], (sb[1].0 - sb[0].0, sb[1].1 - sb[0].1));
            let denominator = r.0 * s.1 - r.1 * s.0;
            if denominator == 0.0 {
                continue;
            }
            let qp = (q.0 - p.0, q.1 - p.1);
            let t = (qp.0 * s.1 - qp.1 * s.0) / denominator;
            let u = (qp.0 * r.1 - qp.1 * r.0) / denominator;
            if (0.0..=1.0).contains(&t) && (0.0..=1.0).contains(&u) {
                let length = r.0.hypot(r.1);
                return Some(((p.0 + t * r.0, p.1 + t * r.1), (r.0 / length, r.1 / length)));
            }
        }
    }
    None
}

/// A straight piece of `length` centred on `at` along `direction` (for bridges and fords).
pub fn span(at: P, direction: P, length: f64) -> Vec<P> {
    let h = length / 2.0;
    vec![
        tidy((at.0 - direction.0 * h, at.1 - direction.1 * h)),
        tidy((at.0 + direction.0 * h, at.1 + direction.1 * h)),
    ]
}

/// Whether `p` lies inside the closed outline (even-odd rule).
pub fn inside(p: P, outline: &[P]) -> bool {
    let mut hit = false;
    for i in 0..outline.len() {
        let (a, b) = (outline[i], outline[(i + 1) % outline.len()]);
        if (a.1 > p.1) != (b.1 > p.1) && p.0 < a.0 + (p.1 - a.1) / (b.1 - a.1) * (b.0 - a.0) {
            hit = !hit;
        }
    }
    hit
}

/// Distance from `p` to a polyline.
pub fn distance_to_line(p: P, line: &[P]) -> f64 {
    let at = Coord { x: p.0, y: p.1 };
    line.windows(2)
        .map(|w| {
            let (c, d) = (
                Coord {
                    x: w[0].0,
                    y: w[0].1,
                },
                Coord {
                    x: w[1].0,
                    y: w[1].1,
                },
            );
            let s = d - c;
            let l2 = s.x * s.x + s.y * s.y;
            let t = if l2 > 0.0 {
                (((at - c).x * s.x + (at - c).y * s.y) / l2).clamp(0.0, 1.0)
            } else {
                0.0
            };
            let n = c + s * t;
            (at.x - n.x).hypot(at.y - n.y)
        })
        .fold(f64::INFINITY, f64::min)
}

/// Points every `step` paces along a polyline, with the line's direction at each.
pub fn along(line: &[P], step: f64) -> Vec<(P, P)> {
    let mut out = Vec::new();
    let mut carry = 0.0;
    for w in line.windows(2) {
        let (a, b) = (w[0], w[1]);
        let length = (b.0 - a.0).hypot(b.1 - a.1);
        if length == 0.0 {
            continue;
        }
        let direction = ((b.0 - a.0) / length, (b.1 - a.1) / length);
        let mut s = carry;
        while s < length {
            out.push(((a.0 + direction.0 * s, a.1 + direction.1 * s), direction));
            s += step;
        }
        carry = s - length;
    }
    out
}
