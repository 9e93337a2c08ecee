//! Forces: the points a force is worth and the two ways of choosing forces (§8 "Forces",
//! `force_selection`; Wells L375; Streamlined L44).

use super::error::LittleWarsError;
use super::options::LittleWarsOptions;
use crate::systems::little_wars::option_readings::ForceSelection;
use serde::{Deserialize, Serialize};

/// What a force is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ForceCount {
    /// Infantrymen.
    pub infantry: u32,
    /// Cavalrymen.
    pub cavalry: u32,
    /// Guns.
    pub guns: u32,
}

pub use super::figures::BUY_POINTS;
pub use super::figures::CAVALRY_HALF_POINTS;
pub use super::figures::GUN_HALF_POINTS;
pub use super::figures::INFANTRY_HALF_POINTS;

/// A force's points and how they were reckoned.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ForcePoints {
    /// The total (a whole or a half).
    pub points: f64,
    /// Whether the force keeps within the 150-point buy.
    pub within_buy: bool,
    /// The working.
    pub steps: Vec<String>,
}

impl ForceCount {
    /// Men of the force (guns are not men).
    pub fn men(&self) -> u32 {
        self.infantry + self.cavalry
    }

    /// The force's points in half points (exact).
    pub fn half_points(&self) -> u64 {
        u64::from(self.infantry) * INFANTRY_HALF_POINTS
            + u64::from(self.cavalry) * CAVALRY_HALF_POINTS
            + u64::from(self.guns) * GUN_HALF_POINTS
    }

    /// The force's points with the working (Wells L375).
    pub fn points(&self) -> ForcePoints {
        let points = self.half_points() as f64 / 2.0;
        let within_buy = points <= BUY_POINTS;
        let steps = vec![
            format!(
                "Infantry {} × {} = {} (Wells L375).",
                self.infantry,
                half_points_words(INFANTRY_HALF_POINTS),
                half_points_words(u64::from(self.infantry) * INFANTRY_HALF_POINTS)
            ),
            format!(
                "Cavalry {} × {} = {} (Wells L375).",
                self.cavalry,
                half_points_words(CAVALRY_HALF_POINTS),
                half_points_words(u64::from(self.cavalry) * CAVALRY_HALF_POINTS)
            ),
            format!(
                "Guns {} × {} = {} (Wells L375).",
                self.guns,
                half_points_words(GUN_HALF_POINTS),
                half_points_words(u64::from(self.guns) * GUN_HALF_POINTS)
            ),
            format!(
                "Total {points} points; the 150-point buy {} (Wells L375; Streamlined L44).",
                if within_buy {
                    "allows it"
                } else {
                    "is exceeded"
                }
            ),
        ];
        ForcePoints {
            points,
            within_buy,
            steps,
        }
    }
}

/// Checks two forces against the force rule in force: equal in number (and, by default,
/// similar: the same number of each arm) under `equal`, at most 150 points each under
/// `points_150` (Wells L375; Streamlined L44).
pub fn check_forces(
    red: ForceCount,
    blue: ForceCount,
    options: &LittleWarsOptions,
) -> Result<(), LittleWarsError> {
    if options.force_selection == ForceSelection::Points150 {
        for (name, force) in [("Red", red), ("Blue", blue)] {
            let points = force.points().points;
            if points > BUY_POINTS {
                return Err(LittleWarsError::OutOfRange {
                    what: "force points",
                    value: format!("{name} {points}"),
                    allowed: "at most 150 (Wells L375; Streamlined L44)".into(),
                });
            }
        }
        return Ok(());
    }
    if red.men() != blue.men() || red.guns != blue.guns {
        return Err(LittleWarsError::OutOfRange {
            what: "forces",
            value: format!(
                "Red {} men and {} guns, Blue {} men and {} guns",
                red.men(),
                red.guns,
                blue.men(),
                blue.guns
            ),
            allowed: "equal in number and similar in composition unless agreed otherwise \
                      (Wells L375)"
                .into(),
        });
    }
    Ok(())
}

/// Points given in half points, in words: 3 → "1½", 4 → "2".
fn half_points_words(half_points: u64) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}
