//! What one side of a Reisswitz game may know (see [`crate::knowledge`]).
//!
//! The staff exercise's rule (draft, "The Function of the Umpire"; "The Relationship between
//! Players & Umpire", L47, L98–L120; reference §12.2): each side sees its own troops, the General
//! Idea and its own Separate Report, the messages that have reached it, and the enemy only as it
//! was reported. The umpire's notes, the other side's briefing and messages, messages still on
//! their way (and whether its own were intercepted), enemy units as they really stand, and the
//! dice log never enter a side's view.
//!
//! The enemy as reported comes from the side's briefing (turn 0) and from its picture of the
//! enemy built by sightings (`game/apply_sightings.rs`): what a commander saw on the spot, and
//! what units' reports said once delivered, each as of the turn seen. Never an enemy unit's id:
//! the umpire keeps which unit each entry describes apart from the view, and each report stands
//! on its own (two reports of one body are two entries). A unit's message is the side's news
//! only once it is in hand: on its way, or taken by the enemy, it is in no list of the side's.
//! Works under way: the side's own, and the enemy's only where one of its units can see the
//! place (L116).
//!
//! The view is built of its own types, never the engine's records: a message as the side holds
//! it ([`ViewMessage`]), an enemy dispatch as it reads ([`CapturedDispatch`]), a report as
//! written ([`ReportedEnemy`]), each message numbered in the side's own sequence
//! ([`ViewNumber`]). Whatever the engine adds to its records, nothing reaches a side unless it
//! is copied here by name.

mod captured_dispatch;
mod known_work;
mod own_commander;
mod own_unit;
mod report_origin;
mod reported_enemy;
mod view_message;
mod view_number;

pub use captured_dispatch::CapturedDispatch;
pub use known_work::KnownWork;
pub use own_commander::OwnCommander;
pub use own_unit::OwnUnit;
pub use report_origin::ReportOrigin;
pub use reported_enemy::ReportedEnemy;
pub use view_message::ViewMessage;
pub use view_number::ViewNumber;

use super::army::Unit;
use super::game::Game;
use super::sight::sighting_reach;
use super::staff::{
    EnemyReportSource, InformationSource, Message, MessageId, MessageStatus, Party, SeparateReport,
    StaffState,
};
use crate::knowledge::{KnowsSides, ViewStamp};
use crate::side::Side;
use geo::Coord;
use serde::Serialize;
use std::collections::BTreeMap;

/// Everything one side of a Reisswitz game may know at one moment.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SideView {
    /// Whose view, and when.
    pub stamp: ViewStamp,
    /// The General Idea, the same for both sides.
    pub general_idea: String,
    /// The side's own Separate Report, once the umpire has written it.
    pub briefing: Option<SeparateReport>,
    /// The side's commanders, in id order.
    pub commanders: Vec<OwnCommander>,
    /// The side's own units as they stand, in id order.
    pub own_units: Vec<OwnUnit>,
    /// The enemy as reported to the side, each report dated and standing on its own.
    pub reported_enemy: Vec<ReportedEnemy>,
    /// The side's own messages that have reached their addressees, in order of sending.
    pub inbox: Vec<ViewMessage>,
    /// Enemy dispatches the side's troops captured, in the order taken.
    pub captured: Vec<CapturedDispatch>,
    /// What the side has sent and knows of, in order of sending: its players' messages from
    /// the moment they left, its units' reports once in hand.
    pub outbox: Vec<ViewMessage>,
    /// Works under way the side knows of, numbered in the side's own way: its own units' works,
    /// then works whose place one of its units on the map can see (draft L116; see
    /// [`KnownWork`]).
    pub works: Vec<KnownWork>,
}

impl SideView {
    /// The view as one JSON document, the same bytes wherever it goes: *Export view* writes it
    /// and `ks view --json` prints it (pretty, ending in a newline).
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        let mut text = serde_json::to_string_pretty(self)?;
        text.push('\n');
        Ok(text)
    }
}

