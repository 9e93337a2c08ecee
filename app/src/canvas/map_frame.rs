//! The adapter between a scan's pixels and the map frame in paces.
//!
//! Until the engine's calibration (kriegsspiel::map) lands, the canvas works through this one
//! small type: a similarity transform (scale, rotation, translation) from image pixels to
//! paces. The lead will point it at the engine's sheet placement; nothing else in the canvas
//! knows how pixels become paces.

use super::map_point::MapPoint;
use kriegsspiel::RulesError;

/// How one scan lies in the map frame.
///
/// Image pixels run right (`u`) and down (`v`) from the top-left corner; the map frame runs
/// east (`x`) and north (`y`). A pixel offset is scaled by `paces_per_pixel`, flipped so that
/// "up the image" is north, rotated counter-clockwise by `rotation`, and moved to `origin`
/// (the map position of the image's top-left corner).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MapFrame {
    paces_per_pixel: f64,
    rotation: f64,
    origin: MapPoint,
    width: u32,
    height: u32,
}

impl MapFrame {
    /// A `width × height` scan, north up, at `paces_per_pixel`, placed with its bottom-left
    /// corner at the map origin (so every point of it has positive coordinates).
    pub fn new(width: u32, height: u32, paces_per_pixel: f64) -> Result<Self, RulesError> {
        let s = checked_scale(paces_per_pixel)?;
        if width == 0 || height == 0 {
            return Err(RulesError::Map(format!(
                "a scan of {width} × {height} pixels has no area"
            )));
        }
        Ok(Self {
            paces_per_pixel: s,
            rotation: 0.0,
            origin: MapPoint::new(0.0, s * f64::from(height)),
            width,
            height,
        })
    }

    /// The same scan turned by `radians` (counter-clockwise) about its top-left corner.
    pub fn with_rotation(mut self, radians: f64) -> Result<Self, RulesError> {
        if !radians.is_finite() {
            return Err(RulesError::OutOfRange {
                what: "sheet rotation",
                value: radians.to_string(),
                allowed: "a finite angle".into(),
            });
        }
        self.rotation = radians.rem_euclid(std::f64::consts::TAU);
        Ok(self)
    }

    /// The same scan with its top-left corner at `origin`.
    pub fn with_origin(mut self, origin: MapPoint) -> Result<Self, RulesError> {
        if !origin.is_finite() {
            return Err(RulesError::Map(
                "the sheet's origin is not a finite point".into(),
            ));
        }
        self.origin = origin;
        Ok(self)
    }

    /// The same placement at a new scale, keeping the bottom-left corner where it was when
    /// north is up (recalibrating a lone sheet).
    pub fn rescaled(self, paces_per_pixel: f64) -> Result<Self, RulesError> {
        let fresh = Self::new(self.width, self.height, paces_per_pixel)?;
        if self.rotation == 0.0 {
            Ok(fresh)
        } else {
            fresh.with_rotation(self.rotation)
        }
    }

    /// Paces on the ground per image pixel.
    pub fn paces_per_pixel(&self) -> f64 {
        self.paces_per_pixel
    }

    /// Counter-clockwise rotation of the image in the map frame, radians in [0, 2π).
    pub fn rotation(&self) -> f64 {
        self.rotation
    }

    /// Map position of the image's top-left corner.
    pub fn origin(&self) -> MapPoint {
        self.origin
    }

    /// Image size in pixels.
    pub fn image_size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// Where image pixel position (`u`, `v`) lies on the map.
    pub fn pixel_to_map(&self, u: f64, v: f64) -> MapPoint {
        let (sx, sy) = (u * self.paces_per_pixel, -v * self.paces_per_pixel);
        let (sin, cos) = self.rotation.sin_cos();
        self.origin.offset(cos * sx - sin * sy, sin * sx + cos * sy)
    }

    /// The image pixel position of map point `p` (may lie outside the image).
    pub fn map_to_pixel(&self, p: MapPoint) -> (f64, f64) {
        let (dx, dy) = (p.x - self.origin.x, p.y - self.origin.y);
        let (sin, cos) = self.rotation.sin_cos();
        let (rx, ry) = (cos * dx + sin * dy, -sin * dx + cos * dy);
        (rx / self.paces_per_pixel, -ry / self.paces_per_pixel)
    }

