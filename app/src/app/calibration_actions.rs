//! The calibration dialog's requests: opening it (or a check of the scale against a known
//! distance), taking the points clicked for it, and giving a sheet a new calibration — with
//! the view, the ruler and the range circle following the scan, since they were set on it.

use super::point_pick::{PickPurpose, PointPick};
use super::workbench_app::WorkbenchApp;
use crate::canvas::MapPoint;
use crate::dialogs::calibration_dialog::CalibrationAction;
use geo::Coord;
use kriegsspiel::map::{CLICK_ERROR_PIXELS, Calibration, Sheet};
use words::format_paces;

/// Where map points that lie on a sheet fall on its pixels (`None` for points off it), taken
/// before a recalibration so the points can be put back on the same spots of the scan.
fn pixels_on(sheet: &Sheet, points: &[MapPoint]) -> Vec<Option<Coord<f64>>> {
    points
        .iter()
        .map(|p| {
            let at: Coord<f64> = (*p).into();
            sheet
                .covers(at)
                .then(|| sheet.map_to_pixel(at).ok())
                .flatten()
        })
        .collect()
}

/// The map point of each pixel on the recalibrated sheet; a point that was off it stays.
fn back_on(sheet: &Sheet, points: &[MapPoint], pixels: &[Option<Coord<f64>>]) -> Vec<MapPoint> {
    points
        .iter()
        .zip(pixels)
        .map(|(p, px)| {
            px.and_then(|px| sheet.pixel_to_map(px).ok())
                .map_or(*p, MapPoint::from)
        })
        .collect()
}

impl WorkbenchApp {
    /// Opens the calibration dialog for sheet `index`.
    pub(super) fn open_calibration(&mut self, index: usize) {
        if let Some(sheet) = self
            .session
            .map
            .as_ref()
            .and_then(|m| m.document.sheets.get(index))
        {
            self.session.calibration.open_for(index, sheet);
        }
    }

    /// Opens the calibration dialog for sheet `index` and starts a check of its scale against
    /// a known distance: two points to click and their true distance to type.
    pub(super) fn check_scale(&mut self, index: usize) {
        self.open_calibration(index);
        if self.session.calibration.open {
            let pick = self.session.calibration.start_check();
            self.apply_calibration_actions(vec![pick]);
        }
    }

    /// Applies the calibration dialog's requests.
    pub(super) fn apply_calibration_actions(&mut self, actions: Vec<CalibrationAction>) {
        for action in actions {
            match action {
                CalibrationAction::Pick { sheet } => {
                    self.session.pick = Some(PointPick::new(PickPurpose::Calibrate { sheet }));
                }
                CalibrationAction::Closed => {
                    if matches!(
                        self.session.pick.as_ref().map(|p| p.purpose),
                        Some(PickPurpose::Calibrate { .. })
                    ) {
                        self.session.pick = None;
                    }
                }
                CalibrationAction::Apply { sheet, calibration } => {
                    self.recalibrate(sheet, calibration);
                }
            }
        }
    }

    /// Gives sheet `index` a new calibration. The view, the ruler's points and the range
    /// circle's centre stay on the same spots of the scan (everything stored in paces stays
    /// where it is; only the scan is laid anew over the ground), and a finished ruler that
    /// now reads differently says so.
    fn recalibrate(&mut self, index: usize, calibration: Calibration) {
        let now = self.time_now();
        let Some(map) = &mut self.session.map else {
            return;
        };
        let Some(s) = map.document.sheets.get_mut(index) else {
            return;
        };
        let old_ppp = s.calibration().paces_per_pixel();
        let camera = &mut self.state.canvas.camera;
        let centre_pixel = s.map_to_pixel(camera.centre.into());
        let ruler = &mut self.session.canvas.ruler;
        let ruler_before = ruler.total();
        let ruler_pixels = pixels_on(s, ruler.points());
        let circle = &mut self.state.canvas.circle;
        let circle_pixel = circle.centre.map(|c| pixels_on(s, &[c]));
        if let Err(e) = s.set_calibration(calibration) {
            self.refuse("Calibration not applied", e);
            return;
        }
        if let Ok(Ok(centre)) = centre_pixel.map(|px| s.pixel_to_map(px)) {
            camera.centre = centre.into();
            camera.points_per_pace *= old_ppp / s.calibration().paces_per_pixel();
            camera.sanitise();
        }
        let moved = back_on(s, ruler.points(), &ruler_pixels);
        ruler.replace_points(moved);
        if let (Some(centre), Some(px)) = (circle.centre, circle_pixel) {
            circle.centre = back_on(s, &[centre], &px).first().copied();
        }
        let mut text = format!("Sheet “{}” calibrated: {}.", s.name, s.calibration());
        let ruler_after = ruler.total();
        if ruler.is_finished() && (ruler_after.paces() - ruler_before.paces()).abs() >= 0.5 {
            text.push_str(&format!(
                " The ruler was measured again on the scan: {} (it read {}).",
                format_paces(ruler_after),
                format_paces(ruler_before)
            ));
        }
        map.touch(now);
        self.session.notifications.note(text, now);
    }

    /// The two points picked for the calibration dialog, in the sheet's pixels, with how far
    /// a click may have missed there (never less than [`CLICK_ERROR_PIXELS`]).
    pub(super) fn take_calibration_points(&mut self, sheet: usize, pick: &PointPick) {
        let Some(s) = self
            .session
            .map
            .as_ref()
            .and_then(|m| m.document.sheets.get(sheet))
        else {
            return;
        };
        let pixels: Result<Vec<Coord<f64>>, _> = pick
            .points
            .iter()
            .map(|p| s.map_to_pixel((*p).into()))
            .collect();
        let click_pixels = s
            .calibration()
            .paces_to_pixels(pick.click_paces)
            .max(CLICK_ERROR_PIXELS);
        match pixels {
            Ok(px) if px.len() == 2 => {
                self.session
                    .calibration
                    .take_points(px[0], px[1], click_pixels);
            }
            Ok(_) => {}
            Err(e) => self.refuse("Points not taken", e),
        }
    }
}
