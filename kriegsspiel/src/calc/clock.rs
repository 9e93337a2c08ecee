//! The game clock: 2-minute turns counted from a start time of day ("British Army Kriegsspiel
//! Introduction": the game is divided into 2-minute turns; "The Relationship between Players &
//! Umpire": the two-minute sections are called moves).
//!
//! Turn 0 begins at the start time; turn `n` begins `2 × n` minutes later, so with a start at
//! 10:00 the clock reads "turn 12, 10:24". The clock never reads the wall clock: it moves only
//! when the umpire advances it.

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// Minutes of game time in one turn ("move").
pub const MINUTES_PER_TURN: u32 = 2;

const MINUTES_PER_DAY: u32 = 24 * 60;

/// Where the length of a turn comes from.
pub fn turn_length_source() -> Citation {
    Citation::new(
        "British Army Kriegsspiel Introduction; The Relationship between Players & Umpire",
    )
}

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
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
pub struct GameClock {
    start: TimeOfDay,
    turn: u32,
}

impl GameClock {
    /// A clock at turn 0, showing `start`.
    pub fn new(start: TimeOfDay) -> Self {
        Self { start, turn: 0 }
    }

    /// A clock at turn 0, the start given as "hh:mm".
    pub fn starting_at(start: &str) -> Result<Self> {
        Ok(Self::new(start.parse()?))
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
        u64::from(self.turn) * u64::from(MINUTES_PER_TURN)
    }

    /// What the clock shows at the current turn.
    pub fn reading(&self) -> ClockReading {
        self.reading_at(self.turn)
    }

    /// What the clock shows at `turn`.
    pub fn reading_at(&self, turn: u32) -> ClockReading {
        let total = u64::from(self.start.minutes_since_midnight())
            + u64::from(turn) * u64::from(MINUTES_PER_TURN);
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
    /// plus the turns rounded up. Refuses negative, NaN or too-large durations.
    pub fn arrival_turn(sent: u32, turns: f64) -> Result<u32> {
        let bad = || RulesError::OutOfRange {
            what: "duration in turns",
            value: turns.to_string(),
            allowed: format!("0 to {} turns", u32::MAX - sent),
        };
        if !(turns.is_finite() && turns >= 0.0) {
            return Err(bad());
        }
        let whole = super::movement::whole_turns(turns);
        let whole = u32::try_from(whole).map_err(|_| bad())?;
        sent.checked_add(whole).ok_or_else(bad)
    }
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
        let mut clock =
            GameClock::starting_at("10:00").unwrap_or(GameClock::new(TimeOfDay::default()));
        assert_eq!(clock.to_string(), "turn 0, 10:00");
        assert!(clock.advance_by(12).is_ok());
        assert_eq!(clock.to_string(), "turn 12, 10:24");
        assert_eq!(clock.elapsed_minutes(), 24);
    }
}
