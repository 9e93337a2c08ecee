//! The game's only source of chance: a seeded generator with a log of every throw.

use crate::dice::{DieId, DieKind, DieReading, Face, ThrowEntry, ThrowLog, ThrowSource};
use crate::error::{Result, RulesError};
use crate::ruleset::{Circle, CombatFace, Ruleset};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha12Rng;
use serde::{Deserialize, Serialize};

/// Draws at or above this are thrown away so that each of the six faces gets exactly the same
/// share of the 32-bit words (4 294 967 292 = 6 × 715 827 882).
const ACCEPT_BELOW: u32 = 4_294_967_292;

/// Words the generator may draw for one face before giving up. A draw is refused with chance
/// 4 in 2^32, so this is never reached; it only guarantees that a throw ends.
const MAX_DRAWS_PER_FACE: u32 = 64;

/// Blank faces in a row after which a throw is abandoned as broken (a house rule that made
/// nearly every face blank). With five blanks out of six, 1000 in a row has chance below 10^-79.
const MAX_THROWS_AGAIN: usize = 1000;

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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "DiceBoxRecord", into = "DiceBoxRecord")]
pub struct DiceBox {
    seed: u64,
    rng: ChaCha12Rng,
    log: ThrowLog,
}

/// What a dice box saves as.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct DiceBoxRecord {
    seed: u64,
    position: u64,
    log: ThrowLog,
}

impl TryFrom<DiceBoxRecord> for DiceBox {
    type Error = RulesError;
    fn try_from(record: DiceBoxRecord) -> Result<Self> {
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
            return Err(RulesError::Ruleset(
                "dice box: a logged throw lies beyond the saved position".into(),
            ));
        }
        let mut dice_box = DiceBox::new(record.seed);
        dice_box.rng.set_word_pos(u128::from(record.position));
        dice_box.log = record.log;
        Ok(dice_box)
    }
}

impl From<DiceBox> for DiceBoxRecord {
    fn from(b: DiceBox) -> Self {
        DiceBoxRecord {
            seed: b.seed,
            position: b.position(),
            log: b.log,
        }
    }
}

/// The result of throwing a Reisswitz die: the deciding face and any blanks before it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReisswitzThrow {
    /// Which die.
    pub die: DieId,
    /// How it was read.
    pub reading: DieReading,
    /// The face that counts.
    pub face: Face,
    /// What that face shows in close combat.
    pub combat: CombatFace,
    /// Blank faces thrown before it (only when read by the circle).
    pub thrown_again: Vec<Face>,
    /// The log entries of this throw, the blanks first.
    pub sequences: Vec<u64>,
}

