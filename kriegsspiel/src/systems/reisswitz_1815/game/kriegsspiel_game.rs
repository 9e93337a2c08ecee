//! The game: its setup, its present state, and the journal of every command applied, with undo
//! and redo.

use super::battlefield::Battlefield;
use super::command::Command;
use super::event::Event;
use super::game_error::GameError;
use super::game_setup::GameSetup;
use super::game_state::GameState;
use super::journal_entry::JournalEntry;
use super::move_plan::MovePlan;
use super::reach_outline::ReachOutline;
use super::reform_time::ReformTime;
use super::reisswitz_rules::{BattleNow, ReisswitzRules};
use crate::played_game::PlayedGame;
use crate::systems::reisswitz_1815::army::{Bearing, Footprint, Gait, UnitId};
use geo::Coord;
use std::path::Path;

/// A game of Kriegsspiel in progress.
///
/// Its state changes **only** through [`Game::apply`], which applies a [`Command`] whole or not
/// at all and records it with its events in the journal. The journal, undo, redo, replay and
/// saves are the core's [`PlayedGame`], the same for every rule system; this type adds what a
/// Reisswitz table asks of its game. Undo rebuilds the state from the setup by replaying every
/// journal entry but the last; because the dice box is seeded and every rule is a pure
/// function, replay gives the identical state (the property tests check it).
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    played: PlayedGame<ReisswitzRules>,
}

impl Game {
    /// A new game from its setup, before any command.
    pub fn new(setup: GameSetup) -> Self {
        let now = BattleNow {
            battlefield: setup.battlefield.clone(),
            state: setup.initial.clone(),
        };
        Game {
            played: PlayedGame::begun(setup, now),
        }
    }

    /// Makes every command applied so far the scenario's set-up: undo stops after them and
    /// says so (they stay in the journal). A scenario's generator calls this before saving.
    pub fn close_set_up(&mut self) {
        self.played.close_set_up();
    }

    /// How many journal entries, from the first, are the scenario's set-up.
    pub fn set_up_entries(&self) -> usize {
        self.played.set_up_entries()
    }

    /// Applies a command: on success records it in the journal and returns its events (and
    /// forgets what could be redone); on error the game is unchanged.
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, GameError> {
        self.played.apply(command)
    }

    /// Undoes the last command by replaying all the others from the setup; returns it.
    pub fn undo(&mut self) -> Result<Command, GameError> {
        self.played.undo()
    }

    /// Applies again the last command undone.
    pub fn redo(&mut self) -> Result<Vec<Event>, GameError> {
        self.played.redo()
    }

    /// Whether there is a command to undo.
    pub fn can_undo(&self) -> bool {
        self.played.can_undo()
    }

    /// Whether there is a command to redo.
    pub fn can_redo(&self) -> bool {
        self.played.can_redo()
    }

    /// A game rebuilt from a setup by applying `commands` in order; stops at the first refusal.
    pub fn replay(
        setup: GameSetup,
        commands: impl IntoIterator<Item = Command>,
    ) -> Result<Self, GameError> {
        let mut game = Game::new(setup);
        for c in commands {
            game.apply(c)?;
        }
        Ok(game)
    }

    /// The game as it stood in move `turn`, after every command given in it and before the
    /// clock moved on, rebuilt by replaying the journal from the setup (for the after-action
    /// review: the umpire's picture beside a side's view at that moment). Where one command
    /// advanced the clock past `turn` (several turns at once), the game stands where that
    /// command found it. At the present turn it is the game as it is. Refuses a turn the game
    /// has not reached. The copy has no redo stack.
    pub fn replayed_to(&self, turn: u32) -> Result<Game, GameError> {
        Ok(Game {
            played: self.played.replayed_to(turn)?,
        })
    }

    /// The game as JSON text (the core's save envelope).
    pub fn to_json(&self) -> Result<String, GameError> {
        self.played.to_json()
    }

    /// A game from JSON text; `source` names it in messages. The journal is replayed and each
    /// entry's events checked against those recorded.
    pub fn from_json(text: &str, source: &str) -> Result<Self, GameError> {
        Ok(Game {
            played: PlayedGame::from_json(text, source)?,
        })
    }

    /// Saves the game to `path` atomically.
    pub fn save(&self, path: &Path) -> Result<(), GameError> {
        self.played.save(path)
    }

    /// Loads a game saved with [`Game::save`].
    pub fn load(path: &Path) -> Result<Self, GameError> {
        Ok(Game {
            played: PlayedGame::load(path)?,
        })
    }

    /// The setup the game began from.
    pub fn setup(&self) -> &GameSetup {
        self.played.setup()
    }

    /// The battlefield as it is now (its terrain brought up to date where the umpire has).
    pub fn battlefield(&self) -> &Battlefield {
        &self.played.state().battlefield
    }

    /// The present state.
    pub fn state(&self) -> &GameState {
        &self.played.state().state
    }

    /// Every command applied, with its events and time, oldest first.
    pub fn journal(&self) -> &[JournalEntry] {
        self.played.entries()
    }

    /// The commands that can be redone, the next one last.
    pub fn redo_stack(&self) -> &[Command] {
        self.played.redo_stack()
    }

    /// The game as the core plays it (the journal, saves and replay every system shares).
    pub fn played(&self) -> &PlayedGame<ReisswitzRules> {
        &self.played
    }

    /// A unit's footprint on the map; `None` while it is off the map.
    pub fn footprint(&self, unit: &UnitId) -> Result<Option<Footprint>, GameError> {
        self.state().footprint(unit)
    }

    /// Works out a move without making it (see [`GameState::plan_move`]).
    pub fn plan_move(
        &self,
        unit: &UnitId,
        path: &[Coord<f64>],
        gait: Gait,
    ) -> Result<MovePlan, GameError> {
        self.state().plan_move(self.battlefield(), unit, path, gait)
    }

    /// How far a unit could go in the rest of this turn in every direction (see
    /// [`GameState::reach_outline`]).
    pub fn reach_outline(
        &self,
        unit: &UnitId,
        gait: Gait,
        bearings: u32,
    ) -> Result<ReachOutline, GameError> {
        self.state()
            .reach_outline(self.battlefield(), unit, gait, bearings)
    }

    /// How long a formation change or wheel would take (see [`GameState::reform_time`]).
    pub fn reform_time(
        &self,
        unit: &UnitId,
        formation: &str,
        bearing: Bearing,
    ) -> Result<ReformTime, GameError> {
        self.state().reform_time(unit, formation, bearing)
    }
}

impl From<PlayedGame<ReisswitzRules>> for Game {
    fn from(played: PlayedGame<ReisswitzRules>) -> Self {
        Game { played }
    }
}
