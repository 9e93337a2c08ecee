//! Keeping the labels of a briefing's map extract clear of its symbols and of each other.

/// A rectangle on the page, mm.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    /// Whether the two overlap by more than [`Rect::SLACK`] both ways (a label's line has
    /// room to spare below its letters, so a sliver of overlap does no harm).
    pub fn overlaps(&self, o: &Rect) -> bool {
        let across = (self.x + self.w).min(o.x + o.w) - self.x.max(o.x);
        let down = (self.y + self.h).min(o.y + o.h) - self.y.max(o.y);
        across > Self::SLACK && down > Self::SLACK
    }

    /// Overlap that does not count, mm.
    const SLACK: f32 = 0.4;
}

/// What is already drawn in the box, so that labels keep clear of it and of each other.
#[derive(Debug, Default)]
pub(crate) struct Taken(Vec<Rect>);

impl Taken {
    /// Marks `r` as drawn on.
    pub fn reserve(&mut self, r: Rect) {
        self.0.push(r);
    }

    /// Where a `w`×`h` label that wants its top-left corner at (`x`, `y`) goes: the nearest
    /// free place stepping down and up by its height, inside `bounds`; where none is free, the
    /// place it wanted. The place is reserved.
    pub fn place(&mut self, x: f32, y: f32, w: f32, h: f32, bounds: Rect) -> (f32, f32) {
        let clamp = |v: f32, lo: f32, hi: f32| v.max(lo).min(hi.max(lo));
        let x = clamp(x, bounds.x + 0.5, bounds.x + bounds.w - w - 0.5);
        let candidates = (0..12).map(|i: i32| {
            let k = ((i + 1) / 2) as f32 * if i % 2 == 1 { 1.0 } else { -1.0 };
            Rect {
                x,
                y: clamp(y + k * h, bounds.y + 0.5, bounds.y + bounds.h - h - 0.5),
                w,
                h,
            }
        });
        let chosen = candidates
            .clone()
            .find(|r| !self.0.iter().any(|t| t.overlaps(r)))
            .unwrap_or(Rect {
                x,
                y: clamp(y, bounds.y + 0.5, bounds.y + bounds.h - h - 0.5),
                w,
                h,
            });
        self.reserve(chosen);
        (chosen.x, chosen.y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_that_would_sit_on_each_other_are_offset() {
        let bounds = Rect {
            x: 0.0,
            y: 0.0,
            w: 100.0,
            h: 100.0,
        };
        let mut taken = Taken::default();
        let a = taken.place(40.0, 40.0, 20.0, 4.0, bounds);
        let b = taken.place(41.0, 41.0, 20.0, 4.0, bounds);
        let c = taken.place(40.0, 40.0, 20.0, 4.0, bounds);
        let rect = |(x, y): (f32, f32)| Rect {
            x,
            y,
            w: 20.0,
            h: 4.0,
        };
        assert!(!rect(a).overlaps(&rect(b)) && !rect(a).overlaps(&rect(c)));
        assert!(!rect(b).overlaps(&rect(c)));
        let edge = taken.place(95.0, 99.0, 20.0, 4.0, bounds);
        assert!(edge.0 + 20.0 <= 100.0 && edge.1 + 4.0 <= 100.0);
    }
}
