//! The game clock in 2-minute turns (British Army Kriegsspiel Introduction).

#![allow(clippy::panic)] // a test fails by panicking

use kriegsspiel::clock::{GameClock, TimeOfDay};
use kriegsspiel::systems::reisswitz_1815::calc::turn_length::MINUTES_PER_TURN;
use proptest::prelude::*;

fn clock(start: &str) -> GameClock {
    match GameClock::starting_at(start, MINUTES_PER_TURN) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn turns_are_two_minutes() {
    assert_eq!(MINUTES_PER_TURN, 2);
    let mut c = clock("10:00");
    assert_eq!(c.to_string(), "turn 0, 10:00");
    assert!(c.advance().is_ok());
    assert_eq!(c.to_string(), "turn 1, 10:02");
    assert!(c.advance_by(11).is_ok());
    assert_eq!(c.to_string(), "turn 12, 10:24");
    assert_eq!(c.turn(), 12);
    assert_eq!(c.time_of_day().to_string(), "10:24");
    // 30 turns = one hour.
    assert_eq!(c.reading_at(30).to_string(), "turn 30, 11:00");
}

#[test]
fn clock_runs_past_midnight_into_the_next_day() {
    let c = clock("23:50");
    assert_eq!(c.reading_at(5).to_string(), "turn 5, 00:00 (day 2)");
    assert_eq!(c.reading_at(4).to_string(), "turn 4, 23:58");
    assert_eq!(c.reading_at(720).day, 1);
    assert_eq!(c.reading_at(725).day, 2);
    let far = c.reading_at(u32::MAX);
    assert!(far.day > 0);
}

#[test]
fn time_of_day_parsing() {
    for (text, h, m) in [
        ("10:00", 10, 0),
        ("7:05", 7, 5),
        ("00:00", 0, 0),
        ("23:59", 23, 59),
    ] {
        let t: Result<TimeOfDay, _> = text.parse();
        assert_eq!(t.map(|t| (t.hour(), t.minute())), Ok((h, m)), "{text}");
    }
    for bad in [
        "24:00", "10:60", "10", "10:5", "-1:00", "ab:cd", "", "10:00:00", "1000:00", "+1:00",
    ] {
        assert!(bad.parse::<TimeOfDay>().is_err(), "{bad}");
    }
}

#[test]
fn advancing_past_the_last_turn_is_refused_and_leaves_the_clock() {
    let mut c = clock("06:00");
    c.set_turn(u32::MAX - 1);
    assert!(c.advance().is_ok());
    assert!(c.advance().is_err());
    assert_eq!(c.turn(), u32::MAX);
}

#[test]
fn arrival_turns() {
    // A messenger sent at the start of turn 10 who rides 2.22 turns is in hand at turn 13;
    // exactly 2 turns: turn 12.
    assert_eq!(GameClock::arrival_turn(10, 2000.0 / 900.0), Ok(13));
    assert_eq!(GameClock::arrival_turn(10, 2.0), Ok(12));
    assert_eq!(GameClock::arrival_turn(10, 0.0), Ok(10));
    assert!(GameClock::arrival_turn(10, -1.0).is_err());
    assert!(GameClock::arrival_turn(10, f64::NAN).is_err());
    assert!(GameClock::arrival_turn(u32::MAX, 1.0).is_err());
    assert!(GameClock::arrival_turn(0, 1e20).is_err());
}

#[test]
fn clock_round_trips_through_json() {
    let mut c = clock("09:30");
    assert!(c.advance_by(7).is_ok());
    let text = serde_json::to_string(&c).unwrap_or_default();
    assert!(text.contains("\"09:30\""), "{text}");
    let back: Result<GameClock, _> = serde_json::from_str(&text);
    assert_eq!(back.ok(), Some(c));
    let bad: Result<GameClock, _> = serde_json::from_str(r#"{"start":"25:00","turn":1}"#);
    assert!(bad.is_err());
}

proptest! {
    #[test]
    fn reading_is_start_plus_two_minutes_a_turn(h in 0u32..24, m in 0u32..60, turn in any::<u32>()) {
        let start = TimeOfDay::new(h, m);
        prop_assert!(start.is_ok());
        let start = start.unwrap_or_default();
        let c = GameClock::new(start, MINUTES_PER_TURN).unwrap_or_else(|e| panic!("{e}"));
        let r = c.reading_at(turn);
        let total = u64::from(h * 60 + m) + 2 * u64::from(turn);
        prop_assert_eq!(u64::from(r.time.minutes_since_midnight()), total % 1440);
        prop_assert_eq!(u64::from(r.day), total / 1440);
    }

    #[test]
    fn parsing_never_panics(s in ".{0,12}") {
        let _ = s.parse::<TimeOfDay>();
        let _ = GameClock::starting_at(&s, MINUTES_PER_TURN);
    }

    #[test]
    fn arrival_never_panics(sent in any::<u32>(), turns in any::<f64>()) {
        if let Ok(t) = GameClock::arrival_turn(sent, turns) {
            prop_assert!(t >= sent);
        }
    }
}
