//! The game's only source of chance: a seeded generator with a log of every throw.

use super::{Face, ThrowEntry, ThrowLog, ThrowSource};
use crate::error::{Result, RulesError};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha12Rng;
use serde::{Deserialize, Serialize};

/// Draws at or above this are thrown away so that each of the six faces gets exactly the same
/// share of the 32-bit words (4 294 967 292 = 6 × 715 827 882).
pub(crate) const ACCEPT_BELOW: u32 = 4_294_967_292;

/// Words the generator may draw for one face before giving up. A draw is refused with chance
/// 4 in 2^32, so this is never reached; it only guarantees that a throw ends.
const MAX_DRAWS_PER_FACE: u32 = 64;

/// The highest stream position a dice box accepts (2^62 words), far beyond any game, so that
/// positions always fit in 64 bits.
pub const MAX_POSITION: u64 = 1 << 62;

/// The dice box: the only place randomness enters the game.
///
/// A ChaCha12 generator keyed by a 64-bit seed (the seed's little-endian bytes, rest zero),
/// plus the [`ThrowLog`] of every throw, generated or typed in from a physical die. It saves as
/// seed + stream position + log, so a reloaded game continues the same sequence, and
/// [`DiceBox::replay`] rebuilds the same box from the seed and the log alone.
///
/// Faces are drawn from 32-bit words by rejection (words of 4 294 967 292 and above are
/// skipped; the face is the word mod 6, plus 1), which depends only on the ChaCha stream and
/// not on a version of `rand`'s range sampling, so a saved game replays the same faces.
///
/// `K` names the dice in the rule system's own terms; each system adds its own ways of reading
/// a throw (Reisswitz's blanks thrown again, say) on top of [`DiceBox::throw_die`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    try_from = "DiceBoxRecord<K>",
    into = "DiceBoxRecord<K>",
    bound(
        serialize = "K: Serialize + Clone + PartialEq",
        deserialize = "K: Deserialize<'de> + Clone + PartialEq"
    )
)]
pub struct DiceBox<K> {
    seed: u64,
    rng: ChaCha12Rng,
    log: ThrowLog<K>,
}

/// What a dice box saves as.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(bound(
    serialize = "K: Serialize + Clone",
    deserialize = "K: Deserialize<'de> + Clone + PartialEq"
))]
struct DiceBoxRecord<K> {
    seed: u64,
    position: u64,
    log: ThrowLog<K>,
}

impl<K: Clone + PartialEq> TryFrom<DiceBoxRecord<K>> for DiceBox<K> {
    type Error = RulesError;
    fn try_from(record: DiceBoxRecord<K>) -> Result<Self> {
        if record.position > MAX_POSITION {
            return Err(RulesError::OutOfRange {
                what: "dice box position",
                value: record.position.to_string(),
                allowed: format!("0 to {MAX_POSITION}"),
            });
        }
        if record
            .log
            .entries()
            .iter()
            .any(|e| e.position_before > record.position)
        {
            return Err(RulesError::DiceBoxAhead);
        }
        let mut dice_box = DiceBox::new(record.seed);
        dice_box.rng.set_word_pos(u128::from(record.position));
        dice_box.log = record.log;
        Ok(dice_box)
    }
}

impl<K: Clone + PartialEq> From<DiceBox<K>> for DiceBoxRecord<K> {
    fn from(b: DiceBox<K>) -> Self {
        DiceBoxRecord {
            seed: b.seed,
            position: b.position(),
            log: b.log,
        }
    }
}

impl<K: Clone + PartialEq> DiceBox<K> {
    /// Lends the log out, leaving an empty one, so that a state holding the box can be copied
    /// for a trial without copying every throw ever made; [`DiceBox::return_log`] puts it back.
    pub(crate) fn lend_log(&mut self) -> ThrowLog<K> {
        std::mem::take(&mut self.log)
    }

    /// Puts back a log lent with [`DiceBox::lend_log`].
    pub(crate) fn return_log(&mut self, log: ThrowLog<K>) {
        self.log = log;
    }

    /// A fresh dice box with an empty log.
    pub fn new(seed: u64) -> Self {
        let mut key = [0u8; 32];
        for (slot, byte) in key.iter_mut().zip(seed.to_le_bytes()) {
            *slot = byte;
        }
        DiceBox {
            seed,
            rng: ChaCha12Rng::from_seed(key),
            log: ThrowLog::default(),
        }
    }

    /// The seed the box was made with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The generator's stream position: 32-bit words drawn since the seed.
    pub fn position(&self) -> u64 {
        // Positions start at most at MAX_POSITION and each throw draws a bounded number of
        // words, so this always fits; the fallback only keeps the function total.
        u64::try_from(self.rng.get_word_pos()).unwrap_or(u64::MAX)
    }

