//! One explained step of a combat worksheet.

use crate::citation::Citation;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One step of a worksheet: what was counted, what it gives, and where the rule is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatStep {
    /// Short name of the step ("Step one", "shaken", "Net index" …).
    pub title: String,
    /// The step in words, with its figures.
    pub detail: String,
    /// Index points the step gives, counted for the attacker (negative: for the defender),
    /// where the step counts points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacker_points: Option<i32>,
    /// Where the rule comes from.
    pub source: Citation,
}

impl CombatStep {
    /// A step that counts no points.
    pub fn note(title: impl Into<String>, detail: impl Into<String>, source: &Citation) -> Self {
        Self {
            title: title.into(),
            detail: detail.into(),
            attacker_points: None,
            source: source.clone(),
        }
    }

    /// A step that counts `attacker_points`.
    pub fn points(
        title: impl Into<String>,
        detail: impl Into<String>,
        attacker_points: i32,
        source: &Citation,
    ) -> Self {
        Self {
            title: title.into(),
            detail: detail.into(),
            attacker_points: Some(attacker_points),
            source: source.clone(),
        }
    }
}

impl fmt::Display for CombatStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.title, self.detail)?;
        if let Some(p) = self.attacker_points {
            write!(f, " [{p:+} for the attacker]")?;
        }
        write!(f, " ({})", self.source)
    }
}
