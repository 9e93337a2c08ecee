//! Corners of the selected terrain feature added and removed on the canvas with the Edit
//! terrain tool: a double-click on an edge adds one, a right-click on a corner removes it.

use super::feature_corners::{insert_corner, remove_corner};
use super::feature_handles::handles;
use super::map_edits::CLICK_REACH_POINTS;
use super::workbench_app::WorkbenchApp;
use crate::canvas::MapPoint;
use kriegsspiel::map::{FeatureId, TerrainFeature};
use words::feature_title;

impl WorkbenchApp {
    /// Paces within which a click meets an edge or a corner at the present zoom.
    fn click_reach(&self) -> f64 {
        self.session
            .canvas
            .projector
            .map_or(1.0, |p| CLICK_REACH_POINTS / p.points_per_pace())
    }

    /// The selected terrain feature, with its id.
    fn selected_feature(&self) -> Option<(FeatureId, TerrainFeature)> {
        let map = self.session.map.as_ref()?;
        let id = map.selected_feature?;
        map.document.terrain.get(id).map(|f| (id, f.clone()))
    }

    /// Adds a corner to the selected feature on the edge nearest `at` (double-click).
    pub(super) fn add_corner(&mut self, at: MapPoint) {
        let reach = self.click_reach();
        let now = self.time_now();
        let Some((id, feature)) = self.selected_feature() else {
            return;
        };
        let Some((geometry, _)) = insert_corner(&feature.geometry, at, reach) else {
            return;
        };
        let title = feature_title(id, &feature);
        if self.edit_feature(id, "No corner added", |f| TerrainFeature { geometry, ..f }) {
            self.session
                .notifications
                .note(format!("Added a corner to {title}."), now);
        }
    }

    /// Removes the selected feature's corner nearest `at`, if one is within reach
    /// (right-click); a shape left with too few corners is refused.
    pub(super) fn remove_corner_at(&mut self, at: MapPoint) {
        let reach = self.click_reach();
        let now = self.time_now();
        let Some((id, feature)) = self.selected_feature() else {
            return;
        };
        let nearest = handles(&feature.geometry)
            .iter()
            .enumerate()
            .map(|(i, h)| (i, h.distance(at).paces()))
            .filter(|(_, d)| *d <= reach)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _)| i);
        let Some(handle) = nearest else {
            return;
        };
        let title = feature_title(id, &feature);
        let Some(geometry) = remove_corner(&feature.geometry, handle) else {
            self.refuse(
                "Corner kept",
                format!("{title} needs every corner it has left to stay a shape"),
            );
            return;
        };
        if self.edit_feature(id, "Corner kept", |f| TerrainFeature { geometry, ..f }) {
            self.session
                .notifications
                .note(format!("Removed a corner of {title}."), now);
        }
    }
}
