//! The map on show (session-only): the engine's [`MapDocument`] — sheets, calibration,
//! terrain — with the map file it belongs to, each sheet's picture, what is selected, and
//! whether there are changes not yet saved.

use super::relative_path::relative_path;
use super::sheet_image::SheetImage;
use super::sheet_loads::SheetLoads;
use crate::canvas::{MapPoint, SheetView};
use crate::scan::DEFAULT_TILE_MEMORY_BUDGET;
use crate::table::reisswitz::TroopSession;
use kriegsspiel::map::{FeatureId, MapDocument, Sheet, TerrainLayer};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The open map.
#[derive(Debug)]
pub struct OpenMap {
    /// Sheets, calibration, terrain, notes.
    pub document: MapDocument,
    /// The map file; for a map not yet saved, where "Save" proposes to put it (beside its first
    /// image), which is also where its autosave goes.
    pub file: PathBuf,
    /// Whether `file` is the map's own file (opened or saved), not just a proposal.
    pub titled: bool,
    /// One picture per sheet, in the document's order.
    pub images: Vec<SheetImage>,
    /// Changes not yet saved to `file`.
    pub dirty: bool,
    /// When the oldest change not yet in the autosave was made (egui time, seconds).
    pub unsaved_since: Option<f64>,
    /// The sheet chosen in the sheets panel.
    pub selected_sheet: Option<usize>,
    /// The terrain feature chosen in the terrain panel or by a click.
    pub selected_feature: Option<FeatureId>,
    /// The game played on this map (saved beside the map file), if one has been started.
    pub troops: Option<TroopSession>,
    /// A game file beside the map that could not be read when the map opened: kept under a
    /// dated name before anything is saved in its place.
    pub damaged_game: Option<PathBuf>,
    /// The terrain layer as it was before each edit, newest last (Undo terrain edit).
    terrain_undo: Vec<TerrainLayer>,
    /// The layers taken back by Undo terrain edit, newest last.
    terrain_redo: Vec<TerrainLayer>,
    /// What the sheets share: one decoding at a time, one budget of tiles in memory.
    loads: Arc<SheetLoads>,
}

/// Terrain edits kept for undoing.
pub const TERRAIN_UNDO_DEPTH: usize = 100;

impl OpenMap {
    /// A map with its pictures (one per sheet, same order). Their loads go one after another
    /// (in the sheets' order) and share one budget of tiles in memory: the smallest any of
    /// them was given.
    pub fn new(
        document: MapDocument,
        file: PathBuf,
        titled: bool,
        mut images: Vec<SheetImage>,
    ) -> Self {
        let selected_sheet = (!document.sheets.is_empty()).then_some(0);
        let budget = images
            .iter()
            .filter_map(SheetImage::tile_budget)
            .min()
            .unwrap_or(DEFAULT_TILE_MEMORY_BUDGET);
        let loads = Arc::new(SheetLoads::new(budget, images.len()));
        for image in &mut images {
            image.join(&loads);
        }
        Self {
            document,
            file,
            titled,
            images,
            dirty: false,
            unsaved_since: None,
            selected_sheet,
            selected_feature: None,
            troops: None,
            damaged_game: None,
            terrain_undo: Vec::new(),
            terrain_redo: Vec::new(),
            loads,
        }
    }

    /// What the sheets share while they load and after (the budget of tiles in memory).
    pub fn sheet_loads(&self) -> &Arc<SheetLoads> {
        &self.loads
    }

    /// Keeps `before`, the terrain layer as it was before an edit that has now been made, so
    /// the edit can be taken back; edits taken back before can no longer be made again.
    pub fn record_terrain_edit(&mut self, before: TerrainLayer) {
        self.terrain_undo.push(before);
        if self.terrain_undo.len() > TERRAIN_UNDO_DEPTH {
            self.terrain_undo.remove(0);
        }
        self.terrain_redo.clear();
    }

    /// Takes back the last terrain edit; false when there is none.
    pub fn undo_terrain_edit(&mut self) -> bool {
        let Some(before) = self.terrain_undo.pop() else {
            return false;
        };
        let now = std::mem::replace(&mut self.document.terrain, before);
        self.terrain_redo.push(now);
        self.keep_selection_valid();
        true
    }

    /// Makes again the terrain edit last taken back; false when there is none.
    pub fn redo_terrain_edit(&mut self) -> bool {
        let Some(after) = self.terrain_redo.pop() else {
            return false;
        };
        let now = std::mem::replace(&mut self.document.terrain, after);
        self.terrain_undo.push(now);
        self.keep_selection_valid();
        true
    }

    /// Whether there is a terrain edit to take back, and one to make again.
    pub fn terrain_history(&self) -> (bool, bool) {
        (!self.terrain_undo.is_empty(), !self.terrain_redo.is_empty())
    }

    fn keep_selection_valid(&mut self) {
        if self
            .selected_feature
            .is_some_and(|id| self.document.terrain.get(id).is_none())
        {
            self.selected_feature = None;
        }
    }

