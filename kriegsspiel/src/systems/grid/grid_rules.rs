//! The grid game as the core plays it: [`GridRules`] implements [`RuleSystem`], the setup's
//! saved form, and the reader of version-1 saves (the commands without their events).

use super::board::Board;
use super::command::GridCommand;
use super::event::GridEvent;
use super::first_player::FirstPlayerDraw;
use super::grid_error::GridError;
use super::grid_options::GridOptions;
use super::grid_setup::{
    GRID_GAME_FORMAT, GRID_GAME_FORMAT_VERSION, GRID_SYSTEM_ID, GridSetup, GridSetupFile,
    MAX_GRID_FILE_BYTES,
};
use super::grid_state::GridState;
use super::option_readings::Deployment;
use super::position::PositionFile;
use super::refusal::Refusal;
use crate::clock::TimeOfDay;
use crate::journal::JournalStamp;
use crate::system::{OlderSave, RuleSystem};
use serde::Deserialize;

/// The rule system of the grid game after Debord's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GridRules;

/// A saved game of version 1: the setup's parts at the top and the commands alone.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedGridGameV1 {
    system: String,
    format: String,
    version: u32,
    board: Board,
    options: GridOptions,
    start: PositionFile,
    journal: Vec<GridCommand>,
    #[serde(default)]
    redo: Vec<GridCommand>,
    #[serde(default)]
    first_player: Option<FirstPlayerDraw>,
}

impl GridRules {
    /// The state a game begins in (it cannot fail: the setup's position was checked against
    /// its board when it was read). Under `deployment = free_hidden` a start with no units
    /// opens the placement phase (source L15): the sides deploy before play.
    pub(super) fn start_state(setup: &GridSetup) -> GridState {
        if setup.options.deployment == Deployment::FreeHidden && setup.start.units.is_empty() {
            GridState::deploying(setup.board.clone(), setup.options, setup.start.to_move)
        } else {
            GridState::new(setup.board.clone(), setup.options, setup.start.clone())
        }
    }
}

impl RuleSystem for GridRules {
    const SYSTEM_ID: &'static str = GRID_SYSTEM_ID;
    const SAVE_FORMAT: &'static str = GRID_GAME_FORMAT;
    const SAVE_VERSION: u32 = GRID_GAME_FORMAT_VERSION;
    const MAX_SAVE_BYTES: u64 = MAX_GRID_FILE_BYTES;

    type Setup = GridSetup;
    type State = GridState;
    type Command = GridCommand;
    type Event = GridEvent;
    type Error = GridError;

    fn start(setup: &GridSetup) -> Result<GridState, GridError> {
        Ok(Self::start_state(setup))
    }

    fn step(state: &mut GridState, command: &GridCommand) -> Result<Vec<GridEvent>, GridError> {
        if state.placement().is_some() && !command.is_placement() {
            return Err(Refusal::StillDeploying.into());
        }
        let mut next = state.clone();
        let events = match *command {
            GridCommand::PlaceUnit { side, kind, at } => next.place_unit(side, kind, at)?,
            GridCommand::LiftUnit { side, at } => next.lift_unit(side, at)?,
            GridCommand::ConfirmDeployment { side } => next.confirm_deployment(side)?,
            GridCommand::Move { from, to } => next.apply_move(from, to)?,
            GridCommand::Attack { target, by } => next.apply_attack(target, by)?.1,
            GridCommand::EndHalfTurn => next.end_half_turn()?,
            GridCommand::AgreeDraw => next.agree_draw()?,
            GridCommand::ProposeDraw => next.propose_draw()?,
            GridCommand::AnswerDraw { accept } => next.answer_draw(accept)?,
        };
        *state = next;
        Ok(events)
    }

    fn stamp(state: &GridState) -> JournalStamp {
        JournalStamp {
            turn: state.half_turn,
            time: TimeOfDay::default(),
        }
    }

    /// Ending a half-turn counts the half-turns on (source L17).
    fn turn_reached(entry: &crate::journal::JournalEntry<GridCommand, GridEvent>) -> u32 {
        match entry.command {
            GridCommand::EndHalfTurn => entry.turn + 1,
            _ => entry.turn,
        }
    }

    fn command_name(command: &GridCommand) -> String {
        command.name().to_string()
    }

    fn older_save(text: &str, source: &str) -> Option<Result<OlderSave<Self>, GridError>> {
        let saved: SavedGridGameV1 = serde_json::from_str(text).ok()?;
        let unreadable = |message: String| GridError::Unreadable {
            source_name: source.to_string(),
            message,
        };
        if saved.system != GRID_SYSTEM_ID || saved.format != GRID_GAME_FORMAT {
            return Some(Err(unreadable(format!(
                "not a saved grid game (system `{}`, format `{}`)",
                saved.system, saved.format
            ))));
        }
        if saved.version > 1 {
            return Some(Err(unreadable(format!(
                "saved in a format this workbench does not read (version {})",
                saved.version
            ))));
        }
        let file = GridSetupFile {
            board: saved.board,
            options: saved.options,
            start: saved.start,
            first_player: saved.first_player,
        };
        Some(
            GridSetup::try_from(file)
                .map_err(|e| match e {
                    GridError::Unreadable { message, .. } => unreadable(message),
                    other => other,
                })
                .map(|setup| OlderSave {
                    setup,
                    commands: saved.journal,
                    redo: saved.redo,
                }),
        )
    }
}
