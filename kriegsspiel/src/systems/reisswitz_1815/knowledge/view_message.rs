//! An order or report of the side's own, as the side holds it.

use super::view_number::ViewNumber;
use crate::systems::reisswitz_1815::staff::{MessageKind, Party};
use serde::Serialize;

/// One of the side's own messages as its players hold it: who wrote it to whom, what it says and
/// when it was sent (and, in the inbox, when it was in hand) — never its route, its rider's
/// times or where he is now, which the umpire keeps.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ViewMessage {
    /// Its number in the side's own sequence.
    pub number: ViewNumber,
    /// An order or a report.
    pub kind: MessageKind,
    /// The sender: one of the side's commanders or units.
    pub from: Party,
    /// The addressee: one of the side's commanders or units.
    pub to: Party,
    /// What it says.
    pub text: String,
    /// The turn at whose start it was sent.
    pub sent_turn: u32,
    /// The turn it was in hand, for a message the side received.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub received_turn: Option<u32>,
}
