//! How the sheets of one map load together: one sheet decodes at a time (the others wait their
//! turn), and all sheets share one budget of tiles in memory, the rest waiting in their disk
//! caches. Nine sheets so take no more memory than one: a decoding pipeline's working rows and
//! the one budget, whatever the number of sheets (issue 23 item 17: nine 3,942 × 4,718 sheets
//! loaded at once peaked at 983 MB).

use crate::scan::tile_bank::SharedTileBudget;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// What a map's sheets share while they load and after.
#[derive(Debug)]
pub struct SheetLoads {
    tiles: Arc<SharedTileBudget>,
    decoding: AtomicBool,
    sheets: AtomicUsize,
}

impl SheetLoads {
    /// Loads sharing `tile_budget` bytes of tiles in memory, for a map of `sheets` sheets.
    pub fn new(tile_budget: usize, sheets: usize) -> Self {
        Self {
            tiles: Arc::new(SharedTileBudget::new(tile_budget)),
            decoding: AtomicBool::new(false),
            sheets: AtomicUsize::new(sheets),
        }
    }

    /// The budget of tiles in memory every sheet's bank joins.
    pub fn tiles(&self) -> &Arc<SharedTileBudget> {
        &self.tiles
    }

    /// Notes how many sheets the map has now (each finished sheet keeps at most its share of
    /// the budget in memory, leaving room for the next).
    pub fn set_sheets(&self, sheets: usize) {
        self.sheets.store(sheets, Ordering::Relaxed);
    }

    /// One sheet's share of the budget: what a sheet that has finished loading keeps.
    pub fn share(&self) -> usize {
        self.tiles.budget() / self.sheets.load(Ordering::Relaxed).max(1)
    }

    /// Whether a sheet is decoding now.
    pub fn is_decoding(&self) -> bool {
        self.decoding.load(Ordering::Acquire)
    }

    /// The turn to decode, if no other sheet has it; it passes on when dropped.
    pub fn take_turn(self: &Arc<Self>) -> Option<LoadTurn> {
        self.decoding
            .compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire)
            .ok()
            .map(|_| LoadTurn(self.clone()))
    }
}

/// A sheet's turn to decode; given back when dropped (the load finished, failed, was
/// cancelled, or the sheet was removed).
#[derive(Debug)]
pub struct LoadTurn(Arc<SheetLoads>);

impl Drop for LoadTurn {
    fn drop(&mut self) {
        self.0.decoding.store(false, Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_turn_at_a_time_and_it_passes_on_when_dropped() {
        let loads = Arc::new(SheetLoads::new(900, 9));
        let first = loads.take_turn().expect("free");
        assert!(loads.take_turn().is_none());
        assert!(loads.is_decoding());
        drop(first);
        assert!(!loads.is_decoding());
        assert!(loads.take_turn().is_some());
        assert_eq!(loads.share(), 100);
    }
}
