//! Taking the loaders' events: the pictures of the open map's sheets, and a scan being opened
//! as a new map or a new sheet — whose preview puts it on the map, and whose failure or
//! cancellation puts back what was there.

use super::workbench_app::WorkbenchApp;
use crate::canvas::MapPoint;
use crate::document::map_loading::{LoadPurpose, MapLoading};
use crate::document::open_map::OpenMap;
use crate::document::sheet_image::{SheetImage, SheetNews};
use crate::scan::scan_error::display_name;
use crate::scan::{LoadStats, ScanError, ScanLoader};
use geo::Coord;
use kriegsspiel::MapScale;
use kriegsspiel::map::{Calibration, MapDocument, Sheet};
use std::path::Path;
use std::sync::Arc;
use words::{group_thousands, sentence};

/// Loader events taken per frame at most (keeps frames short during a big load).
const EVENTS_PER_FRAME: usize = 512;

/// The calibration a new scan starts with until the umpire calibrates it: the British draft's
/// scale 1:4500 ("The Apparatus") scanned at 300 dpi, 0.47 paces per pixel — only assumed
/// (shown as such) until calibrated or checked against a known distance.
pub fn starting_calibration() -> Option<Calibration> {
    Calibration::from_scale_and_dpi(MapScale::BRITISH_1815, 300.0).ok()
}

fn opened_text(path: &Path, stats: &LoadStats) -> String {
    format!(
        "Opened “{}”: {} × {} pixels ({}), {} tiles in {} levels.",
        display_name(path),
        group_thousands(u64::from(stats.header.width)),
        group_thousands(u64::from(stats.header.height)),
        stats.header.format,
        stats.tiles,
        stats.geometry.levels()
    )
}

impl WorkbenchApp {
    fn now(&self) -> f64 {
        self.ctx.input(|i| i.time)
    }

    /// Takes every loader's events.
    pub(super) fn poll_loads(&mut self) {
        self.poll_new_scan();
        self.poll_sheet_images();
    }

    fn poll_sheet_images(&mut self) {
        let now = self.now();
        let Some(map) = &mut self.session.map else {
            return;
        };
        let notes = &mut self.session.notifications;
        for (index, image) in map.images.iter_mut().enumerate() {
            for news in image.poll(EVENTS_PER_FRAME) {
                let sheet = map.document.sheets.get(index);
                match news {
                    SheetNews::Preview => {
                        if let (Some(sheet), Some(tiles)) = (sheet, &image.tiles) {
                            let g = tiles.geometry();
                            if (g.width(), g.height())
                                != (sheet.pixel_width(), sheet.pixel_height())
                            {
                                notes.error(format!(
                                    "Sheet “{}”: its image is {} × {} pixels but the map file \
                                     says {} × {}; it is drawn as the map file places it.",
                                    sheet.name,
                                    g.width(),
                                    g.height(),
                                    sheet.pixel_width(),
                                    sheet.pixel_height()
                                ));
                            }
                        }
                    }
                    SheetNews::Finished(stats) => notes.note(opened_text(&image.path, &stats), now),
                    SheetNews::Failed(ScanError::Cancelled { .. }) => {}
                    SheetNews::Failed(err) => {
                        let name = sheet.map_or_else(String::new, |s| s.name.clone());
                        notes.error(format!(
                            "Sheet “{name}”: {} The map stays open with its terrain.",
                            sentence(&err.to_string())
                        ));
                    }
                }
            }
        }
    }

    /// The picture of the scan being opened: still pending, or already on the map.
    fn new_scan_image(&mut self) -> Option<&mut SheetImage> {
        let loading = self.session.loading.as_mut()?;
        if loading.pending.is_some() {
            return loading.pending.as_mut();
        }
        let uid = loading.uid;
        let map = self.session.map.as_mut()?;
        let index = map.index_of(uid)?;
        map.images.get_mut(index)
    }

