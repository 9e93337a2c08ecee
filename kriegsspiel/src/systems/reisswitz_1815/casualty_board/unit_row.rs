//! One unit's own casualty pin: a row of the per-unit record sheet.

use crate::systems::reisswitz_1815::calc::casualty_pin::CasualtyPin;
use crate::systems::reisswitz_1815::ruleset::Formation;
use serde::{Deserialize, Serialize};

/// One unit's own pin, kept beside the side's formation tracks when the umpire wants the losses
/// of each unit (a half battalion's half-strength removal, a battery's last gun) on paper.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitRow {
    pub(super) label: String,
    pub(super) formation: Formation,
    pub(super) pin: CasualtyPin,
}

impl UnitRow {
    /// The unit's label (for example "A1" or "3rd Hussars").
    pub fn label(&self) -> &str {
        &self.label
    }

    /// The formation whose track the unit uses.
    pub fn formation(&self) -> Formation {
        self.formation
    }

    /// The unit's pin.
    pub fn pin(&self) -> &CasualtyPin {
        &self.pin
    }
}
