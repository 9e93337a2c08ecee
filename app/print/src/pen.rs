//! Drawing on a PDF page in millimetres from the top-left corner: text in the sheet's font,
//! rectangles, lines and pins.

use super::paper::MM_PER_POINT;
use super::print_error::PrintError;
use super::typeface::Typefaces;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::num::NormalizedF32;
use krilla::paint::{Fill, FillRule, Stroke, StrokeDash};
use krilla::surface::Surface;
use krilla::text::TextDirection;

/// A colour of ink.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ink(pub u8, pub u8, pub u8);

impl Ink {
    /// Text and box lines.
    pub const BLACK: Ink = Ink(0, 0, 0);
    /// Box numbers and notes.
    pub const GREY: Ink = Ink(90, 90, 90);
    /// Shading of headings and alternate rows.
    pub const SHADE: Ink = Ink(235, 235, 235);
    /// The red side's pins and text.
    pub const RED: Ink = Ink(200, 0, 0);
    /// The blue side's pins and text.
    pub const BLUE: Ink = Ink(0, 60, 200);

    fn colour(self) -> rgb::Color {
        rgb::Color::new(self.0, self.1, self.2)
    }

    fn fill(self) -> Fill {
        Fill {
            paint: self.colour().into(),
            opacity: NormalizedF32::ONE,
            rule: FillRule::NonZero,
        }
    }

    fn stroke(self, width_mm: f32) -> Stroke {
        Stroke {
            paint: self.colour().into(),
            width: pt(width_mm),
            ..Stroke::default()
        }
    }
}

/// Where a text stands relative to its x.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// x is the left end.
    Left,
    /// x is the right end.
    Right,
}

/// Millimetres to points.
fn pt(mm: f32) -> f32 {
    mm / MM_PER_POINT
}

/// Draws in millimetres with the sheet's typefaces (a character Ubuntu Light lacks in DejaVu
/// Sans).
pub struct Pen {
    faces: Typefaces,
}

impl Pen {
    /// A pen with the sheet's typefaces.
    pub fn new() -> Result<Self, PrintError> {
        Ok(Pen {
            faces: Typefaces::new()?,
        })
    }

    /// Width of `text` at `size` points, in millimetres (advances without kerning).
    pub fn width_mm(&self, text: &str, size: f32) -> f32 {
        let ems: f32 = text.chars().map(|c| self.faces.advance_em(c)).sum();
        ems * size * MM_PER_POINT
    }

    /// Whether the typefaces have a glyph for every character of `text`.
    #[cfg(test)]
    pub fn covers(&self, text: &str) -> bool {
        text.chars().all(|c| self.faces.covers(c))
    }

    /// Writes one line of text with its baseline at `y`.
    #[allow(clippy::too_many_arguments)]
    pub fn text(
        &self,
        s: &mut Surface<'_>,
        x: f32,
        y: f32,
        size: f32,
        text: &str,
        ink: Ink,
        align: Align,
    ) {
        if text.is_empty() {
            return;
        }
        let left = match align {
            Align::Left => x,
            Align::Right => x - self.width_mm(text, size),
        };
        s.set_stroke(None);
        s.set_fill(Some(ink.fill()));
        let mut x = left;
        for (font, run) in self.faces.runs(text) {
            s.draw_text(
                Point::from_xy(pt(x), pt(y)),
                font.clone(),
                size,
                run,
                false,
                TextDirection::LeftToRight,
            );
            x += self.width_mm(run, size);
        }
    }

    /// `text` cut to fit `width` millimetres, with "…" where it was cut.
    pub fn fit(&self, text: &str, size: f32, width: f32) -> String {
        if self.width_mm(text, size) <= width {
            return text.to_string();
        }
        let mut cut: String = text.to_string();
        while !cut.is_empty() && self.width_mm(&format!("{cut}…"), size) > width {
            cut.pop();
        }
        format!("{}…", cut.trim_end())
    }

