//! Why the rules refuse a move, an attack or the end of a half-turn, with the source line.

use super::grid_side::GridSide;
use super::square::Square;
use super::unit_kind::UnitKind;
use serde::Serialize;
use thiserror::Error;

/// A refused command: the game is unchanged. Each message names the rule and its source line.
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum Refusal {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// A draw is already proposed and waits for the other side's answer.
    #[error("{by} has already proposed a draw; {} answers it (source L102)", .by.opponent())]
    DrawAlreadyProposed {
        /// The side that proposed it.
        by: GridSide,
    },
    /// No draw has been proposed this half-turn, so there is nothing to answer.
    #[error("no draw has been proposed this half-turn (source L102)")]
    NoDrawProposed,
    /// A recorded half-turn names the side that is not to move.
    #[error("it is {to_move}'s half-turn, not {named}'s (sides alternate, source L17)")]
    NotYourTurn {
        /// The side to move.
        to_move: GridSide,
        /// The side named.
        named: GridSide,
    },
    /// A square off the board.
    #[error("{square} is off the 25 × 20 board (source L13)")]
    OffBoard {
        /// The square.
        square: Square,
    },
    /// No unit on the square.
    #[error("no unit stands on {square}")]
    NoUnit {
        /// The square.
        square: Square,
    },
    /// The unit belongs to the side not moving.
    #[error("the unit on {square} is {owner}'s, and it is not {owner}'s half-turn")]
    NotYourUnit {
        /// The square.
        square: Square,
        /// Its side.
        owner: GridSide,
    },
    /// A move to the square it started on.
    #[error("a move must leave its square")]
    NotAMove,
    /// A dislodged unit must open the half-turn by leaving its square.
    #[error(
        "the unit dislodged on {at} must retreat first: the first of the five moves (source L52)"
    )]
    RetreatFirst {
        /// The dislodged unit's square.
        at: Square,
    },
    /// The half-turn cannot end before the dislodged unit has retreated.
    #[error("the unit dislodged on {at} has not retreated yet (source L52)")]
    RetreatPending {
        /// The dislodged unit's square.
        at: Square,
    },
    /// Each of the five moves is by a different unit.
    #[error(
        "the unit on {at} has already moved this half-turn (five moves by different units, source L17)"
    )]
    AlreadyMoved {
        /// The unit's square.
        at: Square,
    },
    /// A sixth move.
    #[error("a sixth move: a half-turn has at most five moves (source L17)")]
    SixthMove,
    /// A move after the attack under `attack_timing = after_moves`.
    #[error("the attack is made after the moves are completed; no move may follow it (source L17)")]
    MoveAfterAttack,
    /// A move after a raid under `moves_after_raid = forbidden`.
    #[error("no move after a raid (moves_after_raid = forbidden, source L88)")]
    MoveAfterRaid,
    /// A fighting unit that is cut off cannot move.
    #[error("the {kind} on {at} is cut off from its arsenals and cannot move (source L62, L70)")]
    CutOff {
        /// Its square.
        at: Square,
        /// Its kind.
        kind: UnitKind,
    },
    /// Farther than the unit's speed.
    #[error("too far: {steps} squares, and {kind} moves at most {speed} (source L32)")]
    TooFar {
        /// Steps asked.
        steps: u8,
        /// The unit's speed.
        speed: u8,
        /// Its kind.
        kind: UnitKind,
    },
    /// The destination is a mountain.
    #[error("{square} is a mountain: no unit enters it (source L13)")]
    IntoMountain {
        /// The square.
        square: Square,
    },
    /// Every way there crosses a mountain.
    #[error("through a mountain: no unit crosses one (source L13)")]
    ThroughMountain,
    /// The destination holds a unit.
    #[error("{square} is occupied: units move into unoccupied squares only (source L32)")]
    Occupied {
        /// The square.
        square: Square,
    },
    /// Every middle square of a two-square move is occupied.
    #[error("no unoccupied square to pass through on the way (source L32)")]
    PathBlocked,
    /// Under `two_square_path = empty_and_linked`, no linked middle square.
    #[error("no middle square where the mover stays linked (two_square_path = empty_and_linked)")]
    MiddleCutOff,
    /// A second raid in one half-turn.
    #[error("a second arsenal in one half-turn: a raid counts as the attack (source L17, L88)")]
    SecondRaid,
    /// A raid after the half-turn's attack.
    #[error("the half-turn's attack is made; a raid would be a second (source L88)")]
    RaidAfterAttack,
    /// Entering an arsenal whose holder was destroyed this half-turn.
    #[error(
        "the arsenal on {at} was vacated this half-turn; it may be entered next half-turn at the earliest (source L88)"
    )]
    VacatedArsenal {
        /// The arsenal.
        at: Square,
    },
    /// A second attack.
    #[error("a second attack: at most one a half-turn (source L17)")]
    SecondAttack,
    /// An attack after a raid.
    #[error(
        "an arsenal was raided this half-turn, which took the place of the attack (source L88)"
    )]
    AttackAfterRaid,
    /// No enemy unit on the target square.
    #[error("no enemy unit on {square} to attack (an attack targets an enemy unit, source L50)")]
    NoTarget {
        /// The square.
        square: Square,
    },
    /// No own unit can add to the attack.
    #[error(
        "no unit of the attacker can reach {square}: an attack needs an enemy unit within range (source L17)"
    )]
    NoAttackerInRange {
        /// The target.
        square: Square,
    },
    /// The unit named as attacker adds nothing.
    #[error("the unit named as attacker on {by} adds nothing to this attack")]
    AttackerDoesNotContribute {
        /// The unit named.
        by: Square,
    },
    /// Under `attack_timing = after_any_move`, the attack is declared by the unit moved last.
    #[error("the attack must be declared by the unit moved last (attack_timing = after_any_move)")]
    NotLastMoved,
    /// Play waits until both sides have confirmed their deployment (`deployment = free_hidden`).
    #[error("the sides are still deploying; play starts once both have confirmed (source L15)")]
    StillDeploying,
    /// A placement command after the deployment is over.
    #[error("the deployment is over; units are placed only before play (source L15)")]
    NotDeploying,
    /// A side places outside its own territory (source L15).
    #[error("{square} is not in {side}'s territory; each side deploys in its own (source L15)")]
    OutsideTerritory {
        /// The side placing.
        side: GridSide,
        /// The square.
        square: Square,
    },
    /// A unit placed on a mountain (source L13).
    #[error("{square} is a mountain; no unit stands on one (source L13)")]
    PlacedOnMountain {
        /// The square.
        square: Square,
    },
    /// Every unit of the kind is already on the board (source L25-30, L66).
    #[error("{side} has placed all {allowed} of its {kind} units (source L25-30, L66)")]
    NoneLeftToPlace {
        /// The side.
        side: GridSide,
        /// The kind.
        kind: UnitKind,
        /// How many a side has.
        allowed: usize,
    },
    /// The side has confirmed its deployment and may change it no more.
    #[error("{side} has confirmed its deployment")]
    DeploymentConfirmed {
        /// The side.
        side: GridSide,
    },
    /// A side confirms with units still to place (source L23-30: fifteen fighting units).
    #[error(
        "{side} has placed {placed} of its {required} {kind} units; place them all first (source L25-30, L66)"
    )]
    DeploymentIncomplete {
        /// The side.
        side: GridSide,
        /// The first kind short.
        kind: UnitKind,
        /// How many are placed.
        placed: usize,
        /// How many a side has.
        required: usize,
    },
}

impl Refusal {
    /// The rule's id (`too_far`, `cut_off`, `sixth_move`, …).
    pub fn rule(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.get("rule").and_then(|r| r.as_str()).map(str::to_string))
            .unwrap_or_default()
    }
}
