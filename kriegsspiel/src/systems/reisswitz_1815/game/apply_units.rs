//! Commands that put units on the map, take them off, re-form, wheel, put out skirmishers and
//! march concealed.

use super::battlefield::Battlefield;
use super::command_dispatch::settle;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::placement::{ConcealedMarch, Placement};
use super::refusal::Refusal;
use crate::error::RulesError;
use crate::map::MAX_MAP_COORDINATE;
use crate::systems::reisswitz_1815::army::{Bearing, SkirmishScreen, UnitId};
use geo::Coord;

/// The highest head-marker number accepted.
pub const MAX_HEAD_MARKER: u32 = 9999;
/// Distances closer than this (paces) count as the same skirmish distance.
const SAME_DISTANCE: f64 = 1e-9;

impl GameState {
    pub(super) fn place_unit(
        &mut self,
        field: &Battlefield,
        id: &UnitId,
        anchor: Coord<f64>,
        bearing: Bearing,
        formation: &str,
        override_reason: Option<&str>,
    ) -> Result<Vec<Event>, GameError> {
        let (unit, state) = self.unit(id)?;
        if state.placement.is_some() {
            return Err(GameError::AlreadyOnMap(id.clone()));
        }
        if !(anchor.x.is_finite() && anchor.y.is_finite())
            || anchor.x.abs() > MAX_MAP_COORDINATE
            || anchor.y.abs() > MAX_MAP_COORDINATE
        {
            return Err(RulesError::OutOfRange {
                what: "anchor",
                value: format!("({}, {})", anchor.x, anchor.y),
                allowed: format!("finite coordinates within {MAX_MAP_COORDINATE} paces"),
            }
            .into());
        }
        let spec = self.formations().formation(formation)?;
        let mut refusals = Vec::new();
        if spec.arm != unit.kind.arm() {
            refusals.push(Refusal::FormationNotForArm {
                formation: formation.to_string(),
                arm: unit.kind.arm(),
            });
        }
        let placement = Placement {
            anchor,
            bearing,
            formation: formation.to_string(),
            skirmishers: None,
            concealed: None,
        };
        let footprint = self.footprint_with(unit, &placement)?;
        refusals.extend(self.ground_refusals(field, id, &footprint)?);
        let mut events: Vec<Event> = settle(refusals, override_reason)?.into_iter().collect();
        self.state_mut(id)?.placement = Some(placement);
        events.push(Event::UnitPlaced {
            unit: id.clone(),
            anchor,
            bearing,
            formation: formation.to_string(),
        });
        Ok(events)
    }

    pub(super) fn remove_unit(&mut self, id: &UnitId) -> Result<Vec<Event>, GameError> {
        self.placed(id)?;
        let state = self.state_mut(id)?;
        state.placement = None;
        state.reforming_until = None;
        Ok(vec![Event::UnitRemoved { unit: id.clone() }])
    }

    /// Re-forms or wheels unit `id` where it stands; shared by formation changes and wheels.
    fn reform(
        &mut self,
        field: &Battlefield,
        id: &UnitId,
        formation: &str,
        bearing: Bearing,
        override_reason: Option<&str>,
    ) -> Result<(Vec<Event>, u32, u32, Option<Event>), GameError> {
        let (unit, state, placement) = self.placed(id)?;
        let spec = self.formations().formation(formation)?;
        let mut refusals = Vec::new();
        if let Some(until) = state.reforming_until.filter(|u| *u > self.turn()) {
            refusals.push(Refusal::Reforming { until_turn: until });
        }
        if spec.arm != unit.kind.arm() {
            refusals.push(Refusal::FormationNotForArm {
                formation: formation.to_string(),
                arm: unit.kind.arm(),
            });
        }
        let keeps_skirmishers = spec.skirmishers && placement.skirmishers.is_some();
        let next = Placement {
            anchor: placement.anchor,
            bearing,
            formation: formation.to_string(),
            skirmishers: if keeps_skirmishers {
                placement.skirmishers
            } else {
                None
            },
            concealed: placement.concealed,
        };
        let recalled = (placement.skirmishers.is_some() && !keeps_skirmishers)
            .then(|| Event::SkirmishersIn { unit: id.clone() });
        let footprint = self.footprint_with(unit, &next)?;
        refusals.extend(self.ground_refusals(field, id, &footprint)?);
        let time = self.reform_time(id, formation, bearing)?;
        let events: Vec<Event> = settle(refusals, override_reason)?.into_iter().collect();
        let now = self.turn();
        let ready = now.saturating_add(time.turns);
        let state = self.state_mut(id)?;
        state.placement = Some(next);
        state.reforming_until = (time.turns > 0).then_some(ready);
        Ok((events, time.turns, ready, recalled))
    }

