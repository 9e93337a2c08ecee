//! Applying the Kriegspiel appendix's shell (§10 "Shell"; Wells L561) and the appendix's
//! checks on the other commands: the marks a charge or a shell leaves (Wells L577, L816,
//! L820), the General's vulnerability, and the guns' projectile (Wells L561, L565).

use super::apply_fight;
use super::command::{LittleWarsCommand, LittleWarsEvent as Ev};
use super::state::{BattleState, Phase};
use crate::side::Side;
use crate::systems::little_wars::appendix_refusal::AppendixRefusal;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::Figure;
use crate::systems::little_wars::kriegspiel::fire::{
    GUN_DISABLED_MOVES, SHELL_RADIUS, shell_effect,
};
use crate::systems::little_wars::kriegspiel::marks::{Mark, MarkKind, counted_moves, is_general};
use crate::systems::little_wars::option_readings::{
    GeneralVulnerability, KriegspielGunProjectile, MoveCounting, ShellChoice, ShellInside,
    ShellScope,
};
use crate::systems::little_wars::units::TablePoint;
use std::collections::BTreeSet;

type Events = Result<Vec<Ev>, LittleWarsError>;

pub use crate::systems::little_wars::figures::GENERAL_OUT_MOVES;

/// Refuses the command outside the battle or the Kriegspiel mode.
pub(super) fn in_kriegspiel_battle(
    state: &BattleState,
    what: &'static str,
) -> Result<(), LittleWarsError> {
    if state.phase != Phase::Battle {
        return Err(LittleWarsError::WrongPhase("only during the battle".into()));
    }
    if !state.options.kriegspiel() {
        return Err(AppendixRefusal::NotKriegspiel(what).into());
    }
    Ok(())
}

/// Takes `due` men of `pool` (in the default order) by `chosen`: the named men of the pool
/// where any are named, exactly `due` of them; else the first `due` of the pool.
pub(super) fn choose_dead(
    pool: &[u32],
    chosen: &[u32],
    due: u32,
    side: Side,
) -> Result<Vec<u32>, LittleWarsError> {
    let named: Vec<u32> = chosen
        .iter()
        .copied()
        .filter(|id| pool.contains(id))
        .collect();
    if named.is_empty() {
        return Ok(pool.iter().copied().take(due as usize).collect());
    }
    if named.len() != due as usize {
        return Err(AppendixRefusal::BadChoiceOfDead {
            side,
            named: named.len(),
            due,
            why: "exactly the number due must be named (Wells L320 by analogy)",
        }
        .into());
    }
    Ok(named)
}

/// Whether a man is "within three inches" of a shell at `at` (`shell_inside`: any part of his
/// base, as Wells L296 measures, or his base centre; Wells L561).
pub fn inside_shell(figure: &Figure, at: TablePoint, any_part: bool) -> bool {
    let reach = if any_part {
        figure.arm.base_radius().0
    } else {
        0.0
    };
    figure.on_table() && figure.at.distance(at).0 <= SHELL_RADIUS.0 + reach
}

/// The groups of exposed men a shell at `at` halves (`shell_scope`: each side's apart, or all
/// together; Wells L561), each nearest the shell first; the General is left out (he is
/// out of action or unhurt by `general_vulnerability`, Wells L577).
pub fn shell_groups(
    state: &BattleState,
    at: TablePoint,
    sheltered: &[u32],
) -> Vec<(Side, Vec<u32>)> {
    let any_part = state.options.shell_inside == ShellInside::AnyPart;
    let mut exposed: Vec<&Figure> = state
        .figures
        .iter()
        .filter(|f| inside_shell(f, at, any_part) && !sheltered.contains(&f.id) && !is_general(f))
        .collect();
    exposed.sort_by(|a, b| {
        a.at.distance(at)
            .0
            .total_cmp(&b.at.distance(at).0)
            .then(a.id.cmp(&b.id))
    });
    let ids = |side: Option<Side>| -> Vec<u32> {
        exposed
            .iter()
            .filter(|f| side.is_none_or(|s| f.side == s))
            .map(|f| f.id)
            .collect()
    };
    if state.options.shell_scope == ShellScope::Combined {
        vec![(state.to_move, ids(None))]
    } else {
        vec![
            (Side::Red, ids(Some(Side::Red))),
            (Side::Blue, ids(Some(Side::Blue))),
        ]
    }
}

