//! The record of every die thrown in a game.

use super::Face;
use crate::error::{Result, RulesError, ThrowLogFault};
use serde::{Deserialize, Serialize};

/// Who produced a face: the dice box's seeded generator, or the umpire typing in a physical
/// die's face.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThrowSource {
    /// Thrown by the dice box's seeded generator.
    Generator,
    /// Thrown on the table with a physical die and typed in by the umpire.
    Physical,
}

/// One die thrown once: the face it showed and why it was thrown. `K` names the die in the
/// rule system's own terms (Reisswitz's five dice, Little Wars's none, …).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThrowEntry<K> {
    /// Position in the log, from 1, without gaps.
    pub sequence: u64,
    /// What the throw was for, in the umpire's words (for example "melee at Plancenoit, turn 14").
    pub purpose: String,
    /// Which die.
    pub die: K,
    /// The face it showed.
    pub face: Face,
    /// The face was blank and the die was thrown again; the re-throw is the later entry whose
    /// `rethrow_of` names this one ("The Dice": blank sides are thrown again).
    #[serde(default)]
    pub thrown_again: bool,
    /// The blank throw this one repeats, if it is a re-throw.
    #[serde(default)]
    pub rethrow_of: Option<u64>,
    /// The generator's stream position (32-bit words drawn since the seed) before this throw.
    /// For a physical die the generator is untouched and this is its position at the time.
    pub position_before: u64,
    /// Generator or physical die.
    pub source: ThrowSource,
}

/// Every throw of a game in order. Entries are only ever appended; the dice box is the only
/// writer, so a log read back from a file is checked by [`ThrowLog::validate`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    try_from = "Vec<ThrowEntry<K>>",
    into = "Vec<ThrowEntry<K>>",
    bound(
        serialize = "K: Serialize + Clone",
        deserialize = "K: Deserialize<'de> + PartialEq"
    )
)]
pub struct ThrowLog<K> {
    entries: Vec<ThrowEntry<K>>,
}

impl<K> Default for ThrowLog<K> {
    fn default() -> Self {
        Self {
            entries: Vec::new(),
        }
    }
}

impl<K: PartialEq> TryFrom<Vec<ThrowEntry<K>>> for ThrowLog<K> {
    type Error = RulesError;
    fn try_from(entries: Vec<ThrowEntry<K>>) -> Result<Self> {
        let log = ThrowLog { entries };
        log.validate()?;
        Ok(log)
    }
}

impl<K> From<ThrowLog<K>> for Vec<ThrowEntry<K>> {
    fn from(log: ThrowLog<K>) -> Self {
        log.entries
    }
}

impl<K: PartialEq> ThrowLog<K> {
    /// An empty log.
    pub fn new() -> Self {
        Self::default()
    }

    /// All entries, oldest first.
    pub fn entries(&self) -> &[ThrowEntry<K>] {
        &self.entries
    }

    /// How many throws are recorded.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Forgets every throw after the first `len` (a trial that was refused).
    pub(crate) fn truncate(&mut self, len: usize) {
        self.entries.truncate(len);
    }

    /// Whether nothing has been thrown yet.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The latest entry.
    pub fn last(&self) -> Option<&ThrowEntry<K>> {
        self.entries.last()
    }

    /// The entry with this sequence number.
    pub fn get(&self, sequence: u64) -> Option<&ThrowEntry<K>> {
        let index = usize::try_from(sequence.checked_sub(1)?).ok()?;
        self.entries.get(index)
    }

    /// The re-throw of entry `sequence`, if its blank face was thrown again.
    pub fn rethrow_of(&self, sequence: u64) -> Option<&ThrowEntry<K>> {
        self.entries.iter().find(|e| e.rethrow_of == Some(sequence))
    }

    /// The sequence number the next entry will get.
    pub fn next_sequence(&self) -> u64 {
        self.entries
            .last()
            .map_or(1, |e| e.sequence.saturating_add(1))
    }

