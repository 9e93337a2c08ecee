//! The map file: sheets with their calibration and placement, the terrain layer and notes, as
//! versioned JSON; atomic saves, an autosave beside the file and recovery after a crash.

use super::map_file_error::MapFileError;
use super::sheet::Sheet;
use super::terrain_layer::TerrainLayer;
use crate::error::RulesError;
use crate::files::{read_limited, write_atomically};
use serde::{Deserialize, Serialize};
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

/// The map-file format this build writes and the newest it reads.
pub const MAP_FORMAT_VERSION: u32 = 1;
/// The largest map file accepted, in bytes (256 MiB); anything bigger is refused unread.
pub const MAX_MAP_FILE_BYTES: u64 = 256 * 1024 * 1024;
/// The usual ending of a map file's name.
pub const MAP_FILE_EXTENSION: &str = ".map.json";

/// A map: its sheets, its terrain layer and the umpire's notes. Everything is in paces except
/// each sheet's pixels, which its calibration and placement put into the map frame.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct MapDocument {
    /// The map's title.
    #[serde(default)]
    pub name: String,
    /// The scanned sheets, in drawing order (later sheets over earlier).
    #[serde(default)]
    pub sheets: Vec<Sheet>,
    /// The terrain layer.
    #[serde(default)]
    pub terrain: TerrainLayer,
    /// Free notes (sources of the sheets, the umpire's remarks).
    #[serde(default)]
    pub notes: String,
}

/// A document found in an autosave newer than its map file.
#[derive(Debug, Clone, PartialEq)]
pub struct Recovery {
    /// Where the autosave lies.
    pub autosave_path: PathBuf,
    /// What it holds.
    pub document: MapDocument,
}

/// The file form: the document with its format version in front.
#[derive(Serialize)]
struct MapFileOut<'a> {
    format_version: u32,
    #[serde(flatten)]
    document: &'a MapDocument,
}

fn io_error(action: &'static str, path: &Path, e: &std::io::Error) -> MapFileError {
    MapFileError::Io {
        action,
        path: path.display().to_string(),
        message: e.to_string(),
    }
}

/// The JSON parser's message without the place it already gives in its own words ("key must
/// be a string", not "key must be a string at line 1 column 3"): the error names the place.
fn parser_words(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let place = format!(" at line {} column {}", e.line(), e.column());
    text.strip_suffix(&place).unwrap_or(&text).to_string()
}

fn invalid(source: &str, e: impl std::fmt::Display) -> MapFileError {
    MapFileError::Invalid {
        path: source.to_string(),
        message: e.to_string(),
    }
}

