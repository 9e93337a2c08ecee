//! The grid game of lines of communication, after Guy Debord's rules
//! (`../shared/rules/debord-game-of-war.md`, source `../shared/sources/debord-game-of-war-rules.txt`,
//! cited by line as "source L64").
//!
//! - The board ([`Board`]): 25 × 20 squares, two territories with arsenals, forts, a pass and
//!   mountains; the standard board (`kriegsspiel/rules/grid/standard_board.toml`) and the
//!   [`BoardEditor`] that keeps the counts and the reference's checks ([`check_board`]).
//! - The position ([`Position`]): units by side, kind and square, the surviving arsenals, the
//!   side to move; the published deployment (`kriegsspiel/rules/grid/standard_deployment.toml`).
//! - Lines of communication ([`Network`]): lines from arsenals and active relays along the
//!   eight directions, contact, and the units left cut off.
//! - Moves and their refusals ([`GridState::plan_move`], [`Refusal`]), five a half-turn, then
//!   at most one attack explained row by row ([`Battlefield::explain`],
//!   [`CombatExplanation`]); retreats, raids on arsenals, victory.
//! - The analysis aid: the squares each side threatens and the units in danger
//!   ([`GridState::threats`]), and what a planned move would cut ([`GridState::move_cuts`]).
//! - The game ([`GridGame`]): commands, events, journal, undo and redo, saves, behind
//!   [`crate::system::RuleSystem`]; the replay of a recorded game ([`ReplayFile`]); the game's
//!   moves as a list ([`GridGame::move_list`]) and as a replay file ([`ReplayFile::from_game`]).
//! - Free deployment (`deployment = free_hidden`): a placement phase before play
//!   ([`Placement`], [`GridState::place_unit`]), a side's view while deploying
//!   ([`GridState::position_seen_by`]), and a [`PlannedDeployment`] read from a file.
//! - Every ambiguity of the text is a named option ([`GridOptions`]), defaults as the
//!   reference gives them.

mod apply_attack;
mod apply_draw;
mod apply_move;
mod apply_placement;
mod board;
mod board_check;
mod board_editor;
mod combat;
mod command;
mod direction;
mod event;
mod feature;
mod first_player;
mod grid_error;
mod grid_game;
mod grid_options;
mod grid_rules;
mod grid_setup;
mod grid_side;
mod grid_side_view;
mod grid_state;
mod half_turn;
mod move_cuts;
mod move_list;
mod network;
mod option_readings;
mod outcome;
mod placement;
mod planned_deployment;
mod position;
mod recorded_position;
mod refusal;
mod replay;
mod replay_export;
mod replay_search;
mod search_failure;
mod square;
mod threats;
mod unit_kind;

pub use apply_move::MovePlan;
pub use board::{Board, BoardError, BoardFile, Territory};
pub use board_check::{BoardIssue, IssueLevel, check_board};
pub use board_editor::{BoardEditError, BoardEditor};
pub use combat::{Battlefield, CombatExplanation, CombatResult, ContributionRow, Line, Role};
pub use command::GridCommand;
pub use direction::{Direction, LineKind};
pub use event::GridEvent;
pub use feature::Feature;
pub use first_player::{FirstPlayerDraw, GridDie};
pub use grid_error::GridError;
pub use grid_game::GridGame;
pub use grid_options::{GridOptions, OptionError, OptionInfo};
pub use grid_rules::GridRules;
pub use grid_setup::{
    GRID_GAME_FORMAT, GRID_GAME_FORMAT_VERSION, GRID_SYSTEM_ID, GridSetup, MAX_GRID_FILE_BYTES,
};
pub use grid_side::{GridSide, PerSide};
pub use grid_side_view::{GridSideView, SeenUnit};
pub use grid_state::GridState;
pub use half_turn::{HalfTurn, MOVES_PER_HALF_TURN};
pub use move_cuts::{CutLine, MoveCuts};
pub use move_list::{PlayedAction, PlayedAttack, PlayedHalfTurn, PlayedMove};
pub use network::{Network, Ray, step_open};
pub use option_readings::*;
pub use outcome::Outcome;
pub use placement::Placement;
pub use planned_deployment::PlannedDeployment;
pub use position::{PlacedUnit, Position, PositionError, PositionFile, Unit};
pub use recorded_position::RecordedPosition;
pub use refusal::Refusal;
pub use replay::{
    AttackReport, BoardChoice, FoundActions, HalfTurnReport, PositionReport, RecordedAttack,
    RecordedHalfTurn, RecordedMove, ReplayFile, ReplayReport,
};
pub use replay_search::{FoundHalfTurn, HalfTurnSearch, MAX_SEARCH_TRIES};
pub use search_failure::SearchFailure;
pub use square::{BOARD_COLUMNS, BOARD_ROWS, Square, TERRITORY_ROWS};
pub use threats::{ThreatenedSquare, Threats, UnitInDanger};
pub use unit_kind::{Cover, UnitKind};
