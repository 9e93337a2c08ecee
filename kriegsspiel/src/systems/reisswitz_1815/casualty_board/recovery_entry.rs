//! An entry on the sheet's turn track: a beaten unit and the turns from which it may defend
//! and attack again.

use super::side::Side;
use crate::citation::Citation;
use crate::systems::reisswitz_1815::ruleset::DefeatLetter;
use serde::{Deserialize, Serialize};

/// Boxes of the record sheet's turn track, numbered 0 to 39 (Casualty Record Sheet, turn track
/// below the tracks; reference §4). A game longer than the track goes round it again: turn `n`
/// sits in box `n mod 40` (the workbench's reading; the draft says nothing of longer games).
pub const TURN_TRACK_BOXES: u32 = 40;

/// A beaten unit on the turn track: repulsed, defeated or totally defeated on one turn, it may
/// defend again from one turn and attack again from another (Section 4 — Repulsed, Defeated and
/// Totally Defeated Troops, under option `recovery_times`; Casualty Record Sheet; reference §4–§5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecoveryEntry {
    /// The unit's side.
    pub side: Side,
    /// The unit's label.
    pub unit: String,
    /// How badly it was beaten.
    pub letter: DefeatLetter,
    /// The turn of the melee that beat it.
    pub beaten_on: u32,
    /// The first turn it may defend again.
    pub may_defend_from: u32,
    /// The first turn it may attack again.
    pub may_attack_from: u32,
    /// Where the recovery times come from.
    pub source: Citation,
}

impl RecoveryEntry {
    /// The turn-track box of the turn it may defend again.
    pub fn defend_box(&self) -> u32 {
        self.may_defend_from % TURN_TRACK_BOXES
    }

    /// The turn-track box of the turn it may attack again.
    pub fn attack_box(&self) -> u32 {
        self.may_attack_from % TURN_TRACK_BOXES
    }

    /// The order entries are kept and printed in: by the turn they may defend again, then the
    /// turn they may attack again, side and unit.
    pub fn sort_key(&self) -> (u32, u32, Side, &str) {
        (
            self.may_defend_from,
            self.may_attack_from,
            self.side,
            self.unit.as_str(),
        )
    }
}
