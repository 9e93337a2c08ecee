//! One scanned sheet of the map and its place in the map frame.
//!
//! The map frame is measured in paces with x to the east (right) and y to the south (down) —
//! the same handedness as an image's pixels, so placing a sheet is a scale, a rotation and a
//! shift, never a mirror. A sheet's scale is its calibration; its rotation and the map position
//! of its top-left pixel are its placement.

use super::calibration::Calibration;
use super::similarity::{PointPair, Similarity};
use crate::error::{Result, RulesError};
use geo::{Coord, LineString, Polygon};
use serde::{Deserialize, Serialize};

/// The largest map coordinate accepted anywhere in the map frame, in paces (5,000 miles).
pub const MAX_MAP_COORDINATE: f64 = 1e7;

/// A scanned sheet: its image, its calibration and where it lies in the map frame.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Sheet {
    /// The sheet's name, shown to the umpire.
    pub name: String,
    /// The image file, relative to the map file's folder, with `/` between folders.
    pub image: String,
    pixel_width: u32,
    pixel_height: u32,
    calibration: Calibration,
    rotation_degrees: f64,
    origin: Coord<f64>,
}

/// What an alignment did, for the umpire to judge.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Alignment {
    /// The new paces per pixel divided by the old (1.0 when the scale was kept).
    pub scale_ratio: f64,
    /// The sheet's rotation after the alignment, in degrees.
    pub rotation_degrees: f64,
    /// After the alignment, the larger distance (in paces) between a matched point on this
    /// sheet and its partner on the map (0 for an exact alignment).
    pub residual_paces: f64,
}

fn map_error(why: String) -> RulesError {
    RulesError::Map(why)
}

fn in_frame(c: Coord<f64>) -> bool {
    c.x.is_finite()
        && c.y.is_finite()
        && c.x.abs() <= MAX_MAP_COORDINATE
        && c.y.abs() <= MAX_MAP_COORDINATE
}

fn normalise_degrees(d: f64) -> f64 {
    let r = d.rem_euclid(360.0);
    if r > 180.0 { r - 360.0 } else { r }
}

impl Sheet {
    /// A sheet of `pixel_width` × `pixel_height` pixels with its top-left pixel at the map
    /// frame's origin, unrotated.
    pub fn new(
        name: impl Into<String>,
        image: impl Into<String>,
        pixel_width: u32,
        pixel_height: u32,
        calibration: Calibration,
    ) -> Result<Self> {
        let sheet = Self {
            name: name.into(),
            image: image.into(),
            pixel_width,
            pixel_height,
            calibration,
            rotation_degrees: 0.0,
            origin: Coord { x: 0.0, y: 0.0 },
        };
        sheet.validate()?;
        Ok(sheet)
    }

    /// Checks every number of the sheet (used after reading a file).
    pub fn validate(&self) -> Result<()> {
        if self.pixel_width == 0 || self.pixel_height == 0 {
            return Err(map_error(format!(
                "sheet '{}' has no pixels ({} × {})",
                self.name, self.pixel_width, self.pixel_height
            )));
        }
        if self.image.trim().is_empty() {
            return Err(map_error(format!(
                "sheet '{}' names no image file",
                self.name
            )));
        }
        if !(self.rotation_degrees.is_finite() && self.rotation_degrees.abs() <= 360.0) {
            return Err(map_error(format!(
                "sheet '{}' has a rotation of {} degrees; a sheet turns at most 360 either way",
                self.name, self.rotation_degrees
            )));
        }
        if !in_frame(self.origin) {
            return Err(map_error(format!(
                "sheet '{}' has a placement outside the map frame",
                self.name
            )));
        }
        let corners = self.footprint();
        if !corners.exterior().coords().all(|c| in_frame(*c)) {
            return Err(map_error(format!(
                "sheet '{}' reaches beyond {MAX_MAP_COORDINATE} paces from the origin",
                self.name
            )));
        }
        Ok(())
    }

    /// Width in pixels.
    pub fn pixel_width(&self) -> u32 {
        self.pixel_width
    }

    /// Height in pixels.
    pub fn pixel_height(&self) -> u32 {
        self.pixel_height
    }

    /// The sheet's calibration.
    pub fn calibration(&self) -> &Calibration {
        &self.calibration
    }

