//! The multi-leg ruler: click to add points, finish with a double-click or Enter, cancel with
//! Escape.

use super::map_point::MapPoint;
use kriegsspiel::Pace;

/// Two clicks closer than this many paces are one point (the second click of a double-click).
pub const SAME_POINT_PACES: f64 = 1e-6;

/// A measurement in progress or finished.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Ruler {
    points: Vec<MapPoint>,
    finished: bool,
}

impl Ruler {
    /// Adds a point; after a finished measurement the first click starts a new one. Points that
    /// are not finite are ignored.
    pub fn add_point(&mut self, p: MapPoint) {
        if !p.is_finite() {
            return;
        }
        if self.finished {
            self.points.clear();
            self.finished = false;
        }
        if self
            .points
            .last()
            .is_some_and(|last| last.distance(p).paces() <= SAME_POINT_PACES)
        {
            return;
        }
        self.points.push(p);
    }

    /// Ends the measurement; with fewer than two points it is simply dropped.
    pub fn finish(&mut self) {
        if self.points.len() < 2 {
            self.points.clear();
            self.finished = false;
        } else {
            self.finished = true;
        }
    }

    /// Drops the measurement.
    pub fn cancel(&mut self) {
        self.points.clear();
        self.finished = false;
    }

    /// Removes the last point of a measurement in progress.
    pub fn undo_point(&mut self) {
        if !self.finished {
            self.points.pop();
        }
    }

    /// Moves every point to its new place, keeping the measurement finished or in progress
    /// (a recalibrated sheet puts the points back on the same spots of its scan). Ignored
    /// unless there is one finite point for each point of the ruler.
    pub fn replace_points(&mut self, points: Vec<MapPoint>) {
        if points.len() == self.points.len() && points.iter().all(|p| p.is_finite()) {
            self.points = points;
        }
    }

    /// The points clicked, in order.
    pub fn points(&self) -> &[MapPoint] {
        &self.points
    }

    /// Whether the measurement was finished.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Whether points are being added.
    pub fn is_in_progress(&self) -> bool {
        !self.finished && !self.points.is_empty()
    }

    /// The length of each leg.
    pub fn legs(&self) -> Vec<Pace> {
        self.points
            .windows(2)
            .map(|w| w[0].distance(w[1]))
            .collect()
    }

    /// The length of all legs together.
    pub fn total(&self) -> Pace {
        self.legs().into_iter().fold(Pace::ZERO, |a, b| a + b)
    }

    /// The total with a provisional leg to `cursor` added (while measuring).
    pub fn total_to(&self, cursor: MapPoint) -> Pace {
        match self.points.last() {
            Some(last) if !self.finished => self.total() + last.distance(cursor),
            _ => self.total(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn legs_and_total() {
        let mut r = Ruler::default();
        r.add_point(MapPoint::new(0.0, 0.0));
        r.add_point(MapPoint::new(300.0, 400.0));
        r.add_point(MapPoint::new(300.0, 400.0)); // second click of a double-click
        r.add_point(MapPoint::new(300.0, 1000.0));
        assert_eq!(r.legs(), vec![Pace(500.0), Pace(600.0)]);
        assert_eq!(r.total(), Pace(1100.0));
        assert_eq!(r.total_to(MapPoint::new(300.0, 1100.0)), Pace(1200.0));
        r.finish();
        assert!(r.is_finished());
        assert_eq!(r.total_to(MapPoint::new(0.0, 0.0)), Pace(1100.0));
        r.add_point(MapPoint::new(5.0, 5.0));
        assert_eq!(r.points().len(), 1);
        r.finish();
        assert!(r.points().is_empty());
    }

    #[test]
    fn cancel_and_bad_points() {
        let mut r = Ruler::default();
        r.add_point(MapPoint::new(f64::NAN, 0.0));
        assert!(r.points().is_empty());
        r.add_point(MapPoint::new(1.0, 1.0));
        r.add_point(MapPoint::new(2.0, 1.0));
        r.undo_point();
        assert_eq!(r.points().len(), 1);
        r.cancel();
        assert!(!r.is_in_progress());
    }

    #[test]
    fn moved_points_keep_the_measurement_finished() {
        let mut r = Ruler::default();
        r.add_point(MapPoint::new(0.0, 0.0));
        r.add_point(MapPoint::new(500.0, 0.0));
        r.finish();
        r.replace_points(vec![MapPoint::new(0.0, 0.0), MapPoint::new(f64::NAN, 0.0)]);
        assert_eq!(r.total(), Pace(500.0));
        r.replace_points(vec![MapPoint::new(0.0, 0.0)]);
        assert_eq!(r.total(), Pace(500.0));
        r.replace_points(vec![MapPoint::new(0.0, 0.0), MapPoint::new(1000.0, 0.0)]);
        assert!(r.is_finished());
        assert_eq!(r.total(), Pace(1000.0));
    }

    proptest! {
        #[test]
        fn total_is_sum_of_legs_and_at_least_the_straight_line(
            pts in proptest::collection::vec((-1e6f64..1e6, -1e6f64..1e6), 2..12)
        ) {
            let mut r = Ruler::default();
            for (x, y) in &pts {
                r.add_point(MapPoint::new(*x, *y));
            }
            let sum: f64 = r.legs().iter().map(|l| l.paces()).sum();
            prop_assert!((sum - r.total().paces()).abs() < 1e-6);
            if let (Some(first), Some(last)) = (r.points().first(), r.points().last()) {
                prop_assert!(r.total().paces() + 1e-6 >= first.distance(*last).paces());
            }
        }
    }
}
