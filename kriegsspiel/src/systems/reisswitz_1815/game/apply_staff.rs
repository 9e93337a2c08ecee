//! The staff exercise's commands: the scenario and briefings, the commanders, and the orders
//! and reports that pass between them through the umpire (see
//! [`crate::systems::reisswitz_1815::staff`]). Also the questions the umpire asks of them: where
//! a commander is, who may talk to whom, and when a message would be in hand.

use super::battlefield::Battlefield;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::message_setup::MessageSetup;
use crate::clock::GameClock;
use crate::side::Side;
use crate::systems::reisswitz_1815::ruleset::{DirectSpeech, STAFF_RIDES_VERSION};
use crate::systems::reisswitz_1815::staff::{
    Channel, Commander, CommanderId, Duty, MAX_BRIEFING_CHARS, MAX_COMMANDERS,
    MAX_INTELLIGENCE_ITEMS, MAX_MESSAGE_CHARS, MAX_MESSAGES, MAX_NAME_CHARS, Message,
    MessageArrival, MessageId, MessageStatus, Party, Post, RideInPerson, Route, SeparateReport,
    SpeakingTerms, StaffError,
};
use crate::terrain::Ground;
use geo::Coord;

/// The most enemy bodies one item of intelligence places.
const MAX_REPORTED_UNITS: usize = 200;

/// Checks free text: at most `max` characters.
fn check_len(what: &'static str, text: &str, max: usize) -> Result<(), StaffError> {
    let chars = text.chars().count();
    if chars > max {
        return Err(StaffError::TooLong { what, chars, max });
    }
    Ok(())
}

/// Checks free text that must say something: not blank, at most `max` characters.
pub(super) fn check_said(what: &'static str, text: &str, max: usize) -> Result<(), StaffError> {
    if text.trim().is_empty() {
        return Err(StaffError::EmptyText(what));
    }
    check_len(what, text, max)
}

fn check_on_map(field: &Battlefield, points: &[Coord<f64>]) -> Result<(), StaffError> {
    match points.iter().find(|p| !field.contains(**p)) {
        Some(p) => Err(StaffError::OffMap { x: p.x, y: p.y }),
        None => Ok(()),
    }
}

impl GameState {
    pub(super) fn set_general_idea(&mut self, text: &str) -> Result<Vec<Event>, GameError> {
        check_len("the General Idea", text, MAX_BRIEFING_CHARS)?;
        self.staff_mut().scenario.general_idea = text.to_string();
        Ok(vec![Event::GeneralIdeaSet {
            chars: text.chars().count(),
        }])
    }

    pub(super) fn set_separate_report(
        &mut self,
        side: Side,
        report: &SeparateReport,
    ) -> Result<Vec<Event>, GameError> {
        for (what, text) in [
            ("the report's forces", &report.forces),
            ("the report's orders", &report.orders),
            ("the report's objective", &report.objective),
            ("the report's line of retreat", &report.line_of_retreat),
            ("the report's time of year", &report.time_of_year),
            ("the report's weather", &report.weather),
            ("the report's ground and rivers", &report.ground_and_rivers),
        ] {
            check_len(what, text, MAX_BRIEFING_CHARS)?;
        }
        if report.enemy.len() > MAX_INTELLIGENCE_ITEMS {
            return Err(StaffError::TooMany {
                what: "items of intelligence in one report",
                max: MAX_INTELLIGENCE_ITEMS,
            }
            .into());
        }
        for item in &report.enemy {
            check_len("an item of intelligence", &item.text, MAX_BRIEFING_CHARS)?;
            if item.reported_units.len() > MAX_REPORTED_UNITS {
                return Err(StaffError::TooMany {
                    what: "enemy bodies in one item of intelligence",
                    max: MAX_REPORTED_UNITS,
                }
                .into());
            }
            for reported in &item.reported_units {
                check_len(
                    "a reported unit's description",
                    &reported.description,
                    MAX_NAME_CHARS,
                )?;
                // As reported: it may be wrong, but it must be a place in the map frame.
                Route::straight(reported.position, reported.position)?;
            }
        }
        self.staff_mut()
            .scenario
            .reports
            .insert(side, report.clone());
        Ok(vec![Event::SeparateReportSet {
            side,
            enemy_items: report.enemy.len(),
        }])
    }

