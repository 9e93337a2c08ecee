//! The ground a game is played on: the map's extent in paces and its terrain layer.

use crate::error::{Result, RulesError};
use crate::map::{MAX_MAP_COORDINATE, MapDocument, TerrainLayer};
use geo::{BoundingRect, Coord};
use serde::{Deserialize, Serialize};

/// The map's extent (an upright rectangle in the map frame) and its terrain layer. Only the
/// journaled [`super::Command::UpdateTerrain`] changes the terrain, so a replay judges every
/// command against the ground it was judged on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "BattlefieldRecord", into = "BattlefieldRecord")]
pub struct Battlefield {
    name: String,
    min: Coord<f64>,
    max: Coord<f64>,
    terrain: TerrainLayer,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct BattlefieldRecord {
    #[serde(default)]
    name: String,
    min: Coord<f64>,
    max: Coord<f64>,
    #[serde(default)]
    terrain: TerrainLayer,
}

impl TryFrom<BattlefieldRecord> for Battlefield {
    type Error = RulesError;
    fn try_from(r: BattlefieldRecord) -> Result<Self> {
        Battlefield::new(r.name, r.min, r.max, r.terrain)
    }
}

impl From<Battlefield> for BattlefieldRecord {
    fn from(b: Battlefield) -> Self {
        BattlefieldRecord {
            name: b.name,
            min: b.min,
            max: b.max,
            terrain: b.terrain,
        }
    }
}

fn in_frame(c: Coord<f64>) -> bool {
    c.x.is_finite()
        && c.y.is_finite()
        && c.x.abs() <= MAX_MAP_COORDINATE
        && c.y.abs() <= MAX_MAP_COORDINATE
}

impl Battlefield {
    /// A battlefield from `min` to `max` (paces) with its terrain; refuses an empty or
    /// non-finite extent.
    pub fn new(
        name: impl Into<String>,
        min: Coord<f64>,
        max: Coord<f64>,
        terrain: TerrainLayer,
    ) -> Result<Self> {
        if !(in_frame(min) && in_frame(max) && min.x < max.x && min.y < max.y) {
            return Err(RulesError::OutOfRange {
                what: "map extent",
                value: format!("({}, {}) to ({}, {})", min.x, min.y, max.x, max.y),
                allowed: format!(
                    "a rectangle with min below max, within {MAX_MAP_COORDINATE} paces of the origin"
                ),
            });
        }
        Ok(Self {
            name: name.into(),
            min,
            max,
            terrain,
        })
    }

    /// The same extent with `terrain` in place of its terrain layer; each feature is checked.
    pub fn with_terrain(&self, terrain: TerrainLayer) -> Result<Self> {
        for (_, feature) in terrain.iter() {
            feature.validate()?;
        }
        Ok(Self {
            terrain,
            ..self.clone()
        })
    }

    /// Open even ground from (0, 0) to (`width`, `height`) paces, with no terrain drawn.
    pub fn open(width: f64, height: f64) -> Result<Self> {
        Self::new(
            "open ground",
            Coord { x: 0.0, y: 0.0 },
            Coord {
                x: width,
                y: height,
            },
            TerrainLayer::new(),
        )
    }

    /// The battlefield of a map: its extent is the bounding box of the sheets (of the terrain
    /// features when it has no sheets).
    pub fn from_map(map: &MapDocument) -> Result<Self> {
        let mut lo = Coord {
            x: f64::INFINITY,
            y: f64::INFINITY,
        };
        let mut hi = Coord {
            x: f64::NEG_INFINITY,
            y: f64::NEG_INFINITY,
        };
        let mut grow = |min: Coord<f64>, max: Coord<f64>| {
            lo = Coord {
                x: lo.x.min(min.x),
                y: lo.y.min(min.y),
            };
            hi = Coord {
                x: hi.x.max(max.x),
                y: hi.y.max(max.y),
            };
        };
        if map.sheets.is_empty() {
            for (_, feature) in map.terrain.iter() {
                if let Some(r) = feature.geometry.bounding_rect() {
                    grow(r.min(), r.max());
                }
            }
        } else {
            for sheet in &map.sheets {
                if let Some(r) = sheet.footprint().bounding_rect() {
                    grow(r.min(), r.max());
                }
            }
        }
        Self::new(map.name.clone(), lo, hi, map.terrain.clone())
    }

    /// The map's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The north-west corner (smallest x and y).
    pub fn min(&self) -> Coord<f64> {
        self.min
    }

    /// The south-east corner (largest x and y).
    pub fn max(&self) -> Coord<f64> {
        self.max
    }

    /// The terrain layer.
    pub fn terrain(&self) -> &TerrainLayer {
        &self.terrain
    }

    /// Whether a point lies on the map (edges included).
    pub fn contains(&self, p: Coord<f64>) -> bool {
        p.x >= self.min.x && p.x <= self.max.x && p.y >= self.min.y && p.y <= self.max.y
    }

    /// How far from `p` (on the map) along the unit vector `dir` the map's edge lies.
    pub fn distance_to_edge(&self, p: Coord<f64>, dir: Coord<f64>) -> f64 {
        let along = |pos: f64, d: f64, lo: f64, hi: f64| {
            if d > 0.0 {
                (hi - pos) / d
            } else if d < 0.0 {
                (lo - pos) / d
            } else {
                f64::INFINITY
            }
        };
        along(p.x, dir.x, self.min.x, self.max.x)
            .min(along(p.y, dir.y, self.min.y, self.max.y))
            .max(0.0)
    }
}
