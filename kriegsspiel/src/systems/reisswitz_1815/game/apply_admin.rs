//! Commands about the game rather than the map: markers, strengths, condition, the rules'
//! readings and house rules, and the dice (the clock is in `apply_clock.rs`).

use super::apply_ammunition::MAX_DECISION_CHARS;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::marker::{Marker, MarkerKind, ShakenDegree};
use super::markers::{BeatenMarker, CanisterMarker, CanisterStage};
use crate::error::RulesError;
use crate::figures::counted;
use crate::systems::reisswitz_1815::army::{Condition, FormationCatalogue, Strength, UnitId};
use crate::systems::reisswitz_1815::dice::{DieId, DieKind, DieReading};
use crate::systems::reisswitz_1815::ruleset::HouseRule;

/// The longest purpose written with a throw, in characters.
pub const MAX_PURPOSE_CHARS: usize = 500;

/// Checks free text given with a command (a purpose, a reason): at most `max` characters.
pub(super) fn check_text(what: &'static str, text: &str, max: usize) -> Result<(), GameError> {
    let n = text.chars().count();
    if n > max {
        return Err(RulesError::OutOfRange {
            what,
            value: format!("{n} characters"),
            allowed: format!("at most {max} characters"),
        }
        .into());
    }
    Ok(())
}

impl GameState {
    pub(super) fn set_marker(
        &mut self,
        id: &UnitId,
        marker: Marker,
    ) -> Result<Vec<Event>, GameError> {
        self.unit(id)?;
        let now = self.turn();
        let detail = match marker {
            Marker::Beaten { letter } => {
                let outcome = &self.ruleset().combat.outcome;
                let table = outcome
                    .recovery
                    .under(self.ruleset().options.recovery_times);
                let moves = table.moves.get(letter);
                let beaten = BeatenMarker {
                    letter,
                    at_turn: now,
                    blocks_turned: outcome.blocks_turned.get(letter),
                    can_defend_at: now.saturating_add(moves.defend),
                    can_attack_at: now.saturating_add(moves.attack),
                    source: table.source.clone(),
                };
                let detail = format!(
                    "{} ({letter}): {} turned; may defend from turn {}, attack from turn {} ({})",
                    letter.word(),
                    counted(beaten.blocks_turned, "block"),
                    beaten.can_defend_at,
                    beaten.can_attack_at,
                    beaten.source
                );
                self.state_mut(id)?.markers.beaten = Some(beaten);
                detail
            }
            Marker::Shaken { degree } => {
                self.state_mut(id)?.markers.shaken = Some(degree);
                match degree {
                    ShakenDegree::Slightly => "slightly shaken".into(),
                    ShakenDegree::Badly => "badly shaken".into(),
                }
            }
            Marker::UnderCanister => {
                let markers = &mut self.state_mut(id)?.markers;
                let stage = match markers.canister {
                    Some(c) if c.last_turn == now => c.stage,
                    Some(c) if c.last_turn.saturating_add(1) == now => CanisterStage::Second,
                    _ => CanisterStage::First,
                };
                markers.canister = Some(CanisterMarker {
                    stage,
                    last_turn: now,
                });
                match stage {
                    CanisterStage::First => "under canister fire: light counter".into(),
                    CanisterStage::Second => {
                        "under canister fire a second turn running: black counter, one step worse in melee (Section 4 — Rules for Assaults, Casualties)".into()
                    }
                }
            }
            Marker::OutOfAmmunition => {
                self.state_mut(id)?.markers.out_of_ammunition = true;
                "out of ammunition".into()
            }
        };
        Ok(vec![Event::MarkerSet {
            unit: id.clone(),
            kind: marker.kind(),
            detail,
        }])
    }