    /// `text` broken into lines no wider than `width` millimetres, at spaces where it can be.
    pub fn wrap(&self, text: &str, size: f32, width: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if line.is_empty() || self.width_mm(&candidate, size) <= width {
                line = candidate;
            } else {
                lines.push(std::mem::take(&mut line));
                line = word.to_string();
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
            .into_iter()
            .map(|l| self.fit(&l, size, width))
            .collect()
    }

    /// A rectangle, filled and/or outlined (outline width in millimetres).
    #[allow(clippy::too_many_arguments)]
    pub fn rect(
        &self,
        s: &mut Surface<'_>,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        fill: Option<Ink>,
        outline: Option<(Ink, f32)>,
    ) {
        let Some(rect) = Rect::from_xywh(pt(x), pt(y), pt(w), pt(h)) else {
            return;
        };
        let mut pb = PathBuilder::new();
        pb.push_rect(rect);
        if let Some(path) = pb.finish() {
            s.set_fill(fill.map(Ink::fill));
            s.set_stroke(outline.map(|(ink, width)| ink.stroke(width)));
            s.draw_path(&path);
        }
    }

    /// A straight line (width in millimetres).
    #[allow(clippy::too_many_arguments)]
    pub fn line(
        &self,
        s: &mut Surface<'_>,
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        ink: Ink,
        width: f32,
    ) {
        let mut pb = PathBuilder::new();
        pb.move_to(pt(x1), pt(y1));
        pb.line_to(pt(x2), pt(y2));
        if let Some(path) = pb.finish() {
            s.set_fill(None);
            s.set_stroke(Some(ink.stroke(width)));
            s.draw_path(&path);
        }
    }

    /// A path through `points` (millimetres), closed when `closed`, filled and/or outlined
    /// (outline width in millimetres). Fewer than two points draw nothing.
    pub fn polygon(
        &self,
        s: &mut Surface<'_>,
        points: &[(f32, f32)],
        closed: bool,
        fill: Option<Ink>,
        outline: Option<(Ink, f32)>,
    ) {
        if points.len() < 2 {
            return;
        }
        let mut pb = PathBuilder::new();
        let mut rest = points.iter();
        let Some(&(x0, y0)) = rest.next() else {
            return;
        };
        pb.move_to(pt(x0), pt(y0));
        for &(x, y) in rest {
            pb.line_to(pt(x), pt(y));
        }
        if closed {
            pb.close();
        }
        if let Some(path) = pb.finish() {
            s.set_fill(fill.map(Ink::fill));
            s.set_stroke(outline.map(|(ink, width)| ink.stroke(width)));
            s.draw_path(&path);
        }
    }

    /// A circle outlined with a dashed line (radius, width and dash in millimetres).
    #[allow(clippy::too_many_arguments)]
    pub fn dashed_circle(
        &self,
        s: &mut Surface<'_>,
        cx: f32,
        cy: f32,
        r: f32,
        ink: Ink,
        width: f32,
        dash: f32,
    ) {
        if let Some(path) = circle_path(cx, cy, r) {
            let mut stroke = ink.stroke(width);
            stroke.dash = Some(StrokeDash {
                array: vec![pt(dash), pt(dash * 0.7)],
                offset: 0.0,
            });
            s.set_fill(None);
            s.set_stroke(Some(stroke));
            s.draw_path(&path);
        }
    }

    /// Keeps what is drawn next inside the rectangle, until `s.pop()`. Returns whether it did
    /// (a degenerate rectangle clips nothing and needs no pop).
    pub fn push_clip(&self, s: &mut Surface<'_>, x: f32, y: f32, w: f32, h: f32) -> bool {
        let Some(rect) = Rect::from_xywh(pt(x), pt(y), pt(w), pt(h)) else {
            return false;
        };
        let mut pb = PathBuilder::new();
        pb.push_rect(rect);
        match pb.finish() {
            Some(path) => {
                s.push_clip_path(&path, &FillRule::NonZero);
                true
            }
            None => false,
        }
    }

    /// A pin: a filled circle with a thin dark rim.
    pub fn pin(&self, s: &mut Surface<'_>, cx: f32, cy: f32, r: f32, ink: Ink) {
        if let Some(path) = circle_path(cx, cy, r) {
            s.set_fill(Some(ink.fill()));
            s.set_stroke(Some(Ink::BLACK.stroke(0.15)));
            s.draw_path(&path);
        }
    }
}

/// A circle about (`cx`, `cy`) of radius `r`, millimetres: four cubic arcs (0.5523 puts the
/// control points for a quarter circle).
fn circle_path(cx: f32, cy: f32, r: f32) -> Option<krilla::geom::Path> {
    let (cx, cy, r) = (pt(cx), pt(cy), pt(r));
    let k = 0.552_284_8 * r;
    let mut pb = PathBuilder::new();
    pb.move_to(cx + r, cy);
    pb.cubic_to(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
    pb.cubic_to(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
    pb.cubic_to(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
    pb.cubic_to(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
    pb.close();
    pb.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_font_has_every_character_the_sheet_prints() {
        let pen = Pen::new().unwrap();
        assert!(pen.covers("⅚ ½ — – × ≤ · … ‘ ’ “ ” → ⌈ ⌉ ▸ 0123456789 AZaz"));
        assert!(pen.width_mm("WWW", 10.0) > pen.width_mm("iii", 10.0));
    }

    #[test]
    fn wrapping_and_fitting_stay_inside_the_width() {
        let pen = Pen::new().unwrap();
        let text = "exchange a half-battalion block of the unit that took most of the hits for the ⅚ exchange piece";
        let lines = pen.wrap(text, 7.0, 40.0);
        assert!(lines.len() >= 2);
        for l in &lines {
            assert!(pen.width_mm(l, 7.0) <= 40.0, "{l}");
        }
        assert_eq!(lines.join(" "), text);
        let cut = pen.fit("Supercalifragilistic", 7.0, 10.0);
        assert!(
            cut.ends_with('…') && pen.width_mm(&cut, 7.0) <= 10.0,
            "{cut}"
        );
    }
}
