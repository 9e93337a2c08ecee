//! The ruleset section: distances at which troops can be made out (reference §9).

use serde::{Deserialize, Serialize};

/// The ruleset section: distances at which troops can be made out (reference §9).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct VisibilityRules {}

impl VisibilityRules {
    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> crate::error::Result<()> {
        Ok(())
    }
}
