//! The visible move timer: "Go" starts it, warnings flash at 2 min, 1 min and 30 s before time,
//! and at "Time" the mover stops (Wells L238). Then the interval runs, at most as long as the
//! `interval_limit` option allows (Wells L238, L131); it stands still while a melee waits to be
//! settled, which is extra time (Wells L324). The engine reads no clock: this one counts the
//! seconds the window's frames report.

use kriegsspiel::systems::little_wars::game::{BattleState, Phase};
use kriegsspiel::systems::little_wars::timer::{TimerPhase, timer_phase};

/// How long a warning's flash lasts, in seconds.
pub const FLASH_SECONDS: f64 = 3.0;

/// How often a running clock (or the interval, or the "Time" flash) asks for the table to be
/// drawn again: four times a second keeps the seconds shown true to within a quarter, where
/// asking every frame cost a whole core (issue 23 item 9). An idle table asks for nothing.
pub const REPAINT_EVERY: std::time::Duration = std::time::Duration::from_millis(250);

/// The running clock of one move and the interval after it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MoveClock {
    /// Seconds counted so far this move.
    pub elapsed: f64,
    /// Whether it is running.
    pub running: bool,
    /// Seconds of the interval so far, while it runs (from "Time" or the end of the move
    /// until "Go").
    pub interval: Option<f64>,
    /// Whether the move the interval follows has been ended.
    pub move_ended: bool,
    /// The warnings given so far this move (1: 2 min, 2: 1 min, 3: 30 s).
    warned: u8,
    /// When the last warning (or "Time") was given, to flash it.
    flash_since: Option<f64>,
    last_frame: Option<f64>,
}

impl MoveClock {
    /// Starts the clock ("Go", Wells L238); the interval is over.
    pub fn go(&mut self) {
        *self = MoveClock {
            running: true,
            ..MoveClock::default()
        };
    }

    /// Stops and clears it at the end of a move: the interval runs (or runs on, if "Time"
    /// already began it).
    pub fn reset(&mut self) {
        let interval = Some(self.interval.unwrap_or(0.0));
        *self = MoveClock {
            interval,
            move_ended: true,
            last_frame: self.last_frame,
            ..MoveClock::default()
        };
    }

    /// Counts the time since the last frame (`now` in seconds, as egui reports it) against a
    /// move of `allowance` seconds; the interval stands still while `paused`.
    pub fn tick(&mut self, now: f64, allowance: u32, paused: bool) {
        let step = self
            .last_frame
            .map_or(0.0, |last| (now - last).clamp(0.0, 1.0));
        self.last_frame = Some(now);
        if self.running {
            self.elapsed += step;
        } else if let Some(interval) = self.interval.as_mut()
            && !paused
        {
            *interval += step;
        }
        self.check(now, allowance);
    }

    /// Gives the warnings due and stops the move at "Time".
    fn check(&mut self, now: f64, allowance: u32) {
        if !self.running {
            return;
        }
        match timer_phase(allowance, self.elapsed) {
            TimerPhase::Warned(n) if n > self.warned => {
                self.warned = n;
                self.flash_since = Some(now);
            }
            TimerPhase::Time => {
                self.running = false;
                self.interval = Some(0.0);
                self.flash_since = Some(now);
            }
            _ => {}
        }
    }

    /// Moves the clock on by `seconds`: the move's clock while it runs, else the interval (the
    /// umpire's correction; tests use it too).
    pub fn skip(&mut self, seconds: f64) {
        let seconds = seconds.max(0.0);
        match self.interval.as_mut() {
            Some(interval) if !self.running => *interval += seconds,
            _ => self.elapsed += seconds,
        }
    }

    /// Why a move (a man, a group, a gun, a shot) is refused now, if it is: in the battle the
    /// mover's time starts with "Go" and nothing moves before it (Wells L238). The put-down has
    /// no time limit (Wells L229).
    pub fn refuses_move(&self, state: &BattleState) -> Option<String> {
        (state.phase == Phase::Battle && !self.running && self.elapsed == 0.0).then(|| {
            format!(
                "Refused: press Go first — {}'s move time starts with Go and nothing moves \
                 before it (Wells L238).",
                state.to_move
            )
        })
    }

    /// The warnings given so far this move (0 to 3).
    pub fn warnings_given(&self) -> u8 {
        self.warned
    }

    /// Whether a warning (or "Time") is to flash now.
    pub fn flashing(&self, now: f64) -> bool {
        self.flash_since
            .is_some_and(|since| (0.0..FLASH_SECONDS).contains(&(now - since)))
    }

    /// Where the move stands against its allowance.
    pub fn phase(&self, allowance_seconds: u32) -> TimerPhase {
        if !self.running && self.elapsed == 0.0 {
            return TimerPhase::Running;
        }
        timer_phase(allowance_seconds, self.elapsed)
    }

    /// Whether the interval has run past `limit` seconds.
    pub fn interval_over(&self, limit: Option<u32>) -> bool {
        matches!((self.interval, limit), (Some(i), Some(l)) if i >= f64::from(l))
    }

    /// The time left as m:ss.
    pub fn left_text(&self, allowance_seconds: u32) -> String {
        minutes_text(f64::from(allowance_seconds) - self.elapsed)
    }
}

/// Seconds as m:ss, never below 0:00.
pub fn minutes_text(seconds: f64) -> String {
    let left = seconds.max(0.0).ceil() as u32;
    format!("{}:{:02}", left / 60, left % 60)
}
