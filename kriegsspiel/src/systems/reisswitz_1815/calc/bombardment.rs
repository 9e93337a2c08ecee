//! Howitzers against a village: whether Die I is thrown this move, and the spread of a fire.

use super::CombatStep;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::dice::DieId;
use crate::systems::reisswitz_1815::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// What the village is mostly built of (Section 3 — Howitzer Bombardment of Buildings).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VillageBuild {
    /// Mostly wooden houses.
    Wooden,
    /// Mostly brick or stone houses.
    Stone,
}

/// One move of a howitzer bombardment (Section 3 — Howitzer Bombardment of Buildings;
/// reference §7): the die to throw for a fire this move, if any, and what follows a fire.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BombardmentWorksheet {
    /// The die thrown this move to see whether a building catches fire (flame = alight).
    pub ignite_die: Option<DieId>,
    /// The die thrown to see whether a fire spreads (flame = spreading) …
    pub spread_die: DieId,
    /// … this many moves after the building caught fire.
    pub spread_after_moves: u32,
    /// The steps, explained and cited.
    pub steps: Vec<CombatStep>,
}

impl BombardmentWorksheet {
    /// Move `fire_move` (1 = the first) of `howitzers` howitzers firing from `paces`.
    pub fn compute(
        rules: &Ruleset,
        build: VillageBuild,
        howitzers: u32,
        paces: f64,
        fire_move: u32,
    ) -> Result<Self> {
        let b = &rules.structures.bombardment;
        let fire = match build {
            VillageBuild::Wooden => &b.wooden,
            VillageBuild::Stone => &b.stone,
        };
        if !paces.is_finite() || paces < 0.0 || paces > f64::from(b.max_paces) {
            return Err(RulesError::OutOfRange {
                what: "distance to the village",
                value: paces.to_string(),
                allowed: format!("0 to {} paces", b.max_paces),
            });
        }
        if fire_move == 0 {
            return Err(RulesError::OutOfRange {
                what: "move of fire",
                value: "0".into(),
                allowed: "1 or more".into(),
            });
        }
        let every = if howitzers >= b.full_battery_howitzers {
            fire.ignite_every_moves
        } else if howitzers >= b.reduced_howitzers {
            fire.ignite_every_moves_reduced
        } else {
            return Err(RulesError::NotInTable(format!(
                "{howitzers} howitzers (the draft gives {} or {})",
                b.full_battery_howitzers, b.reduced_howitzers
            )));
        };
        let out_of_ammunition = fire_move > b.ammunition_moves;
        let ignite_die = (!out_of_ammunition && fire_move.is_multiple_of(every.max(1)))
            .then_some(fire.ignite_die);
        let this_move = if out_of_ammunition {
            format!(
                "move {fire_move}: the battery's {} moves of ammunition are spent",
                b.ammunition_moves
            )
        } else {
            match ignite_die {
                Some(d) => {
                    format!("move {fire_move}: throw Die {d}; a flame sets a building alight")
                }
                None => format!("move {fire_move}: no throw (every {every} moves)"),
            }
        };
        let radius = fire
            .evacuate_radius_paces
            .map(|r| format!(" ({r} paces)"))
            .unwrap_or_default();
        let steps = vec![
            CombatStep::note(
                "Bombardment",
                format!(
                    "{howitzers} howitzers against {}: {this_move}",
                    fire.description
                ),
                &b.source,
            ),
            CombatStep::note(
                "Fire",
                format!(
                    "{} moves after a building catches fire throw Die {}: a flame means the fire spreads, and {}{radius} must be left within {} moves; troops in the bombarded area suffer {} of the table's losses",
                    fire.spread_after_moves,
                    fire.spread_die,
                    fire.evacuate,
                    fire.evacuate_within_moves,
                    b.troops_loss_fraction
                ),
                &b.source,
            ),
        ];
        Ok(BombardmentWorksheet {
            ignite_die,
            spread_die: fire.spread_die,
            spread_after_moves: fire.spread_after_moves,
            steps,
        })
    }
}
