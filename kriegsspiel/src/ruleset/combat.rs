//! The ruleset section: close-combat odds, circumstances and the special worksheets (reference §5–§6).

use serde::{Deserialize, Serialize};

/// The ruleset section: close-combat odds, circumstances and the special worksheets (reference §5–§6).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct CombatRules {}

impl CombatRules {
    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> crate::error::Result<()> {
        Ok(())
    }
}
