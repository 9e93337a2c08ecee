//! The map canvas: a widget drawn every frame over a persistent camera, with a projector
//! between map paces and screen points, the scan drawn from its tile pyramid, and the
//! measuring tools.
//!
//! | file | job |
//! |---|---|
//! | `map_point`, `map_frame` | paces, and the adapter scan pixels ↔ paces (to be pointed at `kriegsspiel::map`) |
//! | `camera`, `projector` | the saved view, and paces ↔ screen for one frame |
//! | `map_canvas` | input handling and drawing order |
//! | `tile_layer`, `texture_cache` | level choice, visible tiles, fallbacks, GPU LRU |
//! | `ruler`, `range_circle`, `measure_overlay`, `distance_text` | measuring |
//! | `scale_bar`, `north_arrow` | map furniture |
//! | `range_band_hook` | HOOK(fire-calculator) |

pub mod camera;
pub mod canvas_session;
pub mod canvas_settings;
pub mod distance_text;
pub mod map_canvas;
pub mod map_frame;
pub mod map_point;
pub mod measure_overlay;
pub mod north_arrow;
pub mod projector;
pub mod range_band_hook;
pub mod range_circle;
pub mod ruler;
pub mod scale_bar;
pub mod texture_cache;
pub mod tile_layer;
pub mod tool;

pub use camera::Camera;
pub use canvas_session::CanvasSession;
pub use canvas_settings::CanvasSettings;
pub use map_canvas::{CANVAS_LABEL, MapView, show_map_canvas};
pub use map_frame::MapFrame;
pub use map_point::MapPoint;
pub use projector::Projector;
pub use range_band_hook::{NoRangeBands, RangeBandLookup};
pub use range_circle::{CIRCLE_PRESETS, RangeCircle};
pub use ruler::Ruler;
pub use texture_cache::TextureCache;
pub use tool::Tool;
