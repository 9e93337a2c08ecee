//! The five Reisswitz dice and the exceptional dice ("The Dice"; reference §5).
//!
//! - [`DieId`] and [`Face`] name a die and one of its six faces.
//! - The faces' printed contents (combat circle, loss letter, flame, fire figures) are data in
//!   the ruleset; see [`crate::systems::reisswitz_1815::ruleset`].
//! - [`DiceBox`] throws from the game's seeded generator and records every throw in a
//!   [`ThrowLog`]; faces of physical dice typed in by the umpire go into the same log.
//! - [`DieProbabilities`] counts a die's outcome chances exactly ([`Fraction`]);
//!   [`ObservedCounts`] sets a log's counts beside the expected ones.
//! - [`ExceptionalThrow`] (Die I) and [`ExceptionalDice`] (the Schimmelspiel) decide ventures
//!   outside the rules.

mod die_kind;
mod die_reading;
mod exceptional_dice;
mod exceptional_die;
mod exceptional_throw;
mod fraction;
mod observed;
mod probabilities;
mod reisswitz_throw;

pub use crate::dice::{Face, MAX_POSITION, ThrowSource};
pub use crate::systems::reisswitz_1815::ruleset::DieId;
pub use reisswitz_throw::ReisswitzThrow;

/// The game's dice box, naming its dice as Reisswitz does.
pub type DiceBox = crate::dice::DiceBox<DieKind>;
/// The log of a game's throws.
pub type ThrowLog = crate::dice::ThrowLog<DieKind>;
/// One logged throw.
pub type ThrowEntry = crate::dice::ThrowEntry<DieKind>;
pub use die_kind::DieKind;
pub use die_reading::DieReading;
pub use exceptional_dice::{ExceptionalDice, ExceptionalDiceThrow, ExceptionalDieFace};
pub use exceptional_die::ExceptionalDie;
pub use exceptional_throw::ExceptionalThrow;
pub use fraction::Fraction;
pub use observed::{ObservedCounts, TallyRow};
pub use probabilities::{DieProbabilities, OutcomeChance};
