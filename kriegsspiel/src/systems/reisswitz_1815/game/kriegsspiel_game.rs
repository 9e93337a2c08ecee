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
use crate::journal::Journal;
use crate::system::RuleSystem;
use crate::systems::reisswitz_1815::army::{Bearing, Footprint, Gait, UnitId};
use geo::Coord;

/// A game of Kriegsspiel in progress.
///
/// Its state changes **only** through [`Game::apply`], which applies a [`Command`] whole or not
/// at all and records it with its events in the journal. Undo rebuilds the state from the setup
/// by replaying every journal entry but the last; because the dice box is seeded and every
/// rule is a pure function, replay gives the identical state (the property tests check it).
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    setup: GameSetup,
    /// The ground as it is now: the setup's, with the terrain brought up to date by
    /// [`Command::UpdateTerrain`] where the umpire has done so.
    battlefield: Battlefield,
    state: GameState,
    journal: Journal<Command, Event>,
    /// How many journal entries, from the first, are the scenario's set-up: undo stops after
    /// them (0 for a game started from an order of battle).
    set_up_entries: usize,
}

impl Game {
    /// A new game from its setup, before any command.
    pub fn new(setup: GameSetup) -> Self {
        let state = setup.initial.clone();
        Self {
            battlefield: setup.battlefield.clone(),
            setup,
            state,
            journal: Journal::new(),
            set_up_entries: 0,
        }
    }

    /// Makes every command applied so far the scenario's set-up: undo stops after them and
    /// says so (they stay in the journal). A scenario's generator calls this before saving.
    pub fn close_set_up(&mut self) {
        self.set_up_entries = self.journal.entries().len();
    }

    /// How many journal entries, from the first, are the scenario's set-up.
    pub fn set_up_entries(&self) -> usize {
        self.set_up_entries
    }

    /// Applies a command: on success records it in the journal and returns its events (and
    /// forgets what could be redone); on error the game is unchanged.
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, GameError> {
        // A withdrawn reading is taken only when an old journal replays (reference §11).
        if let Command::SetOption { id, reading } = &command {
            self.state.ruleset().options.clone().set(id, reading)?;
        }
        let events = self.apply_unrecorded(command)?;
        self.journal.clear_redo();
        Ok(events)
    }

    fn apply_unrecorded(&mut self, command: Command) -> Result<Vec<Event>, GameError> {
        let reading = self.state.clock().reading();
        let events = match &command {
            Command::UpdateTerrain { terrain } => {
                let before = self.battlefield.terrain().len();
                self.battlefield = self.battlefield.with_terrain(terrain.clone())?;
                vec![Event::TerrainUpdated {
                    features_before: before,
                    features_after: terrain.len(),
                }]
            }
            _ => self.state.apply(&self.battlefield, &command)?,
        };
        self.journal.record(JournalEntry {
            turn: reading.turn,
            time: reading.time,
            command,
            events: events.clone(),
        });
        Ok(events)
    }

    /// Undoes the last command by replaying all the others from the setup; returns it.
    pub fn undo(&mut self) -> Result<Command, GameError> {
        if self.set_up_entries > 0 && self.journal.entries().len() <= self.set_up_entries {
            return Err(GameError::UndoAtSetUp {
                entries: self.set_up_entries,
            });
        }
        let (command, keep) = self
            .journal
            .split_last_command()
            .ok_or(GameError::NothingToUndo)?;
        let mut rebuilt = Game::new(self.setup.clone());
        rebuilt.set_up_entries = self.set_up_entries;
        for c in keep {
            rebuilt.apply_unrecorded(c)?;
        }
        let mut redo = self.journal.take_redo();
        redo.push(command.clone());
        rebuilt.journal.set_redo(redo);
        *self = rebuilt;
        Ok(command)
    }

    /// Applies again the last command undone.
    pub fn redo(&mut self) -> Result<Vec<Event>, GameError> {
        let command = self
            .journal
            .next_redo()
            .cloned()
            .ok_or(GameError::NothingToRedo)?;
        let events = self.apply_unrecorded(command)?;
        self.journal.pop_redo();
        Ok(events)
    }

    /// Whether there is a command to undo.
    pub fn can_undo(&self) -> bool {
        self.journal.entries().len() > self.set_up_entries
    }

