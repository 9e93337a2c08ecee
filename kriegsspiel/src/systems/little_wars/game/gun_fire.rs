//! A gun firing (Wells L273; the appendix's shell, Wells L561, "let the rules as to gun-fire be
//! as they are now"): the checks every shot or shell from a gun passes, the gun's bearing
//! following its aim, and the two men placed at its trail once it has fired.

use super::command::LittleWarsEvent as Ev;
use super::move_checks::{end_point_ok, first_move_from, may_move_man, side_to_move};
use super::state::BattleState;
use crate::systems::little_wars::appendix_refusal::AppendixRefusal;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::Figure;
use crate::systems::little_wars::gun::GunState;
use crate::systems::little_wars::move_refusal::MoveRefusal;
use crate::systems::little_wars::moves::{MoveContext, check_figure_move, may_fire};
use crate::systems::little_wars::option_readings::GameType;
use crate::systems::little_wars::units::TablePoint;

pub use crate::systems::little_wars::figures::SHOTS_PER_MOVE;

/// The men placed at a gun's trail after it fires (Wells L273).
pub const TRAIL_MEN: usize = 2;

/// The bearing that lays a gun at `axle` on `target`: degrees clockwise from up the table,
/// as a gun's bearing is kept.
pub fn bearing_towards(axle: TablePoint, target: TablePoint) -> f64 {
    (target.x - axle.x)
        .atan2(-(target.y - axle.y))
        .to_degrees()
        .rem_euclid(360.0)
}

/// Fires one shot (or shell) from gun `id` (Wells L273): the mover's gun, in action, before
/// any man has moved, not on a move it may not fire (Wells L242, L368), not after moving, at
/// most 4 shots, and not once its trail men are placed. Laid on `bearing` where given.
pub(super) fn gun_fires(
    state: &mut BattleState,
    id: u32,
    bearing: Option<f64>,
) -> Result<Ev, LittleWarsError> {
    super::gun_retreat::on_the_field(state, id)?;
    let g = state.gun(id)?;
    side_to_move(state, g.side)?;
    if state.man_moved {
        return Err(MoveRefusal::GunsFirst.into());
    }
    if state.gun_state(id)? != GunState::InAction {
        let men = g
            .men_within_six(g.side, &state.figures, &state.options)
            .len();
        return Err(MoveRefusal::GunOutOfAction { gun: id, men }.into());
    }
    let defender = state.defender == Some(g.side) && state.options.game_type == GameType::Defensive;
    may_fire(state.move_number, defender, &state.options)?;
    if state.trail_manned.contains(&id) {
        return Err(LittleWarsError::Gun(format!(
            "gun {id} has its two men at the trail: its firing is over for this move (Wells L273)"
        )));
    }
    let shots = match state.guns_acted.get(&id) {
        None => 1,
        Some(None) => {
            return Err(LittleWarsError::Gun(format!(
                "gun {id} has moved this move and may not fire too (Wells L273)"
            )));
        }
        Some(Some(n)) if *n >= SHOTS_PER_MOVE => {
            return Err(LittleWarsError::Gun(format!(
                "gun {id} has fired its 4 shots this move (Wells L273)"
            )));
        }
        Some(Some(n)) => n + 1,
    };
    if let Some(b) = bearing.filter(|b| b.is_finite()) {
        state.gun_mut(id)?.bearing_deg = b.rem_euclid(360.0);
    }
    state.guns_acted.insert(id, Some(shots));
    Ok(Ev::GunFired { gun: id, shots })
}

/// Places two men of the gun's side at the end of its trail, one behind each wheel, after it
/// has fired this move (Wells L273; `trail_men`). Each walks there as part of his move: free,
/// not yet moved, and within his own move of his spot. Each goes to the nearer spot that
/// leaves the other his; the rest of the move they stay there.
pub fn place_trail_men(state: &mut BattleState, gun: u32, men: &[u32]) -> Events {
    let g = state.gun(gun)?.clone();
    side_to_move(state, g.side)?;
    if !matches!(state.guns_acted.get(&gun), Some(Some(_))) {
        return Err(LittleWarsError::Gun(format!(
            "gun {gun} has not fired this move: men go to the trail after firing (Wells L273)"
        )));
    }
    if state.trail_manned.contains(&gun) {
        return Err(LittleWarsError::Gun(format!(
            "gun {gun} already has its two men at the trail (Wells L273)"
        )));
    }
    let [a, b] = match men {
        [a, b] if a != b => [*a, *b],
        _ => {
            return Err(LittleWarsError::Gun(format!(
                "two different men go to the trail of gun {gun} (Wells L273)"
            )));
        }
    };
    let spots = g.trail_spots();
    let (fa, fb) = (state.figure(a)?.clone(), state.figure(b)?.clone());
    let straight = fa.at.distance(spots[0]).0.max(fb.at.distance(spots[1]).0);
    let crossed = fa.at.distance(spots[1]).0.max(fb.at.distance(spots[0]).0);
    let places = if crossed < straight {
        [(fa, spots[1]), (fb, spots[0])]
    } else {
        [(fa, spots[0]), (fb, spots[1])]
    };
    for (man, spot) in &places {
        may_reach_trail(state, man, g.side, *spot)?;
        super::clearance::check_room(state, man.id, *spot, &[a, b])?;
    }
    for (man, spot) in &places {
        state.move_start.entry(man.id).or_insert(man.at);
        let placed = state.figure_mut(man.id)?;
        placed.at = *spot;
        placed.has_moved_once = true;
        state.moved.insert(man.id);
    }
    state.trail_manned.insert(gun);
    Ok(vec![Ev::TrailMenPlaced {
        gun,
        men: places.iter().map(|(m, _)| m.id).collect(),
    }])
}

