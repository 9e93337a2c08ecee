//! A plain RGB canvas drawn at several times the final size and averaged down, which smooths
//! the edges of every line, area and letter.

use super::font;

/// An RGB colour.
pub type Rgb = [u8; 3];

/// The drawing surface, in supersampled pixels.
pub struct Canvas {
    width: usize,
    height: usize,
    pixels: Vec<Rgb>,
}

impl Canvas {
    /// A canvas of `width` × `height` supersampled pixels filled with `paper`.
    pub fn new(width: usize, height: usize, paper: Rgb) -> Self {
        Self {
            width,
            height,
            pixels: vec![paper; width * height],
        }
    }

    fn put(&mut self, x: i64, y: i64, colour: Rgb) {
        if x >= 0 && y >= 0 && (x as usize) < self.width && (y as usize) < self.height {
            self.pixels[y as usize * self.width + x as usize] = colour;
        }
    }

    fn blend(&mut self, x: i64, y: i64, colour: Rgb, alpha: f64) {
        if x >= 0 && y >= 0 && (x as usize) < self.width && (y as usize) < self.height {
            let p = &mut self.pixels[y as usize * self.width + x as usize];
            for (old, new) in p.iter_mut().zip(colour) {
                *old = (f64::from(*old) * (1.0 - alpha) + f64::from(new) * alpha).round() as u8;
            }
        }
    }

    /// Fills the area inside `rings` (outer rings and holes alike, even-odd rule).
    pub fn fill(&mut self, rings: &[Vec<(f64, f64)>], colour: Rgb) {
        self.fill_alpha(rings, colour, 1.0);
    }

    /// Fills the area inside `rings`, laying `colour` over what is there with opacity `alpha`.
    pub fn fill_alpha(&mut self, rings: &[Vec<(f64, f64)>], colour: Rgb, alpha: f64) {
        let ys = rings.iter().flatten().map(|p| p.1);
        let (top, bottom) = ys.fold((f64::MAX, f64::MIN), |(lo, hi), y| (lo.min(y), hi.max(y)));
        if top > bottom {
            return;
        }
        let first = top.floor().max(0.0) as i64;
        let last = bottom.ceil().min(self.height as f64) as i64;
        let mut xs: Vec<f64> = Vec::new();
        for row in first..last {
            let y = row as f64 + 0.5;
            xs.clear();
            for ring in rings {
                for i in 0..ring.len() {
                    let (a, b) = (ring[i], ring[(i + 1) % ring.len()]);
                    if (a.1 <= y) != (b.1 <= y) {
                        xs.push(a.0 + (y - a.1) / (b.1 - a.1) * (b.0 - a.0));
                    }
                }
            }
            xs.sort_by(f64::total_cmp);
            for pair in xs.chunks(2) {
                if let [from, to] = pair {
                    let start = (from - 0.5).ceil().max(0.0) as i64;
                    let end = (to - 0.5).floor().min(self.width as f64 - 1.0) as i64;
                    for x in start..=end {
                        self.blend(x, row, colour, alpha);
                    }
                }
            }
        }
    }

    /// A filled disc.
    pub fn disc(&mut self, cx: f64, cy: f64, r: f64, colour: Rgb) {
        self.segment((cx, cy), (cx, cy), r * 2.0, colour);
    }

    /// A thick straight stroke with round ends.
    pub fn segment(&mut self, a: (f64, f64), b: (f64, f64), width: f64, colour: Rgb) {
        let r = width / 2.0;
        let x0 = (a.0.min(b.0) - r).floor().max(0.0) as i64;
        let x1 = (a.0.max(b.0) + r).ceil().min(self.width as f64) as i64;
        let y0 = (a.1.min(b.1) - r).floor().max(0.0) as i64;
        let y1 = (a.1.max(b.1) + r).ceil().min(self.height as f64) as i64;
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let length_squared = dx * dx + dy * dy;
        for y in y0..y1 {
            for x in x0..x1 {
                let (px, py) = (x as f64 + 0.5, y as f64 + 0.5);
                let t = if length_squared > 0.0 {
                    (((px - a.0) * dx + (py - a.1) * dy) / length_squared).clamp(0.0, 1.0)
                } else {
                    0.0
                };
                let (nx, ny) = (a.0 + t * dx - px, a.1 + t * dy - py);
                if nx * nx + ny * ny <= r * r {
                    self.put(x, y, colour);
                }
            }
        }
    }

