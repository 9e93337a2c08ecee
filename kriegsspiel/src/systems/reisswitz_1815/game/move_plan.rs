//! A move worked out before it is made: the chart row for the unit's class and gait, the
//! ground along the path from the terrain layer, the cost of each leg by the movement chart,
//! the allowance left this turn, and where the unit stops (Appendix Three — Movement Chart;
//! Section 2 — Movement).

use super::battlefield::Battlefield;
use super::game_error::GameError;
use super::game_state::GameState;
use crate::error::RulesError;
use crate::map::{LineCrossing, MAX_PATH_VERTICES};
use crate::systems::reisswitz_1815::army::{Gait, UnitId};
use crate::systems::reisswitz_1815::calc::movement::{MoveStep, PathLeg, path_cost};
use crate::systems::reisswitz_1815::ruleset::RateLimit;
use crate::systems::reisswitz_1815::ruleset::is_movement_ground;
use crate::terrain::Ground;
use geo::Coord;
use serde::Serialize;

/// Rounding slack when comparing fractions of a turn.
pub(super) const SLACK: f64 = 1e-9;

/// One stretch of a path with its cost.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MoveLeg {
    /// The ground (terrain layer precedence).
    pub ground: Ground,
    /// Paces from the start of the path.
    pub start: f64,
    /// Length, paces.
    pub length: f64,
    /// The row's rate on this ground; `None` where it cannot go.
    pub paces_per_turn: Option<f64>,
    /// Fraction of a turn the leg takes; `None` where it cannot go.
    pub fraction: Option<f64>,
}

/// Where a path first enters ground the unit cannot cross.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Blocked {
    /// Paces from the start of the path.
    pub at: f64,
    /// The ground.
    pub ground: Ground,
    /// Why, in words.
    pub reason: String,
}

/// A move worked out: what it costs, how far the allowance takes the unit, where it stops.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MovePlan {
    /// The unit.
    pub unit: UnitId,
    /// The gait.
    pub gait: Gait,
    /// The chart row for the unit's class at this gait.
    pub row: String,
    /// The row's heading.
    pub row_label: String,
    /// The turn.
    pub turn: u32,
    /// Fraction of the turn the unit has left before this move.
    pub allowance_left: f64,
    /// Where the unit's anchor starts.
    pub from: Coord<f64>,
    /// Where the path ends.
    pub end: Coord<f64>,
    /// The path's length, paces.
    pub length: f64,
    /// Each stretch of ground with its cost.
    pub legs: Vec<MoveLeg>,
    /// Fractions of a turn the whole path needs; `None` if it cannot be completed.
    pub fraction_needed: Option<f64>,
    /// Paces along the path the allowance left takes the unit.
    pub reach: f64,
    /// Where the unit stops with the allowance left.
    pub stop: Coord<f64>,
    /// The first ground along the path the unit cannot cross.
    pub blocked: Option<Blocked>,
    /// Whether the whole path fits in the allowance left.
    pub fits: bool,
    /// How often the row's rate may be used, where the chart limits it.
    pub rate_limit: Option<RateLimit>,
    /// Turns at this rate in the window before this turn.
    pub rate_uses_in_window: u32,
    /// Whether the rate may be used this turn.
    pub rate_permitted: bool,
    /// Walls, hedges and streams crossed.
    pub crossings: Vec<LineCrossing>,
    /// The movement calculator's working, each step with its section.
    pub steps: Vec<MoveStep>,
}

/// The movement calculator's ground for a terrain-layer ground; `None` where the chart has no
/// figure at all (village off the roads, water, a ford, slopes over 35°).
pub(super) fn calc_ground(ground: Ground) -> Option<Ground> {
    Some(ground).filter(|g| is_movement_ground(*g))
}

/// Walks legs of (length, rate) with `left` of a turn: the paces covered, and the index of the
/// impassable leg that stopped the unit, if one did before the allowance ran out.
pub(super) fn walk(legs: &[(f64, Option<f64>)], left: f64) -> (f64, Option<usize>) {
    let mut reach = 0.0;
    let mut left = left.max(0.0);
    for (i, (length, rate)) in legs.iter().enumerate() {
        if *length <= 0.0 {
            continue;
        }
        match rate {
            None => return (reach, Some(i)),
            Some(rate) => {
                let needed = length / rate;
                if needed <= left + SLACK {
                    reach += length;
                    left = (left - needed).max(0.0);
                } else {
                    reach += left * rate;
                    return (reach, None);
                }
            }
        }
    }
    (reach, None)
}

/// The point `distance` paces along a polyline (its end if the polyline is shorter).
pub(super) fn point_along(polyline: &[Coord<f64>], distance: f64) -> Coord<f64> {
    let mut left = distance.max(0.0);
    for pair in polyline.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let length = (b.x - a.x).hypot(b.y - a.y);
        if length <= 0.0 || !length.is_finite() {
            continue;
        }
        if left <= length {
            let t = left / length;
            return Coord {
                x: a.x + (b.x - a.x) * t,
                y: a.y + (b.y - a.y) * t,
            };
        }
        left -= length;
    }
    polyline.last().copied().unwrap_or(Coord { x: 0.0, y: 0.0 })
}

