//! The arms that fire, and the column an artillery fire reads.

use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A weapon as the fire tables know it (reference §2–§3).
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
pub enum FireArm {
    /// A 6-pdr battery.
    #[serde(rename = "6pdr")]
    #[strum(serialize = "6pdr")]
    SixPounder,
    /// A 9-pdr battery: a die picks the 6-pdr or 12-pdr column for each fire.
    #[serde(rename = "9pdr")]
    #[strum(serialize = "9pdr")]
    NinePounder,
    /// A 12-pdr battery.
    #[serde(rename = "12pdr")]
    #[strum(serialize = "12pdr")]
    TwelvePounder,
    /// An infantry half battalion in close order.
    #[serde(rename = "half-bn")]
    #[strum(serialize = "half-bn")]
    HalfBattalion,
    /// Line skirmishers (the table is for two skirmish platoon blocks).
    #[serde(rename = "skirmish")]
    #[strum(serialize = "skirmish")]
    Skirmishers,
    /// Rifles in skirmish order (the skirmisher table read by the Rifles column).
    #[serde(rename = "rifles")]
    #[strum(serialize = "rifles")]
    Rifles,
}

impl FireArm {
    /// All arms in order.
    pub const ALL: &'static [FireArm] = <FireArm as strum::VariantArray>::VARIANTS;

    /// The stable id (`6pdr`, `9pdr`, `12pdr`, `half-bn`, `skirmish`, `rifles`).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The arm with this id.
    pub fn from_id(id: &str) -> Result<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|a| a.id() == id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "firing arm",
                value: id.to_string(),
                allowed: crate::named::ids::<Self>().join(", "),
            })
    }

    /// The arm in words.
    pub fn label(self) -> &'static str {
        match self {
            FireArm::SixPounder => "6-pdr battery",
            FireArm::NinePounder => "9-pdr battery",
            FireArm::TwelvePounder => "12-pdr battery",
            FireArm::HalfBattalion => "half battalion",
            FireArm::Skirmishers => "skirmishers",
            FireArm::Rifles => "Rifles",
        }
    }

    /// The arm described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            FireArm::SixPounder => "A 6-pdr battery",
            FireArm::NinePounder => "A 9-pdr battery",
            FireArm::TwelvePounder => "A 12-pdr battery",
            FireArm::HalfBattalion => "An infantry half battalion in close order",
            FireArm::Skirmishers => "Line skirmishers (the table is for two platoon blocks)",
            FireArm::Rifles => "Rifles in skirmish order",
        }
    }

    /// Whether the arm is artillery.
    pub fn is_artillery(self) -> bool {
        matches!(
            self,
            FireArm::SixPounder | FireArm::NinePounder | FireArm::TwelvePounder
        )
    }

    /// What one "1" of scale means for this arm: the unit the table is written for.
    pub fn table_unit(self) -> &'static str {
        match self {
            FireArm::SixPounder | FireArm::NinePounder | FireArm::TwelvePounder => "battery",
            FireArm::HalfBattalion => "half battalion",
            FireArm::Skirmishers | FireArm::Rifles => "pair of skirmish platoon blocks",
        }
    }
}

impl fmt::Display for FireArm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The battery column an artillery fire reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Calibre {
    /// The 6-pdr (light) column.
    SixPounder,
    /// The 12-pdr (heavy) column.
    TwelvePounder,
}

impl Calibre {
    /// In words.
    pub fn label(self) -> &'static str {
        match self {
            Calibre::SixPounder => "6-pdr",
            Calibre::TwelvePounder => "12-pdr",
        }
    }
}
