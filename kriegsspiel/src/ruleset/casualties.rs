//! The ruleset section: loss points and men, exchange thresholds and casualty pins (reference §4).

use serde::{Deserialize, Serialize};

/// The ruleset section: loss points and men, exchange thresholds and casualty pins (reference §4).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct CasualtyRules {}

impl CasualtyRules {
    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> crate::error::Result<()> {
        Ok(())
    }
}
