//! How a game began: the battlefield and the state before the first command. Undo and replay
//! start again from here.

use super::battlefield::Battlefield;
use super::game_error::GameError;
use super::game_state::GameState;
use crate::clock::TimeOfDay;
use crate::systems::reisswitz_1815::army::OrderOfBattle;
use crate::systems::reisswitz_1815::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// The battlefield and the initial state of a game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameSetup {
    /// The ground (never changed by a command).
    pub battlefield: Battlefield,
    /// The state before the first command.
    pub initial: GameState,
}

impl GameSetup {
    /// A setup from its parts: the rules, both orders of battle, the dice box's seed and the
    /// time of day of turn 0.
    pub fn new(
        battlefield: Battlefield,
        ruleset: Ruleset,
        order_of_battle: OrderOfBattle,
        seed: u64,
        start: TimeOfDay,
    ) -> Result<Self, GameError> {
        Ok(Self {
            battlefield,
            initial: GameState::new(ruleset, order_of_battle, seed, start)?,
        })
    }
}
