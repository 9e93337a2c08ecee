//! Losses: loss points on a unit move its side's casualty pin, take whole men (guns) off its
//! strength and, when a track completes, make the exchange on the map (Section 4 —
//! Casualties; reference §4). The umpire may also put a pin by hand.

use super::apply_admin::check_text;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use crate::error::RulesError;
use crate::systems::reisswitz_1815::army::{
    ArtilleryKind, Side, Strength, UnitBlocks, UnitId, UnitKind,
};
use crate::systems::reisswitz_1815::calc::casualty_pin::PinEvent;
use crate::systems::reisswitz_1815::calc::tally::Tally;
use crate::systems::reisswitz_1815::dice::DieKind;
use crate::systems::reisswitz_1815::ruleset::{ExchangeKind, Formation};

/// The most loss points one command may record (more than a whole corps).
pub const MAX_LOSS_POINTS: f64 = 100_000.0;
/// Guns at which a battery is taken out of play (reference §4: "at 1 gun left the battery is
/// removed").
pub const LAST_GUNS: u32 = 1;
/// The longest reason for a hand correction, in characters.
pub const MAX_REASON_CHARS: usize = 500;

/// The casualty track a unit's losses go on (Section 4 — Casualties; reference §4): infantry by
/// its ranks, cavalry heavy or light, artillery foot or horse. Sappers count as infantry in
/// three ranks. `None` for detachments and trains, whose losses the umpire settles.
pub fn loss_formation(kind: &UnitKind) -> Option<Formation> {
    match kind {
        UnitKind::Battalion { ranks, .. } => Some(if *ranks == 2 {
            Formation::TwoRank
        } else {
            Formation::ThreeRank
        }),
        UnitKind::Sappers => Some(Formation::ThreeRank),
        UnitKind::CavalryRegiment { cavalry, .. } => Some(if cavalry.is_heavy() {
            Formation::HeavyCavalry
        } else {
            Formation::LightCavalry
        }),
        UnitKind::Battery { artillery, .. } => Some(match artillery {
            ArtilleryKind::Foot => Formation::FootArtillery,
            ArtilleryKind::Horse => Formation::HorseArtillery,
        }),
        UnitKind::Detachment { .. } | UnitKind::Train { .. } => None,
    }
}

impl GameState {
    /// Records `points` of losses on `id`: the pin of its side on `formation`'s track (by
    /// default the unit's own) moves, a d6 is thrown from the game's dice for a remainder of
    /// whole men, the whole men come off the unit's strength, and each completed track makes
    /// its exchange on this unit.
    pub(super) fn record_losses(
        &mut self,
        id: &UnitId,
        formation: Option<Formation>,
        points: f64,
        purpose: &str,
    ) -> Result<Vec<Event>, GameError> {
        check_text("purpose of the losses", purpose, MAX_REASON_CHARS)?;
        if !(points.is_finite() && points > 0.0 && points <= MAX_LOSS_POINTS) {
            return Err(RulesError::OutOfRange {
                what: "loss points",
                value: points.to_string(),
                allowed: format!("more than 0, at most {MAX_LOSS_POINTS}"),
            }
            .into());
        }
        let (unit, _) = self.unit(id)?;
        let (side, kind) = (unit.side, unit.kind.clone());
        let formation = match formation.or_else(|| loss_formation(&kind)) {
            Some(f) => f,
            None => {
                return Err(GameError::Unsuitable {
                    unit: id.clone(),
                    reason: format!(
                        "the losses of a {} are left to the umpire (no casualty track)",
                        kind.describe()
                    ),
                });
            }
        };
        let label = id.to_string();
        let remainder = self
            .casualty_board()
            .remainder_for(side, formation, points)?;
        let mut events = Vec::new();
        let face = if remainder > 0 {
            let entry = self.dice_mut().throw_die(
                DieKind::D6,
                &format!("remainder throw for {label}: {remainder} men over full boxes"),
            )?;
            let face = entry.face;
            events.push(Event::DieThrown {
                entries: vec![entry],
            });
            Some(face)
        } else {
            None
        };
        let throw = self
            .casualty_board_mut()
            .record(side, formation, &label, points, face)?;
        let exchanged: u64 = throw
            .events
            .iter()
            .map(|e| match e {
                PinEvent::TrackCompleted { first, last, .. } => {
                    last.saturating_sub(*first).saturating_add(1)
                }
                _ => 0,
            })
            .sum();
        let track_length = self.casualty_board().pin(side, formation)?.track_length();
        events.push(Event::LossesRecorded {
            unit: id.clone(),
            side,
            formation,
            points: throw.points,
            men: throw.exact,
            whole_men: throw.whole,
            boxes: throw.boxes_moved,
            position: throw.position_after,
            track_length,
            purpose: purpose.to_string(),
            working: throw.steps.iter().map(|s| s.to_string()).collect(),
        });
        // Strength: whole men off a men track; guns off a battery as its track completes.
        let state = self.state_mut(id)?;
        let from = state.strength;
        let lost_guns = if formation.is_artillery() {
            exchanged
        } else {
            0
        };
        let to = Strength {
            men: from
                .men
                .saturating_sub(u32::try_from(throw.whole).unwrap_or(u32::MAX)),
            guns: from
                .guns
                .saturating_sub(u32::try_from(lost_guns).unwrap_or(u32::MAX)),
        };
        if to != from {
            state.strength = to;
            events.push(Event::StrengthChanged {
                unit: id.clone(),
                from,
                to,
            });
        }
        // A battery down to its last gun is removed (Section 4 — Casualties; reference §4).
        let battery_gone = formation.is_artillery()
            && from.guns > LAST_GUNS
            && to.guns <= LAST_GUNS
            && state.placement.is_some();
        for event in &throw.events {
            if let PinEvent::TrackCompleted {
                first,
                last,
                exchange,
            } = event
            {
                let times = last.saturating_sub(*first).saturating_add(1);
                events.extend(self.make_exchange(id, *exchange, times)?);
            }
        }
        if battery_gone {
            events.extend(self.remove_unit(id)?);
        }
        Ok(events)
    }

