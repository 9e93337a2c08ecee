//! Where a scan's tiles live once made: in memory up to a byte budget, the rest in a disk
//! cache beside the system's other temporary files, read back when the canvas asks for one.
//!
//! Memory so stays bounded whatever the scan's size: a 1.2-gigapixel sheet keeps at most the
//! budget in tiles (plus the few being made), and its other tiles wait on disk. A tile of one
//! colour only (blank paper, a cut-off edge) keeps just that colour and never goes to disk.

use super::tile_image::{PixelLayout, TileImage};
use super::tile_key::TileKey;
use std::collections::BTreeMap;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

/// Default bytes of tiles kept in memory for one scan: 160 MiB (about 210 RGB tiles of
/// 512 × 512), several screens' worth at every level.
pub const DEFAULT_TILE_MEMORY_BUDGET: usize = 160 << 20;

/// A byte budget of tiles in memory that several banks share: the sheets of one map, so that
/// nine sheets keep no more tiles in memory than one. A bank that joins it counts its tiles
/// in memory here too, and when the shared count is over the budget, the bank that adds a
/// tile moves its own least recently used tiles to disk (never another bank's: each bank
/// locks only itself), so the count never passes the budget by more than about a tile a bank.
#[derive(Debug)]
pub struct SharedTileBudget {
    budget: usize,
    in_memory: AtomicUsize,
}

impl SharedTileBudget {
    /// A budget of `budget` bytes, nothing counted yet.
    pub fn new(budget: usize) -> Self {
        Self {
            budget,
            in_memory: AtomicUsize::new(0),
        }
    }

    /// The budget in bytes.
    pub fn budget(&self) -> usize {
        self.budget
    }

    /// Bytes of tiles in memory in every bank that joined.
    pub fn in_memory(&self) -> usize {
        self.in_memory.load(Ordering::Relaxed)
    }

    fn over(&self, limit: usize) -> bool {
        self.in_memory() > limit
    }
}

/// Where one tile is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct DiskSlot {
    offset: u64,
    width: u32,
    height: u32,
    layout: PixelLayout,
}

#[derive(Debug)]
enum Held {
    /// The whole tile is one colour (`channels` bytes).
    Flat {
        width: u32,
        height: u32,
        layout: PixelLayout,
        colour: [u8; 4],
    },
    /// On disk only.
    Disk(DiskSlot),
    /// In memory, maybe also on disk.
    Memory {
        tile: Arc<TileImage>,
        disk: Option<DiskSlot>,
        last_used: u64,
    },
}

#[derive(Debug, Default)]
struct BankState {
    tiles: BTreeMap<TileKey, Held>,
    /// Bytes held in memory: the tiles, and the scan's preview once counted.
    in_memory: usize,
    /// Bytes of the preview counted in `in_memory` (it never goes to disk).
    preview: usize,
    /// Tick of the last use (least recently used tiles leave memory first).
    clock: u64,
    /// The disk cache, created when the first tile leaves memory.
    disk: Option<DiskCache>,
    /// Bytes written to disk.
    on_disk: u64,
    /// Why the disk cache could not be used (tiles then stay in memory).
    disk_problem: Option<String>,
    /// The budget shared with other banks, once joined.
    shared: Option<Arc<SharedTileBudget>>,
}

impl BankState {
    fn add_memory(&mut self, bytes: usize) {
        self.in_memory += bytes;
        if let Some(shared) = &self.shared {
            shared.in_memory.fetch_add(bytes, Ordering::Relaxed);
        }
    }

    fn remove_memory(&mut self, bytes: usize) {
        self.in_memory -= bytes;
        if let Some(shared) = &self.shared {
            shared.in_memory.fetch_sub(bytes, Ordering::Relaxed);
        }
    }

    /// Whether memory is over `own` or the shared budget's own share of it (the same eighth
    /// below the budget).
    fn over(&self, own: usize, shared_eighth: bool) -> bool {
        self.in_memory > own
            || self.shared.as_ref().is_some_and(|s| {
                let limit = if shared_eighth {
                    s.budget - s.budget / 8
                } else {
                    s.budget
                };
                s.over(limit)
            })
    }
}

impl Drop for BankState {
    fn drop(&mut self) {
        // A bank that goes (its sheet closed) no longer counts against the shared budget.
        let bytes = self.in_memory;
        if let Some(shared) = &self.shared {
            shared.in_memory.fetch_sub(bytes, Ordering::Relaxed);
        }
    }
}

