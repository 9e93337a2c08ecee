//! Where a figure comes from in the source texts.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A reference to a section of a source text, carried by every rule figure.
///
/// The text is a section name as it stands in the source (for example
/// `"Section 3 — Artillery Fire"` or `"Appendix Three — Movement Chart"`), so an umpire can
/// open the draft and find the figure.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Citation(pub String);

impl Citation {
    /// A citation from a section name.
    pub fn new(section: impl Into<String>) -> Self {
        Self(section.into())
    }

    /// The section name.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
