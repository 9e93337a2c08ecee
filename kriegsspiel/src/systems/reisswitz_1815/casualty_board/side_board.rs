//! One side's half of the casualty board: a pin per formation track and the per-unit rows.

use super::formation_track::FormationTrack;
use super::unit_row::UnitRow;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::calc::casualty_pin::CasualtyPin;
use crate::systems::reisswitz_1815::ruleset::{Formation, Ruleset};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One side's pins: one per formation track in the sheet's order, and the units given their
/// own row, sorted by label.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SideBoard {
    pub(super) tracks: Vec<FormationTrack>,
    #[serde(default)]
    pub(super) units: BTreeMap<String, UnitRow>,
}

impl SideBoard {
    /// Empty pins on every track, no unit rows.
    pub fn new(rules: &Ruleset) -> Result<Self> {
        let tracks = Formation::ALL
            .iter()
            .copied()
            .map(|f| CasualtyPin::new(rules, f).map(FormationTrack::new))
            .collect::<Result<Vec<_>>>()?;
        Ok(SideBoard {
            tracks,
            units: BTreeMap::new(),
        })
    }

    /// The formation tracks in the sheet's order ([`Formation::ALL`]).
    pub fn tracks(&self) -> &[FormationTrack] {
        &self.tracks
    }

    /// The track of one formation.
    pub fn track(&self, formation: Formation) -> Result<&FormationTrack> {
        self.tracks
            .iter()
            .find(|t| t.pin.formation() == formation)
            .ok_or_else(|| missing(formation))
    }

    pub(super) fn track_mut(&mut self, formation: Formation) -> Result<&mut FormationTrack> {
        self.tracks
            .iter_mut()
            .find(|t| t.pin.formation() == formation)
            .ok_or_else(|| missing(formation))
    }

    /// The unit rows, sorted by label.
    pub fn units(&self) -> &BTreeMap<String, UnitRow> {
        &self.units
    }
}

fn missing(formation: Formation) -> RulesError {
    RulesError::missing("casualty board", format!("{formation} track"))
}
