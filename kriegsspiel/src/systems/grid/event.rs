//! What a command did in a grid game.

use super::combat::CombatResult;
use super::grid_side::GridSide;
use super::square::Square;
use super::unit_kind::UnitKind;
use serde::{Deserialize, Serialize};

/// An event, as the journal records it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum GridEvent {
    /// A unit moved.
    Moved {
        /// Its side.
        side: GridSide,
        /// Its kind.
        kind: UnitKind,
        /// Where from.
        from: Square,
        /// Where to.
        to: Square,
        /// Whether it was a dislodged unit's retreat.
        retreat: bool,
    },
    /// A two-square move stopped on the first square where the mover is cut off
    /// (`two_square_path = stop_when_cut`).
    StoppedCutOff {
        /// Where it stopped.
        at: Square,
    },
    /// An arsenal was destroyed by an enemy fighting unit entering it (source L21, L88).
    ArsenalDestroyed {
        /// Whose arsenal.
        owner: GridSide,
        /// Its square.
        at: Square,
    },
    /// An attack was made.
    Attacked {
        /// The target.
        target: Square,
        /// Attack total.
        attack_total: u32,
        /// Defence total.
        defence_total: u32,
        /// The outcome.
        result: CombatResult,
    },
    /// A unit was removed.
    UnitDestroyed {
        /// Its side.
        side: GridSide,
        /// Its kind.
        kind: UnitKind,
        /// Its square.
        at: Square,
        /// Why: beaten by two or more, or dislodged with no legal move.
        reason: String,
    },
    /// A unit beaten by one point must retreat first thing in its side's next half-turn.
    MustRetreat {
        /// Its square.
        at: Square,
    },
    /// A dislodged unit that cannot move stays, and its obligation lapses
    /// (`retreat_failure = boxed_in`).
    RetreatLapsed {
        /// Its square.
        at: Square,
    },
    /// A half-turn ended.
    HalfTurnEnded {
        /// The side that now moves.
        next: GridSide,
        /// The new half-turn's number (from 1).
        half_turn: u32,
    },
    /// A side won (source L19–21).
    Won {
        /// The winner.
        winner: GridSide,
        /// Why.
        reason: String,
    },
    /// Drawn by agreement (source L102).
    Drawn,
    /// A side proposed a draw; the other side is to answer.
    DrawProposed {
        /// The side proposing.
        by: GridSide,
    },
    /// A side declined the draw proposed; play goes on.
    DrawDeclined {
        /// The side declining.
        by: GridSide,
    },
    /// A unit was placed before play (`deployment = free_hidden`).
    UnitPlaced {
        /// Its side.
        side: GridSide,
        /// Its kind.
        kind: UnitKind,
        /// Its square.
        at: Square,
    },
    /// A placed unit was taken back before play.
    UnitLifted {
        /// Its side.
        side: GridSide,
        /// Its kind.
        kind: UnitKind,
        /// The square it left.
        at: Square,
    },
    /// A side confirmed its deployment.
    DeploymentConfirmed {
        /// The side.
        side: GridSide,
    },
    /// Both sides have deployed: play begins with `to_move`'s half-turn.
    PlayBegins {
        /// The side moving first.
        to_move: GridSide,
    },
}
