//! The five Reisswitz dice and the exceptional dice ("The Dice"; reference §5).
//!
//! - [`DieId`] and [`Face`] name a die and one of its six faces.
//! - The faces' printed contents (combat circle, loss letter, flame, fire figures) are data in
//!   the ruleset; see [`crate::ruleset`].
//! - [`DiceBox`] throws from the game's seeded generator and records every throw.

mod die_id;
mod face;

pub use die_id::DieId;
pub use face::Face;
