//! The canvas's session-only state: textures, the measurement in progress, the last frame's
//! projector. None of it is saved.

use super::map_point::MapPoint;
use super::projector::Projector;
use super::ruler::Ruler;
use super::texture_cache::TextureCache;
use super::tile_layer::TileDrawStats;

/// Session-only canvas state.
#[derive(Debug, Default)]
pub struct CanvasSession {
    /// Tile textures on the GPU.
    pub textures: TextureCache,
    /// The ruler's points.
    pub ruler: Ruler,
    /// The map point under the mouse, if it is over the canvas.
    pub hover: Option<MapPoint>,
    /// The projector used for the last frame.
    pub projector: Option<Projector>,
    /// Fit the map to the canvas on the next frame (the canvas size is known only then).
    pub fit_pending: bool,
    /// What the last frame's tile drawing did.
    pub last_draw: TileDrawStats,
}

impl CanvasSession {
    /// A session with a texture budget of `texture_budget` bytes.
    pub fn with_texture_budget(texture_budget: usize) -> Self {
        Self {
            textures: TextureCache::new(texture_budget),
            ..Self::default()
        }
    }
}
