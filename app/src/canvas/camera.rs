//! Where the canvas looks: kept between frames and saved with the workbench's settings.

use super::map_point::MapPoint;
use super::projector::Projector;
use egui::{Pos2, Rect, Vec2};
use serde::{Deserialize, Serialize};

/// Closest zoom allowed, in screen points per pace (a pace is then 200 points across).
pub const MAX_POINTS_PER_PACE: f64 = 200.0;
/// Farthest zoom allowed, in screen points per pace (a screen point is 100,000 paces).
pub const MIN_POINTS_PER_PACE: f64 = 1.0e-5;

/// Largest coordinate the camera may look at, in paces (far beyond any map).
pub const MAX_COORDINATE: f64 = 1.0e9;

/// The canvas camera: the map point in the middle of the canvas, the zoom, and which map
/// direction points up.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Camera {
    /// Map point shown at the centre of the canvas.
    pub centre: MapPoint,
    /// Screen points per pace.
    pub points_per_pace: f64,
    /// Map direction shown up the screen, radians clockwise from north (0 = north up).
    pub bearing: f64,
}

impl Default for Camera {
    fn default() -> Self {
        Self {
            centre: MapPoint::default(),
            points_per_pace: 0.25,
            bearing: 0.0,
        }
    }
}

impl Camera {
    /// The projector for this camera on `rect`.
    pub fn projector(&self, rect: Rect) -> Projector {
        Projector::new(rect, self.centre, self.points_per_pace, self.bearing)
    }

    /// Puts back sane values if anything became NaN, infinite or out of range.
    pub fn sanitise(&mut self) {
        if !self.centre.is_finite() {
            self.centre = MapPoint::default();
        }
        self.centre.x = self.centre.x.clamp(-MAX_COORDINATE, MAX_COORDINATE);
        self.centre.y = self.centre.y.clamp(-MAX_COORDINATE, MAX_COORDINATE);
        if !self.points_per_pace.is_finite() || self.points_per_pace <= 0.0 {
            self.points_per_pace = Camera::default().points_per_pace;
        }
        self.points_per_pace = self
            .points_per_pace
            .clamp(MIN_POINTS_PER_PACE, MAX_POINTS_PER_PACE);
        if !self.bearing.is_finite() {
            self.bearing = 0.0;
        }
        self.bearing = self.bearing.rem_euclid(std::f64::consts::TAU);
    }

    /// Moves the view so the map follows a drag of `delta` screen points.
    pub fn pan_by_screen(&mut self, rect: Rect, delta: Vec2) {
        let (dx, dy) = self.projector(rect).screen_vector_to_map(delta);
        self.centre = self.centre.offset(-dx, -dy);
        self.sanitise();
    }

    /// Zooms by `factor` keeping the map point under `anchor` where it is on screen;
    /// `min`/`max` bound the zoom (points per pace).
    pub fn zoom_about(&mut self, rect: Rect, factor: f64, anchor: Pos2, min: f64, max: f64) {
        if !factor.is_finite() || factor <= 0.0 {
            return;
        }
        let before = self.projector(rect).to_map(anchor);
        let (lo, hi) = (
            min.max(MIN_POINTS_PER_PACE),
            max.min(MAX_POINTS_PER_PACE).max(min),
        );
        self.points_per_pace = (self.points_per_pace * factor).clamp(lo, hi);
        let after = self.projector(rect).to_map(anchor);
        self.centre = self.centre.offset(before.x - after.x, before.y - after.y);
        self.sanitise();
    }

    /// Turns the view by `radians` clockwise about the canvas centre.
    pub fn rotate(&mut self, radians: f64) {
        self.bearing += radians;
        self.sanitise();
    }

