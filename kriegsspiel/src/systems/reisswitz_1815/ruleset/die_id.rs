//! Which of the five Reisswitz dice.

use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the five Reisswitz dice, I to V ("The Dice"). Die I gives even odds (1:1), Die V the
/// longest (4:1), see reference §5.
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
pub enum DieId {
    /// Die I, odds 1:1.
    I,
    /// Die II, odds 3:2.
    II,
    /// Die III, odds 2:1.
    III,
    /// Die IV, odds 3:1.
    IV,
    /// Die V, odds 4:1.
    V,
}

impl DieId {
    /// All five dice in order.
    pub const ALL: &'static [DieId] = <DieId as strum::VariantArray>::VARIANTS;

    /// The roman numeral.
    pub fn roman(self) -> &'static str {
        self.into()
    }

    /// The index point count that selects this die (I = 0 … V = 4; Section 4, "Establishing
    /// the Odds for Close Combat").
    pub fn index_points(self) -> u8 {
        self as u8
    }

    /// The die selected by a net index (0 → I … 4 → V); `None` above 4 (a foregone conclusion).
    pub fn from_index_points(points: u32) -> Option<DieId> {
        Self::ALL.get(points as usize).copied()
    }

    /// The odds the die gives, as printed (`"1:1"` … `"4:1"`).
    pub fn odds_label(self) -> &'static str {
        match self {
            DieId::I => "1:1",
            DieId::II => "3:2",
            DieId::III => "2:1",
            DieId::IV => "3:1",
            DieId::V => "4:1",
        }
    }

    /// The favoured side's chance of winning a melee, as an exact fraction (numerator,
    /// denominator): 1/2, 3/5, 2/3, 3/4, 4/5 (reference §5).
    pub fn favoured_win_fraction(self) -> (u32, u32) {
        match self {
            DieId::I => (1, 2),
            DieId::II => (3, 5),
            DieId::III => (2, 3),
            DieId::IV => (3, 4),
            DieId::V => (4, 5),
        }
    }
}

impl fmt::Display for DieId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.roman())
    }
}

impl FromStr for DieId {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Self> {
        match s.trim().to_ascii_uppercase().as_str() {
            "I" | "1" => Ok(DieId::I),
            "II" | "2" => Ok(DieId::II),
            "III" | "3" => Ok(DieId::III),
            "IV" | "4" => Ok(DieId::IV),
            "V" | "5" => Ok(DieId::V),
            _ => Err(RulesError::UnknownName {
                what: "die",
                value: s.to_string(),
                allowed: "I, II, III, IV, V".into(),
            }),
        }
    }
}
