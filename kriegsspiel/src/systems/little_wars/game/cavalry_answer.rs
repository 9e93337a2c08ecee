//! Cavalry facing the enemy's cavalry in the Kriegspiel appendix (Wells L828; rules version 3):
//! mounted cavalry within charging distance of the enemy's cavalry when the enemy's move ends
//! must, on their own move, dismount, charge or retire. Cavalry that retire go on retiring
//! while pursued (Wells L848); cavalry that do none of the three are charged, on the enemy's
//! next move, as still mounted cavalry (L828's second sentence: each sabre kills five and
//! drives fifteen back). Getting off or on the horses takes the man's move (Wells L639-L640).
//!
//! Charging distance here is the appendix's cavalry move, 3 ft (`charging_distance` =
//! `cavalry_move`); under `custom` the players' figure comes with each charge, so the
//! obligation is still reckoned at 3 ft, as pursuit is.

use super::apply_appendix::in_kriegspiel_battle;
use super::command::LittleWarsEvent as Ev;
use super::move_checks::may_move_man;
use super::state::BattleState;
use crate::side::Side;
use crate::systems::little_wars::appendix_refusal::AppendixRefusal;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::{Arm, Figure};
use crate::systems::little_wars::kriegspiel::appendix_move;
use crate::systems::little_wars::kriegspiel::charge::CHARGING_DISTANCE_FT;
use crate::systems::little_wars::kriegspiel::charge_order::{ChargeOn, ChargeOrder, Formation};
use crate::systems::little_wars::kriegspiel::marks::MarkKind;
use crate::systems::little_wars::rules_version::CAVALRY_ANSWER_VERSION;
use crate::systems::little_wars::units::TOLERANCE;
use std::collections::BTreeSet;

type Events = Result<Vec<Ev>, LittleWarsError>;

/// Whether the battle keeps the cavalry's stand: the Kriegspiel mode, rules version 3 on.
fn kept(state: &BattleState) -> bool {
    state.rules_version >= CAVALRY_ANSWER_VERSION && state.options.kriegspiel()
}

/// Inches from `man` to the nearest mounted, armed cavalryman of `enemy`, if any is left.
fn gap_to_enemy_cavalry(state: &BattleState, man: &Figure, enemy: Side) -> Option<f64> {
    state
        .figures
        .iter()
        .filter(|f| mounted(state, f, enemy))
        .map(|f| man.gap_to(f).0)
        .min_by(f64::total_cmp)
}

/// Cavalry of the side to move get off (`dismount`) or on their horses: the whole of each
/// man's move (Wells L639-L640). A man bound to answer the enemy's cavalry has answered by
/// dismounting (Wells L828).
pub fn mount_or_dismount(state: &mut BattleState, ids: &[u32], dismount: bool) -> Events {
    in_kriegspiel_battle(state, if dismount { "dismounting" } else { "mounting" })?;
    let what = if dismount { "dismount" } else { "mount" };
    if ids.is_empty() {
        return Err(LittleWarsError::OutOfRange {
            what: "men",
            value: "none".into(),
            allowed: "at least one cavalryman".into(),
        });
    }
    let mut men = BTreeSet::new();
    for &id in ids {
        let man = state.figure(id)?;
        let piece = format!("{} {id}", man.arm.name());
        let on_foot = state.cavalry_stand.is_dismounted(id);
        let why = if !kept(state) {
            Some(format!(
                "this battle is played by rules version {}, which has no dismounting (it came \
                 with version {CAVALRY_ANSWER_VERSION})",
                state.rules_version
            ))
        } else if man.arm != Arm::Cavalry {
            Some("only cavalry ride (Wells L639)".to_string())
        } else if !men.insert(id) {
            Some("he is named twice".to_string())
        } else if dismount && on_foot {
            Some("he is already on foot".to_string())
        } else if !dismount && !on_foot {
            Some("he is already mounted".to_string())
        } else if matches!(
            state.appendix.get(id).map(|m| m.kind),
            Some(MarkKind::Retire { .. })
        ) {
            Some("he is bound to retire on this move (Wells L836, L848)".to_string())
        } else {
            None
        };
        if let Some(why) = why {
            return Err(AppendixRefusal::Mounting { piece, what, why }.into());
        }
        may_move_man(state, id)?;
    }
    for &id in &men {
        if dismount {
            state.cavalry_stand.dismounted.insert(id);
            state.cavalry_stand.answered(id);
        } else {
            state.cavalry_stand.dismounted.remove(&id);
        }
        state.moved.insert(id);
    }
    let figures: Vec<u32> = men.into_iter().collect();
    Ok(vec![if dismount {
        Ev::Dismounted { figures }
    } else {
        Ev::Mounted { figures }
    }])
}

