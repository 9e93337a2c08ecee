//! One feature of the terrain layer: its kind, name and geometry in paces.

use super::feature_kind::{FeatureKind, FeatureShape};
use super::sheet::MAX_MAP_COORDINATE;
use crate::distance::Pace;
use crate::error::{Result, RulesError};
use geo::{Area, BoundingRect, Coord, LineString, Polygon, Rect};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most vertices one feature may have (all rings together).
pub const MAX_FEATURE_VERTICES: usize = 100_000;
/// The widest a line feature may be, in paces.
pub const MAX_LINE_WIDTH: f64 = 1000.0;

/// A feature's id within its terrain layer; never reused after a delete.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct FeatureId(pub u64);

impl fmt::Display for FeatureId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A feature's shape in the map frame, in paces.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FeatureGeometry {
    /// An area (holes allowed).
    Area(Polygon<f64>),
    /// A line.
    Line(LineString<f64>),
}

impl FeatureGeometry {
    /// Area or line.
    pub fn shape(&self) -> FeatureShape {
        match self {
            FeatureGeometry::Area(_) => FeatureShape::Area,
            FeatureGeometry::Line(_) => FeatureShape::Line,
        }
    }

    fn vertex_count(&self) -> usize {
        match self {
            FeatureGeometry::Area(p) => {
                p.exterior().0.len() + p.interiors().iter().map(|r| r.0.len()).sum::<usize>()
            }
            FeatureGeometry::Line(l) => l.0.len(),
        }
    }

    fn all_coords(&self) -> Box<dyn Iterator<Item = &Coord<f64>> + '_> {
        match self {
            FeatureGeometry::Area(p) => Box::new(
                p.exterior()
                    .0
                    .iter()
                    .chain(p.interiors().iter().flat_map(|r| r.0.iter())),
            ),
            FeatureGeometry::Line(l) => Box::new(l.0.iter()),
        }
    }

    /// The bounding rectangle (None only for empty geometry, which validation refuses).
    pub fn bounding_rect(&self) -> Option<Rect<f64>> {
        match self {
            FeatureGeometry::Area(p) => p.bounding_rect(),
            FeatureGeometry::Line(l) => l.bounding_rect(),
        }
    }
}

/// A feature of the terrain layer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TerrainFeature {
    /// What the feature is.
    pub kind: FeatureKind,
    /// Its name on the map (may be empty).
    #[serde(default)]
    pub name: String,
    /// Its shape, in paces.
    pub geometry: FeatureGeometry,
    /// For a line, its width in paces (the kind's default when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub width: Option<Pace>,
    /// The umpire has marked it as blocking the line of sight for fire (a wall, a village):
    /// fire across it is refused (Section 3 — the firer must see the target).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub blocks_sight: bool,
}

fn bad_feature(kind: FeatureKind, name: &str, why: impl fmt::Display) -> RulesError {
    if name.is_empty() {
        RulesError::Map(format!("{}: {why}", kind.label()))
    } else {
        RulesError::Map(format!("{} '{name}': {why}", kind.label()))
    }
}

fn distinct_points(ring: &LineString<f64>) -> usize {
    let mut points: Vec<(u64, u64)> = ring
        .0
        .iter()
        .map(|c| (c.x.to_bits(), c.y.to_bits()))
        .collect();
    points.sort_unstable();
    points.dedup();
    points.len()
}

impl TerrainFeature {
    /// A feature of `kind` with this name and geometry, at the kind's default width.
    pub fn new(kind: FeatureKind, name: impl Into<String>, geometry: FeatureGeometry) -> Self {
        Self {
            kind,
            name: name.into(),
            geometry,
            width: None,
            blocks_sight: false,
        }
    }

    /// Whether the straight line from `from` to `to` crosses this feature. An area holding
    /// either end does not count: troops in a village fire out of it and are fired at in it.
    pub fn crosses_sight_line(&self, from: Coord<f64>, to: Coord<f64>) -> bool {
        use geo::{Contains, Intersects, Line, Point};
        let line = Line::new(from, to);
        match &self.geometry {
            FeatureGeometry::Area(polygon) => {
                !polygon.contains(&Point::from(from))
                    && !polygon.contains(&Point::from(to))
                    && polygon.intersects(&line)
            }
            FeatureGeometry::Line(path) => path.intersects(&line),
        }
    }

    /// The same feature with an explicit width in paces (lines only).
    pub fn with_width(mut self, width: Pace) -> Self {
        self.width = Some(width);
        self
    }

    /// The line's width in paces (0 for an area).
    pub fn width(&self) -> Pace {
        self.width
            .or(self.kind.default_width())
            .unwrap_or(Pace::ZERO)
    }

