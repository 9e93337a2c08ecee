//! Saving a PDF so that a reader never sees half a file.

use super::print_error::PrintError;
use kriegsspiel::files::{FileError, NewFileAccess, write_atomically_as};
use std::path::Path;

/// Writes `bytes` to `path` atomically with the engine's [`kriegsspiel::files::write_atomically`] (a temporary file
/// in the same folder, flushed, then renamed over the target). On error the old file (if any)
/// is untouched and no temporary file is left behind.
pub fn write_pdf(path: &Path, bytes: &[u8]) -> Result<(), PrintError> {
    write_pdf_as(path, bytes, NewFileAccess::Usual)
}

/// As [`write_pdf`], with `access` for a file written anew (a side's briefing is its owner's
/// only); a file replaced keeps its permissions.
pub fn write_pdf_as(path: &Path, bytes: &[u8], access: NewFileAccess) -> Result<(), PrintError> {
    write_atomically_as(path, bytes, access).map_err(|e| match e {
        FileError::Io {
            action,
            path,
            message,
        } => PrintError::Io {
            action,
            path,
            message,
        },
        // A read-only file is refused; a write refuses nothing for its kind or size, but should
        // it ever, say so as it is.
        other @ (FileError::NotRegularFile { .. }
        | FileError::TooLarge { .. }
        | FileError::ReadOnly { .. }) => PrintError::Io {
            action: "write",
            path: path.display().to_string(),
            message: other.reason(),
        },
    })
}
