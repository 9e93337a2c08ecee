//! The route a messenger (or a commander in person) rides, as the umpire draws it with the
//! ruler: a straight line or a polyline in paces.

use super::staff_error::StaffError;
use crate::figures::counted;
use crate::map::{MAX_MAP_COORDINATE, TerrainLayer};
use crate::systems::reisswitz_1815::calc::movement::PathLeg;
use crate::systems::reisswitz_1815::ruleset::is_movement_ground;
use crate::terrain::Ground;
use geo::Coord;
use serde::{Deserialize, Serialize};

/// The most points a route may have.
pub const MAX_ROUTE_POINTS: usize = 1_000;

/// Where a Section 5 citation for water is needed.
const WATER_REASON: &str = "water with no bridge or ford: a messenger cannot ride it (Section 5 — Bridges & Fords; Section 4 — Rules for Assaults: rivers are insurmountable)";

/// A route: at least two points in paces, from the sender to the addressee.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "Vec<Coord<f64>>", into = "Vec<Coord<f64>>")]
pub struct Route(Vec<Coord<f64>>);

impl Route {
    /// A route through `points`; refuses fewer than two, more than [`MAX_ROUTE_POINTS`], or a
    /// point that is not finite or lies outside the map frame.
    pub fn new(points: Vec<Coord<f64>>) -> Result<Self, StaffError> {
        if points.len() < 2 {
            return Err(StaffError::BadRoute(format!(
                "{}; a route needs at least a start and an end",
                counted(points.len(), "point")
            )));
        }
        if points.len() > MAX_ROUTE_POINTS {
            return Err(StaffError::BadRoute(format!(
                "{} points; at most {MAX_ROUTE_POINTS}",
                points.len()
            )));
        }
        if let Some(p) = points.iter().find(|p| {
            !(p.x.is_finite()
                && p.y.is_finite()
                && p.x.abs() <= MAX_MAP_COORDINATE
                && p.y.abs() <= MAX_MAP_COORDINATE)
        }) {
            return Err(StaffError::BadRoute(format!(
                "the point ({}, {}) is not a place in the map frame",
                p.x, p.y
            )));
        }
        Ok(Self(points))
    }

    /// A straight line from `from` to `to`.
    pub fn straight(from: Coord<f64>, to: Coord<f64>) -> Result<Self, StaffError> {
        Self::new(vec![from, to])
    }

    /// The points in order.
    pub fn points(&self) -> &[Coord<f64>] {
        &self.0
    }

    /// The first point.
    pub fn start(&self) -> Coord<f64> {
        self.0.first().copied().unwrap_or_default()
    }

    /// The last point.
    pub fn end(&self) -> Coord<f64> {
        self.0.last().copied().unwrap_or_default()
    }

    /// A route drawn by hand, joined to the places of the sender (`start`) and the addressee
    /// (`end`) where it does not already begin or end there: the joins are ridden too.
    pub fn joined(
        start: Coord<f64>,
        drawn: &[Coord<f64>],
        end: Coord<f64>,
    ) -> Result<Self, StaffError> {
        let apart = |a: &Coord<f64>, b: Coord<f64>| (a.x - b.x).hypot(a.y - b.y) > 1e-6;
        let mut points = Vec::with_capacity(drawn.len() + 2);
        if drawn.first().is_none_or(|first| apart(first, start)) {
            points.push(start);
        }
        points.extend_from_slice(drawn);
        if drawn.last().is_none_or(|last| apart(last, end)) {
            points.push(end);
        }
        Self::new(points)
    }

    /// The point `along` paces from the start (the end beyond the route's length).
    pub fn point_at(&self, along: f64) -> Coord<f64> {
        let mut left = along.max(0.0);
        for w in self.0.windows(2) {
            let (a, b) = (w[0], w[1]);
            let length = (b.x - a.x).hypot(b.y - a.y);
            if left <= length && length > 0.0 {
                return Coord {
                    x: a.x + (b.x - a.x) * left / length,
                    y: a.y + (b.y - a.y) * left / length,
                };
            }
            left -= length;
        }
        self.end()
    }

    /// How near `place` comes to the stretch of the route between `from` and `to` paces along
    /// it (clamped to the route), in paces.
    pub fn distance_to_stretch(&self, from: f64, to: f64, place: Coord<f64>) -> f64 {
        let (from, to) = (from.max(0.0), to.max(from));
        let mut along = 0.0;
        let mut nearest = f64::INFINITY;
        for w in self.0.windows(2) {
            let (a, b) = (w[0], w[1]);
            let length = (b.x - a.x).hypot(b.y - a.y);
            let (lo, hi) = ((from - along).max(0.0), (to - along).min(length));
            if hi >= lo && length > 0.0 {
                let at = |d: f64| Coord {
                    x: a.x + (b.x - a.x) * d / length,
                    y: a.y + (b.y - a.y) * d / length,
                };
                nearest = nearest.min(point_to_segment(place, at(lo), at(hi)));
            }
            along += length;
        }
        if nearest.is_finite() {
            nearest
        } else {
            let end = self.end();
            (place.x - end.x).hypot(place.y - end.y)
        }
    }

    /// The route's length in paces.
    pub fn length(&self) -> f64 {
        self.0
            .windows(2)
            .map(|w| (w[1].x - w[0].x).hypot(w[1].y - w[0].y))
            .sum()
    }

    /// The legs of ground the route crosses, from the terrain layer, for the messenger
    /// calculator. Water without a bridge or ford is refused (a messenger cannot ride it);
    /// ground the chart gives no figure for (a village off its roads, a ford, a slope over 35°)
    /// is priced as `umpire_ground` where the umpire has named one, and refused otherwise.
    pub fn ground_legs(
        &self,
        terrain: &TerrainLayer,
        umpire_ground: Option<Ground>,
    ) -> Result<Vec<PathLeg>, StaffError> {
        let path = terrain.path_ground(&self.0)?;
        let mut legs = Vec::with_capacity(path.stretches.len());
        for stretch in &path.stretches {
            if stretch.length.paces() <= 0.0 {
                continue;
            }
            let at = stretch.start.paces();
            let ground = if stretch.ground == Ground::Water {
                return Err(StaffError::Unridable {
                    ground: Ground::Water,
                    at,
                    reason: WATER_REASON.into(),
                });
            } else if is_movement_ground(stretch.ground) {
                stretch.ground
            } else {
                match umpire_ground {
                    Some(g) if is_movement_ground(g) => g,
                    _ => {
                        return Err(StaffError::NoChartFigure {
                            ground: stretch.ground,
                            at,
                        });
                    }
                }
            };
            legs.push(PathLeg::new(ground, stretch.length.paces())?);
        }
        Ok(legs)
    }
}

impl TryFrom<Vec<Coord<f64>>> for Route {
    type Error = StaffError;
    fn try_from(points: Vec<Coord<f64>>) -> Result<Self, StaffError> {
        Self::new(points)
    }
}

impl From<Route> for Vec<Coord<f64>> {
    fn from(route: Route) -> Self {
        route.0
    }
}

/// The distance from `p` to the segment from `a` to `b`, paces.
fn point_to_segment(p: Coord<f64>, a: Coord<f64>, b: Coord<f64>) -> f64 {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let length2 = dx * dx + dy * dy;
    let t = if length2 > 0.0 {
        (((p.x - a.x) * dx + (p.y - a.y) * dy) / length2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    (p.x - (a.x + t * dx)).hypot(p.y - (a.y + t * dy))
}
