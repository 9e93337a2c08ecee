//! The ground a briefing's map extract shows, and where it sits on the page: shared by the
//! extract's symbols and its terrain.

use super::map_labels::Rect;
use kriegsspiel::systems::reisswitz_1815::knowledge::SideView;

/// Paces of ground shown beyond the outermost own unit or reported enemy.
pub const MAP_PAD_PACES: f64 = 400.0;
/// The least width and height of ground an extract shows, paces.
pub const MAP_MIN_SPAN_PACES: f64 = 1500.0;

/// A stretch of the map frame, paces east (x) and south (y).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Extent {
    /// Westmost x.
    pub min_x: f64,
    /// Northmost y.
    pub min_y: f64,
    /// Eastmost x.
    pub max_x: f64,
    /// Southmost y.
    pub max_y: f64,
}

impl Extent {
    /// The ground an extract of `view` covers: the bounding box of its placed own units and
    /// its reported enemies, padded by [`MAP_PAD_PACES`] and grown about its middle to at
    /// least [`MAP_MIN_SPAN_PACES`] each way. `None` when the view places nothing.
    pub fn of_view(view: &SideView) -> Option<Extent> {
        let points = view
            .own_units
            .iter()
            .filter_map(|u| u.placement.as_ref().map(|p| p.anchor))
            .chain(view.reported_enemy.iter().map(|r| r.position))
            .filter(|c| c.x.is_finite() && c.y.is_finite());
        let mut extent: Option<Extent> = None;
        for c in points {
            extent = Some(match extent {
                None => Extent {
                    min_x: c.x,
                    min_y: c.y,
                    max_x: c.x,
                    max_y: c.y,
                },
                Some(e) => Extent {
                    min_x: e.min_x.min(c.x),
                    min_y: e.min_y.min(c.y),
                    max_x: e.max_x.max(c.x),
                    max_y: e.max_y.max(c.y),
                },
            });
        }
        extent.map(Extent::padded)
    }

    pub(crate) fn padded(self) -> Extent {
        let grow = |lo: f64, hi: f64| {
            let (lo, hi) = (lo - MAP_PAD_PACES, hi + MAP_PAD_PACES);
            let short = (MAP_MIN_SPAN_PACES - (hi - lo)).max(0.0) / 2.0;
            (lo - short, hi + short)
        };
        let (min_x, max_x) = grow(self.min_x, self.max_x);
        let (min_y, max_y) = grow(self.min_y, self.max_y);
        Extent {
            min_x,
            min_y,
            max_x,
            max_y,
        }
    }

    /// Paces east to west.
    pub fn width(&self) -> f64 {
        self.max_x - self.min_x
    }

    /// Paces north to south.
    pub fn height(&self) -> f64 {
        self.max_y - self.min_y
    }
}

/// The extract's box on the page and the ground it shows.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct MapBox {
    pub left: f32,
    pub top: f32,
    pub width: f32,
    pub height: f32,
    /// The ground shown (as wide as the box, which may be more than asked for).
    pub shown: Extent,
    mm_per_pace: f64,
}

impl MapBox {
    /// A box `width` mm wide and at most `max_height` mm high showing at least `extent`, north
    /// up, at one scale both ways.
    pub(crate) fn fit(extent: Extent, left: f32, top: f32, width: f32, max_height: f32) -> MapBox {
        let mm_per_pace =
            (f64::from(width) / extent.width()).min(f64::from(max_height) / extent.height());
        let across = f64::from(width) / mm_per_pace;
        let middle = (extent.min_x + extent.max_x) / 2.0;
        let shown = Extent {
            min_x: middle - across / 2.0,
            max_x: middle + across / 2.0,
            ..extent
        };
        MapBox {
            left,
            top,
            width,
            height: (extent.height() * mm_per_pace) as f32,
            shown,
            mm_per_pace,
        }
    }

    /// A map point on the page, mm.
    pub fn at(&self, x: f64, y: f64) -> (f32, f32) {
        (
            self.left + ((x - self.shown.min_x) * self.mm_per_pace) as f32,
            self.top + ((y - self.shown.min_y) * self.mm_per_pace) as f32,
        )
    }

    /// `paces` as millimetres on the page.
    pub(crate) fn mm(&self, paces: f64) -> f32 {
        (paces * self.mm_per_pace) as f32
    }

    pub(crate) fn bounds(&self) -> Rect {
        Rect {
            x: self.left,
            y: self.top,
            w: self.width,
            h: self.height,
        }
    }
}
