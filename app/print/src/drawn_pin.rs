//! Where a pin was drawn, so a front end or a test can find it on the page.

use kriegsspiel::systems::reisswitz_1815::casualty_board::Side;
use kriegsspiel::systems::reisswitz_1815::ruleset::Formation;

/// A pin drawn on a page, in millimetres from the page's top-left corner.
#[derive(Debug, Clone, PartialEq)]
pub struct DrawnPin {
    /// The page, counted from 1.
    pub page: usize,
    /// Whose pin.
    pub side: Side,
    /// The track it stands on.
    pub formation: Formation,
    /// The unit, for a pin on a unit's own row.
    pub unit: Option<String>,
    /// Centre, across.
    pub x_mm: f32,
    /// Centre, down.
    pub y_mm: f32,
    /// Radius.
    pub radius_mm: f32,
}