    /// Checks a post for a commander of `side`: a unit of that side on the map, or a place on
    /// the map.
    fn check_post(
        &self,
        field: &Battlefield,
        commander: &CommanderId,
        side: Side,
        post: &Post,
    ) -> Result<(), GameError> {
        match post {
            Post::Unit(unit) => {
                let (u, state) = self.unit(unit)?;
                if u.side != side {
                    return Err(GameError::Unsuitable {
                        unit: unit.clone(),
                        reason: format!(
                            "it is of the {} side; commander {commander} is of the {}",
                            u.side.id(),
                            side.id()
                        ),
                    });
                }
                if state.placement.is_none() {
                    return Err(StaffError::UnitNotOnMap {
                        commander: commander.clone(),
                        unit: unit.clone(),
                    }
                    .into());
                }
            }
            Post::Place(p) => {
                check_on_map(field, &[*p])?;
            }
        }
        Ok(())
    }

    pub(super) fn add_commander(
        &mut self,
        field: &Battlefield,
        id: &CommanderId,
        side: Side,
        name: &str,
        duty: Duty,
        post: Option<&Post>,
    ) -> Result<Vec<Event>, GameError> {
        if self.staff().commanders.contains_key(id) {
            return Err(StaffError::DuplicateCommander(id.clone()).into());
        }
        if self.staff().commanders.len() >= MAX_COMMANDERS {
            return Err(StaffError::TooMany {
                what: "commanders",
                max: MAX_COMMANDERS,
            }
            .into());
        }
        check_said("a commander's name", name, MAX_NAME_CHARS)?;
        if let Some(post) = post {
            self.check_post(field, id, side, post)?;
        }
        self.staff_mut().commanders.insert(
            id.clone(),
            Commander {
                id: id.clone(),
                side,
                name: name.trim().to_string(),
                duty,
                post: post.cloned(),
                riding: None,
            },
        );
        let mut events = vec![Event::CommanderAdded {
            commander: id.clone(),
            side,
        }];
        if let Some(post) = post {
            events.push(Event::CommanderPosted {
                commander: id.clone(),
                post: post.clone(),
            });
        }
        Ok(events)
    }

    pub(super) fn post_commander(
        &mut self,
        field: &Battlefield,
        id: &CommanderId,
        post: &Post,
    ) -> Result<Vec<Event>, GameError> {
        let side = self.staff().commander(id)?.side;
        self.check_post(field, id, side, post)?;
        let commander = self.staff_mut().commander_mut(id)?;
        commander.post = Some(post.clone());
        commander.riding = None;
        Ok(vec![Event::CommanderPosted {
            commander: id.clone(),
            post: post.clone(),
        }])
    }

    pub(super) fn remove_commander(&mut self, id: &CommanderId) -> Result<Vec<Event>, GameError> {
        self.staff().commander(id)?;
        let party = Party::Commander(id.clone());
        if self
            .staff()
            .in_transit()
            .any(|m| m.from == party || m.to == party)
        {
            return Err(StaffError::MessagesInTransit(id.clone()).into());
        }
        self.staff_mut().commanders.remove(id);
        Ok(vec![Event::CommanderRemoved {
            commander: id.clone(),
        }])
    }

    /// The side a commander or unit belongs to.
    pub fn party_side(&self, party: &Party) -> Result<Side, GameError> {
        Ok(match party {
            Party::Commander(c) => self.staff().commander(c)?.side,
            Party::Unit(u) => self.unit(u)?.0.side,
        })
    }

    /// Where a commander or unit is now: a unit's anchor, a commander's post; `None` off the map,
    /// not posted, or (a commander) in the saddle.
    pub fn party_position(&self, party: &Party) -> Result<Option<Coord<f64>>, GameError> {
        match party {
            Party::Unit(u) => Ok(self.unit(u)?.1.placement.as_ref().map(|p| p.anchor)),
            Party::Commander(c) => self.commander_position(c),
        }
    }

    /// Where a commander is now (see [`GameState::party_position`]).
    pub fn commander_position(&self, id: &CommanderId) -> Result<Option<Coord<f64>>, GameError> {
        let commander = self.staff().commander(id)?;
        if commander.riding.is_some() {
            return Ok(None);
        }
        match &commander.post {
            None => Ok(None),
            Some(Post::Place(p)) => Ok(Some(*p)),
            Some(Post::Unit(u)) => self.party_position(&Party::Unit(u.clone())),
        }
    }

