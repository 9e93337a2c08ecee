//! Whether troops are fresh or tired (Section 4 — close-combat circumstances "fresh v tired";
//! Appendix Three — Strongholds, "with fresh troops" / "with tired troops").

use serde::{Deserialize, Serialize};
use std::fmt;

/// Fresh or tired troops.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// Fresh troops.
    #[default]
    Fresh,
    /// Tired troops.
    Tired,
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Condition::Fresh => "fresh",
            Condition::Tired => "tired",
        })
    }
}
