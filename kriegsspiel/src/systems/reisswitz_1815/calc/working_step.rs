//! One explained step of a calculation.

use crate::citation::Citation;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One step of a calculator's working: what was done, with the number it gave, and the section
/// of the draft it rests on. Front ends list the steps to explain an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WorkingStep {
    /// The step in words, with its result.
    pub text: String,
    /// Where the rule or figure comes from.
    pub source: Citation,
}

impl WorkingStep {
    /// A step.
    pub fn new(text: impl Into<String>, source: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            source: Citation::new(source),
        }
    }
}

impl fmt::Display for WorkingStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [{}]", self.text, self.source)
    }
}
