//! Between map paces and screen points, for one frame of drawing.

use super::map_point::MapPoint;
use egui::{Pos2, Rect, Vec2};

/// The camera applied to a canvas rectangle: maps paces to screen points and back.
///
/// The camera's centre lands on the rectangle's centre; map distances are multiplied by
/// `points_per_pace`; the map is turned so that the map direction `bearing` (clockwise from
/// north) points up the screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Projector {
    rect: Rect,
    centre: MapPoint,
    points_per_pace: f64,
    sin: f64,
    cos: f64,
}

impl Projector {
    /// A projector for `rect` looking at `centre` with the given zoom and bearing (radians).
    pub fn new(rect: Rect, centre: MapPoint, points_per_pace: f64, bearing: f64) -> Self {
        let (sin, cos) = bearing.sin_cos();
        Self {
            rect,
            centre,
            points_per_pace,
            sin,
            cos,
        }
    }

    /// The screen rectangle.
    pub fn rect(&self) -> Rect {
        self.rect
    }

    /// Screen points per pace.
    pub fn points_per_pace(&self) -> f64 {
        self.points_per_pace
    }

    /// The map point in the middle of the rectangle.
    pub fn centre(&self) -> MapPoint {
        self.centre
    }

    /// Where map point `p` appears on screen.
    pub fn to_screen(&self, p: MapPoint) -> Pos2 {
        let v = self.map_vector_to_screen(p.x - self.centre.x, p.y - self.centre.y);
        self.rect.center() + v
    }

    /// The map point under screen position `pos`.
    pub fn to_map(&self, pos: Pos2) -> MapPoint {
        let (dx, dy) = self.screen_vector_to_map(pos - self.rect.center());
        self.centre.offset(dx, dy)
    }

    /// A map displacement (paces east, paces south) as a screen vector. North-up (bearing 0),
    /// east is right and south is down the screen; a bearing turns the map so that direction
    /// points up.
    pub fn map_vector_to_screen(&self, dx: f64, dy: f64) -> Vec2 {
        let sx = self.cos * dx + self.sin * dy;
        let sy = -self.sin * dx + self.cos * dy;
        Vec2::new(
            (sx * self.points_per_pace) as f32,
            (sy * self.points_per_pace) as f32,
        )
    }

    /// A screen displacement as a map displacement (paces east, paces south).
    pub fn screen_vector_to_map(&self, v: Vec2) -> (f64, f64) {
        let sx = f64::from(v.x) / self.points_per_pace;
        let sy = f64::from(v.y) / self.points_per_pace;
        (self.cos * sx - self.sin * sy, self.sin * sx + self.cos * sy)
    }

    /// The unit screen vector pointing to map north (−y in the map frame).
    pub fn north_on_screen(&self) -> Vec2 {
        self.map_vector_to_screen(0.0, -1.0).normalized()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rect() -> Rect {
        Rect::from_min_size(Pos2::new(10.0, 20.0), Vec2::new(800.0, 600.0))
    }

    #[test]
    fn north_up_projection() {
        let p = Projector::new(rect(), MapPoint::new(1000.0, 500.0), 0.5, 0.0);
        assert_eq!(
            p.to_screen(MapPoint::new(1000.0, 500.0)),
            Pos2::new(410.0, 320.0)
        );
        // 100 paces north (y falls: the map frame's y runs south) is 50 points up the screen.
        assert_eq!(
            p.to_screen(MapPoint::new(1000.0, 400.0)),
            Pos2::new(410.0, 270.0)
        );
        // 100 paces south is 50 points down.
        assert_eq!(
            p.to_screen(MapPoint::new(1000.0, 600.0)),
            Pos2::new(410.0, 370.0)
        );
        assert_eq!(
            p.to_map(Pos2::new(460.0, 320.0)),
            MapPoint::new(1100.0, 500.0)
        );
        assert_eq!(p.north_on_screen(), Vec2::new(0.0, -1.0));
    }

    #[test]
    fn bearing_puts_that_direction_up() {
        // Bearing 90°: east is up the screen, north points left.
        let p = Projector::new(
            rect(),
            MapPoint::default(),
            1.0,
            std::f64::consts::FRAC_PI_2,
        );
        let east = p.to_screen(MapPoint::new(100.0, 0.0)) - p.rect().center();
        assert!((east - Vec2::new(0.0, -100.0)).length() < 1e-3, "{east:?}");
        assert!((p.north_on_screen() - Vec2::new(-1.0, 0.0)).length() < 1e-6);
        // And south points right.
        let south = p.to_screen(MapPoint::new(0.0, 100.0)) - p.rect().center();
        assert!((south - Vec2::new(100.0, 0.0)).length() < 1e-3, "{south:?}");
    }

    proptest! {
        #[test]
        fn screen_map_round_trip(
            cx in -1e5f64..1e5, cy in -1e5f64..1e5, zoom in 1e-3f64..50.0, bearing in -7.0f64..7.0,
            sx in 0.0f32..800.0, sy in 0.0f32..600.0,
        ) {
            let p = Projector::new(rect(), MapPoint::new(cx, cy), zoom, bearing);
            let pos = Pos2::new(10.0 + sx, 20.0 + sy);
            let back = p.to_screen(p.to_map(pos));
            prop_assert!((back - pos).length() < 0.05, "{pos:?} -> {back:?}");
        }
    }
}
