//! Saving a PDF so that a reader never sees half a file.

use super::print_error::PrintError;
use std::fs;
use std::io::Write;
use std::path::Path;

/// Writes `bytes` to `path` atomically: a temporary file in the same folder, flushed, then
/// renamed over the target. On error the old file (if any) is untouched and no temporary file
/// is left behind.
pub fn write_pdf(path: &Path, bytes: &[u8]) -> Result<(), PrintError> {
    let io = |action: &'static str, p: &Path, e: std::io::Error| PrintError::Io {
        action,
        path: p.display().to_string(),
        message: e.to_string(),
    };
    let file_name = path.file_name().ok_or_else(|| PrintError::Io {
        action: "write",
        path: path.display().to_string(),
        message: "not a file name".into(),
    })?;
    let dir = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let temp = dir.join(format!(".{}.tmp", file_name.to_string_lossy()));
    let written = fs::File::create(&temp).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    if let Err(e) = written {
        let _ = fs::remove_file(&temp);
        return Err(io("write", path, e));
    }
    if let Err(e) = fs::rename(&temp, path) {
        let _ = fs::remove_file(&temp);
        return Err(io("write", path, e));
    }
    Ok(())
}
