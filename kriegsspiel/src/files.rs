//! Files written so that a crash never leaves half of one: the only way the engine writes a
//! file.

use std::fs;
use std::io::Write;
use std::path::Path;
use thiserror::Error;

/// A file that could not be written.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FileError {
    /// Reading or writing failed.
    #[error("cannot {action} {path}: {message}")]
    Io {
        /// What was being done ("write", "replace", …).
        action: &'static str,
        /// The file.
        path: String,
        /// The operating system's message.
        message: String,
    },
}

fn io_error(action: &'static str, path: &Path, e: &std::io::Error) -> FileError {
    FileError::Io {
        action,
        path: path.display().to_string(),
        message: e.to_string(),
    }
}

/// Writes `bytes` to `path` so that the file is either the old one or the new one, never half
/// of each: write a temporary file in the same folder, flush it to disk, rename it over the
/// old one, then flush the folder. On error the old file is untouched.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let file_name = path.file_name().ok_or_else(|| FileError::Io {
        action: "save",
        path: path.display().to_string(),
        message: "not a file name".into(),
    })?;
    let dir = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let temp = dir.join(format!("{}.tmp", file_name.to_string_lossy()));
    let written = fs::File::create(&temp).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    if let Err(e) = written {
        let _ = fs::remove_file(&temp);
        return Err(io_error("write", &temp, &e));
    }
    if let Err(e) = fs::rename(&temp, path) {
        let _ = fs::remove_file(&temp);
        return Err(io_error("replace", path, &e));
    }
    // Flushing the folder makes the rename itself durable; not every platform allows it.
    if let Ok(folder) = fs::File::open(dir) {
        let _ = folder.sync_all();
    }
    Ok(())
}
