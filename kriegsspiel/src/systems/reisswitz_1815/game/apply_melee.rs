//! A melee decided at the table: the die the odds worksheet chose is thrown (or a physical
//! throw recorded), the face is read by the close-combat rules, and the result is applied to
//! the units engaged — losses on both sides on the casualty pins, the beaten side marked
//! repulsed, defeated or totally defeated with its blocks turned and its recovery counted
//! (Section 4 — Using the Close Combat Table; reference §5–§6).

use super::apply_admin::check_text;
use super::apply_losses::{MAX_REASON_CHARS, split_points};
use super::command_dispatch::settle;
use super::event::Event;
use super::game_error::GameError;
use super::game_state::GameState;
use super::marker::Marker;
use super::melee_setup::MeleeSetup;
use super::refusal::Refusal;
use crate::error::RulesError;
use crate::systems::reisswitz_1815::army::{Footprint, UnitId};
use crate::systems::reisswitz_1815::calc::{MeleeDecision, MeleeInput, MeleeOutcome, MeleeResult};
use crate::systems::reisswitz_1815::dice::{DieKind, Face};
use crate::systems::reisswitz_1815::ruleset::CombatSide;
use geo::{Distance, Euclidean, LineString, Polygon};
use std::collections::BTreeSet;

/// Blocks farther apart than this many paces are not in contact. The draft has the blocks
/// meet; the workbench allows a few paces for blocks placed by hand on a scanned map.
pub const CONTACT_PACES: f64 = 5.0;
/// The most units on one side of a melee.
pub const MAX_MELEE_UNITS: usize = 60;
/// Blank faces thrown again before the workbench gives up (a die with a few blanks never gets
/// near this).
const MAX_BLANK_THROWS: usize = 100;

/// The least distance between any block of `a` and any block of `b`, paces.
pub fn footprint_gap(a: &Footprint, b: &Footprint) -> f64 {
    let polygon = |corners: [geo::Coord<f64>; 4]| {
        Polygon::new(LineString::from(corners.to_vec()), Vec::new())
    };
    let mut best = f64::INFINITY;
    for x in a.main_blocks() {
        let px = polygon(x.corners());
        for y in b.main_blocks() {
            best = best.min(Euclidean.distance(&px, &polygon(y.corners())));
        }
    }
    best
}

impl GameState {
    /// Checks the two groups: known, on the map, one side against the other, no unit twice.
    fn check_melee_groups(&self, setup: &MeleeSetup<'_>) -> Result<(), GameError> {
        let mut seen = BTreeSet::new();
        let mut sides = [None, None];
        for (group, ids) in [setup.attackers, setup.defenders].iter().enumerate() {
            if ids.is_empty() || ids.len() > MAX_MELEE_UNITS {
                return Err(RulesError::OutOfRange {
                    what: if group == 0 {
                        "attacking units"
                    } else {
                        "defending units"
                    },
                    value: ids.len().to_string(),
                    allowed: format!("1 to {MAX_MELEE_UNITS}"),
                }
                .into());
            }
            for id in *ids {
                let (unit, _, _) = self.placed(id)?;
                if !seen.insert(id.clone()) {
                    return Err(GameError::Unsuitable {
                        unit: id.clone(),
                        reason: "it is named twice in the melee".into(),
                    });
                }
                match sides[group] {
                    None => sides[group] = Some(unit.side),
                    Some(side) if side != unit.side => {
                        return Err(GameError::Unsuitable {
                            unit: id.clone(),
                            reason: format!(
                                "it is {}, but the rest of its group is {side}",
                                unit.side
                            ),
                        });
                    }
                    Some(_) => {}
                }
            }
        }
        if sides[0] == sides[1] {
            return Err(GameError::Unsuitable {
                unit: setup.defenders[0].clone(),
                reason: "attackers and defenders are of the same side".into(),
            });
        }
        Ok(())
    }

    /// The gap between two groups' nearest blocks, paces (infinite when a group is empty).
    pub fn melee_gap(&self, attackers: &[UnitId], defenders: &[UnitId]) -> Result<f64, GameError> {
        let prints = |ids: &[UnitId]| -> Result<Vec<Footprint>, GameError> {
            ids.iter()
                .map(|id| {
                    self.footprint(id)?
                        .ok_or_else(|| GameError::NotOnMap(id.clone()))
                })
                .collect()
        };
        let (a, d) = (prints(attackers)?, prints(defenders)?);
        let mut gap = f64::INFINITY;
        for x in &a {
            for y in &d {
                gap = gap.min(footprint_gap(x, y));
            }
        }
        Ok(gap)
    }

    /// Each unit's main blocks on the map, as weights for sharing losses.
    fn block_weights(&self, ids: &[UnitId]) -> Result<Vec<u32>, GameError> {
        ids.iter()
            .map(|id| {
                let blocks = self.footprint(id)?.map_or(0, |f| f.main_blocks().count());
                Ok(u32::try_from(blocks).unwrap_or(u32::MAX).max(1))
            })
            .collect()
    }

    /// Decides the melee and applies its result.
    pub(super) fn resolve_melee(
        &mut self,
        setup: &MeleeSetup<'_>,
    ) -> Result<Vec<Event>, GameError> {
        let mut events = self.melee_refusals_settled(setup)?;
        let purpose = format!(
            "melee: {} against {}",
            names(setup.attackers),
            names(setup.defenders)
        );
        let Some(outcome) = self.throw_melee_die(setup, &purpose, &mut events)? else {
            return Ok(events);
        };
        let MeleeResult::Decided(decision) = &outcome.result else {
            return Ok(events);
        };
        let (winners, losers) = match decision.winner {
            CombatSide::Attacker => (setup.attackers, setup.defenders),
            CombatSide::Defender => (setup.defenders, setup.attackers),
        };
        events.push(melee_decided_event(setup, &outcome, decision));
        self.share_melee_losses(winners, losers, decision, &purpose, &mut events)?;
        self.mark_losers_beaten(losers, decision, &mut events)?;
        Ok(events)
    }