/// A Kriegspiel shell bursts (Wells L561): the sheltered left out, half the exposed men of
/// each group (the odd man included) die, chosen by `shell_choice`; guns wholly inside are
/// destroyed and partly inside disabled for 2 moves (`move_counting`); the General within 3 in
/// is out for 3 moves (`general_vulnerability`, Wells L577).
pub fn shell_burst(
    state: &mut BattleState,
    at: TablePoint,
    sheltered: &[u32],
    chosen: &[u32],
) -> Events {
    in_kriegspiel_battle(state, "a shell")?;
    let groups = shell_groups(state, at, sheltered);
    let all_exposed: BTreeSet<u32> = groups.iter().flat_map(|(_, g)| g.iter().copied()).collect();
    if let Some(&stray) = chosen.iter().find(|id| !all_exposed.contains(id)) {
        let side = state.figure(stray)?.side;
        return Err(AppendixRefusal::BadChoiceOfDead {
            side,
            named: 1,
            due: 0,
            why: "a man named to die is not among the exposed men within 3 in (Wells L561)",
        }
        .into());
    }
    let nearest_only = state.options.shell_choice == ShellChoice::Nearest;
    let mut dead = Vec::new();
    let mut steps = vec![format!(
        "Shell at ({:.1}, {:.1}): men within 3 in by shell_inside={}, halved by shell_scope={}, \
         the dead chosen by shell_choice={} (Wells L561).",
        at.x,
        at.y,
        state.options.shell_inside.id(),
        state.options.shell_scope.id(),
        state.options.shell_choice.id(),
    )];
    for (side, group) in &groups {
        let effect = shell_effect(u32::try_from(group.len()).unwrap_or(u32::MAX), 0);
        let picked = choose_dead(group, chosen, effect.dead, *side)?;
        let nearest: Vec<u32> = group.iter().copied().take(effect.dead as usize).collect();
        if nearest_only && sorted(&picked) != sorted(&nearest) {
            return Err(AppendixRefusal::BadChoiceOfDead {
                side: *side,
                named: picked.len(),
                due: effect.dead,
                why: "under shell_choice=nearest the men nearest the shell die",
            }
            .into());
        }
        steps.extend(effect.steps.into_iter().skip(1));
        dead.extend(picked);
    }
    let mut events = Vec::new();
    for &id in &dead {
        events.extend(apply_fight::kill(state, id)?);
    }
    events.extend(generals_in_shell(state, at, &mut steps));
    events.extend(guns_in_shell(state, at));
    events.push(Ev::ShellSettled {
        exposed: all_exposed.into_iter().collect(),
        dead: sorted(&dead),
        steps,
    });
    Ok(events)
}

fn sorted(ids: &[u32]) -> Vec<u32> {
    let mut v = ids.to_vec();
    v.sort_unstable();
    v
}

/// The Generals within 3 in: out for 3 moves under `sykes`, unhurt under `invulnerable`
/// (Wells L577).
fn generals_in_shell(state: &mut BattleState, at: TablePoint, steps: &mut Vec<String>) -> Vec<Ev> {
    let any_part = state.options.shell_inside == ShellInside::AnyPart;
    let sykes = state.options.general_vulnerability == GeneralVulnerability::Sykes;
    let all_moves = state.options.move_counting == MoveCounting::AllMoves;
    let mover = state.to_move;
    let generals: Vec<(u32, Side)> = state
        .figures
        .iter()
        .filter(|f| is_general(f) && f.is_armed() && inside_shell(f, at, any_part))
        .map(|f| (f.id, f.side))
        .collect();
    let mut events = Vec::new();
    for (id, side) in generals {
        if !sykes {
            steps.push(format!(
                "The General {id} is within 3 in but cannot be hit (general_vulnerability=invulnerable, Wells L577)."
            ));
            continue;
        }
        let moves_left = counted_moves(GENERAL_OUT_MOVES, side, mover, all_moves);
        state.appendix.set(
            id,
            Mark {
                kind: MarkKind::GeneralOut,
                side,
                moves_left,
                own_moves_only: !all_moves,
            },
        );
        steps.push(format!(
            "The General {id} is within 3 in: out of action for 3 moves (general_vulnerability=sykes, Wells L577)."
        ));
        events.push(Ev::GeneralOut {
            figure: id,
            moves: GENERAL_OUT_MOVES,
        });
    }
    events
}

