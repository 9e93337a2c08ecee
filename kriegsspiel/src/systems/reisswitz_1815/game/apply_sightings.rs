//! Sightings made when the clock advances, and what a side learns of them (reference §12.2;
//! "The Relationship between Players & Umpire", L98–L120).
//!
//! At the new turn the game lists its units on the map ([`GameState::units_on_map`]) and asks
//! `sight` who sees whom. A pair not seen at the last advance is new. Each observer's new
//! sightings become news for its side in one of three ways:
//!
//! - **on the spot**: a commander of the side is posted with the observing unit, or at a place
//!   within [`ON_THE_SPOT_PACES`] of its centre — the side knows at once;
//! - **by report**: otherwise the unit's commanding officer sends one automatic report (a
//!   [`MessageKind::Report`] from [`Party::Unit`]) to the side's nearest posted commander,
//!   riding by the messenger rule like any message (Section 2 — Messengers; no reaction
//!   minutes); the side knows what it says when it is delivered, as of the turn seen;
//! - **umpire only**: the side has no posted commander (or no messenger can ride the way) —
//!   the journal records the sighting and the side learns nothing.
//!
//! A report carries what could be made out, where, facing which way and when
//! ([`SightingReport`]) — never the enemy unit's id; the umpire keeps that apart
//! ([`crate::systems::reisswitz_1815::staff::SightingsState`]).

use super::battlefield::Battlefield;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::message_setup::MessageSetup;
use super::placement::Placement;
use super::sighting_outcome::SightingOutcome;
use crate::error::RulesError;
use crate::ids::UnitId;
use crate::side::Side;
use crate::systems::reisswitz_1815::army::Unit;
use crate::systems::reisswitz_1815::ruleset::VisibilityConditions;
use crate::systems::reisswitz_1815::sight::{Sighting, TROOPS_LINE, UnitOnMap, sightings};
use crate::systems::reisswitz_1815::staff::{
    CommanderId, EnemyReport, EnemyReportSource, MAX_MESSAGE_CHARS, MessageId, MessageKind,
    MessageStatus, Party, Post, SightedEnemy, SightingReport,
};
use geo::Coord;
use std::collections::BTreeSet;

/// How close to an observing unit's footprint centre a commander posted at a place must stand
/// to see what it sees himself, paces. The draft gives no figure: this is the workbench's
/// tolerance, about the half-width of a battalion in line, so that a commander "with" a unit but
/// posted at a place beside it is on the spot.
pub const ON_THE_SPOT_PACES: f64 = 100.0;

/// A commander who can receive news now: his id, side, the unit he is posted with (if any), and
/// where he is.
struct Posted {
    id: CommanderId,
    side: Side,
    with: Option<UnitId>,
    at: Coord<f64>,
}

fn distance(a: Coord<f64>, b: Coord<f64>) -> f64 {
    (b.x - a.x).hypot(b.y - a.y)
}

/// What a report says of one sighting: clear details, details at the umpire's call, place,
/// facing, and when. The presence of troops is always certain where anything is seen.
fn sighted(s: &Sighting) -> SightedEnemy {
    let (mut made_out, mut uncertain) = (Vec::new(), Vec::new());
    for line in &s.made_out.lines {
        if line.is_clear() || line.id == TROOPS_LINE {
            made_out.push(line.description.clone());
        } else {
            uncertain.push(line.description.clone());
        }
    }
    SightedEnemy {
        made_out,
        uncertain,
        position: s.position,
        facing: s.facing,
        direction: s.direction,
        distance_paces: s.distance.paces(),
        turn_seen: s.turn,
    }
}

/// One entry of a side's picture of the enemy from one sighted body.
fn enemy_report(e: &SightedEnemy, learned_turn: u32, source: EnemyReportSource) -> EnemyReport {
    let mut description = e.made_out.join("; ");
    if !e.uncertain.is_empty() {
        description.push_str(&format!(" (perhaps: {})", e.uncertain.join("; ")));
    }
    EnemyReport {
        description,
        position: e.position,
        facing: Some(e.facing),
        as_of_turn: e.turn_seen,
        learned_turn,
        source,
    }
}

/// The text of a unit's report: a line per enemy body, cut short (with a count of the rest) so
/// that it stays within [`MAX_MESSAGE_CHARS`]; the structured content holds every entry.
/// The observer is named as the side knows it: "A1 (1st Battalion)", not by its id.
fn report_text(observer: &str, entries: &[SightedEnemy]) -> String {
    let turn = entries.first().map_or(0, |e| e.turn_seen);
    let mut text = format!(
        "{observer} reports {} enemy bod{} seen at turn {turn}:",
        entries.len(),
        if entries.len() == 1 { "y" } else { "ies" }
    );
    for (i, e) in entries.iter().enumerate() {
        let line = format!(
            "\n- {} at ({:.0}, {:.0}), facing {}, {:.0} paces off",
            e.made_out.join("; "),
            e.position.x,
            e.position.y,
            e.facing,
            e.distance_paces
        );
        if text.chars().count() + line.chars().count() + 40 > MAX_MESSAGE_CHARS {
            text.push_str(&format!("\n… and {} more", entries.len() - i));
            break;
        }
        text.push_str(&line);
    }
    text
}

