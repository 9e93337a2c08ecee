//! Changes to the open map from the canvas and the side panel: selecting, drawing and
//! reshaping terrain features, moving, turning, aligning and calibrating sheets. Each change
//! marks the map as changed (for Save and the autosave); a change the engine refuses leaves
//! the map as it was, with a message.

use super::feature_handles::{feature_at, move_handle};
use super::image_loads::sheet_centre;
use super::point_pick::{PickPurpose, PointPick};
use super::workbench_app::WorkbenchApp;
use crate::canvas::{CanvasEvent, MapPoint, Tool};
use crate::panels::sheets_panel::SheetAction;
use crate::panels::terrain_panel::TerrainAction;
use geo::{Coord, LineString, Polygon};
use kriegsspiel::map::{FeatureGeometry, FeatureId, FeatureShape, PointPair, TerrainFeature};
use words::feature_title;
use words::full_stop;

/// How far (screen points) from a feature a click still selects it.
pub(super) const CLICK_REACH_POINTS: f64 = 6.0;

impl WorkbenchApp {
    pub(super) fn time_now(&self) -> f64 {
        self.ctx.input(|i| i.time)
    }

    pub(super) fn refuse(&mut self, what: &str, why: impl std::fmt::Display) {
        self.session
            .notifications
            .error(format!("{what}: {}", full_stop(&why.to_string())));
    }

    /// Applies what the umpire did on the canvas.
    pub(super) fn apply_canvas_events(&mut self, events: Vec<CanvasEvent>) {
        for event in events {
            match event {
                CanvasEvent::Pick { at } => self.take_pick(at),
                CanvasEvent::Click { at } => self.canvas_click(at),
                CanvasEvent::DoubleClick { at } => match self.state.canvas.tool {
                    Tool::TerrainDraw => self.finish_drawing(),
                    Tool::TerrainEdit => self.add_corner(at),
                    _ => {}
                },
                CanvasEvent::SecondaryClick { at } => {
                    if self.state.canvas.tool == Tool::TerrainEdit {
                        self.remove_corner_at(at);
                    }
                }
                CanvasEvent::SheetDrag { dx, dy } => {
                    if let Some(i) = self.session.map.as_ref().and_then(|m| m.selected_sheet) {
                        self.nudge_sheet(i, dx, dy);
                    }
                }
                CanvasEvent::Nudge { dx, dy, big } => {
                    let step = self.state.nudge_paces * if big { 10.0 } else { 1.0 };
                    if let Some(i) = self.session.map.as_ref().and_then(|m| m.selected_sheet) {
                        self.nudge_sheet(i, dx * step, dy * step);
                    }
                }
                CanvasEvent::HandleDrag { handle, to } => self.drag_handle(handle, to),
                CanvasEvent::DragEnd => self.end_reshape(),
                CanvasEvent::TroopDragStart { .. }
                | CanvasEvent::TroopDrag { .. }
                | CanvasEvent::TroopDragEnd { .. } => self.troops_drag(event),
            }
        }
    }

    fn canvas_click(&mut self, at: MapPoint) {
        let reach = self
            .session
            .canvas
            .projector
            .map_or(1.0, |p| CLICK_REACH_POINTS / p.points_per_pace());
        let Some(map) = &mut self.session.map else {
            return;
        };
        match self.state.canvas.tool {
            Tool::Sheets => {
                if let Some(i) = map.sheet_at(at) {
                    self.select_sheet(i);
                }
            }
            Tool::TerrainDraw => {
                let same = self
                    .session
                    .drawing
                    .last()
                    .is_some_and(|last| last.distance(at).paces() <= 1e-6);
                if !same && at.is_finite() {
                    self.session.drawing.push(at);
                }
            }
            Tool::TerrainEdit => {
                let id = feature_at(&map.document.terrain, at, reach);
                self.select_feature(id);
            }
            Tool::Troops => self.troops_click(at),
            _ => {}
        }
    }

