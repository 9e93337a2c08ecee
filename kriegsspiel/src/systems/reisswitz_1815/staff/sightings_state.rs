//! The umpire's side of the sightings: which pairs saw each other at the last advance of the
//! clock, which enemy unit each entry of a report in transit describes, and each side's picture of
//! the enemy keyed by the enemy unit it describes. None of it enters a side's view except the
//! pictures' values (never their keys).

use super::enemy_report::EnemyReport;
use super::message_id::MessageId;
use crate::ids::UnitId;
use crate::side::Side;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// What the game keeps of sightings between clock advances, so that working out which are new
/// is deterministic and replays the same.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct SightingsState {
    /// Every (observer, observed) pair seen at the last advance of the clock.
    #[serde(default)]
    pub last_pairs: BTreeSet<(UnitId, UnitId)>,
    /// For each sighting report not yet delivered, the enemy unit each entry describes, in
    /// entry order (umpire-side: the report itself cannot know).
    #[serde(default)]
    pub report_subjects: BTreeMap<MessageId, Vec<UnitId>>,
    /// Each side's picture of the enemy, one entry per enemy unit (the latest report of it).
    #[serde(default)]
    pub known: BTreeMap<Side, BTreeMap<UnitId, EnemyReport>>,
}

impl SightingsState {
    /// Whether nothing has been seen yet (saved games leave it out then).
    pub fn is_empty(&self) -> bool {
        self.last_pairs.is_empty() && self.report_subjects.is_empty() && self.known.is_empty()
    }

    /// A side's picture of the enemy, without the umpire's keys, oldest news first (then by
    /// place, so the order says nothing of the enemy's ids).
    pub fn known_to(&self, side: Side) -> Vec<&EnemyReport> {
        let mut list: Vec<&EnemyReport> = self
            .known
            .get(&side)
            .map(|m| m.values().collect())
            .unwrap_or_default();
        list.sort_by(|a, b| {
            (a.as_of_turn, a.learned_turn)
                .cmp(&(b.as_of_turn, b.learned_turn))
                .then(a.position.x.total_cmp(&b.position.x))
                .then(a.position.y.total_cmp(&b.position.y))
        });
        list
    }

    /// Records what `side` now knows of enemy unit `observed`, unless it knows of a later
    /// sighting already.
    pub fn learn(&mut self, side: Side, observed: UnitId, report: EnemyReport) {
        let known = self.known.entry(side).or_default();
        match known.get(&observed) {
            Some(old) if old.as_of_turn > report.as_of_turn => {}
            _ => {
                known.insert(observed, report);
            }
        }
    }
}
