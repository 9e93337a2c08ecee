//! The engine's error type.

use thiserror::Error;

/// Everything that can go wrong when the engine is asked a question it cannot answer.
///
/// Every variant names the bad value and, where there is a fixed set, the allowed ones, so a
/// front end can show the message as it is.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum RulesError {
    /// A value outside its allowed range or set.
    #[error("{what} {value} is not allowed: {allowed}")]
    OutOfRange {
        /// What the value is (for example "die face").
        what: &'static str,
        /// The value given, as text.
        value: String,
        /// The allowed values, in words (for example "1 to 6").
        allowed: String,
    },
    /// A name that is not one of the known names.
    #[error("unknown {what} '{value}'; allowed: {allowed}")]
    UnknownName {
        /// What kind of name (for example "terrain column").
        what: &'static str,
        /// The name given.
        value: String,
        /// The allowed names, comma separated and sorted.
        allowed: String,
    },
    /// The rules give no figure for this combination (a blank in a table).
    #[error("the rules give no figure for {0}")]
    NotInTable(String),
    /// A ruleset file that cannot be read.
    #[error("ruleset: {0}")]
    Ruleset(String),
    /// A map or calibration problem.
    #[error("map: {0}")]
    Map(String),
    /// A file that cannot be read or written, or does not hold what it should; the message
    /// names the file and the reason.
    #[error("{0}")]
    File(String),
}

/// Shorthand for results in the engine.
pub type Result<T> = std::result::Result<T, RulesError>;
