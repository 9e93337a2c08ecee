//! What the grid table's board and panels ask for. Pages read the game and return actions;
//! only [`super::GridTable::apply`] turns them into engine commands.

use super::editor_action::BoardEditorAction;
use kriegsspiel::systems::grid::{GridSide, Square, UnitKind};
use std::path::PathBuf;

/// One request from the grid table's board, toolbar or side panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GridAction {
    /// Select the unit on a square (or clear the selection).
    Select(Option<Square>),
    /// Move the unit on `from` to `to`.
    Move {
        /// The unit's square.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// Show the explanation of an attack on the unit on a square, before it is confirmed.
    PreviewAttack(Square),
    /// Make the attack shown.
    ConfirmAttack,
    /// Put the attack shown away.
    CancelAttack,
    /// End the side's half-turn.
    EndHalfTurn,
    /// The side moving proposes a draw.
    ProposeDraw,
    /// The other side accepts (true) or declines (false) the draw proposed.
    AnswerDraw(bool),
    /// Take back the last command.
    Undo,
    /// Apply again the last command taken back.
    Redo,
    /// Start again from the standard board and deployment, every option at its default.
    NewStandard,
    /// Open the new-game window: the options chosen before a game on the standard board starts.
    NewGame,
    /// Open the board editor on the game's board.
    EditBoard,
    /// Something the board editor asked for.
    Editor(BoardEditorAction),
    /// Save the game (asks for a file the first time).
    Save,
    /// Save the game to this file.
    SaveTo(PathBuf),
    /// Open a saved game (asks for a file).
    Open,
    /// Open this saved game.
    OpenFrom(PathBuf),
    /// Replay a recorded game file (asks for a file).
    OpenReplay,
    /// Replay this recorded game file.
    ReplayFrom(PathBuf),
    /// Write the game's moves as a replay file (asks for a file).
    ExportMoves,
    /// Write the game's moves as a replay file to this path.
    ExportMovesTo(PathBuf),
    /// Show or hide one side's lines of communication.
    ToggleLines(GridSide),
    /// Show or hide the analysis aid: the squares each side threatens, and what the move
    /// being planned would cut.
    ToggleThreats,
    /// While deploying: the kind of unit a click places.
    ChooseKind(UnitKind),
    /// While deploying: place the kind chosen on an empty square, or lift the side's own unit.
    PlaceOrLift(Square),
    /// While deploying: the side placing has finished and confirms its deployment.
    ConfirmDeployment,
    /// While deploying: the screen is handed to the side to place next, and its board shown.
    HandOver,
    /// While deploying: load the side's planned deployment (asks for a file).
    LoadPlannedDeployment,
    /// While deploying: load the side's planned deployment from this file.
    LoadPlannedDeploymentFrom(PathBuf),
}
