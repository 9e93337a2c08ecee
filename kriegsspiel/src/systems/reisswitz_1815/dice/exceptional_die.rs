//! One of the five exceptional dice (the "Schimmelspiel").

use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::dice::Face;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the five exceptional dice: a six-sided die with a single numbered face and five
/// blank faces. The five dice carry the numbers 1, 3, 4, 5 and 6; there is no die with a 2
/// ("The Exceptional Throw and Exceptional Dice", point 4; reference §5).
///
/// Which physical face carries the number does not matter to the odds; the workbench counts
/// the numbered face as face 1 and the blanks as faces 2–6, so a thrown or typed face maps to
/// "number" or "blank" the same way everywhere ([`ExceptionalDie::shows`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct ExceptionalDie(u8);

impl ExceptionalDie {
    /// The numbers on the five dice, lowest first ("The Exceptional Throw and Exceptional
    /// Dice", point 4: 1, 3, 4, 5, 6 — the 2 is left out).
    pub const NUMBERS: [u8; 5] = [1, 3, 4, 5, 6];

    /// The five dice, lowest number first.
    pub const ALL: [ExceptionalDie; 5] = [
        ExceptionalDie(1),
        ExceptionalDie(3),
        ExceptionalDie(4),
        ExceptionalDie(5),
        ExceptionalDie(6),
    ];

    /// The face counted as the numbered one (the other five are blank).
    pub const NUMBERED_FACE: u8 = 1;

    /// The die carrying `number`; refuses numbers not in the set (2, 0, 7 …).
    pub fn new(number: i64) -> Result<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|d| i64::from(d.0) == number)
            .ok_or_else(|| RulesError::OutOfRange {
                what: "exceptional die number",
                value: number.to_string(),
                allowed: "1, 3, 4, 5, 6".into(),
            })
    }

    /// The number on the die's one numbered face.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The points a thrown face shows: the die's number on the numbered face, 0 on a blank.
    pub fn shows(self, face: Face) -> u8 {
        if face.number() == Self::NUMBERED_FACE {
            self.0
        } else {
            0
        }
    }
}

impl TryFrom<u8> for ExceptionalDie {
    type Error = RulesError;
    fn try_from(n: u8) -> Result<Self> {
        ExceptionalDie::new(i64::from(n))
    }
}

impl From<ExceptionalDie> for u8 {
    fn from(d: ExceptionalDie) -> u8 {
        d.0
    }
}

impl fmt::Display for ExceptionalDie {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "exceptional die {}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_five_numbers() {
        // "The Exceptional Throw and Exceptional Dice", point 4: 1, 3, 4, 5, 6.
        for n in [1, 3, 4, 5, 6] {
            assert_eq!(ExceptionalDie::new(n).map(|d| d.number()), Ok(n as u8));
        }
        for n in [-1, 0, 2, 7, i64::MAX] {
            assert!(ExceptionalDie::new(n).is_err(), "{n}");
        }
        assert_eq!(
            ExceptionalDie::ALL.map(|d| d.number()),
            ExceptionalDie::NUMBERS
        );
    }

    #[test]
    fn one_numbered_face_five_blanks() {
        for die in ExceptionalDie::ALL {
            let shown: Vec<u8> = Face::ALL.iter().map(|f| die.shows(*f)).collect();
            assert_eq!(shown.iter().filter(|&&p| p == die.number()).count(), 1);
            assert_eq!(shown.iter().filter(|&&p| p == 0).count(), 5);
        }
    }
}
