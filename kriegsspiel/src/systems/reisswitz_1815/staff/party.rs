//! Who sends or receives a message.

use super::commander_id::CommanderId;
use crate::ids::UnitId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The sender or addressee of a message: a commander, or a unit (its commanding officer).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Party {
    /// A commander (a player).
    Commander(CommanderId),
    /// A unit of the order of battle.
    Unit(UnitId),
}

impl fmt::Display for Party {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Party::Commander(c) => write!(f, "commander {c}"),
            Party::Unit(u) => write!(f, "unit {u}"),
        }
    }
}