    pub(super) fn change_formation(
        &mut self,
        field: &Battlefield,
        id: &UnitId,
        formation: &str,
        override_reason: Option<&str>,
    ) -> Result<Vec<Event>, GameError> {
        let (_, _, placement) = self.placed(id)?;
        let from = placement.formation.clone();
        let bearing = placement.bearing;
        let (mut events, turns, ready, recalled) =
            self.reform(field, id, formation, bearing, override_reason)?;
        events.extend(recalled);
        events.push(Event::FormationChanged {
            unit: id.clone(),
            from,
            to: formation.to_string(),
            turns,
            ready_at_turn: ready,
        });
        Ok(events)
    }

    pub(super) fn rotate(
        &mut self,
        field: &Battlefield,
        id: &UnitId,
        bearing: Bearing,
        override_reason: Option<&str>,
    ) -> Result<Vec<Event>, GameError> {
        let (_, _, placement) = self.placed(id)?;
        let from = placement.bearing;
        let formation = placement.formation.clone();
        let (mut events, turns, ready, _) =
            self.reform(field, id, &formation, bearing, override_reason)?;
        events.push(Event::Wheeled {
            unit: id.clone(),
            from,
            to: bearing,
            turns,
            ready_at_turn: ready,
        });
        Ok(events)
    }

    /// The refusal, if any, for using the skirmishers' rate limit on this turn
    /// (Section 2 — Movement: deploying out or in at most one turn in three).
    fn skirmish_rate_refusal(&self, id: &UnitId) -> Result<(Option<Refusal>, String), GameError> {
        let (_, state) = self.unit(id)?;
        let row_id = self.formations().skirmish.row.clone();
        let row = self.ruleset().movement.row(&row_id)?;
        let refusal = row.rate_limit.and_then(|limit| {
            (!state.movement.permits(&row_id, limit, self.turn())).then(|| Refusal::RateLimited {
                row: row_id.clone(),
                limit,
                used: state.movement.uses_in_window(&row_id, limit, self.turn()),
            })
        });
        Ok((refusal, row_id))
    }

    fn record_skirmish_rate(
        &mut self,
        id: &UnitId,
        row_id: &str,
    ) -> Result<Option<Event>, GameError> {
        let now = self.turn();
        let limit = self.ruleset().movement.row(row_id)?.rate_limit;
        let state = self.state_mut(id)?;
        Ok(match limit {
            Some(limit) => {
                state.movement.record_limited(row_id, now);
                Some(Event::LimitedRateUsed {
                    unit: id.clone(),
                    row: row_id.to_string(),
                    turn: now,
                    uses_in_window: state.movement.uses_in_window(row_id, limit, now) + 1,
                    limit,
                })
            }
            None => None,
        })
    }

