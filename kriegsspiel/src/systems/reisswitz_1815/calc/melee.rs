//! Applying a thrown face to a melee: who is beaten, how badly, the losses on both sides,
//! recovery, retreat and pursuit (Section 4 — Using the Close Combat Table and after;
//! reference §1, §5–§6).
//!
//! The printed letter is adjusted by the draft's special rules, in this order (each one is
//! listed in the answer with its section):
//!
//! 1. cavalry beaten by infantry counts only as repulsed;
//! 2. infantry beaten by cavalry is totally defeated (option `infantry_beaten_by_cavalry`:
//!    or one step worse than the die);
//! 3. an infantry line beaten by infantry is at least defeated;
//! 4. mass columns beaten when attacking a line go one step worse (R → D, D → T);
//! 5. "only repulsed, whatever the die": a beaten side with a qualifying second line (not for
//!    infantry beaten by cavalry), close order defending a defile, infantry and cavalry
//!    fighting together.
//!
//! Losses follow the adjusted letter ("the losses suffered will be in the same proportion").

use super::melee_letter::adjust_letter;
use super::melee_party::MeleeParty;
use super::{CombatArm, CombatStep};
use crate::error::{Result, RulesError};
use crate::figures::counted;
use crate::systems::reisswitz_1815::dice::{DieId, Face};
use crate::systems::reisswitz_1815::ruleset::{
    CavalryWinnerLosses, Circle, CombatFace, CombatSide, DefeatLetter, ExactFraction,
    LoserLossesUnit, PursuitArm, RecoveryMoves, Ruleset,
};
use serde::{Deserialize, Serialize};

/// The melee and the face thrown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeInput {
    /// The die the worksheet chose.
    pub die: DieId,
    /// The side the die favours ("A" on the faces; with equal odds the attacker).
    pub favoured: CombatSide,
    /// The face thrown.
    pub face: Face,
    /// The attacking party.
    pub attacker: MeleeParty,
    /// The defending party.
    pub defender: MeleeParty,
    /// A bayonet attack in woods (losses a quarter).
    #[serde(default)]
    pub in_woods: bool,
}

/// What a decided melee comes to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MeleeDecision {
    /// The side that won.
    pub winner: CombatSide,
    /// The side beaten.
    pub beaten: CombatSide,
    /// The letter on the face.
    pub printed_letter: DefeatLetter,
    /// The letter after the special rules.
    pub letter: DefeatLetter,
    /// Loser's loss points per block (per two skirmish blocks for skirmishers).
    pub loser_losses_per_block: f64,
    /// Loser's loss points in all.
    pub loser_losses: f64,
    /// Winner's loss points in all.
    pub winner_losses: f64,
    /// Moves before the beaten side can defend and attack again.
    pub recovery: RecoveryMoves,
    /// Blocks turned face down.
    pub blocks_turned: u32,
    /// The beaten side's retreat.
    pub retreat: String,
    /// The winner's pursuit.
    pub pursuit: String,
}

/// The result of one throw.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MeleeResult {
    /// A blank face: throw again.
    ThrowAgain,
    /// The melee is decided.
    Decided(MeleeDecision),
}

/// A face applied to a melee, with every step explained.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MeleeOutcome {
    /// The face thrown.
    pub face: Face,
    /// What the face shows.
    pub printed: CombatFace,
    /// The result.
    pub result: MeleeResult,
    /// Each step, explained and cited.
    pub steps: Vec<CombatStep>,
}

