//! The terrain layer: the umpire's vector drawing of the ground, in paces, with an R-tree for
//! the questions the game asks of it.

use super::feature_kind::{FeatureKind, LineRole};
use super::ground_at::{GroundAt, NearbyFeature};
use super::path_ground::{GroundStretch, LineCrossing, PathGround};
use super::plane;
use super::sheet::MAX_MAP_COORDINATE;
use super::terrain_feature::{FeatureGeometry, FeatureId, TerrainFeature};
use crate::distance::Pace;
use crate::error::{Result, RulesError};
use crate::terrain::Ground;
use geo::{Coord, Intersects};
use rstar::primitives::{GeomWithData, Rectangle};
use rstar::{AABB, RTree};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// The most vertices a path given to [`TerrainLayer::path_ground`] may have.
pub const MAX_PATH_VERTICES: usize = 10_000;
/// The most places where one path query may split a path; a query beyond it is refused rather
/// than left to run without bound.
pub const MAX_PATH_BREAKPOINTS: usize = 1_000_000;

type IndexEntry = GeomWithData<Rectangle<[f64; 2]>, FeatureId>;

/// The terrain layer: features with ids, kept in id order, and a spatial index over them.
///
/// # Precedence where features overlap
/// At any point the governing ground is the first that applies of:
/// 1. on a bridge → road ground (below);
/// 2. at a ford → [`Ground::Ford`];
/// 3. in water (a river or pond, or within a stream's width) → [`Ground::Water`];
/// 4. on a road (within its width) → road ground: on a slope band of 15–25° or 25–35° the
///    chart's with-road column (`r15_25`, `r25_35`); on a 5–10° or 10–15° band that band's own
///    column (the chart has with-road columns only from 15°); over 35°
///    [`Ground::SteepSlope`]; elsewhere `even` — a road carries troops through woods,
///    swamps, yards and villages;
/// 5. swamp; 6. thick woods; 7. farmyard or garden (`yard`); 8. village;
/// 9. the steepest slope band present (`s5_10`, `s10_15`, `s15_35`, or steep slope);
/// 10. light woods (`lwood`); 11. otherwise `even`.
///
/// A slope therefore governs light woods on it; the woods are still reported in
/// [`GroundAt::also`] so the umpire can rule otherwise. Walls and hedges make no ground: a path
/// crosses them ([`LineCrossing`]).
#[derive(Clone, Default)]
pub struct TerrainLayer {
    features: BTreeMap<FeatureId, TerrainFeature>,
    next_id: u64,
    index: RTree<IndexEntry>,
}

/// One feature as stored in a file.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct StoredFeature {
    id: FeatureId,
    #[serde(flatten)]
    feature: TerrainFeature,
}

/// The stored form of a layer: features in id order and the next id to hand out.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
struct TerrainLayerFile {
    #[serde(default)]
    next_id: u64,
    #[serde(default)]
    features: Vec<StoredFeature>,
}

fn envelope(feature: &TerrainFeature) -> Option<Rectangle<[f64; 2]>> {
    let rect = feature.geometry.bounding_rect()?;
    let pad = feature.width().paces() / 2.0 + 1e-9;
    Some(Rectangle::from_corners(
        [rect.min().x - pad, rect.min().y - pad],
        [rect.max().x + pad, rect.max().y + pad],
    ))
}

fn in_frame(c: Coord<f64>) -> bool {
    c.x.is_finite()
        && c.y.is_finite()
        && c.x.abs() <= MAX_MAP_COORDINATE
        && c.y.abs() <= MAX_MAP_COORDINATE
}

fn check_point(c: Coord<f64>, what: &'static str) -> Result<()> {
    if in_frame(c) {
        Ok(())
    } else {
        Err(RulesError::OutOfRange {
            what,
            value: format!("({}, {})", c.x, c.y),
            allowed: format!("finite coordinates within {MAX_MAP_COORDINATE} paces of the origin"),
        })
    }
}

