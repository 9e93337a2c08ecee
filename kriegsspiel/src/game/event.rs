//! What applying a command did: the events the journal records.

use super::marker::MarkerKind;
use super::refusal::Refusal;
use crate::army::{Bearing, Condition, Gait, Strength, UnitId};
use crate::calc::clock::TimeOfDay;
use crate::dice::ThrowEntry;
use crate::ruleset::{HouseRule, RateLimit};
use geo::Coord;
use serde::{Deserialize, Serialize};

/// One thing that happened in the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The umpire applied a command the rules refused.
    Overridden {
        /// The umpire's reason.
        reason: String,
        /// What the rules refused.
        refusals: Vec<Refusal>,
    },
    /// A unit was put on the map.
    UnitPlaced {
        /// The unit.
        unit: UnitId,
        /// Its anchor.
        anchor: Coord<f64>,
        /// Its bearing.
        bearing: Bearing,
        /// Its formation.
        formation: String,
    },
    /// A unit was taken off the map.
    UnitRemoved {
        /// The unit.
        unit: UnitId,
    },
    /// A unit moved.
    UnitMoved {
        /// The unit.
        unit: UnitId,
        /// Where its anchor was.
        from: Coord<f64>,
        /// Where its anchor is.
        to: Coord<f64>,
        /// Its bearing now.
        bearing: Bearing,
        /// The gait.
        gait: Gait,
        /// The chart row used.
        row: String,
        /// Paces along the path.
        length: f64,
        /// Fraction of the turn the move used.
        fraction_used: f64,
        /// Fraction of the turn left for further moves.
        allowance_left: f64,
    },
    /// A rate the chart limits was used this turn.
    LimitedRateUsed {
        /// The unit.
        unit: UnitId,
        /// The chart row.
        row: String,
        /// The turn.
        turn: u32,
        /// Turns at this rate in the window, this one included.
        uses_in_window: u32,
        /// The limit.
        limit: RateLimit,
    },
    /// A unit began a formation change.
    FormationChanged {
        /// The unit.
        unit: UnitId,
        /// The old formation.
        from: String,
        /// The new formation.
        to: String,
        /// Turns it takes.
        turns: u32,
        /// The turn at whose start it is complete.
        ready_at_turn: u32,
    },
    /// A unit began to wheel to a new bearing.
    Wheeled {
        /// The unit.
        unit: UnitId,
        /// The old bearing.
        from: Bearing,
        /// The new bearing.
        to: Bearing,
        /// Turns it takes.
        turns: u32,
        /// The turn at whose start it is complete.
        ready_at_turn: u32,
    },
    /// A formation change or wheel is complete.
    ReformingDone {
        /// The unit.
        unit: UnitId,
    },
    /// Skirmishers went out.
    SkirmishersOut {
        /// The unit.
        unit: UnitId,
        /// Skirmish blocks.
        blocks: u32,
        /// Paces ahead.
        distance: f64,
    },
    /// Skirmishers came in.
    SkirmishersIn {
        /// The unit.
        unit: UnitId,
    },
    /// A marker was set.
    MarkerSet {
        /// The unit.
        unit: UnitId,
        /// Which marker.
        kind: MarkerKind,
        /// What it says, in words.
        detail: String,
    },
    /// A marker was taken off.
    MarkerCleared {
        /// The unit.
        unit: UnitId,
        /// Which marker.
        kind: MarkerKind,
        /// Why, in words.
        reason: String,
    },
    /// A beaten unit may defend again.
    CanDefendAgain {
        /// The unit.
        unit: UnitId,
    },
    /// A concealed march began.
    Concealed {
        /// The unit.
        unit: UnitId,
        /// The head marker's number.
        head_marker: u32,
    },
    /// A concealed march ended.
    Revealed {
        /// The unit.
        unit: UnitId,
    },
    /// A unit's strength changed.
    StrengthChanged {
        /// The unit.
        unit: UnitId,
        /// Before.
        from: Strength,
        /// After.
        to: Strength,
    },
    /// A unit's condition changed.
    ConditionChanged {
        /// The unit.
        unit: UnitId,
        /// Before.
        from: Condition,
        /// After.
        to: Condition,
    },
    /// The clock moved on.
    ClockAdvanced {
        /// The turn before.
        from_turn: u32,
        /// The turn now.
        to_turn: u32,
        /// The time of day now.
        time: TimeOfDay,
        /// Days after the first.
        day: u32,
    },
    /// A reading of a contradiction was chosen.
    OptionSet {
        /// The option.
        id: String,
        /// The reading before.
        from: String,
        /// The reading now.
        to: String,
    },
    /// A house rule changed a table entry.
    HouseRuleApplied {
        /// The change.
        rule: HouseRule,
    },
    /// Dice were thrown or recorded (every throw of the dice box's log, blanks included).
    DieThrown {
        /// The log entries.
        entries: Vec<ThrowEntry>,
    },
}
