//! A side's planned deployment read from a file (`deployment = free_hidden`; source L15: the
//! players "plan out the precise disposition of their forces on paper in advance").
//!
//! The file is JSON in the replay file's `units` shape: either one side's list,
//! `[{"type": "infantry", "at": [x, y]}, …]`, or both sides' lists,
//! `{"north": […], "south": […]}`, of which the side deploying takes its own.

use super::grid_error::GridError;
use super::grid_side::{GridSide, PerSide};
use super::position::PlacedUnit;
use serde::Deserialize;

/// The largest planned-deployment file read (bytes): a side's seventeen units fit in far less.
pub const MAX_PLAN_BYTES: u64 = 1024 * 1024;

/// The shapes a planned-deployment file may take.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum PlanShape {
    /// One side's units.
    List(Vec<PlacedUnit>),
    /// Both sides' units.
    BySide(PerSide<Vec<PlacedUnit>>),
}

/// One side's planned deployment: the units and their squares, in the file's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlannedDeployment {
    /// The units to place.
    pub units: Vec<PlacedUnit>,
}

impl PlannedDeployment {
    /// Reads `side`'s plan from JSON text; `source` names the text in messages.
    pub fn from_json(text: &str, side: GridSide, source: &str) -> Result<Self, GridError> {
        let shape: PlanShape = serde_json::from_str(text).map_err(|e| GridError::Unreadable {
            source_name: source.to_string(),
            message: format!(
                "not a planned deployment (a list of {{\"type\", \"at\"}} units, or one per side): {e}"
            ),
        })?;
        let units = match shape {
            PlanShape::List(units) => units,
            PlanShape::BySide(sides) => sides.get(side).clone(),
        };
        Ok(PlannedDeployment { units })
    }

    /// Reads `side`'s plan from a file.
    pub fn load(path: &std::path::Path, side: GridSide) -> Result<Self, GridError> {
        let text = crate::files::read_limited_text(path, MAX_PLAN_BYTES, "a planned deployment")?;
        PlannedDeployment::from_json(&text, side, &path.display().to_string())
    }
}
