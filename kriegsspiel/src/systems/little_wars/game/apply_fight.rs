//! Applying shots, melees, gun captures and prisoners (§5, §6); the Kriegspiel shell is in
//! `apply_appendix`.

use super::command::{LittleWarsEvent as Ev, ShotTouch};
use super::found_melee::FoundMelee;
use super::state::{BattleState, Phase};
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::{FigureStatus, escorts_someone};
use crate::systems::little_wars::gun::{GunState, counts_outside_melee, may_fight};
use crate::systems::little_wars::option_readings::CapturePosition;
use crate::systems::little_wars::option_readings::{MeleeOrder, PrisonerRelease};
use crate::systems::little_wars::units::{SIX_INCHES, TOLERANCE, TablePoint};
use std::collections::BTreeSet;

type Events = Result<Vec<Ev>, LittleWarsError>;

pub use super::gun_fire::SHOTS_PER_MOVE;
pub use super::prisoners::PRISONERS_PER_ESCORT;
use super::prisoners::{hand_over, within_six};

pub(super) fn in_battle(state: &BattleState) -> Result<(), LittleWarsError> {
    if state.phase != Phase::Battle {
        return Err(LittleWarsError::WrongPhase("only during the battle".into()));
    }
    Ok(())
}

/// Kills a man; frees or hands over the prisoners he escorted (Wells L328,
/// `prisoner_release`): under `escort_groups` his own group goes free, and its side may move it
/// from the next move; under `any_escort_death` every prisoner his side holds within 6 in of him
/// goes free too; under `streamlined` his prisoners pass to another man of his side within
/// 6 in with room, and those with none are unescorted and move for their owner at once
/// (Streamlined L25, L81).
pub fn kill(state: &mut BattleState, id: u32) -> Events {
    let figure = state.figure_mut(id)?;
    if !figure.on_table() {
        return Ok(Vec::new());
    }
    figure.status = FigureStatus::Dead;
    let dead = figure.clone();
    let mut events = vec![Ev::Killed { figure: id }];
    let any_death = state.options.prisoner_release == PrisonerRelease::AnyEscortDeath;
    let streamlined = state.options.prisoner_release == PrisonerRelease::Streamlined;
    let was_escort = escorts_someone(&dead, &state.figures);
    for n in 0..state.figures.len() {
        let prisoner = &state.figures[n];
        let FigureStatus::Prisoner { escort } = prisoner.status else {
            continue;
        };
        let near = prisoner.side != dead.side && within_six(prisoner, &dead);
        let released = escort == Some(id) || (any_death && was_escort && near);
        if !released {
            continue;
        }
        let pid = prisoner.id;
        if streamlined && let Some(other) = hand_over(state, pid) {
            state.figures[n].status = FigureStatus::Prisoner {
                escort: Some(other),
            };
            events.push(Ev::Taken {
                figure: pid,
                escort: Some(other),
            });
            continue;
        }
        state.figures[n].status = FigureStatus::Freed;
        if !streamlined {
            state.freed_this_move.insert(pid);
        }
        events.push(Ev::Freed { figure: pid });
    }
    Ok(events)
}

/// Records a shot: the first man touched dies, every man who fell dies, no other standing
/// man dies (Wells L281; Streamlined L35).
pub fn record_shot(
    state: &mut BattleState,
    gun: Option<u32>,
    bearing: Option<f64>,
    touched: &[ShotTouch],
) -> Events {
    in_battle(state)?;
    let mut events = Vec::new();
    match gun {
        Some(id) => events.push(super::gun_fire::gun_fires(state, id, bearing)?),
        None if !state.options.kriegspiel() => {
            return Err(LittleWarsError::Gun(
                "a shot needs a gun; rifle fire belongs to the Kriegspiel mode (Wells L565)".into(),
            ));
        }
        None => {}
    }
    let mut seen = BTreeSet::new();
    for (n, touch) in touched.iter().enumerate() {
        if !seen.insert(touch.figure) {
            return Err(LittleWarsError::Gun(format!(
                "man {} is listed twice",
                touch.figure
            )));
        }
        state.figure(touch.figure)?;
        if n == 0 || touch.fell {
            events.extend(kill(state, touch.figure)?);
        }
    }
    Ok(events)
}

