//! A scan being opened as a new map or as a new sheet of the open map: the background loader,
//! the sheet's picture until the preview puts it on the map, and what to go back to if it
//! fails or is cancelled.

use super::open_map::OpenMap;
use super::sheet_image::SheetImage;
use crate::canvas::Camera;
use crate::scan::ScanLoader;

/// What the scan becomes once its preview arrives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoadPurpose {
    /// A new, untitled map with this scan as its only sheet.
    NewMap,
    /// A further sheet of the open map.
    AddSheet,
}

/// The load in progress (session-only).
#[derive(Debug)]
pub struct MapLoading {
    /// The background loader.
    pub loader: ScanLoader,
    /// What the scan becomes.
    pub purpose: LoadPurpose,
    /// The sheet's picture while it waits for its preview (then it moves into the map).
    pub pending: Option<SheetImage>,
    /// The session number of that picture (to find it in the map afterwards).
    pub uid: u64,
    /// Whether the new scan is already on show (its preview arrived).
    pub shown: bool,
    /// For a new map: the map and camera that were on show before the preview replaced them.
    pub previous: Option<(Option<OpenMap>, Camera)>,
}

impl MapLoading {
    /// A load just started.
    pub fn new(loader: ScanLoader, purpose: LoadPurpose) -> Self {
        let pending = SheetImage::idle(loader.path().to_path_buf());
        Self {
            uid: pending.uid,
            loader,
            purpose,
            pending: Some(pending),
            shown: false,
            previous: None,
        }
    }
}