impl GameState {
    /// The centre of a unit's main blocks; its anchor where the footprint cannot be worked out
    /// or has no main block.
    fn centre_of(&self, unit: &Unit, placement: &Placement) -> Coord<f64> {
        let Ok(footprint) = self.footprint_with(unit, placement) else {
            return placement.anchor;
        };
        let (mut sum, mut n) = (Coord { x: 0.0, y: 0.0 }, 0_u32);
        for block in footprint.main_blocks() {
            sum = sum + block.centre;
            n += 1;
        }
        if n == 0 {
            return placement.anchor;
        }
        let centre = sum / f64::from(n);
        if centre.x.is_finite() && centre.y.is_finite() {
            centre
        } else {
            placement.anchor
        }
    }

    /// Every unit on the map as the sightings see it, in id order: side, footprint centre,
    /// facing, and whether it is on a concealed march.
    pub fn units_on_map(&self) -> Vec<UnitOnMap> {
        self.unit_states()
            .filter_map(|(id, s)| {
                let placement = s.placement.as_ref()?;
                let unit = self.order_of_battle().unit(id)?;
                Some(UnitOnMap {
                    id: id.clone(),
                    side: unit.side,
                    centre: self.centre_of(unit, placement),
                    facing: placement.bearing,
                    concealed: placement.concealed.is_some(),
                })
            })
            .collect()
    }

    /// Who sees whom now under the game's own visibility (see [`crate::systems::reisswitz_1815::sight`]).
    pub fn sightings(&self, field: &Battlefield) -> Vec<Sighting> {
        self.sightings_under(field, self.visibility())
    }

    /// Who sees whom now under `conditions` (a question; the game is unchanged).
    pub fn sightings_under(
        &self,
        field: &Battlefield,
        conditions: &VisibilityConditions,
    ) -> Vec<Sighting> {
        sightings(
            &self.units_on_map(),
            field.terrain(),
            &self.ruleset().visibility,
            conditions,
            self.turn(),
        )
    }

    pub(super) fn set_visibility(
        &mut self,
        conditions: VisibilityConditions,
    ) -> Result<Vec<Event>, GameError> {
        // Checked again: a command built by hand may hold a distance no file could.
        let to = match conditions {
            VisibilityConditions::Day => VisibilityConditions::Day,
            VisibilityConditions::Night { sight } => VisibilityConditions::night(sight)?,
            VisibilityConditions::Weather { sight } => VisibilityConditions::weather(sight)?,
        };
        let from = std::mem::replace(self.visibility_mut(), to);
        Ok(vec![Event::VisibilitySet { from, to }])
    }

    /// The commanders who can take news now (posted, not riding), in id order.
    fn posted_commanders(&self) -> Vec<Posted> {
        self.staff()
            .commanders
            .values()
            .filter(|c| c.riding.is_none())
            .filter_map(|c| {
                let at = self.commander_position(&c.id).ok().flatten()?;
                let with = match &c.post {
                    Some(Post::Unit(u)) => Some(u.clone()),
                    _ => None,
                };
                Some(Posted {
                    id: c.id.clone(),
                    side: c.side,
                    with,
                    at,
                })
            })
            .collect()
    }

    /// Makes the sightings at the present turn (after the clock has advanced) and turns each
    /// observer's new ones into news; returns the events and the number of new pairs and of
    /// observers with something new.
    pub(super) fn make_sightings(
        &mut self,
        field: &Battlefield,
    ) -> Result<(Vec<Event>, usize, usize), GameError> {
        let units = self.units_on_map();
        let all = sightings(
            &units,
            field.terrain(),
            &self.ruleset().visibility,
            self.visibility(),
            self.turn(),
        );
        let previous = std::mem::take(&mut self.sightings_state_mut().last_pairs);
        let mut pairs = BTreeSet::new();
        // In observer order (the sightings come sorted by observer, then observed).
        let mut groups: Vec<(&UnitId, Vec<&Sighting>)> = Vec::new();
        for s in &all {
            let key = (s.observer.clone(), s.observed.clone());
            if !previous.contains(&key) {
                match groups.last_mut() {
                    Some((observer, list)) if *observer == &s.observer => list.push(s),
                    _ => groups.push((&s.observer, vec![s])),
                }
            }
            pairs.insert(key);
        }
        self.sightings_state_mut().last_pairs = pairs;
        let new = groups.iter().map(|(_, l)| l.len()).sum();
        let observers = groups.len();
        if groups.is_empty() {
            return Ok((Vec::new(), 0, 0));
        }
        let posted = self.posted_commanders();
        let mut events = Vec::new();
        for (observer, seen) in groups {
            let Ok(at) = units.binary_search_by(|u| u.id.cmp(observer)) else {
                continue;
            };
            let Some(unit) = units.get(at) else {
                continue;
            };
            events.extend(self.news_of(field, unit, &posted, &seen)?);
        }
        Ok((events, new, observers))
    }

