//! Tests thrown outside a melee: canister morale, surprise, combined arms, encirclement.

use super::CombatStep;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::dice::Face;
use crate::systems::reisswitz_1815::ruleset::{Circle, ExactFraction, Ruleset, TestRule};
use serde::{Deserialize, Serialize};

/// What one throw of a test gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TestThrow {
    /// A blank face: throw again.
    ThrowAgain,
    /// The favoured party wins (an `O` circle).
    FavouredWins,
    /// The favoured party loses (an `A` circle).
    FavouredLoses,
}

/// A test made ready to throw (reference §6 "Tests").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TestWorksheet {
    /// The test as the ruleset gives it.
    pub test: TestRule,
    /// Whether the test is thrown at all (an encirclement by less than three times the
    /// strength is not: resistance is taken for granted).
    pub thrown: bool,
    /// The favoured party's chance, exact.
    pub favoured_wins: ExactFraction,
    /// The steps, explained and cited.
    pub steps: Vec<CombatStep>,
}

impl TestWorksheet {
    /// Prepares test `id`; `strength_ratio` (favoured ÷ other) is needed where the test has a
    /// minimum ratio.
    pub fn compute(rules: &Ruleset, id: &str, strength_ratio: Option<f64>) -> Result<Self> {
        let test = rules.combat.test(id)?.clone();
        let (n, d) = test.die.favoured_win_fraction();
        let favoured_wins = ExactFraction::new(u64::from(n), u64::from(d))?;
        let mut steps = vec![CombatStep::note(
            "Test",
            format!("{}: {}", test.id, test.condition),
            &test.source,
        )];
        let mut thrown = true;
        if let Some(min) = test.min_strength_ratio {
            let ratio = strength_ratio.ok_or_else(|| RulesError::OutOfRange {
                what: "strength ratio",
                value: "none".into(),
                allowed: format!(
                    "the {} ÷ {} strength, a number of 0 or more",
                    test.favoured, test.other
                ),
            })?;
            if !ratio.is_finite() || ratio < 0.0 {
                return Err(RulesError::OutOfRange {
                    what: "strength ratio",
                    value: ratio.to_string(),
                    allowed: "a finite number, 0 or more".into(),
                });
            }
            if ratio < min {
                thrown = false;
                steps.push(CombatStep::note(
                    "No throw",
                    format!("{} are only {ratio} times as strong (under {min}): resistance is taken for granted", test.favoured),
                    &test.source,
                ));
            }
        }
        if thrown {
            steps.push(CombatStep::note(
                "Die",
                format!(
                    "Die {} in favour of {}: they win {favoured_wins} ({:.0} %). If they win: {}. Otherwise: {}.",
                    test.die,
                    test.favoured,
                    favoured_wins.value() * 100.0,
                    test.if_favoured_wins,
                    test.if_favoured_loses
                ),
                &test.source,
            ));
        }
        Ok(TestWorksheet {
            test,
            thrown,
            favoured_wins,
            steps,
        })
    }

    /// What a thrown face gives: the favoured party wins on `O`, loses on `A`.
    pub fn resolve(&self, rules: &Ruleset, face: Face) -> Result<TestThrow> {
        if !self.thrown {
            return Err(RulesError::NotInTable(format!(
                "a throw for {}: the test is not thrown",
                self.test.id
            )));
        }
        Ok(match rules.dice.face(self.test.die, face)?.circle {
            Circle::O => TestThrow::FavouredWins,
            Circle::A => TestThrow::FavouredLoses,
            Circle::Again => TestThrow::ThrowAgain,
        })
    }
}