/// The works under way `side` knows of (see [`KnownWork`]).
fn known_works(game: &Game, side: Side) -> Vec<KnownWork> {
    let state = game.state();
    let observers: Vec<_> = state
        .units_on_map()
        .into_iter()
        .filter(|u| u.side == side)
        .collect();
    let reach = sighting_reach(&state.ruleset().visibility, state.visibility()).paces();
    let terrain = game.battlefield().terrain();
    let seen = |place: Coord<f64>| {
        observers.iter().any(|u| {
            (place.x - u.centre.x).hypot(place.y - u.centre.y) <= reach
                && terrain.sight_blocked(u.centre, place).is_none()
        })
    };
    let mut known = state
        .works()
        .under_way()
        .filter_map(|work| {
            let own = work
                .unit
                .as_ref()
                .and_then(|id| state.unit(id).ok())
                .is_some_and(|(unit, _)| unit.side == side);
            (own || work.place.is_some_and(seen)).then(|| KnownWork {
                number: 0,
                description: work.description.clone(),
                place: work.place,
                own,
            })
        })
        .collect::<Vec<_>>();
    // The side's own numbers: its own works first, then the enemy's it sees, each in the
    // game's order (which among what the side knows says nothing more).
    known.sort_by_key(|w| !w.own);
    for (work, number) in known.iter_mut().zip(1..) {
        work.number = number;
    }
    known
}

/// A message of the side's own as it holds it, if it holds it (see [`StaffState::side_numbers`]).
fn view_message(m: &Message, numbers: &BTreeMap<MessageId, u64>) -> Option<ViewMessage> {
    Some(ViewMessage {
        number: ViewNumber(*numbers.get(&m.id)?),
        kind: m.kind,
        from: m.from.clone(),
        to: m.to.clone(),
        text: m.text.clone(),
        sent_turn: m.sent_turn,
        received_turn: match m.status {
            MessageStatus::Delivered { turn } => Some(turn),
            _ => None,
        },
    })
}

/// The signature on a captured dispatch, as written: the commander's name, or the unit's title.
fn signature(game: &Game, party: &Party) -> String {
    let state = game.state();
    match party {
        Party::Commander(id) => state
            .staff()
            .commander(id)
            .map_or_else(|_| "an officer".to_string(), |c| c.name.clone()),
        Party::Unit(id) => state
            .order_of_battle()
            .unit(id)
            .map_or_else(|| "an officer".to_string(), Unit::title),
    }
}

/// The enemy dispatches `side`'s troops captured, as they read.
fn captured(game: &Game, side: Side, numbers: &BTreeMap<MessageId, u64>) -> Vec<CapturedDispatch> {
    let mut list: Vec<CapturedDispatch> = game
        .state()
        .staff()
        .messages
        .iter()
        .filter_map(|m| match &m.status {
            MessageStatus::Intercepted {
                by,
                captor_side,
                turn,
                ..
            } if *captor_side == side => Some(CapturedDispatch {
                number: ViewNumber(*numbers.get(&m.id)?),
                kind: m.kind,
                signed: signature(game, &m.from),
                text: m.text.clone(),
                sent_turn: m.sent_turn,
                captured_by: by.clone(),
                captured_turn: *turn,
            }),
            _ => None,
        })
        .collect();
    list.sort_by_key(|d| d.number);
    list
}

/// What the side knows of how it learned of an enemy body, in its own numbers.
fn report_origin(source: &EnemyReportSource, numbers: &BTreeMap<MessageId, u64>) -> ReportOrigin {
    match source {
        EnemyReportSource::OnTheSpot {
            observer,
            commander,
        } => ReportOrigin::OnTheSpot {
            observer: observer.clone(),
            commander: commander.clone(),
        },
        EnemyReportSource::Report { from, message } => ReportOrigin::Report {
            from: from.clone(),
            message: ViewNumber(numbers.get(message).copied().unwrap_or(0)),
        },
        EnemyReportSource::Briefing { source } => ReportOrigin::Briefing { source: *source },
    }
}

/// The enemy as reported to `side`: its briefing's intelligence, then its picture of the enemy.
fn reported_enemy(
    game: &Game,
    side: Side,
    numbers: &BTreeMap<MessageId, u64>,
) -> Vec<ReportedEnemy> {
    let state = game.state();
    let briefing = state.staff().scenario.report(side);
    let mut list: Vec<ReportedEnemy> = briefing
        .iter()
        .flat_map(|report| &report.enemy)
        .flat_map(|item| {
            item.reported_units.iter().map(|reported| ReportedEnemy {
                description: reported.description.clone(),
                position: reported.position,
                as_of_turn: 0,
                source: item.source,
                facing: None,
                learned_turn: 0,
                origin: ReportOrigin::Briefing {
                    source: item.source,
                },
            })
        })
        .collect();
    list.extend(
        state
            .sightings_state()
            .known_to(side)
            .into_iter()
            .map(|r| ReportedEnemy {
                description: r.description.clone(),
                position: r.position,
                as_of_turn: r.as_of_turn,
                source: InformationSource::Patrol,
                facing: r.facing,
                learned_turn: r.learned_turn,
                origin: report_origin(&r.source, numbers),
            }),
    );
    list
}

