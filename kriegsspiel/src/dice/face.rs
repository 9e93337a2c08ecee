//! A face of a six-sided die.

use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A face number, 1 to 6. The only way to make one is [`Face::new`], which refuses anything
/// else, so a physical die's face typed by the umpire is checked once at the edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Face(u8);

impl Face {
    /// All six faces in order.
    pub const ALL: [Face; 6] = [Face(1), Face(2), Face(3), Face(4), Face(5), Face(6)];

    /// A face from its number; refuses anything outside 1–6.
    pub fn new(number: i64) -> Result<Self> {
        if (1..=6).contains(&number) {
            Ok(Face(number as u8))
        } else {
            Err(RulesError::OutOfRange {
                what: "die face",
                value: number.to_string(),
                allowed: "1 to 6".into(),
            })
        }
    }

    /// The face number, 1–6.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The zero-based index (face 1 → 0), for reading a six-column table row.
    pub fn index(self) -> usize {
        usize::from(self.0 - 1)
    }
}

impl TryFrom<u8> for Face {
    type Error = RulesError;
    fn try_from(n: u8) -> Result<Self> {
        Face::new(i64::from(n))
    }
}

impl From<Face> for u8 {
    fn from(f: Face) -> u8 {
        f.0
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_one_to_six() {
        assert!(Face::new(0).is_err());
        assert!(Face::new(7).is_err());
        assert_eq!(Face::new(6).map(|f| f.index()), Ok(5));
    }
}
