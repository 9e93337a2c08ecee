//! What the table remembers of supply in the Kriegspiel appendix (§10 "Supply in the field";
//! Wells L685-L729): the moves counted towards each side's next issue, the issue due, the
//! packets given up and where they lie, the men who missed supply, the infantry without
//! ammunition and the men out of action.

use crate::side::Side;
use crate::systems::little_wars::kriegspiel::supply::SupplyPackets;
use crate::systems::little_wars::units::TablePoint;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// What a packet holds (Wells L685).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PacketKind {
    /// Food: one per 30 men.
    Food,
    /// Forage: one per 6 horses.
    Forage,
    /// Ammunition: one per 30 infantry who fired six moves running.
    Ammunition,
}

impl PacketKind {
    /// The kinds, in order.
    pub const ALL: [PacketKind; 3] = [PacketKind::Food, PacketKind::Forage, PacketKind::Ammunition];

    /// The kind in words.
    pub fn name(self) -> &'static str {
        match self {
            PacketKind::Food => "food",
            PacketKind::Forage => "forage",
            PacketKind::Ammunition => "ammunition",
        }
    }
}

/// One packet given up, and where it lies on the floor.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct LaidPacket {
    /// What it holds.
    pub kind: PacketKind,
    /// Where it lies.
    pub at: TablePoint,
}

/// The supply ledger of a battle in the appendix mode.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SupplyLedger {
    /// Moves counted for each side since the battle began (`move_counting`).
    pub counted: BTreeMap<Side, u32>,
    /// The issue each side owes: the move number at whose end it fell due.
    pub due: BTreeMap<Side, u32>,
    /// Men who missed an issue, with the side's count of moves when it was missed.
    pub unsupplied: BTreeMap<u32, u32>,
    /// Infantry whose ammunition was not given up: they cannot fire (Wells L721).
    pub no_ammunition: BTreeSet<u32>,
    /// Men out of action after six moves without supply (Wells L725).
    pub out_of_action: BTreeSet<u32>,
    /// Infantry who fired rifle volleys this move.
    pub fired_this_move: BTreeSet<u32>,
    /// Each infantryman's run of consecutive own moves in which he fired.
    pub fire_streak: BTreeMap<u32, u32>,
    /// The packets given up at each side's last issue.
    pub laid: BTreeMap<Side, Vec<LaidPacket>>,
    /// Riders whose horses were eaten for food (Wells L713).
    pub horses_eaten: BTreeSet<u32>,
    /// Horses eaten since the side's last issue: each stands for a food packet of his body
    /// when the side next gives up supply (Wells L713).
    pub horse_food: BTreeSet<u32>,
    /// Bodies that ate their last horse: the side, the men, and the side's count of moves
    /// then; they surrender four moves later (Wells L729).
    pub last_horse: Vec<(Side, Vec<u32>, u32)>,
}

/// What one body (or, under `supply_reckoning` = `per_side`, all a side's bodies that need
/// supply) must give up at an issue.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SupplyNeed {
    /// The men reckoned together, in id order.
    pub men: Vec<u32>,
    /// Whether the body needs nothing (isolated and small, Wells L693).
    pub exempt: bool,
    /// The packets, with the working.
    pub packets: SupplyPackets,
}
