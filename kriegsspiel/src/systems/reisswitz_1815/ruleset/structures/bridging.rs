//! Building, destroying and repairing bridges.

use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::ExactFraction;
use serde::{Deserialize, Serialize};

/// Pontoon bridges (Section 5 — Pontoon Bridges).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PontoonRules {
    /// Moves per 50 feet, unloading included.
    pub moves_per_50_feet: u32,
    /// Moves per 50 feet under cannon ball.
    pub moves_per_50_feet_under_ball: u32,
    /// Moves per 50 feet when the pontoons are already in the water.
    pub moves_per_50_feet_in_water: u32,
    /// Work stops under canister.
    pub stops_under_canister: bool,
    /// Moves to dismantle and load each ten pontoons.
    pub dismantle_moves_per_10_pontoons: u32,
}

/// Floating bridges near a town or village (Section 5 — Floating Bridge).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FloatingBridgeRules {
    /// Moves per 25 paces for infantry only.
    pub infantry_moves_per_25_paces: u32,
    /// Moves per 25 paces for cavalry or artillery.
    pub mounted_moves_per_25_paces: u32,
    /// Rivers wider than this take longer …
    pub wide_river_paces: u32,
    /// … by this factor …
    pub wide_river_factor: u32,
    /// … or this one in a rapid current (or with material from afar).
    pub rapid_current_factor: u32,
    /// Work stops under canister.
    pub stops_under_canister: bool,
}

/// Trestle bridges (Section 5 — Trestle Bridges): built as pontoon bridges, after gathering.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrestleRules {
    /// Minutes of gathering with half a company of sappers and wooden houses near.
    pub sappers_gather_minutes: u32,
    /// Minutes with only carpenters (at least).
    pub carpenters_gather_minutes: u32,
}

/// A longer bridge takes longer to take up whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LongBridgeFactor {
    /// Bridges longer than this …
    pub over_paces: u32,
    /// … take this many times as long.
    pub factor: u32,
}

/// Destroying bridges (Section 5 — Destruction of Bridges).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DestructionRules {
    /// Minutes to prepare an explosion.
    pub explosion_minutes: u32,
    /// Minutes when the moment must be timed.
    pub explosion_timed_minutes: u32,
    /// Minutes to prepare burning a wooden bridge.
    pub burning_minutes: u32,
    /// Minutes when the moment must be timed.
    pub burning_timed_minutes: u32,
    /// An enemy fighting the fire within this many moves saves the piles (not the planking).
    pub fire_fought_within_moves: u32,
    /// Moves to tear up the planking without preparation.
    pub planking_moves: u32,
    /// Minutes to take the whole bridging up to one bank.
    pub remove_whole_minutes: u32,
    /// Longer bridges take longer, longest first applying.
    pub long_bridge: Vec<LongBridgeFactor>,
}

/// Repairing bridges (Section 5 — Repairing Bridges).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RepairRules {
    /// Moves to repair a stone bridge (one pile destroyed).
    pub stone_moves: u32,
    /// Moves per 25 paces to re-plank a wooden bridge.
    pub wood_moves_per_25_paces: u32,
}

/// Obstacles heaped on a crossing (Section 5 — Supplementary Obstacles).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObstacleRules {
    /// Minutes to build.
    pub build_minutes: u32,
    /// Clearing takes this share of the building time.
    pub clear_fraction: ExactFraction,
}

/// Bridges (Section 5 — Bridges & Fords; reference §8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BridgingRules {
    /// Where the figures come from.
    pub source: Citation,
    /// Pontoon bridges.
    pub pontoon: PontoonRules,
    /// Floating bridges.
    pub floating: FloatingBridgeRules,
    /// Trestle bridges.
    pub trestle: TrestleRules,
    /// Destruction.
    pub destruction: DestructionRules,
    /// Repair.
    pub repair: RepairRules,
    /// Obstacles.
    pub obstacles: ObstacleRules,
}

impl BridgingRules {
    /// Checks that building rates are at least one move and factors at least one.
    pub fn validate(&self) -> Result<()> {
        let p = &self.pontoon;
        let f = &self.floating;
        let rates = [
            p.moves_per_50_feet,
            p.moves_per_50_feet_under_ball,
            p.moves_per_50_feet_in_water,
            f.infantry_moves_per_25_paces,
            f.mounted_moves_per_25_paces,
            f.wide_river_factor,
            f.rapid_current_factor,
        ];
        if rates.contains(&0) || self.destruction.long_bridge.iter().any(|l| l.factor == 0) {
            return Err(RulesError::bad_table(
                "bridging",
                "rates and factors must be 1 or more",
            ));
        }
        Ok(())
    }
}
