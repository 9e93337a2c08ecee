//! The half-turn's attack (rules reference §5, §6; source L17, L50, L52, L88).

use super::combat::{CombatExplanation, CombatResult, Role};
use super::event::GridEvent;
use super::grid_state::GridState;
use super::option_readings::{AttackTiming, RetreatFailure};
use super::refusal::Refusal;
use super::square::Square;

impl GridState {
    /// Checks an attack without making it: its explanation, or the refusal.
    pub fn plan_attack(
        &self,
        target: Square,
        by: Option<Square>,
    ) -> Result<CombatExplanation, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        if !target.on_board() {
            return Err(Refusal::OffBoard { square: target });
        }
        if let Some(due) = self.retreat_due.and_then(|id| self.position.unit(id)) {
            return Err(Refusal::RetreatFirst { at: due.at }); // source L52
        }
        if self.turn.attacked {
            return Err(Refusal::SecondAttack); // source L17
        }
        if self.turn.raids > 0 {
            return Err(Refusal::AttackAfterRaid); // source L88
        }
        let attacker = self.to_move();
        match self.position.unit_at(target) {
            Some(unit) if unit.side != attacker => {}
            _ => return Err(Refusal::NoTarget { square: target }),
        }
        let declared = if self.options.attack_timing == AttackTiming::AfterAnyMove {
            let last = self
                .last_moved()
                .map(|u| u.at)
                .ok_or(Refusal::NotLastMoved)?;
            if by.is_some_and(|b| b != last) {
                return Err(Refusal::NotLastMoved);
            }
            Some(last)
        } else {
            by
        };
        let explanation = self
            .battlefield()
            .explain(target, declared)
            .ok_or(Refusal::NoTarget { square: target })?;
        if explanation.attack_total == 0 {
            return Err(Refusal::NoAttackerInRange { square: target }); // source L17
        }
        if let Some(named) = declared {
            let adds = explanation
                .contributions
                .iter()
                .any(|r| r.role == Role::Attack && r.at == named);
            if !adds {
                return Err(Refusal::AttackerDoesNotContribute { by: named });
            }
        }
        Ok(explanation)
    }

    /// Makes the attack: the target destroyed, dislodged or unharmed (source L52).
    pub fn apply_attack(
        &mut self,
        target: Square,
        by: Option<Square>,
    ) -> Result<(CombatExplanation, Vec<GridEvent>), Refusal> {
        let explanation = self.plan_attack(target, by)?;
        let mut events = vec![GridEvent::Attacked {
            target,
            attack_total: explanation.attack_total,
            defence_total: explanation.defence_total,
            result: explanation.result,
        }];
        self.turn.attacked = true;
        let Some(unit) = self.position.unit_at(target).copied() else {
            return Ok((explanation, events));
        };
        match explanation.result {
            CombatResult::Destroyed => self.remove_unit(
                unit.id,
                format!(
                    "attack {} against defence {}: beaten by two or more (source L52)",
                    explanation.attack_total, explanation.defence_total
                ),
                &mut events,
            ),
            CombatResult::Retreat => {
                // Under after_moves nothing changes before the retreat, so "no legal move" is
                // decided now (rules reference §6); otherwise at the start of its half-turn.
                let fails = match self.options.retreat_failure {
                    RetreatFailure::NoLegalMove => !self.has_legal_move(&unit),
                    RetreatFailure::BoxedIn => self.boxed_in(&unit),
                };
                if fails && self.options.attack_timing == AttackTiming::AfterMoves {
                    self.remove_unit(
                        unit.id,
                        "beaten by one point with no way to retreat (source L52)".into(),
                        &mut events,
                    );
                } else {
                    self.pending_retreat = Some(unit.id);
                    events.push(GridEvent::MustRetreat { at: unit.at });
                }
            }
            CombatResult::NoEffect => {}
        }
        self.refresh_network();
        self.check_victory(&mut events);
        Ok((explanation, events))
    }
}