impl DiceBox {
    /// A fresh dice box with an empty log.
    pub fn new(seed: u64) -> Self {
        let mut key = [0u8; 32];
        for (slot, byte) in key.iter_mut().zip(seed.to_le_bytes()) {
            *slot = byte;
        }
        DiceBox {
            seed,
            rng: ChaCha12Rng::from_seed(key),
            log: ThrowLog::new(),
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
    pub fn log(&self) -> &ThrowLog {
        &self.log
    }

    fn draw_face(&mut self) -> Result<Face> {
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
        Err(RulesError::Ruleset(
            "dice box: the generator gave no usable number".into(),
        ))
    }

    fn generated_entry(&mut self, die: DieKind, purpose: &str) -> Result<ThrowEntry> {
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
    pub fn throw_die(&mut self, die: DieKind, purpose: &str) -> Result<ThrowEntry> {
        let entry = self.generated_entry(die, purpose)?;
        let sequence = self.log.append(entry.clone());
        Ok(ThrowEntry { sequence, ..entry })
    }

    /// Throws a plain six-sided die once and logs it.
    pub fn throw_d6(&mut self, purpose: &str) -> Result<Face> {
        self.throw_die(DieKind::D6, purpose).map(|e| e.face)
    }

    /// Throws a Reisswitz die and logs every throw. Read by the circle, a blank face is thrown
    /// again until a circle shows ("The Dice"); read by the face, the first face counts.
    ///
    /// Refuses, before throwing, a die whose faces in `rules` are all blank.
    pub fn throw_reisswitz(
        &mut self,
        rules: &Ruleset,
        die: DieId,
        reading: DieReading,
        purpose: &str,
    ) -> Result<ReisswitzThrow> {
        let faces = &rules.dice.die(die)?.faces;
        if reading == DieReading::Circle && faces.iter().all(|f| f.circle == Circle::Again) {
            return Err(RulesError::NotInTable(format!(
                "a decision on Die {die}: every face is blank"
            )));
        }
        let mut thrown_again = Vec::new();
        let mut sequences = Vec::new();
        let mut rethrow_of = None;
        for _ in 0..=MAX_THROWS_AGAIN {
            let mut entry = self.generated_entry(DieKind::Reisswitz(die), purpose)?;
            let combat = rules.dice.face(die, entry.face)?;
            let again = reading == DieReading::Circle && combat.circle == Circle::Again;
            entry.thrown_again = again;
            entry.rethrow_of = rethrow_of;
            let face = entry.face;
            let sequence = self.log.append(entry);
            sequences.push(sequence);
            if !again {
                return Ok(ReisswitzThrow {
                    die,
                    reading,
                    face,
                    combat,
                    thrown_again,
                    sequences,
                });
            }
            thrown_again.push(face);
            rethrow_of = Some(sequence);
        }
        Err(RulesError::Ruleset(format!(
            "dice box: Die {die} showed a blank face {MAX_THROWS_AGAIN} times running"
        )))
    }

    /// Records a face thrown with a physical die and typed in by the umpire; refuses a face
    /// outside 1–6. The generator is not touched.
    pub fn record_physical(
        &mut self,
        die: DieKind,
        face: i64,
        purpose: &str,
    ) -> Result<ThrowEntry> {
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
    pub fn record_physical_rethrow(&mut self, of: u64, face: i64) -> Result<ThrowEntry> {
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
    pub fn replay(seed: u64, log: &ThrowLog) -> Result<DiceBox> {
        log.validate()?;
        let mut dice_box = DiceBox::new(seed);
        for entry in log.entries() {
            if entry.position_before != dice_box.position() {
                return Err(RulesError::Ruleset(format!(
                    "replay: throw {} was made at position {}, the box is at {}",
                    entry.sequence,
                    entry.position_before,
                    dice_box.position()
                )));
            }
            if entry.source == ThrowSource::Generator {
                let face = dice_box.draw_face()?;
                if face != entry.face {
                    return Err(RulesError::Ruleset(format!(
                        "replay: throw {} shows {} in the log but {face} from seed {seed}",
                        entry.sequence, entry.face
                    )));
                }
            }
            dice_box.log.append(entry.clone());
        }
        Ok(dice_box)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> Ruleset {
        match Ruleset::reisswitz_1815() {
            Ok(r) => r,
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn acceptance_zone_is_a_multiple_of_six() {
        assert_eq!(ACCEPT_BELOW % 6, 0);
        assert!(u64::from(u32::MAX) + 1 - u64::from(ACCEPT_BELOW) < 6);
    }

    #[test]
    fn blanks_are_thrown_again_and_linked() {
        let r = rules();
        let mut b = DiceBox::new(7);
        for _ in 0..200 {
            let t = b.throw_reisswitz(&r, DieId::IV, DieReading::Circle, "melee");
            let t = match t {
                Ok(t) => t,
                Err(e) => panic!("{e}"),
            };
            assert_ne!(t.combat.circle, Circle::Again);
            assert_eq!(t.sequences.len(), t.thrown_again.len() + 1);
            for f in &t.thrown_again {
                assert!(f.number() <= 2, "Die IV is blank on faces 1 and 2 only");
            }
        }
        assert!(b.log().entries().iter().any(|e| e.thrown_again));
        assert!(b.log().validate().is_ok());
    }

    #[test]
    fn face_reading_keeps_blanks() {
        let r = rules();
        let mut b = DiceBox::new(3);
        for _ in 0..100 {
            if let Ok(t) = b.throw_reisswitz(&r, DieId::IV, DieReading::Face, "fire") {
                assert!(t.thrown_again.is_empty());
            }
        }
        assert_eq!(b.log().len(), 100);
    }

    #[test]
    fn physical_faces_are_checked_and_do_not_move_the_generator() {
        let mut b = DiceBox::new(1);
        assert!(b.record_physical(DieKind::D6, 0, "x").is_err());
        assert!(b.record_physical(DieKind::D6, 7, "x").is_err());
        assert!(b.log().is_empty());
        let e = b.record_physical(DieKind::Reisswitz(DieId::V), 1, "melee");
        assert_eq!(e.map(|e| e.sequence), Ok(1));
        let again = b.record_physical_rethrow(1, 4);
        assert_eq!(again.map(|e| (e.sequence, e.rethrow_of)), Ok((2, Some(1))));
        assert!(
            b.record_physical_rethrow(1, 4).is_err(),
            "a blank is thrown again once"
        );
        assert!(b.record_physical_rethrow(9, 4).is_err());
        assert_eq!(b.position(), 0);
        assert!(b.log().validate().is_ok());
    }

    #[test]
    fn an_all_blank_die_is_refused_not_looped() {
        let mut r = rules();
        for i in 0..6 {
            r.dice.dice[3].faces[i] = CombatFace {
                circle: Circle::Again,
                letter: None,
                flame: false,
            };
        }
        let mut b = DiceBox::new(1);
        assert!(
            b.throw_reisswitz(&r, DieId::IV, DieReading::Circle, "melee")
                .is_err()
        );
        assert!(b.log().is_empty());
    }

    #[test]
    fn a_tampered_log_does_not_replay() {
        let mut b = DiceBox::new(11);
        for _ in 0..5 {
            let _ = b.throw_d6("test");
        }
        let mut entries: Vec<ThrowEntry> = b.log().entries().to_vec();
        entries[2].face = Face::ALL[(entries[2].face.index() + 1) % 6];
        let log = ThrowLog::try_from(entries);
        assert!(log.is_ok_and(|log| DiceBox::replay(11, &log).is_err()));
    }

    #[test]
    fn absurd_saved_positions_are_refused() {
        let text = format!(r#"{{"seed":1,"position":{},"log":[]}}"#, MAX_POSITION + 1);
        assert!(serde_json::from_str::<DiceBox>(&text).is_err());
        let text = format!(r#"{{"seed":1,"position":{MAX_POSITION},"log":[]}}"#);
        let mut b = serde_json::from_str::<DiceBox>(&text).map_err(|e| e.to_string());
        assert!(
            b.as_mut()
                .map(|b| b.throw_d6("x").is_err())
                .unwrap_or(false)
        );
    }
}
