//! What can go wrong reading or writing a map file or checking its images.

use crate::error::RulesError;
use crate::files::FileError;
use thiserror::Error;

/// A map file or image problem, worded so the app can show it as it is.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MapFileError {
    /// Reading or writing failed.
    #[error("cannot {action} {path}: {message}")]
    Io {
        /// What was being done ("read", "write", "rename", …).
        action: &'static str,
        /// The file.
        path: String,
        /// The operating system's message.
        message: String,
    },
    /// The file is not JSON at all (or is cut short).
    #[error("{path} is not a map file: broken JSON at line {line}, column {column} ({message})")]
    BrokenJson {
        /// The file.
        path: String,
        /// Line of the fault (1-based).
        line: usize,
        /// Column of the fault (1-based).
        column: usize,
        /// The parser's message.
        message: String,
    },
    /// The file comes from a later version of the workbench.
    #[error(
        "{path} was made by a newer workbench (version {found}); this one reads up to {supported}"
    )]
    NewerVersion {
        /// The file.
        path: String,
        /// The file's `format_version`.
        found: u64,
        /// The newest version this build reads.
        supported: u32,
    },
    /// Valid JSON, but not a valid map (a missing field, a bad number, bad geometry).
    #[error("{path} is not a valid map file: {message}")]
    Invalid {
        /// The file.
        path: String,
        /// What is wrong.
        message: String,
    },
    /// The file is larger than any map file should be.
    #[error("{path} is {bytes} bytes; a map file may be at most {limit} bytes")]
    FileTooLarge {
        /// The file.
        path: String,
        /// Its size.
        bytes: u64,
        /// The limit.
        limit: u64,
    },
    /// An image's header claims absurd dimensions (a decompression bomb or a corrupt header).
    #[error("the image claims {width} × {height} pixels: {why}")]
    ImageTooLarge {
        /// Claimed width.
        width: u64,
        /// Claimed height.
        height: u64,
        /// Which limit it breaks.
        why: String,
    },
    /// The bytes are not an image format the workbench reads.
    #[error("unsupported image format ({what}); the workbench reads PNG, JPEG and TIFF")]
    UnsupportedImage {
        /// What the bytes look like.
        what: String,
    },
    /// Images named by the map file are not where it says.
    #[error("missing image next to the map file: {}", .paths.join(", "))]
    MissingImages {
        /// The missing files, as the map file names them, sorted.
        paths: Vec<String>,
    },
}

impl From<FileError> for MapFileError {
    fn from(e: FileError) -> Self {
        match e {
            FileError::Io {
                action,
                path,
                message,
            } => MapFileError::Io {
                action,
                path,
                message,
            },
            FileError::NotRegularFile { path, what } => MapFileError::Io {
                action: "read",
                path,
                message: format!("it is not a regular file ({what} must be one)"),
            },
            FileError::TooLarge {
                path, bytes, limit, ..
            } => MapFileError::FileTooLarge { path, bytes, limit },
            FileError::ReadOnly { path } => MapFileError::Io {
                action: "replace",
                message: FileError::ReadOnly { path: path.clone() }.reason(),
                path,
            },
        }
    }
}

impl From<MapFileError> for RulesError {
    fn from(e: MapFileError) -> Self {
        RulesError::Map(e.to_string())
    }
}