    /// One observer's new sightings made into news for its side (see the module documentation).
    fn news_of(
        &mut self,
        field: &Battlefield,
        observer: &UnitOnMap,
        posted: &[Posted],
        seen: &[&Sighting],
    ) -> Result<Vec<Event>, GameError> {
        let side = observer.side;
        let now = self.turn();
        // The umpire's record lists the enemy units in id order.
        let observed: Vec<UnitId> = seen.iter().map(|s| s.observed.clone()).collect();
        // The report lists them nearest first (then by place): an order by the enemy's ids
        // would tell the side something of which units they are.
        let mut in_report: Vec<&Sighting> = seen.to_vec();
        in_report.sort_by(|a, b| {
            a.distance
                .paces()
                .total_cmp(&b.distance.paces())
                .then(a.position.x.total_cmp(&b.position.x))
                .then(a.position.y.total_cmp(&b.position.y))
        });
        let subjects: Vec<UnitId> = in_report.iter().map(|s| s.observed.clone()).collect();
        let entries: Vec<SightedEnemy> = in_report.iter().map(|s| sighted(s)).collect();
        let sighted_event = |outcome| Event::EnemySighted {
            observer: observer.id.clone(),
            observed: observed.clone(),
            outcome,
        };
        let ours = || posted.iter().filter(|p| p.side == side);
        let here = ours().find(|p| {
            p.with.as_ref() == Some(&observer.id)
                || distance(p.at, observer.centre) <= ON_THE_SPOT_PACES
        });
        if let Some(commander) = here {
            for e in &entries {
                let source = EnemyReportSource::OnTheSpot {
                    observer: observer.id.clone(),
                    commander: commander.id.clone(),
                };
                self.sightings_state_mut()
                    .learn(side, enemy_report(e, now, source));
            }
            return Ok(vec![sighted_event(SightingOutcome::OnTheSpot {
                commander: commander.id.clone(),
            })]);
        }
        let nearest = ours().min_by(|a, b| {
            distance(a.at, observer.centre)
                .total_cmp(&distance(b.at, observer.centre))
                .then(a.id.cmp(&b.id))
        });
        let Some(to) = nearest else {
            return Ok(vec![sighted_event(SightingOutcome::UmpireOnly {
                reason: format!("the {} side has no commander posted", side.id()),
            })]);
        };
        let title = self
            .order_of_battle()
            .unit(&observer.id)
            .map_or_else(|| observer.id.to_string(), Unit::title);
        let text = report_text(&title, &entries);
        let (from, to_party) = (
            Party::Unit(observer.id.clone()),
            Party::Commander(to.id.clone()),
        );
        let sent = self.send_message(
            field,
            &MessageSetup {
                kind: MessageKind::Report,
                from: &from,
                to: &to_party,
                text: &text,
                route: &[],
                reaction_minutes: 0.0,
                umpire_ground: None,
            },
        );
        let sent = match sent {
            Ok(events) => events,
            Err(e) => {
                return Ok(vec![sighted_event(SightingOutcome::UmpireOnly {
                    reason: format!("no messenger can carry the report: {e}"),
                })]);
            }
        };
        let Some(message) = sent.iter().find_map(|e| match e {
            Event::MessageSent { message, .. } => Some(*message),
            _ => None,
        }) else {
            return Err(RulesError::Misrouted("a report was sent without a number").into());
        };
        self.staff_mut().message_mut(message)?.sighting = Some(SightingReport {
            observer: observer.id.clone(),
            entries,
        });
        self.sightings_state_mut()
            .report_subjects
            .insert(message, subjects);
        if matches!(
            self.staff().message(message)?.status,
            MessageStatus::Delivered { .. }
        ) {
            self.learn_from_report(message)?;
        }
        let mut events = vec![sighted_event(SightingOutcome::Reported {
            message,
            to: to.id.clone(),
        })];
        events.extend(sent);
        Ok(events)
    }

    /// A delivered report of sightings: its side now knows what it says, as of the turn seen.
    /// Does nothing for any other message.
    pub(super) fn learn_from_report(&mut self, id: MessageId) -> Result<(), GameError> {
        if self
            .sightings_state_mut()
            .report_subjects
            .remove(&id)
            .is_none()
        {
            return Ok(());
        }
        let message = self.staff().message(id)?;
        let Some(report) = message.sighting.clone() else {
            return Ok(());
        };
        let (side, learned_turn) = match message.status {
            MessageStatus::Delivered { turn } => (message.side, turn),
            _ => return Ok(()),
        };
        for entry in &report.entries {
            let source = EnemyReportSource::Report {
                from: report.observer.clone(),
                message: id,
            };
            self.sightings_state_mut()
                .learn(side, enemy_report(entry, learned_turn, source));
        }
        Ok(())
    }
}
