//! The open map (session-only): the engine's map document with its file, each sheet's picture
//! and the scans being loaded for it. The workbench changes it; the panels read it.
//!
//! | file | job |
//! |---|---|
//! | `open_map` | [`OpenMap`]: the document, its file, the sheets' pictures, the selection, unsaved changes |
//! | `sheet_image` | one sheet's picture: its image file, tiles so far, the loader, or why there is none |
//! | `sheet_loads` | what a map's sheets share: one decoding at a time, one budget of tiles in memory |
//! | `map_loading` | a scan being opened as a new map or a new sheet, and what to go back to |
//! | `relative_path` | how a map file names its images, relative to its folder |

pub mod map_loading;
pub mod open_map;
pub mod relative_path;
pub mod sheet_image;
pub mod sheet_loads;

pub use open_map::OpenMap;
