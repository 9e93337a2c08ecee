//! The paper sizes the record sheets are laid out for.

use std::fmt;

/// Millimetres in one PDF point (1/72 inch).
pub const MM_PER_POINT: f32 = 25.4 / 72.0;

/// A paper size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    A4,
    /// US Letter, 8½ × 11 inches (215.9 × 279.4 mm).
    Letter,
}

impl Paper {
    /// Both sizes.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Width and height in millimetres, portrait.
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    /// Width and height in PDF points, portrait.
    pub fn size_points(self) -> (f32, f32) {
        let (w, h) = self.size_mm();
        (w / MM_PER_POINT, h / MM_PER_POINT)
    }

    /// The stable id (`a4`, `letter`).
    pub fn id(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }
}

impl fmt::Display for Paper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Paper::A4 => "A4 (210 × 297 mm)",
            Paper::Letter => "US Letter (8.5 × 11 in)",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_in_points() {
        let (w, h) = Paper::A4.size_points();
        assert!((w - 595.28).abs() < 0.01 && (h - 841.89).abs() < 0.01);
        assert_eq!(Paper::Letter.size_points(), (612.0, 792.0));
    }
}
