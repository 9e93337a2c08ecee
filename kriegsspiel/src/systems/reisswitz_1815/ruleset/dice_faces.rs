//! The printed close-combat faces of the five dice, as data ("The Dice"; reference §5).

use crate::citation::Citation;
use crate::dice::Face;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::DieId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which side a close-combat face beats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Circle {
    /// `A`: the side the odds favour is beaten (with equal odds, the attacker).
    A,
    /// `O`: the other side is beaten.
    O,
    /// A blank face: throw again.
    #[serde(rename = "again")]
    Again,
}

/// How badly the beaten side is beaten (Section 4, "The Outcome").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum DefeatLetter {
    /// Repulsed.
    R,
    /// Defeated.
    D,
    /// Totally defeated.
    T,
}

impl DefeatLetter {
    /// The letter's meaning in words.
    pub fn word(self) -> &'static str {
        match self {
            DefeatLetter::R => "repulsed",
            DefeatLetter::D => "defeated",
            DefeatLetter::T => "totally defeated",
        }
    }
    /// One step worse (R → D → T; T stays T), as when beaten infantry retreats at 500 paces
    /// (Section 4; reference §1 "Retreats").
    pub fn worse(self) -> DefeatLetter {
        match self {
            DefeatLetter::R => DefeatLetter::D,
            DefeatLetter::D | DefeatLetter::T => DefeatLetter::T,
        }
    }
}

impl fmt::Display for DefeatLetter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DefeatLetter::R => "R",
            DefeatLetter::D => "D",
            DefeatLetter::T => "T",
        })
    }
}

/// One face of a die as printed: the circle, the letter and the flame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatFace {
    /// Which side is beaten, or throw again.
    pub circle: Circle,
    /// How badly; `None` on a blank face.
    #[serde(default)]
    pub letter: Option<DefeatLetter>,
    /// Whether the face carries a flame.
    #[serde(default)]
    pub flame: bool,
}

/// One die's six faces.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DieFaces {
    /// Which die.
    pub id: DieId,
    /// The odds as printed ("1:1" … "4:1").
    pub odds: String,
    /// Faces 1 to 6 in order.
    pub faces: Vec<CombatFace>,
}

/// Loser's losses for one letter, in loss points.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct LetterLosses {
    /// Per infantry half battalion.
    pub per_half_battalion: f64,
    /// Per squadron.
    pub per_squadron: f64,
}

/// Loser's losses for R, D and T.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LossesByLetter {
    /// Where the figures come from.
    pub source: Citation,
    /// Repulsed.
    #[serde(rename = "R")]
    pub r: LetterLosses,
    /// Defeated.
    #[serde(rename = "D")]
    pub d: LetterLosses,
    /// Totally defeated.
    #[serde(rename = "T")]
    pub t: LetterLosses,
}

impl LossesByLetter {
    /// The losses for a letter.
    pub fn for_letter(&self, letter: DefeatLetter) -> LetterLosses {
        match letter {
            DefeatLetter::R => self.r,
            DefeatLetter::D => self.d,
            DefeatLetter::T => self.t,
        }
    }
}

/// The close-combat faces of all five dice and the losses by letter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DiceRules {
    /// Where the faces come from.
    pub source: Citation,
    /// The five dice, I to V.
    #[serde(rename = "die")]
    pub dice: Vec<DieFaces>,
    /// Loser's losses by letter.
    pub losses: LossesByLetter,
}

impl DiceRules {
    /// The faces of one die.
    pub fn die(&self, id: DieId) -> Result<&DieFaces> {
        self.dice
            .iter()
            .find(|d| d.id == id)
            .ok_or_else(|| RulesError::missing("the dice", format!("die {id}")))
    }

    /// What one face of one die shows.
    pub fn face(&self, id: DieId, face: Face) -> Result<CombatFace> {
        self.die(id)?
            .faces
            .get(face.index())
            .copied()
            .ok_or_else(|| RulesError::missing(format!("die {id}"), format!("face {face}")))
    }

    /// Checks the shape: five dice I–V, six faces each, a letter on every face but blanks.
    pub fn validate(&self) -> Result<()> {
        for &id in DieId::ALL {
            let die = self.die(id)?;
            if die.faces.len() != 6 {
                return Err(RulesError::bad_table(
                    format!("die {id}"),
                    format!("{} faces, not 6", die.faces.len()),
                ));
            }
            for (i, f) in die.faces.iter().enumerate() {
                let blank = f.circle == Circle::Again;
                if blank == f.letter.is_some() {
                    return Err(RulesError::bad_table(
                        format!("die {id} face {}", i + 1),
                        "a blank face has no letter, every other face has one",
                    ));
                }
            }
        }
        Ok(())
    }
}
