//! The printable area of a page.

use super::paper::Paper;

/// Margin on every side of the page, mm.
pub const MARGIN_MM: f32 = 12.0;

/// The part of a page inside the margins, in millimetres from the top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    /// Left edge.
    pub left: f32,
    /// Top edge.
    pub top: f32,
    /// Width.
    pub width: f32,
    /// Bottom edge.
    pub bottom: f32,
}

impl Frame {
    /// The area inside the margins of `paper`.
    pub fn for_paper(paper: Paper) -> Frame {
        let (w, h) = paper.size_mm();
        Frame {
            left: MARGIN_MM,
            top: MARGIN_MM,
            width: w - 2.0 * MARGIN_MM,
            bottom: h - MARGIN_MM,
        }
    }

    /// Right edge.
    pub fn right(&self) -> f32 {
        self.left + self.width
    }
}