    /// A thick polyline with round joins.
    pub fn stroke(&mut self, points: &[(f64, f64)], width: f64, colour: Rgb) {
        for pair in points.windows(2) {
            self.segment(pair[0], pair[1], width, colour);
        }
    }

    /// A dashed polyline: `dash` inked, `gap` blank, measured along the line.
    pub fn dashed(&mut self, points: &[(f64, f64)], width: f64, dash: f64, gap: f64, colour: Rgb) {
        let mut phase = 0.0;
        for pair in points.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let length = (b.0 - a.0).hypot(b.1 - a.1);
            let mut s = 0.0;
            while s < length {
                let in_dash = phase < dash;
                let left = if in_dash {
                    dash - phase
                } else {
                    dash + gap - phase
                };
                let step = left.min(length - s);
                if in_dash {
                    let p = |u: f64| {
                        (
                            a.0 + (b.0 - a.0) * u / length,
                            a.1 + (b.1 - a.1) * u / length,
                        )
                    };
                    self.segment(p(s), p(s + step), width, colour);
                }
                s += step;
                phase = (phase + step) % (dash + gap);
            }
        }
    }

    /// Writes `text` with its top-left corner at `(x, y)`; each font pixel is `cell` canvas
    /// pixels square. A `halo` colour clears the ground behind the letters first.
    pub fn text(&mut self, x: f64, y: f64, text: &str, cell: f64, colour: Rgb, halo: Option<Rgb>) {
        if let Some(halo) = halo {
            for (ox, oy) in [
                (-1.0, 0.0),
                (1.0, 0.0),
                (0.0, -1.0),
                (0.0, 1.0),
                (-1.0, -1.0),
                (1.0, 1.0),
                (-1.0, 1.0),
                (1.0, -1.0),
            ] {
                self.letters(x + ox * cell, y + oy * cell, text, cell, halo);
            }
        }
        self.letters(x, y, text, cell, colour);
    }

    fn letters(&mut self, x: f64, y: f64, text: &str, cell: f64, colour: Rgb) {
        for (i, c) in text.chars().enumerate() {
            let Some(rows) = font::glyph(c) else { continue };
            let left = x + (i * 6) as f64 * cell;
            for (row, bits) in rows.iter().enumerate() {
                for (col, bit) in bits.chars().enumerate() {
                    if bit == '#' {
                        let (px, py) = (left + col as f64 * cell, y + row as f64 * cell);
                        let square = vec![
                            (px, py),
                            (px + cell, py),
                            (px + cell, py + cell),
                            (px, py + cell),
                        ];
                        self.fill(&[square], colour);
                    }
                }
            }
        }
    }

    /// Writes `text` centred on `(cx, cy)`.
    pub fn text_centred(
        &mut self,
        cx: f64,
        cy: f64,
        text: &str,
        cell: f64,
        colour: Rgb,
        halo: Option<Rgb>,
    ) {
        let width = font::text_cells(text) as f64 * cell - cell;
        self.text(cx - width / 2.0, cy - 3.5 * cell, text, cell, colour, halo);
    }

    /// Averages each `factor` × `factor` block into one pixel of the final image.
    pub fn downsample(&self, factor: usize) -> image::RgbImage {
        let (w, h) = (self.width / factor, self.height / factor);
        let n = (factor * factor) as u32;
        image::RgbImage::from_fn(w as u32, h as u32, |x, y| {
            let mut sum = [0_u32; 3];
            for dy in 0..factor {
                for dx in 0..factor {
                    let p = self.pixels
                        [(y as usize * factor + dy) * self.width + x as usize * factor + dx];
                    for (s, v) in sum.iter_mut().zip(p) {
                        *s += u32::from(v);
                    }
                }
            }
            image::Rgb(sum.map(|s| ((s + n / 2) / n) as u8))
        })
    }
}
