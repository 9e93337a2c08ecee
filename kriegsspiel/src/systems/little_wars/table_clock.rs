//! The move clock as the players see it on the floor: whether it runs, how far the move has
//! gone against its allowance, and the interval after it. The engine keeps no clock (the table
//! counts the seconds its frames report); the table hands this public reading to each side's
//! view, so a player station shows the same clock as the umpire's table.

use super::timer::WARNINGS_BEFORE_TIME;
use serde::Serialize;

/// One reading of the table's move clock, the same for both sides.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableClock {
    /// Whether the move's time is running ("Go" given, "Time" not yet).
    pub running: bool,
    /// Whole seconds of the move gone so far.
    pub elapsed_seconds: u32,
    /// Whole seconds of the interval so far, while it runs (from "Time" or the end of the
    /// move until the next "Go").
    pub interval_seconds: Option<u32>,
    /// The seconds allowed for the move now being made (Wells L238); none while the curtain
    /// hides the other side (its allowance would count its men).
    pub allowance_seconds: Option<u32>,
    /// Warnings are given at these seconds before time: 2 min, 1 min and 30 s (Wells L238;
    /// Streamlined L58).
    pub warnings_before_time: [u32; 3],
}

impl TableClock {
    /// A reading: `elapsed` and `interval` in seconds (rounded down to whole seconds, so that
    /// a view changes at most once a second while the clock runs).
    pub fn reading(
        running: bool,
        elapsed: f64,
        interval: Option<f64>,
        allowance_seconds: u32,
    ) -> Self {
        let whole = |s: f64| s.clamp(0.0, f64::from(u32::MAX)) as u32;
        TableClock {
            running,
            elapsed_seconds: whole(elapsed),
            interval_seconds: interval.map(whole),
            allowance_seconds: Some(allowance_seconds),
            warnings_before_time: WARNINGS_BEFORE_TIME,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reading_is_in_whole_seconds_and_names_the_warnings() {
        let clock = TableClock::reading(true, 61.9, Some(-3.0), 420);
        assert_eq!(clock.elapsed_seconds, 61);
        assert_eq!(clock.interval_seconds, Some(0));
        assert_eq!(clock.warnings_before_time, [120, 60, 30]);
        let huge = TableClock::reading(false, f64::INFINITY, None, 60);
        assert_eq!(huge.elapsed_seconds, u32::MAX);
    }
}
