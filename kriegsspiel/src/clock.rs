//! The game clock: turns of a fixed length counted from a start time of day.
//!
//! Each rule system says how long a turn is (Reisswitz's moves are two minutes; see
//! [`crate::systems::reisswitz_1815::calc::turn_length`]). Turn 0 begins at the start time; turn
//! `n` begins `n × length` minutes later, so with 2-minute turns from 10:00 the clock reads
//! "turn 12, 10:24". The clock never reads the wall clock: it moves only when the umpire
//! advances it.

use crate::error::{Result, RulesError};
use crate::figures::{counted, number_text, whole_text};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

const MINUTES_PER_DAY: u32 = 24 * 60;

/// The turn length of clocks saved before the clock kept its own: every such game was a
/// Reisswitz game of two-minute moves.
fn saved_before_turn_length() -> u32 {
    2
}

/// The longest turn a clock accepts, in minutes (a day).
pub const MAX_MINUTES_PER_TURN: u32 = MINUTES_PER_DAY;

/// A time of day, hours and minutes (00:00 to 23:59).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct TimeOfDay {
    minutes: u16,
}

impl TimeOfDay {
    /// A time from hours (0–23) and minutes (0–59).
    pub fn new(hour: u32, minute: u32) -> Result<Self> {
        if hour > 23 || minute > 59 {
            return Err(RulesError::OutOfRange {
                what: "time of day",
                value: format!("{hour}:{minute:02}"),
                allowed: "00:00 to 23:59".into(),
            });
        }
        Ok(Self {
            minutes: (hour * 60 + minute) as u16,
        })
    }

    /// The hour, 0–23.
    pub fn hour(self) -> u32 {
        u32::from(self.minutes) / 60
    }

    /// The minute, 0–59.
    pub fn minute(self) -> u32 {
        u32::from(self.minutes) % 60
    }

    /// Minutes since midnight.
    pub fn minutes_since_midnight(self) -> u32 {
        u32::from(self.minutes)
    }
}

impl fmt::Display for TimeOfDay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.hour(), self.minute())
    }
}

impl FromStr for TimeOfDay {
    type Err = RulesError;
    /// Parses "hh:mm" or "h:mm" (24-hour clock).
    fn from_str(s: &str) -> Result<Self> {
        let bad = || RulesError::OutOfRange {
            what: "time of day",
            value: s.to_string(),
            allowed: "hh:mm on the 24-hour clock, 00:00 to 23:59".into(),
        };
        let (h, m) = s.trim().split_once(':').ok_or_else(bad)?;
        let digits =
            |t: &str| !t.is_empty() && t.len() <= 2 && t.bytes().all(|b| b.is_ascii_digit());
        if !digits(h) || m.len() != 2 || !digits(m) {
            return Err(bad());
        }
        let hour: u32 = h.parse().map_err(|_| bad())?;
        let minute: u32 = m.parse().map_err(|_| bad())?;
        Self::new(hour, minute).map_err(|_| bad())
    }
}

impl Serialize for TimeOfDay {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for TimeOfDay {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// What the clock shows for one turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockReading {
    /// The turn number (0 = the first turn).
    pub turn: u32,
    /// The time of day at which the turn begins.
    pub time: TimeOfDay,
    /// Days after the first (0 on the day the game starts).
    pub day: u32,
}

impl fmt::Display for ClockReading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "turn {}, {}", self.turn, self.time)?;
        if self.day > 0 {
            write!(f, " (day {})", u64::from(self.day) + 1)?;
        }
        Ok(())
    }
}

/// The game clock: a start time and the current turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GameClockRecord", into = "GameClockRecord")]
pub struct GameClock {
    start: TimeOfDay,
    turn: u32,
    minutes_per_turn: u32,
}

/// What a clock saves as.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
struct GameClockRecord {
    start: TimeOfDay,
    turn: u32,
    #[serde(default = "saved_before_turn_length")]
    minutes_per_turn: u32,
}

impl TryFrom<GameClockRecord> for GameClock {
    type Error = RulesError;
    fn try_from(record: GameClockRecord) -> Result<Self> {
        let mut clock = GameClock::new(record.start, record.minutes_per_turn)?;
        clock.turn = record.turn;
        Ok(clock)
    }
}

impl From<GameClock> for GameClockRecord {
    fn from(clock: GameClock) -> Self {
        GameClockRecord {
            start: clock.start,
            turn: clock.turn,
            minutes_per_turn: clock.minutes_per_turn,
        }
    }
}

