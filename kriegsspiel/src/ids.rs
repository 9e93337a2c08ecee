//! Stable ids of units and of the commands (echelons) above them.
//!
//! Ids are written by whoever draws up an order of battle and stay fixed for the whole game, so
//! the journal, saved games and the side views can name a unit. They are short lowercase words:
//! ASCII letters, digits, `-`, `_` and `.`, at most [`MAX_ID_LEN`] characters.

use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The longest id accepted.
pub const MAX_ID_LEN: usize = 64;

fn check_id(what: &'static str, text: &str) -> Result<()> {
    let ok = !text.is_empty()
        && text.len() <= MAX_ID_LEN
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"-_.".contains(&b));
    if ok {
        Ok(())
    } else {
        Err(RulesError::OutOfRange {
            what,
            value: format!("'{text}'"),
            allowed: format!(
                "1 to {MAX_ID_LEN} characters: lowercase letters, digits, '-', '_' or '.'"
            ),
        })
    }
}

/// The stable id of a unit (a battalion, a cavalry regiment, a battery, a detachment …).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct UnitId(String);

impl UnitId {
    /// A unit id; refuses an empty, over-long or oddly spelt one.
    pub fn new(text: impl Into<String>) -> Result<Self> {
        let text = text.into();
        check_id("unit id", &text)?;
        Ok(Self(text))
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for UnitId {
    type Error = RulesError;
    fn try_from(text: String) -> Result<Self> {
        Self::new(text)
    }
}

impl From<UnitId> for String {
    fn from(id: UnitId) -> String {
        id.0
    }
}

impl fmt::Display for UnitId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The stable id of an echelon of the order of battle (an army, corps, division or brigade).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct EchelonId(String);

impl EchelonId {
    /// An echelon id; refuses an empty, over-long or oddly spelt one.
    pub fn new(text: impl Into<String>) -> Result<Self> {
        let text = text.into();
        check_id("echelon id", &text)?;
        Ok(Self(text))
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for EchelonId {
    type Error = RulesError;
    fn try_from(text: String) -> Result<Self> {
        Self::new(text)
    }
}

impl From<EchelonId> for String {
    fn from(id: EchelonId) -> String {
        id.0
    }
}

impl fmt::Display for EchelonId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_checked() {
        assert!(UnitId::new("red-a-1").is_ok());
        assert!(UnitId::new("blue.12_lt-dragoons").is_ok());
        for bad in ["", "Red", "a b", "é", &"x".repeat(MAX_ID_LEN + 1)] {
            assert!(UnitId::new(bad).is_err(), "{bad:?}");
            assert!(EchelonId::new(bad).is_err(), "{bad:?}");
        }
        let parsed: std::result::Result<UnitId, _> = serde_json::from_str("\"Bad Id\"");
        assert!(parsed.is_err());
    }
}
