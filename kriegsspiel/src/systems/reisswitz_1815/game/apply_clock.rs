//! The clock: advancing it by whole turns, and "taking several moves together" until something
//! happens (draft, L51, L116). Each advance applies whatever fell due (`falling_due.rs`), then
//! makes the sightings at the new turn (`apply_sightings.rs`).

use super::apply_melee::{CONTACT_PACES, footprint_gap};
use super::battlefield::Battlefield;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::stop_reason::StopReason;
use crate::distance::Pace;
use crate::error::RulesError;
use crate::side::Side;
use rstar::RTree;
use rstar::primitives::GeomWithData;

/// The most turns one clock command may advance (a full day of 2-minute turns).
pub const MAX_ADVANCE_TURNS: u32 = 720;

/// What one advance brought: items that fell due, messages delivered, new sightings and the
/// observers that made them.
#[derive(Debug, Default)]
struct TurnNews {
    due: usize,
    delivered: usize,
    sightings: usize,
    observers: usize,
    concealed_in_view: usize,
}

impl TurnNews {
    fn reasons(&self) -> Vec<StopReason> {
        let mut reasons = Vec::new();
        if self.sightings > 0 {
            reasons.push(StopReason::NewSighting {
                observers: self.observers,
                sightings: self.sightings,
            });
        }
        if self.delivered > 0 {
            reasons.push(StopReason::MessageDelivered {
                messages: self.delivered,
            });
        }
        if self.due > 0 {
            reasons.push(StopReason::FallingDue { items: self.due });
        }
        if self.concealed_in_view > 0 {
            reasons.push(StopReason::ConcealedMarchInView {
                columns: self.concealed_in_view,
            });
        }
        reasons
    }
}

fn check_turns(what: &'static str, turns: u32) -> Result<(), GameError> {
    if turns == 0 || turns > MAX_ADVANCE_TURNS {
        return Err(RulesError::OutOfRange {
            what,
            value: turns.to_string(),
            allowed: format!("1 to {MAX_ADVANCE_TURNS}"),
        }
        .into());
    }
    Ok(())
}

impl GameState {
    /// The longest range of the ruleset's range bands, paces: the farthest band limit of the
    /// 6-pdr, 12-pdr, musketry and rifle bands (reference §2; Appendix Three — Artillery Ranges:
    /// the 12-pdr's random shot reaches 2,000 paces in the draft).
    pub fn longest_fire_range(&self) -> Pace {
        let ranges = &self.ruleset().fire.ranges;
        let longest = [
            &ranges.six_pounder,
            &ranges.twelve_pounder,
            &ranges.musketry,
            &ranges.rifles,
        ]
        .into_iter()
        .flatten()
        .map(|b| b.to)
        .fold(0.0_f64, f64::max);
        Pace(longest)
    }

    /// Advances the clock and applies, in one place, whatever fell due (see
    /// [`GameState::falling_due`]); then makes the sightings at the new turn.
    pub(super) fn advance_clock(
        &mut self,
        field: &Battlefield,
        turns: u32,
    ) -> Result<Vec<Event>, GameError> {
        check_turns("turns to advance", turns)?;
        Ok(self.advance_turns(field, turns)?.0)
    }

    fn advance_turns(
        &mut self,
        field: &Battlefield,
        turns: u32,
    ) -> Result<(Vec<Event>, TurnNews), GameError> {
        let from_turn = self.turn();
        self.clock_mut().advance_by(turns)?;
        let now = self.turn();
        let reading = self.clock().reading();
        let mut events = vec![Event::ClockAdvanced {
            from_turn,
            to_turn: now,
            time: reading.time,
            day: reading.day,
        }];
        let mut news = TurnNews::default();
        let mut schedule = self.falling_due(from_turn);
        for due in schedule.take_due(now) {
            news.due += 1;
            events.extend(self.apply_due(due.item)?);
        }
        let (seen, sightings, observers) = self.make_sightings(field)?;
        events.extend(seen);
        let prompts = self.concealed_in_view(field);
        news.concealed_in_view = prompts.len();
        events.extend(prompts);
        news.sightings = sightings;
        news.observers = observers;
        news.delivered = events
            .iter()
            .filter(|e| matches!(e, Event::MessageDelivered { .. }))
            .count();
        Ok((events, news))
    }

    /// Advances one turn at a time, at most `max_turns`, and stops after the first turn in
    /// which something happens (see [`StopReason`]). Units do not move while the clock runs,
    /// so whether enemies have come within fire range or into contact by this turn's moves is
    /// asked once, before the first turn: if they have, it stops after one turn.
    pub(super) fn advance_until(
        &mut self,
        field: &Battlefield,
        max_turns: u32,
    ) -> Result<Vec<Event>, GameError> {
        check_turns("turns to take together", max_turns)?;
        let from_turn = self.turn();
        let near = self.enemies_near();
        let mut events = Vec::new();
        let mut reasons = Vec::new();
        for _ in 0..max_turns {
            let (happened, news) = self.advance_turns(field, 1)?;
            events.extend(happened);
            reasons = news.reasons();
            reasons.extend(near.iter().cloned());
            if !reasons.is_empty() {
                break;
            }
        }
        events.push(Event::AdvancedUntil {
            from_turn,
            to_turn: self.turn(),
            max_turns,
            reasons,
        });
        Ok(events)
    }

    /// Enemy units that have come within the longest fire range of each other (footprint
    /// centres) or into contact (footprints within [`CONTACT_PACES`]) by moving this turn: at
    /// most one reason of each. Pairs that stood so close already before anyone moved do not
    /// stop the clock again and again (the draft takes moves together while the sides are far
    /// apart, L51; they come within range only by moving).
    fn enemies_near(&self) -> Vec<StopReason> {
        let longest = self.longest_fire_range().paces();
        let now = self.turn();
        let units = self.units_on_map();
        let moved = |id: &crate::ids::UnitId| {
            self.unit(id)
                .is_ok_and(|(_, state)| state.movement.allowance_left(now) < 1.0)
        };
        let index = |side: Side| {
            RTree::bulk_load(
                units
                    .iter()
                    .enumerate()
                    .filter(|(_, u)| u.side == side)
                    .map(|(i, u)| GeomWithData::new([u.centre.x, u.centre.y], i))
                    .collect(),
            )
        };
        let (reds, blues) = (index(Side::Red), index(Side::Blue));
        let (mut closest, mut gap) = (f64::INFINITY, f64::INFINITY);
        for mover in units.iter().filter(|u| moved(&u.id)) {
            let enemies = if mover.side == Side::Red {
                &blues
            } else {
                &reds
            };
            let near =
                enemies.locate_within_distance([mover.centre.x, mover.centre.y], longest * longest);
            for entry in near {
                let Some(enemy) = units.get(entry.data) else {
                    continue;
                };
                let d = (enemy.centre.x - mover.centre.x).hypot(enemy.centre.y - mover.centre.y);
                closest = closest.min(d);
                if let (Ok(Some(a)), Ok(Some(b))) =
                    (self.footprint(&mover.id), self.footprint(&enemy.id))
                {
                    gap = gap.min(footprint_gap(&a, &b));
                }
            }
        }
        let mut reasons = Vec::new();
        if closest <= longest {
            reasons.push(StopReason::EnemyInFireRange {
                paces: closest,
                longest_range: longest,
            });
        }
        if gap <= CONTACT_PACES {
            reasons.push(StopReason::EnemyInContact { gap });
        }
        reasons
    }
}
