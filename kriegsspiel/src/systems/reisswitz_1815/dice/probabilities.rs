//! Exact outcome chances of a Reisswitz die, counted from its faces.

use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::dice::{DieId, Face, Fraction};
use crate::systems::reisswitz_1815::ruleset::{Circle, DefeatLetter, Ruleset};
use serde::Serialize;

/// The chance of one close-combat result: which side is beaten, and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct OutcomeChance {
    /// `A` (the favoured side is beaten) or `O` (the other side is beaten).
    pub beaten: Circle,
    /// How badly.
    pub letter: DefeatLetter,
    /// Chance per decided throw (blanks thrown again).
    pub chance: Fraction,
}

/// A die's outcome chances, counted exactly from its six faces in the ruleset
/// ("The Dice"; reference §5).
///
/// Close-combat chances are per decision: a blank face is thrown again, so each of the faces
/// with a circle is equally likely and the blanks drop out (Die IV: four decided faces, each
/// 1/4). The flame and blank chances are per single throw (Die II: two flames in six faces,
/// "1 in 3", reference §5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DieProbabilities {
    /// Which die.
    pub die: DieId,
    /// Faces with a circle.
    pub decided_faces: u8,
    /// Blank faces (thrown again when deciding by the circle).
    pub blank_faces: u8,
    /// Chance that a single throw shows a blank face.
    pub blank: Fraction,
    /// Chance that the favoured side (equal odds: the attacker) is beaten: the `A` circles.
    pub favoured_beaten: Fraction,
    /// Chance that the other side is beaten, i.e. the favoured side wins: the `O` circles.
    pub other_beaten: Fraction,
    /// Each of the six results (A R, A D, A T, O R, O D, O T), in that order.
    pub outcomes: Vec<OutcomeChance>,
    /// Chance that a single throw shows a flame.
    pub flame: Fraction,
}

const LETTERS: [DefeatLetter; 3] = [DefeatLetter::R, DefeatLetter::D, DefeatLetter::T];

impl DieProbabilities {
    /// Counts the faces of `die` in `rules`. Refuses a die with no decided face (possible only
    /// through a house rule), since a decision could never be reached.
    pub fn for_die(rules: &Ruleset, die: DieId) -> Result<Self> {
        let mut faces = Vec::with_capacity(6);
        for face in Face::ALL {
            faces.push(rules.dice.face(die, face)?);
        }
        let count =
            |keep: &dyn Fn(&crate::systems::reisswitz_1815::ruleset::CombatFace) -> bool| -> u64 {
                faces.iter().filter(|f| keep(f)).count() as u64
            };
        let decided = count(&|f| f.circle != Circle::Again);
        if decided == 0 {
            return Err(RulesError::NotInTable(format!(
                "chances for Die {die}: every face is blank"
            )));
        }
        let blank = 6 - decided;
        let mut outcomes = Vec::with_capacity(6);
        for beaten in [Circle::A, Circle::O] {
            for letter in LETTERS {
                let n = count(&|f| f.circle == beaten && f.letter == Some(letter));
                outcomes.push(OutcomeChance {
                    beaten,
                    letter,
                    chance: Fraction::new(n, decided)?,
                });
            }
        }
        Ok(DieProbabilities {
            die,
            decided_faces: u8::try_from(decided).unwrap_or(6),
            blank_faces: u8::try_from(blank).unwrap_or(0),
            blank: Fraction::new(blank, 6)?,
            favoured_beaten: Fraction::new(count(&|f| f.circle == Circle::A), decided)?,
            other_beaten: Fraction::new(count(&|f| f.circle == Circle::O), decided)?,
            outcomes,
            flame: Fraction::new(count(&|f| f.flame), 6)?,
        })
    }

    /// The chance of one result.
    pub fn outcome(&self, beaten: Circle, letter: DefeatLetter) -> Fraction {
        self.outcomes
            .iter()
            .find(|o| o.beaten == beaten && o.letter == letter)
            .map_or(Fraction::ZERO, |o| o.chance)
    }

