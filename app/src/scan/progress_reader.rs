//! A file reader that reports how far the decoder has read and stops when Cancel is pressed.

use super::load_progress::LoadProgress;
use std::io::{self, Read, Seek, SeekFrom};
use std::sync::Arc;

/// The error message a cancelled read returns (the loader checks the cancel flag itself).
pub const CANCELLED_MESSAGE: &str = "loading cancelled";

/// Wraps a reader; every read records the position in [`LoadProgress`] and fails once the
/// load is cancelled, so a long PNG or TIFF decode stops within one buffer.
#[derive(Debug)]
pub struct ProgressReader<R> {
    inner: R,
    position: u64,
    progress: Arc<LoadProgress>,
}

impl<R> ProgressReader<R> {
    /// Wraps `inner`, which starts at position 0.
    pub fn new(inner: R, progress: Arc<LoadProgress>) -> Self {
        Self {
            inner,
            position: 0,
            progress,
        }
    }
}

impl<R: Read> Read for ProgressReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.progress.is_cancelled() {
            return Err(io::Error::other(CANCELLED_MESSAGE));
        }
        let n = self.inner.read(buf)?;
        self.position = self.position.saturating_add(n as u64);
        self.progress.set_done(self.position);
        Ok(n)
    }
}

impl<R: Seek> Seek for ProgressReader<R> {
    fn seek(&mut self, pos: SeekFrom) -> io::Result<u64> {
        self.position = self.inner.seek(pos)?;
        self.progress.set_done(self.position);
        Ok(self.position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::load_progress::LoadStage;
    use std::io::Cursor;

    #[test]
    fn reports_position_and_stops_on_cancel() {
        let progress = Arc::new(LoadProgress::default());
        progress.begin(LoadStage::Decoding, 10);
        let mut r = ProgressReader::new(Cursor::new(vec![1u8; 10]), progress.clone());
        let mut buf = [0u8; 4];
        assert_eq!(r.read(&mut buf).ok(), Some(4));
        assert_eq!(progress.fraction(), Some(0.4));
        assert_eq!(r.seek(SeekFrom::End(0)).ok(), Some(10));
        assert_eq!(progress.fraction(), Some(1.0));
        progress.cancel();
        assert!(r.read(&mut buf).is_err());
    }
}
