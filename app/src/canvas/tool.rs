//! What a click on the canvas does.

use egui::Modifiers;
use serde::{Deserialize, Serialize};

/// The canvas tool.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub enum Tool {
    /// Drag to pan (the default).
    #[default]
    Pan,
    /// Click to add ruler points.
    Ruler,
    /// Click to place a range circle.
    Circle,
    /// Click to pick a sheet; Shift+drag or the arrow keys move it.
    Sheets,
    /// Click to place the corners of a new terrain feature.
    TerrainDraw,
    /// Click to select a terrain feature; drag its corner handles.
    TerrainEdit,
    /// Click or box-select units; drag a unit to move it.
    Troops,
}

impl Tool {
    /// The tool's name.
    pub fn label(self) -> &'static str {
        match self {
            Tool::Pan => "Pan",
            Tool::Ruler => "Ruler",
            Tool::Circle => "Circle",
            Tool::Sheets => "Arrange sheets",
            Tool::TerrainDraw => "Draw terrain",
            Tool::TerrainEdit => "Edit terrain",
            Tool::Troops => "Troops",
        }
    }

    /// Whether a primary-button drag that grabs nothing pans the view with this tool.
    pub fn drag_pans(self, modifiers: Modifiers) -> bool {
        match self {
            Tool::Pan | Tool::TerrainDraw | Tool::TerrainEdit => true,
            Tool::Sheets => !modifiers.shift,
            Tool::Ruler | Tool::Circle | Tool::Troops => false,
        }
    }

    /// Whether clicks go to the workbench as [`super::CanvasEvent`]s rather than to the
    /// canvas's own measuring tools.
    pub fn clicks_to_workbench(self) -> bool {
        matches!(
            self,
            Tool::Sheets | Tool::TerrainDraw | Tool::TerrainEdit | Tool::Troops
        )
    }
}
