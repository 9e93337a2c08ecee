//! The ruleset section: troop blocks, frontages and depths (reference §10).

use serde::{Deserialize, Serialize};

/// The ruleset section: troop blocks, frontages and depths (reference §10).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct BlockRules {}

impl BlockRules {
    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> crate::error::Result<()> {
        Ok(())
    }
}