/// Whether `p` lies in the feature (an area, or within half a line's width of it).
fn contains(feature: &TerrainFeature, p: Coord<f64>) -> bool {
    match &feature.geometry {
        FeatureGeometry::Area(polygon) => polygon.intersects(&p),
        FeatureGeometry::Line(line) => {
            plane::point_line_distance(p, line) <= feature.width().paces() / 2.0
        }
    }
}

fn road_ground(steepest: Option<FeatureKind>) -> Ground {
    steepest
        .and_then(FeatureKind::slope_grounds)
        .map(|(_, with_road)| with_road)
        .unwrap_or(Ground::Even)
}

/// The ground at `p` among `candidates` (which must include every feature containing `p`).
fn classify(p: Coord<f64>, candidates: &[(FeatureId, &TerrainFeature)]) -> GroundAt {
    let mut present: BTreeSet<FeatureKind> = BTreeSet::new();
    let mut features = Vec::new();
    let mut steepest: Option<FeatureKind> = None;
    for (id, feature) in candidates {
        let kind = feature.kind;
        if kind.ground().is_none() || !contains(feature, p) {
            continue;
        }
        features.push(*id);
        present.insert(kind);
        if kind.steepness() > steepest.map_or(0, FeatureKind::steepness) {
            steepest = Some(kind);
        }
    }
    let has = |wanted: &dyn Fn(FeatureKind) -> bool| present.iter().any(|k| wanted(*k));
    let ground = if has(&FeatureKind::is_bridge) {
        road_ground(steepest)
    } else if present.contains(&FeatureKind::Ford) {
        Ground::Ford
    } else if present.contains(&FeatureKind::Water) || present.contains(&FeatureKind::Stream) {
        Ground::Water
    } else if has(&FeatureKind::is_road) {
        road_ground(steepest)
    } else if present.contains(&FeatureKind::Swamp) {
        Ground::Swamp
    } else if present.contains(&FeatureKind::ThickWoods) {
        Ground::ThickWoods
    } else if present.contains(&FeatureKind::Farmyard) || present.contains(&FeatureKind::Garden) {
        Ground::Yard
    } else if has(&|k| {
        matches!(
            k,
            FeatureKind::VillageWooden | FeatureKind::VillageBrickStone
        )
    }) {
        Ground::Village
    } else if let Some(slope) = steepest.and_then(FeatureKind::slope_grounds) {
        slope.0
    } else if present.contains(&FeatureKind::LightWoods) {
        Ground::LightWoods
    } else {
        Ground::Even
    };
    let also: BTreeSet<Ground> = present
        .iter()
        .filter(|k| k.line_role() != Some(LineRole::Way))
        .filter(|k| k.steepness() == 0 || Some(**k) == steepest)
        .filter_map(|k| k.ground())
        .filter(|g| *g != ground)
        .collect();
    features.sort_unstable();
    GroundAt {
        ground,
        also: also.into_iter().collect(),
        features,
    }
}

impl TerrainLayer {
    /// An empty layer.
    pub fn new() -> Self {
        Self::default()
    }

    /// How many features the layer holds.
    pub fn len(&self) -> usize {
        self.features.len()
    }

    /// Whether the layer holds no feature.
    pub fn is_empty(&self) -> bool {
        self.features.is_empty()
    }

    /// A feature by id.
    pub fn get(&self, id: FeatureId) -> Option<&TerrainFeature> {
        self.features.get(&id)
    }

    /// Every feature, in id order.
    pub fn iter(&self) -> impl Iterator<Item = (FeatureId, &TerrainFeature)> {
        self.features.iter().map(|(id, f)| (*id, f))
    }

    fn unknown(id: FeatureId) -> RulesError {
        RulesError::Map(format!("the terrain layer has no feature {id}"))
    }