    /// Whether there is a command to redo.
    pub fn can_redo(&self) -> bool {
        !self.journal.redo_stack().is_empty()
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

    pub(super) fn from_parts(
        setup: GameSetup,
        journal: Vec<JournalEntry>,
        redo: Vec<Command>,
        set_up_entries: usize,
    ) -> Result<Self, GameError> {
        if set_up_entries > journal.len() {
            return Err(GameError::SetUpBeyondJournal {
                entries: set_up_entries,
                journal: journal.len(),
            });
        }
        let mut game = Game::new(setup);
        game.set_up_entries = set_up_entries;
        for (index, entry) in journal.into_iter().enumerate() {
            let mismatch = |message: String| GameError::ReplayMismatch { index, message };
            if game.state.turn() != entry.turn {
                return Err(mismatch(format!(
                    "recorded at turn {}, replayed at turn {}",
                    entry.turn,
                    game.state.turn()
                )));
            }
            let events = game.apply_unrecorded(entry.command.clone()).map_err(|e| {
                mismatch(format!(
                    "{} was refused on replay: {e}",
                    entry.command.name()
                ))
            })?;
            if events != entry.events {
                return Err(mismatch(format!(
                    "{} gave other events than were recorded",
                    entry.command.name()
                )));
            }
        }
        game.check_redo(&redo)?;
        game.journal.set_redo(redo);
        Ok(game)
    }

    /// Checks that a saved redo stack can be redone from here, in order (the next one last),
    /// so Redo never fails on a command the file made up.
    fn check_redo(&self, redo: &[Command]) -> Result<(), GameError> {
        if redo.is_empty() {
            return Ok(());
        }
        let mut trial = self.clone();
        for (index, command) in redo.iter().enumerate().rev() {
            trial
                .apply_unrecorded(command.clone())
                .map_err(|e| GameError::BadRedo {
                    index,
                    command: command.name().to_string(),
                    message: e.to_string(),
                })?;
        }
        Ok(())
    }

    /// The game as it stood in move `turn`, after every command given in it and before the
    /// clock moved on, rebuilt by replaying the journal from the setup (for the after-action
    /// review: the umpire's picture beside a side's view at that moment). It holds every
    /// journal entry that leaves the clock at or before `turn`; where one command advanced the
    /// clock past `turn` (several turns at once), the game stands where that command found it.
    /// At the present turn it is the game as it is. Refuses a turn the game has not reached.
    /// The copy has no redo stack.
    pub fn replayed_to(&self, turn: u32) -> Result<Game, GameError> {
        let present = self.state.turn();
        if turn > present {
            return Err(GameError::TurnNotReached { turn, present });
        }
        let mut game = Game::new(self.setup.clone());
        for entry in self.journal.entries() {
            if entry.turn > turn {
                break;
            }
            // The recorded events say where the entry left the clock.
            let reaches = entry.events.iter().fold(entry.turn, |t, e| match e {
                Event::ClockAdvanced { to_turn, .. } => t.max(*to_turn),
                _ => t,
            });
            if reaches > turn {
                break;
            }
            game.apply_unrecorded(entry.command.clone())?;
        }
        Ok(game)
    }

    /// The setup the game began from.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The battlefield as it is now (its terrain brought up to date where the umpire has).
    pub fn battlefield(&self) -> &Battlefield {
        &self.battlefield
    }

    /// The present state.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// Every command applied, with its events and time, oldest first.
    pub fn journal(&self) -> &[JournalEntry] {
        self.journal.entries()
    }

    /// The commands that can be redone, the next one last.
    pub fn redo_stack(&self) -> &[Command] {
        self.journal.redo_stack()
    }

    /// A unit's footprint on the map; `None` while it is off the map.
    pub fn footprint(&self, unit: &UnitId) -> Result<Option<Footprint>, GameError> {
        self.state.footprint(unit)
    }

    /// Works out a move without making it (see [`GameState::plan_move`]).
    pub fn plan_move(
        &self,
        unit: &UnitId,
        path: &[Coord<f64>],
        gait: Gait,
    ) -> Result<MovePlan, GameError> {
        self.state.plan_move(&self.battlefield, unit, path, gait)
    }

    /// How far a unit could go in the rest of this turn in every direction (see
    /// [`GameState::reach_outline`]).
    pub fn reach_outline(
        &self,
        unit: &UnitId,
        gait: Gait,
        bearings: u32,
    ) -> Result<ReachOutline, GameError> {
        self.state
            .reach_outline(&self.battlefield, unit, gait, bearings)
    }

    /// How long a formation change or wheel would take (see [`GameState::reform_time`]).
    pub fn reform_time(
        &self,
        unit: &UnitId,
        formation: &str,
        bearing: Bearing,
    ) -> Result<ReformTime, GameError> {
        self.state.reform_time(unit, formation, bearing)
    }
}

impl RuleSystem for Game {
    type Command = Command;
    type Event = Event;
    type Error = GameError;

    fn system_id(&self) -> &'static str {
        crate::systems::SystemId::Reisswitz1815.id()
    }

    fn apply(&mut self, command: Command) -> Result<Vec<Event>, GameError> {
        Game::apply(self, command)
    }

    fn undo(&mut self) -> Result<Command, GameError> {
        Game::undo(self)
    }

    fn redo(&mut self) -> Result<Vec<Event>, GameError> {
        Game::redo(self)
    }

    fn to_json(&self) -> Result<String, GameError> {
        Game::to_json(self)
    }
}
