//! How far a scan has got through loading, shared between the loading thread and the window.

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};

/// The steps of loading a scan, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LoadStage {
    /// Opening the file and reading its header.
    ReadingHeader,
    /// Decoding the pixels.
    Decoding,
    /// Cutting the full-resolution image into tiles.
    Tiling,
    /// Averaging tiles into the coarser levels.
    BuildingLevels,
    /// Every tile of every level is ready.
    Done,
}

impl LoadStage {
    const ALL: [LoadStage; 5] = [
        LoadStage::ReadingHeader,
        LoadStage::Decoding,
        LoadStage::Tiling,
        LoadStage::BuildingLevels,
        LoadStage::Done,
    ];

    /// Words for the progress bar.
    pub fn label(self) -> &'static str {
        match self {
            LoadStage::ReadingHeader => "Reading header",
            LoadStage::Decoding => "Decoding",
            LoadStage::Tiling => "Cutting tiles",
            LoadStage::BuildingLevels => "Building coarser levels",
            LoadStage::Done => "Done",
        }
    }

    fn index(self) -> u8 {
        match self {
            LoadStage::ReadingHeader => 0,
            LoadStage::Decoding => 1,
            LoadStage::Tiling => 2,
            LoadStage::BuildingLevels => 3,
            LoadStage::Done => 4,
        }
    }
}

/// Progress counters written by the loading thread and read by the window each frame, plus
/// the cancel flag the window sets.
#[derive(Debug, Default)]
pub struct LoadProgress {
    stage: AtomicU8,
    done: AtomicU64,
    total: AtomicU64,
    cancelled: AtomicBool,
}

impl LoadProgress {
    /// Starts a stage with `total` units of work (0 when the amount is unknown).
    pub fn begin(&self, stage: LoadStage, total: u64) {
        self.done.store(0, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
        self.stage.store(stage.index(), Ordering::Release);
    }

    /// Records `done` units of the current stage finished.
    pub fn set_done(&self, done: u64) {
        self.done.store(done, Ordering::Relaxed);
    }

    /// The current stage.
    pub fn stage(&self) -> LoadStage {
        let i = self.stage.load(Ordering::Acquire);
        LoadStage::ALL
            .get(usize::from(i))
            .copied()
            .unwrap_or(LoadStage::Done)
    }

    /// The fraction of the current stage done, or `None` when it cannot be told.
    pub fn fraction(&self) -> Option<f32> {
        let total = self.total.load(Ordering::Relaxed);
        if total == 0 {
            return None;
        }
        let done = self.done.load(Ordering::Relaxed).min(total);
        Some((done as f64 / total as f64) as f32)
    }

    /// Asks the loading thread to stop.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Release);
    }

    /// Whether Cancel was pressed.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Acquire)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stages_and_fractions() {
        let p = LoadProgress::default();
        assert_eq!(p.stage(), LoadStage::ReadingHeader);
        p.begin(LoadStage::Tiling, 4);
        p.set_done(1);
        assert_eq!(p.stage(), LoadStage::Tiling);
        assert_eq!(p.fraction(), Some(0.25));
        p.set_done(9);
        assert_eq!(p.fraction(), Some(1.0));
        p.begin(LoadStage::Decoding, 0);
        assert_eq!(p.fraction(), None);
        assert!(!p.is_cancelled());
        p.cancel();
        assert!(p.is_cancelled());
    }
}
