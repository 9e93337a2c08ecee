//! Ammunition in the game (reference §12.1): a turn of fire counted against a unit's supply,
//! a refill or resupply started (completed by the clock, `falling_due.rs`), and the umpire's
//! decisions recorded where the draft gives no figure.

use super::command_dispatch::settle;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::refusal::Refusal;
use crate::error::RulesError;
use crate::ids::UnitId;
use crate::systems::reisswitz_1815::calc::ammunition::{AmmunitionClass, AmmunitionStatus};

/// The most characters of a decision's topic or text.
pub const MAX_DECISION_CHARS: usize = 2000;

impl GameState {
    /// The unit's ammunition class, or why it has none.
    fn ammunition_class(&self, id: &UnitId) -> Result<AmmunitionClass, GameError> {
        let (unit, _) = self.unit(id)?;
        AmmunitionClass::of(&unit.kind).ok_or_else(|| GameError::Unsuitable {
            unit: id.clone(),
            reason: format!(
                "a {} does not fire by the tables, so it keeps no ammunition count",
                unit.kind.describe()
            ),
        })
    }

    /// Where the unit's ammunition stands now, with the working (reference §12.1).
    pub fn ammunition_status(&self, id: &UnitId) -> Result<AmmunitionStatus, GameError> {
        let class = self.ammunition_class(id)?;
        let (_, state) = self.unit(id)?;
        Ok(state.ammunition.status(self.ruleset(), class, self.turn()))
    }

    pub(super) fn fire_turn(
        &mut self,
        id: &UnitId,
        override_reason: Option<&str>,
    ) -> Result<Vec<Event>, GameError> {
        let class = self.ammunition_class(id)?;
        let now = self.turn();
        let mut events = Vec::new();
        if let Some(refusal) = self.battery_out_of_action(id, now) {
            events.extend(settle(vec![refusal], override_reason)?);
        }
        let rules = self.shared_ruleset();
        let ledger = &mut self.state_mut(id)?.ammunition;
        if let Err(reason) = ledger.fire(&rules, class, now) {
            events.extend(settle(
                vec![Refusal::NoAmmunition { reason }],
                override_reason,
            )?);
            // Overridden: the umpire lets it fire; the count stays at empty.
            ledger.last_fired_turn = Some(now);
        }
        let status = ledger.status(&rules, class, now);
        events.push(Event::AmmunitionSpent {
            unit: id.clone(),
            turns_left: status.turns_left,
            fouled: status.fouled,
        });
        Ok(events)
    }

    pub(super) fn resupply(&mut self, id: &UnitId) -> Result<Vec<Event>, GameError> {
        let class = self.ammunition_class(id)?;
        let now = self.turn();
        let rules = self.shared_ruleset();
        let ready_at = self
            .state_mut(id)?
            .ammunition
            .start_resupply(&rules, class, now)
            .map_err(|reason| GameError::Unsuitable {
                unit: id.clone(),
                reason,
            })?;
        Ok(vec![Event::ResupplyStarted {
            unit: id.clone(),
            ready_at,
        }])
    }

    pub(super) fn record_decision(
        &mut self,
        topic: &str,
        decision: &str,
        unit: Option<&UnitId>,
    ) -> Result<Vec<Event>, GameError> {
        if let Some(id) = unit {
            self.unit(id)?;
        }
        for (what, text) in [("decision topic", topic), ("decision", decision)] {
            let n = text.trim().chars().count();
            if n == 0 || n > MAX_DECISION_CHARS {
                return Err(RulesError::OutOfRange {
                    what,
                    value: format!("{n} characters"),
                    allowed: format!("1 to {MAX_DECISION_CHARS} characters"),
                }
                .into());
            }
        }
        Ok(vec![Event::DecisionRecorded {
            topic: topic.trim().to_string(),
            decision: decision.trim().to_string(),
            unit: unit.cloned(),
        }])
    }
}
