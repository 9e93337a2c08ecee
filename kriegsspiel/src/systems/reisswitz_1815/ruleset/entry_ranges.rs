//! The range each numeric table entry may take under a house rule (`ranges.toml`).

use crate::error::{Result, RulesError};
use serde::Deserialize;

/// One range: the entries whose dotted path matches `path` (`*` for any one segment) may be set
/// to a number from `min` to `max`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct EntryRange {
    /// The path pattern.
    pub path: String,
    /// The least value allowed.
    pub min: f64,
    /// The greatest value allowed.
    pub max: f64,
    /// Only whole numbers.
    #[serde(default)]
    pub integer: bool,
    /// What the number counts, in words.
    pub what: String,
}

impl EntryRange {
    /// Whether `path` (dotted) matches this range's pattern, segment for segment.
    pub fn matches(&self, path: &str) -> bool {
        let pattern: Vec<&str> = self.path.split('.').collect();
        let segments: Vec<&str> = path.split('.').collect();
        pattern.len() == segments.len()
            && pattern
                .iter()
                .zip(&segments)
                .all(|(p, s)| *p == "*" || p == s)
    }

    /// The range in words ("0 to 100 loss points a squadron").
    pub fn describe(&self) -> String {
        let whole = if self.integer { ", whole numbers" } else { "" };
        format!("{} to {} ({}{whole})", self.min, self.max, self.what)
    }

    /// Whether `value` is inside the range.
    pub fn holds(&self, value: f64) -> bool {
        value.is_finite()
            && (self.min..=self.max).contains(&value)
            && (!self.integer || value.fract() == 0.0)
    }
}

/// Every range, in the order of `ranges.toml` (the first match is used).
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct EntryRanges {
    /// The ranges.
    pub range: Vec<EntryRange>,
}

impl EntryRanges {
    /// The compiled-in ranges.
    pub fn compiled_in() -> Result<Self> {
        let ranges: Self = toml::from_str(include_str!(
            "../../../../rules/reisswitz_1815/ranges.toml"
        ))
        .map_err(|e| RulesError::BadRulesetFile {
            file: "ranges.toml".into(),
            reason: e.to_string(),
        })?;
        for r in &ranges.range {
            if !(r.min.is_finite() && r.max.is_finite() && r.min <= r.max) {
                return Err(RulesError::BadRulesetFile {
                    file: "ranges.toml".into(),
                    reason: format!("the range for {} runs backwards", r.path),
                });
            }
        }
        Ok(ranges)
    }

    /// The range for the entry at `path`, if any.
    pub fn for_path(&self, path: &str) -> Option<&EntryRange> {
        self.range.iter().find(|r| r.matches(path))
    }

    /// Refuses `value` for the entry at `path` when it is not a number inside the entry's range
    /// (or the entry has no range); values that are not numbers are left to the type check.
    pub fn check(&self, path: &str, value: &serde_json::Value) -> Result<()> {
        self.check_entry(path, value, "house rule value")
    }

    /// Refuses the first number of a whole ruleset `tree` (the ruleset as JSON, as a saved game
    /// holds it) outside its entry's range: the bounds a house rule is held to hold for the
    /// tables a file brings too. The ruleset's version and its record of house rules are not
    /// table entries and are not checked here.
    pub fn check_tree(&self, tree: &serde_json::Value) -> Result<()> {
        let serde_json::Value::Object(sections) = tree else {
            return Ok(());
        };
        sections
            .iter()
            .filter(|(name, _)| !NOT_TABLE_ENTRIES.contains(&name.as_str()))
            .try_for_each(|(name, value)| self.check_subtree(name, value))
    }

    fn check_subtree(&self, path: &str, value: &serde_json::Value) -> Result<()> {
        match value {
            serde_json::Value::Object(map) => map
                .iter()
                .try_for_each(|(key, v)| self.check_subtree(&format!("{path}.{key}"), v)),
            serde_json::Value::Array(list) => list
                .iter()
                .enumerate()
                .try_for_each(|(i, v)| self.check_subtree(&format!("{path}.{i}"), v)),
            number @ serde_json::Value::Number(_) => {
                self.check_entry(path, number, "rule table entry")
            }
            _ => Ok(()),
        }
    }

    fn check_entry(&self, path: &str, value: &serde_json::Value, what: &'static str) -> Result<()> {
        let serde_json::Value::Number(number) = value else {
            return Ok(());
        };
        let Some(range) = self.for_path(path) else {
            return Err(RulesError::BadHouseRule {
                rule: path.to_string(),
                reason: "this entry has no range a house rule may set it within".into(),
            });
        };
        let v = number.as_f64().unwrap_or(f64::NAN);
        if range.holds(v) {
            Ok(())
        } else {
            Err(RulesError::OutOfRange {
                what,
                value: format!("{path}={number}"),
                allowed: range.describe(),
            })
        }
    }
}

/// The top-level fields of a ruleset that are not table entries: its name and version, the
/// options' readings (words) and the house rules as recorded (each value is the entry's).
const NOT_TABLE_ENTRIES: [&str; 4] = ["id", "version", "options", "house_rules"];
