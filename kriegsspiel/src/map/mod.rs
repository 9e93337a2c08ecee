//! The map frame: ground measured in paces, scanned sheets placed on it through their
//! calibration, and the terrain layer the umpire draws.
//!
//! - [`Calibration`] — paces per pixel of a sheet, from scale and dpi, two points and a true
//!   distance, or the sheet's scale bar, with an error estimate; one from a stated scale and
//!   dpi is only assumed until a [`DistanceCheck`] against a known distance confirms it.
//! - [`Sheet`] — a scanned sheet: image, calibration and placement (a [`Similarity`]) in the
//!   map frame; aligning a sheet to its neighbour from two matching points.
//! - [`TerrainLayer`] — features ([`TerrainFeature`] of a [`FeatureKind`]) in paces with an
//!   R-tree: the ground at a point ([`GroundAt`]), features near a point, and the ground a path
//!   crosses with lengths ([`PathGround`]).
//! - [`MapDocument`] — the map file (versioned JSON) with atomic saves, autosave and recovery;
//!   [`check_image_dimensions`] and [`sniff_image_format`] for the app to call before decoding.
//!
//! The map frame has x to the east (right) and y to the south (down), in paces, the same
//! handedness as a sheet's pixels.

mod calibration;
mod calibration_limits;
mod distance_check;
mod feature_kind;
mod ground_at;
mod image_check;
mod length_unit;
mod map_document;
mod map_file_error;
mod path_ground;
mod plane;
mod sheet;
mod similarity;
mod terrain_feature;
mod terrain_layer;

pub use calibration::{Calibration, CalibrationAccuracy, CalibrationMethod};
pub use calibration_limits::{
    CLICK_ERROR_PIXELS, DPI_ROUNDING, MAX_PACES_PER_PIXEL, MAX_PIXEL_COORDINATE,
    MIN_CALIBRATION_SPAN_PIXELS, MIN_PACES_PER_PIXEL, PAPER_SHRINKAGE,
};
pub use distance_check::DistanceCheck;
pub use feature_kind::{FeatureKind, FeatureShape, LineRole};
pub use ground_at::{GroundAt, NearbyFeature};
pub use image_check::{
    ImageFormat, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, check_image_dimensions, sniff_image_format,
};
pub use length_unit::LengthUnit;
pub use map_document::{
    MAP_FILE_EXTENSION, MAP_FORMAT_VERSION, MAX_MAP_FILE_BYTES, MapDocument, Recovery,
};
pub use map_file_error::MapFileError;
pub use path_ground::{GroundStretch, LineCrossing, PathGround};
pub use sheet::{Alignment, MAX_MAP_COORDINATE, Sheet};
pub use similarity::{PointPair, Similarity};
pub use terrain_feature::{
    FeatureGeometry, FeatureId, MAX_FEATURE_VERTICES, MAX_LINE_WIDTH, TerrainFeature,
};
pub use terrain_layer::{MAX_PATH_BREAKPOINTS, MAX_PATH_VERTICES, TerrainLayer};