    /// The sum of the six results' chances: exactly 1 when every decided face has a letter
    /// (which [`crate::systems::reisswitz_1815::ruleset::DiceRules::validate`] ensures).
    pub fn total(&self) -> Result<Fraction> {
        self.outcomes
            .iter()
            .try_fold(Fraction::ZERO, |sum, o| sum.checked_add(o.chance))
    }

    /// The expected number of throws (blanks included) for one decision: 6 / decided faces.
    pub fn throws_per_decision(&self) -> Result<Fraction> {
        Fraction::new(6, u64::from(self.decided_faces))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::reisswitz_1815::ruleset::DefeatLetter::{D, R, T};

    fn rules() -> Ruleset {
        match Ruleset::reisswitz_1815() {
            Ok(r) => r,
            Err(e) => panic!("{e}"),
        }
    }

    fn f(n: u64, d: u64) -> Fraction {
        Fraction::new(n, d).unwrap_or(Fraction::ZERO)
    }

    /// One row per die: (die, A R, A D, A T, O R, O D, O T, flame, blank), from the faces in
    /// reference §5 ("The Dice"; Appendix Three close-combat table).
    #[test]
    fn every_die_exactly() {
        let table = [
            (
                DieId::I,
                [f(1, 6), f(1, 6), f(1, 6), f(1, 6), f(1, 6), f(1, 6)],
                f(1, 6),
                f(0, 1),
            ),
            (
                DieId::II,
                [f(2, 5), f(0, 1), f(0, 1), f(1, 5), f(1, 5), f(1, 5)],
                f(1, 3),
                f(1, 6),
            ),
            (
                DieId::III,
                [f(1, 3), f(0, 1), f(0, 1), f(1, 3), f(1, 6), f(1, 6)],
                f(1, 2),
                f(0, 1),
            ),
            (
                DieId::IV,
                [f(1, 4), f(0, 1), f(0, 1), f(1, 4), f(1, 4), f(1, 4)],
                f(0, 1),
                f(1, 3),
            ),
            (
                DieId::V,
                [f(1, 5), f(0, 1), f(0, 1), f(2, 5), f(1, 5), f(1, 5)],
                f(0, 1),
                f(1, 6),
            ),
        ];
        let r = rules();
        for (die, cells, flame, blank) in table {
            let p = match DieProbabilities::for_die(&r, die) {
                Ok(p) => p,
                Err(e) => panic!("{e}"),
            };
            let order = [
                (Circle::A, R),
                (Circle::A, D),
                (Circle::A, T),
                (Circle::O, R),
                (Circle::O, D),
                (Circle::O, T),
            ];
            for ((beaten, letter), want) in order.into_iter().zip(cells) {
                assert_eq!(
                    p.outcome(beaten, letter),
                    want,
                    "Die {die} {beaten:?} {letter}"
                );
            }
            assert_eq!(p.flame, flame, "Die {die} flame");
            assert_eq!(p.blank, blank, "Die {die} blank");
            assert_eq!(p.total(), Ok(Fraction::ONE), "Die {die}");
        }
    }

    #[test]
    fn favoured_side_wins_as_the_odds_say() {
        // "The Dice"; reference §5: 1/2, 3/5, 2/3, 3/4, 4/5.
        let r = rules();
        let want = [f(1, 2), f(3, 5), f(2, 3), f(3, 4), f(4, 5)];
        for (die, want) in DieId::ALL.iter().copied().zip(want) {
            let p = DieProbabilities::for_die(&r, die);
            assert_eq!(p.as_ref().map(|p| p.other_beaten), Ok(want), "Die {die}");
            let (n, d) = die.favoured_win_fraction();
            assert_eq!(Fraction::new(u64::from(n), u64::from(d)), Ok(want));
            let sum = p.and_then(|p| p.other_beaten.checked_add(p.favoured_beaten));
            assert_eq!(sum, Ok(Fraction::ONE), "Die {die}");
        }
    }

    #[test]
    fn throws_per_decision() {
        let r = rules();
        let want = [f(1, 1), f(6, 5), f(1, 1), f(3, 2), f(6, 5)];
        for (die, want) in DieId::ALL.iter().copied().zip(want) {
            let p = DieProbabilities::for_die(&r, die).and_then(|p| p.throws_per_decision());
            assert_eq!(p, Ok(want), "Die {die}");
        }
    }
}