impl MapDocument {
    /// An empty map with this title.
    pub fn new(name: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            ..Self::default()
        }
    }

    /// Checks every sheet (the terrain layer checks itself as it is read or edited).
    pub fn validate(&self) -> Result<(), RulesError> {
        self.sheets.iter().try_for_each(Sheet::validate)
    }

    /// Reads a map from JSON text; `source` names it in messages (for example its path).
    pub fn from_json(text: &str, source: &str) -> Result<Self, MapFileError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| MapFileError::BrokenJson {
                path: source.to_string(),
                line: e.line(),
                column: e.column(),
                message: parser_words(&e),
            })?;
        let version = match value.get("format_version") {
            Some(v) => v.as_u64().ok_or_else(|| {
                invalid(source, format!("format_version {v} is not a whole number"))
            })?,
            None if value.is_object() => {
                return Err(invalid(
                    source,
                    "no format_version: this is not a workbench map file",
                ));
            }
            None => return Err(invalid(source, "a map file is a JSON object")),
        };
        if version > u64::from(MAP_FORMAT_VERSION) {
            return Err(MapFileError::NewerVersion {
                path: source.to_string(),
                found: version,
                supported: MAP_FORMAT_VERSION,
            });
        }
        if version == 0 {
            return Err(invalid(
                source,
                "format_version 0 was never written by the workbench",
            ));
        }
        let document: MapDocument =
            serde_json::from_value(value).map_err(|e| invalid(source, e))?;
        document.validate().map_err(|e| invalid(source, e))?;
        Ok(document)
    }

    /// The document as pretty-printed JSON, with the current format version.
    pub fn to_json(&self) -> Result<String, MapFileError> {
        self.validate().map_err(|e| invalid("the map", e))?;
        let out = MapFileOut {
            format_version: MAP_FORMAT_VERSION,
            document: self,
        };
        serde_json::to_string_pretty(&out).map_err(|e| invalid("the map", e))
    }

    /// Reads a map file.
    pub fn load(path: &Path) -> Result<Self, MapFileError> {
        let source = path.display().to_string();
        let bytes = read_limited(path, MAX_MAP_FILE_BYTES, "a map file")?;
        let text =
            String::from_utf8(bytes).map_err(|_| invalid(&source, "the file is not UTF-8 text"))?;
        Self::from_json(&text, &source)
    }

    /// Saves the map atomically (see [`crate::files::write_atomically`]).
    pub fn save(&self, path: &Path) -> Result<(), MapFileError> {
        write_atomically(path, self.to_json()?.as_bytes()).map_err(MapFileError::from)
    }

    /// Where the autosave of the map file at `path` lives: beside it, `battle.map.json` →
    /// `battle.map.autosave.json`.
    pub fn autosave_path(path: &Path) -> PathBuf {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let stem = name.strip_suffix(".json").unwrap_or(&name);
        path.with_file_name(format!("{stem}.autosave.json"))
    }

    /// Writes the autosave for the map file at `map_path` (atomically).
    pub fn write_autosave(&self, map_path: &Path) -> Result<(), MapFileError> {
        self.save(&Self::autosave_path(map_path))
    }

    /// Removes the autosave for the map file at `map_path`, if there is one (after a save, or
    /// when the umpire declines a recovery).
    pub fn discard_autosave(map_path: &Path) -> Result<(), MapFileError> {
        let autosave = Self::autosave_path(map_path);
        match fs::remove_file(&autosave) {
            Err(e) if e.kind() != ErrorKind::NotFound => Err(io_error("remove", &autosave, &e)),
            _ => Ok(()),
        }
    }

    /// After a crash: the autosave beside `map_path` if it is newer than the map file (or the
    /// map file is gone) and differs from it. A stale or identical autosave gives `None`; an
    /// autosave that cannot be read is an error (the app may offer to discard it).
    pub fn find_recovery(map_path: &Path) -> Result<Option<Recovery>, MapFileError> {
        let autosave_path = Self::autosave_path(map_path);
        let autosave_meta = match fs::metadata(&autosave_path) {
            Ok(meta) => meta,
            Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(io_error("read", &autosave_path, &e)),
        };
        if let Ok(map_meta) = fs::metadata(map_path) {
            if let (Ok(autosaved), Ok(saved)) = (autosave_meta.modified(), map_meta.modified())
                && autosaved <= saved
            {
                return Ok(None);
            }
            let autosave = read_limited(&autosave_path, MAX_MAP_FILE_BYTES, "a map file")?;
            let saved = read_limited(map_path, MAX_MAP_FILE_BYTES, "a map file")?;
            if autosave == saved {
                return Ok(None);
            }
        }
        let document = Self::load(&autosave_path)?;
        Ok(Some(Recovery {
            autosave_path,
            document,
        }))
    }

    /// Where a sheet's image lies for a map file in folder `dir`.
    pub fn image_path(dir: &Path, sheet: &Sheet) -> PathBuf {
        sheet
            .image
            .split(['/', '\\'])
            .filter(|part| !part.is_empty())
            .fold(dir.to_path_buf(), |p, part| p.join(part))
    }

    /// The images named by the sheets that are not in `dir` (the map file's folder), as the
    /// file names them, sorted and without repeats.
    pub fn missing_images(&self, dir: &Path) -> Vec<String> {
        let mut missing: Vec<String> = self
            .sheets
            .iter()
            .filter(|sheet| !Self::image_path(dir, sheet).is_file())
            .map(|sheet| sheet.image.clone())
            .collect();
        missing.sort();
        missing.dedup();
        missing
    }

    /// An error naming every missing image, or `Ok` when all are there.
    pub fn check_images(&self, dir: &Path) -> Result<(), MapFileError> {
        let paths = self.missing_images(dir);
        if paths.is_empty() {
            Ok(())
        } else {
            Err(MapFileError::MissingImages { paths })
        }
    }
}