impl MeleeOutcome {
    /// Applies `input.face` of `input.die` to the melee.
    pub fn resolve(rules: &Ruleset, input: &MeleeInput) -> Result<Self> {
        check_blocks_engaged(input)?;
        let printed = rules.dice.face(input.die, input.face)?;
        let mut steps = Vec::new();
        let Some((beaten, printed_letter)) = read_face(rules, input, printed, &mut steps) else {
            return Ok(MeleeOutcome {
                face: input.face,
                printed,
                result: MeleeResult::ThrowAgain,
                steps,
            });
        };
        let winner = beaten.other();
        let (loser, victor) = match beaten {
            CombatSide::Attacker => (&input.attacker, &input.defender),
            CombatSide::Defender => (&input.defender, &input.attacker),
        };
        let letter = adjust_letter(rules, printed_letter, beaten, loser, victor, &mut steps);

        // Loser's losses.
        let (per_block, loser_losses) =
            loser_losses(rules, loser, letter, input.in_woods, &mut steps);

        let winner_losses = winner_losses(
            rules,
            winner,
            victor,
            loser,
            letter,
            loser_losses,
            &mut steps,
        )?;

        // Recovery and blocks.
        let (recovery, blocks_turned) =
            recovery_and_blocks_turned(rules, loser, letter, &mut steps);
        let (retreat, pursuit) = retreat_and_pursuit(rules, loser, victor, letter, &mut steps);

        let decision = MeleeDecision {
            winner,
            beaten,
            printed_letter,
            letter,
            loser_losses_per_block: per_block,
            loser_losses,
            winner_losses,
            recovery,
            blocks_turned,
            retreat,
            pursuit,
        };
        Ok(MeleeOutcome {
            face: input.face,
            printed,
            result: MeleeResult::Decided(decision),
            steps,
        })
    }

