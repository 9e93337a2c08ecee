//! A grid game: the setup, the state and the journal, with undo, redo and saves.

use super::board::Board;
use super::combat::CombatExplanation;
use super::command::GridCommand;
use super::event::GridEvent;
use super::first_player::FirstPlayerDraw;
use super::grid_error::GridError;
use super::grid_options::GridOptions;
use super::grid_side::GridSide;
use super::grid_state::GridState;
use super::option_readings::Deployment;
use super::planned_deployment::PlannedDeployment;
use super::position::{Position, PositionFile};
use super::refusal::Refusal;
use super::square::Square;
use crate::clock::TimeOfDay;
use crate::journal::{Journal, JournalEntry};
use crate::system::RuleSystem;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The `format` a saved grid game names.
pub const GRID_GAME_FORMAT: &str = "grid-game";
/// The saved format's version.
pub const GRID_GAME_FORMAT_VERSION: u32 = 1;
/// The id a saved grid game names as its system.
pub const GRID_SYSTEM_ID: &str = "grid";
/// The largest saved game, replay or position file read (bytes).
pub const MAX_GRID_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// What a game starts from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridSetup {
    /// The board.
    pub board: Board,
    /// The ruleset.
    pub options: GridOptions,
    /// The starting position.
    pub start: Position,
}

/// A game on the grid: one state changed only by [`GridCommand`]s, with a journal.
#[derive(Debug, Clone, PartialEq)]
pub struct GridGame {
    setup: GridSetup,
    state: GridState,
    journal: Journal<GridCommand, GridEvent>,
    first_player: Option<FirstPlayerDraw>,
}

/// A saved grid game.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedGridGame {
    system: String,
    format: String,
    version: u32,
    board: Board,
    options: GridOptions,
    start: PositionFile,
    journal: Vec<GridCommand>,
    #[serde(default)]
    redo: Vec<GridCommand>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    first_player: Option<FirstPlayerDraw>,
}

impl GridGame {
    /// A new game from a setup. Under `deployment = free_hidden` a start with no units opens
    /// the placement phase (source L15): the sides deploy before play.
    pub fn new(setup: GridSetup) -> Self {
        let state =
            if setup.options.deployment == Deployment::FreeHidden && setup.start.units.is_empty() {
                GridState::deploying(setup.board.clone(), setup.options, setup.start.to_move)
            } else {
                GridState::new(setup.board.clone(), setup.options, setup.start.clone())
            };
        GridGame {
            setup,
            state,
            journal: Journal::new(),
            first_player: None,
        }
    }

    /// A new game whose first half-turn goes to the side a die thrown from a box seeded with
    /// `seed` gives it (rules reference §2, "First player"; source L17). The throw is saved
    /// with the game.
    pub fn with_first_player_drawn(mut setup: GridSetup, seed: u64) -> Result<Self, GridError> {
        let draw = FirstPlayerDraw::throw(seed)?;
        if let Some(side) = draw.side() {
            setup.start.to_move = side;
        }
        let mut game = GridGame::new(setup);
        game.first_player = Some(draw);
        Ok(game)
    }

    /// The draw for the first half-turn, if the side was drawn rather than chosen.
    pub fn first_player_draw(&self) -> Option<&FirstPlayerDraw> {
        self.first_player.as_ref()
    }

    /// The standard board, the published deployment, North first, every default (the
    /// reference's `published_game` preset).
    pub fn standard() -> Result<Self, GridError> {
        let board = Board::standard()?;
        let start = Position::published(&board)?;
        Ok(GridGame::new(GridSetup {
            board,
            options: GridOptions::default(),
            start,
        }))
    }

    /// The setup.
    pub fn setup(&self) -> &GridSetup {
        &self.setup
    }

    /// The state now.
    pub fn state(&self) -> &GridState {
        &self.state
    }

    /// The journal.
    pub fn journal(&self) -> &Journal<GridCommand, GridEvent> {
        &self.journal
    }