impl GameState {
    /// Works out a move of unit `id` through `path` (the points after its present anchor) at
    /// `gait`, without making it.
    pub fn plan_move(
        &self,
        field: &Battlefield,
        id: &UnitId,
        path: &[Coord<f64>],
        gait: Gait,
    ) -> Result<MovePlan, GameError> {
        let (unit, state, placement) = self.placed(id)?;
        if path.is_empty() || path.len() >= MAX_PATH_VERTICES {
            return Err(RulesError::OutOfRange {
                what: "points in a move's path",
                value: path.len().to_string(),
                allowed: format!("1 to {}", MAX_PATH_VERTICES - 1),
            }
            .into());
        }
        let choice = self
            .formations()
            .chart_row(unit.kind.movement_class(), gait)?;
        let rules = self.ruleset();
        let row = rules.movement.row(&choice.row)?;
        let mut polyline = Vec::with_capacity(path.len() + 1);
        polyline.push(placement.anchor);
        polyline.extend_from_slice(path);
        let ground = field.terrain().path_ground(&polyline)?;
        // The stretches the calculator can cost: up to the first ground without any figure.
        let costed = ground
            .stretches
            .iter()
            .take_while(|s| calc_ground(s.ground).is_some())
            .count();
        let calc_legs: Vec<PathLeg> = ground
            .stretches
            .iter()
            .take(costed)
            .filter_map(|s| calc_ground(s.ground).map(|g| PathLeg::new(g, s.length.paces())))
            .collect::<Result<_, _>>()?;
        let cost = path_cost(rules, &choice.row, &calc_legs)?;
        let mut legs = Vec::with_capacity(ground.stretches.len());
        let mut blocked = None;
        for (i, stretch) in ground.stretches.iter().enumerate() {
            let (rate, fraction) = match cost.legs.get(i) {
                Some(c) if i < costed => (c.paces_per_turn, c.fraction_of_turn),
                _ => (None, None),
            };
            if blocked.is_none() && fraction.is_none() && stretch.length.paces() > 0.0 {
                let reason = if i < costed {
                    match calc_ground(stretch.ground) {
                        Some(g) => crate::systems::reisswitz_1815::calc::movement::allowance(
                            rules,
                            &choice.row,
                            g,
                        )?
                        .impossible_reason
                        .unwrap_or_else(|| "no progress is possible".into()),
                        None => "no progress is possible".into(),
                    }
                } else {
                    "the chart gives no rate for this ground; the umpire decides".into()
                };
                blocked = Some(Blocked {
                    at: stretch.start.paces(),
                    ground: stretch.ground,
                    reason,
                });
            }
            legs.push(MoveLeg {
                ground: stretch.ground,
                start: stretch.start.paces(),
                length: stretch.length.paces(),
                paces_per_turn: rate,
                fraction,
            });
        }
        let now = self.turn();
        let left = state.movement.allowance_left(now);
        let pairs: Vec<(f64, Option<f64>)> =
            legs.iter().map(|l| (l.length, l.paces_per_turn)).collect();
        let (reach, _) = walk(&pairs, left);
        let fraction_needed = if blocked.is_none() {
            Some(legs.iter().filter_map(|l| l.fraction).sum::<f64>())
        } else {
            None
        };
        let fits = fraction_needed.is_some_and(|f| f <= left + SLACK);
        let (rate_uses_in_window, rate_permitted) = match row.rate_limit {
            Some(limit) => (
                state.movement.uses_in_window(&choice.row, limit, now),
                state.movement.permits(&choice.row, limit, now),
            ),
            None => (0, true),
        };
        Ok(MovePlan {
            unit: id.clone(),
            gait,
            row: choice.row.clone(),
            row_label: row.label.clone(),
            turn: now,
            allowance_left: left,
            from: placement.anchor,
            end: polyline.last().copied().unwrap_or(placement.anchor),
            length: ground.length.paces(),
            legs,
            fraction_needed,
            reach,
            stop: point_along(&polyline, reach),
            blocked,
            fits,
            rate_limit: row.rate_limit,
            rate_uses_in_window,
            rate_permitted,
            crossings: ground.crossings,
            steps: cost.steps,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walking_legs() {
        // 100 paces at 900 a turn, then 700 paces at 700: 1/9 + 1 > 1, stops 100 + 700·8/9.
        let (reach, blocked) = walk(&[(100.0, Some(900.0)), (700.0, Some(700.0))], 1.0);
        assert!((reach - (100.0 + 700.0 * 8.0 / 9.0)).abs() < 1e-9);
        assert_eq!(blocked, None);
        assert_eq!(
            walk(&[(50.0, Some(100.0)), (10.0, None)], 1.0),
            (50.0, Some(1))
        );
        assert_eq!(walk(&[(0.0, None), (10.0, Some(10.0))], 1.0), (10.0, None));
    }

    #[test]
    fn points_along_a_polyline() {
        let line = [
            Coord { x: 0.0, y: 0.0 },
            Coord { x: 100.0, y: 0.0 },
            Coord { x: 100.0, y: 100.0 },
        ];
        assert_eq!(point_along(&line, 150.0), Coord { x: 100.0, y: 50.0 });
        assert_eq!(point_along(&line, 500.0), Coord { x: 100.0, y: 100.0 });
        assert_eq!(point_along(&line, -5.0), Coord { x: 0.0, y: 0.0 });
    }
}
