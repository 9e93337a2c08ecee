//! What a player or the umpire asks of a grid game.

use super::grid_side::GridSide;
use super::square::Square;
use super::unit_kind::UnitKind;
use serde::{Deserialize, Serialize};

/// A command: a move, an attack, the end of a half-turn, or a draw agreed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum GridCommand {
    /// Move the unit on `from` to `to` (source L32); a dislodged unit's retreat is a move too.
    Move {
        /// The unit's square.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// Attack the enemy unit on `target` (source L17, L50); `by` names the attacking unit where
    /// an option needs one.
    Attack {
        /// The target square.
        target: Square,
        /// The unit named as attacker, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Square>,
    },
    /// End the side's half-turn.
    EndHalfTurn,
    /// Both sides agree to a draw at once (source L102).
    AgreeDraw,
    /// The side moving proposes a draw (source L102; rules reference §7, "propose draw").
    ProposeDraw,
    /// The other side answers the draw proposed this half-turn.
    AnswerDraw {
        /// Whether it accepts.
        accept: bool,
    },
    /// Before play (`deployment = free_hidden`), place one of the side's units on an empty
    /// square of its own territory (source L15).
    PlaceUnit {
        /// The side placing.
        side: GridSide,
        /// The unit's kind.
        kind: UnitKind,
        /// Where it goes.
        at: Square,
    },
    /// Before play, take back one of the side's placed units.
    LiftUnit {
        /// The side.
        side: GridSide,
        /// The unit's square.
        at: Square,
    },
    /// The side's deployment is done; play starts once both sides have confirmed.
    ConfirmDeployment {
        /// The side.
        side: GridSide,
    },
}

impl GridCommand {
    /// Whether it belongs to the placement phase before play (`deployment = free_hidden`).
    pub fn is_placement(&self) -> bool {
        matches!(
            self,
            GridCommand::PlaceUnit { .. }
                | GridCommand::LiftUnit { .. }
                | GridCommand::ConfirmDeployment { .. }
        )
    }

    /// The command's name as saved (its `command` tag), for messages.
    pub fn name(&self) -> &'static str {
        match self {
            GridCommand::Move { .. } => "move",
            GridCommand::Attack { .. } => "attack",
            GridCommand::EndHalfTurn => "end_half_turn",
            GridCommand::AgreeDraw => "agree_draw",
            GridCommand::ProposeDraw => "propose_draw",
            GridCommand::AnswerDraw { .. } => "answer_draw",
            GridCommand::PlaceUnit { .. } => "place_unit",
            GridCommand::LiftUnit { .. } => "lift_unit",
            GridCommand::ConfirmDeployment { .. } => "confirm_deployment",
        }
    }
}
