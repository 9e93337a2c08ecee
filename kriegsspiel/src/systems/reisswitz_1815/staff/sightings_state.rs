//! The umpire's side of the sightings: which pairs saw each other at the last advance of the
//! clock, which enemy unit each entry of a report in transit describes, and each side's picture of
//! the enemy as a list of reports. None of it enters a side's view except the pictures.
//!
//! A side's picture is a list and not a map keyed by the enemy unit: two reports of one enemy
//! body from different observers stay two entries, and a newer report does not replace an older
//! one, since either would tell the side that the reports described the same body (and so how
//! many bodies there are). Whether two reports are of the same body is for the player, on his
//! map, or the umpire to decide.

use super::enemy_report::EnemyReport;
use super::glimpse::Glimpse;
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
    /// What each observer last reported of each enemy body it keeps in view (under the news
    /// rule, `ruleset::SightingNews`); only pairs seen at the last advance.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub last_reported: BTreeMap<(UnitId, UnitId), Glimpse>,
    /// Each side's picture of the enemy: every report it holds, in the order it learned them.
    #[serde(default)]
    pub known: BTreeMap<Side, Vec<EnemyReport>>,
}

impl SightingsState {
    /// Whether nothing has been seen yet (saved games leave it out then).
    pub fn is_empty(&self) -> bool {
        self.last_pairs.is_empty()
            && self.report_subjects.is_empty()
            && self.known.is_empty()
            && self.last_reported.is_empty()
    }

    /// A side's picture of the enemy, without the umpire's keys, oldest news first (then by
    /// place, so the order says nothing of the enemy's ids).
    pub fn known_to(&self, side: Side) -> Vec<&EnemyReport> {
        let mut list: Vec<&EnemyReport> = self
            .known
            .get(&side)
            .map(|list| list.iter().collect())
            .unwrap_or_default();
        list.sort_by(|a, b| {
            (a.as_of_turn, a.learned_turn)
                .cmp(&(b.as_of_turn, b.learned_turn))
                .then(a.position.x.total_cmp(&b.position.x))
                .then(a.position.y.total_cmp(&b.position.y))
        });
        list
    }

    /// Adds a report to what `side` knows of the enemy. It stands on its own: it neither
    /// replaces nor is merged with an earlier report (see the module documentation).
    pub fn learn(&mut self, side: Side, report: EnemyReport) {
        self.known.entry(side).or_default().push(report);
    }
}
