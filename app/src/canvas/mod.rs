//! The map canvas: a widget drawn every frame over a persistent camera, with a projector
//! between map paces and screen points. It paints an ordered list of [`CanvasLayer`]s: each
//! sheet from its tile pyramid through its own placement, the terrain layer over them, the game
//! table's layers (troops), the measuring tools, the editing overlay and the map furniture.
//!
//! The map frame is the engine's (`kriegsspiel::map`): paces, x east, y south, north up the
//! screen when the view's bearing is 0.
//!
//! | file | job |
//! |---|---|
//! | `map_point` | a point in paces (x east, y south) |
//! | `camera`, `projector` | the saved view, and paces ↔ screen for one frame |
//! | `map_canvas`, `canvas_event` | input handling, the layers' order, events for the workbench |
//! | `canvas_layer` | the [`CanvasLayer`] trait every layer implements |
//! | `sheet_layer`, `tile_layer`, `texture_cache` | the sheets layer, level choice, visible tiles, GPU LRU |
//! | `terrain_overlay`, `terrain_meshes`, `terrain_style` | the terrain layer, its meshes and its colour key |
//! | `edit_overlay` | the edits layer: drawing in progress, corner handles, picked points, prompts |
//! | `ruler`, `range_circle`, `measure_overlay` | measuring, and the measurement layer |
//! | `scale_bar`, `north_arrow` | map furniture (the last layer) |
//! | `range_band_hook`, `fire_range_bands` | range bands for a weapon (the fire calculator) |

pub mod camera;
pub mod canvas_event;
pub mod canvas_layer;
pub mod canvas_session;
pub mod canvas_settings;
pub mod edit_overlay;
pub mod fire_range_bands;
pub mod map_canvas;
pub mod map_point;
pub mod measure_overlay;
pub mod north_arrow;
pub mod projector;
pub mod range_band_hook;
pub mod range_circle;
pub mod ruler;
pub mod scale_bar;
pub mod sheet_layer;
pub mod terrain_meshes;
pub mod terrain_overlay;
pub mod terrain_style;
pub mod texture_cache;
pub mod tile_layer;
pub mod tool;

pub use camera::Camera;
pub use canvas_event::CanvasEvent;
pub use canvas_layer::{CanvasLayer, LayerFrame};
pub use canvas_session::CanvasSession;
pub use canvas_settings::CanvasSettings;
pub use edit_overlay::{EditLayer, EditOverlay};
pub use fire_range_bands::FireRangeBands;
pub use map_canvas::{CANVAS_LABEL, CanvasOutput, MapView, show_map_canvas};
pub use map_point::MapPoint;
pub use measure_overlay::MeasureLayer;
pub use projector::Projector;
pub use range_band_hook::{NoRangeBands, RangeBandLookup};
pub use range_circle::{CIRCLE_PRESETS, RangeCircle};
pub use ruler::Ruler;
pub use scale_bar::FurnitureLayer;
pub use sheet_layer::{SheetView, SheetsLayer};
pub use terrain_overlay::{TerrainOverlay, TerrainView};
pub use texture_cache::TextureCache;
pub use tool::Tool;
