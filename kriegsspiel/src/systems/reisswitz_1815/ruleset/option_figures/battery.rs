//! The figures of option `battery_frontage` (reference §10 "Battery frontage", §11).

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// A battery's front at one spacing of its guns.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BatteryFrontFigures {
    /// Guns in the battery (six, L131).
    pub guns: u32,
    /// The battery's front in line, paces.
    pub front_paces: f64,
    /// The least interval between guns, paces.
    pub gun_interval_min: f64,
    /// The greatest interval between guns, paces.
    pub gun_interval_max: f64,
    /// The width of a half-battery block, which keeps the true frontage (L141); `None` where the
    /// draft gives none.
    #[serde(default)]
    pub half_battery_block_paces: Option<f64>,
    /// The workbench's formation that stands the battery on this front.
    pub formation: String,
    /// Where the figures come from.
    pub source: Citation,
}

impl BatteryFrontFigures {
    fn empty() -> Self {
        BatteryFrontFigures {
            guns: 0,
            front_paces: 0.0,
            gun_interval_min: 0.0,
            gun_interval_max: 0.0,
            half_battery_block_paces: None,
            formation: String::new(),
            source: Citation::new(""),
        }
    }

    fn validate(&self, name: &str) -> Result<()> {
        let ok = |x: f64| x.is_finite() && x > 0.0 && x <= 10_000.0;
        let block_ok = self
            .half_battery_block_paces
            .is_none_or(|b| ok(b) && b <= self.front_paces);
        if self.guns > 0
            && ok(self.front_paces)
            && ok(self.gun_interval_min)
            && ok(self.gun_interval_max)
            && self.gun_interval_min <= self.gun_interval_max
            && block_ok
        {
            Ok(())
        } else {
            Err(RulesError::bad_table(
                format!("option_figures.battery_frontage.{name}"),
                "guns, a positive front, intervals least to greatest, and a block no wider than the front",
            ))
        }
    }
}

/// The figures of both readings of `battery_frontage`, and the close spacing both share.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BatteryFrontageFigures {
    /// Reading `apparatus_150` (L131).
    pub apparatus_150: BatteryFrontFigures,
    /// Reading `formations_200` (L363, L1824).
    pub formations_200: BatteryFrontFigures,
    /// Guns 7 to 10 paces apart, in both readings (L363).
    pub close_intervals: BatteryFrontFigures,
}

impl BatteryFrontageFigures {
    /// Figures that the section's check refuses, for a compiled-in file that failed to load.
    pub(super) fn empty() -> Self {
        BatteryFrontageFigures {
            apparatus_150: BatteryFrontFigures::empty(),
            formations_200: BatteryFrontFigures::empty(),
            close_intervals: BatteryFrontFigures::empty(),
        }
    }

    /// Checks every spacing's figures.
    pub(super) fn validate(&self) -> Result<()> {
        self.apparatus_150.validate("apparatus_150")?;
        self.formations_200.validate("formations_200")?;
        self.close_intervals.validate("close_intervals")
    }
}
