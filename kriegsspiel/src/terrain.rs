//! Ground classes: the eight terrain columns of the movement chart, and the ground the chart
//! leaves to the umpire's discretion.

use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A column of the movement chart (Appendix Three — Movement Chart; reference §1).
///
/// The short names (`even`, `lwood`, …) are stable identifiers used in files and by `ks`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TerrainColumn {
    /// Even ground, slopes under 5°.
    Even,
    /// Light woods.
    Lwood,
    /// Slopes of 5–10° without a road.
    S5_10,
    /// Slopes of 10–15° without a road.
    S10_15,
    /// Slopes of 15–35° without a road.
    S15_35,
    /// Slopes of 15–25° with a road.
    R15_25,
    /// Slopes of 25–35° with a road.
    R25_35,
    /// Farmyards and fenced garden areas.
    Yard,
}

impl TerrainColumn {
    /// All eight columns in the chart's order.
    pub const ALL: [TerrainColumn; 8] = [
        TerrainColumn::Even,
        TerrainColumn::Lwood,
        TerrainColumn::S5_10,
        TerrainColumn::S10_15,
        TerrainColumn::S15_35,
        TerrainColumn::R15_25,
        TerrainColumn::R25_35,
        TerrainColumn::Yard,
    ];

    /// The stable short id (`even`, `lwood`, `s5_10`, …).
    pub fn id(self) -> &'static str {
        match self {
            TerrainColumn::Even => "even",
            TerrainColumn::Lwood => "lwood",
            TerrainColumn::S5_10 => "s5_10",
            TerrainColumn::S10_15 => "s10_15",
            TerrainColumn::S15_35 => "s15_35",
            TerrainColumn::R15_25 => "r15_25",
            TerrainColumn::R25_35 => "r25_35",
            TerrainColumn::Yard => "yard",
        }
    }

    /// The column's heading in words.
    pub fn description(self) -> &'static str {
        match self {
            TerrainColumn::Even => "even ground, slopes under 5°",
            TerrainColumn::Lwood => "light woods",
            TerrainColumn::S5_10 => "slopes 5–10° without road",
            TerrainColumn::S10_15 => "slopes 10–15° without road",
            TerrainColumn::S15_35 => "slopes 15–35° without road",
            TerrainColumn::R15_25 => "slopes 15–25° with road",
            TerrainColumn::R25_35 => "slopes 25–35° with road",
            TerrainColumn::Yard => "farmyards, fenced gardens",
        }
    }

    /// The column's position in the chart (0 = `even`).
    pub fn index(self) -> usize {
        self as usize
    }

    /// All ids, comma separated, for error messages and help.
    pub fn allowed_ids() -> String {
        Self::ALL
            .iter()
            .map(|c| c.id())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl fmt::Display for TerrainColumn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for TerrainColumn {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Self> {
        let key = s.trim().to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|c| c.id() == key)
            .ok_or_else(|| RulesError::UnknownName {
                what: "terrain column",
                value: s.to_string(),
                allowed: Self::allowed_ids(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for c in TerrainColumn::ALL {
            assert_eq!(c.id().parse::<TerrainColumn>(), Ok(c));
        }
        assert!("swamp".parse::<TerrainColumn>().is_err());
    }
}
