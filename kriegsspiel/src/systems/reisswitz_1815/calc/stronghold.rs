//! The strongholds worksheet: attacks and renewed attacks on defended positions.

use super::{CombatStep, CombatVerdict};
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::figures::counted;
use crate::systems::reisswitz_1815::ruleset::{
    CircumstanceEffect, DefenceClass, Ruleset, StrongholdCell, TroopCondition,
};
use serde::{Deserialize, Serialize};

/// The attack on a stronghold as the umpire describes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StrongholdInput {
    /// How strong the position is.
    pub class: DefenceClass,
    /// The defenders have held it for two moves or more (otherwise only just occupied).
    pub held_two_moves: bool,
    /// Fresh or tired attackers.
    pub troops: TroopCondition,
    /// Which attack this is (1 = the first).
    pub attack: u32,
    /// The defenders are a third or more below the troops needed (the attackers being up to
    /// strength).
    #[serde(default)]
    pub defenders_under_strength: bool,
    /// Whole quarters by which the attackers fall short of the troops needed.
    #[serde(default)]
    pub attacker_quarters_short: u32,
}

/// The odds of an attack on a stronghold (Section 4 — Attack and Defence of Strongholds;
/// Appendix Three — Attacks on Defended Positions; reference §6).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StrongholdWorksheet {
    /// The table's cell.
    pub cell: StrongholdCell,
    /// The net index counted for the attacker.
    pub net_attacker_points: i32,
    /// The decision.
    pub verdict: CombatVerdict,
    /// Defenders' loss points per block if the attack fails.
    pub defender_losses_if_repulsed: f64,
    /// Defenders' loss points per block if the attack succeeds.
    pub defender_losses_if_taken: f64,
    /// The steps, explained and cited.
    pub steps: Vec<CombatStep>,
}

impl StrongholdWorksheet {
    /// Reads the table and applies the under-strength rules.
    pub fn compute(rules: &Ruleset, input: &StrongholdInput) -> Result<Self> {
        let table = &rules.combat.strongholds;
        let cell = table
            .cell(
                input.troops,
                input.attack,
                input.class,
                input.held_two_moves,
            )
            .ok_or_else(|| RulesError::OutOfRange {
                what: "attack number",
                value: input.attack.to_string(),
                allowed: format!(
                    "1 to {} for {:?} troops",
                    table.last_attack(input.troops),
                    input.troops
                ),
            })?;
        if input.attacker_quarters_short > 3 {
            return Err(RulesError::OutOfRange {
                what: "quarters short",
                value: input.attacker_quarters_short.to_string(),
                allowed: "0 to 3".into(),
            });
        }
        let held = if input.held_two_moves {
            "held two moves or more"
        } else {
            "only just occupied"
        };
        let base = cell.favours.sign() * i32::from(cell.die.index_points());
        let mut steps = vec![CombatStep::points(
            "Stronghold",
            format!(
                "{} defence, {held}, {} attackers, attack no. {}: {cell} — Die {} for the {}",
                format!("{:?}", input.class).to_lowercase(),
                format!("{:?}", input.troops).to_lowercase(),
                input.attack,
                cell.die,
                cell.favours
            ),
            base,
            &table.source,
        )];
        let mut net = base;
        if input.defenders_under_strength {
            let rule = rules.combat.circumstance("defenders_under_strength")?;
            let (effect, source) = rule.effect_under(&rules.options);
            if let CircumstanceEffect::IndexPoints(k) = effect {
                net += k;
                steps.push(CombatStep::points(
                    "Defenders under strength",
                    format!(
                        "defenders {} or more below the troops needed: {k:+} for the attacker",
                        table.defenders_short_fraction
                    ),
                    k,
                    source,
                ));
            }
        }
        if input.attacker_quarters_short > 0 {
            let q = i32::try_from(input.attacker_quarters_short).unwrap_or(0);
            net -= q;
            steps.push(CombatStep::points(
                "Attackers under strength",
                format!(
                    "one point for each {} below the troops needed: {}, {:+}",
                    table.attacker_short_step,
                    counted(q, "step"),
                    -q
                ),
                -q,
                &table.source,
            ));
        }
        let verdict = CombatVerdict::from_net(net, rules.combat.strength.foregone_points)?;
        steps.push(CombatStep::points(
            "Net index",
            format!("{net:+} for the attacker: {verdict}"),
            net,
            &table.source,
        ));
        steps.push(CombatStep::note(
            "Losses",
            format!(
                "defenders lose {} points per block if the attack fails, {} if it succeeds; {}",
                table.defender_losses_attack_fails,
                table.defender_losses_attack_succeeds,
                table.attacker_losses_note
            ),
            &table.source,
        ));
        steps.push(CombatStep::note(
            "Renewed attacks",
            format!(
                "at least {} between attacks; close-order troops defending a defile are only repulsed if beaten",
                counted(table.moves_between_attacks, "move")
            ),
            &Citation::new("Section 4 — Attack and Defence of Strongholds, Notes to the Table"),
        ));
        Ok(StrongholdWorksheet {
            cell,
            net_attacker_points: net,
            verdict,
            defender_losses_if_repulsed: table.defender_losses_attack_fails,
            defender_losses_if_taken: table.defender_losses_attack_succeeds,
            steps,
        })
    }
}