type Events = Result<Vec<Ev>, LittleWarsError>;

/// Whether `man` may walk to `spot` at his gun's trail this move.
fn may_reach_trail(
    state: &BattleState,
    man: &Figure,
    side: crate::side::Side,
    spot: TablePoint,
) -> Result<(), LittleWarsError> {
    if man.side != side || man.is_prisoner() {
        return Err(LittleWarsError::Gun(format!(
            "man {} is not of the gun's side and free to serve it (Wells L273)",
            man.id
        )));
    }
    may_move_man(state, man.id)?;
    end_point_ok(state, man.id, spot)?;
    let context = MoveContext {
        on_road_in_column: false,
        nearest_enemy_feet: state.nearest_enemy_feet(man.side, man),
        on_foot: state.cavalry_stand.is_dismounted(man.id),
    };
    let first = first_move_from(state, man.id)?;
    check_figure_move(man, &[spot], first, context, &state.options)?;
    Ok(())
}

/// The first gun of the side to move that fired this move and still wants its two trail men,
/// where two of its side's men could yet walk there (Wells L273): the move may not end before
/// they are placed. Played under the rules of version 2 on.
pub fn gun_wanting_trail_men(state: &BattleState) -> Option<u32> {
    if state.rules_version < 2 {
        return None;
    }
    state
        .guns_acted
        .iter()
        .filter(|(id, acted)| acted.is_some() && !state.trail_manned.contains(id))
        .map(|(id, _)| *id)
        .find(|&id| state.trail_candidates(id).len() >= TRAIL_MEN)
}

impl BattleState {
    /// The two men of `gun`'s side who may walk to its trail spots this move, the nearest
    /// first (then the lowest id); fewer where fewer may (Wells L273).
    pub fn trail_candidates(&self, gun: u32) -> Vec<u32> {
        let Ok(gun) = self.gun(gun) else {
            return Vec::new();
        };
        let spots = gun.trail_spots();
        let mut able: Vec<(f64, u32)> = self
            .figures
            .iter()
            .filter(|f| f.side == gun.side && !f.is_prisoner())
            .filter_map(|f| {
                spots
                    .iter()
                    .filter(|s| may_reach_trail(self, f, gun.side, **s).is_ok())
                    .map(|s| f.at.distance(*s).0)
                    .min_by(f64::total_cmp)
                    .map(|d| (d, f.id))
            })
            .collect();
        able.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        able.into_iter().take(TRAIL_MEN).map(|(_, id)| id).collect()
    }
}

/// Refuses to end the move while a gun that fired wants its trail men (Wells L273).
pub(super) fn trail_manned(state: &BattleState) -> Result<(), LittleWarsError> {
    match gun_wanting_trail_men(state) {
        Some(gun) => Err(MoveRefusal::TrailMenWanted { gun }.into()),
        None => Ok(()),
    }
}

/// The gun that fires a shell landing at `at` (Wells L561: the rules of gun-fire stand, so a
/// crew of four, four shots, guns first, move or fire, no fire on the first move): laid on the
/// shell, it fires. Battles of rules version 1 burst shells with no gun.
pub(super) fn shell_fired(
    state: &mut BattleState,
    gun: Option<u32>,
    at: TablePoint,
) -> Result<Vec<Ev>, LittleWarsError> {
    if state.rules_version < 2 {
        return Ok(Vec::new());
    }
    let Some(id) = gun else {
        return Err(AppendixRefusal::ShellNeedsGun.into());
    };
    let axle = state.gun(id)?.axle;
    Ok(vec![gun_fires(state, id, Some(bearing_towards(axle, at)))?])
}
