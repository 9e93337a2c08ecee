//! Works under way (reference §12.3, §12.7): bridges being built or destroyed, obstacles, a
//! position being strengthened. Each is listed until the clock reaches its end
//! (`falling_due.rs`).

use crate::systems::reisswitz_1815::army::UnitId;
use crate::systems::reisswitz_1815::calc::works::Work;
use geo::Coord;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A work started and not yet finished.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WorkUnderWay {
    /// Its number in this game, counted from 1.
    pub id: u32,
    /// The work and its circumstances.
    pub work: Work,
    /// The work in words.
    pub description: String,
    /// The unit doing it, if the umpire named one.
    pub unit: Option<UnitId>,
    /// Where, if the umpire named a place.
    pub place: Option<Coord<f64>>,
    /// The turn it began.
    pub started_turn: u32,
    /// The turn at whose start it is finished.
    pub done_turn: u32,
    /// The umpire's reason, where he stated the duration.
    pub reason: Option<String>,
}

/// Every work under way, by number, and the number the next one takes.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct WorksState {
    /// The works under way, by number.
    under_way: BTreeMap<u32, WorkUnderWay>,
    /// Works started so far (the next one's number is this plus one).
    started: u32,
}

impl WorksState {
    /// Whether no work was ever started (left out of a save).
    pub fn is_empty(&self) -> bool {
        self.started == 0 && self.under_way.is_empty()
    }

    /// The works under way, in number order.
    pub fn under_way(&self) -> impl Iterator<Item = &WorkUnderWay> {
        self.under_way.values()
    }

    /// The work under way with this number.
    pub fn get(&self, id: u32) -> Option<&WorkUnderWay> {
        self.under_way.get(&id)
    }

    /// The number the next work takes.
    pub(super) fn next_id(&self) -> u32 {
        self.started.saturating_add(1)
    }

    /// Lists a work under way (its id taken from [`WorksState::next_id`]).
    pub(super) fn start(&mut self, work: WorkUnderWay) {
        self.started = self.started.max(work.id);
        self.under_way.insert(work.id, work);
    }

    /// Takes a work off the list (finished or abandoned).
    pub(super) fn take(&mut self, id: u32) -> Option<WorkUnderWay> {
        self.under_way.remove(&id)
    }
}
