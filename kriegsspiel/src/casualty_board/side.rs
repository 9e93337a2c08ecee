//! The two sides whose pins stand on the casualty record sheet.

use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the two armies. The record sheet carries a red and a blue pin on every track
/// ("Casualty Record Sheet", end of the draft; reference §4).
///
/// Same ids and serde form (`"red"`, `"blue"`) as the game's side, so a board saved inside a
/// game file reads the same either way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The red army.
    Red,
    /// The blue army.
    Blue,
}

impl Side {
    /// Both sides, red first.
    pub const ALL: [Side; 2] = [Side::Red, Side::Blue];

    /// The stable id (`red`, `blue`).
    pub fn id(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Blue => "blue",
        }
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
        match s.trim().to_ascii_lowercase().as_str() {
            "red" => Ok(Side::Red),
            "blue" => Ok(Side::Blue),
            _ => Err(RulesError::UnknownName {
                what: "side",
                value: s.to_string(),
                allowed: "blue, red".into(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_parse_back_and_serde_uses_them() {
        for side in Side::ALL {
            assert_eq!(side.id().parse::<Side>().unwrap(), side);
            assert_eq!(
                serde_json::to_string(&side).unwrap(),
                format!("\"{}\"", side.id())
            );
            assert_eq!(side.opponent().opponent(), side);
        }
        assert!("green".parse::<Side>().is_err());
        assert_eq!(" RED ".parse::<Side>().unwrap(), Side::Red);
    }
}
