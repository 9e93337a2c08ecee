//! The answer to "what ground does this path cross": stretches of ground with their lengths,
//! and the walls, hedges and streams it crosses.

use super::feature_kind::FeatureKind;
use super::terrain_feature::FeatureId;
use crate::distance::Pace;
use crate::terrain::Ground;
use geo::Coord;
use serde::Serialize;
use std::collections::BTreeMap;

/// A stretch of a path over one kind of ground.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GroundStretch {
    /// The governing ground (see [`super::TerrainLayer`] for the precedence).
    pub ground: Ground,
    /// Other ground present along the stretch that the precedence set aside, sorted.
    pub also: Vec<Ground>,
    /// The features the stretch lies in (walls and hedges excluded), sorted by id.
    pub features: Vec<FeatureId>,
    /// Distance from the start of the path to the start of the stretch.
    pub start: Pace,
    /// Length of the stretch.
    pub length: Pace,
}

/// A place where a path crosses a wall, hedge or stream.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LineCrossing {
    /// The feature crossed.
    pub feature: FeatureId,
    /// Its kind (wall, hedge or stream).
    pub kind: FeatureKind,
    /// Its name.
    pub name: String,
    /// Distance from the start of the path to the crossing.
    pub along: Pace,
    /// Where the crossing is, in the map frame.
    pub point: Coord<f64>,
    /// For a stream crossed on a bridge or at a ford, that bridge or ford.
    pub via: Option<FeatureId>,
}

/// What ground a path crosses, in order, with lengths.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PathGround {
    /// The path's whole length. The stretches' lengths add up to it.
    pub length: Pace,
    /// The stretches in order along the path.
    pub stretches: Vec<GroundStretch>,
    /// Walls, hedges and streams crossed, in order along the path.
    pub crossings: Vec<LineCrossing>,
}

impl PathGround {
    /// Total length on each ground, sorted by ground.
    pub fn totals(&self) -> Vec<(Ground, Pace)> {
        let mut totals: BTreeMap<Ground, Pace> = BTreeMap::new();
        for stretch in &self.stretches {
            *totals.entry(stretch.ground).or_insert(Pace::ZERO) += stretch.length;
        }
        totals.into_iter().collect()
    }

    /// The path as legs of (ground, length) in order, consecutive stretches on the same
    /// ground joined.
    pub fn legs(&self) -> Vec<(Ground, Pace)> {
        let mut legs: Vec<(Ground, Pace)> = Vec::new();
        for stretch in &self.stretches {
            match legs.last_mut() {
                Some((last, length)) if *last == stretch.ground => *length += stretch.length,
                _ => legs.push((stretch.ground, stretch.length)),
            }
        }
        legs
    }

    /// Total length on the ground for which `wanted` holds.
    pub fn length_on(&self, wanted: impl Fn(Ground) -> bool) -> Pace {
        self.stretches
            .iter()
            .filter(|s| wanted(s.ground))
            .fold(Pace::ZERO, |sum, s| sum + s.length)
    }
}
