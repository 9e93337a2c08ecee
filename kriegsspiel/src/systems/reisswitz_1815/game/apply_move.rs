//! The move command: a unit along a path at a gait, checked against the movement chart, the
//! ground, the map's edge and the other units' blocks.

use super::battlefield::Battlefield;
use super::command_dispatch::settle;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::placement::Placement;
use super::refusal::Refusal;
use crate::distance::Pace;
use crate::systems::reisswitz_1815::army::{Bearing, Gait, UnitId};
use geo::Coord;

impl GameState {
    pub(super) fn move_unit(
        &mut self,
        field: &Battlefield,
        id: &UnitId,
        path: &[Coord<f64>],
        gait: Gait,
        facing: Option<Bearing>,
        override_reason: Option<&str>,
    ) -> Result<Vec<Event>, GameError> {
        let plan = self.plan_move(field, id, path, gait)?;
        let (unit, state, placement) = self.placed(id)?;
        let now = self.turn();
        let spec = self.formations().formation(&placement.formation)?;
        let mut refusals = Vec::new();
        if let Some(until) = state.reforming_until.filter(|u| *u > now) {
            refusals.push(Refusal::Reforming { until_turn: until });
        }
        if !spec.allows(gait) {
            refusals.push(Refusal::GaitNotForFormation {
                gait,
                formation: placement.formation.clone(),
                allowed: spec.gaits.clone(),
            });
        }
        if let (Some(limit), false) = (plan.rate_limit, plan.rate_permitted) {
            refusals.push(Refusal::RateLimited {
                row: plan.row.clone(),
                limit,
                used: plan.rate_uses_in_window,
            });
        }
        if let Some(b) = &plan.blocked {
            refusals.push(Refusal::Impassable {
                ground: b.ground,
                at: Pace(b.at),
                reason: b.reason.clone(),
            });
        }
        if let (Some(needed), false) = (plan.fraction_needed, plan.fits) {
            refusals.push(Refusal::BeyondAllowance {
                needed,
                left: plan.allowance_left,
                reach: Pace(plan.reach),
                stop: plan.stop,
            });
        }
        let off_path = path.iter().find(|p| !field.contains(**p)).copied();
        if let Some(point) = off_path {
            refusals.push(Refusal::OffMap { point });
        }
        let last_leg = path
            .len()
            .checked_sub(2)
            .and_then(|i| path.get(i))
            .copied()
            .unwrap_or(placement.anchor);
        let bearing = facing
            .or_else(|| Bearing::of_vector(plan.end.x - last_leg.x, plan.end.y - last_leg.y))
            .unwrap_or(placement.bearing);
        let next = Placement {
            anchor: plan.end,
            bearing,
            ..placement.clone()
        };
        let footprint = self.footprint_with(unit, &next)?;
        let (way_refusals, way_notes) =
            self.way_limits(field, unit, footprint.frontage, placement.anchor, path)?;
        refusals.extend(way_refusals);
        let ground = self.ground_refusals(field, id, &footprint)?;
        refusals.extend(
            ground
                .into_iter()
                .filter(|r| !(off_path.is_some() && matches!(r, Refusal::OffMap { .. }))),
        );
        let mut events: Vec<Event> = settle(refusals, override_reason)?.into_iter().collect();
        events.extend(way_notes);
        let used = plan
            .fraction_needed
            .unwrap_or(plan.allowance_left)
            .min(plan.allowance_left);
        let state = self.state_mut(id)?;
        state.placement = Some(next);
        state.movement.spend(now, used);
        if let Some(limit) = plan.rate_limit {
            state.movement.record_limited(&plan.row, now);
            events.push(Event::LimitedRateUsed {
                unit: id.clone(),
                row: plan.row.clone(),
                turn: now,
                uses_in_window: plan.rate_uses_in_window + 1,
                limit,
            });
        }
        events.push(Event::UnitMoved {
            unit: id.clone(),
            from: plan.from,
            to: plan.end,
            bearing,
            gait,
            row: plan.row,
            length: plan.length,
            fraction_used: used,
            allowance_left: state.movement.allowance_left(now),
        });
        Ok(events)
    }
}