    /// The folder the document's image paths are relative to.
    pub fn folder(&self) -> PathBuf {
        match self.file.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
            _ => PathBuf::from("."),
        }
    }

    /// The map file's name for titles and messages.
    pub fn file_name(&self) -> String {
        self.file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "untitled map".into())
    }

    /// Records a change at time `now`.
    pub fn touch(&mut self, now: f64) {
        self.dirty = true;
        self.unsaved_since.get_or_insert(now);
    }

    /// Whether any sheet's picture is still loading.
    pub fn is_loading(&self) -> bool {
        self.images.iter().any(SheetImage::is_loading)
    }

    /// Whether every sheet whose image was found has all its tiles.
    pub fn is_complete(&self) -> bool {
        self.images
            .iter()
            .filter(|i| i.problem.is_none())
            .all(SheetImage::is_complete)
    }

    /// The index of the sheet whose picture has session number `uid`.
    pub fn index_of(&self, uid: u64) -> Option<usize> {
        self.images.iter().position(|i| i.uid == uid)
    }

    /// The selected sheet, if any.
    pub fn selected(&self) -> Option<&Sheet> {
        self.selected_sheet
            .and_then(|i| self.document.sheets.get(i))
    }

    /// Adds a sheet at the top of the drawing order and selects it.
    pub fn push_sheet(&mut self, sheet: Sheet, mut image: SheetImage) {
        image.join(&self.loads);
        self.document.sheets.push(sheet);
        self.images.push(image);
        self.loads.set_sheets(self.images.len());
        self.selected_sheet = Some(self.document.sheets.len() - 1);
    }

    /// Removes sheet `index`; returns its picture (to free its textures).
    pub fn remove_sheet(&mut self, index: usize) -> Option<SheetImage> {
        if index >= self.document.sheets.len() || index >= self.images.len() {
            return None;
        }
        self.document.sheets.remove(index);
        let image = self.images.remove(index);
        self.loads.set_sheets(self.images.len());
        self.selected_sheet = match self.document.sheets.len() {
            0 => None,
            n => Some(index.min(n - 1)),
        };
        Some(image)
    }

    /// Moves sheet `index` one place up (`later` = drawn later, over its neighbour) or down.
    pub fn move_sheet(&mut self, index: usize, later: bool) -> bool {
        let n = self.document.sheets.len().min(self.images.len());
        let other = if later {
            index + 1
        } else {
            match index.checked_sub(1) {
                Some(i) => i,
                None => return false,
            }
        };
        if index >= n || other >= n {
            return false;
        }
        self.document.sheets.swap(index, other);
        self.images.swap(index, other);
        self.selected_sheet = Some(other);
        true
    }

    /// The topmost shown sheet that covers map point `p`.
    pub fn sheet_at(&self, p: MapPoint) -> Option<usize> {
        (0..self.document.sheets.len()).rev().find(|&i| {
            self.images.get(i).is_none_or(|img| img.visible)
                && self.document.sheets[i].covers(p.into())
        })
    }

    /// The document as it must be written to `path`: each sheet's image named relative to
    /// `path`'s folder. Refuses when an image cannot be reached by a relative path.
    pub fn document_for_file(&self, path: &Path) -> Result<MapDocument, String> {
        let folder = match path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let mut document = self.document.clone();
        for (sheet, image) in document.sheets.iter_mut().zip(&self.images) {
            sheet.image = relative_path(&image.path, &folder).ok_or_else(|| {
                format!(
                    "the image {} cannot be named from {}; copy it into that folder",
                    image.path.display(),
                    folder.display()
                )
            })?;
        }
        Ok(document)
    }

    /// The sheets as the canvas draws them; `see_through` is drawn half transparent.
    pub fn sheet_views(&self, see_through: Option<usize>) -> Vec<SheetView<'_>> {
        self.document
            .sheets
            .iter()
            .zip(&self.images)
            .enumerate()
            .map(|(i, (sheet, image))| SheetView {
                sheet,
                uid: image.uid,
                tiles: image.tiles.as_ref(),
                opacity: if see_through == Some(i) { 0.5 } else { 1.0 },
                note: image.note(),
                visible: image.visible,
            })
            .collect()
    }

    /// The corners of the box around the terrain layer (empty when it has no feature).
    pub fn terrain_extent(&self) -> Vec<MapPoint> {
        let mut lo = MapPoint::new(f64::MAX, f64::MAX);
        let mut hi = MapPoint::new(f64::MIN, f64::MIN);
        let mut any = false;
        for (_, feature) in self.document.terrain.iter() {
            if let Some(b) = feature.geometry.bounding_rect() {
                any = true;
                lo = MapPoint::new(lo.x.min(b.min().x), lo.y.min(b.min().y));
                hi = MapPoint::new(hi.x.max(b.max().x), hi.y.max(b.max().y));
            }
        }
        if any {
            vec![lo, MapPoint::new(hi.x, lo.y), hi, MapPoint::new(lo.x, hi.y)]
        } else {
            Vec::new()
        }
    }
}
