//! Guns against a wall (or a bridge): which die, if any, is thrown on a given move of fire.

use super::CombatStep;
use crate::error::{Result, RulesError};
use crate::figures::counted;
use crate::systems::reisswitz_1815::dice::DieId;
use crate::systems::reisswitz_1815::ruleset::{BreachWidth, NamedOption, Ruleset};
use serde::{Deserialize, Serialize};

/// How strong the wall is (Section 3 — Artillery Breaching a Wall).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WallStrength {
    /// Strong walls.
    Strong,
    /// Weaker walls.
    Weak,
}

/// The throw for one move of fire at a wall (Section 3 — Artillery Breaching a Wall;
/// Artillery Fire Against Bridges; reference §7). A flame on the face thrown is a breach wide
/// enough for half a platoon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BreachWorksheet {
    /// The die for this move; `None`: the fire has no effect yet.
    pub die: Option<DieId>,
    /// Moves of fire without effect before the dice start.
    pub no_effect_moves: u32,
    /// How many men abreast a breach lets through (option `breach_width`).
    pub breach_men: u32,
    /// The steps, explained and cited.
    pub steps: Vec<CombatStep>,
}

impl BreachWorksheet {
    /// The throw on `fire_move` (1 = the first move of fire) for `batteries` whole batteries of
    /// `gun` ("12pdr" or "6pdr") at `paces` from a wall of this strength.
    pub fn compute(
        rules: &Ruleset,
        wall: WallStrength,
        gun: &str,
        batteries: u32,
        paces: f64,
        fire_move: u32,
    ) -> Result<Self> {
        let b = &rules.structures.breach;
        if batteries == 0 || fire_move == 0 {
            return Err(RulesError::OutOfRange {
                what: "batteries and move",
                value: format!("{batteries} batteries, move {fire_move}"),
                allowed: "1 or more of each".into(),
            });
        }
        if !paces.is_finite() || paces < 0.0 {
            return Err(RulesError::OutOfRange {
                what: "distance",
                value: paces.to_string(),
                allowed: "a finite number of paces, 0 or more".into(),
            });
        }
        let range =
            b.near_paces
                .iter()
                .find(|r| r.gun == gun)
                .ok_or_else(|| RulesError::UnknownName {
                    what: "gun",
                    value: gun.to_string(),
                    allowed: b
                        .near_paces
                        .iter()
                        .map(|r| r.gun.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                })?;
        let schedule = match wall {
            WallStrength::Strong => &b.strong,
            WallStrength::Weak => &b.weak,
        };
        let (no_effect_moves, where_) = if paces <= f64::from(range.max_paces) {
            (
                schedule.no_effect_moves,
                format!("within {} paces", range.max_paces),
            )
        } else if paces >= f64::from(b.far_paces[0]) && paces <= f64::from(b.far_paces[1]) {
            (
                b.far_no_effect_moves,
                format!("at {}–{} paces", b.far_paces[0], b.far_paces[1]),
            )
        } else {
            return Err(RulesError::NotInTable(format!(
                "a {gun} battery at {paces} paces from a wall (the draft gives within {} or {}–{} paces)",
                range.max_paces, b.far_paces[0], b.far_paces[1]
            )));
        };
        let dice = if batteries >= 2 {
            &schedule.two_or_more
        } else {
            &schedule.one_battery
        };
        let die = match fire_move.checked_sub(no_effect_moves.saturating_add(1)) {
            None => None,
            Some(i) => dice
                .get(usize::try_from(i).unwrap_or(usize::MAX))
                .or(dice.last())
                .copied(),
        };
        // Option breach_width: a half platoon (L722), or a platoon, two half platoons (L2839).
        let breach_men = match rules.options.breach_width {
            BreachWidth::HalfPlatoon => b.breach_men,
            BreachWidth::Platoon => b.breach_men.saturating_mul(2),
        };
        let what = match die {
            None => format!("move {fire_move} of {no_effect_moves} without effect"),
            Some(d) => format!(
                "move {fire_move}: throw Die {d}; a flame is a breach for {breach_men} men (option breach_width = {})",
                rules.options.breach_width.id()
            ),
        };
        let steps = vec![CombatStep::note(
            "Breach",
            format!(
                "{} of {gun} {where_} against {}: {what} (fewer guns than 6 cannon and 2 howitzers: pro rata)",
                counted(batteries, "battery"),
                schedule.description
            ),
            &b.source,
        )];
        Ok(BreachWorksheet {
            die,
            no_effect_moves,
            breach_men,
            steps,
        })
    }
}
