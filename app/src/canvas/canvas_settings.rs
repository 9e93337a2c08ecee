//! The canvas settings kept between sessions (saved with the workbench's settings).

use super::camera::Camera;
use super::range_circle::RangeCircle;
use super::tool::Tool;
use serde::{Deserialize, Serialize};

/// What the canvas remembers between sessions: the camera, the tool and the circle radius.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct CanvasSettings {
    /// Where the canvas looks.
    pub camera: Camera,
    /// What a click does.
    pub tool: Tool,
    /// The range circle's radius (its centre is not kept).
    pub circle: RangeCircle,
}
