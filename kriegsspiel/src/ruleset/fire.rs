//! The ruleset section: artillery ranges, fire tables and fire modifiers (reference §2–§3).

use serde::{Deserialize, Serialize};

/// The ruleset section: artillery ranges, fire tables and fire modifiers (reference §2–§3).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct FireRules {}

impl FireRules {
    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> crate::error::Result<()> {
        Ok(())
    }
}