    /// Selects sheet `index` and fills the sheet fields from it.
    pub(crate) fn select_sheet(&mut self, index: usize) {
        let Some(map) = &mut self.session.map else {
            return;
        };
        if let Some(sheet) = map.document.sheets.get(index) {
            map.selected_sheet = Some(index);
            self.session.forms.sheet_name = sheet.name.clone();
            self.session.forms.rotation = format!("{:.2}", sheet.rotation_degrees());
        }
    }

    /// Selects a terrain feature (or none) and fills the name field from it.
    pub(super) fn select_feature(&mut self, id: Option<FeatureId>) {
        let Some(map) = &mut self.session.map else {
            return;
        };
        map.selected_feature = id.filter(|id| map.document.terrain.get(*id).is_some());
        self.session.forms.feature_name = map
            .selected_feature
            .and_then(|id| map.document.terrain.get(id))
            .map(|f| f.name.clone())
            .unwrap_or_default();
    }

    /// Ends the drawing in progress: adds the feature if the engine accepts it.
    pub(super) fn finish_drawing(&mut self) {
        let kind = self.state.draw_kind;
        let points: Vec<Coord<f64>> = self.session.drawing.iter().map(|p| (*p).into()).collect();
        let needed = if kind.shape() == FeatureShape::Area {
            3
        } else {
            2
        };
        if points.len() < needed {
            self.refuse(
                "Not added",
                format!(
                    "a {} needs at least {needed} points; {} placed",
                    kind.label(),
                    points.len()
                ),
            );
            return;
        }
        let geometry = match kind.shape() {
            FeatureShape::Area => {
                FeatureGeometry::Area(Polygon::new(LineString::from(points), Vec::new()))
            }
            FeatureShape::Line => FeatureGeometry::Line(LineString::from(points)),
        };
        let name = self.session.forms.new_feature_name.trim().to_string();
        let feature = TerrainFeature::new(kind, name, geometry);
        let now = self.time_now();
        let Some(map) = &mut self.session.map else {
            return;
        };
        let before = map.document.terrain.clone();
        match map.document.terrain.add(feature.clone()) {
            Ok(id) => {
                map.record_terrain_edit(before);
                map.touch(now);
                self.session.drawing.clear();
                self.session.forms.new_feature_name.clear();
                self.select_feature(Some(id));
                self.session
                    .notifications
                    .note(format!("Added {}.", feature_title(id, &feature)), now);
            }
            Err(e) => self.refuse("Not added", e),
        }
    }

    fn drag_handle(&mut self, handle: usize, to: MapPoint) {
        let Some(map) = &mut self.session.map else {
            return;
        };
        let Some(id) = map.selected_feature else {
            return;
        };
        let Some(feature) = map.document.terrain.get(id).cloned() else {
            return;
        };
        if self.session.reshaping.is_none() {
            self.session.reshaping = Some(feature.clone());
        }
        if let Some(geometry) = move_handle(&feature.geometry, handle, to) {
            // A shape the engine refuses (no area left, a point out of range) is skipped:
            // the corner stays at its last good place.
            let _ = map.document.terrain.replace(
                id,
                TerrainFeature {
                    geometry,
                    ..feature
                },
            );
        }
    }

    fn end_reshape(&mut self) {
        let now = self.time_now();
        if let Some(old) = self.session.reshaping.take()
            && let Some(map) = &mut self.session.map
        {
            // The layer before the drag: the dragged feature as it was.
            let mut before = map.document.terrain.clone();
            if let Some(id) = map.selected_feature {
                let _ = before.replace(id, old);
            }
            map.record_terrain_edit(before);
            map.touch(now);
        }
    }

    pub(super) fn delete_selected_feature(&mut self) {
        let now = self.time_now();
        let Some(map) = &mut self.session.map else {
            return;
        };
        let Some(id) = map.selected_feature.take() else {
            return;
        };
        let before = map.document.terrain.clone();
        if let Ok(feature) = map.document.terrain.remove(id) {
            map.record_terrain_edit(before);
            map.touch(now);
            self.session
                .notifications
                .note(format!("Deleted {}.", feature_title(id, &feature)), now);
        }
    }

