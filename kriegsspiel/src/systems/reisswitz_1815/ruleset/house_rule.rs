//! House rules: the umpire's changes to single table entries.

use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// A change to one entry of the ruleset, recorded with the game.
///
/// `path` is a dotted path into the ruleset as it is serialised (`movement.rows.inf_march.even`,
/// `dice.losses.R.per_squadron`); numeric segments index lists. `value` is JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HouseRule {
    /// Dotted path of the entry.
    pub path: String,
    /// The new value.
    pub value: serde_json::Value,
    /// Why the umpire changed it.
    pub note: String,
}

impl HouseRule {
    /// Parses `PATH=VALUE`, the value as JSON (bare words are taken as strings).
    pub fn parse(text: &str, note: &str) -> Result<Self> {
        let (path, value) = text
            .split_once('=')
            .ok_or_else(|| RulesError::BadHouseRule {
                rule: format!("'{text}'"),
                reason: "expected PATH=VALUE".into(),
            })?;
        let path = path.trim();
        if path.is_empty() {
            return Err(RulesError::BadHouseRule {
                rule: format!("'{text}'"),
                reason: "the path is empty".into(),
            });
        }
        let value = value.trim();
        let value = serde_json::from_str(value)
            .unwrap_or_else(|_| serde_json::Value::String(value.to_string()));
        Ok(Self {
            path: path.to_string(),
            value,
            note: note.to_string(),
        })
    }

    /// Replaces the entry at this rule's path in `tree`; the entry must exist.
    pub(crate) fn apply_to(&self, tree: &mut serde_json::Value) -> Result<()> {
        let missing = |at: &str| RulesError::BadHouseRule {
            rule: self.path.clone(),
            reason: format!("there is no entry '{at}' in the ruleset"),
        };
        let mut node = tree;
        for segment in self.path.split('.') {
            node = match node {
                serde_json::Value::Object(map) => {
                    map.get_mut(segment).ok_or_else(|| missing(segment))?
                }
                serde_json::Value::Array(list) => {
                    let i: usize = segment.parse().map_err(|_| missing(segment))?;
                    list.get_mut(i).ok_or_else(|| missing(segment))?
                }
                _ => return Err(missing(segment)),
            };
        }
        if node.is_object() || node.is_array() {
            return Err(RulesError::BadHouseRule {
                rule: self.path.clone(),
                reason: "names a whole table, not a single entry".into(),
            });
        }
        *node = self.value.clone();
        Ok(())
    }
}
