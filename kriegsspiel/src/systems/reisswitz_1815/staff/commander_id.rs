//! The stable id of a commander (a player).

use crate::error::RulesError;
use crate::ids::MAX_ID_LEN;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The stable id of a commander: lowercase ASCII letters, digits, `-`, `_` and `.`, at most
/// [`MAX_ID_LEN`] characters (the same spelling as unit ids).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct CommanderId(String);

impl CommanderId {
    /// A commander id; refuses an empty, over-long or oddly spelt one.
    pub fn new(text: impl Into<String>) -> Result<Self, RulesError> {
        let text = text.into();
        let ok = !text.is_empty()
            && text.len() <= MAX_ID_LEN
            && text
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"-_.".contains(&b));
        if ok {
            Ok(Self(text))
        } else {
            Err(RulesError::OutOfRange {
                what: "commander id",
                value: format!("'{text}'"),
                allowed: format!(
                    "1 to {MAX_ID_LEN} characters: lowercase letters, digits, '-', '_' or '.'"
                ),
            })
        }
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for CommanderId {
    type Error = RulesError;
    fn try_from(text: String) -> Result<Self, RulesError> {
        Self::new(text)
    }
}

impl From<CommanderId> for String {
    fn from(id: CommanderId) -> String {
        id.0
    }
}

impl fmt::Display for CommanderId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