fn melee_men(
    state: &BattleState,
    ids: &[u32],
    side: Side,
    what: &str,
    supporters: bool,
) -> Result<(), LittleWarsError> {
    let mut seen = BTreeSet::new();
    let (all, options) = (&state.figures, &state.options);
    for &id in ids {
        let f = state.figure(id)?;
        let counts = if supporters {
            counts_outside_melee(f, all, options)
        } else {
            may_fight(f, all, options)
        };
        if f.side != side || !counts || !seen.insert(id) {
            return Err(LittleWarsError::Melee(format!(
                "man {id} cannot count among the {what}: each must be a man of {side} who \
                 counts, listed once (prisoners and freed men do not fight, Wells L332; \
                 disarmed_men, escort_status)"
            )));
        }
    }
    Ok(())
}

fn same_side(
    state: &BattleState,
    ids: &[u32],
    side: Side,
    what: &str,
) -> Result<(), LittleWarsError> {
    let mut seen = BTreeSet::new();
    for &id in ids {
        if state.figure(id)?.side != side || !seen.insert(id) {
            return Err(LittleWarsError::Melee(format!(
                "man {id} cannot count among the {what}: each must be a man of {side}, listed once"
            )));
        }
    }
    Ok(())
}

/// Picks `n` men of `pool` not yet picked: the mover's choice where given, else id order.
fn pick(
    pool: &[u32],
    chosen: &[u32],
    n: u32,
    taken: &BTreeSet<u32>,
) -> Result<Vec<u32>, LittleWarsError> {
    let n = n as usize;
    let from_choice: Vec<u32> = chosen
        .iter()
        .copied()
        .filter(|id| pool.contains(id) && !taken.contains(id))
        .collect();
    if !chosen.is_empty() && from_choice.len() != n {
        return Err(LittleWarsError::Melee(format!(
            "the choice names {} of these men where the arithmetic gives {n} (Wells L320)",
            from_choice.len()
        )));
    }
    if !chosen.is_empty() {
        return Ok(from_choice);
    }
    let mut sorted: Vec<u32> = pool
        .iter()
        .copied()
        .filter(|id| !taken.contains(id))
        .collect();
    sorted.sort_unstable();
    Ok(sorted.into_iter().take(n).collect())
}

/// Checks the men and supporters listed for a melee: each of his side and counting, listed
/// once (Wells L332); under `melee_order` = `simultaneous` checked against the melees counted
/// at the end of the move, the one settled taken off that count; no supporter in the melee.
fn check_listed(
    state: &mut BattleState,
    mover: &[u32],
    other: &[u32],
    mover_supporters: &[u32],
    other_supporters: &[u32],
) -> Result<(), LittleWarsError> {
    let (mover_side, other_side) = (state.to_move, state.to_move.opponent());
    let simultaneous = state.options.melee_order == MeleeOrder::Simultaneous;
    if simultaneous && state.melee_snapshot.is_none() {
        state.melee_snapshot = Some(state.melees_on_table());
    }
    let counted = state
        .melee_snapshot
        .as_ref()
        .filter(|_| simultaneous)
        .and_then(|snap| snap.iter().position(|m| m.has_men(mover, other)));
    let listed = [
        (mover, mover_side, "side that moved's men", false),
        (other, other_side, "other side's men", false),
        (
            mover_supporters,
            mover_side,
            "side that moved's supporters",
            true,
        ),
        (
            other_supporters,
            other_side,
            "other side's supporters",
            true,
        ),
    ];
    for (ids, side, what, supporters) in listed {
        if counted.is_some() {
            // Counted from the end of the move: a man since fallen in another melee still
            // counts here (melee_order = simultaneous).
            same_side(state, ids, side, what)?;
        } else {
            melee_men(state, ids, side, what, supporters)?;
        }
    }
    if let (Some(n), Some(snap)) = (counted, state.melee_snapshot.as_mut()) {
        snap.remove(n);
    }
    if mover_supporters
        .iter()
        .chain(other_supporters)
        .any(|s| mover.contains(s) || other.contains(s))
    {
        return Err(LittleWarsError::Melee(
            "a supporter is a man not in the melee (Wells L332)".into(),
        ));
    }
    Ok(())
}