/// Refuses a charge that does not fit how the men stand (rules version 3): chargers on foot
/// cannot charge (Wells L639); cavalry on foot are charged as infantry in extended order and
/// mounted cavalry as cavalry (Wells L832); cavalry that stood still and mounted when bound to
/// answer are charged as still cavalry, and only they (Wells L828).
pub(super) fn check_charge(
    state: &BattleState,
    order: &ChargeOrder,
) -> Result<(), LittleWarsError> {
    if !kept(state) {
        return Ok(());
    }
    let stand = &state.cavalry_stand;
    let bad_man = |figure: u32, role: &'static str, why: &str| {
        Err(AppendixRefusal::BadChargeMan {
            figure,
            role,
            why: why.to_string(),
        }
        .into())
    };
    if let Some(&c) = order.cavalry.iter().find(|c| stand.is_dismounted(**c)) {
        return bad_man(
            c,
            "a charger",
            "he is on foot and must mount first, which takes a move (Wells L639)",
        );
    }
    let mounted_target = matches!(order.on, ChargeOn::Cavalry | ChargeOn::StillCavalry);
    let on_foot_target = matches!(
        order.on,
        ChargeOn::Infantry {
            formation: Formation::Dismounted,
            ..
        }
    );
    for &t in &order.target {
        if mounted_target && stand.is_dismounted(t) {
            return bad_man(
                t,
                "charged",
                "he is on foot: charge him as dismounted, like infantry in extended order \
                 (Wells L832)",
            );
        }
        if on_foot_target && !stand.is_dismounted(t) {
            return bad_man(
                t,
                "charged",
                "he is mounted: charge him as cavalry (Wells L828)",
            );
        }
    }
    let (still, moving): (Vec<u32>, Vec<u32>) =
        order.target.iter().partition(|t| stand.stood_still(**t));
    let wrong = match order.on {
        ChargeOn::StillCavalry if !moving.is_empty() => Some((
            moving,
            "did not stand still and mounted on their last move",
            "cavalry",
        )),
        ChargeOn::Cavalry if !still.is_empty() => Some((
            still,
            "stood still and mounted when they had to dismount, charge or retire",
            "still cavalry",
        )),
        _ => None,
    };
    if let Some((mut figures, why, instead)) = wrong {
        figures.sort_unstable();
        return Err(AppendixRefusal::CavalryStoodOtherwise {
            figures,
            why,
            instead,
        }
        .into());
    }
    Ok(())
}

/// The chargers have answered the enemy's cavalry by charging (Wells L828).
pub(super) fn answered_by_charge(state: &mut BattleState, chargers: &[u32]) {
    for &c in chargers {
        state.cavalry_stand.answered(c);
    }
}

/// At the end of `ended`'s move, before the men who moved are forgotten (rules version 3, the
/// Kriegspiel mode). Of `ended`'s mounted cavalry: those bound to answer that neither
/// dismounted nor charged either retired (ended further from the enemy's cavalry: pursued from
/// now on, a full cavalry move a time, Wells L848) or did none of the three and count as still
/// (Wells L828); those not bound count as still when they did not stir this move. The other
/// side's men are no longer still once this move is over; and its mounted cavalry within
/// charging distance of `ended`'s mounted cavalry are bound to answer on their move.
pub(super) fn after_move(state: &mut BattleState, ended: Side) -> Events {
    if !kept(state) {
        state.cavalry_stand.challenged.clear();
        state.cavalry_stand.stood_still.clear();
        return Ok(Vec::new());
    }
    let next = ended.opponent();
    let bound = std::mem::take(&mut state.cavalry_stand.challenged);
    let (mut retired, mut still_when_bound) = (Vec::new(), Vec::new());
    let mut still = BTreeSet::new();
    for man in state.figures.iter().filter(|f| mounted(state, f, ended)) {
        let Some(&gap_then) = bound.get(&man.id) else {
            if !state.moved.contains(&man.id) {
                still.insert(man.id);
            }
            continue;
        };
        let gap_now = gap_to_enemy_cavalry(state, man, next).unwrap_or(f64::INFINITY);
        if state.move_start.contains_key(&man.id) && gap_now > gap_then + TOLERANCE {
            retired.push(man.id);
        } else {
            still.insert(man.id);
            still_when_bound.push(man.id);
        }
    }
    let inches = appendix_move(Arm::Cavalry, false).0;
    for &id in &retired {
        state.appendix.pursued.insert(id, inches);
    }
    state.cavalry_stand.stood_still = still;
    let reach = CHARGING_DISTANCE_FT * 12.0 + TOLERANCE;
    let bound_now: Vec<(u32, f64)> = state
        .figures
        .iter()
        .filter(|f| mounted(state, f, next))
        .filter_map(|man| {
            gap_to_enemy_cavalry(state, man, ended)
                .filter(|gap| *gap <= reach)
                .map(|gap| (man.id, gap))
        })
        .collect();
    let mut events = Vec::new();
    if !retired.is_empty() {
        events.push(Ev::RetiredBeforeCavalry { figures: retired });
    }
    if !still_when_bound.is_empty() {
        events.push(Ev::StoodStill {
            figures: still_when_bound,
        });
    }
    if !bound_now.is_empty() {
        events.push(Ev::MustAnswerCavalry {
            figures: bound_now.iter().map(|(id, _)| *id).collect(),
        });
    }
    state.cavalry_stand.challenged = bound_now.into_iter().collect();
    Ok(events)
}

/// Whether `man` is an armed cavalryman of `side` on his horse.
fn mounted(state: &BattleState, man: &Figure, side: Side) -> bool {
    man.side == side
        && man.arm == Arm::Cavalry
        && man.is_armed()
        && !state.cavalry_stand.is_dismounted(man.id)
}
