//! What the canvas hands to the workbench: clicks and drags that change the map (sheets,
//! terrain, picked points) rather than the view. The workbench applies them in one place.

use super::map_point::MapPoint;

/// One thing the umpire did on the canvas this frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum CanvasEvent {
    /// A click with a tool that edits the map (sheets, terrain drawing or editing).
    Click {
        /// Where, in the map frame.
        at: MapPoint,
    },
    /// A double-click with such a tool (ends a drawing; adds a corner when editing terrain).
    DoubleClick {
        /// Where, in the map frame.
        at: MapPoint,
    },
    /// A right-click (without a drag) with such a tool (removes a corner when editing terrain).
    SecondaryClick {
        /// Where, in the map frame.
        at: MapPoint,
    },
    /// A point picked for a calibration or an alignment (any tool, while a pick is asked for).
    Pick {
        /// Where, in the map frame.
        at: MapPoint,
    },
    /// A Shift+drag with the sheets tool: move the selected sheet by this many paces.
    SheetDrag {
        /// Paces east.
        dx: f64,
        /// Paces south.
        dy: f64,
    },
    /// A corner handle of the selected feature dragged to a new place.
    HandleDrag {
        /// Which handle (its index in the overlay's list).
        handle: usize,
        /// Where it is now.
        to: MapPoint,
    },
    /// A drag of a sheet or a handle ended.
    DragEnd,
    /// A primary drag with the troops tool began at `at` (on a unit: move it; else a box).
    TroopDragStart {
        /// Where the button went down, map frame.
        at: MapPoint,
        /// Shift, Ctrl or Command held: add to the selection.
        toggle: bool,
    },
    /// The troops-tool drag goes on: the pointer is at `to`.
    TroopDrag {
        /// Where the pointer is, map frame.
        to: MapPoint,
    },
    /// The troops-tool drag ended at `to`.
    TroopDragEnd {
        /// Where the pointer was let go, map frame.
        to: MapPoint,
    },
    /// An arrow key with the sheets tool: nudge the selected sheet one step this way on screen
    /// (a unit vector in the map frame); `big` with Shift held.
    Nudge {
        /// East part of the direction.
        dx: f64,
        /// South part of the direction.
        dy: f64,
        /// Ten steps instead of one.
        big: bool,
    },
}