    fn index_entry(id: FeatureId, feature: &TerrainFeature) -> Result<IndexEntry> {
        let rect = envelope(feature)
            .ok_or_else(|| RulesError::Map(format!("feature {id} has no extent")))?;
        Ok(GeomWithData::new(rect, id))
    }

    /// Adds a feature after checking it; returns its new id.
    pub fn add(&mut self, feature: TerrainFeature) -> Result<FeatureId> {
        feature.validate()?;
        let id = FeatureId(self.next_id);
        let next = self.next_id.checked_add(1).ok_or_else(|| {
            RulesError::Map("the terrain layer has run out of feature ids".into())
        })?;
        let entry = Self::index_entry(id, &feature)?;
        self.next_id = next;
        self.index.insert(entry);
        self.features.insert(id, feature);
        Ok(id)
    }

    /// Replaces a feature (an edit); returns the old one. Nothing changes on error.
    pub fn replace(&mut self, id: FeatureId, feature: TerrainFeature) -> Result<TerrainFeature> {
        feature.validate()?;
        let old = self.features.get(&id).ok_or_else(|| Self::unknown(id))?;
        let old_entry = Self::index_entry(id, old)?;
        let new_entry = Self::index_entry(id, &feature)?;
        self.index.remove(&old_entry);
        self.index.insert(new_entry);
        self.features
            .insert(id, feature)
            .ok_or_else(|| Self::unknown(id))
    }

    /// Deletes a feature; returns it.
    pub fn remove(&mut self, id: FeatureId) -> Result<TerrainFeature> {
        let feature = self.features.remove(&id).ok_or_else(|| Self::unknown(id))?;
        if let Ok(entry) = Self::index_entry(id, &feature) {
            self.index.remove(&entry);
        }
        Ok(feature)
    }

    /// Features whose extent meets the box from `lo` to `hi`, in id order.
    fn candidates(&self, lo: Coord<f64>, hi: Coord<f64>) -> Vec<(FeatureId, &TerrainFeature)> {
        let aabb = AABB::from_corners([lo.x, lo.y], [hi.x, hi.y]);
        let mut found: Vec<(FeatureId, &TerrainFeature)> = self
            .index
            .locate_in_envelope_intersecting(&aabb)
            .filter_map(|entry| self.features.get(&entry.data).map(|f| (entry.data, f)))
            .collect();
        found.sort_unstable_by_key(|(id, _)| *id);
        found
    }

    /// The first feature marked as blocking sight (in id order) that the line from `from` to
    /// `to` crosses, if any. Only the features whose extent meets the line's box are looked at
    /// (the R-tree), so the query costs little on a large layer.
    pub fn sight_blocked(
        &self,
        from: Coord<f64>,
        to: Coord<f64>,
    ) -> Option<(FeatureId, &TerrainFeature)> {
        let aabb = AABB::from_corners([from.x, from.y], [to.x, to.y]);
        self.index
            .locate_in_envelope_intersecting(&aabb)
            .filter_map(|entry| self.features.get(&entry.data).map(|f| (entry.data, f)))
            .filter(|(_, f)| f.blocks_sight && f.crosses_sight_line(from, to))
            .min_by_key(|(id, _)| *id)
    }

    /// The ground at a map point (see the type's documentation for the precedence).
    pub fn ground_at(&self, p: Coord<f64>) -> Result<GroundAt> {
        check_point(p, "map point")?;
        Ok(classify(p, &self.candidates(p, p)))
    }