/// Settles a melee (Wells L296-L320, L328).
#[allow(clippy::too_many_arguments)]
pub fn melee(
    state: &mut BattleState,
    mover: &[u32],
    other: &[u32],
    mover_supporters: &[u32],
    other_supporters: &[u32],
    dead: &[u32],
    taken: &[u32],
) -> Events {
    in_battle(state)?;
    check_listed(state, mover, other, mover_supporters, other_supporters)?;
    let outcome = state.melee_outcome(&FoundMelee {
        mover: mover.to_vec(),
        other: other.to_vec(),
        mover_supporters: mover_supporters.to_vec(),
        other_supporters: other_supporters.to_vec(),
    })?;
    let mut used = BTreeSet::new();
    let mut events = vec![Ev::MeleeSettled(outcome.clone())];
    let mut prisoners = Vec::new();
    for (ids, result) in [(mover, outcome.mover), (other, outcome.other)] {
        let dying = pick(ids, dead, result.dead, &used)?;
        used.extend(dying.iter().copied());
        let taken_here = pick(ids, taken, result.taken_prisoner, &used)?;
        used.extend(taken_here.iter().copied());
        for id in dying {
            events.extend(kill(state, id)?);
        }
        prisoners.extend(taken_here);
    }
    // The standing men of the larger side escort the prisoners, up to 7 each (Wells L328).
    let captors = if outcome.other.taken_prisoner > 0 {
        mover
    } else {
        other
    };
    let mut escorts: Vec<u32> = captors
        .iter()
        .copied()
        .filter(|id| !used.contains(id))
        .collect();
    escorts.sort_unstable();
    for (n, &p) in prisoners.iter().enumerate() {
        let escort = escorts.get(n / PRISONERS_PER_ESCORT).copied();
        state.figure_mut(p)?.status = FigureStatus::Prisoner { escort };
        events.push(Ev::Taken { figure: p, escort });
    }
    Ok(events)
}

/// Captures a gun: no man of its side within 6 in, and 4 enemy men who have passed its wheel
/// axis (Wells L345, `capture_position`); otherwise says why (in dispute, too few).
pub fn capture_gun(
    state: &mut BattleState,
    id: u32,
    men: &[u32],
    attack_from: TablePoint,
) -> Events {
    in_battle(state)?;
    super::gun_retreat::on_the_field(state, id)?;
    let gun = state.gun(id)?.clone();
    let captor = state.to_move;
    if gun.side == captor {
        return Err(LittleWarsError::Gun(format!(
            "gun {id} is already {captor}'s"
        )));
    }
    let defenders = gun
        .men_within_six(gun.side, &state.figures, &state.options)
        .len();
    if defenders > 0 {
        let why = if gun.state(&state.figures, &state.options) == GunState::InDispute {
            "it is in dispute"
        } else {
            "its side still stands by it"
        };
        return Err(LittleWarsError::Gun(format!(
            "gun {id} cannot be taken: {defenders} of its own men are within 6 in, so {why}; \
             it stays out of action and the attacker may neither fire nor move it next move \
             (Wells L345)"
        )));
    }
    let within_needed = state.options.capture_position == CapturePosition::Within6inPassedAxis;
    let mut passed = 0;
    for &m in men {
        let f = state.figure(m)?;
        let near = gun.gap_to(f, &state.options).0 <= SIX_INCHES.0 + TOLERANCE;
        if f.side == captor
            && counts_outside_melee(f, &state.figures, &state.options)
            && gun.passed_axis(attack_from, f.at)
            && (near || !within_needed)
        {
            passed += 1;
        }
    }
    if passed < 4 {
        return Err(LittleWarsError::Gun(format!(
            "gun {id} needs 4 men who have passed its wheel axis to take it; {passed} have \
             (Wells L345; men merely within 6 in do not capture it)"
        )));
    }
    state.gun_mut(id)?.side = captor;
    Ok(vec![Ev::GunCaptured {
        gun: id,
        by: captor,
    }])
}

/// Freed men rearm at their own back line (Wells L328).
pub fn rearm(state: &mut BattleState, ids: &[u32]) -> Events {
    in_battle(state)?;
    let mut events = Vec::new();
    for &id in ids {
        let f = state.figure(id)?;
        let at_line = (f.at.y - state.country.back_line_y(f.side)).abs() <= 1.0
            || state.country.behind_back_line(f.side, f.at);
        if f.status != FigureStatus::Freed || !at_line {
            return Err(LittleWarsError::WrongPhase(format!(
                "man {id} can rearm only when freed and back at his own back line (Wells L328)"
            )));
        }
        state.figure_mut(id)?.status = FigureStatus::Armed;
        events.push(Ev::Rearmed { figure: id });
    }
    Ok(events)
}
