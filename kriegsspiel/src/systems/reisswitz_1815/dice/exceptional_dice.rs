//! The exceptional dice (Schimmelspiel): the chance of an improbable venture.

use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::dice::{DiceBox, DieKind, ExceptionalDie, Face, Fraction};
use serde::{Deserialize, Serialize};

/// A set of exceptional dice to throw: the five dice numbered 1, 3, 4, 5, 6, or fewer for a
/// still less likely venture, dropping dice from the lowest number upwards ("The Exceptional
/// Throw and Exceptional Dice", point 4; reference §5). The venture succeeds when the numbers
/// shown add up to at least [`ExceptionalDice::SUCCESS_TOTAL`].
///
/// Exact chances, by counting all 6^k ways the k dice can fall:
///
/// | dice kept | chance |
/// |---|---|
/// | 1, 3, 4, 5, 6 | 901/7776 (about 11.6 %) |
/// | 3, 4, 5, 6 | 73/648 |
/// | 4, 5, 6 | 2/27 |
/// | 5, 6 | 1/36 |
/// | 6 | 0 |
///
/// The draft calls the five-dice chance "1/7" (it is 901/7776, nearer 1/8.6) and offers
/// "2 × D6, 8 or more" as an alternative worth "1/12". That alternative is not offered here:
/// two ordinary dice reach 8 or more in 15 of 36 ways (5/12, over 41 %), more than three times
/// as likely as the five exceptional dice, so it is not a stand-in for them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct ExceptionalDice {
    kept: u8,
}

/// One exceptional die as thrown: its number and what it showed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ExceptionalDieFace {
    /// Which die.
    pub die: ExceptionalDie,
    /// The face it fell on (1 = the numbered face).
    pub face: Face,
    /// Points shown: the die's number, or 0 for a blank.
    pub points: u8,
    /// The log entry of this die.
    pub sequence: u64,
}

/// A throw of the exceptional dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ExceptionalDiceThrow {
    /// The set thrown.
    pub dice: ExceptionalDice,
    /// Each die, lowest number first.
    pub faces: Vec<ExceptionalDieFace>,
    /// The points shown in all.
    pub total: u32,
    /// Whether the total reaches [`ExceptionalDice::SUCCESS_TOTAL`].
    pub success: bool,
}

impl ExceptionalDice {
    /// Points the thrown dice must reach ("The Exceptional Throw and Exceptional Dice",
    /// point 4: at least 8).
    pub const SUCCESS_TOTAL: u32 = 8;

    /// All five dice.
    pub const FULL: ExceptionalDice = ExceptionalDice { kept: 5 };

    /// A set of `kept` dice (1 to 5), the lowest numbers dropped first.
    pub fn new(kept: i64) -> Result<Self> {
        match u8::try_from(kept) {
            Ok(k @ 1..=5) => Ok(ExceptionalDice { kept: k }),
            _ => Err(RulesError::OutOfRange {
                what: "number of exceptional dice",
                value: kept.to_string(),
                allowed: "1 to 5".into(),
            }),
        }
    }

    /// How many dice are kept.
    pub fn kept(self) -> u8 {
        self.kept
    }

    /// The dice thrown, lowest number first.
    pub fn dice(self) -> Vec<ExceptionalDie> {
        let dropped = ExceptionalDie::ALL
            .len()
            .saturating_sub(usize::from(self.kept));
        ExceptionalDie::ALL.iter().skip(dropped).copied().collect()
    }

    /// The dice left out, lowest number first.
    pub fn dropped(self) -> Vec<ExceptionalDie> {
        let dropped = ExceptionalDie::ALL
            .len()
            .saturating_sub(usize::from(self.kept));
        ExceptionalDie::ALL.iter().take(dropped).copied().collect()
    }

    /// Whether these points succeed.
    pub fn succeeds(total: u32) -> bool {
        total >= Self::SUCCESS_TOTAL
    }

    /// The exact chance of success, by counting every one of the 6^k equally likely ways the
    /// dice can fall.
    pub fn success_chance(self) -> Result<Fraction> {
        let dice = self.dice();
        let mut ways = 1u64;
        for _ in &dice {
            ways = ways.saturating_mul(6);
        }
        let mut successes = 0u64;
        for way in 0..ways {
            let mut rest = way;
            let mut total = 0u32;
            for die in &dice {
                let face = Face::new(i64::try_from(rest % 6).unwrap_or(0) + 1)?;
                total += u32::from(die.shows(face));
                rest /= 6;
            }
            if Self::succeeds(total) {
                successes += 1;
            }
        }
        Fraction::new(successes, ways)
    }

    /// The chance that two ordinary dice show 8 or more (15/36), counted the same way. Only
    /// for showing why the draft's "2 × D6, 8+" alternative is not the exceptional dice' chance;
    /// it is never used to decide a venture.
    pub fn two_ordinary_dice_eight_or_more() -> Result<Fraction> {
        let ways = (1..=6u32)
            .flat_map(|a| (1..=6u32).map(move |b| a + b))
            .filter(|s| Self::succeeds(*s))
            .count();
        Fraction::new(ways as u64, 36)
    }

