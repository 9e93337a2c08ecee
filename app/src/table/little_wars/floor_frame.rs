//! The floor's frame for one drawing: where the table's corner lies on screen and how many
//! screen points make an inch.

use egui::{Pos2, vec2};
use kriegsspiel::systems::little_wars::units::TablePoint;

/// Inches to screen and back for one frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FloorFrame {
    /// The table's top-left corner on screen.
    pub origin: Pos2,
    /// Screen points per inch.
    pub scale: f32,
}

impl FloorFrame {
    /// The screen point of a table point.
    pub fn to_screen(&self, p: TablePoint) -> Pos2 {
        self.origin + vec2(p.x as f32, p.y as f32) * self.scale
    }

    /// The table point under a screen point.
    pub fn to_table(&self, p: Pos2) -> TablePoint {
        let v = (p - self.origin) / self.scale;
        TablePoint::new(f64::from(v.x), f64::from(v.y))
    }
}
