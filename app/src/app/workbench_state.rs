//! What the workbench remembers between sessions (eframe storage). Everything else — the map,
//! tiles, textures, the load in progress, messages — is session-only and lives in
//! [`super::Session`]; the map itself is saved in its map file.

use crate::canvas::CanvasSettings;
use kriegsspiel::map::FeatureKind;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Which page the side panel shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum PanelTab {
    /// Ruler, range bands, range circle.
    #[default]
    Measure,
    /// The map's sheets: list, placement, alignment, calibration.
    Sheets,
    /// The terrain layer: key, drawing, editing, ground readouts.
    Terrain,
    /// The game: orders of battle, the selected unit, moves, the journal.
    Troops,
    /// The dice tray.
    Dice,
    /// The fire worksheet.
    Fire,
    /// The melee worksheet.
    Melee,
    /// The casualty board, turn track, strength plot and printed sheets.
    Casualties,
    /// The staff exercise: General Idea, Separate Reports, commanders.
    Scenario,
    /// The umpire's messages: in transit, delivered, intercepted; the composer.
    Messages,
    /// The after-action review: the exercise replayed to any move.
    Review,
}

impl PanelTab {
    /// Every page, in tab order.
    pub const ALL: [PanelTab; 11] = [
        PanelTab::Measure,
        PanelTab::Sheets,
        PanelTab::Terrain,
        PanelTab::Troops,
        PanelTab::Dice,
        PanelTab::Fire,
        PanelTab::Melee,
        PanelTab::Casualties,
        PanelTab::Scenario,
        PanelTab::Messages,
        PanelTab::Review,
    ];

    /// The tab's name.
    pub fn label(self) -> &'static str {
        match self {
            PanelTab::Measure => "Measure",
            PanelTab::Sheets => "Sheets",
            PanelTab::Terrain => "Terrain",
            PanelTab::Troops => "Troops",
            PanelTab::Dice => "Dice",
            PanelTab::Fire => "Fire",
            PanelTab::Melee => "Melee",
            PanelTab::Casualties => "Casualties",
            PanelTab::Scenario => "Scenario",
            PanelTab::Messages => "Messages",
            PanelTab::Review => "Review",
        }
    }
}

/// Saved settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct WorkbenchState {
    /// Camera, tool and circle radius.
    pub canvas: CanvasSettings,
    /// Folder of the last map or scan opened (where the file dialog starts).
    pub last_folder: Option<PathBuf>,
    /// Whether the side panel is shown.
    pub tool_panel_open: bool,
    /// The side panel's page.
    pub panel_tab: PanelTab,
    /// Whether the terrain layer is drawn over the map.
    pub terrain_visible: bool,
    /// The kind of feature the drawing tool makes.
    pub draw_kind: FeatureKind,
    /// One nudge of a sheet (arrow key or button), in paces.
    pub nudge_paces: f64,
}

impl Default for WorkbenchState {
    fn default() -> Self {
        Self {
            canvas: CanvasSettings::default(),
            last_folder: None,
            tool_panel_open: true,
            panel_tab: PanelTab::default(),
            terrain_visible: true,
            draw_kind: FeatureKind::LightWoods,
            nudge_paces: 10.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_json_and_tolerates_missing_and_old_fields() {
        let mut s = WorkbenchState::default();
        s.canvas.camera.points_per_pace = 0.75;
        s.panel_tab = PanelTab::Terrain;
        s.draw_kind = FeatureKind::Wall;
        let json = serde_json::to_string(&s).expect("serialise");
        let back: WorkbenchState = serde_json::from_str(&json).expect("deserialise");
        assert_eq!(back, s);
        // A settings file from before the calibration dialog still has the provisional scale.
        let partial: WorkbenchState = serde_json::from_str(
            "{\"tool_panel_open\": false, \"scale\": {\"PacesPerPixel\": 2.0}}",
        )
        .expect("partial");
        assert!(!partial.tool_panel_open);
        assert!(partial.terrain_visible);
    }
}
