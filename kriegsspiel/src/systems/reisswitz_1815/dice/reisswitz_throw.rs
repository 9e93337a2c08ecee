//! Throwing the Reisswitz dice from the game's dice box: blanks thrown again when a die is read
//! by its circle ("The Dice"; reference §5), and the plain d6 for the umpire's own decisions.

use super::{DieId, DieKind, DieReading, Face};
use crate::dice::DiceBox;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::{Circle, CombatFace, Ruleset};
use serde::Serialize;

/// Blank faces in a row after which a throw is abandoned as broken (a house rule that made
/// nearly every face blank). With five blanks out of six, 1000 in a row has chance below 10^-79.
const MAX_THROWS_AGAIN: usize = 1000;

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

impl DiceBox<DieKind> {
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
            let sequence = self.append(entry);
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
        Err(RulesError::BlankStreak {
            die: die.to_string(),
            throws: MAX_THROWS_AGAIN,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::MAX_POSITION;
    use crate::systems::reisswitz_1815::dice::{ThrowEntry, ThrowLog};

    fn rules() -> Ruleset {
        match Ruleset::reisswitz_1815() {
            Ok(r) => r,
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn acceptance_zone_is_a_multiple_of_six() {
        assert_eq!(crate::dice::ACCEPT_BELOW % 6, 0);
        assert!(u64::from(u32::MAX) + 1 - u64::from(crate::dice::ACCEPT_BELOW) < 6);
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
        assert!(serde_json::from_str::<DiceBox<DieKind>>(&text).is_err());
        let text = format!(r#"{{"seed":1,"position":{MAX_POSITION},"log":[]}}"#);
        let mut b = serde_json::from_str::<DiceBox<DieKind>>(&text).map_err(|e| e.to_string());
        assert!(
            b.as_mut()
                .map(|b| b.throw_d6("x").is_err())
                .unwrap_or(false)
        );
    }
}
