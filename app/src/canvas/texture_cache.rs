//! GPU textures of map tiles, least recently used first out, within a byte budget. Several
//! sheets share the cache: every entry is keyed by the sheet image's session number too.

use crate::scan::{TileImage, TileKey};
use egui::{Context, TextureHandle, TextureId, TextureOptions};
use std::collections::BTreeMap;

/// Default budget for tile textures: 256 MiB (256 tiles of 512 × 512 RGBA), far more than a
/// 4K screen shows at once across two levels.
pub const DEFAULT_TEXTURE_BUDGET: usize = 256 << 20;

struct CachedTexture {
    handle: TextureHandle,
    bytes: usize,
    last_used: u64,
}

/// Tile textures on the GPU (session-only). Dropping an entry frees its texture.
pub struct TextureCache {
    budget: usize,
    used: usize,
    frame: u64,
    uploads: u64,
    entries: BTreeMap<(u64, TileKey), CachedTexture>,
    previews: BTreeMap<u64, TextureHandle>,
}

impl std::fmt::Debug for TextureCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TextureCache")
            .field("budget", &self.budget)
            .field("used", &self.used)
            .field("tiles", &self.entries.len())
            .field("previews", &self.previews.len())
            .finish()
    }
}

impl Default for TextureCache {
    fn default() -> Self {
        Self::new(DEFAULT_TEXTURE_BUDGET)
    }
}

impl TextureCache {
    /// An empty cache holding at most `budget` bytes of tile textures (the preview is extra).
    pub fn new(budget: usize) -> Self {
        Self {
            budget,
            used: 0,
            frame: 0,
            uploads: 0,
            entries: BTreeMap::new(),
            previews: BTreeMap::new(),
        }
    }

    /// Starts a frame: textures used from now on count as recently used.
    pub fn begin_frame(&mut self) {
        self.frame += 1;
    }

    /// The texture of sheet `uid`'s tile `key` if uploaded, marking it used this frame.
    pub fn get(&mut self, uid: u64, key: TileKey) -> Option<TextureId> {
        let frame = self.frame;
        self.entries.get_mut(&(uid, key)).map(|e| {
            e.last_used = frame;
            e.handle.id()
        })
    }

    /// Whether sheet `uid`'s tile `key` is uploaded (without marking it used).
    pub fn contains(&self, uid: u64, key: TileKey) -> bool {
        self.entries.contains_key(&(uid, key))
    }

    /// Uploads `tile` as the texture of sheet `uid`'s tile `key` and marks it used.
    pub fn upload(&mut self, ctx: &Context, uid: u64, key: TileKey, tile: &TileImage) -> TextureId {
        let handle = ctx.load_texture(
            format!("sheet{uid}-{}", key.texture_name()),
            tile.to_color_image(),
            TextureOptions::LINEAR,
        );
        let id = handle.id();
        let bytes = tile.texture_bytes();
        if let Some(old) = self.entries.insert(
            (uid, key),
            CachedTexture {
                handle,
                bytes,
                last_used: self.frame,
            },
        ) {
            self.used -= old.bytes;
        }
        self.used += bytes;
        self.uploads += 1;
        id
    }

    /// Sheet `uid`'s preview texture, uploading it the first time.
    pub fn preview(&mut self, ctx: &Context, uid: u64, preview: &TileImage) -> TextureId {
        self.previews
            .entry(uid)
            .or_insert_with(|| {
                ctx.load_texture(
                    format!("sheet{uid}-preview"),
                    preview.to_color_image(),
                    TextureOptions::LINEAR,
                )
            })
            .id()
    }

    /// Frees every texture of sheet `uid` (its image was closed or replaced).
    pub fn forget_sheet(&mut self, uid: u64) {
        let keys: Vec<(u64, TileKey)> = self
            .entries
            .range((uid, TileKey::new(0, 0, 0))..)
            .take_while(|(k, _)| k.0 == uid)
            .map(|(k, _)| *k)
            .collect();
        for key in keys {
            if let Some(e) = self.entries.remove(&key) {
                self.used -= e.bytes;
            }
        }
        self.previews.remove(&uid);
    }

    /// Frees least recently used textures not used this frame until within the budget.
    pub fn evict(&mut self) {
        if self.used <= self.budget {
            return;
        }
        let mut candidates: Vec<(u64, (u64, TileKey))> = self
            .entries
            .iter()
            .filter(|(_, e)| e.last_used < self.frame)
            .map(|(k, e)| (e.last_used, *k))
            .collect();
        candidates.sort_unstable();
        for (_, key) in candidates {
            if self.used <= self.budget {
                break;
            }
            if let Some(e) = self.entries.remove(&key) {
                self.used -= e.bytes;
            }
        }
    }

    /// Frees everything (a new map was opened).
    pub fn clear(&mut self) {
        self.entries.clear();
        self.previews.clear();
        self.used = 0;
    }

    /// Tile textures held.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no tile texture is held.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Bytes of tile textures held.
    pub fn used_bytes(&self) -> usize {
        self.used
    }

    /// The budget in bytes.
    pub fn budget(&self) -> usize {
        self.budget
    }

    /// Tile uploads since the cache was made.
    pub fn uploads(&self) -> u64 {
        self.uploads
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::PixelLayout;

    #[test]
    fn least_recently_used_go_first_and_this_frame_stays() {
        let ctx = Context::default();
        let tile = TileImage::filled(16, 16, PixelLayout::Grey, &[9]).expect("tile");
        let mut cache = TextureCache::new(3 * tile.texture_bytes());
        for i in 0..3 {
            cache.begin_frame();
            cache.upload(&ctx, 7, TileKey::new(0, i, 0), &tile);
        }
        cache.begin_frame();
        assert!(cache.get(7, TileKey::new(0, 0, 0)).is_some()); // oldest, but used again now
        cache.upload(&ctx, 7, TileKey::new(0, 3, 0), &tile);
        cache.evict();
        assert_eq!(cache.len(), 3);
        assert!(cache.contains(7, TileKey::new(0, 0, 0)));
        assert!(
            !cache.contains(7, TileKey::new(0, 1, 0)),
            "least recently used is freed"
        );
        assert!(cache.used_bytes() <= cache.budget());
        // Everything used in one frame stays even over budget.
        cache.begin_frame();
        for i in 10..15 {
            cache.upload(&ctx, 7, TileKey::new(0, i, 0), &tile);
        }
        cache.evict();
        assert!(
            cache.contains(7, TileKey::new(0, 14, 0)) && cache.contains(7, TileKey::new(0, 10, 0))
        );
        // Another sheet's tile with the same key is a different texture.
        assert!(!cache.contains(8, TileKey::new(0, 14, 0)));
        cache.upload(&ctx, 8, TileKey::new(0, 14, 0), &tile);
        cache.forget_sheet(7);
        assert_eq!(cache.len(), 1);
        assert!(cache.contains(8, TileKey::new(0, 14, 0)));
        cache.clear();
        assert!(cache.is_empty() && cache.used_bytes() == 0);
    }
}
