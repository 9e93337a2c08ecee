//! Answers about one point of the map: the ground under it and the features near it.

use super::feature_kind::FeatureKind;
use super::terrain_feature::FeatureId;
use crate::distance::Pace;
use crate::terrain::Ground;
use serde::Serialize;

/// The ground at a point of the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GroundAt {
    /// The ground that governs movement here, after the layer's precedence
    /// (see [`super::TerrainLayer`]).
    pub ground: Ground,
    /// Other ground present here that the precedence set aside (for example the light woods
    /// under a road, or the slope under a wood), sorted.
    pub also: Vec<Ground>,
    /// The features that contain the point (walls and hedges excluded), sorted by id.
    pub features: Vec<FeatureId>,
}

/// A feature near a point.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NearbyFeature {
    /// The feature's id.
    pub id: FeatureId,
    /// What it is.
    pub kind: FeatureKind,
    /// Its name.
    pub name: String,
    /// How far the point is from the feature's edge (0 inside an area or within a line's
    /// width).
    pub distance: Pace,
}
