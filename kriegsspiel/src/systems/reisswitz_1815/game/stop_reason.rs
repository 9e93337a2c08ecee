//! Why "take several moves together" stopped (draft, L51, L116: the umpire may let several
//! moves pass at once while nothing happens).

use crate::figures::counted;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Something that happened in a turn, which stops [`super::Command::AdvanceUntil`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum StopReason {
    /// Units saw enemy units they had not seen at the turn before (reference §12.2).
    NewSighting {
        /// Observing units with something new.
        observers: usize,
        /// New (observer, observed) pairs.
        sightings: usize,
    },
    /// Messages reached their addressees.
    MessageDelivered {
        /// How many.
        messages: usize,
    },
    /// Something in the schedule fell due (a formation change done, a rally, a marker lapsing,
    /// a message or a commander arriving).
    FallingDue {
        /// How many items.
        items: usize,
    },
    /// Enemy units have come, by this turn's moves, within the longest range of the range
    /// bands (reference §2).
    EnemyInFireRange {
        /// The least distance between enemy footprint centres, paces.
        paces: f64,
        /// The longest range of the ruleset's range bands, paces.
        longest_range: f64,
    },
    /// Concealed marches came into plain view of the enemy close by: the umpire decides whether
    /// to reveal them (draft L116).
    ConcealedMarchInView {
        /// How many columns.
        columns: usize,
    },
    /// Enemy units have come into contact (within [`super::CONTACT_PACES`]) by this turn's
    /// moves.
    EnemyInContact {
        /// The least gap between enemy footprints, paces.
        gap: f64,
    },
}

impl fmt::Display for StopReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StopReason::NewSighting {
                observers,
                sightings,
            } => write!(
                f,
                "{} of the enemy by {}",
                counted(*sightings, "new sighting"),
                counted(*observers, "unit")
            ),
            StopReason::MessageDelivered { messages } => {
                write!(f, "{} delivered", counted(*messages, "message"))
            }
            StopReason::FallingDue { items } => {
                write!(f, "{} fell due", counted(*items, "scheduled item"))
            }
            StopReason::ConcealedMarchInView { columns } => write!(
                f,
                "{columns} concealed march{} in plain view of the enemy: reveal or say why not",
                if *columns == 1 { "" } else { "es" }
            ),
            StopReason::EnemyInFireRange {
                paces,
                longest_range,
            } => write!(
                f,
                "enemy units moved to {paces:.0} paces apart, within the longest range of {longest_range:.0} paces (reference §2)"
            ),
            StopReason::EnemyInContact { gap } => {
                write!(f, "enemy units moved into contact ({gap:.1} paces apart)")
            }
        }
    }
}
