//! The links file: every seat with its link, written once the server listens.

use crate::station_error::StationError;
use serde::Serialize;
use std::path::Path;

/// One seat's line of the links file.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct SeatLink {
    /// The seat's id.
    pub seat: String,
    /// Its side.
    pub side: String,
    /// Its commander, for a commander's seat.
    pub commander: Option<String>,
    /// The link a player opens: `http://ADDR:PORT/#k=SECRET`.
    pub link: String,
}

/// The links file: `{"seats": [{"seat", "side", "commander", "link"}, …]}`, seats in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LinksFile {
    /// Every seat, sorted by side, then seat.
    pub seats: Vec<SeatLink>,
}

impl LinksFile {
    /// Writes the file at `path` whole or not at all.
    pub fn write(&self, path: &Path) -> Result<(), StationError> {
        let text = serde_json::to_string_pretty(self)?;
        kriegsspiel::files::write_atomically(path, format!("{text}\n").as_bytes())
            .map_err(|e| StationError::LinksFile(e.to_string()))
    }
}
