//! One side's pin on one formation's track, with the units whose losses it carries.

use crate::systems::reisswitz_1815::calc::casualty_pin::CasualtyPin;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// One side's pin on one formation's track of the record sheet, and the units (by label) whose
/// losses went onto it, so the umpire knows which unit's block to exchange when it completes
/// (Section 4 — Casualties; reference §4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FormationTrack {
    pub(super) pin: CasualtyPin,
    #[serde(default)]
    pub(super) units: BTreeSet<String>,
}

impl FormationTrack {
    /// A track with this pin and no units yet.
    pub fn new(pin: CasualtyPin) -> Self {
        FormationTrack {
            pin,
            units: BTreeSet::new(),
        }
    }

    /// The pin.
    pub fn pin(&self) -> &CasualtyPin {
        &self.pin
    }

    /// Labels of the units whose losses are on this track, sorted.
    pub fn units(&self) -> &BTreeSet<String> {
        &self.units
    }
}
