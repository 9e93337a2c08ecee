//! Taking an enemy messenger (draft, "The Relationship between Players & Umpire", L98–L120;
//! reference §12.2): the umpire names the unit that took him; the game checks that it could.
//!
//! In games of [`STAFF_RIDES_VERSION`] on, the captor must be within
//! [`INTERCEPTION_REACH_PACES`] of the stretch of road the messenger rides in the present move
//! (where he is now, working his ride out evenly over the moves it takes), unless the umpire
//! overrides with a reason; and the dispatch is the captor side's news only when it reaches one
//! of its commanders: at once where one is on the spot (or none is posted to send it to), else
//! by a messenger of the captor's riding to the nearest one, like any report (Section 2 —
//! Messengers). Earlier games replay as they were played: any enemy unit could take a rider in
//! transit, and its side held the dispatch at once.

use super::apply_sightings::{NewsBearer, news_bearer};
use super::apply_staff::check_said;
use super::battlefield::Battlefield;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::message_setup::MessageSetup;
use crate::ids::UnitId;
use crate::systems::reisswitz_1815::army::Unit;
use crate::systems::reisswitz_1815::ruleset::STAFF_RIDES_VERSION;
use crate::systems::reisswitz_1815::staff::{
    MAX_MESSAGE_CHARS, MessageId, MessageKind, MessageStatus, Party, StaffError,
};

/// How near the messenger's road this move the captor must stand, paces: the light cavalry's
/// march of one move on even ground (400 paces, Movement Chart, reference §1) — as far as a
/// patrol can ride to cut him off while he passes. The umpire may override with a reason.
pub const INTERCEPTION_REACH_PACES: f64 = 400.0;

impl GameState {
    /// The stretch of road message `id` rides in the present move, paces along its route from
    /// its start: his ride worked out evenly over the moves it takes. `None` where it is not on
    /// its way.
    pub fn messenger_stretch(&self, id: MessageId) -> Option<(f64, f64)> {
        let message = self.staff().message(id).ok()?;
        if !message.in_transit() {
            return None;
        }
        let moves = f64::from(
            message
                .arrives_turn
                .saturating_sub(message.sent_turn)
                .max(1),
        );
        let done = f64::from(self.turn().saturating_sub(message.sent_turn));
        let length = message.route.length();
        Some((length * done / moves, length * (done + 1.0) / moves))
    }

    /// Where the messenger carrying `id` is now (the start of this move's stretch), paces.
    pub fn messenger_position(&self, id: MessageId) -> Option<geo::Coord<f64>> {
        let (from, _) = self.messenger_stretch(id)?;
        let route = &self.staff().message(id).ok()?.route;
        Some(route.point_at(from))
    }

    /// How near unit `by` stands to the road message `id` rides in the present move, paces;
    /// `None` where the unit is off the map or the message is not on its way.
    pub fn interception_distance(&self, id: MessageId, by: &UnitId) -> Option<f64> {
        let (from, to) = self.messenger_stretch(id)?;
        let centre = self.unit_centre(by)?;
        let route = &self.staff().message(id).ok()?.route;
        Some(route.distance_to_stretch(from, to, centre))
    }

    pub(super) fn intercept_message(
        &mut self,
        field: &Battlefield,
        id: MessageId,
        by: &UnitId,
        reason: &str,
        override_reason: Option<&str>,
    ) -> Result<Vec<Event>, GameError> {
        let message = self.staff().message_in_transit(id)?;
        let (sender_side, kind) = (message.side, message.kind);
        let captor_side = self.unit(by)?.0.side;
        if captor_side == sender_side {
            return Err(StaffError::CaptorNotEnemy {
                unit: by.clone(),
                side: captor_side,
            }
            .into());
        }
        check_said("the reason for the interception", reason, MAX_MESSAGE_CHARS)?;
        let checked = self.ruleset().version >= STAFF_RIDES_VERSION;
        if checked {
            self.check_reach(id, by, override_reason)?;
        }
        let turn = self.turn();
        self.staff_mut().message_mut(id)?.status = MessageStatus::Intercepted {
            by: by.clone(),
            captor_side,
            reason: reason.to_string(),
            turn,
        };
        // A captured report tells its own side nothing: the umpire forgets whom it described.
        self.sightings_state_mut().report_subjects.remove(&id);
        let mut events = vec![Event::MessageIntercepted {
            message: id,
            by: by.clone(),
            captor_side,
            reason: reason.to_string(),
        }];
        if !checked {
            self.staff_mut().number_for_side(captor_side, id);
            return Ok(events);
        }
        events.extend(self.send_captured(field, id, by, kind)?);
        Ok(events)
    }

    /// Refuses a captor beyond [`INTERCEPTION_REACH_PACES`] of the messenger's road this move,
    /// unless the umpire overrides with a reason.
    fn check_reach(
        &self,
        id: MessageId,
        by: &UnitId,
        override_reason: Option<&str>,
    ) -> Result<(), GameError> {
        if let Some(why) = override_reason {
            check_said("the reason for the override", why, MAX_MESSAGE_CHARS)?;
            return Ok(());
        }
        let paces = self
            .interception_distance(id, by)
            .ok_or_else(|| StaffError::CaptorOffMap(by.clone()))?;
        if paces > INTERCEPTION_REACH_PACES {
            return Err(StaffError::OutOfReach {
                unit: by.clone(),
                paces: paces.round(),
                reach: INTERCEPTION_REACH_PACES,
            }
            .into());
        }
        Ok(())
    }

    /// The captured dispatch on its way to the captor side's commander (see the module
    /// documentation); its side holds it once he has it.
    fn send_captured(
        &mut self,
        field: &Battlefield,
        id: MessageId,
        by: &UnitId,
        kind: MessageKind,
    ) -> Result<Vec<Event>, GameError> {
        let (unit, _) = self.unit(by)?;
        let (side, title) = (unit.side, Unit::title(unit));
        let at = self.unit_centre(by);
        let posted = self.posted_commanders();
        let to = match at.map(|at| news_bearer(&posted, side, by, at)) {
            Some(NewsBearer::Ride(to)) => to,
            _ => {
                self.staff_mut().number_for_side(side, id);
                return Ok(Vec::new());
            }
        };
        let (from, to) = (Party::Unit(by.clone()), Party::Commander(to));
        let text = format!(
            "{title} sends an enemy {kind} taken from its messenger at turn {}.",
            self.turn()
        );
        let sent = self.send_message(
            field,
            &MessageSetup {
                kind: MessageKind::Report,
                from: &from,
                to: &to,
                text: &text,
                route: &[],
                reaction_minutes: 0.0,
                umpire_ground: None,
            },
        );
        let carrier = sent.as_ref().ok().and_then(|events| {
            events.iter().find_map(|e| match e {
                Event::MessageSent { message, .. } => Some(*message),
                _ => None,
            })
        });
        let (Ok(events), Some(carrier)) = (sent, carrier) else {
            // No messenger can ride the way: the umpire hands it over.
            self.staff_mut().number_for_side(side, id);
            return Ok(Vec::new());
        };
        self.staff_mut().message_mut(carrier)?.carries = Some(id);
        if matches!(
            self.staff().message(carrier)?.status,
            MessageStatus::Delivered { .. }
        ) {
            self.staff_mut().number_for_side(side, id);
        }
        Ok(events)
    }
}