    /// The image's corners on the map: top-left, top-right, bottom-right, bottom-left.
    pub fn corners(&self) -> [MapPoint; 4] {
        let (w, h) = (f64::from(self.width), f64::from(self.height));
        [
            self.pixel_to_map(0.0, 0.0),
            self.pixel_to_map(w, 0.0),
            self.pixel_to_map(w, h),
            self.pixel_to_map(0.0, h),
        ]
    }

    /// Ground width and height of the image, in paces.
    pub fn ground_size(&self) -> (f64, f64) {
        (
            f64::from(self.width) * self.paces_per_pixel,
            f64::from(self.height) * self.paces_per_pixel,
        )
    }
}

/// Paces per pixel must be a positive finite number.
pub fn checked_scale(paces_per_pixel: f64) -> Result<f64, RulesError> {
    if paces_per_pixel.is_finite() && paces_per_pixel > 0.0 && paces_per_pixel < 1.0e6 {
        Ok(paces_per_pixel)
    } else {
        Err(RulesError::OutOfRange {
            what: "paces per pixel",
            value: paces_per_pixel.to_string(),
            allowed: "a positive number under 1,000,000".into(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn north_up_frame_puts_bottom_left_at_origin() {
        let f = MapFrame::new(400, 300, 2.0).expect("valid");
        assert_eq!(f.pixel_to_map(0.0, 300.0), MapPoint::new(0.0, 0.0));
        assert_eq!(f.pixel_to_map(400.0, 0.0), MapPoint::new(800.0, 600.0));
        assert_eq!(f.map_to_pixel(MapPoint::new(150.0, 300.0)), (75.0, 150.0));
        assert_eq!(f.ground_size(), (800.0, 600.0));
    }

    #[test]
    fn rotation_turns_the_image_counter_clockwise() {
        let f = MapFrame::new(10, 10, 1.0)
            .and_then(|f| f.with_origin(MapPoint::new(0.0, 0.0)))
            .and_then(|f| f.with_rotation(std::f64::consts::FRAC_PI_2))
            .expect("valid");
        // The image's x axis (east when unrotated) now points north.
        let p = f.pixel_to_map(10.0, 0.0);
        assert!(
            (p.x - 0.0).abs() < 1e-9 && (p.y - 10.0).abs() < 1e-9,
            "{p:?}"
        );
    }

    #[test]
    fn bad_scales_are_refused() {
        for s in [0.0, -1.0, f64::NAN, f64::INFINITY, 1e7] {
            assert!(MapFrame::new(10, 10, s).is_err(), "{s}");
        }
        assert!(MapFrame::new(0, 10, 1.0).is_err());
        assert!(
            MapFrame::new(10, 10, 1.0)
                .and_then(|f| f.with_rotation(f64::NAN))
                .is_err()
        );
    }

    proptest! {
        #[test]
        fn pixel_map_round_trip(
            s in 0.01f64..100.0, rot in -10.0f64..10.0, ox in -1e5f64..1e5, oy in -1e5f64..1e5,
            u in -1e4f64..1e5, v in -1e4f64..1e5,
        ) {
            let f = MapFrame::new(30_000, 20_000, s)
                .and_then(|f| f.with_rotation(rot))
                .and_then(|f| f.with_origin(MapPoint::new(ox, oy)))
                .expect("valid");
            let (u2, v2) = f.map_to_pixel(f.pixel_to_map(u, v));
            prop_assert!((u2 - u).abs() < 1e-6 * (1.0 + u.abs()));
            prop_assert!((v2 - v).abs() < 1e-6 * (1.0 + v.abs()));
            // Distances scale by exactly paces_per_pixel whatever the rotation.
            let d = f.pixel_to_map(0.0, 0.0).distance(f.pixel_to_map(3.0, 4.0)).paces();
            prop_assert!((d - 5.0 * s).abs() < 1e-6 * s.max(1.0));
        }
    }
}
