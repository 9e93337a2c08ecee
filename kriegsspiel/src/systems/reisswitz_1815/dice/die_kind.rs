//! Any die the dice box can throw.

use crate::systems::reisswitz_1815::dice::{DieId, ExceptionalDie};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A die that can be thrown and logged: one of the five Reisswitz dice, a plain six-sided die,
/// or one of the five exceptional dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieKind {
    /// A Reisswitz die, I to V ("The Dice").
    Reisswitz(DieId),
    /// A plain die numbered 1 to 6 (for umpire's decisions the rules leave to chance).
    D6,
    /// One of the exceptional dice ("The Exceptional Throw and Exceptional Dice").
    Exceptional(ExceptionalDie),
}

impl DieKind {
    /// Every kind of die in a fixed order (I–V, d6, exceptional 1, 3, 4, 5, 6), for tallies.
    pub fn all() -> Vec<DieKind> {
        let mut all: Vec<DieKind> = DieId::ALL.iter().map(|d| DieKind::Reisswitz(*d)).collect();
        all.push(DieKind::D6);
        all.extend(ExceptionalDie::ALL.iter().map(|d| DieKind::Exceptional(*d)));
        all
    }
}

impl From<DieId> for DieKind {
    fn from(die: DieId) -> Self {
        DieKind::Reisswitz(die)
    }
}

impl From<ExceptionalDie> for DieKind {
    fn from(die: ExceptionalDie) -> Self {
        DieKind::Exceptional(die)
    }
}

impl fmt::Display for DieKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DieKind::Reisswitz(d) => write!(f, "Die {d}"),
            DieKind::D6 => f.write_str("d6"),
            DieKind::Exceptional(d) => write!(f, "{d}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_serial_form() {
        assert_eq!(DieKind::Reisswitz(DieId::IV).to_string(), "Die IV");
        assert_eq!(DieKind::D6.to_string(), "d6");
        let json = serde_json::to_string(&DieKind::all()).unwrap_or_default();
        assert_eq!(
            json,
            r#"[{"reisswitz":"I"},{"reisswitz":"II"},{"reisswitz":"III"},{"reisswitz":"IV"},{"reisswitz":"V"},"d6",{"exceptional":1},{"exceptional":3},{"exceptional":4},{"exceptional":5},{"exceptional":6}]"#
        );
        let bad: std::result::Result<DieKind, _> = serde_json::from_str(r#"{"exceptional":2}"#);
        assert!(bad.is_err());
    }
}
