//! The defile worksheet: troops debouching from a defile under artillery fire.

use super::{CombatStep, CombatVerdict};
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::{CombatSide, DefileBattery, DefileOdds, Ruleset};
use serde::{Deserialize, Serialize};

/// The odds for cavalry or artillery debouching from a defile covered by a battery (Section 3
/// — Debouching from a Defile; reference §6). The debouching troops count as the attacker;
/// the die is in the battery's favour.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefileWorksheet {
    /// The row's distance used.
    pub row_paces: u32,
    /// The table's cell.
    pub odds: DefileOdds,
    /// The decision (the defender is the battery).
    pub verdict: CombatVerdict,
    /// The steps, explained and cited.
    pub steps: Vec<CombatStep>,
}

impl DefileWorksheet {
    /// Reads the table for a battery `paces` from the exit, firing with good or bad effect.
    pub fn compute(
        rules: &Ruleset,
        battery: DefileBattery,
        paces: f64,
        good_effect: bool,
    ) -> Result<Self> {
        let table = &rules.combat.defile;
        if !paces.is_finite() || paces < 0.0 {
            return Err(RulesError::OutOfRange {
                what: "distance",
                value: paces.to_string(),
                allowed: "a finite number of paces, 0 or more".into(),
            });
        }
        let row = table.row_for(battery, paces).ok_or_else(|| {
            let max = table.rows.iter().filter(|r| r.battery == battery).map(|r| r.paces).max().unwrap_or(0);
            RulesError::NotInTable(format!(
                "{} at {paces} paces (the table reaches {max} paces; further off it is the umpire's judgement)",
                battery.word()
            ))
        })?;
        let odds = if good_effect { row.good } else { row.bad };
        let effect = if good_effect { "good" } else { "bad" };
        let verdict = match odds.die() {
            Some(die) => CombatVerdict::throw(die, CombatSide::Defender)?,
            None => CombatVerdict::NoAttack {
                reason: "no cavalry or artillery can debouch unless covered by fire of their own of twice the enemy's strength".into(),
            },
        };
        let steps = vec![CombatStep::note(
            "Defile",
            format!(
                "{} within {} paces of the exit, {effect} effect: {verdict} (the debouching troops count as the attacker, the battery as the defender)",
                battery.word(),
                row.paces
            ),
            &table.source,
        )];
        Ok(DefileWorksheet {
            row_paces: row.paces,
            odds,
            verdict,
            steps,
        })
    }
}