    /// The outcome as text, one step per line.
    pub fn explain(&self) -> String {
        self.steps
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Refuses a party with no blocks engaged.
fn check_blocks_engaged(input: &MeleeInput) -> Result<()> {
    for (party, who) in [(&input.attacker, "attacker"), (&input.defender, "defender")] {
        if party.blocks == 0 {
            return Err(RulesError::OutOfRange {
                what: "blocks engaged",
                value: format!("{who} 0"),
                allowed: "1 or more".into(),
            });
        }
    }
    Ok(())
}

/// Reads the printed face: the side its circle beats and the letter printed, noted in the
/// working; `None` (noted as "throw again") on a blank face.
fn read_face(
    rules: &Ruleset,
    input: &MeleeInput,
    printed: CombatFace,
    steps: &mut Vec<CombatStep>,
) -> Option<(CombatSide, DefeatLetter)> {
    let flame = if printed.flame { ", with a flame" } else { "" };
    let (beaten, printed_letter) = match (printed.circle, printed.letter) {
        (Circle::A, Some(l)) => (input.favoured, l),
        (Circle::O, Some(l)) => (input.favoured.other(), l),
        _ => {
            steps.push(CombatStep::note(
                "Face",
                format!(
                    "face {} of Die {} is blank: throw again",
                    input.face, input.die
                ),
                &rules.dice.source,
            ));
            return None;
        }
    };
    let circle = if printed.circle == Circle::A {
        "A (the favoured side)"
    } else {
        "O (the other side)"
    };
    steps.push(CombatStep::note(
        "Face",
        format!(
            "face {} of Die {}: circle {circle}, letter {printed_letter}{flame}; the {} was favoured, so the {beaten} is {}",
            input.face,
            input.die,
            input.favoured,
            printed_letter.word()
        ),
        &rules.dice.source,
    ));
    Some((beaten, printed_letter))
}

/// The beaten side's losses after the adjusted letter: the figure per block of its arm (under
/// option `loser_losses_unit` for infantry) and the total, cut for a bayonet attack in woods.
fn loser_losses(
    rules: &Ruleset,
    loser: &MeleeParty,
    letter: DefeatLetter,
    in_woods: bool,
    steps: &mut Vec<CombatStep>,
) -> (f64, f64) {
    let by_letter = rules.dice.losses.for_letter(letter);
    let blocks = f64::from(loser.blocks);
    let (per_block, mut loser_losses, unit) = match loser.arm {
        CombatArm::Infantry => match rules.options.loser_losses_unit {
            // 'The Dice', L180; L1243, L1267: the figure is per half battalion.
            LoserLossesUnit::HalfBattalion => (
                by_letter.per_half_battalion,
                by_letter.per_half_battalion * blocks,
                "per half battalion (option loser_losses_unit = half_battalion)",
            ),
            // The summary box, L2338, and the losses box, L3655: per battalion, two blocks.
            LoserLossesUnit::Battalion => (
                by_letter.per_half_battalion,
                by_letter.per_half_battalion * blocks / 2.0,
                "per battalion of two half-battalion blocks (option loser_losses_unit = battalion)",
            ),
        },
        CombatArm::Skirmishers => (
            by_letter.per_half_battalion,
            by_letter.per_half_battalion * blocks / 2.0,
            "per two skirmish blocks",
        ),
        CombatArm::LightCavalry | CombatArm::HeavyCavalry => (
            by_letter.per_squadron,
            by_letter.per_squadron * blocks,
            "per squadron",
        ),
        CombatArm::Artillery => (0.0, 0.0, "none: the beaten battery is taken"),
    };
    let outcome = &rules.combat.outcome;
    let woods = if in_woods {
        loser_losses *= outcome.woods_loss_fraction.value();
        format!(
            ", times {} for a bayonet attack in woods",
            outcome.woods_loss_fraction
        )
    } else {
        String::new()
    };
    steps.push(CombatStep::note(
        "Loser's losses",
        format!(
            "{letter}: {per_block} points {unit}; {}{woods}: {loser_losses} points",
            counted(loser.blocks, loser.arm.block_word())
        ),
        &rules.dice.losses.source,
    ));
    (per_block, loser_losses)
}

/// The moves before the beaten side can defend and attack again (under option
/// `recovery_times`), and how many of its blocks are turned face down.
fn recovery_and_blocks_turned(
    rules: &Ruleset,
    loser: &MeleeParty,
    letter: DefeatLetter,
    steps: &mut Vec<CombatStep>,
) -> (RecoveryMoves, u32) {
    let outcome = &rules.combat.outcome;
    let recovery_table = outcome.recovery.under(rules.options.recovery_times);
    let recovery = recovery_table.moves.get(letter);
    let blocks_turned = outcome.blocks_turned.get(letter).min(loser.blocks);
    steps.push(CombatStep::note(
        "Recovery",
        format!(
            "{}: can defend after {} moves, attack after {}; turn {} face down",
            letter.word(),
            recovery.defend,
            recovery.attack,
            counted(blocks_turned, "block")
        ),
        &recovery_table.source,
    ));
    (recovery, blocks_turned)
}

/// The beaten side's retreat and the winner's pursuit, each noted in the working.
fn retreat_and_pursuit(
    rules: &Ruleset,
    loser: &MeleeParty,
    victor: &MeleeParty,
    letter: DefeatLetter,
    steps: &mut Vec<CombatStep>,
) -> (String, String) {
    let retreat = retreat_text(rules, loser, letter);
    let retreat_source = if loser.arm.is_cavalry() {
        &rules.movement.retreats.cavalry_source
    } else {
        &rules.movement.retreats.infantry_source
    };
    steps.push(CombatStep::note("Retreat", retreat.clone(), retreat_source));
    let pursuit = pursuit_text(rules, victor);
    steps.push(CombatStep::note(
        "Pursuit",
        pursuit.clone(),
        &rules.movement.pursuit.source,
    ));
    (retreat, pursuit)
}

fn winner_losses(
    rules: &Ruleset,
    winner: CombatSide,
    victor: &MeleeParty,
    loser: &MeleeParty,
    letter: DefeatLetter,
    loser_losses: f64,
    steps: &mut Vec<CombatStep>,
) -> Result<f64> {
    let outcome = &rules.combat.outcome;
    let fixed = &outcome.winner;
    let blocks = f64::from(victor.blocks);
    let all_arms = rules.options.cavalry_winner_losses == CavalryWinnerLosses::TableNoteAllArms;
    let (losses, detail, source) = if victor.arm.is_cavalry() && loser.arm == CombatArm::Infantry {
        let l = fixed.cavalry_v_infantry_per_squadron * blocks;
        (
            l,
            format!(
                "cavalry charging close-order infantry loses {} points per squadron whether it wins or not: {}, {l} points",
                fixed.cavalry_v_infantry_per_squadron,
                counted(victor.blocks, "squadron")
            ),
            fixed.source.clone(),
        )
    } else if victor.arm.is_cavalry() || (all_arms && victor.arm.is_infantry()) {
        let reading = match rules.options.cavalry_winner_losses {
            CavalryWinnerLosses::TableNote | CavalryWinnerLosses::TableNoteAllArms => {
                &outcome.cavalry_winner.table_note
            }
            CavalryWinnerLosses::HalfAlways => &outcome.cavalry_winner.half_always,
        };
        let share: ExactFraction = reading.share.get(letter);
        let l = loser_losses * share.value();
        let who = if victor.arm.is_cavalry() {
            "victorious cavalry"
        } else {
            "the winner (option cavalry_winner_losses = table_note_all_arms: the notes name no arm)"
        };
        (
            l,
            format!(
                "{who} loses {share} of the loser's {loser_losses} points after {letter}: {l} points"
            ),
            reading.source.clone(),
        )
    } else if victor.arm.is_infantry() && winner == CombatSide::Defender {
        let (per, unit) = if victor.arm == CombatArm::Infantry {
            (fixed.defender_per_half_battalion, "half-battalion block")
        } else {
            (fixed.defender_per_skirmish_block, "skirmish block")
        };
        let l = per * blocks;
        (
            l,
            format!(
                "successful defenders lose {per} points per {unit}: {}, {l} points",
                counted(victor.blocks, "block")
            ),
            fixed.source.clone(),
        )
    } else if victor.arm.is_infantry() {
        (
            0.0,
            "victorious attacking infantry loses only what the defenders' fire cost it on the approach (see the fire tables)".to_string(),
            fixed.source.clone(),
        )
    } else {
        (
            0.0,
            "the draft gives no melee losses for victorious artillery".to_string(),
            fixed.source.clone(),
        )
    };
    steps.push(CombatStep::note("Winner's losses", detail, &source));
    Ok(losses)
}

fn retreat_text(rules: &Ruleset, loser: &MeleeParty, letter: DefeatLetter) -> String {
    let r = &rules.movement.retreats;
    match loser.arm {
        CombatArm::Infantry => format!(
            "retreats {} paces a move; it may go {} but is then {} ({}); canister with good effect or cavalry catching it before its reserve also make it one step worse",
            r.infantry_paces,
            r.infantry_fast_paces,
            letter.worse().word(),
            letter.worse()
        ),
        CombatArm::Skirmishers => format!(
            "beaten skirmishers may go {} paces a move for {} moves without penalty",
            r.skirmisher_paces, r.skirmisher_turns_without_penalty
        ),
        CombatArm::LightCavalry | CombatArm::HeavyCavalry => {
            let whither = if loser.second_line {
                "retires behind its second line next move".to_string()
            } else {
                format!(
                    "retreats {} paces directly to the rear next move",
                    r.cavalry_without_second_line_paces
                )
            };
            format!(
                "{whither}; at the gallop for the first {} moves, then at the trot (going faster makes it one step worse)",
                r.cavalry_gallop_turns
            )
        }
        CombatArm::Artillery => {
            "the battery is taken; it needs about 20 minutes and an escort to be moved off"
                .to_string()
        }
    }
}

fn pursuit_text(rules: &Ruleset, victor: &MeleeParty) -> String {
    let p = &rules.movement.pursuit;
    let schedule = |arm: PursuitArm| {
        p.moves
            .iter()
            .map(|m| {
                let paces = match arm {
                    PursuitArm::Light => m.light_paces,
                    PursuitArm::Heavy => m.heavy_paces,
                };
                match paces {
                    Some(n) => format!("move {}: {n}", m.move_after_melee),
                    None => format!("move {}: wait", m.move_after_melee),
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    match victor.arm {
        CombatArm::LightCavalry => {
            format!("light cavalry may pursue — {} paces, the last figure holding after", schedule(PursuitArm::Light))
        }
        CombatArm::HeavyCavalry => {
            format!("heavy cavalry may pursue — {} paces, the last figure holding after", schedule(PursuitArm::Heavy))
        }
        CombatArm::Infantry | CombatArm::Skirmishers => {
            "victorious infantry halts one move for the beaten side to suffer its full losses; following at once, only half follow and inflict half losses".to_string()
        }
        CombatArm::Artillery => "artillery does not pursue".to_string(),
    }
}