    /// Applies a command whole or not at all and records it; returns its events.
    pub fn apply(&mut self, command: GridCommand) -> Result<Vec<GridEvent>, GridError> {
        let events = self.apply_unrecorded(command)?;
        self.journal.clear_redo();
        Ok(events)
    }

    /// Deploys `side` as planned, whole or not at all: its units already placed are lifted,
    /// then each planned unit is placed, every step journaled and checked as if done by hand
    /// (source L15).
    pub fn deploy_planned(
        &mut self,
        side: GridSide,
        plan: &PlannedDeployment,
    ) -> Result<Vec<GridEvent>, GridError> {
        let mut trial = self.clone();
        let mut events = Vec::new();
        let placed: Vec<Square> = trial
            .state
            .position
            .units
            .iter()
            .filter(|u| u.side == side)
            .map(|u| u.at)
            .collect();
        for at in placed {
            events.extend(trial.apply_unrecorded(GridCommand::LiftUnit { side, at })?);
        }
        for unit in &plan.units {
            events.extend(trial.apply_unrecorded(GridCommand::PlaceUnit {
                side,
                kind: unit.kind,
                at: unit.at,
            })?);
        }
        trial.journal.clear_redo();
        *self = trial;
        Ok(events)
    }

    /// Applies an attack and returns its explanation with the events.
    pub fn attack(
        &mut self,
        target: Square,
        by: Option<Square>,
    ) -> Result<(CombatExplanation, Vec<GridEvent>), GridError> {
        let turn = self.state.half_turn;
        if self.state.placement().is_some() {
            return Err(Refusal::StillDeploying.into());
        }
        let (explanation, events) = self.state.apply_attack(target, by)?;
        self.record(turn, GridCommand::Attack { target, by }, events.clone());
        self.journal.clear_redo();
        Ok((explanation, events))
    }

    fn apply_unrecorded(&mut self, command: GridCommand) -> Result<Vec<GridEvent>, GridError> {
        let turn = self.state.half_turn;
        if self.state.placement().is_some() && !command.is_placement() {
            return Err(Refusal::StillDeploying.into());
        }
        let events = match command {
            GridCommand::PlaceUnit { side, kind, at } => self.state.place_unit(side, kind, at)?,
            GridCommand::LiftUnit { side, at } => self.state.lift_unit(side, at)?,
            GridCommand::ConfirmDeployment { side } => self.state.confirm_deployment(side)?,
            GridCommand::Move { from, to } => self.state.apply_move(from, to)?,
            GridCommand::Attack { target, by } => self.state.apply_attack(target, by)?.1,
            GridCommand::EndHalfTurn => self.state.end_half_turn()?,
            GridCommand::AgreeDraw => self.state.agree_draw()?,
            GridCommand::ProposeDraw => self.state.propose_draw()?,
            GridCommand::AnswerDraw { accept } => self.state.answer_draw(accept)?,
        };
        self.record(turn, command, events.clone());
        Ok(events)
    }

    fn record(&mut self, turn: u32, command: GridCommand, events: Vec<GridEvent>) {
        self.journal.record(JournalEntry {
            turn,
            time: TimeOfDay::default(),
            command,
            events,
        });
    }

    /// Takes back the last command by replaying the others from the setup; returns it.
    pub fn undo(&mut self) -> Result<GridCommand, GridError> {
        let (last, earlier) = self
            .journal
            .split_last_command()
            .ok_or(GridError::NothingToUndo)?;
        let mut redo = self.journal.take_redo();
        redo.push(last);
        let mut rebuilt = GridGame::new(self.setup.clone());
        rebuilt.first_player = self.first_player.clone();
        for command in earlier {
            rebuilt.apply_unrecorded(command)?;
        }
        rebuilt.journal.set_redo(redo);
        *self = rebuilt;
        Ok(last)
    }

