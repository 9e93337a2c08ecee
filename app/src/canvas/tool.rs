//! What a click on the canvas does.

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
}

impl Tool {
    /// The tool's name.
    pub fn label(self) -> &'static str {
        match self {
            Tool::Pan => "Pan",
            Tool::Ruler => "Ruler",
            Tool::Circle => "Circle",
        }
    }
}