    /// Features within `radius` paces of a point (distance to the feature's edge), nearest
    /// first, ties by id.
    pub fn features_near(&self, p: Coord<f64>, radius: Pace) -> Result<Vec<NearbyFeature>> {
        check_point(p, "map point")?;
        let r = Pace::checked(radius.paces())?
            .paces()
            .min(MAX_MAP_COORDINATE);
        let reach = Coord { x: r, y: r };
        let mut near: Vec<NearbyFeature> = self
            .candidates(p - reach, p + reach)
            .into_iter()
            .map(|(id, feature)| {
                let distance = match &feature.geometry {
                    FeatureGeometry::Area(polygon) => plane::point_polygon_distance(p, polygon),
                    FeatureGeometry::Line(line) => (plane::point_line_distance(p, line)
                        - feature.width().paces() / 2.0)
                        .max(0.0),
                };
                NearbyFeature {
                    id,
                    kind: feature.kind,
                    name: feature.name.clone(),
                    distance: Pace(distance),
                }
            })
            .filter(|n| n.distance.paces() <= r)
            .collect();
        near.sort_by(|a, b| a.distance.0.total_cmp(&b.distance.0).then(a.id.cmp(&b.id)));
        Ok(near)
    }

    /// What ground a path (a polyline in paces) crosses, with lengths, and the walls, hedges and
    /// streams it crosses. The path is split wherever it enters or leaves a feature; each piece
    /// takes the ground at its middle; consecutive pieces on the same ground within the same
    /// features are joined. The stretches' lengths add up to the path's length.
    pub fn path_ground(&self, path: &[Coord<f64>]) -> Result<PathGround> {
        if path.len() > MAX_PATH_VERTICES {
            return Err(RulesError::OutOfRange {
                what: "number of points in a path",
                value: path.len().to_string(),
                allowed: format!("at most {MAX_PATH_VERTICES}"),
            });
        }
        for p in path {
            check_point(*p, "path point")?;
        }
        let mut stretches: Vec<GroundStretch> = Vec::new();
        let mut crossings: Vec<LineCrossing> = Vec::new();
        let mut along = 0.0_f64;
        let mut breakpoints = 0_usize;
        for pair in path.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let length = (b.x - a.x).hypot(b.y - a.y);
            if length.is_nan() || length <= 0.0 {
                continue;
            }
            let lo = Coord {
                x: a.x.min(b.x),
                y: a.y.min(b.y),
            };
            let hi = Coord {
                x: a.x.max(b.x),
                y: a.y.max(b.y),
            };
            let candidates = self.candidates(lo, hi);
            let mut ts = vec![0.0, 1.0];
            for (id, feature) in &candidates {
                split_points(a, b, feature, &mut ts, &mut |t| {
                    let point = a + (b - a) * t;
                    crossings.push(LineCrossing {
                        feature: *id,
                        kind: feature.kind,
                        name: feature.name.clone(),
                        along: Pace(along + t * length),
                        point,
                        via: crossing_via(feature.kind, point, &candidates),
                    });
                });
            }
            breakpoints += ts.len();
            if breakpoints > MAX_PATH_BREAKPOINTS {
                return Err(RulesError::Map(format!(
                    "the path meets too many edges (over {MAX_PATH_BREAKPOINTS}); split it into shorter paths"
                )));
            }
            ts.retain(|t| t.is_finite());
            ts.sort_by(f64::total_cmp);
            ts.dedup_by(|later, earlier| (*later - *earlier).abs() <= 1e-12);
            for window in ts.windows(2) {
                let (t0, t1) = (window[0], window[1]);
                let piece = (t1 - t0) * length;
                if piece.is_nan() || piece <= 0.0 {
                    continue;
                }
                let GroundAt {
                    ground,
                    also,
                    features,
                } = classify(a + (b - a) * ((t0 + t1) / 2.0), &candidates);
                match stretches.last_mut() {
                    Some(last)
                        if last.ground == ground
                            && last.also == also
                            && last.features == features =>
                    {
                        last.length += Pace(piece);
                    }
                    _ => stretches.push(GroundStretch {
                        ground,
                        also,
                        features,
                        start: Pace(along + t0 * length),
                        length: Pace(piece),
                    }),
                }
            }
            along += length;
        }
        crossings.sort_by(|x, y| {
            x.along
                .0
                .total_cmp(&y.along.0)
                .then(x.feature.cmp(&y.feature))
        });
        crossings.dedup_by(|later, earlier| {
            later.feature == earlier.feature && (later.along.0 - earlier.along.0).abs() <= 1e-6
        });
        Ok(PathGround {
            length: Pace(along),
            stretches,
            crossings,
        })
    }
}

