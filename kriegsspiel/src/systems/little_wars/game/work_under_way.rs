//! A work of the Kriegspiel appendix begun at the table (§10 "Destructions and
//! constructions"; Wells L738-L771): what it is, who does it, where, and how far on. Its start
//! is a sealed note the opponent cannot read until the trench is finished or the mine goes
//! off (Wells L771).

use crate::side::Side;
use crate::systems::little_wars::units::TablePoint;
use serde::{Deserialize, Serialize};

/// The kind of work that is a contact mine (Wells L754).
pub const MINE: &str = "lay_contact_mine";

/// One work begun.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WorkUnderWay {
    /// Its number in the battle, from 1.
    pub number: u32,
    /// The side doing it.
    pub side: Side,
    /// The work's id in the appendix's table (`destroy_railway_bridge`, ...).
    pub kind: String,
    /// The men doing it.
    pub men: Vec<u32>,
    /// Where it is done.
    pub at: TablePoint,
    /// Inches of trench, for an entrenchment (2 men per inch, Wells L763).
    pub inches: u32,
    /// Moves counted on it so far (`move_counting`).
    pub moves_done: u32,
    /// Moves it takes.
    pub moves_needed: u32,
    /// A mine that has gone off (Wells L754).
    pub exploded: bool,
}

impl WorkUnderWay {
    /// Whether the work is finished (a mine: laid and waiting).
    pub fn finished(&self) -> bool {
        self.moves_done >= self.moves_needed
    }

    /// Whether it is a contact mine.
    pub fn is_mine(&self) -> bool {
        self.kind == MINE
    }

    /// Whether `viewer` may read the note: his own works always; the enemy's once the work is
    /// finished, a mine only once it has gone off (Wells L771).
    pub fn seen_by(&self, viewer: Side) -> bool {
        viewer == self.side
            || if self.is_mine() {
                self.exploded
            } else {
                self.finished()
            }
    }
}
