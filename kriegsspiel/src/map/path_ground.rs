//! The answer to "what ground does this path cross": stretches of ground with their lengths,
//! and the walls, hedges and streams it crosses.

use super::feature_kind::FeatureKind;
use super::ground_class::GroundClass;
use super::terrain_feature::FeatureId;
use crate::distance::Pace;
use crate::terrain::TerrainColumn;
use geo::Coord;
use serde::Serialize;
use std::collections::BTreeMap;

/// A stretch of a path over one kind of ground.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GroundStretch {
    /// The governing ground (see [`super::TerrainLayer`] for the precedence).
    pub ground: GroundClass,
    /// Other ground present along the stretch that the precedence set aside, sorted.
    pub also: Vec<GroundClass>,
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
    pub fn totals(&self) -> Vec<(GroundClass, Pace)> {
        let mut totals: BTreeMap<GroundClass, Pace> = BTreeMap::new();
        for stretch in &self.stretches {
            *totals.entry(stretch.ground).or_insert(Pace::ZERO) += stretch.length;
        }
        totals.into_iter().collect()
    }

    /// The path as legs of (chart column, length) in order, consecutive legs on the same column
    /// joined: what the movement calculator takes. `None` if any stretch is on ground the
    /// chart gives no column for (the umpire must decide those).
    pub fn chart_legs(&self) -> Option<Vec<(TerrainColumn, Pace)>> {
        let mut legs: Vec<(TerrainColumn, Pace)> = Vec::new();
        for stretch in &self.stretches {
            let column = stretch.ground.column()?;
            match legs.last_mut() {
                Some((last, length)) if *last == column => *length += stretch.length,
                _ => legs.push((column, stretch.length)),
            }
        }
        Some(legs)
    }

    /// Length on ground the chart gives no column for (thick woods, swamp, village, water …).
    pub fn discretion_length(&self) -> Pace {
        self.stretches
            .iter()
            .filter(|s| s.ground.is_umpires_discretion())
            .fold(Pace::ZERO, |sum, s| sum + s.length)
    }
}
