//! Capture in the game (reference §12.8, §12.12): prisoners taken from a unit into a column
//! escorted by their captors (the escort checked against one tenth, L1512), a column freed on
//! the umpire's recorded decision, the encirclement test with Die III thrown from the game's
//! dice box (L1500–1506), and a battery captured and retaken, its time out of action falling
//! due on the clock (`falling_due.rs`; L1216).

use super::capture_state::{BatteryCapture, PrisonerColumn};
use super::command_dispatch::settle;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::prisoner_taking::PrisonerTaking;
use super::refusal::Refusal;
use crate::error::RulesError;
use crate::ids::UnitId;
use crate::systems::reisswitz_1815::army::UnitKind;
use crate::systems::reisswitz_1815::calc::captured_battery::{
    HELD_MOVES_LOST_FOR_GAME, RETAKEN_OUT_MOVES,
};
use crate::systems::reisswitz_1815::calc::encirclement::{
    CaptureCase, CaptureVerdict, ENCIRCLEMENT_DIE, EncirclementThrow, EncirclementWorksheet,
};
use crate::systems::reisswitz_1815::calc::prisoner_escort::smallest_escort;
use crate::systems::reisswitz_1815::dice::DieReading;

impl GameState {
    /// Refuses two units of the same side, or one unit as both.
    fn check_enemies(&self, unit: &UnitId, captors: &UnitId) -> Result<(), GameError> {
        let (a, _) = self.unit(unit)?;
        let (b, _) = self.unit(captors)?;
        if unit == captors || a.side == b.side {
            return Err(GameError::Unsuitable {
                unit: captors.clone(),
                reason: "only the enemy takes prisoners or guns".into(),
            });
        }
        Ok(())
    }

    pub(super) fn take_prisoners(&mut self, t: &PrisonerTaking) -> Result<Vec<Event>, GameError> {
        self.check_enemies(t.unit, t.captors)?;
        let (_, beaten) = self.unit(t.unit)?;
        if t.men == 0 || t.men > beaten.strength.men {
            return Err(RulesError::OutOfRange {
                what: "prisoners taken",
                value: t.men.to_string(),
                allowed: format!("1 to {} (the unit's men)", beaten.strength.men),
            }
            .into());
        }
        let (_, captors) = self.unit(t.captors)?;
        let free = captors
            .strength
            .men
            .saturating_sub(captors.capture.escorting());
        if t.escort > free {
            return Err(RulesError::OutOfRange {
                what: "escort",
                value: t.escort.to_string(),
                allowed: format!("0 to {free} (the captors' men not already escorting)"),
            }
            .into());
        }
        let needed = smallest_escort(t.men);
        let mut events = Vec::new();
        if t.escort < needed {
            events.extend(settle(
                vec![Refusal::EscortTooSmall {
                    prisoners: t.men,
                    escort: t.escort,
                    needed,
                }],
                t.override_reason,
            )?);
        }
        let now = self.turn();
        self.state_mut(t.unit)?.strength.men -= t.men;
        self.state_mut(t.captors)?
            .capture
            .prisoners
            .push(PrisonerColumn {
                from: t.unit.clone(),
                men: t.men,
                escort: t.escort,
                taken_at: now,
            });
        events.push(Event::PrisonersTaken {
            unit: t.unit.clone(),
            captors: t.captors.clone(),
            men: t.men,
            escort: t.escort,
        });
        Ok(events)
    }

    pub(super) fn liberate_prisoners(
        &mut self,
        captors: &UnitId,
        column: u32,
        decision: &str,
    ) -> Result<Vec<Event>, GameError> {
        let (_, state) = self.unit(captors)?;
        let count = state.capture.prisoners.len();
        let index = usize::try_from(column)
            .ok()
            .filter(|&i| i < count)
            .ok_or_else(|| RulesError::OutOfRange {
                what: "prisoners' column",
                value: column.to_string(),
                allowed: format!("0 to {} (the columns the unit escorts)", count.max(1) - 1),
            })?;
        let mut events = self.record_decision(
            "prisoners freed on meeting the enemy (L1512)",
            decision,
            Some(captors),
        )?;
        let freed = self.state_mut(captors)?.capture.prisoners.remove(index);
        let unit = self.state_mut(&freed.from)?;
        unit.strength.men = unit.strength.men.saturating_add(freed.men);
        events.push(Event::PrisonersFreed {
            captors: captors.clone(),
            unit: freed.from,
            men: freed.men,
        });
        Ok(events)
    }

