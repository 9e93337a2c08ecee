//! The visible move timer: "Go" starts it, warnings flash at 2 min, 1 min and 30 s before time,
//! and at "Time" the mover stops (Wells L238). The engine reads no clock; this one counts the
//! seconds the window's frames report.

use kriegsspiel::systems::little_wars::timer::{TimerPhase, timer_phase};

/// The running clock of one move.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MoveClock {
    /// Seconds counted so far this move.
    pub elapsed: f64,
    /// Whether it is running.
    pub running: bool,
    last_frame: Option<f64>,
}

impl MoveClock {
    /// Starts the clock ("Go", Wells L238).
    pub fn go(&mut self) {
        self.running = true;
        self.last_frame = None;
    }

    /// Stops and clears it for the next move.
    pub fn reset(&mut self) {
        *self = MoveClock::default();
    }

    /// Counts the time since the last frame (`now` in seconds, as egui reports it).
    pub fn tick(&mut self, now: f64) {
        if self.running {
            if let Some(last) = self.last_frame {
                self.elapsed += (now - last).clamp(0.0, 1.0);
            }
            self.last_frame = Some(now);
        }
    }

    /// Moves the clock on by `seconds` (the umpire's correction; tests use it too).
    pub fn skip(&mut self, seconds: f64) {
        self.elapsed += seconds.max(0.0);
    }

    /// Where the move stands against its allowance.
    pub fn phase(&self, allowance_seconds: u32) -> TimerPhase {
        if !self.running && self.elapsed == 0.0 {
            return TimerPhase::Running;
        }
        timer_phase(allowance_seconds, self.elapsed)
    }

    /// The time left as m:ss.
    pub fn left_text(&self, allowance_seconds: u32) -> String {
        let left = (f64::from(allowance_seconds) - self.elapsed)
            .max(0.0)
            .ceil() as u32;
        format!("{}:{:02}", left / 60, left % 60)
    }
}