    /// Every throw so far.
    pub fn log(&self) -> &ThrowLog<K> {
        &self.log
    }

    pub(crate) fn draw_face(&mut self) -> Result<Face> {
        if self.position() >= MAX_POSITION {
            return Err(RulesError::OutOfRange {
                what: "dice box position",
                value: self.position().to_string(),
                allowed: format!("below {MAX_POSITION}"),
            });
        }
        for _ in 0..MAX_DRAWS_PER_FACE {
            let word = self.rng.next_u32();
            if word < ACCEPT_BELOW {
                return Face::new(i64::from(word % 6) + 1);
            }
        }
        Err(RulesError::DiceBoxExhausted)
    }

    /// Draws a face for `die` without logging it (a system that reads throws its own way
    /// logs the entry with [`DiceBox::append`]).
    pub(crate) fn generated_entry(&mut self, die: K, purpose: &str) -> Result<ThrowEntry<K>> {
        let position_before = self.position();
        let face = self.draw_face()?;
        Ok(ThrowEntry {
            sequence: 0,
            purpose: purpose.to_string(),
            die,
            face,
            thrown_again: false,
            rethrow_of: None,
            position_before,
            source: ThrowSource::Generator,
        })
    }

    /// Throws one die once, face as it falls (no throw again), and logs it.
    pub fn throw_die(&mut self, die: K, purpose: &str) -> Result<ThrowEntry<K>> {
        let entry = self.generated_entry(die, purpose)?;
        let sequence = self.log.append(entry.clone());
        Ok(ThrowEntry { sequence, ..entry })
    }

    /// Records a face thrown with a physical die and typed in by the umpire; refuses a face
    /// outside 1–6. The generator is not touched.
    pub fn record_physical(&mut self, die: K, face: i64, purpose: &str) -> Result<ThrowEntry<K>> {
        let entry = ThrowEntry {
            sequence: 0,
            purpose: purpose.to_string(),
            die,
            face: Face::new(face)?,
            thrown_again: false,
            rethrow_of: None,
            position_before: self.position(),
            source: ThrowSource::Physical,
        };
        let sequence = self.log.append(entry.clone());
        Ok(ThrowEntry { sequence, ..entry })
    }

    /// Records the physical re-throw of a blank face: entry `of` is marked thrown again and
    /// the new face logged as its re-throw (same die, same purpose). Refuses a face outside
    /// 1–6, an unknown entry, or one already thrown again.
    pub fn record_physical_rethrow(&mut self, of: u64, face: i64) -> Result<ThrowEntry<K>> {
        let face = Face::new(face)?;
        let earlier = self
            .log
            .get(of)
            .cloned()
            .ok_or_else(|| RulesError::OutOfRange {
                what: "throw number",
                value: of.to_string(),
                allowed: format!("1 to {}", self.log.len()),
            })?;
        if earlier.thrown_again {
            return Err(RulesError::OutOfRange {
                what: "throw number",
                value: of.to_string(),
                allowed: "a throw not yet thrown again".into(),
            });
        }
        self.log.mark_thrown_again(of)?;
        let entry = ThrowEntry {
            sequence: 0,
            purpose: earlier.purpose,
            die: earlier.die,
            face,
            thrown_again: false,
            rethrow_of: Some(of),
            position_before: self.position(),
            source: ThrowSource::Physical,
        };
        let sequence = self.log.append(entry.clone());
        Ok(ThrowEntry { sequence, ..entry })
    }

    /// Rebuilds a dice box from its seed and log: every generated throw is drawn again and
    /// must show the logged face at the logged position; physical throws are copied. The
    /// result equals the box that wrote the log. Refuses a log that does not fit the seed.
    pub fn replay(seed: u64, log: &ThrowLog<K>) -> Result<DiceBox<K>> {
        log.validate()?;
        let mut dice_box = DiceBox::new(seed);
        for entry in log.entries() {
            if entry.position_before != dice_box.position() {
                return Err(RulesError::ReplayMisplaced {
                    throw: entry.sequence,
                    logged: entry.position_before,
                    reached: dice_box.position(),
                });
            }
            if entry.source == ThrowSource::Generator {
                let face = dice_box.draw_face()?;
                if face != entry.face {
                    return Err(RulesError::ReplayDiverged {
                        throw: entry.sequence,
                        logged: entry.face.to_string(),
                        drawn: face.to_string(),
                        seed,
                    });
                }
            }
            dice_box.log.append(entry.clone());
        }
        Ok(dice_box)
    }

    /// Logs an entry made by [`DiceBox::generated_entry`]; returns its sequence number.
    pub(crate) fn append(&mut self, entry: ThrowEntry<K>) -> u64 {
        self.log.append(entry)
    }
}
