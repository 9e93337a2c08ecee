//! The Separate Report each side receives after the General Idea ("The General Idea or
//! Scenario", source text L57–L65; "The Relationship between Players & Umpire", L84).

use super::intelligence::Intelligence;
use crate::clock::TimeOfDay;
use serde::{Deserialize, Serialize};

/// The most items of intelligence one report holds.
pub const MAX_INTELLIGENCE_ITEMS: usize = 200;

/// One side's Separate Report: its own forces, orders and objective, line of retreat, what it
/// is told of the enemy, and the season, light, weather and ground.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct SeparateReport {
    /// The strength of the side's own forces (battalions, squadrons, batteries …; L59).
    #[serde(default)]
    pub forces: String,
    /// An outline of the orders from higher command (L61).
    #[serde(default)]
    pub orders: String,
    /// The objective (L61, L84).
    #[serde(default)]
    pub objective: String,
    /// The direction of the line of retreat (L84).
    #[serde(default)]
    pub line_of_retreat: String,
    /// What the side is told of the enemy, each item with its source (L63, L67).
    #[serde(default)]
    pub enemy: Vec<Intelligence>,
    /// The time of year (L65).
    #[serde(default)]
    pub time_of_year: String,
    /// Dawn (L65).
    #[serde(default)]
    pub dawn: Option<TimeOfDay>,
    /// Dusk (L65).
    #[serde(default)]
    pub dusk: Option<TimeOfDay>,
    /// The weather (L65).
    #[serde(default)]
    pub weather: String,
    /// The condition of ground and rivers (L65).
    #[serde(default)]
    pub ground_and_rivers: String,
}
