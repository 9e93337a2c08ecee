//! An order or a report on its way through the umpire ("The Relationship between Players &
//! Umpire": every order goes through the umpire, who sees that it gets to its destination at
//! the right time; source text L100, L120).

use super::message_id::MessageId;
use super::message_kind::MessageKind;
use super::message_status::MessageStatus;
use super::party::Party;
use super::route::Route;
use super::sighting_report::SightingReport;
use crate::side::Side;
use serde::{Deserialize, Serialize};

/// A message as a game object: who sent it to whom, what it says, when it left, the route its
/// messenger rides, when it is in hand, and where it is now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Message {
    /// Its number.
    pub id: MessageId,
    /// An order or a report.
    pub kind: MessageKind,
    /// The sender's side (the addressee's too).
    pub side: Side,
    /// The sender.
    pub from: Party,
    /// The addressee.
    pub to: Party,
    /// What it says.
    pub text: String,
    /// The turn at whose start it was sent.
    pub sent_turn: u32,
    /// The route the messenger rides.
    pub route: Route,
    /// Minutes of riding (fractional).
    pub riding_minutes: f64,
    /// Minutes the sender took to read his last report and decide (source text L116).
    pub reaction_minutes: f64,
    /// The turn at whose start it is in hand.
    pub arrives_turn: u32,
    /// On its way, delivered or intercepted.
    pub status: MessageStatus,
    /// For a unit's automatic report of sightings, what it saw (reference §12.2); `None` for
    /// messages the players write.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sighting: Option<SightingReport>,
    /// For a report carrying an enemy dispatch its unit took, that dispatch: its side holds the
    /// dispatch once this report is in hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carries: Option<MessageId>,
}

impl Message {
    /// Whether it is still on its way.
    pub fn in_transit(&self) -> bool {
        self.status == MessageStatus::InTransit
    }

    /// Whether it was taken by the enemy.
    pub fn intercepted(&self) -> bool {
        matches!(self.status, MessageStatus::Intercepted { .. })
    }
}