    fn poll_new_scan(&mut self) {
        let Some(loading) = &mut self.session.loading else {
            return;
        };
        let events = loading.loader.poll(EVENTS_PER_FRAME);
        for event in events {
            let news = self.new_scan_image().and_then(|image| image.apply(event));
            match news {
                Some(SheetNews::Preview) => self.place_new_scan(),
                Some(SheetNews::Finished(stats)) => {
                    let Some(loading) = self.session.loading.take() else {
                        return;
                    };
                    let now = self.now();
                    self.session
                        .notifications
                        .note(opened_text(loading.loader.path(), &stats), now);
                }
                Some(SheetNews::Failed(err)) => self.new_scan_failed(err),
                None => {}
            }
        }
    }

    /// The preview arrived: the scan becomes a new map, or a further sheet of the open one.
    fn place_new_scan(&mut self) {
        let Some(loading) = &mut self.session.loading else {
            return;
        };
        let Some(image) = loading.pending.take() else {
            return;
        };
        let path = image.path.clone();
        let Some((width, height)) = image
            .tiles
            .as_ref()
            .map(|t| (t.geometry().width(), t.geometry().height()))
        else {
            return;
        };
        let stem = sheet_name(&path);
        let file_name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| stem.clone());
        let purpose = loading.purpose;
        let calibration = match (
            purpose,
            self.session.map.as_ref().and_then(OpenMap::selected),
        ) {
            (LoadPurpose::AddSheet, Some(neighbour)) => Some(neighbour.calibration().clone()),
            _ => starting_calibration(),
        };
        let sheet = calibration
            .ok_or_else(|| "no starting calibration".to_string())
            .and_then(|c| {
                Sheet::new(stem.clone(), file_name, width, height, c).map_err(|e| e.to_string())
            });
        let mut sheet = match sheet {
            Ok(sheet) => sheet,
            Err(e) => {
                loading.loader.cancel();
                self.session.loading = None;
                self.session
                    .notifications
                    .error(format!("Cannot use “{stem}” as a sheet: {e}."));
                return;
            }
        };
        loading.shown = true;
        let now = self.now();
        match purpose {
            LoadPurpose::AddSheet if self.session.map.is_some() => {
                if let Some(map) = &mut self.session.map {
                    // Beside the sheets already there, to the east, tops level.
                    let (east, north) = map.document.sheets.iter().fold(
                        (f64::MIN, f64::MAX),
                        |(east, north), s| {
                            s.footprint()
                                .exterior()
                                .coords()
                                .fold((east, north), |(e, n), c| (e.max(c.x), n.min(c.y)))
                        },
                    );
                    if east > f64::MIN {
                        let _ = sheet.nudge(east, north);
                    }
                    map.push_sheet(sheet, image);
                    map.touch(now);
                    let added = map.document.sheets.len() - 1;
                    self.select_sheet(added);
                }
                self.state.panel_tab = super::workbench_state::PanelTab::Sheets;
                self.session.canvas.fit_pending = true;
                self.session.notifications.note(
                    format!(
                        "Added sheet “{stem}” east of the map. Move it into place: Arrange sheets \
                         (A) with Shift+drag or the arrow keys, or Align to neighbour."
                    ),
                    now,
                );
            }
            _ => {
                let folder = path.parent().map(Path::to_path_buf).unwrap_or_default();
                let file = folder.join(format!("{stem}{}", kriegsspiel::map::MAP_FILE_EXTENSION));
                let mut document = MapDocument::new(stem.clone());
                document.sheets.push(sheet);
                let previous = self.session.map.take();
                if let Some(loading) = &mut self.session.loading {
                    loading.previous = Some((previous, self.state.canvas.camera));
                }
                self.session.map = Some(OpenMap::new(document, file.clone(), false, vec![image]));
                self.reset_view_for_new_map();
                self.select_sheet(0);
                self.session.notifications.note(
                    format!(
                        "New map from “{stem}”, its scale assumed for now to be 1:4500 at 300 \
                         dpi: set its true scale, or check it against a known distance, with \
                         Map > Calibrate sheet… (Ctrl+K)."
                    ),
                    now,
                );
                self.offer_recovery(&file);
            }
        }
    }

    /// Clears what belonged to the map that was on show: textures, measurements, edits.
    pub(super) fn reset_view_for_new_map(&mut self) {
        self.session.canvas.textures.clear();
        self.session.canvas.fit_pending = true;
        self.session.canvas.ruler.cancel();
        self.session.drawing.clear();
        self.session.pick = None;
        self.session.reshaping = None;
        self.session.calibration.open = false;
        self.state.canvas.circle.centre = None;
        self.state.canvas.camera.bearing = 0.0;
        self.state.canvas.camera.centre = MapPoint::default();
    }

    /// Starts opening the scan at `path` as a new map or a new sheet, in the background. The
    /// map on show stays until the scan's preview is ready.
    pub(super) fn start_loading(&mut self, path: &Path, purpose: LoadPurpose) {
        if self.session.loading.is_some() {
            self.cancel_loading();
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            self.state.last_folder = Some(dir.to_path_buf());
        }
        let ctx = self.ctx.clone();
        let waker: crate::scan::Waker = Arc::new(move || ctx.request_repaint());
        let loader = ScanLoader::start(path, self.pipeline, Some(waker));
        self.session.loading = Some(MapLoading::new(loader, purpose));
        self.ctx.request_repaint();
    }

    /// Stops the scan being opened and puts back what was on show.
    pub fn cancel_loading(&mut self) {
        let Some(loading) = self.session.loading.take() else {
            return;
        };
        loading.loader.cancel();
        let name = display_name(loading.loader.path());
        self.undo_new_scan(loading);
        let now = self.now();
        self.session
            .notifications
            .note(format!("Opening “{name}” was cancelled."), now);
    }

    /// Stops every load: the scan being opened, and the pictures of the map's sheets still on
    /// their way (those keep the tiles received so far).
    pub fn cancel_all_loads(&mut self) {
        self.cancel_loading();
        if let Some(map) = &mut self.session.map {
            for image in &mut map.images {
                image.cancel();
            }
        }
    }

    fn undo_new_scan(&mut self, loading: MapLoading) {
        if !loading.shown {
            return;
        }
        match loading.purpose {
            LoadPurpose::NewMap => {
                if let Some((map, camera)) = loading.previous {
                    self.session.map = map;
                    self.state.canvas.camera = camera;
                    self.session.canvas.textures.clear();
                }
            }
            LoadPurpose::AddSheet => {
                if let Some(map) = &mut self.session.map
                    && let Some(index) = map.index_of(loading.uid)
                {
                    map.remove_sheet(index);
                    self.session.canvas.textures.forget_sheet(loading.uid);
                }
            }
        }
    }

    fn new_scan_failed(&mut self, err: ScanError) {
        let Some(loading) = self.session.loading.take() else {
            return;
        };
        self.undo_new_scan(loading);
        let now = self.now();
        match err {
            ScanError::Cancelled { .. } => {
                self.session
                    .notifications
                    .note(sentence(&err.to_string()), now);
            }
            _ => {
                let tail = if self.session.map.is_some() {
                    " The map that was open stays open."
                } else {
                    ""
                };
                self.session
                    .notifications
                    .error(format!("{}{tail}", sentence(&err.to_string())));
            }
        }
    }
}

/// A sheet's name from its image file: the name without its extension.
pub fn sheet_name(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "sheet".into())
}

/// The map point at the middle of a sheet (for messages and rotation).
pub fn sheet_centre(sheet: &Sheet) -> Option<Coord<f64>> {
    sheet.pixel_to_map(sheet.pixel_centre()).ok()
}
