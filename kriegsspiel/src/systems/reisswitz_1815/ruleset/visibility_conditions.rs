//! A game's light and weather, as far as they limit who sees whom (reference §12.2).
//!
//! The umpire's setting lives with the rules in force, the lowest layer that both `sight` and
//! the game read; the game keeps it in its state and changes it by the journaled
//! `SetVisibility` command; `sight` re-exports it.

use crate::distance::Pace;
use crate::error::RulesError;
use serde::{Deserialize, Serialize};

/// The longest sight distance the umpire may set, paces: far beyond anything the draft's note
/// lets anyone make out (1,114 paces).
const MAX_SIGHT_PACES: f64 = 100_000.0;

/// How far one can see in a game: a per-game setting the umpire changes by command.
///
/// By day the sighting note alone limits sight (reference §9: troops are made out at 1,114
/// paces or closer). At night "the umpire has first of all to decide what the visibility will
/// be. Only troops within the range of visibility of each other will be shown on the map"
/// (Section 4 — "Attacks by Night", L1514–1516; reference §12.2); fog, rain or snow are set the
/// same way. The umpire's distance limits sight only where it is shorter than the note's.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", try_from = "ConditionsRecord")]
pub enum VisibilityConditions {
    /// Daylight: the sighting note's distances alone.
    #[default]
    Day,
    /// Night: nothing is seen beyond the umpire's distance.
    Night {
        /// The umpire's sight distance, paces.
        sight: Pace,
    },
    /// Fog, rain, snow or smoke: nothing is seen beyond the umpire's distance.
    Weather {
        /// The umpire's sight distance, paces.
        sight: Pace,
    },
}

/// The stored form, checked on reading.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum ConditionsRecord {
    Day,
    Night { sight: Pace },
    Weather { sight: Pace },
}

impl TryFrom<ConditionsRecord> for VisibilityConditions {
    type Error = RulesError;
    fn try_from(r: ConditionsRecord) -> Result<Self, RulesError> {
        match r {
            ConditionsRecord::Day => Ok(Self::Day),
            ConditionsRecord::Night { sight } => Self::night(sight),
            ConditionsRecord::Weather { sight } => Self::weather(sight),
        }
    }
}

fn checked_sight(sight: Pace) -> Result<Pace, RulesError> {
    let p = sight.paces();
    if p.is_finite() && (0.0..=MAX_SIGHT_PACES).contains(&p) {
        Ok(sight)
    } else {
        Err(RulesError::OutOfRange {
            what: "sight distance in paces",
            value: p.to_string(),
            allowed: format!("a finite number of paces from 0 to {MAX_SIGHT_PACES}"),
        })
    }
}

impl VisibilityConditions {
    /// Night with the umpire's sight distance; refuses a distance that is negative, NaN,
    /// infinite or over 100,000 paces.
    pub fn night(sight: Pace) -> Result<Self, RulesError> {
        Ok(Self::Night {
            sight: checked_sight(sight)?,
        })
    }

    /// Weather (fog, rain, snow) with the umpire's sight distance; refuses what
    /// [`Self::night`] refuses.
    pub fn weather(sight: Pace) -> Result<Self, RulesError> {
        Ok(Self::Weather {
            sight: checked_sight(sight)?,
        })
    }

    /// Whether it is plain daylight (saved games leave the setting out then).
    pub fn is_day(&self) -> bool {
        matches!(self, Self::Day)
    }

    /// The umpire's sight distance; `None` by day.
    pub fn sight_limit(&self) -> Option<Pace> {
        match self {
            Self::Day => None,
            Self::Night { sight } | Self::Weather { sight } => Some(*sight),
        }
    }

    /// How far one can see under these conditions when the note's farthest distance is
    /// `farthest`: the shorter of the two. A limit that is not a number of paces (only a value
    /// built by hand can hold one) sees nothing.
    pub fn reach(&self, farthest: Pace) -> Pace {
        match self.sight_limit() {
            None => farthest,
            Some(limit) if limit.paces().is_nan() || limit.paces() < 0.0 => Pace::ZERO,
            Some(limit) => Pace(limit.paces().min(farthest.paces())),
        }
    }

    /// The conditions in a few words ("day", "night, 300 paces").
    pub fn label(&self) -> String {
        match self {
            Self::Day => "day".to_string(),
            Self::Night { sight } => format!("night, {} paces", sight.paces()),
            Self::Weather { sight } => format!("weather, {} paces", sight.paces()),
        }
    }
}
