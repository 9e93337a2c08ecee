//! A player's duty on his side ("The Number of Players": one player in overall command, the
//! others in subordinate roles — staff officers, artillery officers and so on; source text L75).

use serde::{Deserialize, Serialize};

/// What a commander is charged with.
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
    strum::Display,
    strum::EnumString,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case", ascii_case_insensitive)]
pub enum Duty {
    /// The side's commander in chief.
    CommanderInChief,
    /// The advanced guard.
    AdvancedGuard,
    /// The main body.
    MainBody,
    /// The reserve.
    Reserve,
    /// The rear guard.
    RearGuard,
    /// The cavalry.
    Cavalry,
    /// The artillery.
    Artillery,
    /// A staff officer.
    Staff,
}

impl Duty {
    /// The stable id (`advanced_guard`, `main_body`, …).
    pub fn id(self) -> &'static str {
        self.into()
    }
}
