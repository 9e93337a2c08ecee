//! Long marches (reference §12.6; draft L2176–2194): miles an hour and a day by arm, the
//! infantry's rests, and the range of a forced march. Whether troops end a march fresh or tired
//! the draft does not say: the umpire decides and records it with the unit's condition.

use super::working_step::WorkingStep;
use crate::error::{Result, RulesError};
use crate::figures::counted;
use serde::{Deserialize, Serialize};

/// Where the marching figures are read.
pub const MARCH_SOURCE: &str = "reference §12.6; draft L2176–2194";
/// Infantry miles an hour and a day (reference §12.6; draft L2184–2186).
pub const INFANTRY_MILES: (u32, u32) = (3, 15);
/// Cavalry at the walk and trot, miles an hour and a day (reference §12.6; draft L2188–2190).
pub const CAVALRY_MILES: (u32, u32) = (5, 30);
/// Minutes of rest infantry take each hour (reference §12.6; draft L2192).
pub const INFANTRY_REST_MINUTES: u32 = 10;
/// The hour of the march with a longer rest (reference §12.6; draft L2194).
pub const LONG_REST_HOUR: u32 = 4;
/// The miles a forced march covers, least and most (reference §12.6; draft L2194).
pub const FORCED_MARCH_MILES: (u32, u32) = (25, 40);
/// The longest march the calculator takes, in hours (a day and a night).
pub const MAX_MARCH_HOURS: u32 = 24;

/// The arm on the march.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum MarchArm {
    /// Infantry.
    Infantry,
    /// Cavalry at the walk and trot.
    Cavalry,
}

impl MarchArm {
    /// Miles an hour and a day.
    pub fn miles(self) -> (u32, u32) {
        match self {
            MarchArm::Infantry => INFANTRY_MILES,
            MarchArm::Cavalry => CAVALRY_MILES,
        }
    }

    /// The arm in words.
    pub fn description(self) -> &'static str {
        match self {
            MarchArm::Infantry => "infantry",
            MarchArm::Cavalry => "cavalry at the walk and trot",
        }
    }
}

/// How a march stands against a day's march and a forced march.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarchLength {
    /// Within a day's march.
    WithinDay,
    /// Beyond a day's march but within a forced march.
    Forced,
    /// Beyond the most a forced march covers.
    BeyondForced,
}

/// A march worked out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MarchWorksheet {
    /// The arm.
    pub arm: MarchArm,
    /// Hours on the road.
    pub hours: u32,
    /// Miles covered at the hourly rate.
    pub miles: u32,
    /// The miles of an ordinary day's march.
    pub day_miles: u32,
    /// Against a day's and a forced march.
    pub length: MarchLength,
    /// Minutes of hourly rest the infantry takes on the way (none for cavalry).
    pub rest_minutes: u32,
    /// What the umpire decides, the draft giving no figure.
    pub umpire_decides: Vec<String>,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl MarchWorksheet {
    /// Works out `hours` of marching for `arm`.
    pub fn work(arm: MarchArm, hours: u32) -> Result<Self> {
        if hours == 0 || hours > MAX_MARCH_HOURS {
            return Err(RulesError::OutOfRange {
                what: "hours of marching",
                value: hours.to_string(),
                allowed: format!("1 to {MAX_MARCH_HOURS}"),
            });
        }
        let (per_hour, day_miles) = arm.miles();
        let miles = per_hour * hours;
        let mut steps = vec![WorkingStep::new(
            format!(
                "{} march {per_hour} miles an hour: {} {} {miles} miles",
                arm.description(),
                counted(hours, "hour"),
                if hours == 1 { "covers" } else { "cover" }
            ),
            MARCH_SOURCE,
        )];
        let (forced_least, forced_most) = FORCED_MARCH_MILES;
        let length = if miles <= day_miles {
            MarchLength::WithinDay
        } else if miles <= forced_most {
            MarchLength::Forced
        } else {
            MarchLength::BeyondForced
        };
        steps.push(WorkingStep::new(
            match length {
                MarchLength::WithinDay => {
                    format!("within a day's march of {day_miles} miles")
                }
                MarchLength::Forced => format!(
                    "beyond a day's march of {day_miles} miles: a forced march, which covers {forced_least}–{forced_most} miles"
                ),
                MarchLength::BeyondForced => format!(
                    "beyond even a forced march ({forced_least}–{forced_most} miles)"
                ),
            },
            MARCH_SOURCE,
        ));
        let mut umpire_decides =
            vec!["whether the troops arrive fresh or tired (recorded with their condition)".into()];
        let rest_minutes = match arm {
            MarchArm::Infantry => {
                let rest = INFANTRY_REST_MINUTES * hours;
                steps.push(WorkingStep::new(
                    format!(
                        "infantry rest {INFANTRY_REST_MINUTES} minutes each hour: {rest} minutes over {}",
                        counted(hours, "hour")
                    ),
                    MARCH_SOURCE,
                ));
                if hours >= LONG_REST_HOUR {
                    steps.push(WorkingStep::new(
                        format!(
                            "in the {LONG_REST_HOUR}th hour they rest again; how long: umpire's decision"
                        ),
                        MARCH_SOURCE,
                    ));
                    umpire_decides.push("how long the fourth hour's rest lasts".into());
                }
                rest
            }
            MarchArm::Cavalry => 0,
        };
        Ok(Self {
            arm,
            hours,
            miles,
            day_miles,
            length,
            rest_minutes,
            umpire_decides,
            steps,
        })
    }
}
