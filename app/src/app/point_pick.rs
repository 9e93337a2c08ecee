//! Points the umpire is asked to click on the map for a dialog: the two ends of a known
//! distance (or of the scale bar) to calibrate a sheet, or two pairs of matching points to
//! align a sheet with its neighbour.

use crate::canvas::MapPoint;

/// How far a click may miss the point the umpire meant, in screen points: the pointer's own
/// pixel or two. At the zoom the click is made this becomes so many paces of ground, and so
/// many pixels of the sheet, in a calibration's error estimate.
pub const CLICK_UNCERTAINTY_POINTS: f64 = 1.5;

/// What the points are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PickPurpose {
    /// Two points on sheet `sheet` for the calibration dialog.
    Calibrate {
        /// The sheet being calibrated.
        sheet: usize,
    },
    /// Point on sheet `sheet`, the same point on the map beneath (a neighbour already placed),
    /// then a second such pair.
    Align {
        /// The sheet being aligned.
        sheet: usize,
        /// Keep the sheet's calibration (turn and shift only).
        keep_scale: bool,
    },
}

/// A pick in progress (session-only).
#[derive(Debug, Clone, PartialEq)]
pub struct PointPick {
    /// What the points are for.
    pub purpose: PickPurpose,
    /// The points clicked so far, in the map frame.
    pub points: Vec<MapPoint>,
    /// How far any of those clicks may have missed, in paces (the largest over the clicks:
    /// [`CLICK_UNCERTAINTY_POINTS`] at the zoom each was made).
    pub click_paces: f64,
}

impl PointPick {
    /// A pick with no point yet.
    pub fn new(purpose: PickPurpose) -> Self {
        Self {
            purpose,
            points: Vec::new(),
            click_paces: 0.0,
        }
    }

    /// How many points the purpose needs.
    pub fn needed(&self) -> usize {
        match self.purpose {
            PickPurpose::Calibrate { .. } => 2,
            PickPurpose::Align { .. } => 4,
        }
    }

    /// Whether every point has been clicked.
    pub fn is_complete(&self) -> bool {
        self.points.len() >= self.needed()
    }

    /// Takes a click (ignored once complete or when not a finite point) made at a zoom of
    /// `points_per_pace` screen points a pace, which sets how far it may have missed.
    pub fn add(&mut self, p: MapPoint, points_per_pace: f64) {
        if !self.is_complete() && p.is_finite() {
            self.points.push(p);
            let miss = CLICK_UNCERTAINTY_POINTS / points_per_pace;
            if miss.is_finite() && miss > self.click_paces {
                self.click_paces = miss;
            }
        }
    }

    /// What to click next, naming the sheet.
    pub fn prompt(&self, sheet_name: &str) -> String {
        let n = self.points.len();
        match self.purpose {
            PickPurpose::Calibrate { .. } => match n {
                0 => format!("Click the first point on “{sheet_name}” (Escape cancels)"),
                1 => "Click the second point, far from the first".into(),
                _ => "Both points picked: type the true distance in the dialog".into(),
            },
            PickPurpose::Align { .. } => match n {
                0 => format!("1 of 4: click a landmark on “{sheet_name}” (Escape cancels)"),
                1 => "2 of 4: click the same landmark on the neighbouring sheet".into(),
                2 => {
                    format!("3 of 4: click a second landmark on “{sheet_name}”, far from the first")
                }
                3 => "4 of 4: click that landmark on the neighbouring sheet".into(),
                _ => "Aligning…".into(),
            },
        }
    }

    /// The labels drawn beside the picked points.
    pub fn labels(&self) -> Vec<(MapPoint, String)> {
        self.points
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let label = match self.purpose {
                    PickPurpose::Calibrate { .. } => format!("{}", i + 1),
                    PickPurpose::Align { .. } if i % 2 == 0 => {
                        format!("{} (this sheet)", i / 2 + 1)
                    }
                    PickPurpose::Align { .. } => format!("{} (neighbour)", i / 2 + 1),
                };
                (*p, label)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pick_takes_as_many_points_as_it_needs() {
        let mut pick = PointPick::new(PickPurpose::Align {
            sheet: 1,
            keep_scale: false,
        });
        for i in 0..6 {
            pick.add(MapPoint::new(f64::from(i), 0.0), 1.0);
        }
        assert_eq!(pick.points.len(), 4);
        assert!(pick.is_complete());
        assert_eq!(pick.labels()[1].1, "1 (neighbour)");
        let mut cal = PointPick::new(PickPurpose::Calibrate { sheet: 0 });
        cal.add(MapPoint::new(f64::NAN, 0.0), 1.0);
        assert!(cal.points.is_empty());
        assert!(cal.prompt("A").contains("“A”"));
        // Zoomed out to a quarter point a pace, a click may miss by 6 paces; a zoom that is no
        // number leaves the figure alone.
        cal.add(MapPoint::new(0.0, 0.0), 0.25);
        cal.add(MapPoint::new(9.0, 0.0), 0.0);
        assert_eq!(cal.click_paces, 6.0);
    }
}
