//! The ground a point of the map stands on, as a geographer would tell it apart: open ground,
//! woods, slopes by their steepness (with or without a road), yards, swamp, villages, water
//! and fords.
//!
//! The core only names the ground; a rule system says what it means for movement (the
//! Reisswitz wing maps each kind to a column of its movement chart, or to the umpire).

use crate::error::RulesError;
use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;
use strum::VariantArray;

/// The ground under a point or along a stretch of a path.
///
/// The short ids (`even`, `lwood`, `s5_10`, …, `thick_woods`, `ford`) are stable: files, the
/// movement rules' data and `ks` use them. The variants are in a fixed order (open ground and
/// slopes first, then thick woods, swamp, village, steep slopes, water and fords), which is the
/// order of [`Ground::VARIANTS`] and of sorted collections of ground.
///
/// Serialized as the id (`"even"`); reading also accepts the older map form `{"column":"even"}`.
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
    strum::VariantArray,
    strum::EnumIter,
    strum::IntoStaticStr,
    strum::Display,
    strum::EnumString,
)]
#[strum(
    ascii_case_insensitive,
    parse_err_ty = RulesError,
    parse_err_fn = unknown_ground
)]
pub enum Ground {
    /// Even ground, slopes under 5°.
    #[serde(rename = "even")]
    #[strum(serialize = "even")]
    Even,
    /// Light woods.
    #[serde(rename = "lwood")]
    #[strum(serialize = "lwood")]
    LightWoods,
    /// Slopes of 5–10° without a road.
    #[serde(rename = "s5_10")]
    #[strum(serialize = "s5_10")]
    Slope5To10,
    /// Slopes of 10–15° without a road.
    #[serde(rename = "s10_15")]
    #[strum(serialize = "s10_15")]
    Slope10To15,
    /// Slopes of 15–35° without a road.
    #[serde(rename = "s15_35")]
    #[strum(serialize = "s15_35")]
    Slope15To35,
    /// Slopes of 15–25° with a road.
    #[serde(rename = "r15_25")]
    #[strum(serialize = "r15_25")]
    RoadSlope15To25,
    /// Slopes of 25–35° with a road.
    #[serde(rename = "r25_35")]
    #[strum(serialize = "r25_35")]
    RoadSlope25To35,
    /// Farmyards and fenced garden areas.
    #[serde(rename = "yard")]
    #[strum(serialize = "yard")]
    Yard,
    /// Thick woods.
    #[serde(rename = "thick_woods")]
    #[strum(serialize = "thick_woods")]
    ThickWoods,
    /// Swampy ground.
    #[serde(rename = "swamp")]
    #[strum(serialize = "swamp")]
    Swamp,
    /// Inside a village, off its roads.
    #[serde(rename = "village")]
    #[strum(serialize = "village")]
    Village,
    /// Slopes over 35°.
    #[serde(rename = "steep_slope")]
    #[strum(serialize = "steep_slope")]
    SteepSlope,
    /// A river, pond or stream.
    #[serde(rename = "water")]
    #[strum(serialize = "water")]
    Water,
    /// A ford through a river or stream.
    #[serde(rename = "ford")]
    #[strum(serialize = "ford")]
    Ford,
}

impl Ground {
    /// The stable short id (`even`, `lwood`, `s5_10`, …, `thick_woods`, `ford`).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The ground in words.
    pub fn description(self) -> &'static str {
        match self {
            Ground::Even => "even ground, slopes under 5°",
            Ground::LightWoods => "light woods",
            Ground::Slope5To10 => "slopes 5–10° without road",
            Ground::Slope10To15 => "slopes 10–15° without road",
            Ground::Slope15To35 => "slopes 15–35° without road",
            Ground::RoadSlope15To25 => "slopes 15–25° with road",
            Ground::RoadSlope25To35 => "slopes 25–35° with road",
            Ground::Yard => "farmyards, fenced gardens",
            Ground::ThickWoods => "thick woods (umpire's discretion)",
            Ground::Swamp => "swampy ground (umpire's discretion)",
            Ground::Village => "village off the roads (umpire's discretion)",
            Ground::SteepSlope => "slope over 35° (beyond the chart)",
            Ground::Water => "water (bridge, ford, boats or swimming)",
            Ground::Ford => "ford",
        }
    }

    /// The ids of `grounds`, comma separated, for error messages and help.
    pub fn ids_of(grounds: &[Ground]) -> String {
        grounds
            .iter()
            .map(|g| g.id())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// All ids in the variants' order, comma separated, for error messages and help.
    pub fn allowed_ids() -> String {
        Self::ids_of(Self::VARIANTS)
    }
}

/// The error for a name that is no ground's id.
fn unknown_ground(value: &str) -> RulesError {
    RulesError::UnknownName {
        what: "ground",
        value: value.to_string(),
        allowed: Ground::allowed_ids(),
    }
}

impl<'de> Deserialize<'de> for Ground {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        d.deserialize_any(GroundVisitor)
    }
}

/// Reads a ground from its id, or from the older map form `{"column": "<id>"}` in which the
/// chart's eight columns were written.
struct GroundVisitor;

impl<'de> Visitor<'de> for GroundVisitor {
    type Value = Ground;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a ground id ({})", Ground::allowed_ids())
    }

    fn visit_str<E: de::Error>(self, text: &str) -> std::result::Result<Ground, E> {
        text.trim().parse().map_err(E::custom)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<Ground, A::Error> {
        let Some(key) = map.next_key::<String>()? else {
            return Err(de::Error::invalid_length(0, &self));
        };
        if key != "column" {
            return Err(de::Error::unknown_field(&key, &["column"]));
        }
        let id: String = map.next_value()?;
        if map.next_key::<String>()?.is_some() {
            return Err(de::Error::invalid_length(2, &self));
        }
        self.visit_str(&id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for g in Ground::VARIANTS {
            assert_eq!(g.id().parse::<Ground>().ok(), Some(*g));
            assert_eq!(g.to_string(), g.id());
        }
        assert!("marsh".parse::<Ground>().is_err());
        assert_eq!("LWOOD".parse::<Ground>().ok(), Some(Ground::LightWoods));
    }

    #[test]
    fn reads_ids_and_the_old_column_form() {
        let read = |text: &str| serde_json::from_str::<Ground>(text).ok();
        assert_eq!(read("\"s5_10\""), Some(Ground::Slope5To10));
        assert_eq!(read("{\"column\":\"even\"}"), Some(Ground::Even));
        assert_eq!(read("\"ford\""), Some(Ground::Ford));
        assert_eq!(read("{\"row\":\"even\"}"), None);
        assert_eq!(read("\"bog\""), None);
        assert_eq!(
            serde_json::to_string(&Ground::LightWoods).ok().as_deref(),
            Some("\"lwood\"")
        );
    }
}
