//! Why a half-turn recorded as a position only cannot be reproduced (rules reference §9,
//! "Replay": the program names the half-turn and the rule that refused it).

use super::grid_side::GridSide;
use super::refusal::Refusal;
use super::square::Square;
use super::unit_kind::UnitKind;
use thiserror::Error;

/// No sequence of moves and attack reproduces a recorded half-turn; the closest try's reason.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SearchFailure {
    /// The squares a kind left and the squares it reached do not pair up: units of the side
    /// moving appeared or vanished.
    #[error(
        "{side}'s {kind} units left {left} squares and reached {reached}: the record does not pair them up"
    )]
    Unmatched {
        /// The side moving.
        side: GridSide,
        /// The kind whose squares differ.
        kind: UnitKind,
        /// Squares left.
        left: usize,
        /// Squares reached.
        reached: usize,
    },
    /// More units moved than a half-turn allows (source L17).
    #[error("{moved} units moved: a half-turn has at most five moves (source L17)")]
    TooManyMoved {
        /// Units whose squares changed.
        moved: usize,
    },
    /// Every try was refused by a rule; the deepest try and its refusal.
    #[error("{closest}: {refusal}")]
    Refused {
        /// The closest try in words: the actions accepted, then the refused one.
        closest: String,
        /// The rule that refused it.
        refusal: Refusal,
    },
    /// Every legal try ends in another position than the record's.
    #[error(
        "{tries} legal sequences were tried and none ends as recorded; the first differs at {square}"
    )]
    PositionDiffers {
        /// Legal sequences tried to their end.
        tries: usize,
        /// The first square (sorted) where the first legal try differs from the record.
        square: Square,
    },
    /// The search stopped at its bound before finding a sequence.
    #[error("the search stopped after {tries} tries without reproducing the half-turn")]
    TooManyTries {
        /// Tries made.
        tries: usize,
    },
}

impl SearchFailure {
    /// The rule's id: the refusal's own (`too_far`, `retreat_first`, …) or the search's
    /// (`unmatched_squares`, `sixth_move`, `position_differs`, `search_bound`).
    pub fn rule(&self) -> String {
        match self {
            SearchFailure::Unmatched { .. } => "unmatched_squares".into(),
            SearchFailure::TooManyMoved { .. } => "sixth_move".into(),
            SearchFailure::Refused { refusal, .. } => refusal.rule(),
            SearchFailure::PositionDiffers { .. } => "position_differs".into(),
            SearchFailure::TooManyTries { .. } => "search_bound".into(),
        }
    }
}