    pub(super) fn clear_marker(
        &mut self,
        id: &UnitId,
        kind: MarkerKind,
    ) -> Result<Vec<Event>, GameError> {
        let markers = &mut self.state_mut(id)?.markers;
        let had = match kind {
            MarkerKind::Beaten => markers.beaten.take().is_some(),
            MarkerKind::Shaken => markers.shaken.take().is_some(),
            MarkerKind::UnderCanister => markers.canister.take().is_some(),
            MarkerKind::OutOfAmmunition => std::mem::replace(&mut markers.out_of_ammunition, false),
        };
        if !had {
            return Err(GameError::Unsuitable {
                unit: id.clone(),
                reason: format!("it has no '{kind}' marker"),
            });
        }
        Ok(vec![Event::MarkerCleared {
            unit: id.clone(),
            kind,
            reason: "taken off by the umpire".into(),
        }])
    }

    pub(super) fn set_strength(
        &mut self,
        id: &UnitId,
        men: i64,
        guns: i64,
    ) -> Result<Vec<Event>, GameError> {
        let to = Strength::new(men, guns)?;
        let state = self.state_mut(id)?;
        let from = std::mem::replace(&mut state.strength, to);
        Ok(vec![Event::StrengthChanged {
            unit: id.clone(),
            from,
            to,
        }])
    }

    pub(super) fn set_condition(
        &mut self,
        id: &UnitId,
        condition: Condition,
        reason: Option<&str>,
    ) -> Result<Vec<Event>, GameError> {
        let reason = reason.map(str::trim).filter(|r| !r.is_empty());
        if let Some(r) = reason
            && r.chars().count() > MAX_DECISION_CHARS
        {
            return Err(RulesError::OutOfRange {
                what: "reason",
                value: format!("{} characters", r.chars().count()),
                allowed: format!("at most {MAX_DECISION_CHARS} characters"),
            }
            .into());
        }
        let state = self.state_mut(id)?;
        let from = std::mem::replace(&mut state.condition, condition);
        Ok(vec![Event::ConditionChanged {
            unit: id.clone(),
            from,
            to: condition,
            reason: reason.map(str::to_string),
        }])
    }

    pub(super) fn set_option(&mut self, id: &str, reading: &str) -> Result<Vec<Event>, GameError> {
        let chosen = |state: &GameState| {
            state
                .ruleset()
                .options
                .catalogue()
                .into_iter()
                .find(|o| o.id == id)
                .map(|o| o.chosen.to_string())
                .unwrap_or_default()
        };
        let from = chosen(self);
        // A journal written before a reading was withdrawn still replays with it;
        // `Game::apply` refuses withdrawn readings for new commands.
        self.ruleset_mut()
            .options
            .set_including_withdrawn(id, reading)?;
        let to = chosen(self);
        Ok(vec![Event::OptionSet {
            id: id.to_string(),
            from,
            to,
        }])
    }

    pub(super) fn house_rule(&mut self, rule: &HouseRule) -> Result<Vec<Event>, GameError> {
        self.ruleset_mut().apply_house_rule(rule.clone())?;
        // The formations name chart rows and frontages: they must still be there.
        FormationCatalogue::validate(self.formations(), self.ruleset())?;
        Ok(vec![Event::HouseRuleApplied { rule: rule.clone() }])
    }

    pub(super) fn throw_die(
        &mut self,
        die: DieId,
        reading: DieReading,
        purpose: &str,
    ) -> Result<Vec<Event>, GameError> {
        check_text("purpose of a throw", purpose, MAX_PURPOSE_CHARS)?;
        let (rules, dice) = self.rules_and_dice();
        let throw = dice.throw_reisswitz(rules, die, reading, purpose)?;
        let entries = throw
            .sequences
            .iter()
            .filter_map(|s| self.dice().log().get(*s).cloned())
            .collect();
        Ok(vec![Event::DieThrown { entries }])
    }

    pub(super) fn record_throw(
        &mut self,
        die: DieKind,
        face: i64,
        purpose: &str,
    ) -> Result<Vec<Event>, GameError> {
        check_text("purpose of a throw", purpose, MAX_PURPOSE_CHARS)?;
        let entry = self.dice_mut().record_physical(die, face, purpose)?;
        Ok(vec![Event::DieThrown {
            entries: vec![entry],
        }])
    }
}
