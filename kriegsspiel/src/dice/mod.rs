//! The five Reisswitz dice and the exceptional dice ("The Dice"; reference §5).
//!
//! - [`DieId`] and [`Face`] name a die and one of its six faces.
//! - The faces' printed contents (combat circle, loss letter, flame, fire figures) are data in
//!   the ruleset; see [`crate::ruleset`].
//! - [`DiceBox`] throws from the game's seeded generator and records every throw in a
//!   [`ThrowLog`]; faces of physical dice typed in by the umpire go into the same log.
//! - [`DieProbabilities`] counts a die's outcome chances exactly ([`Fraction`]);
//!   [`ObservedCounts`] sets a log's counts beside the expected ones.
//! - [`ExceptionalThrow`] (Die I) and [`ExceptionalDice`] (the Schimmelspiel) decide ventures
//!   outside the rules.

mod dice_box;
mod die_id;
mod die_kind;
mod die_reading;
mod exceptional_dice;
mod exceptional_die;
mod exceptional_throw;
mod face;
mod fraction;
mod observed;
mod probabilities;
mod throw_log;

pub use dice_box::{DiceBox, MAX_POSITION, ReisswitzThrow};
pub use die_id::DieId;
pub use die_kind::DieKind;
pub use die_reading::DieReading;
pub use exceptional_dice::{ExceptionalDice, ExceptionalDiceThrow, ExceptionalDieFace};
pub use exceptional_die::ExceptionalDie;
pub use exceptional_throw::ExceptionalThrow;
pub use face::Face;
pub use fraction::Fraction;
pub use observed::{ObservedCounts, TallyRow};
pub use probabilities::{DieProbabilities, OutcomeChance};
pub use throw_log::{ThrowEntry, ThrowLog, ThrowSource};
