//! How long a work takes (reference §12.3, §12.7): a fixed time, a range the umpire chooses in,
//! a least time he may lengthen, or no figure at all, when the umpire decides.

use super::turn_length::MINUTES_PER_TURN;
use super::working_step::WorkingStep;
use crate::error::{Result, RulesError};
use crate::figures::counted;
use serde::{Deserialize, Serialize};

/// The time a work takes, in turns of [`MINUTES_PER_TURN`] minutes, as the draft gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "span", rename_all = "snake_case")]
pub enum WorkSpan {
    /// The draft gives one figure.
    Fixed {
        /// Turns.
        turns: u32,
    },
    /// The draft gives a range ("up to double", "a day to a day and a half"): the umpire
    /// chooses within it.
    Between {
        /// Fewest turns.
        least: u32,
        /// Most turns.
        most: u32,
    },
    /// The draft says "at least": the umpire may allow longer, never shorter.
    AtLeast {
        /// Fewest turns.
        least: u32,
    },
    /// The draft gives no time: the umpire's decision.
    UmpireDecides,
}

impl WorkSpan {
    /// The turns the work takes, given the umpire's chosen duration where the span needs one.
    /// A fixed time takes no choice; a range and "no figure" need one; "at least" takes the
    /// least unless the umpire chooses longer.
    pub fn settle(self, umpire_turns: Option<u32>) -> Result<u32> {
        let refuse = |allowed: String| RulesError::OutOfRange {
            what: "umpire's duration in turns",
            value: umpire_turns.map_or_else(|| "none".to_string(), |t| t.to_string()),
            allowed,
        };
        match (self, umpire_turns) {
            (Self::Fixed { turns }, None) => Ok(turns),
            (Self::Fixed { turns }, Some(t)) if t == turns => Ok(turns),
            (Self::Fixed { turns }, Some(_)) => Err(refuse(format!(
                "none: the draft fixes {}",
                counted(turns, "turn")
            ))),
            (Self::Between { least, most }, Some(t)) if (least..=most).contains(&t) => Ok(t),
            (Self::Between { least, most }, _) => Err(refuse(format!(
                "{least} to {most} turns, the umpire's choice within the draft's range"
            ))),
            (Self::AtLeast { least }, None) => Ok(least),
            (Self::AtLeast { least }, Some(t)) if t >= least => Ok(t),
            (Self::AtLeast { least }, Some(_)) => Err(refuse(format!("{least} turns or more"))),
            (Self::UmpireDecides, Some(t)) if t > 0 => Ok(t),
            (Self::UmpireDecides, _) => Err(refuse(
                "1 turn or more: the draft gives no time, so the umpire states it".to_string(),
            )),
        }
    }

    /// Whether the umpire must state the duration (a range or no figure).
    pub fn needs_umpire(self) -> bool {
        matches!(self, Self::Between { .. } | Self::UmpireDecides)
    }

    /// The span in words ("10 turns (20 minutes)", "between … and …", …).
    pub fn describe(self) -> String {
        match self {
            Self::Fixed { turns } => turns_and_time(turns),
            Self::Between { least, most } => format!(
                "between {} and {}, as the umpire chooses",
                turns_and_time(least),
                turns_and_time(most)
            ),
            Self::AtLeast { least } => format!("at least {}", turns_and_time(least)),
            Self::UmpireDecides => "no time in the draft: the umpire's decision".to_string(),
        }
    }
}

/// Turns with their clock time: "45 turns (1 h 30 min)".
pub fn turns_and_time(turns: u32) -> String {
    let minutes = u64::from(turns) * u64::from(MINUTES_PER_TURN);
    let (h, m) = (minutes / 60, minutes % 60);
    let time = match (h, m) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m} min"),
    };
    format!("{} ({time})", counted(turns, "turn"))
}

/// Minutes of the draft as whole turns, rounded up.
pub fn minutes_to_turns(minutes: u32) -> u32 {
    minutes.div_ceil(MINUTES_PER_TURN)
}

/// What a work takes, with the working.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WorkEstimate {
    /// The work in words.
    pub work: String,
    /// How long it takes (flattened: `span` names the kind, with `turns`, `least`, `most`).
    #[serde(flatten)]
    pub span: WorkSpan,
    /// The span in words.
    pub time: String,
    /// What the draft leaves to the umpire here, each with its line.
    pub umpire_decisions: Vec<WorkingStep>,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl WorkEstimate {
    /// An estimate from its parts; the span in words is filled in.
    pub fn new(
        work: impl Into<String>,
        span: WorkSpan,
        steps: Vec<WorkingStep>,
        umpire_decisions: Vec<WorkingStep>,
    ) -> Self {
        Self {
            work: work.into(),
            span,
            time: span.describe(),
            umpire_decisions,
            steps,
        }
    }
}
