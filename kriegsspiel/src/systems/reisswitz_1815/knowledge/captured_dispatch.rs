//! An enemy dispatch the side's troops took, as it reads.

use super::view_number::ViewNumber;
use crate::ids::UnitId;
use crate::systems::reisswitz_1815::staff::MessageKind;
use serde::Serialize;

/// An enemy order or report taken by the side's troops ("The Relationship between Players &
/// Umpire", L98–L120): only what is written on it — its text, the signature as written, the
/// turn it was sent — and the side's own knowledge of the capture: which of its units took it,
/// and when. Never the enemy's ids, the rider's route or times, or the umpire's reason.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CapturedDispatch {
    /// Its number in the captor side's own sequence.
    pub number: ViewNumber,
    /// An order or a report, as it reads.
    pub kind: MessageKind,
    /// Who signed it, as written: the commander's name, or the unit's title.
    pub signed: String,
    /// What it says.
    pub text: String,
    /// The turn at whose start it was sent, as dated.
    pub sent_turn: u32,
    /// The side's own unit that took it.
    pub captured_by: UnitId,
    /// The turn it was taken.
    pub captured_turn: u32,
}
