//! Prisoners after a melee (§6 "Prisoners and escorts"; Wells L328, L332; Streamlined L24-L26,
//! L81): who may take a prisoner over from his escort, and the prisoners' status settled after
//! each move by `prisoner_release`.

use super::command::LittleWarsEvent as Ev;
use super::state::BattleState;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::{Figure, FigureStatus};
use crate::systems::little_wars::option_readings::{DisarmedMen, PrisonerRelease};
use crate::systems::little_wars::units::{SIX_INCHES, TOLERANCE};

type Events = Result<Vec<Ev>, LittleWarsError>;

pub use crate::systems::little_wars::figures::PRISONERS_PER_ESCORT;

/// Whether two men stand within 6 in of each other, base edge to base edge (Wells L328).
pub(super) fn within_six(a: &Figure, b: &Figure) -> bool {
    a.gap_to(b).0 <= SIX_INCHES.0 + TOLERANCE
}

/// A man of the captors' side within 6 in of prisoner `pid` who may take him over: on the
/// table, no prisoner, armed (or a freed man under `disarmed_men` = `melee_only`), with fewer
/// than 7 in his charge (Wells L328); the lowest-numbered such man.
pub fn hand_over(state: &BattleState, pid: u32) -> Option<u32> {
    let prisoner = state.figure(pid).ok()?;
    let melee_only = state.options.disarmed_men == DisarmedMen::MeleeOnly;
    state
        .figures
        .iter()
        .filter(|f| f.side != prisoner.side && f.on_table() && !f.is_prisoner())
        .filter(|f| f.is_armed() || (melee_only && f.status == FigureStatus::Freed))
        .filter(|f| within_six(f, prisoner))
        .filter(|f| {
            state
                .figures
                .iter()
                .filter(|p| p.status == FigureStatus::Prisoner { escort: Some(f.id) })
                .count()
                < PRISONERS_PER_ESCORT
        })
        .map(|f| f.id)
        .min()
}

/// How near his captors' back line a prisoner must stand to be beyond liberation, in inches
/// (the same inch a freed man's rearming allows, Wells L328).
const AT_BACK_LINE: f64 = 1.0;

/// Prisoners brought to their captors' back line (on it, within an inch, or behind it) are
/// beyond the reach of liberation: taken off the table as prisoners held, and their escort
/// may return to the fighting line (Wells L328; Streamlined L26).
fn beyond_liberation(state: &mut BattleState) -> Events {
    if state.rules_version < 2 {
        return Ok(Vec::new());
    }
    let arrived: Vec<u32> = state
        .figures
        .iter()
        .filter(|f| matches!(f.status, FigureStatus::Prisoner { .. }))
        .filter(|f| {
            let captors = f.side.opponent();
            (f.at.y - state.country.back_line_y(captors)).abs() <= AT_BACK_LINE
                || state.country.behind_back_line(captors, f.at)
        })
        .map(|f| f.id)
        .collect();
    let mut events = Vec::with_capacity(arrived.len());
    for id in arrived {
        state.figure_mut(id)?.status = FigureStatus::PrisonerRemoved;
        events.push(Ev::BeyondLiberation { figure: id });
    }
    Ok(events)
}

/// Settles the prisoners' status after a move (Wells L328, L332; Streamlined L81). Under
/// `escort_groups` a prisoner with no escort, or whose escort or who himself moved this move
/// and ended more than 6 in apart, passes to another man of the captors' side within 6 in who
/// has room, or else goes free; his side may move him on its next move. Under `streamlined`
/// the same holds for every prisoner with no escort within 6 in, moved or not. Under
/// `any_escort_death` only a death frees (Wells L328 read literally).
pub fn settle_prisoners(state: &mut BattleState) -> Events {
    let mut events = beyond_liberation(state)?;
    if state.options.prisoner_release == PrisonerRelease::AnyEscortDeath {
        return Ok(events);
    }
    let streamlined = state.options.prisoner_release == PrisonerRelease::Streamlined;
    let ids: Vec<u32> = state
        .figures
        .iter()
        .filter(|f| matches!(f.status, FigureStatus::Prisoner { .. }))
        .map(|f| f.id)
        .collect();
    for pid in ids {
        let prisoner = state.figure(pid)?.clone();
        let FigureStatus::Prisoner { escort } = prisoner.status else {
            continue;
        };
        let escort = escort.and_then(|e| state.figure(e).ok());
        let near = escort.is_some_and(|e| e.on_table() && within_six(e, &prisoner));
        let moved = escort.is_some_and(|e| state.move_start.contains_key(&e.id))
            || state.move_start.contains_key(&pid);
        let left = !near && (moved || streamlined || escort.is_none());
        if !left {
            continue;
        }
        let status = match hand_over(state, pid) {
            Some(other) => {
                events.push(Ev::Taken {
                    figure: pid,
                    escort: Some(other),
                });
                FigureStatus::Prisoner {
                    escort: Some(other),
                }
            }
            None => {
                events.push(Ev::Freed { figure: pid });
                FigureStatus::Freed
            }
        };
        state.figure_mut(pid)?.status = status;
    }
    Ok(events)
}