    /// Rotation of the sheet in the map frame, in degrees (clockwise on screen).
    pub fn rotation_degrees(&self) -> f64 {
        self.rotation_degrees
    }

    /// Map position of the sheet's top-left pixel corner, in paces.
    pub fn origin(&self) -> Coord<f64> {
        self.origin
    }

    /// The pixel → map transform.
    pub fn transform(&self) -> Result<Similarity> {
        Similarity::new(
            self.calibration.paces_per_pixel(),
            self.rotation_degrees,
            self.origin,
        )
    }

    /// Where a pixel of this sheet lies in the map frame (paces).
    pub fn pixel_to_map(&self, pixel: Coord<f64>) -> Result<Coord<f64>> {
        Ok(self.transform()?.apply(pixel))
    }

    /// Which pixel of this sheet shows a map point (may lie outside the sheet).
    pub fn map_to_pixel(&self, map: Coord<f64>) -> Result<Coord<f64>> {
        Ok(self.transform()?.invert(map))
    }

    /// The centre of the sheet, in pixels.
    pub fn pixel_centre(&self) -> Coord<f64> {
        Coord {
            x: f64::from(self.pixel_width) / 2.0,
            y: f64::from(self.pixel_height) / 2.0,
        }
    }

    /// The sheet's outline in the map frame (paces).
    pub fn footprint(&self) -> Polygon<f64> {
        let (w, h) = (f64::from(self.pixel_width), f64::from(self.pixel_height));
        let corners = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)];
        let nan = Coord {
            x: f64::NAN,
            y: f64::NAN,
        };
        let ring: Vec<Coord<f64>> = match self.transform() {
            Ok(t) => corners
                .iter()
                .map(|&(x, y)| t.apply(Coord { x, y }))
                .collect(),
            Err(_) => vec![nan; 4],
        };
        Polygon::new(LineString::from(ring), Vec::new())
    }

    /// Whether a map point falls on this sheet.
    pub fn covers(&self, map: Coord<f64>) -> bool {
        match self.map_to_pixel(map) {
            Ok(p) => {
                (0.0..=f64::from(self.pixel_width)).contains(&p.x)
                    && (0.0..=f64::from(self.pixel_height)).contains(&p.y)
            }
            Err(_) => false,
        }
    }

    fn place(&mut self, transform: Similarity, calibration: Calibration) -> Result<()> {
        let mut placed = self.clone();
        placed.calibration = calibration;
        placed.rotation_degrees = normalise_degrees(transform.rotation_degrees());
        placed.origin = transform.offset();
        placed.validate()?;
        *self = placed;
        Ok(())
    }

    /// Replaces the calibration, keeping the sheet's centre where it is in the map frame (the
    /// sheet grows or shrinks about its centre). Nothing stored in paces moves.
    pub fn set_calibration(&mut self, calibration: Calibration) -> Result<()> {
        let centre_pixel = self.pixel_centre();
        let centre_map = self.pixel_to_map(centre_pixel)?;
        let scaled = Similarity::new(
            calibration.paces_per_pixel(),
            self.rotation_degrees,
            Coord { x: 0.0, y: 0.0 },
        )?;
        let origin = centre_map - scaled.apply(centre_pixel);
        let transform =
            Similarity::new(calibration.paces_per_pixel(), self.rotation_degrees, origin)?;
        self.place(transform, calibration)
    }

    /// Moves the sheet by `(dx, dy)` paces in the map frame.
    pub fn nudge(&mut self, dx: f64, dy: f64) -> Result<()> {
        let origin = Coord {
            x: self.origin.x + dx,
            y: self.origin.y + dy,
        };
        let transform = Similarity::new(
            self.calibration.paces_per_pixel(),
            self.rotation_degrees,
            origin,
        )?;
        self.place(transform, self.calibration.clone())
    }

    /// Turns the sheet by `degrees` (clockwise on screen) about a map point.
    pub fn rotate_about(&mut self, pivot: Coord<f64>, degrees: f64) -> Result<()> {
        if !in_frame(pivot) || !degrees.is_finite() {
            return Err(map_error(
                "rotation pivot or angle is not a usable number".into(),
            ));
        }
        let turn = Similarity::new(1.0, degrees, Coord { x: 0.0, y: 0.0 })?;
        let origin = turn.apply(self.origin - pivot) + pivot;
        let transform = Similarity::new(
            self.calibration.paces_per_pixel(),
            self.rotation_degrees + degrees,
            origin,
        )?;
        self.place(transform, self.calibration.clone())
    }

    /// Places the sheet so that both matched points land exactly on their partners: the scale,
    /// rotation and shift are all solved, and the calibration becomes
    /// [`super::CalibrationMethod::MatchedToNeighbour`].
    pub fn align_exact(&mut self, first: PointPair, second: PointPair) -> Result<Alignment> {
        let transform = Similarity::from_two_pairs(first, second)?;
        let span = (second.pixel - first.pixel)
            .x
            .hypot((second.pixel - first.pixel).y);
        let calibration = Calibration::matched_to_neighbour(transform.scale(), span)?;
        let old = self.calibration.paces_per_pixel();
        self.place(transform, calibration)?;
        Ok(Alignment {
            scale_ratio: self.calibration.paces_per_pixel() / old,
            rotation_degrees: self.rotation_degrees,
            residual_paces: self.residual(&[first, second]),
        })
    }

    /// Places the sheet keeping its own calibration: the rotation turns the line between the
    /// two points onto the line between their partners and the midpoints coincide. The
    /// residual shows how far the two calibrations disagree.
    pub fn align_keep_scale(&mut self, first: PointPair, second: PointPair) -> Result<Alignment> {
        let exact = Similarity::from_two_pairs(first, second)?;
        let scale = self.calibration.paces_per_pixel();
        let rotation = exact.rotation_degrees();
        let turn = Similarity::new(scale, rotation, Coord { x: 0.0, y: 0.0 })?;
        let mid_pixel = (first.pixel + second.pixel) / 2.0;
        let mid_map = (first.map + second.map) / 2.0;
        let origin = mid_map - turn.apply(mid_pixel);
        let transform = Similarity::new(scale, rotation, origin)?;
        self.place(transform, self.calibration.clone())?;
        Ok(Alignment {
            scale_ratio: 1.0,
            rotation_degrees: self.rotation_degrees,
            residual_paces: self.residual(&[first, second]),
        })
    }

    fn residual(&self, pairs: &[PointPair]) -> f64 {
        pairs
            .iter()
            .map(|pair| match self.pixel_to_map(pair.pixel) {
                Ok(m) => (m.x - pair.map.x).hypot(m.y - pair.map.y),
                Err(_) => f64::INFINITY,
            })
            .fold(0.0, f64::max)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::distance::MapScale;

    #[test]
    fn recalibration_keeps_the_centre() {
        let cal = Calibration::from_scale_and_dpi(MapScale::PRUSSIAN, 100.0).unwrap();
        let mut sheet = Sheet::new("A", "a.png", 1000, 800, cal).unwrap();
        sheet.nudge(500.0, -200.0).unwrap();
        sheet.rotate_about(Coord { x: 0.0, y: 0.0 }, 12.0).unwrap();
        let centre = sheet.pixel_to_map(sheet.pixel_centre()).unwrap();
        let finer = Calibration::from_scale_and_dpi(MapScale::PRUSSIAN, 200.0).unwrap();
        sheet.set_calibration(finer).unwrap();
        let after = sheet.pixel_to_map(sheet.pixel_centre()).unwrap();
        assert!((after.x - centre.x).abs() < 1e-9 && (after.y - centre.y).abs() < 1e-9);
        assert!((sheet.rotation_degrees() - 12.0).abs() < 1e-9);
    }

    #[test]
    fn a_failed_placement_leaves_the_sheet_alone() {
        let cal = Calibration::from_scale_and_dpi(MapScale::PRUSSIAN, 100.0).unwrap();
        let mut sheet = Sheet::new("A", "a.png", 1000, 800, cal).unwrap();
        let before = sheet.clone();
        assert!(sheet.nudge(f64::NAN, 0.0).is_err());
        assert!(sheet.nudge(2e7, 0.0).is_err());
        assert!(
            sheet
                .rotate_about(Coord { x: 0.0, y: 0.0 }, f64::INFINITY)
                .is_err()
        );
        assert_eq!(sheet, before);
    }
}
