//! Skirmishers put out ahead of a battalion.

use serde::{Deserialize, Serialize};

/// Skirmish blocks standing ahead of a unit's front (Representation of Units — Formations,
/// Skirmishers): how many, and how far ahead.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct SkirmishScreen {
    /// Skirmish platoon blocks out.
    pub blocks: u32,
    /// Paces ahead of the unit's front (100, 200 or 300 in the draft).
    pub distance: f64,
}
