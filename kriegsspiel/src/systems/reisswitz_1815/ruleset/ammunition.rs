//! Ammunition: turns of fire, refilling, fouling and battery resupply (reference §12.1,
//! `ammunition.toml`).

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// An infantry unit's cartridges (Section 3, L537).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct InfantryAmmunition {
    /// Where the figures come from.
    pub source: Citation,
    /// Cartridges each man carries.
    pub cartridges_per_man: u32,
    /// Rounds a man fires in a turn.
    pub rounds_per_turn: u32,
    /// Turns of continuous fire before the cartridges are spent.
    pub turns_of_fire: u32,
    /// Turns a battalion takes to refill from its regimental wagon.
    pub refill_turns: u32,
    /// Turns of continuous fire after which the muskets foul.
    pub fouling_after_turns: u32,
}

/// A battery's ammunition (L2416, L2464, L1885, L683).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ArtilleryAmmunition {
    /// Where the figures come from.
    pub source: Citation,
    /// Turns of fire before the battery must be resupplied from its wagon.
    pub turns_of_fire: u32,
    /// Resupply in turns by the fire table's note (option `battery_resupply_time = fire_table_10`).
    pub resupply_turns_fire_table: u32,
    /// Resupply in minutes by the chart's note (option `battery_resupply_time = chart_note_4`).
    pub resupply_minutes_chart_note: u32,
    /// Moves a howitzer battery bombards with its usual supply.
    pub howitzer_bombard_moves: u32,
    /// Nearest the wagons stand behind their battery at the start, in paces.
    pub wagon_min_paces: u32,
    /// Farthest, in paces.
    pub wagon_max_paces: u32,
}

/// The ammunition section of the ruleset.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AmmunitionRules {
    /// Where the section comes from.
    pub source: Citation,
    /// Infantry.
    pub infantry: InfantryAmmunition,
    /// Artillery.
    pub artillery: ArtilleryAmmunition,
}

impl AmmunitionRules {
    /// The compiled-in section, for rulesets saved before it existed (empty figures, refused by
    /// [`AmmunitionRules::validate`], should the compiled-in file ever fail to parse).
    pub fn compiled_in() -> Self {
        toml::from_str(include_str!(
            "../../../../rules/reisswitz_1815/ammunition.toml"
        ))
        .unwrap_or_else(|_| Self::empty())
    }

    /// A section with no figures, which [`AmmunitionRules::validate`] refuses.
    fn empty() -> Self {
        let none = || Citation::new("");
        Self {
            source: none(),
            infantry: InfantryAmmunition {
                source: none(),
                cartridges_per_man: 0,
                rounds_per_turn: 0,
                turns_of_fire: 0,
                refill_turns: 0,
                fouling_after_turns: 0,
            },
            artillery: ArtilleryAmmunition {
                source: none(),
                turns_of_fire: 0,
                resupply_turns_fire_table: 0,
                resupply_minutes_chart_note: 0,
                howitzer_bombard_moves: 0,
                wagon_min_paces: 0,
                wagon_max_paces: 0,
            },
        }
    }

    /// Checks that every count is at least one and the wagon distances run forwards.
    pub fn validate(&self) -> Result<()> {
        let i = &self.infantry;
        let a = &self.artillery;
        for (name, v) in [
            ("infantry.cartridges_per_man", i.cartridges_per_man),
            ("infantry.rounds_per_turn", i.rounds_per_turn),
            ("infantry.turns_of_fire", i.turns_of_fire),
            ("infantry.refill_turns", i.refill_turns),
            ("infantry.fouling_after_turns", i.fouling_after_turns),
            ("artillery.turns_of_fire", a.turns_of_fire),
            (
                "artillery.resupply_turns_fire_table",
                a.resupply_turns_fire_table,
            ),
            (
                "artillery.resupply_minutes_chart_note",
                a.resupply_minutes_chart_note,
            ),
            ("artillery.howitzer_bombard_moves", a.howitzer_bombard_moves),
        ] {
            if v == 0 {
                return Err(RulesError::bad_table(
                    "ammunition",
                    format!("{name} must be at least 1"),
                ));
            }
        }
        if a.wagon_min_paces > a.wagon_max_paces {
            return Err(RulesError::bad_table(
                "ammunition",
                "artillery.wagon_min_paces is beyond wagon_max_paces",
            ));
        }
        Ok(())
    }
}