    /// Whether two commanders of one side may speak directly now: only within 1,000 paces
    /// (source text L98; reference §12.2).
    pub fn speaking_terms(
        &self,
        a: &CommanderId,
        b: &CommanderId,
    ) -> Result<SpeakingTerms, GameError> {
        let (sa, sb) = (
            self.staff().commander(a)?.side,
            self.staff().commander(b)?.side,
        );
        if sa != sb {
            return Err(StaffError::DifferentSides {
                a: a.clone(),
                b: b.clone(),
            }
            .into());
        }
        Ok(SpeakingTerms::between(
            a.clone(),
            self.commander_position(a)?,
            b.clone(),
            self.commander_position(b)?,
        ))
    }

    /// Whether a message from `from` to `to` is spoken rather than carried: under the option
    /// `direct_speech = within_1000_paces` (L98), between two commanders who may speak
    /// directly now (within 1,000 paces, neither riding); never under the default (L120).
    fn spoken_directly(&self, from: &Party, to: &Party) -> Result<bool, GameError> {
        if self.ruleset().options.direct_speech != DirectSpeech::Within1000Paces {
            return Ok(false);
        }
        let (Party::Commander(a), Party::Commander(b)) = (from, to) else {
            return Ok(false);
        };
        Ok(self.speaking_terms(a, b)?.channel == Channel::Direct)
    }

    /// Who may talk to whom on a side now: every pair of its commanders, in id order.
    pub fn speaking_terms_of(&self, side: Side) -> Result<Vec<SpeakingTerms>, GameError> {
        let ids: Vec<&CommanderId> = self.staff().commanders_of(side).map(|c| &c.id).collect();
        let mut terms = Vec::new();
        for (i, a) in ids.iter().enumerate() {
            for b in ids.iter().skip(i + 1) {
                terms.push(self.speaking_terms(a, b)?);
            }
        }
        Ok(terms)
    }

    /// When a message (or a commander in person) riding `route` is in hand, with
    /// `reaction_minutes` of the sender's time added (Section 2 — Messengers; source text L116).
    pub fn message_arrival(
        &self,
        field: &Battlefield,
        route: &Route,
        reaction_minutes: f64,
        umpire_ground: Option<Ground>,
    ) -> Result<MessageArrival, GameError> {
        MessageArrival::check_reaction(reaction_minutes)?;
        check_on_map(field, route.points())?;
        let legs = route.ground_legs(field.terrain(), umpire_ground)?;
        Ok(MessageArrival::over_legs(
            self.ruleset(),
            &legs,
            reaction_minutes,
        )?)
    }

    /// The route as drawn (joined to `from` and `to`, in games of [`STAFF_RIDES_VERSION`] on), or
    /// a straight line from `from` to `to` where none was drawn.
    fn route_or_straight(
        &self,
        drawn: &[Coord<f64>],
        from: &Party,
        to: &Party,
    ) -> Result<Route, GameError> {
        if !drawn.is_empty() && self.ruleset().version < STAFF_RIDES_VERSION {
            // A game started before routes were joined replays as it was played.
            return Ok(Route::new(drawn.to_vec())?);
        }
        let start = self
            .party_position(from)?
            .ok_or_else(|| StaffError::NoPosition(from.to_string()))?;
        let end = self
            .party_position(to)?
            .ok_or_else(|| StaffError::NoPosition(to.to_string()))?;
        // A drawn route starts at the sender and ends at the addressee: the joins are ridden.
        Ok(Route::joined(start, drawn, end)?)
    }

