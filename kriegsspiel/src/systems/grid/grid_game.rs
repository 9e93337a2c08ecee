//! A grid game: the core's played game over [`GridRules`], with what the grid table asks of it
//! beyond a command (the published start, a first player drawn by the die, a planned
//! deployment applied whole, an attack with its explanation).

use super::board::Board;
use super::combat::CombatExplanation;
use super::command::GridCommand;
use super::event::GridEvent;
use super::first_player::FirstPlayerDraw;
use super::grid_error::GridError;
use super::grid_options::GridOptions;
use super::grid_rules::GridRules;
use super::grid_setup::GridSetup;
use super::grid_side::GridSide;
use super::planned_deployment::PlannedDeployment;
use super::position::Position;
use super::refusal::Refusal;
use super::square::Square;
use crate::played_game::PlayedGame;

/// A game on the grid: one state changed only by [`GridCommand`]s, with a journal.
pub type GridGame = PlayedGame<GridRules>;

impl GridGame {
    /// A new game from a setup, before any command (a grid start cannot be refused).
    pub fn starting(setup: GridSetup) -> Self {
        let state = GridRules::start_state(&setup);
        PlayedGame::begun(setup, state)
    }

    /// A new game whose first half-turn goes to the side a die thrown from a box seeded with
    /// `seed` gives it (rules reference §2, "First player"; source L17). The throw is saved
    /// with the game.
    pub fn with_first_player_drawn(mut setup: GridSetup, seed: u64) -> Result<Self, GridError> {
        let draw = FirstPlayerDraw::throw(seed)?;
        if let Some(side) = draw.side() {
            setup.start.to_move = side;
        }
        setup.first_player = Some(draw);
        GridGame::new(setup)
    }

    /// The draw for the first half-turn, if the side was drawn rather than chosen.
    pub fn first_player_draw(&self) -> Option<&FirstPlayerDraw> {
        self.setup().first_player.as_ref()
    }

    /// The standard board, the published deployment, North first, every default (the
    /// reference's `published_game` preset).
    pub fn standard() -> Result<Self, GridError> {
        let board = Board::standard()?;
        let start = Position::published(&board)?;
        GridGame::new(GridSetup {
            board,
            options: GridOptions::default(),
            start,
            first_player: None,
        })
    }

    /// Deploys `side` as planned, whole or not at all: its units already placed are lifted,
    /// then each planned unit is placed, every step journaled and checked as if done by hand
    /// (source L15).
    pub fn deploy_planned(
        &mut self,
        side: GridSide,
        plan: &PlannedDeployment,
    ) -> Result<Vec<GridEvent>, GridError> {
        let lifts = self
            .state()
            .position
            .units
            .iter()
            .filter(|u| u.side == side)
            .map(|u| GridCommand::LiftUnit { side, at: u.at });
        let places = plan.units.iter().map(|unit| GridCommand::PlaceUnit {
            side,
            kind: unit.kind,
            at: unit.at,
        });
        let commands: Vec<GridCommand> = lifts.chain(places).collect();
        self.apply_all(commands)
    }

    /// Applies an attack and returns its explanation with the events.
    pub fn attack(
        &mut self,
        target: Square,
        by: Option<Square>,
    ) -> Result<(CombatExplanation, Vec<GridEvent>), GridError> {
        if self.state().placement().is_some() {
            return Err(Refusal::StillDeploying.into());
        }
        let (explanation, _) = self.state().clone().apply_attack(target, by)?;
        let events = self.apply(GridCommand::Attack { target, by })?;
        Ok((explanation, events))
    }
}
