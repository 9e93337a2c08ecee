//! The aftermath of a melee: recovery, blocks turned, winner's losses.

use super::ExactFraction;
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use crate::systems::reisswitz_1815::ruleset::{DefeatLetter, RecoveryTimes};
use serde::{Deserialize, Serialize};

/// A figure for each of R, D and T.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerLetter<T> {
    /// Repulsed.
    #[serde(rename = "R")]
    pub r: T,
    /// Defeated.
    #[serde(rename = "D")]
    pub d: T,
    /// Totally defeated.
    #[serde(rename = "T")]
    pub t: T,
}

impl<T: Copy> PerLetter<T> {
    /// The figure for a letter.
    pub fn get(&self, letter: DefeatLetter) -> T {
        match letter {
            DefeatLetter::R => self.r,
            DefeatLetter::D => self.d,
            DefeatLetter::T => self.t,
        }
    }
}

/// Moves before beaten troops can defend, and attack, again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecoveryMoves {
    /// Moves before they can defend.
    pub defend: u32,
    /// Moves before they can attack.
    pub attack: u32,
}

/// Recovery by letter under one reading of `recovery_times`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecoveryTable {
    /// Where this reading comes from.
    pub source: Citation,
    /// The moves for each letter.
    #[serde(flatten)]
    pub moves: PerLetter<RecoveryMoves>,
}

/// Both readings of the recovery times.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecoveryReadings {
    /// Section 4 (default).
    pub section4: RecoveryTable,
    /// The dice summary box.
    pub dice_summary: RecoveryTable,
}

impl RecoveryReadings {
    /// The table under a reading of `recovery_times`. `dice_summary_then` reads the summary box
    /// with its "& then": the attack wait follows the defence wait (L2342–2344), so troops can
    /// never attack before they may defend (L176, L1261).
    pub fn under(&self, reading: RecoveryTimes) -> RecoveryTable {
        match reading {
            RecoveryTimes::Section4 => self.section4.clone(),
            RecoveryTimes::DiceSummary => self.dice_summary.clone(),
            RecoveryTimes::DiceSummaryThen => {
                let then = |m: RecoveryMoves| RecoveryMoves {
                    defend: m.defend,
                    attack: m.defend.saturating_add(m.attack),
                };
                let moves = self.dice_summary.moves;
                RecoveryTable {
                    source: Citation::new(format!(
                        "{}, read with its '& then': the attack wait follows the defence wait (L2342–2344)",
                        self.dice_summary.source
                    )),
                    moves: PerLetter {
                        r: then(moves.r),
                        d: then(moves.d),
                        t: then(moves.t),
                    },
                }
            }
        }
    }
}

/// Victorious cavalry's share of the loser's losses under one reading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CavalryWinnerShare {
    /// Where this reading comes from.
    pub source: Citation,
    /// The share for each letter.
    #[serde(flatten)]
    pub share: PerLetter<ExactFraction>,
}

/// Both readings of victorious cavalry's losses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CavalryWinnerReadings {
    /// The close-combat table note (default).
    pub table_note: CavalryWinnerShare,
    /// Section 4, half always.
    pub half_always: CavalryWinnerShare,
}

/// The winner's fixed losses (Section 4 — Recording Losses).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WinnerLosses {
    /// Where the figures come from.
    pub source: Citation,
    /// Cavalry charging close-order infantry: per squadron per attack, win or lose.
    pub cavalry_v_infantry_per_squadron: f64,
    /// Successful defenders: per half-battalion block.
    pub defender_per_half_battalion: f64,
    /// Successful defenders: per skirmish block.
    pub defender_per_skirmish_block: f64,
}

/// The aftermath of a melee (Section 4 — Repulsed, Defeated and Totally Defeated Troops;
/// Recording Losses; reference §5). Retreat and pursuit distances are in the movement
/// section ([`crate::systems::reisswitz_1815::ruleset::MovementRules`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OutcomeRules {
    /// Where the figures come from.
    pub source: Citation,
    /// Blocks turned face down (R one, D and T two).
    pub blocks_turned: PerLetter<u32>,
    /// Share of the loser's losses in a bayonet attack in woods (¼).
    pub woods_loss_fraction: ExactFraction,
    /// Recovery times, both readings.
    pub recovery: RecoveryReadings,
    /// Victorious cavalry's share, both readings.
    pub cavalry_winner: CavalryWinnerReadings,
    /// Other winners' losses.
    pub winner: WinnerLosses,
}

impl OutcomeRules {
    /// Checks the shape: shares at most one, finite non-negative losses.
    pub fn validate(&self) -> Result<()> {
        let bad = |why: &str| Err(RulesError::bad_table("melee outcome", why));
        if self.woods_loss_fraction > ExactFraction::new(1, 1)? {
            return bad("the woods share cannot exceed the whole loss");
        }
        for reading in [
            &self.cavalry_winner.table_note,
            &self.cavalry_winner.half_always,
        ] {
            for letter in [DefeatLetter::R, DefeatLetter::D, DefeatLetter::T] {
                if reading.share.get(letter) > ExactFraction::new(1, 1)? {
                    return bad("victorious cavalry cannot lose more than the loser");
                }
            }
        }
        let w = &self.winner;
        for v in [
            w.cavalry_v_infantry_per_squadron,
            w.defender_per_half_battalion,
            w.defender_per_skirmish_block,
        ] {
            if !v.is_finite() || v < 0.0 {
                return bad("winner's losses must be finite, 0 or more");
            }
        }
        Ok(())
    }
}