    /// Checks the feature: geometry of the kind's shape, finite coordinates within the map
    /// frame, at most [`MAX_FEATURE_VERTICES`] vertices, areas with three distinct corners and
    /// some area, lines with some length, a sensible width.
    pub fn validate(&self) -> Result<()> {
        let (kind, name) = (self.kind, self.name.as_str());
        if self.geometry.shape() != kind.shape() {
            let wanted = match kind.shape() {
                FeatureShape::Area => "an area",
                FeatureShape::Line => "a line",
            };
            return Err(bad_feature(
                kind,
                name,
                format!("must be drawn as {wanted}"),
            ));
        }
        let count = self.geometry.vertex_count();
        if count > MAX_FEATURE_VERTICES {
            return Err(bad_feature(
                kind,
                name,
                format!("has {count} points; at most {MAX_FEATURE_VERTICES} are allowed"),
            ));
        }
        let in_frame = |c: &Coord<f64>| {
            c.x.is_finite()
                && c.y.is_finite()
                && c.x.abs() <= MAX_MAP_COORDINATE
                && c.y.abs() <= MAX_MAP_COORDINATE
        };
        if !self.geometry.all_coords().all(in_frame) {
            return Err(bad_feature(
                kind,
                name,
                format!(
                    "has a point that is not a number or lies beyond {MAX_MAP_COORDINATE} paces"
                ),
            ));
        }
        match &self.geometry {
            FeatureGeometry::Area(polygon) => {
                let rings = std::iter::once(polygon.exterior()).chain(polygon.interiors());
                for ring in rings {
                    if distinct_points(ring) < 3 {
                        return Err(bad_feature(
                            kind,
                            name,
                            "an outline needs three distinct corners",
                        ));
                    }
                }
                let area = polygon.unsigned_area();
                if !(area.is_finite() && area > 1e-6) {
                    return Err(bad_feature(kind, name, "encloses no area"));
                }
            }
            FeatureGeometry::Line(line) => {
                let length: f64 = line.lines().map(|l| l.dx().hypot(l.dy())).sum();
                if !(length.is_finite() && length > 0.0) {
                    return Err(bad_feature(kind, name, "a line needs two distinct points"));
                }
            }
        }
        if let Some(width) = self.width {
            let w = width.paces();
            if kind.shape() == FeatureShape::Area {
                return Err(bad_feature(kind, name, "an area has no width"));
            }
            if !(w.is_finite() && w > 0.0 && w <= MAX_LINE_WIDTH) {
                return Err(bad_feature(
                    kind,
                    name,
                    format!("width {w} paces is not between 0 and {MAX_LINE_WIDTH}"),
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use geo::{line_string, polygon};

    #[test]
    fn validation_refuses_bad_shapes() {
        let square =
            polygon![(x: 0.0, y: 0.0), (x: 10.0, y: 0.0), (x: 10.0, y: 10.0), (x: 0.0, y: 10.0)];
        let line = line_string![(x: 0.0, y: 0.0), (x: 10.0, y: 0.0)];
        let ok = TerrainFeature::new(
            FeatureKind::LightWoods,
            "",
            FeatureGeometry::Area(square.clone()),
        );
        assert_eq!(ok.validate(), Ok(()));
        let wrong =
            TerrainFeature::new(FeatureKind::Wall, "", FeatureGeometry::Area(square.clone()));
        assert!(wrong.validate().is_err());
        let flat = polygon![(x: 0.0, y: 0.0), (x: 10.0, y: 0.0), (x: 20.0, y: 0.0)];
        let flat = TerrainFeature::new(FeatureKind::Swamp, "Fen", FeatureGeometry::Area(flat));
        let message = flat.validate().unwrap_err().to_string();
        assert!(message.contains("'Fen'"), "{message}");
        let dot = line_string![(x: 5.0, y: 5.0), (x: 5.0, y: 5.0)];
        assert!(
            TerrainFeature::new(FeatureKind::Wall, "", FeatureGeometry::Line(dot))
                .validate()
                .is_err()
        );
        let wide = TerrainFeature::new(
            FeatureKind::Footpath,
            "",
            FeatureGeometry::Line(line.clone()),
        )
        .with_width(Pace(-1.0));
        assert!(wide.validate().is_err());
        let far = line_string![(x: 0.0, y: 0.0), (x: 2e7, y: 0.0)];
        assert!(
            TerrainFeature::new(FeatureKind::Wall, "", FeatureGeometry::Line(far))
                .validate()
                .is_err()
        );
        let nan = line_string![(x: 0.0, y: 0.0), (x: f64::NAN, y: 0.0)];
        assert!(
            TerrainFeature::new(FeatureKind::Wall, "", FeatureGeometry::Line(nan))
                .validate()
                .is_err()
        );
        assert_eq!(
            TerrainFeature::new(FeatureKind::Footpath, "", FeatureGeometry::Line(line)).width(),
            Pace(4.0)
        );
    }
}