/// Adds to `ts` every parameter along `a→b` where the path may enter or leave `feature`, and
/// reports each crossing of an obstacle line's centre through `on_crossing`.
fn split_points(
    a: Coord<f64>,
    b: Coord<f64>,
    feature: &TerrainFeature,
    ts: &mut Vec<f64>,
    on_crossing: &mut dyn FnMut(f64),
) {
    match &feature.geometry {
        FeatureGeometry::Area(polygon) => {
            for ring in std::iter::once(polygon.exterior()).chain(polygon.interiors()) {
                for edge in ring.lines() {
                    if let Some((t, _)) = plane::segment_intersection(a, b, edge.start, edge.end) {
                        ts.push(t);
                    }
                }
            }
        }
        FeatureGeometry::Line(line) => {
            let radius = feature.width().paces() / 2.0;
            let makes_ground = feature.kind.ground().is_some();
            let obstacle = feature.kind.line_role() == Some(LineRole::Obstacle);
            for edge in line.lines() {
                if makes_ground {
                    plane::capsule_crossings(a, b, edge.start, edge.end, radius, ts);
                }
                if obstacle
                    && let Some((t, _)) = plane::segment_intersection(a, b, edge.start, edge.end)
                {
                    on_crossing(t);
                }
            }
        }
    }
}

/// For a stream crossed at `point`, the bridge or ford there (lowest id).
fn crossing_via(
    kind: FeatureKind,
    point: Coord<f64>,
    candidates: &[(FeatureId, &TerrainFeature)],
) -> Option<FeatureId> {
    if kind != FeatureKind::Stream {
        return None;
    }
    candidates
        .iter()
        .find(|(_, f)| (f.kind.is_bridge() || f.kind == FeatureKind::Ford) && contains(f, point))
        .map(|(id, _)| *id)
}

impl PartialEq for TerrainLayer {
    fn eq(&self, other: &Self) -> bool {
        self.next_id == other.next_id && self.features == other.features
    }
}

impl fmt::Debug for TerrainLayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TerrainLayer")
            .field("next_id", &self.next_id)
            .field("features", &self.features)
            .finish()
    }
}

impl Serialize for TerrainLayer {
    fn serialize<S: serde::Serializer>(
        &self,
        serializer: S,
    ) -> std::result::Result<S::Ok, S::Error> {
        let file = TerrainLayerFile {
            next_id: self.next_id,
            features: self
                .features
                .iter()
                .map(|(id, feature)| StoredFeature {
                    id: *id,
                    feature: feature.clone(),
                })
                .collect(),
        };
        file.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for TerrainLayer {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> std::result::Result<Self, D::Error> {
        let file = TerrainLayerFile::deserialize(deserializer)?;
        Self::from_file(file).map_err(serde::de::Error::custom)
    }
}

impl TerrainLayer {
    fn from_file(file: TerrainLayerFile) -> Result<Self> {
        let mut features = BTreeMap::new();
        let mut entries = Vec::with_capacity(file.features.len());
        for StoredFeature { id, feature } in file.features {
            feature
                .validate()
                .map_err(|e| RulesError::Map(format!("feature {id}: {e}")))?;
            entries.push(Self::index_entry(id, &feature)?);
            if features.insert(id, feature).is_some() {
                return Err(RulesError::Map(format!("feature id {id} is used twice")));
            }
        }
        let after_last = match features.keys().next_back() {
            Some(last) => last
                .0
                .checked_add(1)
                .ok_or_else(|| RulesError::Map("feature ids run out".into()))?,
            None => 0,
        };
        Ok(Self {
            features,
            next_id: file.next_id.max(after_last),
            index: RTree::bulk_load(entries),
        })
    }
}