    /// Checks the groups and gathers what would refuse the melee (blocks not in contact, an
    /// attack a defender declined); the event of the umpire's override, if one was needed.
    fn melee_refusals_settled(&self, setup: &MeleeSetup<'_>) -> Result<Vec<Event>, GameError> {
        self.check_melee_groups(setup)?;
        let gap = self.melee_gap(setup.attackers, setup.defenders)?;
        let mut refusals = Vec::new();
        if gap > CONTACT_PACES {
            refusals.push(Refusal::NotInContact { gap });
        }
        refusals.extend(self.declined_attack_refusals(setup.attackers, setup.defenders));
        if let Some(reason) = setup.override_reason {
            check_text("override reason", reason, MAX_REASON_CHARS)?;
        }
        Ok(settle(refusals, setup.override_reason)?
            .into_iter()
            .collect())
    }

    /// Throws the melee's die, or records the umpire's physical throw, and reads the face. A
    /// blank physical face is recorded as "throw again" and gives `None`; the game's own die is
    /// thrown again on a blank, up to [`MAX_BLANK_THROWS`] times.
    fn throw_melee_die(
        &mut self,
        setup: &MeleeSetup<'_>,
        purpose: &str,
        events: &mut Vec<Event>,
    ) -> Result<Option<MeleeOutcome>, GameError> {
        match setup.face {
            Some(number) => {
                let entry = self.dice_mut().record_physical(
                    DieKind::Reisswitz(setup.die),
                    number,
                    purpose,
                )?;
                let face = entry.face;
                events.push(Event::DieThrown {
                    entries: vec![entry],
                });
                let outcome = MeleeOutcome::resolve(self.ruleset(), &melee_input(setup, face))?;
                if matches!(outcome.result, MeleeResult::ThrowAgain) {
                    events.push(Event::MeleeThrowAgain {
                        face: face.number(),
                    });
                    return Ok(None);
                }
                Ok(Some(outcome))
            }
            None => {
                let mut decided = None;
                for _ in 0..MAX_BLANK_THROWS {
                    let entry = self
                        .dice_mut()
                        .throw_die(DieKind::Reisswitz(setup.die), purpose)?;
                    let face = entry.face;
                    events.push(Event::DieThrown {
                        entries: vec![entry],
                    });
                    let outcome = MeleeOutcome::resolve(self.ruleset(), &melee_input(setup, face))?;
                    if !matches!(outcome.result, MeleeResult::ThrowAgain) {
                        decided = Some(outcome);
                        break;
                    }
                }
                Ok(Some(decided.ok_or_else(|| RulesError::BlankStreak {
                    die: setup.die.roman().to_string(),
                    throws: MAX_BLANK_THROWS,
                })?))
            }
        }
    }

    /// Puts each side's losses on its units' casualty pins, shared by their blocks on the map.
    fn share_melee_losses(
        &mut self,
        winners: &[UnitId],
        losers: &[UnitId],
        decision: &MeleeDecision,
        purpose: &str,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        for (ids, total, whose) in [
            (losers, decision.loser_losses, "beaten"),
            (winners, decision.winner_losses, "winning"),
        ] {
            if total <= 0.0 {
                continue;
            }
            let shares = split_points(total, &self.block_weights(ids)?)?;
            for (id, points) in ids.iter().zip(shares) {
                if points > 0.0 {
                    events.extend(self.record_losses(
                        id,
                        None,
                        points,
                        &format!("{whose} side's losses in the {purpose}"),
                    )?);
                }
            }
        }
        Ok(())
    }

    /// Marks each beaten unit still on the map with the letter it was beaten by.
    fn mark_losers_beaten(
        &mut self,
        losers: &[UnitId],
        decision: &MeleeDecision,
        events: &mut Vec<Event>,
    ) -> Result<(), GameError> {
        for id in losers {
            // A unit whose last block went in the losses is off the map already.
            if self.unit(id)?.1.placement.is_some() {
                events.extend(self.set_marker(
                    id,
                    Marker::Beaten {
                        letter: decision.letter,
                    },
                )?);
            }
        }
        Ok(())
    }
}

/// The melee as the close-combat rules read it, with the face thrown.
fn melee_input(setup: &MeleeSetup<'_>, face: Face) -> MeleeInput {
    MeleeInput {
        die: setup.die,
        favoured: setup.favoured,
        face,
        attacker: setup.attacker,
        defender: setup.defender,
        in_woods: setup.in_woods,
    }
}

/// The journal's record of a decided melee, with the working of its outcome.
fn melee_decided_event(
    setup: &MeleeSetup<'_>,
    outcome: &MeleeOutcome,
    decision: &MeleeDecision,
) -> Event {
    Event::MeleeDecided {
        attackers: setup.attackers.to_vec(),
        defenders: setup.defenders.to_vec(),
        face: outcome.face.number(),
        winner: decision.winner,
        printed_letter: decision.printed_letter,
        letter: decision.letter,
        loser_losses: decision.loser_losses,
        winner_losses: decision.winner_losses,
        blocks_turned: decision.blocks_turned,
        retreat: decision.retreat.clone(),
        pursuit: decision.pursuit.clone(),
        working: outcome.steps.iter().map(ToString::to_string).collect(),
    }
}

/// "A1, A2".
fn names(ids: &[UnitId]) -> String {
    ids.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}
