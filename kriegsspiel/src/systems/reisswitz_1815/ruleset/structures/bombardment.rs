//! Howitzers setting a village alight.

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::DieId;
use crate::systems::reisswitz_1815::ruleset::ExactFraction;
use serde::{Deserialize, Serialize};

/// How fire behaves in one kind of village (Section 3 — Howitzer Bombardment of Buildings).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VillageFire {
    /// The kind of houses.
    pub description: String,
    /// The die thrown to see whether a building catches fire (a flame on the face).
    pub ignite_die: DieId,
    /// With a full battery, the die is thrown every this many moves.
    pub ignite_every_moves: u32,
    /// With only the reduced number of howitzers, every this many moves.
    pub ignite_every_moves_reduced: u32,
    /// The die thrown to see whether the fire spreads (a flame on the face).
    pub spread_die: DieId,
    /// Moves after a building catches fire before the spread is thrown.
    pub spread_after_moves: u32,
    /// A spreading fire must be left within this many moves.
    pub evacuate_within_moves: u32,
    /// What must be left.
    pub evacuate: String,
    /// The radius to leave, where the draft gives one.
    #[serde(default)]
    pub evacuate_radius_paces: Option<u32>,
}

/// Howitzer bombardment of buildings (Section 3 — Howitzer Bombardment of Buildings;
/// reference §7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BombardmentRules {
    /// Where the figures come from.
    pub source: Citation,
    /// The battery must be within this many paces of the village.
    pub max_paces: u32,
    /// Howitzers in a full battery.
    pub full_battery_howitzers: u32,
    /// The smaller number of howitzers the draft gives slower throws for.
    pub reduced_howitzers: u32,
    /// Moves of fire a howitzer battery's ammunition allows.
    pub ammunition_moves: u32,
    /// Share of the table's losses suffered by troops in the bombarded area.
    pub troops_loss_fraction: ExactFraction,
    /// Mostly wooden houses.
    pub wooden: VillageFire,
    /// Mostly brick or stone houses.
    pub stone: VillageFire,
}

impl BombardmentRules {
    /// Checks that every interval is at least one move and the battery sizes make sense.
    pub fn validate(&self) -> Result<()> {
        let intervals = [&self.wooden, &self.stone]
            .iter()
            .flat_map(|v| [v.ignite_every_moves, v.ignite_every_moves_reduced])
            .collect::<Vec<_>>();
        if intervals.contains(&0)
            || self.reduced_howitzers == 0
            || self.reduced_howitzers >= self.full_battery_howitzers
        {
            return Err(RulesError::bad_table(
                "bombardment",
                "intervals of 1 move or more, and fewer reduced than full howitzers",
            ));
        }
        Ok(())
    }
}
