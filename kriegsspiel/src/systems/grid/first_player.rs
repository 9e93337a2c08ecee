//! Who moves first. The rules toss a coin or draw straws (source L17); the program draws at
//! random by default, or lets the players choose, and saves the result (rules reference §2,
//! "First player"). The draw is one die thrown from a seeded dice box: an odd face gives
//! North the first half-turn, an even face South. The box (seed, position, the throw) is saved
//! with the game.

use super::grid_error::GridError;
use super::grid_side::GridSide;
use crate::dice::DiceBox;
use serde::{Deserialize, Serialize};

/// The grid game's only die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GridDie {
    /// The die thrown for the first half-turn.
    FirstPlayer,
}

/// The draw for the first half-turn: the dice box that threw it, with its log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FirstPlayerDraw {
    dice: DiceBox<GridDie>,
}

impl FirstPlayerDraw {
    /// Throws the die from a box seeded with `seed`.
    pub fn throw(seed: u64) -> Result<Self, GridError> {
        let mut dice = DiceBox::new(seed);
        dice.throw_die(
            GridDie::FirstPlayer,
            "who moves first: odd North, even South (source L17)",
        )
        .map_err(|e| GridError::Dice {
            reason: e.to_string(),
        })?;
        Ok(FirstPlayerDraw { dice })
    }

    /// The face thrown.
    pub fn face(&self) -> Option<u8> {
        self.dice.log().last().map(|entry| entry.face.number())
    }

    /// The side the throw gives the first half-turn.
    pub fn side(&self) -> Option<GridSide> {
        self.face().map(|face| {
            if face % 2 == 1 {
                GridSide::North
            } else {
                GridSide::South
            }
        })
    }

    /// The seed the box was started from.
    pub fn seed(&self) -> u64 {
        self.dice.seed()
    }
}
