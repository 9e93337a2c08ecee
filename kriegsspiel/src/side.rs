//! The two sides of a game.

use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the two armies: the draft colours them red and blue
/// ("Representation of Units — Formations").
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
#[strum(serialize_all = "snake_case")]
pub enum Side {
    /// The red army.
    Red,
    /// The blue army.
    Blue,
}

impl Side {
    /// Both sides, red first.
    pub const ALL: &'static [Side] = <Side as strum::VariantArray>::VARIANTS;

    /// The stable id (`red`, `blue`).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::Red => Side::Blue,
            Side::Blue => Side::Red,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Red => "Red",
            Side::Blue => "Blue",
        })
    }
}

impl FromStr for Side {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Self> {
        crate::named::parse_id(&s.trim().to_ascii_lowercase(), s, "side")
    }
}
