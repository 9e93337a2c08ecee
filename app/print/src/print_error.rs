//! What can go wrong printing a sheet.

use kriegsspiel::RulesError;
use std::fmt;

/// A sheet that could not be made or saved, worded so it can be shown as it is.
#[derive(Debug, Clone, PartialEq)]
pub enum PrintError {
    /// The rules or the board refused (a track too long to print, a bad board).
    Rules(RulesError),
    /// The embedded font could not be read.
    Font(String),
    /// The PDF library refused the document.
    Pdf(String),
    /// Reading or writing a file failed.
    Io {
        /// What was being done ("write", "replace").
        action: &'static str,
        /// The file.
        path: String,
        /// The operating system's message.
        message: String,
    },
}

impl fmt::Display for PrintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrintError::Rules(e) => write!(f, "{e}"),
            PrintError::Font(m) => write!(f, "the sheet's font cannot be read: {m}"),
            PrintError::Pdf(m) => write!(f, "the PDF cannot be made: {m}"),
            PrintError::Io {
                action,
                path,
                message,
            } => {
                write!(f, "cannot {action} {path}: {message}")
            }
        }
    }
}

impl std::error::Error for PrintError {}

impl From<RulesError> for PrintError {
    fn from(e: RulesError) -> Self {
        PrintError::Rules(e)
    }
}

impl From<PrintError> for RulesError {
    fn from(e: PrintError) -> Self {
        match e {
            PrintError::Rules(r) => r,
            other => RulesError::File(other.to_string()),
        }
    }
}
