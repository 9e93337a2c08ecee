//! What a combat worksheet decides: a die and its favoured side, or no throw at all.

use crate::error::Result;
use crate::systems::reisswitz_1815::dice::{DieId, Face};
use crate::systems::reisswitz_1815::ruleset::{
    Circle, CombatSide, DefeatLetter, ExactFraction, Ruleset,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The decision of a combat worksheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CombatVerdict {
    /// Throw `die` in favour of `favoured`; it wins with probability `favoured_wins`.
    Throw {
        /// The die.
        die: DieId,
        /// The side the die favours ("A" on the faces).
        favoured: CombatSide,
        /// The favoured side's chance of winning, exact (1/2 … 4/5; reference §5).
        favoured_wins: ExactFraction,
    },
    /// No throw: `winner` wins (5 or more index points, or a strength difference of 1⅔).
    Foregone {
        /// The side that wins.
        winner: CombatSide,
    },
    /// Odds beyond Die V in favour of `favoured`: only the exceptional dice can give the other
    /// side a chance ("The Exceptional Throw and Exceptional Dice").
    Exceptional {
        /// The side the odds favour.
        favoured: CombatSide,
    },
    /// The attack cannot be made.
    NoAttack {
        /// Why, in words.
        reason: String,
    },
}

/// One possible result of a throw, with its chance before the throw (blank faces re-thrown).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutcomeChance {
    /// The side beaten.
    pub beaten: CombatSide,
    /// How badly, as printed on the die.
    pub letter: DefeatLetter,
    /// The chance, exact.
    pub probability: ExactFraction,
}

impl CombatVerdict {
    /// The verdict for a die in favour of a side.
    pub fn throw(die: DieId, favoured: CombatSide) -> Result<Self> {
        let (n, d) = die.favoured_win_fraction();
        Ok(CombatVerdict::Throw {
            die,
            favoured,
            favoured_wins: ExactFraction::new(u64::from(n), u64::from(d))?,
        })
    }

    /// The verdict for a net index counted for the attacker: 0 → Die I with the attacker as
    /// "A" (reference §5), ±1…±4 → Die II…V for the side the sign names, `foregone_points` or
    /// more → foregone.
    pub fn from_net(net_attacker_points: i32, foregone_points: i32) -> Result<Self> {
        let side = if net_attacker_points < 0 {
            CombatSide::Defender
        } else {
            CombatSide::Attacker
        };
        let size = net_attacker_points.unsigned_abs();
        if size >= foregone_points.unsigned_abs() {
            return Ok(CombatVerdict::Foregone { winner: side });
        }
        match DieId::from_index_points(size) {
            Some(die) => Self::throw(die, side),
            None => Ok(CombatVerdict::Foregone { winner: side }),
        }
    }

    /// The die to throw, if any.
    pub fn die(&self) -> Option<DieId> {
        match self {
            CombatVerdict::Throw { die, .. } => Some(*die),
            _ => None,
        }
    }

    /// The chance of each result before the throw, read from the ruleset's die faces and
    /// sorted (attacker beaten first, then R, D, T). Empty when there is no throw.
    pub fn outcome_chances(&self, rules: &Ruleset) -> Result<Vec<OutcomeChance>> {
        let CombatVerdict::Throw { die, favoured, .. } = self else {
            return Ok(Vec::new());
        };
        let mut counts: Vec<(CombatSide, DefeatLetter, u64)> = Vec::new();
        let mut decided = 0u64;
        for face in Face::ALL {
            let printed = rules.dice.face(*die, face)?;
            let (beaten, letter) = match (printed.circle, printed.letter) {
                (Circle::A, Some(l)) => (*favoured, l),
                (Circle::O, Some(l)) => (favoured.other(), l),
                _ => continue,
            };
            decided += 1;
            match counts
                .iter_mut()
                .find(|(s, l, _)| *s == beaten && *l == letter)
            {
                Some(entry) => entry.2 += 1,
                None => counts.push((beaten, letter, 1)),
            }
        }
        counts.sort_by_key(|(s, l, _)| (*s, *l));
        counts
            .into_iter()
            .map(|(beaten, letter, n)| {
                Ok(OutcomeChance {
                    beaten,
                    letter,
                    probability: ExactFraction::new(n, decided.max(1))?,
                })
            })
            .collect()
    }
}

impl fmt::Display for CombatVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CombatVerdict::Throw {
                die,
                favoured,
                favoured_wins,
            } => write!(
                f,
                "Die {die} ({}) in the {favoured}'s favour: the {favoured} wins {} ({:.0} %)",
                die.odds_label(),
                favoured_wins,
                favoured_wins.value() * 100.0
            ),
            CombatVerdict::Foregone { winner } => {
                write!(f, "foregone conclusion: the {winner} wins without a throw")
            }
            CombatVerdict::Exceptional { favoured } => write!(
                f,
                "beyond Die V in the {favoured}'s favour: only the exceptional dice give the {} a chance",
                favoured.other()
            ),
            CombatVerdict::NoAttack { reason } => write!(f, "no attack possible: {reason}"),
        }
    }
}