#[derive(Debug)]
struct DiskCache {
    file: File,
    path: PathBuf,
    end: u64,
}

impl Drop for DiskCache {
    fn drop(&mut self) {
        // The file may already be gone (removed at creation where the system allows it).
        let _ = std::fs::remove_file(&self.path);
    }
}

/// The tiles of one scan, shared by the loading thread (which puts them) and the canvas
/// (which gets them); see the module comment.
#[derive(Debug)]
pub struct TileBank {
    budget: usize,
    state: Mutex<BankState>,
}

/// What the bank holds, for the status line and the benchmark.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BankFigures {
    /// Tiles held (anywhere).
    pub tiles: usize,
    /// Bytes in memory: the tiles and the preview counted with them.
    pub in_memory: usize,
    /// Bytes written to the disk cache.
    pub on_disk: u64,
}

impl TileBank {
    /// An empty bank keeping at most `budget` bytes of tiles in memory.
    pub fn new(budget: usize) -> Self {
        Self {
            budget,
            state: Mutex::new(BankState::default()),
        }
    }

    fn lock(&self) -> MutexGuard<'_, BankState> {
        // A thread that panicked while holding the lock left consistent data (every change
        // is made in one step), so the state is still usable.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Keeps `tile` under `key`, moving the least recently used tiles to disk when memory is
    /// over the budget.
    pub fn put(&self, key: TileKey, tile: TileImage) {
        let mut state = self.lock();
        if let Some(colour) = single_colour(&tile) {
            let old = state.tiles.insert(
                key,
                Held::Flat {
                    width: tile.width(),
                    height: tile.height(),
                    layout: tile.layout(),
                    colour,
                },
            );
            forget_memory(&mut state, old);
            return;
        }
        state.clock += 1;
        state.add_memory(tile.byte_len());
        let held = Held::Memory {
            tile: Arc::new(tile),
            disk: None,
            last_used: state.clock,
        };
        let old = state.tiles.insert(key, held);
        forget_memory(&mut state, old);
        self.shrink(&mut state, Some(key));
    }

    /// Counts this bank's tiles in memory against `shared` from now on as well as against its
    /// own budget, moving tiles to disk at once if that is over. Joining twice does nothing.
    pub fn share_budget(&self, shared: Arc<SharedTileBudget>) {
        let mut state = self.lock();
        if state.shared.is_some() {
            return;
        }
        shared
            .in_memory
            .fetch_add(state.in_memory, Ordering::Relaxed);
        state.shared = Some(shared);
        self.shrink(&mut state, None);
    }

    /// Moves least recently used tiles to disk until at most `bytes` stay in memory (a sheet
    /// that has finished loading leaves room for the next); later tiles may fill up again
    /// within the budgets.
    pub fn trim_to(&self, bytes: usize) {
        let mut state = self.lock();
        self.evict(&mut state, None, |s| s.in_memory > bytes);
    }

    /// Counts the scan's preview (`bytes`; kept by the window, never sent to disk) against the
    /// budgets in place of any counted before, moving tiles to disk to make room for it: a map
    /// of many sheets keeps every sheet's preview, and they belong in the one budget.
    pub fn hold_preview(&self, bytes: usize) {
        let mut state = self.lock();
        let before = state.preview;
        state.preview = bytes;
        state.add_memory(bytes);
        state.remove_memory(before);
        self.shrink(&mut state, None);
    }

    /// Whether a tile is held under `key` (without reading it).
    pub fn contains(&self, key: TileKey) -> bool {
        self.lock().tiles.contains_key(&key)
    }

    /// The tile under `key`, read back from disk when it is not in memory.
    pub fn get(&self, key: TileKey) -> Option<Arc<TileImage>> {
        let mut state = self.lock();
        state.clock += 1;
        let clock = state.clock;
        match state.tiles.get_mut(&key)? {
            Held::Memory {
                tile, last_used, ..
            } => {
                *last_used = clock;
                Some(tile.clone())
            }
            Held::Flat {
                width,
                height,
                layout,
                colour,
            } => TileImage::filled(*width, *height, *layout, &colour[..layout.channels()])
                .map(Arc::new),
            Held::Disk(slot) => {
                let slot = *slot;
                let tile = Arc::new(read_slot(state.disk.as_mut()?, slot)?);
                state.add_memory(tile.byte_len());
                state.tiles.insert(
                    key,
                    Held::Memory {
                        tile: tile.clone(),
                        disk: Some(slot),
                        last_used: clock,
                    },
                );
                self.shrink(&mut state, Some(key));
                Some(tile)
            }
        }
    }

