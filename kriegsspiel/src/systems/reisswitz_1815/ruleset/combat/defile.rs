//! Debouching from a defile under artillery fire.

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::DieId;
use serde::{Deserialize, Serialize};

/// The battery covering a defile's exit (Section 3 — Debouching from a Defile).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
pub enum DefileBattery {
    /// Half a 6-pdr battery.
    #[serde(rename = "half_6pdr")]
    #[strum(serialize = "half_6pdr")]
    HalfSixPounder,
    /// A 6-pdr battery.
    #[serde(rename = "6pdr")]
    #[strum(serialize = "6pdr")]
    SixPounder,
    /// Half a 12-pdr battery.
    #[serde(rename = "half_12pdr")]
    #[strum(serialize = "half_12pdr")]
    HalfTwelvePounder,
    /// A 12-pdr battery.
    #[serde(rename = "12pdr")]
    #[strum(serialize = "12pdr")]
    TwelvePounder,
}

impl DefileBattery {
    /// All four, in the table's order.
    pub const ALL: &'static [DefileBattery] = <DefileBattery as strum::VariantArray>::VARIANTS;

    /// The stable id ("half_6pdr", "6pdr", "half_12pdr", "12pdr").
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The battery described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            DefileBattery::HalfSixPounder => "Half a 6-pdr battery",
            DefileBattery::SixPounder => "A 6-pdr battery",
            DefileBattery::HalfTwelvePounder => "Half a 12-pdr battery",
            DefileBattery::TwelvePounder => "A 12-pdr battery",
        }
    }

    /// In words.
    pub fn word(self) -> &'static str {
        match self {
            DefileBattery::HalfSixPounder => "half a 6-pdr battery",
            DefileBattery::SixPounder => "a 6-pdr battery",
            DefileBattery::HalfTwelvePounder => "half a 12-pdr battery",
            DefileBattery::TwelvePounder => "a 12-pdr battery",
        }
    }
}

/// A cell of the defile table: a die against the debouching troops, or impossible.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DefileOdds {
    /// Die I.
    I,
    /// Die II.
    II,
    /// Die III.
    III,
    /// Die IV.
    IV,
    /// Die V.
    V,
    /// No debouching unless covered by fire of the troops' own of twice the enemy's strength.
    #[serde(rename = "impossible")]
    Impossible,
}

impl DefileOdds {
    /// The die, or `None` when impossible.
    pub fn die(self) -> Option<DieId> {
        match self {
            DefileOdds::I => Some(DieId::I),
            DefileOdds::II => Some(DieId::II),
            DefileOdds::III => Some(DieId::III),
            DefileOdds::IV => Some(DieId::IV),
            DefileOdds::V => Some(DieId::V),
            DefileOdds::Impossible => None,
        }
    }
}

/// One row: a battery at a distance, with good and bad effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefileRow {
    /// The battery.
    pub battery: DefileBattery,
    /// The row covers the battery at this distance or closer (and beyond the battery's row
    /// before).
    pub paces: u32,
    /// With good effect.
    pub good: DefileOdds,
    /// With bad effect.
    pub bad: DefileOdds,
}

/// Odds against troops debouching from a defile under gun fire (Section 3 — Debouching from a
/// Defile; Appendix Three; reference §6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefileTable {
    /// Where the table comes from.
    pub source: Citation,
    /// The rows, for each battery nearest first.
    #[serde(rename = "row")]
    pub rows: Vec<DefileRow>,
}

impl DefileTable {
    /// The row for a battery at `paces`: the nearest row whose distance is not exceeded.
    pub fn row_for(&self, battery: DefileBattery, paces: f64) -> Option<&DefileRow> {
        if !paces.is_finite() || paces < 0.0 {
            return None;
        }
        self.rows
            .iter()
            .filter(|r| r.battery == battery)
            .find(|r| paces <= f64::from(r.paces))
    }

    /// Checks the shape: each battery has rows, nearest first.
    pub fn validate(&self) -> Result<()> {
        for &battery in DefileBattery::ALL {
            let rows: Vec<&DefileRow> = self.rows.iter().filter(|r| r.battery == battery).collect();
            if rows.is_empty() {
                return Err(RulesError::missing(
                    "defile table",
                    format!("row for {}", battery.id()),
                ));
            }
            if rows.windows(2).any(|p| p[0].paces >= p[1].paces) {
                return Err(RulesError::bad_table(
                    "defile table",
                    format!("{} rows not nearest first", battery.id()),
                ));
            }
        }
        Ok(())
    }
}
