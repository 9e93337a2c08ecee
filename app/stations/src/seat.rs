//! A seat: who sits at a player's screen.

use serde::Serialize;

/// One seat of a hosted game: a side, or one commander of a side (a Reisswitz staff exercise
/// seats each commander; a commander's seat knows what its side knows and sends in his name).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Seat {
    /// The seat's id: the side's id, or `side-commander` for a commander's seat.
    pub seat: String,
    /// The side's id as its system names it (`red`, `blue`, `north`, `south`).
    pub side: String,
    /// The commander who sends from this seat, if it is a commander's.
    pub commander: Option<String>,
}

impl Seat {
    /// The seat of a whole side.
    pub fn of_side(side: &str) -> Self {
        Seat {
            seat: side.to_string(),
            side: side.to_string(),
            commander: None,
        }
    }

    /// The seat of one commander of `side`.
    pub fn of_commander(side: &str, commander: &str) -> Self {
        Seat {
            seat: format!("{side}-{commander}"),
            side: side.to_string(),
            commander: Some(commander.to_string()),
        }
    }
}
