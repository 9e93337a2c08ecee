//! A scan being opened: the background loader plus what to go back to if it fails or is
//! cancelled.

use super::open_map::OpenMap;
use crate::canvas::Camera;
use crate::scan::{ScanHeader, ScanLoader};

/// The load in progress (session-only).
#[derive(Debug)]
pub struct MapLoading {
    /// The background loader.
    pub loader: ScanLoader,
    /// The header, once read.
    pub header: Option<ScanHeader>,
    /// Whether the new scan is already on show (its preview arrived).
    pub shown: bool,
    /// The map and camera that were on show before the preview replaced them.
    pub previous: Option<(Option<OpenMap>, Camera)>,
}

impl MapLoading {
    /// A load just started.
    pub fn new(loader: ScanLoader) -> Self {
        Self {
            loader,
            header: None,
            shown: false,
            previous: None,
        }
    }
}