    /// Replaces feature `id` by `change` of it, keeping the layer before for Undo terrain edit;
    /// true when the engine took the changed feature, otherwise the refusal is reported under
    /// `refused` and nothing changes.
    pub(super) fn edit_feature(
        &mut self,
        id: FeatureId,
        refused: &str,
        change: impl FnOnce(TerrainFeature) -> TerrainFeature,
    ) -> bool {
        let now = self.time_now();
        let Some(map) = &mut self.session.map else {
            return false;
        };
        let Some(feature) = map.document.terrain.get(id).cloned() else {
            return false;
        };
        let before = map.document.terrain.clone();
        match map.document.terrain.replace(id, change(feature)) {
            Ok(_) => {
                map.record_terrain_edit(before);
                map.touch(now);
                true
            }
            Err(e) => {
                self.refuse(refused, e);
                false
            }
        }
    }

    /// Applies the terrain page's requests.
    pub(super) fn apply_terrain_actions(&mut self, actions: Vec<TerrainAction>) {
        for action in actions {
            match action {
                TerrainAction::Command(cmd) => self.pending.push(cmd),
                TerrainAction::SetKind(kind) => {
                    self.state.draw_kind = kind;
                    if !self.session.drawing.is_empty() {
                        self.session.drawing.clear();
                    }
                }
                TerrainAction::Select(id) => self.select_feature(id),
                TerrainAction::ChangeKind(id, kind) => {
                    // A line's own width belongs to its old kind: the new kind's default
                    // width applies.
                    self.edit_feature(id, "Kind not changed", |f| TerrainFeature {
                        kind,
                        width: None,
                        ..f
                    });
                }
                TerrainAction::SetBlocksSight(id, blocks_sight) => {
                    self.edit_feature(id, "Not changed", |f| TerrainFeature { blocks_sight, ..f });
                }
                TerrainAction::Rename(id, name) => {
                    self.edit_feature(id, "Not renamed", |f| TerrainFeature { name, ..f });
                }
            }
        }
    }

    fn nudge_sheet(&mut self, index: usize, dx: f64, dy: f64) {
        let now = self.time_now();
        let Some(map) = &mut self.session.map else {
            return;
        };
        let Some(sheet) = map.document.sheets.get_mut(index) else {
            return;
        };
        match sheet.nudge(dx, dy) {
            Ok(()) => map.touch(now),
            Err(e) => self.refuse("Sheet not moved", e),
        }
    }

    fn rotate_sheet(&mut self, index: usize, degrees: f64) {
        let now = self.time_now();
        let Some(map) = &mut self.session.map else {
            return;
        };
        let Some(sheet) = map.document.sheets.get_mut(index) else {
            return;
        };
        let turned = sheet_centre(sheet)
            .ok_or_else(|| "the sheet has no centre".to_string())
            .and_then(|c| sheet.rotate_about(c, degrees).map_err(|e| e.to_string()));
        match turned {
            Ok(()) => {
                self.session.forms.rotation = format!("{:.2}", sheet.rotation_degrees());
                map.touch(now);
            }
            Err(e) => self.refuse("Sheet not turned", e),
        }
    }

