//! The ruleset section: fire in villages, walls and bridges; bridges, boats and swimming (reference §7–§8).

use serde::{Deserialize, Serialize};

/// The ruleset section: fire in villages, walls and bridges; bridges, boats and swimming (reference §7–§8).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct StructureRules {}

impl StructureRules {
    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> crate::error::Result<()> {
        Ok(())
    }
}
