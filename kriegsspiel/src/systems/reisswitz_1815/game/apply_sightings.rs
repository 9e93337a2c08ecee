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
use super::report_words::{enemy_report, report_text, sighted};
use super::sighting_outcome::SightingOutcome;
use crate::distance::Pace;
use crate::error::RulesError;
use crate::ids::UnitId;
use crate::side::Side;
use crate::systems::reisswitz_1815::army::Unit;
use crate::systems::reisswitz_1815::ruleset::{SightingBeyondNote, VisibilityConditions};
use crate::systems::reisswitz_1815::sight::{SeenBody, Sighting, UnitOnMap, sightings};
use crate::systems::reisswitz_1815::staff::{
    CommanderId, EnemyReportSource, Glimpse, MessageId, MessageKind, MessageStatus, Party, Post,
    SightedEnemy, SightingReport,
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
pub(super) struct Posted {
    id: CommanderId,
    side: Side,
    with: Option<UnitId>,
    at: Coord<f64>,
}

/// Who takes a unit's news: a commander of its side on the spot (posted with it, or within
/// [`ON_THE_SPOT_PACES`] of it), else the nearest posted commander, to whom a messenger rides;
/// or nobody, where the side has no commander posted.
pub(super) enum NewsBearer {
    /// A commander who sees it himself.
    OnTheSpot(CommanderId),
    /// The nearest commander, by messenger.
    Ride(CommanderId),
    /// No commander of the side is posted.
    Nobody,
}

/// Who takes the news of `unit` at `at`, of `side` (see [`NewsBearer`]).
pub(super) fn news_bearer(
    posted: &[Posted],
    side: Side,
    unit: &UnitId,
    at: Coord<f64>,
) -> NewsBearer {
    let ours = || posted.iter().filter(|p| p.side == side);
    if let Some(here) =
        ours().find(|p| p.with.as_ref() == Some(unit) || distance(p.at, at) <= ON_THE_SPOT_PACES)
    {
        return NewsBearer::OnTheSpot(here.id.clone());
    }
    ours()
        .min_by(|a, b| {
            distance(a.at, at)
                .total_cmp(&distance(b.at, at))
                .then(a.id.cmp(&b.id))
        })
        .map_or(NewsBearer::Nobody, |p| NewsBearer::Ride(p.id.clone()))
}

fn distance(a: Coord<f64>, b: Coord<f64>) -> f64 {
    (b.x - a.x).hypot(b.y - a.y)
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

    /// The centre of unit `id`'s main blocks, as the sightings place it; `None` off the map.
    /// One unit's, without listing every unit on the map (the Messages page asks each frame).
    pub fn unit_centre(&self, id: &UnitId) -> Option<Coord<f64>> {
        let (unit, state) = self.unit(id).ok()?;
        Some(self.centre_of(unit, state.placement.as_ref()?))
    }

    /// Every unit on the map as the sightings see it, in id order: side, footprint centre,
    /// facing, and whether it is on a concealed march.
    pub fn units_on_map(&self) -> Vec<UnitOnMap> {
        self.unit_states()
            .filter_map(|(id, s)| {
                let placement = s.placement.as_ref()?;
                let unit = self.order_of_battle().unit(id)?;
                let formation = self
                    .formations()
                    .formation(&placement.formation)
                    .ok()
                    .map(|spec| spec.label.to_lowercase());
                Some(UnitOnMap {
                    id: id.clone(),
                    side: unit.side,
                    centre: self.centre_of(unit, placement),
                    facing: placement.bearing,
                    concealed: placement.concealed.is_some(),
                    body: SeenBody::of(&unit.kind, formation, s.strength.men, s.strength.guns),
                })
            })
            .collect()
    }

    /// Who sees whom now under the game's own visibility (see [`crate::systems::reisswitz_1815::sight`]).
    pub fn sightings(&self, field: &Battlefield) -> Vec<Sighting> {
        self.sightings_under(field, self.visibility())
    }

    /// How far large bodies are seen as "troops" beyond the note, where the umpire lets them be
    /// (option `sighting_beyond_note`, draft L116); `None` under the note's distances alone.
    pub fn long_sight(&self) -> Option<Pace> {
        let rules = self.ruleset();
        (rules.options.sighting_beyond_note == SightingBeyondNote::LargeBodiesAsTroops)
            .then_some(Pace(rules.visibility.long_sight.troops_paces))
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
            self.long_sight(),
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
    pub(super) fn posted_commanders(&self) -> Vec<Posted> {
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
            self.long_sight(),
            self.turn(),
        );
        let previous = std::mem::take(&mut self.sightings_state_mut().last_pairs);
        let moved_paces = self
            .ruleset()
            .visibility
            .news
            .as_ref()
            .map(|n| n.moved_paces);
        let mut pairs = BTreeSet::new();
        // In observer order (the sightings come sorted by observer, then observed).
        let mut groups: Vec<(&UnitId, Vec<&Sighting>)> = Vec::new();
        for s in &all {
            let key = (s.observer.clone(), s.observed.clone());
            // A pair seen anew is news; under the news rule, so is what it shows changed.
            let glimpse = moved_paces.map(|_| Glimpse::of(s.position, sighted(s).made_out));
            let changed = match (&glimpse, moved_paces) {
                (Some(now), Some(paces)) => self
                    .sightings_state()
                    .last_reported
                    .get(&key)
                    .is_none_or(|then| then.differs(now, paces)),
                _ => false,
            };
            if !previous.contains(&key) || changed {
                match groups.last_mut() {
                    Some((observer, list)) if *observer == &s.observer => list.push(s),
                    _ => groups.push((&s.observer, vec![s])),
                }
                if let Some(glimpse) = glimpse {
                    self.sightings_state_mut()
                        .last_reported
                        .insert(key.clone(), glimpse);
                }
            }
            pairs.insert(key);
        }
        // A pair out of sight starts afresh when it is seen again.
        self.sightings_state_mut()
            .last_reported
            .retain(|key, _| pairs.contains(key));
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
        let to = match news_bearer(posted, side, &observer.id, observer.centre) {
            NewsBearer::OnTheSpot(commander) => {
                for e in &entries {
                    let source = EnemyReportSource::OnTheSpot {
                        observer: observer.id.clone(),
                        commander: commander.clone(),
                    };
                    self.sightings_state_mut()
                        .learn(side, enemy_report(e, now, source));
                }
                return Ok(vec![sighted_event(SightingOutcome::OnTheSpot {
                    commander,
                })]);
            }
            NewsBearer::Nobody => {
                return Ok(vec![sighted_event(SightingOutcome::UmpireOnly {
                    reason: format!("the {} side has no commander posted", side.id()),
                })]);
            }
            NewsBearer::Ride(to) => to,
        };
        let title = self
            .order_of_battle()
            .unit(&observer.id)
            .map_or_else(|| observer.id.to_string(), Unit::title);
        let text = report_text(&title, &entries);
        let (from, to_party) = (
            Party::Unit(observer.id.clone()),
            Party::Commander(to.clone()),
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
        let mut events = vec![sighted_event(SightingOutcome::Reported { message, to })];
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
