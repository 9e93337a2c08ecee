//! A circumstance the umpire claims for one side in the odds worksheet.

use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::CombatSide;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The value of a claimed circumstance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimValue {
    /// The rule's own value, counted for this side (`None`: the one side the rule allows).
    Rule(Option<CombatSide>),
    /// The umpire's own points, counted for the attacker (negative: for the defender).
    Umpire(i32),
}

/// A named circumstance with its side or the umpire's points.
///
/// Text form (`ks odds --shift`): `NAME` (the rule's value for the one side it allows),
/// `NAME=attacker` or `NAME=defender` (the rule's value for that side), or `NAME=+K` /
/// `NAME=-K` (the umpire's points, + for the attacker, − for the defender).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CircumstanceClaim {
    /// The circumstance's id in the ruleset.
    pub id: String,
    /// Its value.
    pub value: ClaimValue,
}

impl CircumstanceClaim {
    /// The largest points the umpire may give one circumstance.
    pub const MAX_UMPIRE_POINTS: i32 = 5;

    /// The rule's value for `side`.
    pub fn for_side(id: &str, side: CombatSide) -> Self {
        Self {
            id: id.to_string(),
            value: ClaimValue::Rule(Some(side)),
        }
    }

    /// The rule's value for the one side the rule allows.
    pub fn rule(id: &str) -> Self {
        Self {
            id: id.to_string(),
            value: ClaimValue::Rule(None),
        }
    }

    /// The umpire's points for the attacker (negative: for the defender).
    pub fn umpire(id: &str, attacker_points: i32) -> Self {
        Self {
            id: id.to_string(),
            value: ClaimValue::Umpire(attacker_points),
        }
    }
}

impl FromStr for CircumstanceClaim {
    type Err = RulesError;
    fn from_str(text: &str) -> Result<Self> {
        let (id, value) = match text.split_once('=') {
            None => (text.trim(), ClaimValue::Rule(None)),
            Some((id, v)) => {
                let v = v.trim();
                let value = match v.to_ascii_lowercase().as_str() {
                    "attacker" | "a" => ClaimValue::Rule(Some(CombatSide::Attacker)),
                    "defender" | "d" => ClaimValue::Rule(Some(CombatSide::Defender)),
                    _ => {
                        let bad = || RulesError::OutOfRange {
                            what: "circumstance value",
                            value: text.to_string(),
                            allowed: format!(
                                "attacker, defender, or +K / -K with K from 1 to {}",
                                Self::MAX_UMPIRE_POINTS
                            ),
                        };
                        let k: i32 = v.trim_start_matches('+').parse().map_err(|_| bad())?;
                        if k == 0 || k.abs() > Self::MAX_UMPIRE_POINTS {
                            return Err(bad());
                        }
                        ClaimValue::Umpire(k)
                    }
                };
                (id.trim(), value)
            }
        };
        if id.is_empty() {
            return Err(RulesError::OutOfRange {
                what: "circumstance",
                value: text.to_string(),
                allowed: "NAME, NAME=attacker, NAME=defender, NAME=+K or NAME=-K".into(),
            });
        }
        Ok(Self {
            id: id.to_string(),
            value,
        })
    }
}

impl fmt::Display for CircumstanceClaim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value {
            ClaimValue::Rule(None) => write!(f, "{}", self.id),
            ClaimValue::Rule(Some(side)) => write!(f, "{}={side}", self.id),
            ClaimValue::Umpire(k) => write!(f, "{}={k:+}", self.id),
        }
    }
}
