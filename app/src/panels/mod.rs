//! The side and status panels around the canvas, and the messages over it.
//!
//! | file | job |
//! |---|---|
//! | `status_bar` | the status bar and the loading bar |
//! | `side_panel_frame` | the side panel's frame, whose width no page changes |
//! | `tool_panel` | the measuring tools' page |
//! | `sheets_panel` | the sheets' page: placement and calibration |
//! | `terrain_panel` | the terrain page: features, drawing, ground readout |
//! | `notifications` | messages shown for a while over the canvas |
//! | `panel_forms` | the panels' typed-in fields, kept between frames |
//! | `ground_readout` | the ground under a point or along a path, in words |

pub mod ground_readout;
pub mod notifications;
pub mod panel_forms;
pub mod sheets_panel;
pub mod side_panel_frame;
pub mod status_bar;
pub mod terrain_panel;
pub mod tool_panel;

pub use notifications::Notifications;
