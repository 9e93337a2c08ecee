//! What falls due when the clock of a Reisswitz game advances: a formation change finishing, a
//! beaten unit able to defend and then to attack again (Section 4 — recovery times), and a
//! canister counter lapsing when no fire renewed it. The game lists these as a core
//! [`Schedule`], and [`GameState::advance_clock`] applies whatever fell due in one place.
//! Messages travelling between commanders, and commanders riding to a spot themselves, are
//! in the same schedule: each is listed at the turn it is in hand, after the units' entries. A
//! unit's report of sightings, when it is in hand, adds what it says to its side's picture of
//! the enemy, as of the turn the enemy was seen. The sightings themselves are made after all
//! of this, at the new turn (`apply_clock.rs`, `apply_sightings.rs`).

use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::marker::MarkerKind;
use crate::ids::UnitId;
use crate::schedule::Schedule;
use crate::systems::reisswitz_1815::calc::captured_battery::HELD_MOVES_LOST_FOR_GAME;
use crate::systems::reisswitz_1815::staff::{CommanderId, MessageId, MessageStatus, Post};

/// Something due at a turn for one unit, message or commander.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FallingDue {
    /// The unit has finished changing formation (or wheeling) and may move again.
    ReformingDone(UnitId),
    /// A beaten unit may defend itself again (it may not yet attack).
    CanDefendAgain(UnitId),
    /// A beaten unit has rallied and may attack again: its marker comes off.
    Rallied(UnitId),
    /// A canister counter not renewed in the turn after it was set comes off.
    CanisterLapsed(UnitId),
    /// A message in transit is in its addressee's hands.
    MessageArrives(MessageId),
    /// A commander riding to a spot himself is there.
    CommanderArrives(CommanderId),
    /// A unit's refill or resupply from its wagon is complete (reference §12.1).
    Resupplied(UnitId),
    /// A captured battery has been held by the enemy four moves: out for the game (L1216).
    BatteryLostForGame(UnitId),
    /// A retaken battery's 30 moves out of action are over (L1216).
    BatteryBackInAction(UnitId),
    /// A work under way reaches its end (reference §12.3, §12.7).
    WorkDone(u32),
}

impl GameState {
    /// Everything pending: for the units, unit by unit in id order, each unit's in the order
    /// reform, beaten, canister; then the messages in transit in order of sending; then the
    /// commanders riding in person, in id order. `after_turn` is the turn the clock stands at before it
    /// advances: a beaten unit's "can defend again" is listed only if it is still to come.
    pub fn falling_due(&self, after_turn: u32) -> Schedule<FallingDue> {
        let mut schedule = Schedule::new();
        for (id, state) in self.unit_states() {
            if let Some(turn) = state.reforming_until {
                schedule.add(turn, FallingDue::ReformingDone(id.clone()));
            }
            if let Some(beaten) = &state.markers.beaten {
                schedule.add(beaten.can_attack_at, FallingDue::Rallied(id.clone()));
                if beaten.can_defend_at > after_turn {
                    schedule.add(beaten.can_defend_at, FallingDue::CanDefendAgain(id.clone()));
                }
            }
            if let Some(at) = state.ammunition.resupplied_at {
                schedule.add(at, FallingDue::Resupplied(id.clone()));
            }
            if let Some(held) = &state.capture.battery {
                match held.out_until {
                    Some(at) => schedule.add(at, FallingDue::BatteryBackInAction(id.clone())),
                    None if !held.lost_for_game => schedule.add(
                        held.captured_at.saturating_add(HELD_MOVES_LOST_FOR_GAME),
                        FallingDue::BatteryLostForGame(id.clone()),
                    ),
                    None => {}
                }
            }
            if let Some(canister) = state.markers.canister {
                schedule.add(
                    canister.last_turn.saturating_add(2),
                    FallingDue::CanisterLapsed(id.clone()),
                );
            }
        }
        for message in self.staff().in_transit() {
            schedule.add(message.arrives_turn, FallingDue::MessageArrives(message.id));
        }
        for commander in self.staff().commanders.values() {
            if let Some(ride) = &commander.riding {
                schedule.add(
                    ride.arrives_turn,
                    FallingDue::CommanderArrives(commander.id.clone()),
                );
            }
        }
        for work in self.works().under_way() {
            schedule.add(work.done_turn, FallingDue::WorkDone(work.id));
        }
        schedule
    }

    /// Applies one thing that fell due; returns its events (none when an earlier entry of the
    /// same advance made it moot, as a rally makes "can defend again" moot).
    pub(super) fn apply_due(&mut self, due: FallingDue) -> Result<Vec<Event>, GameError> {
        let events = match due {
            FallingDue::ReformingDone(unit) => {
                self.state_mut(&unit)?.reforming_until = None;
                vec![Event::ReformingDone { unit }]
            }
            FallingDue::Rallied(unit) => {
                self.state_mut(&unit)?.markers.beaten = None;
                vec![Event::MarkerCleared {
                    unit,
                    kind: MarkerKind::Beaten,
                    reason: "rallied: may attack again".into(),
                }]
            }
            FallingDue::CanDefendAgain(unit) => {
                if self.state_mut(&unit)?.markers.beaten.is_some() {
                    vec![Event::CanDefendAgain { unit }]
                } else {
                    Vec::new()
                }
            }
            FallingDue::WorkDone(id) => self.finish_work(id),
            FallingDue::BatteryLostForGame(battery) => {
                if let Some(held) = self.state_mut(&battery)?.capture.battery.as_mut() {
                    held.lost_for_game = true;
                }
                vec![Event::BatteryLostForGame { battery }]
            }
            FallingDue::BatteryBackInAction(battery) => {
                self.state_mut(&battery)?.capture.battery = None;
                vec![Event::BatteryBackInAction { battery }]
            }
            FallingDue::Resupplied(unit) => {
                self.state_mut(&unit)?.ammunition.finish_resupply();
                vec![Event::Resupplied { unit }]
            }
            FallingDue::CanisterLapsed(unit) => {
                self.state_mut(&unit)?.markers.canister = None;
                vec![Event::MarkerCleared {
                    unit,
                    kind: MarkerKind::UnderCanister,
                    reason: "not under canister fire for a whole turn".into(),
                }]
            }
            FallingDue::MessageArrives(id) => {
                let message = self.staff_mut().message_mut(id)?;
                let turn = message.arrives_turn;
                message.status = MessageStatus::Delivered { turn };
                let to = message.to.clone();
                let (side, carries) = (message.side, message.carries);
                self.staff_mut().number_for_side(side, id);
                // A captured enemy dispatch is the side's once the report carrying it is in hand.
                if let Some(dispatch) = carries {
                    self.staff_mut().number_for_side(side, dispatch);
                }
                // A unit's report of sightings: its side now knows what it says.
                self.learn_from_report(id)?;
                vec![Event::MessageDelivered {
                    message: id,
                    to,
                    turn,
                }]
            }
            FallingDue::CommanderArrives(id) => {
                let commander = self.staff_mut().commander_mut(&id)?;
                match commander.riding.take() {
                    Some(ride) => {
                        let at = ride.route.end();
                        commander.post = Some(Post::Place(at));
                        vec![Event::CommanderArrived { commander: id, at }]
                    }
                    None => Vec::new(),
                }
            }
        };
        Ok(events)
    }
}
