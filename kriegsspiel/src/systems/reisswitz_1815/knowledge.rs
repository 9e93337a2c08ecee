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
//! the umpire keeps which unit each entry describes apart from the view. A unit's automatic
//! report still on its way is not in the side's outbox (no player sent it; its text is news
//! the side does not have yet). Works under way: the side's own, and the enemy's only where
//! one of its units can see the place (L116).

use super::army::{Bearing, Condition, Footprint, Strength, UnitKind};
use super::game::{Game, Markers, Placement};
use super::sight::sighting_reach;
use super::staff::{
    Commander, EnemyReportSource, InformationSource, Message, MessageId, MessageKind, Party,
    SeparateReport,
};
use crate::ids::UnitId;
use crate::knowledge::{KnowsSides, ViewStamp};
use crate::side::Side;
use geo::Coord;
use serde::Serialize;

/// Everything one side of a Reisswitz game may know at one moment.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SideView {
    /// Whose view, and when.
    pub stamp: ViewStamp,
    /// The General Idea, the same for both sides.
    pub general_idea: String,
    /// The side's own Separate Report, once the umpire has written it.
    pub briefing: Option<SeparateReport>,
    /// The side's commanders.
    pub commanders: Vec<Commander>,
    /// The side's own units as they stand, in id order.
    pub own_units: Vec<OwnUnit>,
    /// The enemy as reported to the side, each report dated.
    pub reported_enemy: Vec<ReportedEnemy>,
    /// What has reached the side, in order of sending: its own messages delivered, and enemy
    /// dispatches its troops captured.
    pub inbox: Vec<Message>,
    /// What the side has sent, in order of sending (without where each messenger is now).
    pub outbox: Vec<SentMessage>,
    /// Works under way the side knows of, in number order: its own units' works, and works
    /// whose place one of its units on the map can see (draft L116; see [`KnownWork`]).
    pub works: Vec<KnownWork>,
}

/// A work under way as a side knows it (reference §12.3, §12.7): its own, or one whose place
/// one of the side's units on the map can see — within the sighting reach of the day, night or
/// weather, with no terrain blocking the line (draft L116: what becomes visible is put on the
/// map and the player told). Never the unit doing an enemy work.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KnownWork {
    /// Its number in the game.
    pub id: u32,
    /// The work in words.
    pub description: String,
    /// Where, if the umpire named a place.
    pub place: Option<Coord<f64>>,
    /// Whether the side's own unit does it.
    pub own: bool,
}

/// One of the side's own units, as it stands.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OwnUnit {
    /// Its id.
    pub id: UnitId,
    /// The short label on its blocks.
    pub label: String,
    /// Its name.
    pub name: String,
    /// What it is.
    pub kind: UnitKind,
    /// Men and guns now.
    pub strength: Strength,
    /// Fresh or tired.
    pub condition: Condition,
    /// Where it stands, if on the map.
    pub placement: Option<Placement>,
    /// Its formation in words, if on the map.
    pub formation: Option<String>,
    /// Its blocks on the map, true to scale, if on the map.
    pub footprint: Option<Footprint>,
    /// Its markers.
    pub markers: Markers,
    /// Orders sent to it that have not reached it yet (the side knows it sent them).
    pub pending_orders: Vec<MessageId>,
}

/// An enemy unit as reported: what was said, where, when and by whom. It may be wrong.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReportedEnemy {
    /// What the report says it is.
    pub description: String,
    /// Where the report puts it, paces.
    pub position: Coord<f64>,
    /// The turn the report speaks of (0 for the briefing).
    pub as_of_turn: u32,
    /// Who reported it: the briefing's source, or [`InformationSource::Patrol`] for what the
    /// side's own troops saw (see `origin`).
    pub source: InformationSource,
    /// The way it faced, where the report says (a sighting does; a briefing does not).
    pub facing: Option<Bearing>,
    /// The turn the news reached the side (0 for the briefing).
    pub learned_turn: u32,
    /// How the side knows: on the spot, by a unit's report, or from the briefing.
    pub origin: EnemyReportSource,
}

/// A message the side sent, as its sender knows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SentMessage {
    /// Its number.
    pub id: MessageId,
    /// An order or a report.
    pub kind: MessageKind,
    /// The sender.
    pub from: Party,
    /// The addressee.
    pub to: Party,
    /// What it says.
    pub text: String,
    /// The turn at whose start it was sent.
    pub sent_turn: u32,
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
    state
        .works()
        .under_way()
        .filter_map(|work| {
            let own = work
                .unit
                .as_ref()
                .and_then(|id| state.unit(id).ok())
                .is_some_and(|(unit, _)| unit.side == side);
            (own || work.place.is_some_and(seen)).then(|| KnownWork {
                id: work.id,
                description: work.description.clone(),
                place: work.place,
                own,
            })
        })
        .collect()
}

impl KnowsSides for Game {
    type View = SideView;

    fn side_view(&self, side: Side) -> SideView {
        let state = self.state();
        let staff = state.staff();
        let own_units = state
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
                    pending_orders: staff.pending_orders(&u.id).iter().map(|m| m.id).collect(),
                })
            })
            .collect();
        let briefing = staff.scenario.report(side).cloned();
        let mut reported_enemy: Vec<ReportedEnemy> = briefing
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
                    origin: EnemyReportSource::Briefing {
                        source: item.source,
                    },
                })
            })
            .collect();
        reported_enemy.extend(state.sightings_state().known_to(side).into_iter().map(|r| {
            ReportedEnemy {
                description: r.description.clone(),
                position: r.position,
                as_of_turn: r.as_of_turn,
                source: InformationSource::Patrol,
                facing: r.facing,
                learned_turn: r.learned_turn,
                origin: r.source.clone(),
            }
        }));
        SideView {
            stamp: ViewStamp {
                side,
                clock: state.clock().reading(),
            },
            general_idea: staff.scenario.general_idea.clone(),
            briefing,
            commanders: staff.commanders_of(side).cloned().collect(),
            own_units,
            reported_enemy,
            inbox: staff.received(side).into_iter().cloned().collect(),
            outbox: staff
                .messages
                .iter()
                .filter(|m| m.side == side)
                // A unit's automatic report is the side's news only once delivered.
                .filter(|m| m.sighting.is_none() || !m.in_transit())
                .map(|m| SentMessage {
                    id: m.id,
                    kind: m.kind,
                    from: m.from.clone(),
                    to: m.to.clone(),
                    text: m.text.clone(),
                    sent_turn: m.sent_turn,
                })
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
            include_str!("../../../../assets/orders-of-battle/brigade-learning-game.toml"),
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