    /// Applies the sheets page's requests.
    pub(super) fn apply_sheet_actions(&mut self, actions: Vec<SheetAction>) {
        let now = self.time_now();
        for action in actions {
            match action {
                SheetAction::Select(i) => self.select_sheet(i),
                SheetAction::SetVisible(i, shown) => {
                    if let Some(image) = self.session.map.as_mut().and_then(|m| m.images.get_mut(i))
                    {
                        image.visible = shown;
                    }
                }
                SheetAction::Rename(i, name) => {
                    if let Some(map) = &mut self.session.map
                        && let Some(sheet) = map.document.sheets.get_mut(i)
                    {
                        sheet.name = name;
                        map.touch(now);
                    }
                }
                SheetAction::Rotate(i, d) => self.rotate_sheet(i, d),
                SheetAction::SetRotation(i, target) => {
                    let current = self
                        .session
                        .map
                        .as_ref()
                        .and_then(|m| m.document.sheets.get(i))
                        .map(kriegsspiel::map::Sheet::rotation_degrees);
                    if let Some(current) = current {
                        self.rotate_sheet(i, target - current);
                    }
                }
                SheetAction::Nudge(i, dx, dy) => self.nudge_sheet(i, dx, dy),
                SheetAction::NudgeStep(step) => self.state.nudge_paces = step,
                SheetAction::Refused(why) => self.refuse("Not changed", why),
                SheetAction::Align { sheet, keep_scale } => {
                    self.session.pick =
                        Some(PointPick::new(PickPurpose::Align { sheet, keep_scale }));
                }
                SheetAction::Calibrate(i) => self.open_calibration(i),
                SheetAction::CheckScale(i) => self.check_scale(i),
                SheetAction::Reorder(i, later) => {
                    // Sheet numbers change: a pick or dialog for a sheet by number ends.
                    self.session.pick = None;
                    self.session.calibration.open = false;
                    if let Some(map) = &mut self.session.map
                        && map.move_sheet(i, later)
                    {
                        map.touch(now);
                    }
                }
                SheetAction::Remove(i) => {
                    self.session.pick = None;
                    self.session.calibration.open = false;
                    if let Some(map) = &mut self.session.map
                        && let Some(image) = map.remove_sheet(i)
                    {
                        map.touch(now);
                        self.session.canvas.textures.forget_sheet(image.uid);
                        self.session
                            .notifications
                            .note("Sheet removed from the map.", now);
                    }
                }
                SheetAction::Command(cmd) => self.pending.push(cmd),
            }
        }
    }

    fn take_pick(&mut self, at: MapPoint) {
        let zoom = self.state.canvas.camera.points_per_pace;
        let Some(pick) = &mut self.session.pick else {
            return;
        };
        pick.add(at, zoom);
        if !pick.is_complete() {
            return;
        }
        let Some(pick) = self.session.pick.take() else {
            return;
        };
        match pick.purpose {
            PickPurpose::Calibrate { sheet } => self.take_calibration_points(sheet, &pick),
            PickPurpose::Align { sheet, keep_scale } => self.align(sheet, keep_scale, &pick.points),
        }
    }

    fn align(&mut self, index: usize, keep_scale: bool, points: &[MapPoint]) {
        let now = self.time_now();
        let Some(map) = &mut self.session.map else {
            return;
        };
        let Some(sheet) = map.document.sheets.get_mut(index) else {
            return;
        };
        let [a, b, c, d] = match points {
            [a, b, c, d] => [*a, *b, *c, *d],
            _ => return,
        };
        let pair = |on_sheet: MapPoint, on_map: MapPoint| -> Result<PointPair, String> {
            Ok(PointPair {
                pixel: sheet
                    .map_to_pixel(on_sheet.into())
                    .map_err(|e| e.to_string())?,
                map: on_map.into(),
            })
        };
        let pairs = pair(a, b).and_then(|first| Ok((first, pair(c, d)?)));
        let result = pairs.and_then(|(first, second)| {
            let done = if keep_scale {
                sheet.align_keep_scale(first, second)
            } else {
                sheet.align_exact(first, second)
            };
            done.map_err(|e| e.to_string())
        });
        match result {
            Ok(alignment) => {
                let name = sheet.name.clone();
                self.session.forms.rotation = format!("{:.2}", alignment.rotation_degrees);
                map.touch(now);
                self.session.notifications.note(
                    format!(
                        "Aligned “{name}”: scale × {:.4}, turned to {:.2}°, matched points within {:.1} paces.",
                        alignment.scale_ratio, alignment.rotation_degrees, alignment.residual_paces
                    ),
                    now,
                );
            }
            Err(e) => self.refuse("Sheet not aligned", e),
        }
    }
}
