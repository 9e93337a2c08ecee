//! Observed against expected counts from a throw log, for checking the dice by eye.

use crate::error::Result;
use crate::systems::reisswitz_1815::dice::{DieId, DieKind, DieProbabilities, Fraction, ThrowLog};
use crate::systems::reisswitz_1815::ruleset::{Circle, Ruleset};
use serde::Serialize;

/// One bar pair of a chart: what was seen and what the die's faces lead one to expect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TallyRow {
    /// What is counted ("face 3", "O D", "flame").
    pub label: String,
    /// How many times it was seen in the log.
    pub observed: u64,
    /// How many times it should be seen on average, exactly.
    pub expected: Fraction,
}

/// Observed against expected counts for one die in a log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ObservedCounts {
    /// Which die.
    pub die: DieKind,
    /// Throws of this die in the log, blanks included.
    pub throws: u64,
    /// Faces 1–6: each expected throws / 6.
    pub faces: Vec<TallyRow>,
    /// For a Reisswitz die only: the six close-combat results among throws that showed a
    /// circle (blanks left out), then "flame" among all throws. Empty for other dice.
    pub outcomes: Vec<TallyRow>,
}

impl ObservedCounts {
    /// Counts the throws of `die` in `log`. Reisswitz dice read their circles from `rules`.
    pub fn from_log(log: &ThrowLog, die: DieKind, rules: &Ruleset) -> Result<Self> {
        let mut counts = [0u64; 6];
        for entry in log.entries().iter().filter(|e| e.die == die) {
            if let Some(c) = counts.get_mut(entry.face.index()) {
                *c = c.saturating_add(1);
            }
        }
        let throws = counts.iter().fold(0u64, |s, c| s.saturating_add(*c));
        let each = Fraction::new(throws, 6)?;
        let faces = counts
            .iter()
            .enumerate()
            .map(|(i, &observed)| TallyRow {
                label: format!("face {}", i + 1),
                observed,
                expected: each,
            })
            .collect();
        let outcomes = match die {
            DieKind::Reisswitz(id) => Self::outcome_rows(&counts, id, rules)?,
            DieKind::D6 | DieKind::Exceptional(_) => Vec::new(),
        };
        Ok(ObservedCounts {
            die,
            throws,
            faces,
            outcomes,
        })
    }

    fn outcome_rows(counts: &[u64; 6], die: DieId, rules: &Ruleset) -> Result<Vec<TallyRow>> {
        let probabilities = DieProbabilities::for_die(rules, die)?;
        let mut decided = 0u64;
        let mut flames = 0u64;
        let mut by_result = [0u64; 6];
        for (i, &n) in counts.iter().enumerate() {
            let face = rules.dice.face(
                die,
                crate::systems::reisswitz_1815::dice::Face::new(i as i64 + 1)?,
            )?;
            if face.flame {
                flames = flames.saturating_add(n);
            }
            if face.circle == Circle::Again {
                continue;
            }
            decided = decided.saturating_add(n);
            let slot = probabilities
                .outcomes
                .iter()
                .position(|o| o.beaten == face.circle && Some(o.letter) == face.letter);
            if let Some(c) = slot.and_then(|s| by_result.get_mut(s)) {
                *c = c.saturating_add(n);
            }
        }
        let mut rows = Vec::with_capacity(7);
        for (o, &observed) in probabilities.outcomes.iter().zip(by_result.iter()) {
            let side = if o.beaten == Circle::A { "A" } else { "O" };
            rows.push(TallyRow {
                label: format!("{side} {}", o.letter),
                observed,
                expected: o.chance.times(decided)?,
            });
        }
        let throws = counts.iter().fold(0u64, |s, c| s.saturating_add(*c));
        rows.push(TallyRow {
            label: "flame".into(),
            observed: flames,
            expected: probabilities.flame.times(throws)?,
        });
        Ok(rows)
    }

    /// Counts every kind of die that appears in `log`, in the fixed order of
    /// [`DieKind::all`].
    pub fn all_from_log(log: &ThrowLog, rules: &Ruleset) -> Result<Vec<Self>> {
        DieKind::all()
            .into_iter()
            .filter(|k| log.entries().iter().any(|e| e.die == *k))
            .map(|k| Self::from_log(log, k, rules))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::reisswitz_1815::dice::{DiceBox, DieReading};

    fn rules() -> Ruleset {
        match Ruleset::reisswitz_1815() {
            Ok(r) => r,
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn counts_add_up_and_expectations_are_exact() {
        let r = rules();
        let mut b = DiceBox::new(42);
        for _ in 0..120 {
            let _ = b.throw_reisswitz(&r, DieId::IV, DieReading::Face, "check");
        }
        let _ = b.throw_d6("other");
        let c = ObservedCounts::from_log(b.log(), DieKind::Reisswitz(DieId::IV), &r);
        let c = match c {
            Ok(c) => c,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(c.throws, 120);
        assert_eq!(c.faces.iter().map(|f| f.observed).sum::<u64>(), 120);
        assert!(
            c.faces
                .iter()
                .all(|f| f.expected == Fraction::new(20, 1).unwrap_or(Fraction::ZERO))
        );
        // Die IV: faces 1–2 blank, so the decided throws are faces 3–6, each result 1/4 of them.
        let decided: u64 = c.faces[2..].iter().map(|f| f.observed).sum();
        let results: u64 = c.outcomes[..6].iter().map(|o| o.observed).sum();
        assert_eq!(results, decided);
        let want = Fraction::new(decided, 4).unwrap_or(Fraction::ZERO);
        for o in ["A R", "O R", "O D", "O T"] {
            let row = c.outcomes.iter().find(|r| r.label == o);
            assert_eq!(row.map(|r| r.expected), Some(want), "{o}");
        }
        assert_eq!(c.outcomes[6].label, "flame");
        assert_eq!(c.outcomes[6].observed, 0);
        let all = ObservedCounts::all_from_log(b.log(), &r).map(|v| v.len());
        assert_eq!(all, Ok(2));
    }
}
