//! The ruleset section: movement chart and the other movement figures (reference §1).

use serde::{Deserialize, Serialize};

/// The ruleset section: movement chart and the other movement figures (reference §1).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct MovementRules {}

impl MovementRules {
    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> crate::error::Result<()> {
        Ok(())
    }
}
