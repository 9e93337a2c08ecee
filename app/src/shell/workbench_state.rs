//! What the workbench remembers between sessions (eframe storage). Everything else — tiles,
//! textures, the load in progress, messages — is session-only and lives in [`super::Session`].

use super::provisional_scale::ProvisionalScale;
use crate::canvas::CanvasSettings;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Saved settings. (The game itself will be saved by the engine, not here.)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct WorkbenchState {
    /// Camera, tool and circle radius.
    pub canvas: CanvasSettings,
    /// The provisional scale.
    pub scale: ProvisionalScale,
    /// Folder of the last scan opened (where the file dialog starts).
    pub last_folder: Option<PathBuf>,
    /// Whether the tools panel is shown.
    pub tool_panel_open: bool,
}

impl Default for WorkbenchState {
    fn default() -> Self {
        Self {
            canvas: CanvasSettings::default(),
            scale: ProvisionalScale::default(),
            last_folder: None,
            tool_panel_open: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_json_and_tolerates_missing_fields() {
        let mut s = WorkbenchState::default();
        s.canvas.camera.points_per_pace = 0.75;
        s.scale = ProvisionalScale::PacesPerPixel(2.0);
        let json = serde_json::to_string(&s).expect("serialise");
        let back: WorkbenchState = serde_json::from_str(&json).expect("deserialise");
        assert_eq!(back, s);
        let partial: WorkbenchState =
            serde_json::from_str("{\"tool_panel_open\": false}").expect("partial");
        assert!(!partial.tool_panel_open);
        assert_eq!(partial.scale, ProvisionalScale::default());
    }
}
