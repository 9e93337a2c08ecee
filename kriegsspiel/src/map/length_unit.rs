//! Units in which an umpire may type a true distance when calibrating a sheet.

use crate::distance::Pace;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A unit of length for a distance typed by the umpire (a scale bar's label, a surveyed
/// distance between two landmarks). Every distance is turned into paces at once; the
/// conversions are those of [`Pace`] (2,000 paces to the English mile, Section 2 — Movement).
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
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "lowercase")]
pub enum LengthUnit {
    /// Paces (the game's own unit).
    Paces,
    /// Metres.
    Metres,
    /// Yards.
    Yards,
    /// Feet.
    Feet,
    /// English miles.
    Miles,
}

impl LengthUnit {
    /// Every unit, in a fixed order for menus.
    pub const ALL: &'static [LengthUnit] = <LengthUnit as strum::VariantArray>::VARIANTS;

    /// The stable short id used in files and on the command line.
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// `value` of this unit in paces; refuses NaN, infinities, zero and negative lengths
    /// (a calibration distance must be a real, positive length).
    pub fn to_paces(self, value: f64) -> Result<Pace> {
        if !(value.is_finite() && value > 0.0) {
            return Err(RulesError::OutOfRange {
                what: "calibration distance",
                value: value.to_string(),
                allowed: format!("a positive number of {}", self.id()),
            });
        }
        let paces = match self {
            LengthUnit::Paces => Pace(value),
            LengthUnit::Metres => Pace::from_metres(value),
            LengthUnit::Yards => Pace::from_yards(value),
            LengthUnit::Feet => Pace::from_feet(value),
            LengthUnit::Miles => Pace::from_miles(value),
        };
        Pace::checked(paces.paces())
    }

    /// All ids, comma separated, for messages.
    pub fn allowed_ids() -> String {
        crate::named::ids::<Self>().join(", ")
    }
}

impl fmt::Display for LengthUnit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for LengthUnit {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Self> {
        let key = s.trim().to_ascii_lowercase();
        let unit = match key.as_str() {
            "paces" | "pace" => LengthUnit::Paces,
            "metres" | "metre" | "meters" | "meter" | "m" => LengthUnit::Metres,
            "yards" | "yard" | "yd" => LengthUnit::Yards,
            "feet" | "foot" | "ft" => LengthUnit::Feet,
            "miles" | "mile" | "mi" => LengthUnit::Miles,
            _ => {
                return Err(RulesError::UnknownName {
                    what: "length unit",
                    value: s.to_string(),
                    allowed: Self::allowed_ids(),
                });
            }
        };
        Ok(unit)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    #[test]
    fn conversions_follow_two_thousand_paces_to_the_mile() {
        // Section 2 — Movement: 2,000 paces = 1 English mile; 1 mile = 1,760 yd = 5,280 ft
        // = 1,609.344 m.
        let cases = [
            (LengthUnit::Paces, 2000.0),
            (LengthUnit::Yards, 1760.0),
            (LengthUnit::Feet, 5280.0),
            (LengthUnit::Metres, 1609.344),
            (LengthUnit::Miles, 1.0),
        ];
        for (unit, value) in cases {
            let paces = unit.to_paces(value).map(|p| p.paces()).unwrap_or(f64::NAN);
            assert!((paces - 2000.0).abs() < 1e-9, "{unit}: {paces}");
        }
    }

    #[test]
    fn refuses_non_positive_and_non_finite() {
        for bad in [0.0, -1.0, f64::NAN, f64::INFINITY] {
            assert!(LengthUnit::Metres.to_paces(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn ids_round_trip() {
        for &unit in LengthUnit::ALL {
            assert_eq!(unit.id().parse::<LengthUnit>(), Ok(unit));
        }
        assert!("furlongs".parse::<LengthUnit>().is_err());
    }
}
