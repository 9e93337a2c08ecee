//! One unit of an order of battle: what it is, whose it is, how strong, and its label.

use super::condition::Condition;
use super::strength::Strength;
use super::unit_kind::UnitKind;
use crate::ids::{EchelonId, UnitId};
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// A unit as the order of battle gives it (its state in a game is kept by the game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// Its stable id.
    pub id: UnitId,
    /// Its side.
    pub side: Side,
    /// The echelon it belongs to.
    pub echelon: EchelonId,
    /// Its name (e.g. "1st Bn, 28th Foot").
    pub name: String,
    /// Its battalion or regiment number, where it has one.
    pub number: Option<u32>,
    /// What it is.
    pub kind: UnitKind,
    /// Its strength at the start.
    pub strength: Strength,
    /// Fresh or tired at the start.
    pub condition: Condition,
    /// What its blocks show: the brigade letter and battalion number ("A2"), the cavalry
    /// regiment number, "Rifles", "S" for sappers ("Representation of Units — Formations").
    pub label: String,
}

impl Unit {
    /// How its own officers sign for it: "A1 (1st Battalion)", or the label alone where label
    /// and name are the same.
    pub fn title(&self) -> String {
        if self.label == self.name {
            self.label.clone()
        } else {
            format!("{} ({})", self.label, self.name)
        }
    }
}