    pub(super) fn throw_encirclement(
        &mut self,
        corps: &[UnitId],
        encirclers: &[UnitId],
        help_near: bool,
    ) -> Result<Vec<Event>, GameError> {
        let men = |state: &Self, ids: &[UnitId]| -> Result<u32, GameError> {
            ids.iter().try_fold(0u32, |n, id| {
                Ok(n.saturating_add(state.unit(id)?.1.strength.men))
            })
        };
        let (Some(first), Some(enemy)) = (corps.first(), encirclers.first()) else {
            return Err(RulesError::OutOfRange {
                what: "units in an encirclement",
                value: "none".into(),
                allowed: "at least one on each side".into(),
            }
            .into());
        };
        for id in corps {
            self.check_enemies(id, enemy)?;
        }
        for id in encirclers {
            self.check_enemies(first, id)?;
        }
        let (corps_men, encirclers_men) = (men(self, corps)?, men(self, encirclers)?);
        let sheet = EncirclementWorksheet::work(
            CaptureCase::Encircled,
            encirclers_men,
            corps_men,
            help_near,
        );
        let mut events = Vec::new();
        let mut outcome = None;
        if sheet.verdict == CaptureVerdict::ThrowDieIII {
            let (rules, dice) = self.rules_and_dice();
            let throw = dice.throw_reisswitz(
                rules,
                ENCIRCLEMENT_DIE,
                DieReading::Circle,
                "encirclement: can the corps go on defending itself? (L1500)",
            )?;
            outcome = EncirclementThrow::from_circle(throw.combat.circle);
            let entries = throw
                .sequences
                .iter()
                .filter_map(|s| self.dice().log().get(*s).cloned())
                .collect();
            events.push(Event::DieThrown { entries });
        }
        events.push(Event::EncirclementDecided {
            corps: corps.to_vec(),
            corps_men,
            encirclers_men,
            verdict: sheet.verdict,
            outcome,
        });
        Ok(events)
    }

    pub(super) fn capture_battery(
        &mut self,
        battery: &UnitId,
        captors: &UnitId,
    ) -> Result<Vec<Event>, GameError> {
        self.check_enemies(battery, captors)?;
        let (unit, state) = self.unit(battery)?;
        if !matches!(unit.kind, UnitKind::Battery { .. }) {
            return Err(GameError::Unsuitable {
                unit: battery.clone(),
                reason: "only a battery is captured as guns (reference §12.12)".into(),
            });
        }
        if state
            .capture
            .battery
            .as_ref()
            .is_some_and(|held| held.retaken_at.is_none() || held.lost_for_game)
        {
            return Err(GameError::Unsuitable {
                unit: battery.clone(),
                reason: "the battery is already in the enemy's hands".into(),
            });
        }
        let now = self.turn();
        self.state_mut(battery)?.capture.battery = Some(BatteryCapture {
            captors: captors.clone(),
            captured_at: now,
            retaken_at: None,
            out_until: None,
            lost_for_game: false,
        });
        Ok(vec![Event::BatteryCaptured {
            battery: battery.clone(),
            captors: captors.clone(),
            lost_for_game_at: now.saturating_add(HELD_MOVES_LOST_FOR_GAME),
        }])
    }

    pub(super) fn retake_battery(&mut self, battery: &UnitId) -> Result<Vec<Event>, GameError> {
        let now = self.turn();
        let held = self
            .state_mut(battery)?
            .capture
            .battery
            .as_mut()
            .filter(|b| b.retaken_at.is_none() && !b.lost_for_game)
            .ok_or_else(|| GameError::Unsuitable {
                unit: battery.clone(),
                reason: "the battery is not held by the enemy, or is already out for the game (held four moves, L1216)".into(),
            })?;
        let until = now.saturating_add(RETAKEN_OUT_MOVES);
        held.retaken_at = Some(now);
        held.out_until = Some(until);
        Ok(vec![Event::BatteryRetaken {
            battery: battery.clone(),
            out_until: until,
        }])
    }

    /// Why a captured battery cannot fire at turn `now` (reference §12.12; L1216), or `None`.
    pub(super) fn battery_out_of_action(&self, id: &UnitId, now: u32) -> Option<Refusal> {
        let (_, state) = self.unit(id).ok()?;
        let held = state.capture.battery.as_ref()?;
        let reason = if held.lost_for_game {
            "it was held by the enemy four moves and is out for the rest of the game (L1216)"
                .to_string()
        } else if held.retaken_at.is_none() {
            "it is in the enemy's hands (L1216)".to_string()
        } else {
            let until = held.out_until.filter(|&t| t > now)?;
            format!("it was retaken and is out of action until turn {until} (L1216)")
        };
        Some(Refusal::BatteryOutOfAction { reason })
    }
}