impl GameClock {
    /// A clock at turn 0, showing `start`, with turns of `minutes_per_turn` minutes (1 to
    /// [`MAX_MINUTES_PER_TURN`]).
    pub fn new(start: TimeOfDay, minutes_per_turn: u32) -> Result<Self> {
        if !(1..=MAX_MINUTES_PER_TURN).contains(&minutes_per_turn) {
            return Err(RulesError::OutOfRange {
                what: "minutes per turn",
                value: minutes_per_turn.to_string(),
                allowed: format!("1 to {MAX_MINUTES_PER_TURN}"),
            });
        }
        Ok(Self {
            start,
            turn: 0,
            minutes_per_turn,
        })
    }

    /// A clock at turn 0, the start given as "hh:mm".
    pub fn starting_at(start: &str, minutes_per_turn: u32) -> Result<Self> {
        Self::new(start.parse()?, minutes_per_turn)
    }

    /// Minutes of game time in one turn.
    pub fn minutes_per_turn(&self) -> u32 {
        self.minutes_per_turn
    }

    /// The start time of day.
    pub fn start(&self) -> TimeOfDay {
        self.start
    }

    /// The current turn.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Moves the clock to `turn`.
    pub fn set_turn(&mut self, turn: u32) {
        self.turn = turn;
    }

    /// Advances one turn; refuses to run past the last turn the clock can count.
    pub fn advance(&mut self) -> Result<()> {
        self.advance_by(1)
    }

    /// Advances `turns` turns (the umpire taking several moves together); on error the clock
    /// is unchanged.
    pub fn advance_by(&mut self, turns: u32) -> Result<()> {
        self.turn = self
            .turn
            .checked_add(turns)
            .ok_or_else(|| RulesError::OutOfRange {
                what: "turns to advance",
                value: turns.to_string(),
                allowed: format!("at most {} more turns", u32::MAX - self.turn),
            })?;
        Ok(())
    }

    /// Minutes of game time from the start to the beginning of the current turn.
    pub fn elapsed_minutes(&self) -> u64 {
        u64::from(self.turn) * u64::from(self.minutes_per_turn)
    }

    /// What the clock shows at the current turn.
    pub fn reading(&self) -> ClockReading {
        self.reading_at(self.turn)
    }

    /// What the clock shows at `turn`.
    pub fn reading_at(&self, turn: u32) -> ClockReading {
        let total = u64::from(self.start.minutes_since_midnight())
            + u64::from(turn) * u64::from(self.minutes_per_turn);
        let day = total / u64::from(MINUTES_PER_DAY);
        let minutes = (total % u64::from(MINUTES_PER_DAY)) as u16;
        ClockReading {
            turn,
            time: TimeOfDay { minutes },
            day: day as u32,
        }
    }

    /// The time of day at which the current turn begins.
    pub fn time_of_day(&self) -> TimeOfDay {
        self.reading().time
    }

    /// The first turn at whose start something has arrived that was sent at the start of turn
    /// `sent` and takes `turns` turns (fractional, as from the messenger calculator): `sent`
    /// plus the turns rounded up. Refuses negative, NaN or too-large durations, and a sending
    /// turn so late that the arrival would fall past the last turn the clock counts.
    pub fn arrival_turn(sent: u32, turns: f64) -> Result<u32> {
        let too_long = || RulesError::OutOfRange {
            what: "duration in turns",
            value: number_text(turns),
            allowed: format!("0 to {} turns", whole_text(u64::from(u32::MAX))),
        };
        if !(turns.is_finite() && turns >= 0.0) {
            return Err(too_long());
        }
        let whole = u32::try_from(whole_turns(turns)).map_err(|_| too_long())?;
        sent.checked_add(whole)
            .ok_or_else(|| RulesError::OutOfRange {
                what: "sending turn",
                value: sent.to_string(),
                allowed: format!(
                    "0 to {} for a journey of {}: the clock counts no turn after {}",
                    whole_text(u64::from(u32::MAX - whole)),
                    counted(whole, "turn"),
                    whole_text(u64::from(u32::MAX))
                ),
            })
    }
}

/// Fractions of a turn within this of a whole number count as that number.
const SLACK: f64 = 1e-9;

/// Whole turns for a fraction of turns, rounded up (0 for nothing; 2 for exactly 2).
pub fn whole_turns(fraction: f64) -> u64 {
    if !(fraction.is_finite()) || fraction <= SLACK {
        return 0;
    }
    // Callers pass bounded path costs: far inside u64.
    (fraction - SLACK).ceil() as u64
}

impl fmt::Display for GameClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.reading().fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_twelve_from_ten_o_clock() {
        let Ok(mut clock) = GameClock::starting_at("10:00", 2) else {
            panic!("a two-minute clock from 10:00");
        };
        assert_eq!(clock.to_string(), "turn 0, 10:00");
        assert!(clock.advance_by(12).is_ok());
        assert_eq!(clock.to_string(), "turn 12, 10:24");
        assert_eq!(clock.elapsed_minutes(), 24);
    }
}