    /// Makes `times` exchanges of `kind` on unit `id`; a unit whose last block goes comes off
    /// the map.
    fn make_exchange(
        &mut self,
        id: &UnitId,
        exchange: ExchangeKind,
        times: u64,
    ) -> Result<Vec<Event>, GameError> {
        let (unit, state) = self.unit(id)?;
        let kind = unit.kind.clone();
        let exchanges = state
            .exchanges
            .saturating_add(u32::try_from(times).unwrap_or(u32::MAX));
        let blocks_left = UnitBlocks::of(&kind, &self.ruleset().blocks)?
            .after_exchanges(&kind, exchanges, &self.ruleset().blocks)?
            .main
            .len();
        let state = self.state_mut(id)?;
        state.exchanges = exchanges;
        let removed = blocks_left == 0 && state.placement.is_some();
        let mut events = vec![Event::ExchangeMade {
            unit: id.clone(),
            exchange,
            times,
            blocks_left: u32::try_from(blocks_left).unwrap_or(u32::MAX),
        }];
        if removed {
            events.extend(self.remove_unit(id)?);
        }
        Ok(events)
    }

    /// Puts `side`'s pin on `formation`'s track at `position` by hand, with the umpire's reason.
    pub(super) fn correct_pin(
        &mut self,
        side: Side,
        formation: Formation,
        position: f64,
        reason: &str,
    ) -> Result<Vec<Event>, GameError> {
        check_text("reason for the correction", reason, MAX_REASON_CHARS)?;
        if reason.trim().is_empty() {
            return Err(RulesError::OutOfRange {
                what: "reason for the correction",
                value: "nothing".into(),
                allowed: "a few words saying why the pin moves".into(),
            }
            .into());
        }
        let (from, to) = self
            .casualty_board_mut()
            .correct_pin(side, formation, position)?;
        Ok(vec![Event::PinCorrected {
            side,
            formation,
            from,
            to,
            reason: reason.trim().to_string(),
        }])
    }
}

/// `total` split across shares in proportion to their weights: exact fractions, adding up to
/// `total` exactly.
pub(super) fn split_points(total: f64, weights: &[u32]) -> Result<Vec<f64>, GameError> {
    let sum: u64 = weights.iter().map(|w| u64::from(*w)).sum();
    if sum == 0 {
        return Ok(vec![0.0; weights.len()]);
    }
    let total_tally = Tally::from_f64(total, "loss points")?;
    let mut out = Vec::with_capacity(weights.len());
    let mut given = Tally::ZERO;
    for (i, w) in weights.iter().enumerate() {
        let share = if i + 1 == weights.len() {
            total_tally.checked_sub(given)?
        } else {
            total_tally.checked_mul(Tally::ratio(u128::from(*w), u128::from(sum))?)?
        };
        given = given.checked_add(share)?;
        out.push(share.to_f64());
    }
    Ok(out)
}
