//! What one throw of loss points did to a casualty pin, and what the umpire must do after it
//! (reference §4; see [`super::casualty_pin`]).

use crate::systems::reisswitz_1815::calc::tally::Tally;
use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use crate::systems::reisswitz_1815::dice::Face;
use crate::systems::reisswitz_1815::ruleset::ExchangeKind;
use serde::{Deserialize, Serialize};

/// Something the umpire must do after a throw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum PinEvent {
    /// The track completed once or more (completions `first` to `last`, counted from the
    /// start of the game): do the formation's exchange that many times.
    TrackCompleted {
        /// The first completion in this throw.
        first: u64,
        /// The last completion in this throw.
        last: u64,
        /// What to do each time.
        exchange: ExchangeKind,
    },
    /// The half battalion has lost half its strength: remove it from the map.
    HalfBattalionRemoved,
    /// The battery is down to its last guns: remove it.
    BatteryRemoved {
        /// Guns it had left.
        guns_left: Tally,
    },
}

impl PinEvent {
    /// The event in words.
    pub fn describe(&self) -> String {
        match self {
            PinEvent::TrackCompleted {
                first,
                last,
                exchange,
            } => {
                let times = last.saturating_sub(*first).saturating_add(1);
                if times == 1 {
                    format!("track completed (no. {first}): {}", exchange.describe())
                } else {
                    format!(
                        "track completed {times} times (nos. {first}–{last}): each time, {}",
                        exchange.describe()
                    )
                }
            }
            PinEvent::HalfBattalionRemoved => {
                "the half battalion has lost half its strength: remove it from the map".into()
            }
            PinEvent::BatteryRemoved { guns_left } => {
                format!(
                    "the battery has {guns_left} {} left: remove it from play",
                    if *guns_left == Tally::whole(1) {
                        "gun"
                    } else {
                        "guns"
                    }
                )
            }
        }
    }
}

/// What one throw did to the pin.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PinThrow {
    /// Loss points recorded.
    pub points: Tally,
    /// Men (riders; guns for artillery) they stand for, exactly. On the sheet's points track
    /// this is only what the points stand for: the track itself counts the points.
    pub exact: Tally,
    /// Fraction of a track unit (a man; a point on the sheet's points track) carried in from
    /// earlier throws.
    pub carried_in: Tally,
    /// Whole men the throw takes off the unit (0 for artillery).
    pub whole: u64,
    /// Fraction of a track unit carried on to the next throw.
    pub carried_out: Tally,
    /// Full boxes: fives of men, or fives of points on the sheet's points track.
    pub full_boxes: u64,
    /// Whole track units left over after the full boxes (0 means no remainder throw).
    pub remainder: u64,
    /// The remainder throw, if one was needed.
    pub remainder_throw: Option<Face>,
    /// Whether the remainder throw moved the pin one more box.
    pub extra_box: bool,
    /// Boxes the pin moved.
    pub boxes_moved: u64,
    /// Track units added: men for a men track, points for artillery and the sheet's points
    /// track.
    pub recorded: Tally,
    /// Pin position on the current track before the throw.
    pub position_before: Tally,
    /// Pin position on the current track after the throw.
    pub position_after: Tally,
    /// Exchanges and removals the throw caused.
    pub events: Vec<PinEvent>,
    /// The working.
    pub steps: Vec<WorkingStep>,
}
