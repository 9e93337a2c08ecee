//! The canvas's session-only state: textures, the measurement in progress, the last frame's
//! projector. None of it is saved.

use super::camera::{MAX_POINTS_PER_PACE, MIN_POINTS_PER_PACE};
use super::map_point::MapPoint;
use super::projector::Projector;
use super::ruler::Ruler;
use super::terrain_meshes::TerrainMeshes;
use super::texture_cache::TextureCache;
use super::tile_layer::TileDrawStats;

/// What a primary-button drag in progress is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DragMode {
    /// Moving the view.
    Pan,
    /// Moving the selected sheet (Shift+drag, sheets tool).
    Sheet,
    /// Moving a corner of the selected feature.
    Handle(usize),
    /// Moving a unit or drawing a selection box (troops tool).
    Troops,
}

/// Session-only canvas state.
#[derive(Debug)]
pub struct CanvasSession {
    /// Tile textures on the GPU.
    pub textures: TextureCache,
    /// Terrain areas cut into triangles.
    pub terrain_meshes: TerrainMeshes,
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
    /// The zoom limits of the last frame (points per pace).
    pub zoom_limits: (f64, f64),
    /// The primary-button drag in progress.
    pub drag: Option<DragMode>,
}

impl Default for CanvasSession {
    fn default() -> Self {
        Self {
            textures: TextureCache::default(),
            terrain_meshes: TerrainMeshes::default(),
            ruler: Ruler::default(),
            hover: None,
            projector: None,
            fit_pending: false,
            last_draw: TileDrawStats::default(),
            zoom_limits: (MIN_POINTS_PER_PACE, MAX_POINTS_PER_PACE),
            drag: None,
        }
    }
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
