//! One command level of an order of battle: an army, corps, division or brigade.

use crate::ids::EchelonId;
use crate::side::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The levels of command, highest first (Appendix One — British Field Army or Corps of 1815).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EchelonLevel {
    /// A brigade (the lowest level above units).
    Brigade,
    /// A division.
    Division,
    /// A corps.
    Corps,
    /// An army (a side's root).
    Army,
}

impl fmt::Display for EchelonLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EchelonLevel::Brigade => "brigade",
            EchelonLevel::Division => "division",
            EchelonLevel::Corps => "corps",
            EchelonLevel::Army => "army",
        })
    }
}

/// An army, corps, division or brigade, with its place in the tree.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Echelon {
    /// Its stable id.
    pub id: EchelonId,
    /// The echelon above it; `None` for a side's root.
    pub parent: Option<EchelonId>,
    /// The side it belongs to.
    pub side: Side,
    /// Its level; always below its parent's.
    pub level: EchelonLevel,
    /// Its name.
    pub name: String,
    /// A brigade's letter, shown on its infantry blocks with the battalion number
    /// ("Representation of Units — Formations").
    pub letter: Option<String>,
    /// Its commander, if named.
    pub commander: String,
}
