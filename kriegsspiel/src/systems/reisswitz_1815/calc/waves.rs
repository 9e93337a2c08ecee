//! The cavalry-against-infantry worksheet: one die per wave.

use super::{CombatStep, CombatVerdict};
use crate::error::{Result, RulesError};
use crate::figures::{counted, noun_for};
use crate::systems::reisswitz_1815::ruleset::{
    CombatSide, DieVi, InfantryShock, NamedOption, Ruleset, WaveOdds,
};
use serde::{Deserialize, Serialize};

/// The size of the infantry body attacked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InfantryMass {
    /// A half-battalion square.
    HalfBattalion,
    /// A square or mass of this many battalions (1 to 6).
    Battalions(u32),
}

/// One wave of the attack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaveThrow {
    /// The wave's number, 1 first.
    pub wave: u32,
    /// The move in which it attacks (two waves a move).
    pub attack_move: u32,
    /// The table's entry.
    pub odds: WaveOdds,
    /// The decision for this wave (the infantry is the defender and is always favoured).
    pub verdict: CombatVerdict,
}

/// Cavalry attacking infantry in close order (Section 4 — Cavalry v Infantry in Close Order;
/// Appendix Three — Odds for Cavalry Attacks on Infantry; reference §6). The cavalry is the
/// attacker; every die is in the infantry's favour.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WavesWorksheet {
    /// Squadrons in each wave (1, or 4 or 8 against larger masses).
    pub wave_squadrons: u32,
    /// The waves the table gives, in order.
    pub waves: Vec<WaveThrow>,
    /// Waves beyond the table (renewed attacks, at the umpire's judgement).
    pub waves_beyond_table: u32,
    /// Squadrons left over that make no full wave.
    pub squadrons_left_over: u32,
    /// The cavalry's loss points for each wave's attack, whether it succeeds or not.
    pub losses_per_wave: f64,
    /// The steps, explained and cited.
    pub steps: Vec<CombatStep>,
}

impl WavesWorksheet {
    /// Works out the waves of `squadrons` against infantry of this size and state.
    pub fn compute(
        rules: &Ruleset,
        squadrons: u32,
        shock: InfantryShock,
        mass: InfantryMass,
    ) -> Result<Self> {
        let table = &rules.combat.cavalry_waves;
        let (wave_squadrons, half, mass_text) = match mass {
            InfantryMass::HalfBattalion => (1, true, "a half battalion".to_string()),
            InfantryMass::Battalions(1) => (1, false, "one battalion".to_string()),
            InfantryMass::Battalions(n) => {
                let rule = table.mass.iter().find(|m| (m.battalions_min..=m.battalions_max).contains(&n)).ok_or_else(|| {
                    RulesError::NotInTable(format!(
                        "a mass of {n} battalions (the draft gives wave sizes for half a battalion to {} battalions)",
                        table.mass.iter().map(|m| m.battalions_max).max().unwrap_or(1)
                    ))
                })?;
                (
                    rule.wave_squadrons,
                    false,
                    format!("a mass of {n} battalions"),
                )
            }
        };
        let waves = squadrons / wave_squadrons;
        if waves == 0 {
            return Err(RulesError::OutOfRange {
                what: "attacking squadrons",
                value: squadrons.to_string(),
                allowed: format!("at least {wave_squadrons} (one wave) against {mass_text}"),
            });
        }
        let last_row = u32::try_from(table.rows.len()).unwrap_or(0);
        let in_table = waves.min(last_row);
        let row = table
            .row(in_table)
            .ok_or_else(|| RulesError::NotInTable(format!("{in_table} waves")))?;
        let column = row.column(shock, half);
        let mut steps = vec![CombatStep::note(
            "Waves",
            format!(
                "{} against {mass_text}, {}: waves of {}, {}, {} a move; the odds are always against the cavalry",
                counted(squadrons, "squadron"),
                shock_word(shock),
                counted(wave_squadrons, "squadron"),
                counted(waves, "wave"),
                table.waves_per_move
            ),
            &table.source,
        )];
        let mut out = Vec::new();
        for (i, odds) in column.iter().enumerate() {
            let wave = u32::try_from(i).unwrap_or(u32::MAX).saturating_add(1);
            let attack_move = wave.div_ceil(table.waves_per_move.max(1));
            let verdict = match (odds.die(), odds) {
                (Some(die), _) => CombatVerdict::throw(die, CombatSide::Defender)?,
                // "VI" names no die (L987, L3244): option die_vi.
                (None, WaveOdds::VI) => match rules.options.die_vi {
                    DieVi::Foregone => CombatVerdict::Foregone {
                        winner: CombatSide::Defender,
                    },
                    DieVi::Exceptional => CombatVerdict::Exceptional {
                        favoured: CombatSide::Defender,
                    },
                },
                _ => CombatVerdict::Foregone {
                    winner: CombatSide::Defender,
                },
            };
            let reading = if *odds == WaveOdds::VI {
                format!(
                    " (option die_vi = {}: {})",
                    rules.options.die_vi.id(),
                    match rules.options.die_vi {
                        DieVi::Foregone =>
                            "beyond Die V is a foregone conclusion, L824, L2949, L4173",
                        DieVi::Exceptional => "the exceptional throw and dice, L186–194, L897",
                    }
                )
            } else {
                String::new()
            };
            steps.push(CombatStep::note(
                format!("Wave {wave}"),
                format!("move {attack_move}: {} — {verdict}{reading}", odds.label()),
                &table.source,
            ));
            out.push(WaveThrow {
                wave,
                attack_move,
                odds: *odds,
                verdict,
            });
        }
        let waves_beyond_table = waves - in_table;
        if waves_beyond_table > 0 {
            steps.push(CombatStep::note(
                "Further waves",
                format!("{} more {}: the table stops at {last_row}; more squadrons only let the attack be renewed more often", waves_beyond_table, noun_for(waves_beyond_table, "wave")),
                &table.source,
            ));
        }
        let losses_per_wave = table.loss_per_squadron_per_attack * f64::from(wave_squadrons);
        steps.push(CombatStep::note(
            "Cavalry losses",
            format!(
                "{} points per squadron in each attack, win or lose: {losses_per_wave} per wave; beaten off, the cavalry counts only as repulsed",
                table.loss_per_squadron_per_attack
            ),
            &table.source,
        ));
        Ok(WavesWorksheet {
            wave_squadrons,
            waves: out,
            waves_beyond_table,
            squadrons_left_over: squadrons % wave_squadrons,
            losses_per_wave,
            steps,
        })
    }
}

fn shock_word(shock: InfantryShock) -> &'static str {
    match shock {
        InfantryShock::Unshaken => "unshaken",
        InfantryShock::Shaken => "shaken",
        InfantryShock::BadlyShaken => "badly shaken",
    }
}