/// The side's own units as they stand, in id order.
fn own_units(game: &Game, side: Side, numbers: &BTreeMap<MessageId, u64>) -> Vec<OwnUnit> {
    let state = game.state();
    let staff = state.staff();
    state
        .order_of_battle()
        .units()
        .filter(|u| u.side == side)
        .filter_map(|u| {
            let (_, unit_state) = state.unit(&u.id).ok()?;
            Some(OwnUnit {
                id: u.id.clone(),
                label: u.label.clone(),
                name: u.name.clone(),
                kind: u.kind.clone(),
                strength: unit_state.strength,
                condition: unit_state.condition,
                formation: unit_state.placement.as_ref().and_then(|p| {
                    state
                        .formations()
                        .formation(&p.formation)
                        .ok()
                        .map(|spec| spec.label.clone())
                }),
                placement: unit_state.placement.clone(),
                footprint: state.footprint(&u.id).ok().flatten(),
                markers: unit_state.markers.clone(),
                pending_orders: staff
                    .pending_orders(&u.id)
                    .iter()
                    .filter_map(|m| numbers.get(&m.id).map(|n| ViewNumber(*n)))
                    .collect(),
            })
        })
        .collect()
}

/// The side's commanders, in id order.
fn own_commanders(staff: &StaffState, side: Side) -> Vec<OwnCommander> {
    staff
        .commanders_of(side)
        .map(|c| OwnCommander {
            id: c.id.clone(),
            name: c.name.clone(),
            duty: c.duty,
            post: c.post.clone(),
            riding: c.riding.is_some(),
        })
        .collect()
}

impl crate::knowledge::sealed::SideViewOnly for SideView {}

impl crate::knowledge::ViewForSeat for SideView {
    const SYSTEM: &'static str =
        <super::game::ReisswitzRules as crate::system::RuleSystem>::SYSTEM_ID;
}

impl KnowsSides for Game {
    type Side = Side;
    type View = SideView;

    fn side_view(&self, side: Side) -> SideView {
        let state = self.state();
        let staff = state.staff();
        let numbers = staff.side_numbers(side);
        let own = |m: &&Message| m.side == side;
        SideView {
            stamp: ViewStamp {
                side,
                clock: state.clock().reading(),
            },
            general_idea: staff.scenario.general_idea.clone(),
            briefing: staff.scenario.report(side).cloned(),
            commanders: own_commanders(staff, side),
            own_units: own_units(self, side, &numbers),
            reported_enemy: reported_enemy(self, side, &numbers),
            inbox: staff
                .messages
                .iter()
                .filter(own)
                .filter(|m| matches!(m.status, MessageStatus::Delivered { .. }))
                .filter_map(|m| view_message(m, &numbers))
                .collect(),
            captured: captured(self, side, &numbers),
            // Only what the side holds a number for: a unit's report on its way or taken by
            // the enemy is not the side's news.
            outbox: staff
                .messages
                .iter()
                .filter(own)
                .filter_map(|m| view_message(m, &numbers))
                .collect(),
            works: known_works(self, side),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeOfDay;
    use crate::systems::reisswitz_1815::army::OrderOfBattle;
    use crate::systems::reisswitz_1815::game::{Battlefield, GameSetup};
    use crate::systems::reisswitz_1815::ruleset::Ruleset;

    #[test]
    fn a_view_holds_its_side_its_clock_and_only_its_own_units()
    -> Result<(), Box<dyn std::error::Error>> {
        let oob = OrderOfBattle::from_toml(
            include_str!("../../../../../assets/orders-of-battle/brigade-learning-game.toml"),
            "brigade",
        )?;
        let setup = GameSetup::new(
            Battlefield::open(4000.0, 3000.0)?,
            Ruleset::reisswitz_1815()?,
            oob,
            7,
            TimeOfDay::new(9, 0)?,
        )?;
        let game = Game::new(setup);
        let view = game.side_view(Side::Blue);
        assert_eq!(view.stamp.side, Side::Blue);
        assert_eq!(view.stamp.clock.turn, 0);
        assert_eq!(view.stamp.clock.time, TimeOfDay::new(9, 0)?);
        assert!(!view.own_units.is_empty());
        let blue = game
            .state()
            .order_of_battle()
            .units()
            .filter(|u| u.side == Side::Blue);
        assert_eq!(view.own_units.len(), blue.count());
        assert!(view.inbox.is_empty() && view.outbox.is_empty());
        Ok(())
    }
}
