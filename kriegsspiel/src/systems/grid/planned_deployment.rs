//! A side's planned deployment read from a file (`deployment = free_hidden`; source L15: the
//! players "plan out the precise disposition of their forces on paper in advance").
//!
//! The file is JSON in the replay file's `units` shape: either one side's list,
//! `[{"type": "infantry", "at": [x, y]}, …]`, or both sides' lists,
//! `{"north": […], "south": […]}`, of which the side deploying takes its own.

use super::grid_error::GridError;
use super::grid_side::{GridSide, PerSide};
use super::position::PlacedUnit;

/// The largest planned-deployment file read (bytes): a side's seventeen units fit in far less.
pub const MAX_PLAN_BYTES: u64 = 1024 * 1024;

/// One side's planned deployment: the units and their squares, in the file's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlannedDeployment {
    /// The units to place.
    pub units: Vec<PlacedUnit>,
}

impl PlannedDeployment {
    /// Reads `side`'s plan from JSON text; `source` names the text in messages.
    pub fn from_json(text: &str, side: GridSide, source: &str) -> Result<Self, GridError> {
        let unreadable = |why: String| GridError::Unreadable {
            source_name: source.to_string(),
            message: format!(
                "not a planned deployment (a list of {{\"type\", \"at\"}} units, or one list \
                 per side): {why}"
            ),
        };
        // The shape is told by its first character, so a mistake inside it is named (rather
        // than "matches no shape").
        let units = if text.trim_start().starts_with('[') {
            serde_json::from_str::<Vec<PlacedUnit>>(text).map_err(|e| unreadable(e.to_string()))?
        } else if text.trim_start().starts_with('{') {
            serde_json::from_str::<PerSide<Vec<PlacedUnit>>>(text)
                .map_err(|e| unreadable(e.to_string()))?
                .get(side)
                .clone()
        } else {
            return Err(unreadable("it begins with neither '[' nor '{'".to_string()));
        };
        Ok(PlannedDeployment { units })
    }

    /// Reads `side`'s plan from a file.
    pub fn load(path: &std::path::Path, side: GridSide) -> Result<Self, GridError> {
        let text = crate::files::read_limited_text(path, MAX_PLAN_BYTES, "a planned deployment")?;
        PlannedDeployment::from_json(&text, side, &path.display().to_string())
    }
}
