//! Reisswitz's Kriegsspiel as the core plays it: [`ReisswitzRules`] implements
//! [`RuleSystem`], so the core's [`crate::played_game::PlayedGame`] keeps its journal, undo,
//! redo, replay and saves.

use super::battlefield::Battlefield;
use super::command::Command;
use super::event::Event;
use super::game_error::GameError;
use super::game_setup::GameSetup;
use super::game_state::GameState;
use super::journal_entry::JournalEntry;
use super::saved_game::{GAME_FORMAT, GAME_FORMAT_VERSION, MAX_GAME_FILE_BYTES};
use crate::journal::JournalStamp;
use crate::system::RuleSystem;

/// The rule system of Reisswitz's Kriegsspiel (British 1815 draft).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReisswitzRules;

/// A Reisswitz game as it stands: the ground (the setup's, its terrain brought up to date by
/// [`Command::UpdateTerrain`] where the umpire has done so) and the troops on it.
#[derive(Debug, Clone, PartialEq)]
pub struct BattleNow {
    /// The ground now.
    pub battlefield: Battlefield,
    /// The troops, the clock, the staff and the dice.
    pub state: GameState,
}

impl RuleSystem for ReisswitzRules {
    const SYSTEM_ID: &'static str = "reisswitz_1815";
    const SAVE_FORMAT: &'static str = GAME_FORMAT;
    const SAVE_VERSION: u32 = GAME_FORMAT_VERSION;
    const MAX_SAVE_BYTES: u64 = MAX_GAME_FILE_BYTES;

    type Setup = GameSetup;
    type State = BattleNow;
    type Command = Command;
    type Event = Event;
    type Error = GameError;

    fn start(setup: &GameSetup) -> Result<BattleNow, GameError> {
        Ok(BattleNow {
            battlefield: setup.battlefield.clone(),
            state: setup.initial.clone(),
        })
    }

    fn step(now: &mut BattleNow, command: &Command) -> Result<Vec<Event>, GameError> {
        match command {
            Command::UpdateTerrain { terrain } => {
                let before = now.battlefield.terrain().len();
                now.battlefield = now.battlefield.with_terrain(terrain.clone())?;
                Ok(vec![Event::TerrainUpdated {
                    features_before: before,
                    features_after: terrain.len(),
                }])
            }
            // Tried on a copy inside: the state is unchanged on a refusal.
            _ => now.state.apply(&now.battlefield, command),
        }
    }

    fn stamp(now: &BattleNow) -> JournalStamp {
        let reading = now.state.clock().reading();
        JournalStamp {
            turn: reading.turn,
            time: reading.time,
        }
    }

    fn check_new(now: &BattleNow, command: &Command) -> Result<(), GameError> {
        // A withdrawn reading is taken only when an old journal replays (reference §11).
        if let Command::SetOption { id, reading } = command {
            now.state.ruleset().options.clone().set(id, reading)?;
        }
        Ok(())
    }

    fn turn_reached(entry: &JournalEntry) -> u32 {
        // The recorded events say where the entry left the clock.
        entry.events.iter().fold(entry.turn, |t, e| match e {
            Event::ClockAdvanced { to_turn, .. } => t.max(*to_turn),
            _ => t,
        })
    }

    fn command_name(command: &Command) -> String {
        command.name().to_string()
    }
}