    /// What the bank holds now.
    pub fn figures(&self) -> BankFigures {
        let state = self.lock();
        BankFigures {
            tiles: state.tiles.len(),
            in_memory: state.in_memory,
            on_disk: state.on_disk,
        }
    }

    /// Why tiles could not go to disk, if they could not (they stay in memory then).
    pub fn disk_problem(&self) -> Option<String> {
        self.lock().disk_problem.clone()
    }

    /// Moves least recently used tiles (never `keep`) out of memory until within the budget
    /// and the shared one.
    fn shrink(&self, state: &mut BankState, keep: Option<TileKey>) {
        if !state.over(self.budget, false) {
            return;
        }
        // Down to seven eighths of the budget, so that each put does not write one tile.
        let target = self.budget - self.budget / 8;
        self.evict(state, keep, |s| s.over(target, true));
    }

    /// Moves least recently used tiles (never `keep`) to disk while `over` says so.
    fn evict(
        &self,
        state: &mut BankState,
        keep: Option<TileKey>,
        over: impl Fn(&BankState) -> bool,
    ) {
        if state.disk_problem.is_some() {
            return;
        }
        let mut by_age: Vec<(u64, TileKey)> = state
            .tiles
            .iter()
            .filter_map(|(k, h)| match h {
                Held::Memory { last_used, .. } if Some(*k) != keep => Some((*last_used, *k)),
                _ => None,
            })
            .collect();
        by_age.sort_unstable();
        for (_, key) in by_age {
            if !over(state) {
                break;
            }
            let Some(Held::Memory { tile, disk, .. }) = state.tiles.get(&key) else {
                continue;
            };
            let (tile, disk) = (tile.clone(), *disk);
            let slot = match disk {
                Some(slot) => slot,
                None => match write_tile(state, &tile) {
                    Ok(slot) => slot,
                    Err(problem) => {
                        state.disk_problem = Some(problem);
                        return;
                    }
                },
            };
            state.remove_memory(tile.byte_len());
            state.tiles.insert(key, Held::Disk(slot));
        }
    }
}

fn forget_memory(state: &mut BankState, old: Option<Held>) {
    if let Some(Held::Memory { tile, .. }) = old {
        state.remove_memory(tile.byte_len());
    }
}

/// The colour of a tile whose pixels are all the same, padded to four bytes.
fn single_colour(tile: &TileImage) -> Option<[u8; 4]> {
    let c = tile.layout().channels();
    let bytes = tile.bytes();
    let first = bytes.get(..c)?;
    if !bytes.chunks_exact(c).all(|p| p == first) {
        return None;
    }
    let mut colour = [0u8; 4];
    colour[..c].copy_from_slice(first);
    Some(colour)
}

fn disk_cache_path() -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    std::env::temp_dir().join(format!(
        "workbench-tiles-{}-{}.bin",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ))
}

fn write_tile(state: &mut BankState, tile: &TileImage) -> Result<DiskSlot, String> {
    if state.disk.is_none() {
        let path = disk_cache_path();
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
            .map_err(|e| format!("the tile cache {} could not be made: {e}", path.display()))?;
        // On Unix the name goes at once and the open file lives on: nothing is left behind
        // even if the workbench is killed.
        #[cfg(unix)]
        let _ = std::fs::remove_file(&path);
        state.disk = Some(DiskCache { file, path, end: 0 });
    }
    let disk = state.disk.as_mut().ok_or("no tile cache")?;
    let offset = disk.end;
    disk.file
        .seek(SeekFrom::Start(offset))
        .and_then(|_| disk.file.write_all(tile.bytes()))
        .map_err(|e| {
            format!(
                "the tile cache {} could not be written: {e}",
                disk.path.display()
            )
        })?;
    disk.end += tile.byte_len() as u64;
    state.on_disk += tile.byte_len() as u64;
    Ok(DiskSlot {
        offset,
        width: tile.width(),
        height: tile.height(),
        layout: tile.layout(),
    })
}