    /// Appends an entry, giving it the next sequence number; returns that number.
    pub(crate) fn append(&mut self, mut entry: ThrowEntry<K>) -> u64 {
        entry.sequence = self.next_sequence();
        let sequence = entry.sequence;
        self.entries.push(entry);
        sequence
    }

    /// Marks entry `sequence` as thrown again.
    pub(crate) fn mark_thrown_again(&mut self, sequence: u64) -> Result<()> {
        let index = sequence
            .checked_sub(1)
            .and_then(|i| usize::try_from(i).ok())
            .filter(|i| *i < self.entries.len())
            .ok_or_else(|| RulesError::OutOfRange {
                what: "throw number",
                value: sequence.to_string(),
                allowed: format!("1 to {}", self.entries.len()),
            })?;
        match self.entries.get_mut(index) {
            Some(entry) => {
                entry.thrown_again = true;
                Ok(())
            }
            None => Err(ThrowLogFault::NoThrow(sequence).into()),
        }
    }

    /// Checks a log read from outside: sequence numbers 1, 2, 3 …; generator positions never
    /// go backwards; every re-throw names an earlier throw of the same die for the same
    /// purpose that is marked thrown again, and each blank is thrown again at most once.
    pub fn validate(&self) -> Result<()> {
        let mut last_position = 0u64;
        let mut repeated: Vec<u64> = Vec::new();
        for (i, entry) in self.entries.iter().enumerate() {
            let expected = u64::try_from(i).unwrap_or(u64::MAX).saturating_add(1);
            if entry.sequence != expected {
                return Err(ThrowLogFault::OutOfSequence {
                    expected,
                    found: entry.sequence,
                }
                .into());
            }
            if entry.position_before < last_position {
                return Err(ThrowLogFault::PositionBackwards(expected).into());
            }
            last_position = entry.position_before;
            if let Some(of) = entry.rethrow_of {
                let earlier = (of < entry.sequence).then(|| self.get(of)).flatten();
                let fits = earlier.is_some_and(|e| {
                    e.die == entry.die && e.purpose == entry.purpose && e.thrown_again
                });
                if !fits || repeated.contains(&of) {
                    return Err(ThrowLogFault::BadRethrow {
                        throw: expected,
                        of,
                    }
                    .into());
                }
                repeated.push(of);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A test die named by a number.
    const DIE: u8 = 4;

    fn entry(
        sequence: u64,
        face: u8,
        rethrow_of: Option<u64>,
        thrown_again: bool,
    ) -> ThrowEntry<u8> {
        ThrowEntry {
            sequence,
            purpose: "melee".into(),
            die: DIE,
            face: Face::try_from(face).unwrap_or(Face::ALL[0]),
            thrown_again,
            rethrow_of,
            position_before: sequence,
            source: ThrowSource::Generator,
        }
    }

    #[test]
    fn a_consistent_log_passes() {
        let log = ThrowLog {
            entries: vec![entry(1, 1, None, true), entry(2, 4, Some(1), false)],
        };
        assert!(log.validate().is_ok());
        assert_eq!(log.rethrow_of(1).map(|e| e.sequence), Some(2));
        assert_eq!(log.get(0), None);
        assert_eq!(log.get(2).map(|e| e.face.number()), Some(4));
        assert_eq!(log.next_sequence(), 3);
    }

    #[test]
    fn inconsistent_logs_are_refused() {
        let gap = vec![entry(1, 3, None, false), entry(3, 3, None, false)];
        let forward = vec![entry(1, 3, Some(2), false), entry(2, 1, None, true)];
        let not_blank = vec![entry(1, 3, None, false), entry(2, 3, Some(1), false)];
        let twice = vec![
            entry(1, 1, None, true),
            entry(2, 3, Some(1), false),
            entry(3, 3, Some(1), false),
        ];
        for entries in [gap, forward, not_blank, twice] {
            let read: std::result::Result<ThrowLog<u8>, _> = serde_json::to_string(&entries)
                .map_err(|e| e.to_string())
                .and_then(|s| serde_json::from_str::<ThrowLog<u8>>(&s).map_err(|e| e.to_string()));
            assert!(read.is_err(), "{entries:?}");
        }
    }
}
