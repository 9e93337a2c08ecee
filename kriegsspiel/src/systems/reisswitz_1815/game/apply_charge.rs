//! The charge in the game (reference §12.11): the attacker declares what he attacks, the
//! defender answers, and the answer's consequences are worked out and journaled. No die is
//! thrown here: an accepted attack goes on to the close-combat tables, a declined one does not.

use super::declared_attack::{DeclaredAttack, DeclinedAttack};
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::refusal::Refusal;
use crate::systems::reisswitz_1815::army::{Unit, UnitId, UnitKind};
use crate::systems::reisswitz_1815::calc::charge_answer::{
    ANY_ATTACK_SOURCE, AttackAnswer, AttackedParty, BATTERY_SOURCE, CAVALRY_SOURCE,
    ChargeAnswerWorksheet, HorseGunsChoice,
};

/// What the attacked unit is, as far as its answer goes.
pub fn attacked_party(unit: &Unit) -> AttackedParty {
    match unit.kind {
        UnitKind::CavalryRegiment { .. } => AttackedParty::Cavalry,
        UnitKind::Battery { .. } => AttackedParty::Battery,
        _ => AttackedParty::Other,
    }
}

/// The question put to the defender's side when an attack on `party` is declared.
pub fn attack_question(party: AttackedParty) -> (&'static str, &'static str) {
    match party {
        AttackedParty::Cavalry => (
            "accept the charge (stand, or counter-charge 300 paces) or retire at least 400 paces?",
            CAVALRY_SOURCE,
        ),
        AttackedParty::Battery => (
            "do the guns stay or withdraw before the attack?",
            BATTERY_SOURCE,
        ),
        AttackedParty::Other => ("retire, counter-attack or stand?", ANY_ATTACK_SOURCE),
    }
}

impl GameState {
    /// The refusals of a melee whose defenders declined these attackers' attack (draft
    /// L786–790: the die is thrown only if the attack is accepted), sorted by defender.
    pub fn declined_attack_refusals(
        &self,
        attackers: &[UnitId],
        defenders: &[UnitId],
    ) -> Vec<Refusal> {
        let mut refusals: Vec<Refusal> = defenders
            .iter()
            .filter_map(|defender| {
                let declined = self.declined_attacks().get(defender)?;
                attackers
                    .contains(&declined.attacker)
                    .then(|| Refusal::AttackDeclined {
                        attacker: declined.attacker.clone(),
                        defender: defender.clone(),
                        answer: declined.answer,
                        turn: declined.turn,
                    })
            })
            .collect();
        refusals.sort_by_key(|r| r.to_string());
        refusals.dedup();
        refusals
    }

    /// The attack declared on `defender` and not yet answered, if any.
    pub fn declared_attack_on(&self, defender: &UnitId) -> Option<&DeclaredAttack> {
        self.declared_attacks().get(defender)
    }

    pub(super) fn declare_attack(
        &mut self,
        attacker: &UnitId,
        target: &UnitId,
    ) -> Result<Vec<Event>, GameError> {
        let (attacking, attacker_state) = self.unit(attacker)?;
        let (attacked, target_state) = self.unit(target)?;
        let unsuitable = |unit: &UnitId, reason: String| GameError::Unsuitable {
            unit: unit.clone(),
            reason,
        };
        if attacking.side == attacked.side {
            return Err(unsuitable(
                target,
                format!("it is on the attacker's own side ({})", attacking.side),
            ));
        }
        for (id, state) in [(attacker, attacker_state), (target, target_state)] {
            if state.placement.is_none() {
                return Err(unsuitable(id, "it is not on the map".into()));
            }
        }
        if let Some(pending) = self.declared_attack_on(target) {
            return Err(unsuitable(
                target,
                format!(
                    "'{}' has already declared an attack on it; its answer is awaited",
                    pending.attacker
                ),
            ));
        }
        let party = attacked_party(attacked);
        let (question, source) = attack_question(party);
        let turn = self.turn();
        self.declined_attacks_mut().remove(target);
        self.declared_attacks_mut().insert(
            target.clone(),
            DeclaredAttack {
                attacker: attacker.clone(),
                turn,
            },
        );
        Ok(vec![Event::AttackDeclared {
            attacker: attacker.clone(),
            target: target.clone(),
            question: format!("{question} ({source})"),
        }])
    }

    pub(super) fn answer_attack(
        &mut self,
        defender: &UnitId,
        answer: AttackAnswer,
        horse_guns: Option<HorseGunsChoice>,
    ) -> Result<Vec<Event>, GameError> {
        let attacker = self
            .declared_attack_on(defender)
            .map(|d| d.attacker.clone())
            .ok_or_else(|| GameError::Unsuitable {
                unit: defender.clone(),
                reason: "no attack on it has been declared".into(),
            })?;
        let (attacked, _) = self.unit(defender)?;
        let party = attacked_party(attacked);
        let (attacking, _) = self.unit(&attacker)?;
        let cavalry_attacker = matches!(attacking.kind, UnitKind::CavalryRegiment { .. });
        let sheet = ChargeAnswerWorksheet::work(party, cavalry_attacker, answer, horse_guns)?;
        self.declared_attacks_mut().remove(defender);
        if sheet.throw_die {
            self.declined_attacks_mut().remove(defender);
        } else {
            let turn = self.turn();
            self.declined_attacks_mut().insert(
                defender.clone(),
                DeclinedAttack {
                    attacker: attacker.clone(),
                    answer,
                    turn,
                },
            );
        }
        Ok(vec![Event::AttackAnswered {
            attacker,
            defender: defender.clone(),
            answer,
            horse_guns,
            throw_die: sheet.throw_die,
            defender_points: sheet.defender_points,
            steps: sheet.steps,
        }])
    }
}
