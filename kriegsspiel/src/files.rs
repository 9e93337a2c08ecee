//! Files written so that a crash never leaves half of one: the only way the engine writes a
//! file. Files read with a size limit, refusing anything that is not a regular file: the only
//! way the engine, `ks` and the workbench read a file a user named.

use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why a read-only file is not replaced.
const READ_ONLY_REASON: &str = "the file is read-only; make it writable or save under another name";

/// How many symbolic links a save follows before it gives up (Linux's own limit).
const MAX_LINKS: usize = 40;

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
    /// The file to be replaced is read-only: its owner marked it so, and a save does not
    /// overrule that.
    #[error("cannot replace {path}: {READ_ONLY_REASON}")]
    ReadOnly {
        /// The file, as it was named (a link, where it is one).
        path: String,
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
            FileError::ReadOnly { .. } => READ_ONLY_REASON.to_string(),
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
/// of each: write a temporary file of a name no other file has in the same folder, flush it to
/// disk, rename it over the old one, then flush the folder. On error the old file is untouched.
/// A file replaced keeps its permissions (a 0600 file stays 0600); a new one gets the usual
/// ones.
///
/// Where `path` is a symbolic link, its target is replaced and the link stays. A read-only file
/// is refused ([`FileError::ReadOnly`]). The temporary file is created anew under a random name
/// (never opened through a link someone planted there), so a save writes only its own file.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    write_atomically_as(path, bytes, NewFileAccess::Usual)
}

/// As [`write_atomically`], with `access` for a file written anew.
pub fn write_atomically_as(
    path: &Path,
    bytes: &[u8],
    access: NewFileAccess,
) -> Result<(), FileError> {
    let target = link_target(path)?;
    let file_name = target.file_name().ok_or_else(|| FileError::Io {
        action: "save",
        path: path.display().to_string(),
        message: "not a file name".into(),
    })?;
    let dir = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    // The permissions of the file replaced, read before anything is written.
    let kept = match fs::metadata(&target) {
        Ok(meta) if meta.is_file() && meta.permissions().readonly() => {
            return Err(FileError::ReadOnly {
                path: path.display().to_string(),
            });
        }
        Ok(meta) => Some(meta.permissions()),
        Err(_) => None,
    };
    let prefix = format!(".{}.", file_name.to_string_lossy());
    remove_stale_temporaries(dir, &prefix);
    let mut temp = create_temp(dir, &prefix, access)
        .map_err(|e| io_error("write", &dir.join(format!("{prefix}tmp")), &e))?;
    let written = temp.write_all(bytes).and_then(|()| {
        if let Some(permissions) = kept {
            temp.as_file().set_permissions(permissions)?;
        }
        temp.as_file().sync_all()
    });
    if let Err(e) = written {
        // Dropping the temporary file removes it.
        return Err(io_error("write", temp.path(), &e));
    }
    temp.persist(&target)
        .map_err(|e| io_error("replace", path, &e.error))?;
    // Flushing the folder makes the rename itself durable; not every platform allows it.
    if let Ok(folder) = fs::File::open(dir) {
        let _ = folder.sync_all();
    }
    Ok(())
}

/// The file `path` names at the end of its symbolic links (`path` itself where it is none), so
/// that a save replaces the target and keeps the link. A dangling link's target is created.
fn link_target(path: &Path) -> Result<PathBuf, FileError> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let to = fs::read_link(&current).map_err(|e| io_error("save", path, &e))?;
                current = match current.parent() {
                    Some(parent) => parent.join(to),
                    None => to,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(FileError::Io {
        action: "save",
        path: path.display().to_string(),
        message: format!("more than {MAX_LINKS} symbolic links in a row"),
    })
}

/// Removes the temporary files a save of `path` killed before its rename left beside it (see
/// [`write_atomically`]; the next save of the same file does this too). For a program's start,
/// before anything is saved. Best effort, as the save's own clean-up.
pub fn remove_leftover_temporaries(path: &Path) {
    let Ok(target) = link_target(path) else {
        return;
    };
    let Some(file_name) = target.file_name() else {
        return;
    };
    let dir = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    remove_stale_temporaries(dir, &format!(".{}.", file_name.to_string_lossy()));
}

/// The random characters in a temporary file's name.
const TEMP_RANDOM_CHARS: usize = 6;

/// Removes the temporary files an earlier save of the same file left in `dir` when it was
/// killed before its rename (`prefix`, six random letters or digits, `.tmp`), so that they do
/// not pile up. Best effort: a name that cannot be removed (a folder) is left; a link is
/// removed as a link, never followed.
fn remove_stale_temporaries(dir: &Path, prefix: &str) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(random) = name
            .to_str()
            .and_then(|n| n.strip_prefix(prefix))
            .and_then(|n| n.strip_suffix(".tmp"))
        else {
            continue;
        };
        if random.len() == TEMP_RANDOM_CHARS && random.chars().all(|c| c.is_ascii_alphanumeric()) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// The temporary file in `dir`, created empty under a name of its own (`prefix`, random
/// characters, `.tmp`) that no other file had, so that nothing planted under a predictable name
/// is opened; for [`NewFileAccess::OwnerOnly`] readable by its owner alone from the moment it
/// exists, otherwise with the permissions the user's umask gives new files.
fn create_temp(
    dir: &Path,
    prefix: &str,
    access: NewFileAccess,
) -> std::io::Result<tempfile::NamedTempFile> {
    let mut builder = tempfile::Builder::new();
    builder
        .prefix(prefix)
        .suffix(".tmp")
        .rand_bytes(TEMP_RANDOM_CHARS);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = match access {
            NewFileAccess::OwnerOnly => 0o600,
            NewFileAccess::Usual => 0o666,
        };
        builder.permissions(fs::Permissions::from_mode(mode));
    }
    #[cfg(not(unix))]
    let _ = access;
    builder.tempfile_in(dir)
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
