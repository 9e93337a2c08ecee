//! Works in the game (reference §12.3, §12.7): a work started with its time from the
//! calculators, or from the umpire's stated duration and reason where the draft gives a range or
//! no figure; finished by the clock (`falling_due.rs`), or abandoned.

use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::works_state::WorkUnderWay;
use crate::error::RulesError;
use crate::map::MAX_MAP_COORDINATE;
use crate::systems::reisswitz_1815::army::UnitId;
use crate::systems::reisswitz_1815::calc::work_estimate::WorkEstimate;
use crate::systems::reisswitz_1815::calc::works::Work;
use geo::Coord;

/// The longest a work may run, in turns: ten days of 2-minute turns (a razed bridge "would take
/// a number of days", L1584).
pub const MAX_WORK_TURNS: u32 = 7200;
/// The most characters of the umpire's reason for a work's duration.
pub const MAX_WORK_REASON_CHARS: usize = 2000;

/// How a work is to be started: what the command carries.
#[derive(Debug, Clone, Copy)]
pub(super) struct WorkOrder<'a> {
    pub work: &'a Work,
    pub unit: Option<&'a UnitId>,
    pub place: Option<Coord<f64>>,
    pub umpire_turns: Option<u32>,
    pub reason: Option<&'a str>,
}

fn check_reason(reason: Option<&str>, needed: bool) -> Result<Option<String>, GameError> {
    let reason = reason.map(str::trim).filter(|r| !r.is_empty());
    let n = reason.map_or(0, |r| r.chars().count());
    if (needed && reason.is_none()) || n > MAX_WORK_REASON_CHARS {
        return Err(RulesError::OutOfRange {
            what: "reason for the umpire's duration",
            value: format!("{n} characters"),
            allowed: format!("1 to {MAX_WORK_REASON_CHARS} characters"),
        }
        .into());
    }
    Ok(reason.map(str::to_string))
}

impl GameState {
    /// How long a work would take under this game's rules, with the working.
    pub fn work_estimate(&self, work: &Work) -> Result<WorkEstimate, GameError> {
        Ok(work.estimate(self.ruleset())?)
    }

    pub(super) fn start_work(&mut self, order: &WorkOrder<'_>) -> Result<Vec<Event>, GameError> {
        if let Some(id) = order.unit {
            self.unit(id)?;
        }
        if let Some(p) = order.place
            && !(p.x.is_finite()
                && p.y.is_finite()
                && p.x.abs() <= MAX_MAP_COORDINATE
                && p.y.abs() <= MAX_MAP_COORDINATE)
        {
            return Err(GameError::BeyondMapEdge { x: p.x, y: p.y });
        }
        let estimate = self.work_estimate(order.work)?;
        let turns = estimate.span.settle(order.umpire_turns)?;
        if turns == 0 || turns > MAX_WORK_TURNS {
            return Err(RulesError::OutOfRange {
                what: "work's duration in turns",
                value: turns.to_string(),
                allowed: format!("1 to {MAX_WORK_TURNS}"),
            }
            .into());
        }
        let needed = estimate.span.needs_umpire() || order.umpire_turns.is_some();
        let reason = check_reason(order.reason, needed)?;
        let now = self.turn();
        let id = self.works().next_id();
        let done_turn = now.saturating_add(turns);
        let work = WorkUnderWay {
            id,
            work: *order.work,
            description: estimate.work.clone(),
            unit: order.unit.cloned(),
            place: order.place,
            started_turn: now,
            done_turn,
            reason: reason.clone(),
        };
        self.works_mut().start(work);
        Ok(vec![Event::WorkStarted {
            work: id,
            description: estimate.work,
            unit: order.unit.cloned(),
            done_at: done_turn,
            umpire_turns: order.umpire_turns,
            reason,
        }])
    }

    pub(super) fn abandon_work(&mut self, id: u32, reason: &str) -> Result<Vec<Event>, GameError> {
        let reason = check_reason(Some(reason), true)?.unwrap_or_default();
        let work = self
            .works_mut()
            .take(id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "work under way",
                value: id.to_string(),
                allowed: "the numbers of the works under way".into(),
            })?;
        Ok(vec![Event::WorkAbandoned {
            work: id,
            description: work.description,
            reason,
        }])
    }

    /// A work has reached its end: it comes off the list.
    pub(super) fn finish_work(&mut self, id: u32) -> Vec<Event> {
        match self.works_mut().take(id) {
            Some(work) => vec![Event::WorkFinished {
                work: id,
                description: work.description,
                unit: work.unit,
            }],
            None => Vec::new(),
        }
    }
}
