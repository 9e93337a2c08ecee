//! Attacks and renewed attacks on strongholds.

use super::{CombatSide, ExactFraction};
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::DieId;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How strong a defended position is (Section 4 — Attack and Defence of Strongholds, Terrain
/// Definitions).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum DefenceClass {
    /// Light defences (woods edges, hedges, village outskirts …).
    Light,
    /// Strong defences (solid villages, town walls not built for defence …).
    Strong,
    /// Fortifications (walls built for defence, complete fieldworks …).
    Fortified,
}

/// Whether the attacking troops are fresh (Appendix Three — Attacks on Defended Positions).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum TroopCondition {
    /// Fresh troops.
    Fresh,
    /// Tired troops.
    Tired,
}

impl DefenceClass {
    /// The stable id (`light`, `strong`, `fortified`).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// The class described by examples in one line, without a closing full stop (command-line
    /// help).
    pub fn description(self) -> &'static str {
        match self {
            DefenceClass::Light => {
                "Woods edges, hedges, village outskirts, slopes 15–20°, bridges over streams …"
            }
            DefenceClass::Strong => {
                "Solid villages, town walls not built for defence, hasty trenches, defiles …"
            }
            DefenceClass::Fortified => {
                "Walls built for defence, complete fieldworks, slopes of 25° or more …"
            }
        }
    }
}

impl TroopCondition {
    /// The stable id (`fresh`, `tired`).
    pub fn id(self) -> &'static str {
        self.into()
    }

    /// "Fresh troops" or "Tired troops" (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            TroopCondition::Fresh => "Fresh troops",
            TroopCondition::Tired => "Tired troops",
        }
    }
}

/// A cell of the strongholds table: a die, in the attacker's favour where printed with `*`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct StrongholdCell {
    /// The die.
    pub die: DieId,
    /// The side it favours (`*` = the attacker; otherwise the defender).
    pub favours: CombatSide,
}

impl TryFrom<String> for StrongholdCell {
    type Error = RulesError;
    fn try_from(text: String) -> Result<Self> {
        let (roman, favours) = match text.trim().strip_suffix('*') {
            Some(r) => (r, CombatSide::Attacker),
            None => (text.trim(), CombatSide::Defender),
        };
        Ok(StrongholdCell {
            die: DieId::from_str(roman)?,
            favours,
        })
    }
}

impl From<StrongholdCell> for String {
    fn from(c: StrongholdCell) -> String {
        c.to_string()
    }
}

impl fmt::Display for StrongholdCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let star = if self.favours == CombatSide::Attacker {
            "*"
        } else {
            ""
        };
        write!(f, "{}{star}", self.die)
    }
}

/// One row: the attack number for fresh or tired troops, six cells (light held 2 moves, light
/// held 1, strong held 2, strong held 1, fortified held 2, fortified held 1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StrongholdRow {
    /// Fresh or tired attackers.
    pub troops: TroopCondition,
    /// Which attack on the position (1 = the first).
    pub attack: u32,
    /// The six cells.
    pub cells: Vec<StrongholdCell>,
}

/// What a class of defence includes, in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenceClassInfo {
    /// The class.
    pub class: DefenceClass,
    /// Examples from the draft.
    pub examples: String,
}

/// Troops needed to hold or attack a kind of position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TroopsNeeded {
    /// Stable id.
    pub position: String,
    /// The kind of position.
    pub description: String,
    /// Troops needed to defend it.
    pub defence: String,
    /// Troops needed to attack it.
    pub attack: String,
}

/// Attacks on defended positions (Section 4 — Attack and Defence of Strongholds; Appendix
/// Three — Attacks on Defended Positions; reference §6).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StrongholdRules {
    /// Where the table comes from.
    pub source: Citation,
    /// The rows.
    #[serde(rename = "row")]
    pub rows: Vec<StrongholdRow>,
    /// Defenders' loss points per block when the attack fails (15).
    pub defender_losses_attack_fails: f64,
    /// Defenders' loss points per block when the attack succeeds (18).
    pub defender_losses_attack_succeeds: f64,
    /// Moves that must pass between attacks (1).
    pub moves_between_attacks: u32,
    /// Defenders this far below the troops needed give the attack a point (⅓).
    pub defenders_short_fraction: ExactFraction,
    /// Attackers lose a point for each step this far below the troops needed (¼).
    pub attacker_short_step: ExactFraction,
    /// Where the attackers' losses come from.
    pub attacker_losses_note: String,
    /// What each class of defence includes.
    pub defence: Vec<DefenceClassInfo>,
    /// Troops needed by kind of position.
    pub troops_needed: Vec<TroopsNeeded>,
}

impl StrongholdRules {
    /// The column of a class and occupation (held two moves or more, or only just occupied).
    pub fn column(class: DefenceClass, held_two_moves: bool) -> usize {
        let base = match class {
            DefenceClass::Light => 0,
            DefenceClass::Strong => 2,
            DefenceClass::Fortified => 4,
        };
        if held_two_moves { base } else { base + 1 }
    }

    /// The cell for these conditions, `None` where the table has no row.
    pub fn cell(
        &self,
        troops: TroopCondition,
        attack: u32,
        class: DefenceClass,
        held_two_moves: bool,
    ) -> Option<StrongholdCell> {
        self.rows
            .iter()
            .find(|r| r.troops == troops && r.attack == attack)?
            .cells
            .get(Self::column(class, held_two_moves))
            .copied()
    }

    /// The highest attack number the table gives for these troops.
    pub fn last_attack(&self, troops: TroopCondition) -> u32 {
        self.rows
            .iter()
            .filter(|r| r.troops == troops)
            .map(|r| r.attack)
            .max()
            .unwrap_or(0)
    }

    /// Checks the shape: six cells per row, attacks numbered 1, 2, 3 … for each condition,
    /// finite non-negative losses.
    pub fn validate(&self) -> Result<()> {
        let bad = |why: String| Err(RulesError::bad_table("strongholds table", why));
        for troops in [TroopCondition::Fresh, TroopCondition::Tired] {
            let attacks: Vec<u32> = self
                .rows
                .iter()
                .filter(|r| r.troops == troops)
                .map(|r| r.attack)
                .collect();
            if attacks.is_empty()
                || attacks
                    .iter()
                    .enumerate()
                    .any(|(i, a)| *a as usize != i + 1)
            {
                return bad(format!(
                    "{troops:?} rows must be attacks 1, 2, 3 … in order"
                ));
            }
        }
        if self.rows.iter().any(|r| r.cells.len() != 6) {
            return bad("every row needs six cells".into());
        }
        for v in [
            self.defender_losses_attack_fails,
            self.defender_losses_attack_succeeds,
        ] {
            if !v.is_finite() || v < 0.0 {
                return bad("losses must be finite, 0 or more".into());
            }
        }
        Ok(())
    }
}