/// Guns wholly inside the circle are destroyed; partly inside, disabled for 2 moves counted
/// by `move_counting` (Wells L561).
fn guns_in_shell(state: &mut BattleState, at: TablePoint) -> Vec<Ev> {
    let all_moves = state.options.move_counting == MoveCounting::AllMoves;
    let mover = state.to_move;
    let mut events = Vec::new();
    for gun in state.guns.iter_mut().filter(|g| !g.destroyed) {
        let parts = [
            gun.muzzle(),
            gun.trail_end(),
            gun.wheels()[0],
            gun.wheels()[1],
        ];
        let inside_n = parts
            .iter()
            .filter(|p| p.distance(at).0 <= SHELL_RADIUS.0)
            .count();
        if inside_n == parts.len() {
            gun.destroyed = true;
        } else if inside_n > 0 || gun.axle.distance(at).0 <= SHELL_RADIUS.0 {
            gun.disabled_moves = counted_moves(GUN_DISABLED_MOVES, gun.side, mover, all_moves);
        } else {
            continue;
        }
        events.push(Ev::GunHitByShell {
            gun: gun.id,
            destroyed: gun.destroyed,
        });
    }
    events
}

/// The appendix's say over commands that other files apply: refuses moves of marked men and
/// a floor shot from a gun under `kriegspiel_gun_projectile` = `shell_only` (Wells L561,
/// L565); a shot touching an invulnerable General passes him by, and under `sykes` a
/// captured General is out of the game, never rearmed (Wells L577). Returns the events where
/// it applied the command itself.
pub fn intercept(
    state: &mut BattleState,
    command: &LittleWarsCommand,
) -> Result<Option<Vec<Ev>>, LittleWarsError> {
    if !state.options.kriegspiel() {
        return Ok(None);
    }
    match command {
        LittleWarsCommand::MoveFigure { figure, route, .. } => {
            if let Some(&to) = route.last() {
                check_marked_move(state, *figure, to)?;
            }
            Ok(None)
        }
        LittleWarsCommand::MoveGroup { figures, dx, dy } => {
            for &id in figures {
                let to = state.figure(id)?.at.offset(*dx, *dy);
                check_marked_move(state, id, to)?;
            }
            Ok(None)
        }
        LittleWarsCommand::RecordShot {
            gun,
            bearing_deg,
            touched,
        } => {
            if let Some(g) = gun
                && state.options.kriegspiel_gun_projectile == KriegspielGunProjectile::ShellOnly
            {
                return Err(AppendixRefusal::ShellOnly { gun: *g }.into());
            }
            if state.options.general_vulnerability != GeneralVulnerability::Invulnerable {
                return Ok(None);
            }
            let passed: Vec<_> = touched
                .iter()
                .copied()
                .filter(|t| {
                    state
                        .figure(t.figure)
                        .map(|f| !is_general(f))
                        .unwrap_or(true)
                })
                .collect();
            if passed.len() == touched.len() {
                return Ok(None);
            }
            apply_fight::record_shot(state, *gun, *bearing_deg, &passed).map(Some)
        }
        LittleWarsCommand::Rearm { figures } => {
            if state.options.general_vulnerability == GeneralVulnerability::Sykes
                && let Some(&general) = figures
                    .iter()
                    .find(|id| state.figure(**id).is_ok_and(is_general))
            {
                return Err(AppendixRefusal::GeneralOutOfGame { figure: general }.into());
            }
            Ok(None)
        }
        _ => Ok(None),
    }
}

fn check_marked_move(state: &BattleState, id: u32, to: TablePoint) -> Result<(), LittleWarsError> {
    let figure = state.figure(id)?;
    if figure.side != state.to_move {
        return Ok(());
    }
    Ok(state.appendix.check_move(figure, to)?)
}

/// Counts the end of `ended`'s move on the appendix's marks (`move_counting`).
pub fn tick_marks(state: &mut BattleState, ended: Side) {
    let BattleState {
        appendix, figures, ..
    } = state;
    appendix.tick(ended, figures);
}
