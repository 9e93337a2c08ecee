//! The move timer (§7 "Timing"): the time allowed for a move, the warnings before time, the
//! interval limit. The engine reads no clock: the table passes in the seconds elapsed.

use super::options::LittleWarsOptions;
use crate::systems::little_wars::option_readings::{IntervalLimit, TimeRounding};
use serde::{Deserialize, Serialize};

pub use super::figures::MEN_PER_MINUTE;
/// Warnings before time, in seconds: 2 min, 1 min and 30 s (Wells L238; Streamlined L58).
pub const WARNINGS_BEFORE_TIME: [u32; 3] = [120, 60, 30];

/// The time allowed for a move and how it was reckoned.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MoveAllowance {
    /// Seconds allowed.
    pub seconds: u32,
    /// The same in minutes (a fraction only under `time_rounding` = `exact`).
    pub minutes: f64,
    /// The working.
    pub steps: Vec<String>,
}

/// The time allowed for moving `men` men and `guns` guns: about a minute per 30 men and a
/// minute per gun (Wells L238), rounded by `time_rounding`.
pub fn move_allowance(men: u32, guns: u32, options: &LittleWarsOptions) -> MoveAllowance {
    let mut steps = vec![format!(
        "About a minute per {MEN_PER_MINUTE} men and a minute per gun (Wells L238): \
         {men}/{MEN_PER_MINUTE} + {guns} = {:.2} minutes.",
        f64::from(men) / f64::from(MEN_PER_MINUTE) + f64::from(guns)
    )];
    let seconds = if options.time_rounding == TimeRounding::Exact {
        steps.push("Rounding: none, to the second (time_rounding=exact).".into());
        clamp(u64::from(men) * 60 / u64::from(MEN_PER_MINUTE) + u64::from(guns) * 60)
    } else if options.time_rounding == TimeRounding::CeilMen {
        let men_minutes = men.div_ceil(MEN_PER_MINUTE);
        steps.push(format!(
            "Rounding: the men's minutes up to {men_minutes}, plus {guns} for the guns \
             (time_rounding=ceil_men)."
        ));
        clamp((u64::from(men_minutes) + u64::from(guns)) * 60)
    } else {
        let minutes = (u64::from(men) + u64::from(guns) * u64::from(MEN_PER_MINUTE))
            .div_ceil(u64::from(MEN_PER_MINUTE));
        steps.push(format!(
            "Rounding: the total up to whole minutes, {minutes} (time_rounding=ceil_total; \
             110 men and 3 guns give 7, Wells L238)."
        ));
        clamp(minutes * 60)
    };
    steps.push(
        "Warnings at 2 minutes, 1 minute and 30 seconds before time; the mover stops at \
         \"Time\" (Wells L238)."
            .into(),
    );
    MoveAllowance {
        seconds,
        minutes: f64::from(seconds) / 60.0,
        steps,
    }
}

/// Seconds as a u32, the longest the clock can show for absurd forces.
fn clamp(seconds: u64) -> u32 {
    u32::try_from(seconds).unwrap_or(u32::MAX)
}

/// Where a running move stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TimerPhase {
    /// Time is running; no warning given yet.
    Running,
    /// The n-th warning (1: 2 min, 2: 1 min, 3: 30 s before time) has been given.
    Warned(u8),
    /// Time: the mover stops at once (Wells L238).
    Time,
}

/// The phase of a move of `allowance_seconds` after `elapsed_seconds`.
pub fn timer_phase(allowance_seconds: u32, elapsed_seconds: f64) -> TimerPhase {
    let left = f64::from(allowance_seconds) - elapsed_seconds;
    if left <= 0.0 {
        return TimerPhase::Time;
    }
    let given = WARNINGS_BEFORE_TIME
        .iter()
        .filter(|&&w| w < allowance_seconds && left <= f64::from(w))
        .count();
    match u8::try_from(given) {
        Ok(0) | Err(_) => TimerPhase::Running,
        Ok(n) => TimerPhase::Warned(n),
    }
}

/// The longest interval between moves in seconds, if any (`interval_limit`; Wells L238,
/// L131).
pub fn interval_limit_seconds(options: &LittleWarsOptions) -> Option<u32> {
    if options.interval_limit == IntervalLimit::Four {
        Some(4 * 60)
    } else if options.interval_limit == IntervalLimit::None {
        None
    } else {
        Some(5 * 60)
    }
}
