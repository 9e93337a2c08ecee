//! Why a scan could not be opened, in words the umpire can act on.

use std::path::{Path, PathBuf};
use thiserror::Error;

/// A scan that could not be opened. Every message names the file and says what is wrong; the
/// map that was open before stays open.
#[derive(Debug, Error)]
pub enum ScanError {
    /// No file at that path.
    #[error("cannot open “{}”: there is no such file", display_name(path))]
    NotFound {
        /// The path asked for.
        path: PathBuf,
    },
    /// The file exists but cannot be read.
    #[error("cannot read “{}”: {source}", display_name(path))]
    Io {
        /// The file.
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// Not an image format the workbench reads.
    #[error(
        "cannot open “{}”: {detail}; the workbench reads PNG, JPEG and TIFF scans",
        display_name(path)
    )]
    Unsupported {
        /// The file.
        path: PathBuf,
        /// What was found instead.
        detail: String,
    },
    /// The header claims a size the workbench refuses.
    #[error(
        "refused “{}”: its header claims {width} × {height} pixels, and {reason}",
        display_name(path)
    )]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Claimed width in pixels.
        width: u32,
        /// Claimed height in pixels.
        height: u32,
        /// Which limit it breaks.
        reason: String,
    },
    /// The file ends before the image does.
    #[error(
        "cannot open “{}”: the file is truncated ({detail})",
        display_name(path)
    )]
    Truncated {
        /// The file.
        path: PathBuf,
        /// How it was noticed.
        detail: String,
    },
    /// The data does not decode.
    #[error(
        "cannot open “{}”: the image data is damaged ({detail})",
        display_name(path)
    )]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// The decoder's reason.
        detail: String,
    },
    /// The umpire pressed Cancel.
    #[error("opening “{}” was cancelled", display_name(path))]
    Cancelled {
        /// The file.
        path: PathBuf,
    },
}

impl ScanError {
    /// The file the error is about.
    pub fn path(&self) -> &Path {
        match self {
            ScanError::NotFound { path }
            | ScanError::Io { path, .. }
            | ScanError::Unsupported { path, .. }
            | ScanError::TooLarge { path, .. }
            | ScanError::Truncated { path, .. }
            | ScanError::Corrupt { path, .. }
            | ScanError::Cancelled { path } => path,
        }
    }

    /// Sorts an error from the `image` crate into the kind the umpire needs to hear.
    pub fn from_image(path: &Path, err: image::ImageError) -> Self {
        use image::ImageError as E;
        let path = path.to_path_buf();
        match err {
            E::Unsupported(u) => ScanError::Unsupported {
                path,
                detail: u.to_string(),
            },
            E::Limits(l) => ScanError::TooLarge {
                path,
                width: 0,
                height: 0,
                reason: format!("the decoder refused it ({l})"),
            },
            E::IoError(io) => Self::from_io(&path, io),
            E::Decoding(d) => {
                let detail = d.to_string();
                if looks_truncated(&detail) {
                    ScanError::Truncated { path, detail }
                } else {
                    ScanError::Corrupt { path, detail }
                }
            }
            other => ScanError::Corrupt {
                path,
                detail: other.to_string(),
            },
        }
    }

    /// Sorts an error from the `png` crate (the streaming PNG reader) the same way.
    pub fn from_png(path: &Path, err: png::DecodingError) -> Self {
        use png::DecodingError as E;
        match err {
            E::IoError(io) => Self::from_io(path, io),
            E::LimitsExceeded => ScanError::TooLarge {
                path: path.to_path_buf(),
                width: 0,
                height: 0,
                reason: "the PNG decoder refused it (limits exceeded)".into(),
            },
            other => {
                let detail = other.to_string();
                if looks_truncated(&detail) {
                    ScanError::Truncated {
                        path: path.to_path_buf(),
                        detail,
                    }
                } else {
                    ScanError::Corrupt {
                        path: path.to_path_buf(),
                        detail,
                    }
                }
            }
        }
    }

    /// Sorts an I/O error: a missing file, an early end of file, or another reading problem.
    pub fn from_io(path: &Path, err: std::io::Error) -> Self {
        let path = path.to_path_buf();
        match err.kind() {
            std::io::ErrorKind::NotFound => ScanError::NotFound { path },
            std::io::ErrorKind::UnexpectedEof => ScanError::Truncated {
                path,
                detail: "the data stops early".into(),
            },
            _ => ScanError::Io { path, source: err },
        }
    }
}

fn looks_truncated(detail: &str) -> bool {
    let d = detail.to_ascii_lowercase();
    [
        "eof",
        "end of file",
        "unexpected end",
        "no more bytes",
        "truncated",
        "exhausted",
    ]
    .iter()
    .any(|w| d.contains(w))
}

/// The file name for messages (the whole path when it has no name).
pub fn display_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_file_and_the_problem() {
        let e = ScanError::NotFound {
            path: PathBuf::from("/tmp/x/scan.png"),
        };
        assert_eq!(
            e.to_string(),
            "cannot open “scan.png”: there is no such file"
        );
        let e = ScanError::from_io(Path::new("a.jpg"), std::io::ErrorKind::UnexpectedEof.into());
        assert!(matches!(e, ScanError::Truncated { .. }));
        assert_eq!(e.path(), Path::new("a.jpg"));
    }
}
