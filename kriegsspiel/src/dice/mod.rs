//! The seeded dice box every rule system throws from, and the log of every throw.
//!
//! - [`Face`] — a face of a six-sided die, 1 to 6.
//! - [`DiceBox`] — a ChaCha12 generator keyed by the game's seed, the only place randomness
//!   enters a game; saved as seed, position and log, and rebuilt from seed and log alone.
//! - [`ThrowLog`] — every throw, generated or typed in from a physical die, with its purpose.
//!
//! Both are generic over the system's name for a die (`K`): Reisswitz's five dice, a plain d6,
//! the exceptional dice. What a face *means* belongs to the system.

mod dice_box;
mod face;
mod throw_log;

#[cfg(test)]
pub(crate) use dice_box::ACCEPT_BELOW;
pub use dice_box::{DiceBox, MAX_POSITION};
pub use face::Face;
pub use throw_log::{ThrowEntry, ThrowLog, ThrowSource};
