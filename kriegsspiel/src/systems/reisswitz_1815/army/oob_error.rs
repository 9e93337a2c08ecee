//! What can go wrong reading an order of battle.

use thiserror::Error;

/// A problem with an order-of-battle file, worded so a front end can show it as it is: it
/// names the file and, for a bad entry, the echelon or unit.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OrderOfBattleError {
    /// The file cannot be read.
    #[error("cannot read {path}: {message}")]
    Io {
        /// The file.
        path: String,
        /// The operating system's message.
        message: String,
    },
    /// The file is larger than any order of battle should be.
    #[error("{path} is {bytes} bytes; an order of battle may be at most {limit} bytes")]
    TooLarge {
        /// The file.
        path: String,
        /// Its size.
        bytes: u64,
        /// The limit.
        limit: u64,
    },
    /// The file is not TOML or JSON of the right shape (the message gives line and column).
    #[error("{source_name} is not an order of battle: {message}")]
    Parse {
        /// The file or source.
        source_name: String,
        /// The parser's message.
        message: String,
    },
    /// An entry breaks a rule (an unknown parent, a negative strength, a duplicate id …).
    #[error("{source_name}: {at}: {message}")]
    Invalid {
        /// The file or source.
        source_name: String,
        /// Which entry, e.g. "unit red-a-1" or "echelon red-a".
        at: String,
        /// What is wrong.
        message: String,
    },
}