    pub(super) fn deploy_skirmishers(
        &mut self,
        field: &Battlefield,
        id: &UnitId,
        blocks: u32,
        distance: f64,
        override_reason: Option<&str>,
    ) -> Result<Vec<Event>, GameError> {
        let (unit, _, placement) = self.placed(id)?;
        let Some(most) = self.skirmish_blocks_allowed(unit)? else {
            return Err(GameError::Unsuitable {
                unit: id.clone(),
                reason: "only battalions put out skirmishers".into(),
            });
        };
        if blocks == 0 || !(distance.is_finite() && distance > 0.0 && distance <= 10_000.0) {
            return Err(RulesError::OutOfRange {
                what: "skirmishers",
                value: format!(
                    "{blocks} blocks at {} paces",
                    crate::figures::number_text(distance)
                ),
                allowed: "1 or more blocks, more than 0 and at most 10,000 paces ahead".into(),
            }
            .into());
        }
        let mut refusals = Vec::new();
        let spec = self.formations().formation(&placement.formation)?;
        if !spec.skirmishers {
            refusals.push(Refusal::NoSkirmishersInFormation {
                formation: placement.formation.clone(),
            });
        }
        if blocks > most {
            refusals.push(Refusal::TooManySkirmishers {
                asked: blocks,
                most,
            });
        }
        let allowed = self.formations().skirmish.distances.clone();
        if !allowed
            .iter()
            .any(|d| (d - distance).abs() <= SAME_DISTANCE)
        {
            refusals.push(Refusal::SkirmishDistance {
                asked: distance,
                allowed,
            });
        }
        let (rate, row_id) = self.skirmish_rate_refusal(id)?;
        refusals.extend(rate);
        let next = Placement {
            skirmishers: Some(SkirmishScreen { blocks, distance }),
            ..placement.clone()
        };
        let footprint = self.footprint_with(unit, &next)?;
        refusals.extend(self.ground_refusals(field, id, &footprint)?);
        let mut events: Vec<Event> = settle(refusals, override_reason)?.into_iter().collect();
        self.state_mut(id)?.placement = Some(next);
        events.extend(self.record_skirmish_rate(id, &row_id)?);
        events.push(Event::SkirmishersOut {
            unit: id.clone(),
            blocks,
            distance,
        });
        Ok(events)
    }

    pub(super) fn recall_skirmishers(
        &mut self,
        id: &UnitId,
        override_reason: Option<&str>,
    ) -> Result<Vec<Event>, GameError> {
        let (_, _, placement) = self.placed(id)?;
        if placement.skirmishers.is_none() {
            return Err(GameError::Unsuitable {
                unit: id.clone(),
                reason: "it has no skirmishers out".into(),
            });
        }
        let (rate, row_id) = self.skirmish_rate_refusal(id)?;
        let mut events: Vec<Event> = settle(rate.into_iter().collect(), override_reason)?
            .into_iter()
            .collect();
        if let Some(p) = self.state_mut(id)?.placement.as_mut() {
            p.skirmishers = None;
        }
        events.extend(self.record_skirmish_rate(id, &row_id)?);
        events.push(Event::SkirmishersIn { unit: id.clone() });
        Ok(events)
    }

    pub(super) fn conceal(
        &mut self,
        id: &UnitId,
        head_marker: u32,
    ) -> Result<Vec<Event>, GameError> {
        self.placed(id)?;
        if head_marker == 0 || head_marker > MAX_HEAD_MARKER {
            return Err(RulesError::OutOfRange {
                what: "head marker number",
                value: head_marker.to_string(),
                allowed: format!("1 to {MAX_HEAD_MARKER}"),
            }
            .into());
        }
        if let Some(p) = self.state_mut(id)?.placement.as_mut() {
            p.concealed = Some(ConcealedMarch { head_marker });
        }
        Ok(vec![Event::Concealed {
            unit: id.clone(),
            head_marker,
        }])
    }

    pub(super) fn reveal(&mut self, id: &UnitId) -> Result<Vec<Event>, GameError> {
        let (_, _, placement) = self.placed(id)?;
        if placement.concealed.is_none() {
            return Err(GameError::Unsuitable {
                unit: id.clone(),
                reason: "it is not marching concealed".into(),
            });
        }
        if let Some(p) = self.state_mut(id)?.placement.as_mut() {
            p.concealed = None;
        }
        Ok(vec![Event::Revealed { unit: id.clone() }])
    }
}
