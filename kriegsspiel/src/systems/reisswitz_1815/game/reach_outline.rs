//! How far a unit could go in the rest of this turn in every direction: an outline in paces.
//!
//! From the unit's anchor the workbench sends straight rays on evenly spaced bearings. Each ray
//! is as long as the fastest rate the unit's chart row has on any ground times the allowance
//! left (no unit can go farther), cut at the map's edge; the terrain layer gives the ground
//! along it, and the unit marches out along the ray, leg by leg at the chart's rates, until the
//! allowance is spent or it meets ground it cannot cross. The work is one path query per
//! bearing. Rays are straight: a way round an obstacle is not searched, and other units' blocks
//! are not considered.

use super::battlefield::Battlefield;
use super::game_error::GameError;
use super::game_state::GameState;
use super::move_plan::{calc_ground, walk};
use crate::error::RulesError;
use crate::systems::reisswitz_1815::army::{Bearing, Gait, UnitId};
use crate::systems::reisswitz_1815::calc::movement::allowance;
use crate::systems::reisswitz_1815::ruleset::MOVEMENT_GROUNDS;
use crate::terrain::Ground;
use geo::Coord;
use serde::Serialize;
use std::collections::BTreeMap;

/// The fewest bearings an outline is worked on.
pub const MIN_OUTLINE_BEARINGS: u32 = 4;
/// The most bearings an outline is worked on (bounds the work: one path query each).
pub const MAX_OUTLINE_BEARINGS: u32 = 720;
/// A good default: every 5 degrees.
pub const DEFAULT_OUTLINE_BEARINGS: u32 = 72;

/// The reach of a unit in every direction.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReachOutline {
    /// The unit.
    pub unit: UnitId,
    /// The gait.
    pub gait: Gait,
    /// The chart row.
    pub row: String,
    /// The unit's anchor.
    pub origin: Coord<f64>,
    /// Fraction of the turn left.
    pub allowance_left: f64,
    /// Paces reached on each bearing, the first due north, then clockwise.
    pub radii: Vec<f64>,
    /// The outline's corners in the map frame, in the same order (a closed ring without the
    /// repeated first point).
    pub outline: Vec<Coord<f64>>,
}

impl GameState {
    /// The reach outline of unit `id` at `gait` on `bearings` evenly spaced bearings
    /// ([`MIN_OUTLINE_BEARINGS`] to [`MAX_OUTLINE_BEARINGS`]).
    pub fn reach_outline(
        &self,
        field: &Battlefield,
        id: &UnitId,
        gait: Gait,
        bearings: u32,
    ) -> Result<ReachOutline, GameError> {
        if !(MIN_OUTLINE_BEARINGS..=MAX_OUTLINE_BEARINGS).contains(&bearings) {
            return Err(RulesError::OutOfRange {
                what: "bearings for a reach outline",
                value: bearings.to_string(),
                allowed: format!("{MIN_OUTLINE_BEARINGS} to {MAX_OUTLINE_BEARINGS}"),
            }
            .into());
        }
        let (unit, state, placement) = self.placed(id)?;
        let choice = self
            .formations()
            .chart_row(unit.kind.movement_class(), gait)?;
        let rules = self.ruleset();
        // The row's rate on every ground the calculator knows, from the movement calculator.
        let mut rates: BTreeMap<Ground, Option<f64>> = BTreeMap::new();
        for ground in MOVEMENT_GROUNDS {
            rates.insert(
                ground,
                allowance(rules, &choice.row, ground)?.paces_per_turn,
            );
        }
        let fastest = rates.values().flatten().fold(0.0_f64, |a, b| a.max(*b));
        let rate_on = |g: Ground| calc_ground(g).and_then(|g| rates.get(&g).copied().flatten());
        let left = state.movement.allowance_left(self.turn());
        let origin = placement.anchor;
        let mut radii = Vec::with_capacity(bearings as usize);
        let mut outline = Vec::with_capacity(bearings as usize);
        for i in 0..bearings {
            let bearing = Bearing::new(360.0 * f64::from(i) / f64::from(bearings))?;
            let dir = bearing.forward();
            let length = (fastest * left).min(field.distance_to_edge(origin, dir));
            let radius = if length > 0.0 {
                let end = Coord {
                    x: origin.x + dir.x * length,
                    y: origin.y + dir.y * length,
                };
                let ground = field.terrain().path_ground(&[origin, end])?;
                let legs: Vec<(f64, Option<f64>)> = ground
                    .stretches
                    .iter()
                    .map(|s| (s.length.paces(), rate_on(s.ground)))
                    .collect();
                walk(&legs, left).0.min(length)
            } else {
                0.0
            };
            radii.push(radius);
            outline.push(Coord {
                x: origin.x + dir.x * radius,
                y: origin.y + dir.y * radius,
            });
        }
        Ok(ReachOutline {
            unit: id.clone(),
            gait,
            row: choice.row.clone(),
            origin,
            allowance_left: left,
            radii,
            outline,
        })
    }
}
