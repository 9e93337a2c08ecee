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
    /// A ruleset file (or the text of one section) that does not parse.
    #[error("ruleset: {file}: {reason}")]
    BadRulesetFile {
        /// The file or section, for example "combat.toml".
        file: String,
        /// What the parser said.
        reason: String,
    },
    /// A table or section of the ruleset whose figures break one of its rules.
    #[error("ruleset: {table}: {reason}")]
    BadTable {
        /// The table, section or entry, for example "strongholds table" or "formation line".
        table: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A figure of the ruleset outside the range it must lie in.
    #[error("ruleset: {what} is {value}; it must be {allowed}")]
    BadFigure {
        /// Which figure, for example "troop block size half_battalion".
        what: String,
        /// The figure given, as text.
        value: String,
        /// The allowed range, in words.
        allowed: String,
    },
    /// A table of the ruleset that lacks an entry the engine needs.
    #[error("ruleset: {table} has no {entry}")]
    MissingEntry {
        /// The table or section searched, for example "casualty board".
        table: String,
        /// The entry it lacks, for example "line track".
        entry: String,
    },
    /// An id given twice in a table of the ruleset.
    #[error("ruleset: {table}: {id} appears twice")]
    Duplicate {
        /// The table, for example "combat circumstance".
        table: String,
        /// The repeated id or pairing, quoted as the table names it.
        id: String,
    },
    /// A house rule that cannot be read or applied.
    #[error("ruleset: house rule {rule}: {reason}")]
    BadHouseRule {
        /// The rule as given (quoted text) or its path.
        rule: String,
        /// Why it cannot be applied.
        reason: String,
    },
    /// Something the engine could not write out as JSON.
    #[error("cannot write {what}: {reason}")]
    Unwritable {
        /// What was being written, for example "the dice box".
        what: &'static str,
        /// What the serialiser said.
        reason: String,
    },
    /// A throw log read from outside that breaks its own rules.
    #[error("throw log: {0}")]
    ThrowLog(#[from] ThrowLogFault),
    /// A saved dice box whose log lies beyond its generator's position.
    #[error("dice box: a logged throw lies beyond the saved position")]
    DiceBoxAhead,
    /// The random generator gave no number the die could use, however often asked.
    #[error("dice box: the generator gave no usable number")]
    DiceBoxExhausted,
    /// A die that showed its blank face too many times running.
    #[error("dice box: Die {die} showed a blank face {throws} times running")]
    BlankStreak {
        /// The die, as its Roman numeral.
        die: String,
        /// How many blank throws in a row.
        throws: usize,
    },
    /// A replayed throw made at another generator position than the box reached.
    #[error("replay: throw {throw} was made at position {logged}, the box is at {reached}")]
    ReplayMisplaced {
        /// The throw's sequence number.
        throw: u64,
        /// The generator position the log records.
        logged: u64,
        /// The position the replaying box is at.
        reached: u64,
    },
    /// A replayed throw whose face differs from the one the seed gives.
    #[error("replay: throw {throw} shows {logged} in the log but {drawn} from seed {seed}")]
    ReplayDiverged {
        /// The throw's sequence number.
        throw: u64,
        /// The face the log records.
        logged: String,
        /// The face the seed gives.
        drawn: String,
        /// The seed replayed.
        seed: u64,
    },
    /// A command sent to a part of the engine that does not handle it.
    #[error("{0}")]
    Misrouted(&'static str),
    /// A map or calibration problem.
    #[error("map: {0}")]
    Map(String),
    /// A file that cannot be read or written, or does not hold what it should; the message
    /// names the file and the reason.
    #[error("{0}")]
    File(String),
}

/// What is wrong with a throw log read from outside (see [`RulesError::ThrowLog`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ThrowLogFault {
    /// No throw carries this sequence number.
    #[error("no throw {0}")]
    NoThrow(u64),
    /// An entry out of sequence.
    #[error("entry {expected} carries number {found}; numbers must run 1, 2, 3 …")]
    OutOfSequence {
        /// The number the entry should carry.
        expected: u64,
        /// The number it carries.
        found: u64,
    },
    /// A throw whose generator position is before the previous throw's.
    #[error("throw {0}: the generator position goes backwards")]
    PositionBackwards(u64),
    /// A re-throw of something that is not an earlier blank of the same die and purpose.
    #[error(
        "throw {throw} re-throws throw {of}, which is not an earlier blank of the same die for the same purpose (or was already thrown again)"
    )]
    BadRethrow {
        /// The re-throw's sequence number.
        throw: u64,
        /// The throw it claims to repeat.
        of: u64,
    },
}

/// Shorthand for results in the engine.
pub type Result<T> = std::result::Result<T, RulesError>;

impl RulesError {
    /// A [`RulesError::BadTable`] for `table`, giving `reason`.
    pub fn bad_table(table: impl Into<String>, reason: impl Into<String>) -> Self {
        RulesError::BadTable {
            table: table.into(),
            reason: reason.into(),
        }
    }

    /// A [`RulesError::MissingEntry`]: `table` has no `entry`.
    pub fn missing(table: impl Into<String>, entry: impl Into<String>) -> Self {
        RulesError::MissingEntry {
            table: table.into(),
            entry: entry.into(),
        }
    }
}