    /// Shows all of `points` (e.g. a scan's corners) as large as fits in `rect`, with a margin
    /// of `margin` points on each side, keeping the bearing.
    pub fn fit(&mut self, rect: Rect, points: &[MapPoint], margin: f32) {
        let unit = Projector::new(
            Rect::from_center_size(Pos2::ZERO, Vec2::ZERO),
            MapPoint::default(),
            1.0,
            self.bearing,
        );
        let screen: Vec<Pos2> = points.iter().map(|&p| unit.to_screen(p)).collect();
        let Some(bounds) = screen.iter().fold(None::<Rect>, |acc, &p| {
            Some(acc.map_or_else(
                || Rect::from_min_max(p, p),
                |r| r.union(Rect::from_min_max(p, p)),
            ))
        }) else {
            return;
        };
        let avail = (rect.size() - Vec2::splat(2.0 * margin)).max(Vec2::splat(1.0));
        let (w, h) = (f64::from(bounds.width()), f64::from(bounds.height()));
        let zoom_x = if w > 0.0 {
            f64::from(avail.x) / w
        } else {
            f64::INFINITY
        };
        let zoom_y = if h > 0.0 {
            f64::from(avail.y) / h
        } else {
            f64::INFINITY
        };
        let zoom = zoom_x.min(zoom_y);
        if zoom.is_finite() {
            self.points_per_pace = zoom;
        }
        self.centre = unit.to_map(bounds.center());
        self.sanitise();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rect() -> Rect {
        Rect::from_min_size(Pos2::ZERO, Vec2::new(800.0, 600.0))
    }

    #[test]
    fn fit_shows_the_whole_map() {
        let mut c = Camera::default();
        let corners = [
            MapPoint::new(0.0, 0.0),
            MapPoint::new(4000.0, 0.0),
            MapPoint::new(4000.0, 1000.0),
            MapPoint::new(0.0, 1000.0),
        ];
        c.fit(rect(), &corners, 0.0);
        assert!((c.points_per_pace - 0.2).abs() < 1e-9);
        assert!((c.centre.x - 2000.0).abs() < 1e-6 && (c.centre.y - 500.0).abs() < 1e-6);
        let p = c.projector(rect());
        for corner in corners {
            assert!(rect().expand(0.01).contains(p.to_screen(corner)));
        }
    }

    #[test]
    fn zoom_keeps_the_point_under_the_cursor() {
        let mut c = Camera::default();
        let anchor = Pos2::new(100.0, 500.0);
        let before = c.projector(rect()).to_map(anchor);
        c.zoom_about(
            rect(),
            2.0,
            anchor,
            MIN_POINTS_PER_PACE,
            MAX_POINTS_PER_PACE,
        );
        assert_eq!(c.points_per_pace, 0.5);
        let after = c.projector(rect()).to_map(anchor);
        assert!(before.distance(after).paces() < 1e-6);
        c.zoom_about(
            rect(),
            f64::NAN,
            anchor,
            MIN_POINTS_PER_PACE,
            MAX_POINTS_PER_PACE,
        );
        assert_eq!(c.points_per_pace, 0.5);
        c.zoom_about(rect(), 1e9, anchor, 0.1, 4.0);
        assert_eq!(c.points_per_pace, 4.0);
    }

    #[test]
    fn pan_follows_the_drag() {
        let mut c = Camera::default();
        let p0 = c.projector(rect()).to_screen(MapPoint::new(0.0, 0.0));
        c.pan_by_screen(rect(), Vec2::new(40.0, -10.0));
        let p1 = c.projector(rect()).to_screen(MapPoint::new(0.0, 0.0));
        assert!((p1 - p0 - Vec2::new(40.0, -10.0)).length() < 1e-3);
    }

    proptest! {
        #[test]
        fn camera_stays_sane(
            zoom in proptest::num::f64::ANY, bearing in proptest::num::f64::ANY,
            x in proptest::num::f64::ANY, factor in proptest::num::f64::ANY,
            dx in -1e6f32..1e6, dy in -1e6f32..1e6,
        ) {
            let mut c = Camera { centre: MapPoint::new(x, 0.0), points_per_pace: zoom, bearing };
            c.sanitise();
            c.zoom_about(rect(), factor, Pos2::new(10.0, 10.0), MIN_POINTS_PER_PACE, MAX_POINTS_PER_PACE);
            c.pan_by_screen(rect(), Vec2::new(dx, dy));
            c.rotate(bearing);
            prop_assert!(c.centre.is_finite());
            prop_assert!(c.points_per_pace.is_finite() && c.points_per_pace > 0.0);
            prop_assert!(c.bearing.is_finite());
        }
    }
}