    /// Applies again the last command undone.
    pub fn redo(&mut self) -> Result<Vec<GridEvent>, GridError> {
        let next = *self.journal.next_redo().ok_or(GridError::NothingToRedo)?;
        let events = self.apply_unrecorded(next)?;
        self.journal.pop_redo();
        Ok(events)
    }

    /// The game as saved-game JSON: the setup and the commands, naming its system.
    pub fn to_json(&self) -> Result<String, GridError> {
        let saved = SavedGridGame {
            system: GRID_SYSTEM_ID.into(),
            format: GRID_GAME_FORMAT.into(),
            version: GRID_GAME_FORMAT_VERSION,
            board: self.setup.board.clone(),
            options: self.setup.options,
            start: self.setup.start.to_file_in_order(),
            journal: self.journal.entries().iter().map(|e| e.command).collect(),
            redo: self.journal.redo_stack().to_vec(),
            first_player: self.first_player.clone(),
        };
        serde_json::to_string_pretty(&saved).map_err(|e| GridError::Unreadable {
            source_name: "grid game".into(),
            message: e.to_string(),
        })
    }

    /// Reads a saved game, replaying its journal through the rules; `source` names the text in
    /// messages.
    pub fn from_json(text: &str, source: &str) -> Result<Self, GridError> {
        let unreadable = |message: String| GridError::Unreadable {
            source_name: source.to_string(),
            message,
        };
        let saved: SavedGridGame =
            serde_json::from_str(text).map_err(|e| unreadable(e.to_string()))?;
        if saved.system != GRID_SYSTEM_ID || saved.format != GRID_GAME_FORMAT {
            return Err(unreadable(format!(
                "not a saved grid game (system `{}`, format `{}`)",
                saved.system, saved.format
            )));
        }
        if saved.version > GRID_GAME_FORMAT_VERSION {
            return Err(unreadable(format!(
                "saved by a newer version (format version {})",
                saved.version
            )));
        }
        let start = Position::from_file(&saved.start, &saved.board)?;
        if let Some(drawn) = saved.first_player.as_ref().and_then(FirstPlayerDraw::side)
            && drawn != start.to_move
        {
            return Err(unreadable(format!(
                "the die thrown for the first player gives {drawn} the first half-turn, but the start has {} to move",
                start.to_move
            )));
        }
        let mut game = GridGame::new(GridSetup {
            board: saved.board,
            options: saved.options,
            start,
        });
        for (i, command) in saved.journal.into_iter().enumerate() {
            game.apply_unrecorded(command).map_err(|e| match e {
                GridError::Refused(refusal) => GridError::JournalBroken {
                    source_name: source.to_string(),
                    entry: i + 1,
                    refusal,
                },
                other => other,
            })?;
        }
        game.journal.set_redo(saved.redo);
        game.first_player = saved.first_player;
        Ok(game)
    }

    /// Saves the game atomically.
    pub fn save(&self, path: &Path) -> Result<(), GridError> {
        crate::files::write_atomically(path, self.to_json()?.as_bytes())?;
        Ok(())
    }

    /// Loads a saved game.
    pub fn load(path: &Path) -> Result<Self, GridError> {
        let text = crate::files::read_limited_text(path, MAX_GRID_FILE_BYTES, "a saved grid game")?;
        GridGame::from_json(&text, &path.display().to_string())
    }
}

impl RuleSystem for GridGame {
    type Command = GridCommand;
    type Event = GridEvent;
    type Error = GridError;

    fn system_id(&self) -> &'static str {
        GRID_SYSTEM_ID
    }

    fn apply(&mut self, command: GridCommand) -> Result<Vec<GridEvent>, GridError> {
        GridGame::apply(self, command)
    }

    fn undo(&mut self) -> Result<GridCommand, GridError> {
        GridGame::undo(self)
    }

    fn redo(&mut self) -> Result<Vec<GridEvent>, GridError> {
        GridGame::redo(self)
    }

    fn to_json(&self) -> Result<String, GridError> {
        GridGame::to_json(self)
    }
}
