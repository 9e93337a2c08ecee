//! The length of a Reisswitz move: two minutes of game time ("British Army Kriegsspiel
//! Introduction": the game is divided into 2-minute turns; "The Relationship between Players &
//! Umpire": the two-minute sections are called moves; reference §1).

use crate::citation::Citation;

/// Minutes of game time in one turn ("move").
pub const MINUTES_PER_TURN: u32 = 2;

/// Where the length of a turn comes from.
pub fn turn_length_source() -> Citation {
    Citation::new(
        "British Army Kriegsspiel Introduction; The Relationship between Players & Umpire",
    )
}
