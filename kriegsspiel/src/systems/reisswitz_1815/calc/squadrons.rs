//! The unequal-squadrons worksheet: cavalry against cavalry by the 1828 table.

use super::{CombatStep, CombatVerdict};
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::{CombatSide, Ruleset, SquadronOdds};
use serde::{Deserialize, Serialize};

/// The die for unequal numbers of squadrons (Section 4 — Unequal Numbers of Squadrons 1828;
/// reference §6). The die favours the stronger side; with equal numbers, the attacker counts
/// as the favoured side (reference §5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SquadronsWorksheet {
    /// The attacker's squadrons.
    pub attacker_squadrons: u32,
    /// The defender's squadrons.
    pub defender_squadrons: u32,
    /// The table's cell.
    pub cell: SquadronOdds,
    /// The decision.
    pub verdict: CombatVerdict,
    /// The steps, explained and cited.
    pub steps: Vec<CombatStep>,
}

impl SquadronsWorksheet {
    /// Reads the table for these squadrons (cavalry of both sides, first lines only).
    pub fn compute(
        rules: &Ruleset,
        attacker_squadrons: u32,
        defender_squadrons: u32,
    ) -> Result<Self> {
        let table = &rules.combat.unequal_squadrons;
        if attacker_squadrons == 0 || defender_squadrons == 0 {
            return Err(RulesError::OutOfRange {
                what: "squadrons",
                value: format!("{attacker_squadrons} v {defender_squadrons}"),
                allowed: "at least 1 squadron on each side".into(),
            });
        }
        let (weaker, stronger) = (
            attacker_squadrons.min(defender_squadrons),
            attacker_squadrons.max(defender_squadrons),
        );
        let stronger_side = if defender_squadrons > attacker_squadrons {
            CombatSide::Defender
        } else {
            CombatSide::Attacker
        };
        let row = table
            .rows
            .iter()
            .find(|r| r.weaker == weaker)
            .ok_or_else(|| {
                RulesError::NotInTable(format!(
                    "{weaker} squadrons on the weaker side (the table's rows run from 1 to {})",
                    table.rows.len()
                ))
            })?;
        let mut beyond_x = false;
        let cell = match table.cell(weaker, stronger) {
            Some(c) => c,
            None if row.cells.last() == Some(&SquadronOdds::X) => {
                beyond_x = true;
                SquadronOdds::X
            }
            None => {
                return Err(RulesError::NotInTable(format!(
                    "{weaker} against {stronger} squadrons (blank in the draft: its columns stop at {} squadrons)",
                    table.max_stronger
                )));
            }
        };
        let mut steps = Vec::new();
        let even = if weaker == stronger {
            " (equal numbers: the attacker counts as favoured)"
        } else {
            ""
        };
        let printed = if beyond_x {
            "beyond the X of this row".to_string()
        } else {
            format!("{cell:?}")
        };
        steps.push(CombatStep::note(
            "Unequal squadrons",
            format!(
                "weaker {weaker}, stronger {stronger} (the {stronger_side}){even}: the table reads {printed}"
            ),
            &table.source,
        ));
        let verdict = match cell.die() {
            Some(die) => {
                let v = CombatVerdict::throw(die, stronger_side)?;
                steps.push(CombatStep::note("Die", v.to_string(), &table.source));
                v
            }
            None => {
                steps.push(CombatStep::note(
                    "Exceptional circumstances",
                    "odds beyond the table: if the weaker side wins it holds its ground or drives the enemy back; if it fails it is removed from the game",
                    &table.source,
                ));
                CombatVerdict::Exceptional {
                    favoured: stronger_side,
                }
            }
        };
        Ok(SquadronsWorksheet {
            attacker_squadrons,
            defender_squadrons,
            cell,
            verdict,
            steps,
        })
    }
}
