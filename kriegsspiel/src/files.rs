//! Files written so that a crash never leaves half of one: the only way the engine writes a
//! file. Files read with a size limit, refusing anything that is not a regular file: the only
//! way the engine, `ks` and the workbench read a file a user named.

use std::fs;
use std::io::{Read, Write};
use std::path::Path;
use thiserror::Error;

/// A file that could not be written or read.
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
    /// The path names a folder, a device, a pipe or a socket: something that may never end or
    /// never answer, so it is not read at all.
    #[error("cannot read {path}: it is not a regular file ({what} must be one)")]
    NotRegularFile {
        /// The path.
        path: String,
        /// What the file was to be, with its article ("a saved game").
        what: &'static str,
    },
    /// The file is larger than the limit for its kind.
    #[error("{path} is {bytes} bytes; {what} may be at most {limit} bytes")]
    TooLarge {
        /// The file.
        path: String,
        /// What the file was to be, with its article ("a saved game").
        what: &'static str,
        /// Its size as far as it was measured: at least `limit + 1`.
        bytes: u64,
        /// The limit.
        limit: u64,
    },
}

impl FileError {
    /// What went wrong, without the path (for errors that name the path themselves).
    pub fn reason(&self) -> String {
        match self {
            FileError::Io { message, .. } => message.clone(),
            FileError::NotRegularFile { what, .. } => {
                format!("it is not a regular file ({what} must be one)")
            }
            FileError::TooLarge {
                what, bytes, limit, ..
            } => format!("{bytes} bytes; {what} may be at most {limit} bytes"),
        }
    }
}

/// Reads the whole of the file at `path`, which must be a regular file of at most `max_bytes`.
/// `what` names what the file was to be, with its article ("a saved game"), for the messages.
///
/// A folder, a device such as `/dev/zero` (which reports a length of 0 and never ends), a pipe
/// (which may never answer) or a socket is refused before it is opened. The read goes through
/// [`Read::take`], so even a file that grows while it is read is never read past the limit.
pub fn read_limited(path: &Path, max_bytes: u64, what: &'static str) -> Result<Vec<u8>, FileError> {
    let not_regular = || FileError::NotRegularFile {
        path: path.display().to_string(),
        what,
    };
    let too_large = |bytes: u64| FileError::TooLarge {
        path: path.display().to_string(),
        what,
        bytes,
        limit: max_bytes,
    };
    let meta = fs::metadata(path).map_err(|e| io_error("read", path, &e))?;
    if !meta.is_file() {
        return Err(not_regular());
    }
    if meta.len() > max_bytes {
        return Err(too_large(meta.len()));
    }
    let file = fs::File::open(path).map_err(|e| io_error("read", path, &e))?;
    // The path may have been replaced between the look and the opening.
    let opened = file.metadata().map_err(|e| io_error("read", path, &e))?;
    if !opened.is_file() {
        return Err(not_regular());
    }
    let capacity = usize::try_from(opened.len().min(max_bytes)).unwrap_or(0);
    let mut bytes = Vec::with_capacity(capacity);
    file.take(max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| io_error("read", path, &e))?;
    let read = u64::try_from(bytes.len()).unwrap_or(u64::MAX);
    if read > max_bytes {
        return Err(too_large(read.max(opened.len())));
    }
    Ok(bytes)
}

/// [`read_limited`] for a text file: the bytes must be UTF-8.
pub fn read_limited_text(
    path: &Path,
    max_bytes: u64,
    what: &'static str,
) -> Result<String, FileError> {
    String::from_utf8(read_limited(path, max_bytes, what)?).map_err(|_| FileError::Io {
        action: "read",
        path: path.display().to_string(),
        message: "the file is not UTF-8 text".into(),
    })
}

fn io_error(action: &'static str, path: &Path, e: &std::io::Error) -> FileError {
    FileError::Io {
        action,
        path: path.display().to_string(),
        message: e.to_string(),
    }
}

/// Who may read a file written anew (a file replaced keeps the permissions it had).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewFileAccess {
    /// As the operating system gives new files (the user's umask): maps and games.
    Usual,
    /// Its owner only (0600 on Unix): anything holding one side's secrets, such as a side's
    /// exported view, which another player on the same computer must not read.
    OwnerOnly,
}

/// Writes `bytes` to `path` so that the file is either the old one or the new one, never half
/// of each: write a temporary file in the same folder, flush it to disk, rename it over the
/// old one, then flush the folder. On error the old file is untouched. A file replaced keeps
/// its permissions (a 0600 file stays 0600); a new one gets the usual ones.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    write_atomically_as(path, bytes, NewFileAccess::Usual)
}

/// As [`write_atomically`], with `access` for a file written anew.
pub fn write_atomically_as(
    path: &Path,
    bytes: &[u8],
    access: NewFileAccess,
) -> Result<(), FileError> {
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
    // The permissions of the file replaced, read before anything is written.
    let kept = fs::metadata(path).ok().map(|m| m.permissions());
    let written = create_temp(&temp, access).and_then(|mut file| {
        file.write_all(bytes)?;
        if let Some(permissions) = kept {
            file.set_permissions(permissions)?;
        }
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

/// The temporary file, created empty; for [`NewFileAccess::OwnerOnly`] readable by its owner
/// alone from the moment it exists.
fn create_temp(temp: &Path, access: NewFileAccess) -> std::io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    if access == NewFileAccess::OwnerOnly {
        use std::os::unix::fs::OpenOptionsExt;
        // A temporary file left by an earlier run may have other permissions: start afresh.
        let _ = fs::remove_file(temp);
        options.mode(0o600);
    }
    #[cfg(not(unix))]
    let _ = access;
    options.open(temp)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mode(path: &Path) -> u32 {
        fs::metadata(path).map_or(0, |m| m.permissions().mode() & 0o777)
    }

    #[test]
    fn a_file_replaced_keeps_its_permissions_and_a_private_one_is_made_private()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = std::env::temp_dir().join(format!("ks-files-{}", std::process::id()));
        fs::create_dir_all(&dir)?;
        let private = dir.join("private.json");
        fs::write(&private, b"old")?;
        fs::set_permissions(&private, fs::Permissions::from_mode(0o600))?;
        write_atomically(&private, b"new")?;
        assert_eq!(mode(&private), 0o600, "a 0600 file stays 0600");
        assert_eq!(fs::read(&private)?, b"new");
        let fresh = dir.join("fresh.json");
        let _ = fs::remove_file(&fresh);
        write_atomically_as(&fresh, b"secret", NewFileAccess::OwnerOnly)?;
        assert_eq!(mode(&fresh), 0o600, "a new side file is its owner's only");
        let open = dir.join("open.json");
        fs::write(&open, b"old")?;
        fs::set_permissions(&open, fs::Permissions::from_mode(0o644))?;
        write_atomically_as(&open, b"new", NewFileAccess::OwnerOnly)?;
        assert_eq!(
            mode(&open),
            0o644,
            "a file replaced keeps what its owner chose"
        );
        fs::remove_dir_all(&dir)?;
        Ok(())
    }
}