    pub(super) fn send_message(
        &mut self,
        field: &Battlefield,
        m: &MessageSetup<'_>,
    ) -> Result<Vec<Event>, GameError> {
        if m.text.trim().is_empty() {
            return Err(StaffError::EmptyMessage.into());
        }
        check_len("a message", m.text, MAX_MESSAGE_CHARS)?;
        let from_side = self.party_side(m.from)?;
        let to_side = self.party_side(m.to)?;
        if m.from == m.to {
            return Err(StaffError::ToItself.into());
        }
        if from_side != to_side {
            return Err(StaffError::OtherSide {
                from: from_side,
                to: to_side,
            }
            .into());
        }
        MessageArrival::check_reaction(m.reaction_minutes)?;
        if self.staff().messages.len() >= MAX_MESSAGES {
            return Err(StaffError::TooMany {
                what: "messages",
                max: MAX_MESSAGES,
            }
            .into());
        }
        let route = self.route_or_straight(m.route, m.from, m.to)?;
        let arrival = self.message_arrival(field, &route, m.reaction_minutes, m.umpire_ground)?;
        let now = self.turn();
        let spoken = self.spoken_directly(m.from, m.to)?;
        let arrives_turn = if spoken {
            now
        } else {
            GameClock::arrival_turn(now, arrival.turns)?
        };
        let minutes = if spoken { 0.0 } else { arrival.minutes };
        let id = self.staff().next_message_id();
        let paces = route.length();
        let delivered = arrives_turn == now;
        self.staff_mut().messages.push(Message {
            id,
            kind: m.kind,
            side: from_side,
            from: m.from.clone(),
            to: m.to.clone(),
            text: m.text.to_string(),
            sent_turn: now,
            route,
            riding_minutes: if spoken { 0.0 } else { arrival.ride.minutes },
            reaction_minutes: m.reaction_minutes,
            arrives_turn,
            status: if delivered {
                MessageStatus::Delivered { turn: now }
            } else {
                MessageStatus::InTransit
            },
            sighting: None,
            carries: None,
        });
        // A player's message is the side's when he sends it; a unit's only once it is in hand.
        if delivered || matches!(m.from, Party::Commander(_)) {
            self.staff_mut().number_for_side(from_side, id);
        }
        let mut events = vec![Event::MessageSent {
            message: id,
            kind: m.kind,
            from: m.from.clone(),
            to: m.to.clone(),
            paces,
            minutes,
            arrives_turn,
        }];
        if delivered {
            events.push(Event::MessageDelivered {
                message: id,
                to: m.to.clone(),
                turn: now,
            });
        }
        Ok(events)
    }

    pub(super) fn amend_report(
        &mut self,
        id: MessageId,
        text: &str,
    ) -> Result<Vec<Event>, GameError> {
        let message = self.staff().message_in_transit(id)?;
        if !matches!(message.from, Party::Unit(_)) {
            return Err(StaffError::NotAUnitsReport(id).into());
        }
        if text.trim().is_empty() {
            return Err(StaffError::EmptyMessage.into());
        }
        check_len("a message", text, MAX_MESSAGE_CHARS)?;
        self.staff_mut().message_mut(id)?.text = text.to_string();
        Ok(vec![Event::ReportAmended {
            message: id,
            chars: text.chars().count(),
        }])
    }

    pub(super) fn ride_in_person(
        &mut self,
        field: &Battlefield,
        id: &CommanderId,
        drawn: &[Coord<f64>],
        to: Option<Coord<f64>>,
        reaction_minutes: f64,
        umpire_ground: Option<Ground>,
    ) -> Result<Vec<Event>, GameError> {
        if self.staff().commander(id)?.riding.is_some() {
            return Err(StaffError::AlreadyRiding(id.clone()).into());
        }
        MessageArrival::check_reaction(reaction_minutes)?;
        let route = match (drawn.is_empty(), to) {
            (false, _) if self.ruleset().version >= STAFF_RIDES_VERSION => {
                // He rides from where he is.
                let start = self
                    .commander_position(id)?
                    .ok_or_else(|| StaffError::NoPosition(format!("commander {id}")))?;
                let end = drawn.last().copied().unwrap_or(start);
                Route::joined(start, drawn, end)?
            }
            (false, _) => Route::new(drawn.to_vec())?,
            (true, Some(to)) => {
                let start = self
                    .commander_position(id)?
                    .ok_or_else(|| StaffError::NoPosition(format!("commander {id}")))?;
                Route::straight(start, to)?
            }
            (true, None) => {
                return Err(StaffError::BadRoute(
                    "give the route he rides or the place he rides to".into(),
                )
                .into());
            }
        };
        let arrival = self.message_arrival(field, &route, reaction_minutes, umpire_ground)?;
        let now = self.turn();
        let arrives_turn = GameClock::arrival_turn(now, arrival.turns)?;
        let paces = route.length();
        let end = route.end();
        let mut events = vec![Event::CommanderRiding {
            commander: id.clone(),
            paces,
            arrives_turn,
        }];
        let commander = self.staff_mut().commander_mut(id)?;
        if arrives_turn == now {
            commander.post = Some(Post::Place(end));
            events.push(Event::CommanderArrived {
                commander: id.clone(),
                at: end,
            });
        } else {
            commander.riding = Some(RideInPerson {
                route,
                set_out_turn: now,
                arrives_turn,
            });
        }
        Ok(events)
    }
}