    /// Throws the kept dice from the dice box, one logged entry per die.
    pub fn throw(self, dice_box: &mut DiceBox, purpose: &str) -> Result<ExceptionalDiceThrow> {
        let mut faces = Vec::new();
        for die in self.dice() {
            let entry = dice_box.throw_die(DieKind::Exceptional(die), purpose)?;
            faces.push(ExceptionalDieFace {
                die,
                face: entry.face,
                points: die.shows(entry.face),
                sequence: entry.sequence,
            });
        }
        Ok(Self::judge(self, faces))
    }

    /// Judges faces thrown with physical exceptional dice (face 1 = the numbered face),
    /// logging each; `faces` lists one face per kept die, lowest number first.
    pub fn record_physical(
        self,
        dice_box: &mut DiceBox,
        faces: &[i64],
        purpose: &str,
    ) -> Result<ExceptionalDiceThrow> {
        let dice = self.dice();
        if faces.len() != dice.len() {
            return Err(RulesError::OutOfRange {
                what: "number of exceptional dice faces",
                value: faces.len().to_string(),
                allowed: format!("{} (one per die kept)", dice.len()),
            });
        }
        for &f in faces {
            Face::new(f)?;
        }
        let mut thrown = Vec::new();
        for (die, &f) in dice.into_iter().zip(faces) {
            let entry = dice_box.record_physical(DieKind::Exceptional(die), f, purpose)?;
            thrown.push(ExceptionalDieFace {
                die,
                face: entry.face,
                points: die.shows(entry.face),
                sequence: entry.sequence,
            });
        }
        Ok(Self::judge(self, thrown))
    }

    fn judge(self, faces: Vec<ExceptionalDieFace>) -> ExceptionalDiceThrow {
        let total = faces.iter().map(|f| u32::from(f.points)).sum();
        ExceptionalDiceThrow {
            dice: self,
            faces,
            total,
            success: Self::succeeds(total),
        }
    }
}

impl TryFrom<u8> for ExceptionalDice {
    type Error = RulesError;
    fn try_from(kept: u8) -> Result<Self> {
        ExceptionalDice::new(i64::from(kept))
    }
}

impl From<ExceptionalDice> for u8 {
    fn from(d: ExceptionalDice) -> u8 {
        d.kept
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(n: u64, d: u64) -> Fraction {
        Fraction::new(n, d).unwrap_or(Fraction::ONE)
    }

    #[test]
    fn the_five_schimmelspiel_figures() {
        // "The Exceptional Throw and Exceptional Dice", point 4; reference §5.
        let table = [
            (5, f(901, 7776)),
            (4, f(73, 648)),
            (3, f(2, 27)),
            (2, f(1, 36)),
            (1, f(0, 1)),
        ];
        for (kept, want) in table {
            let chance = ExceptionalDice::new(kept).and_then(|d| d.success_chance());
            assert_eq!(chance, Ok(want), "{kept} dice");
        }
    }

    #[test]
    fn dice_are_dropped_from_the_lowest() {
        let numbers = |k: i64| {
            ExceptionalDice::new(k).map(|d| d.dice().iter().map(|d| d.number()).collect::<Vec<_>>())
        };
        assert_eq!(numbers(5), Ok(vec![1, 3, 4, 5, 6]));
        assert_eq!(numbers(4), Ok(vec![3, 4, 5, 6]));
        assert_eq!(numbers(3), Ok(vec![4, 5, 6]));
        assert_eq!(numbers(2), Ok(vec![5, 6]));
        assert_eq!(numbers(1), Ok(vec![6]));
        for bad in [0, 6, -1, i64::MIN, i64::MAX] {
            assert!(ExceptionalDice::new(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn two_ordinary_dice_are_not_equivalent() {
        // The draft's "2 × D6, 8+" alternative: count it to show why it is not offered.
        let ways = (1..=6)
            .flat_map(|a| (1..=6).map(move |b| a + b))
            .filter(|s| *s >= 8)
            .count();
        assert_eq!(Fraction::new(ways as u64, 36), Ok(f(5, 12)));
        assert_eq!(f(5, 12), f(15, 36));
        assert_eq!(
            ExceptionalDice::two_ordinary_dice_eight_or_more(),
            Ok(f(15, 36))
        );
        assert_ne!(Ok(f(5, 12)), ExceptionalDice::FULL.success_chance());
    }

    #[test]
    fn physical_faces_are_judged_and_logged() {
        let mut b = DiceBox::new(0);
        let set = ExceptionalDice::new(3).unwrap_or(ExceptionalDice::FULL);
        let t = set.record_physical(&mut b, &[1, 2, 1], "defile");
        assert_eq!(t.as_ref().map(|t| (t.total, t.success)), Ok((10, true)));
        let t = set.record_physical(&mut b, &[1, 1, 4], "defile");
        assert_eq!(t.map(|t| (t.total, t.success)), Ok((9, true)));
        assert!(set.record_physical(&mut b, &[1, 1], "defile").is_err());
        assert!(set.record_physical(&mut b, &[1, 1, 7], "defile").is_err());
        assert_eq!(b.log().len(), 6, "refused throws leave no trace");
    }
}
