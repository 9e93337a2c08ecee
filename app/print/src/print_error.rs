//! What can go wrong printing a sheet.

use kriegsspiel::RulesError;
use thiserror::Error;

/// A sheet that could not be made or saved, worded so it can be shown as it is.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum PrintError {
    /// The rules or the board refused (a track too long to print, a bad board).
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// The embedded font could not be read.
    #[error("the sheet's font cannot be read: {0}")]
    Font(String),
    /// The PDF library refused the document.
    #[error("the PDF cannot be made: {0}")]
    Pdf(String),
    /// Reading or writing a file failed.
    #[error("cannot {action} {path}: {message}")]
    Io {
        /// What was being done ("write", "replace").
        action: &'static str,
        /// The file.
        path: String,
        /// The operating system's message.
        message: String,
    },
}

impl From<PrintError> for RulesError {
    fn from(e: PrintError) -> Self {
        match e {
            PrintError::Rules(r) => r,
            other => RulesError::File(other.to_string()),
        }
    }
}
