//! One layer of the map canvas. The canvas paints an ordered list of layers, bottom first:
//! sheets, terrain, the game table's layers, measurement, edits, map furniture. A new rule
//! system adds its own layer to [`crate::canvas::MapView::table`] rather than a special case in
//! the canvas.

use super::map_point::MapPoint;
use super::projector::Projector;
use egui::Painter;

/// What every layer paints with in one frame.
pub struct LayerFrame<'a> {
    /// Clipped to the canvas.
    pub painter: &'a Painter,
    /// Paces ↔ screen for this frame.
    pub projector: &'a Projector,
    /// The map point under the cursor, if the cursor is over the canvas.
    pub hover: Option<MapPoint>,
}

/// One layer of the canvas, painted in its turn. `paint` takes `&mut self` because some
/// layers keep GPU textures or meshes between frames (sheets, terrain) or report what they
/// drew (the sheets' tile statistics).
pub trait CanvasLayer {
    /// Paints the layer for this frame.
    fn paint(&mut self, frame: &LayerFrame<'_>);

    /// The map points "Zoom to fit" must show besides the sheets: for a game table, the
    /// corners of every unit's blocks, wherever they stand. A layer that only decorates the
    /// map has none.
    fn extent(&self) -> Vec<MapPoint> {
        Vec::new()
    }
}