fn read_slot(disk: &mut DiskCache, slot: DiskSlot) -> Option<TileImage> {
    let len = (slot.width as usize)
        .checked_mul(slot.height as usize)?
        .checked_mul(slot.layout.channels())?;
    let mut bytes = vec![0u8; len];
    disk.file.seek(SeekFrom::Start(slot.offset)).ok()?;
    disk.file.read_exact(&mut bytes).ok()?;
    TileImage::new(slot.width, slot.height, slot.layout, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn striped(v: u8) -> TileImage {
        let bytes = (0..64 * 64 * 3).map(|i| (i % 7) as u8 ^ v).collect();
        TileImage::new(64, 64, PixelLayout::Rgb, bytes).expect("tile")
    }

    #[test]
    fn tiles_over_the_budget_go_to_disk_and_come_back_the_same() {
        let one = 64 * 64 * 3;
        let bank = TileBank::new(4 * one);
        for i in 0..20u8 {
            bank.put(TileKey::new(0, u32::from(i), 0), striped(i));
        }
        let f = bank.figures();
        assert_eq!(f.tiles, 20);
        assert!(f.in_memory <= 4 * one, "{f:?}");
        assert!(f.on_disk >= 16 * one as u64, "{f:?}");
        for i in 0..20u8 {
            let tile = bank.get(TileKey::new(0, u32::from(i), 0)).expect("held");
            assert_eq!(*tile, striped(i));
            assert!(bank.figures().in_memory <= 4 * one);
        }
        assert!(bank.get(TileKey::new(1, 0, 0)).is_none());
        assert!(bank.disk_problem().is_none());
    }

    #[test]
    fn banks_sharing_a_budget_keep_within_it_together() {
        let one = 64 * 64 * 3;
        let shared = Arc::new(SharedTileBudget::new(6 * one));
        let banks: Vec<TileBank> = (0..3).map(|_| TileBank::new(100 * one)).collect();
        for bank in &banks {
            bank.share_budget(shared.clone());
        }
        for i in 0..30u8 {
            for bank in &banks {
                bank.put(TileKey::new(0, u32::from(i), 0), striped(i));
                // Each bank may hold the tile it is adding beyond the budget.
                assert!(
                    shared.in_memory() <= 6 * one + 3 * one,
                    "{}",
                    shared.in_memory()
                );
            }
        }
        let held: usize = banks.iter().map(|b| b.figures().in_memory).sum();
        assert_eq!(held, shared.in_memory());
        for bank in &banks {
            assert_eq!(*bank.get(TileKey::new(0, 3, 0)).expect("held"), striped(3));
        }
        banks[0].trim_to(0);
        assert_eq!(banks[0].figures().in_memory, 0);
        drop(banks);
        assert_eq!(shared.in_memory(), 0);
    }

    #[test]
    fn a_preview_counts_against_the_shared_budget_and_tiles_make_room() {
        let one = 64 * 64 * 3;
        let shared = Arc::new(SharedTileBudget::new(6 * one));
        let bank = TileBank::new(100 * one);
        bank.share_budget(shared.clone());
        for i in 0..6u8 {
            bank.put(TileKey::new(0, u32::from(i), 0), striped(i));
        }
        // A preview of three tiles' bytes: tiles go to disk to keep within the budget.
        bank.hold_preview(3 * one);
        assert!(shared.in_memory() <= 6 * one, "{}", shared.in_memory());
        assert!(bank.figures().on_disk >= 2 * one as u64);
        // A new preview replaces the old in the count; trimming never drops it.
        bank.hold_preview(2 * one);
        bank.trim_to(0);
        assert_eq!(bank.figures().in_memory, 2 * one);
        assert_eq!(shared.in_memory(), 2 * one);
        assert_eq!(*bank.get(TileKey::new(0, 5, 0)).expect("held"), striped(5));
        drop(bank);
        assert_eq!(shared.in_memory(), 0);
    }

    #[test]
    fn a_tile_of_one_colour_keeps_only_its_colour() {
        let bank = TileBank::new(0);
        let flat = TileImage::filled(512, 300, PixelLayout::GreyAlpha, &[9, 200]).expect("tile");
        bank.put(TileKey::new(2, 1, 1), flat.clone());
        assert_eq!(bank.figures().in_memory, 0);
        assert_eq!(bank.figures().on_disk, 0);
        assert_eq!(*bank.get(TileKey::new(2, 1, 1)).expect("held"), flat);
        assert!(bank.contains(TileKey::new(2, 1, 1)));
    }
}
