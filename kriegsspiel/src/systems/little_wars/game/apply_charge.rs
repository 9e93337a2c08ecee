//! Applying a Kriegspiel cavalry charge (§10 "Cavalry charges"; Wells L780-L866): the
//! engine measures the distance at the start from the figures' nearest points, settles the
//! losses by the appendix's tables, takes off the dead (the charger's choice, Wells L320 by
//! analogy; id order when none is given), takes guns, and marks the men for their next move.

use super::apply_appendix::{choose_dead, in_kriegspiel_battle};
use super::apply_fight::kill;
use super::command::LittleWarsEvent as Ev;
use super::prisoners::PRISONERS_PER_ESCORT;
use super::state::{BattleState, LittleWarsDie};
use crate::side::Side;
use crate::systems::little_wars::appendix_refusal::AppendixRefusal;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::{Arm, FigureStatus};
use crate::systems::little_wars::kriegspiel::appendix_move;
use crate::systems::little_wars::kriegspiel::charge::{
    CHARGING_DISTANCE_FT, Charge, FEWEST_CHARGING, InfantryOrder, cavalry_charge_by,
    cavalry_loss_per_gun, charge_band, equal_cavalry_losses, retiring_infantry_losses_by,
    stationary_cavalry_charged,
};
use crate::systems::little_wars::kriegspiel::charge_order::{ChargeOn, ChargeOrder, Formation};
use crate::systems::little_wars::kriegspiel::marks::{Mark, MarkKind, counted_moves};
use crate::systems::little_wars::melee::{MeleeCount, settle_melee};
use crate::systems::little_wars::option_readings::{
    CavalryVGuns, ChargingDistance, CloseOrderFormations, DownhillMultiplier, RetireDistance,
};
use crate::systems::little_wars::units::{TOLERANCE, TablePoint};
use std::collections::BTreeSet;

type Events = Result<Vec<Ev>, LittleWarsError>;

/// What a charge comes to before it is applied.
#[derive(Debug, Default)]
struct Settled {
    cavalry_lost: u32,
    target_lost: u32,
    target_taken: u32,
    cavalry_taken: u32,
    guns_taken: Vec<u32>,
    target_mark: Option<MarkKind>,
    cavalry_mark: Option<MarkKind>,
    /// Men of the charged party driven back 3 ft (Wells L828), from rules version 2.
    target_driven: u32,
    steps: Vec<String>,
    events: Vec<Ev>,
}

fn len(ids: &[u32]) -> u32 {
    u32::try_from(ids.len()).unwrap_or(u32::MAX)
}

fn check_men(
    state: &BattleState,
    ids: &[u32],
    side: Side,
    role: &'static str,
    arm_ok: impl Fn(Arm) -> bool,
) -> Result<(), LittleWarsError> {
    let mut seen = BTreeSet::new();
    for &id in ids {
        let f = state.figure(id)?;
        let why = if f.side != side {
            Some(format!("he is not {side}'s"))
        } else if !f.is_armed() {
            Some("he is not an armed man on the table".into())
        } else if !seen.insert(id) {
            Some("he is listed twice".into())
        } else if !arm_ok(f.arm) {
            Some(format!(
                "a {} cannot take that part (Wells L780-L860)",
                f.arm.name()
            ))
        } else {
            None
        };
        if let Some(why) = why {
            return Err(AppendixRefusal::BadChargeMan {
                figure: id,
                role,
                why,
            }
            .into());
        }
    }
    Ok(())
}

/// Feet between the nearest points of the charging cavalry and what they charge (the men
/// charged, or the guns), at the start of the charge (little-wars.md §10, Wells L788).
pub fn charge_gap_feet(
    state: &BattleState,
    cavalry: &[u32],
    target: &[u32],
    guns: &[u32],
) -> Result<f64, LittleWarsError> {
    let mut best = f64::INFINITY;
    for &c in cavalry {
        let rider = state.figure(c)?;
        for &t in target {
            best = best.min(rider.gap_to(state.figure(t)?).feet());
        }
        for &g in guns {
            best = best.min(state.gun(g)?.gap_to(rider, &state.options).feet());
        }
    }
    Ok(best)
}

/// The charging distance in feet (`charging_distance`: one Kriegspiel cavalry move, Wells
/// L591; or the players' figure).
fn charging_limit(state: &BattleState, order: &ChargeOrder) -> Result<f64, LittleWarsError> {
    if state.options.charging_distance == ChargingDistance::Custom {
        return order
            .agreed
            .charging_distance_feet
            .filter(|f| f.is_finite() && *f >= 0.0)
            .ok_or(
                AppendixRefusal::AgreedFigureMissing {
                    option: "charging_distance",
                    reading: "custom",
                    what: "charging distance in feet",
                }
                .into(),
            );
    }
    Ok(CHARGING_DISTANCE_FT)
}

/// Inches a body of `arm` bound to retire goes on its next move (`retire_distance`: a full
/// move of its arm, Wells L590-L591; or the players' figure).
fn retire_inches(
    state: &BattleState,
    order: &ChargeOrder,
    arm: Arm,
) -> Result<f64, LittleWarsError> {
    if state.options.retire_distance == RetireDistance::Agreed {
        return order
            .agreed
            .retire_feet
            .filter(|f| f.is_finite() && *f >= 0.0)
            .map(|f| f * 12.0)
            .ok_or(
                AppendixRefusal::AgreedFigureMissing {
                    option: "retire_distance",
                    reading: "agreed",
                    what: "feet retired each move",
                }
                .into(),
            );
    }
    Ok(appendix_move(arm, false).0)
}

/// Whether the infantry charged count as close order (`close_order_formations`: fours or two
/// ranks, Wells L622-L623; or as the players agree). Dismounted cavalry count as extended
/// order under both readings (Wells L832).
fn close_order(
    state: &BattleState,
    order: &ChargeOrder,
    formation: Formation,
) -> Result<bool, LittleWarsError> {
    if formation == Formation::Dismounted {
        return Ok(false);
    }
    if state.options.close_order_formations == CloseOrderFormations::Agreed {
        return order.agreed.close_order.ok_or(
            AppendixRefusal::AgreedFigureMissing {
                option: "close_order_formations",
                reading: "agreed",
                what: "whether the infantry stand in close order",
            }
            .into(),
        );
    }
    Ok(matches!(formation, Formation::Fours | Formation::TwoRanks))
}

/// Where a body bound to retire retires from: set per man, when the charge is applied, to
/// the nearest man of the other party (see [`apply_settled`]).
const AWAY_FROM_SET_LATER: TablePoint = TablePoint { x: 0.0, y: 0.0 };
/// Inches infantry charged in extended order retire on their next move: 1 ft (Wells L820).
const EXTENDED_RETIRE_IN: f64 = 12.0;

/// The position of the man of `party` nearest `at`.
fn nearest_of(state: &BattleState, party: &[u32], at: TablePoint) -> TablePoint {
    party
        .iter()
        .filter_map(|id| state.figure(*id).ok())
        .map(|f| f.at)
        .min_by(|a, b| a.distance(at).0.total_cmp(&b.distance(at).0))
        .unwrap_or(at)
}

fn on_infantry(
    state: &BattleState,
    order: &ChargeOrder,
    feet: f64,
    formation: Formation,
    retiring: bool,
) -> Result<Settled, LittleWarsError> {
    let close = close_order(state, order, formation)?;
    let charge = Charge {
        cavalry: len(&order.cavalry),
        infantry: len(&order.target),
        distance_feet: feet,
        order: if close {
            InfantryOrder::Close
        } else {
            InfantryOrder::Extended
        },
        contours_down: order.contours_down,
    };
    let result = if retiring {
        retiring_infantry_losses_by(charge, &state.options, state.rules_version)?
    } else {
        cavalry_charge_by(charge, &state.options, state.rules_version)?
    };
    let mut steps = vec![format!(
        "Formation {} is {} order (close_order_formations={}, Wells L622-L623, L800, L832).",
        <&str>::from(formation),
        if close { "close" } else { "extended" },
        state.options.close_order_formations.id(),
    )];
    steps.extend(result.steps);
    let away_from = AWAY_FROM_SET_LATER;
    let target_mark = if retiring {
        let arm = state.figure(order.target[0])?.arm;
        Some(MarkKind::Retire {
            away_from,
            inches: retire_inches(state, order, arm)?,
        })
    } else if close {
        Some(MarkKind::Held)
    } else {
        Some(MarkKind::Retire {
            away_from,
            inches: EXTENDED_RETIRE_IN,
        })
    };
    Ok(Settled {
        cavalry_lost: result.cavalry_lost,
        target_lost: result.infantry_lost,
        target_mark,
        steps,
        ..Settled::default()
    })
}

/// Cavalry charging cavalry downhill (`downhill_multiplier`, Wells L844): the multiplier, one
/// more for each contour charged down; whether it multiplies the chargers' numbers (else their
/// losses inflicted); and the chargers counted by it.
fn downhill(state: &BattleState, order: &ChargeOrder) -> (u32, bool, u32) {
    let n = len(&order.cavalry);
    let multiplier = order.contours_down.saturating_add(1);
    let numbers = state.options.downhill_multiplier == DownhillMultiplier::Numbers;
    let count = if numbers {
        n.saturating_mul(multiplier)
    } else {
        n
    };
    (multiplier, numbers, count)
}

fn on_still_cavalry(state: &BattleState, order: &ChargeOrder) -> Settled {
    let m = len(&order.target);
    let (multiplier, numbers, sabres) = downhill(state, order);
    let (mut killed, driven) = stationary_cavalry_charged(sabres, m);
    if !numbers {
        killed = killed.saturating_mul(multiplier).min(m);
    }
    Settled {
        target_lost: killed,
        target_driven: if state.rules_version >= 2 { driven } else { 0 },
        steps: vec![format!(
            "{sabres} sabres on {m} still mounted cavalry: each kills 5 and drives 15 more back \
             3 ft: {killed} killed, {driven} to be driven back 3 ft (Wells L828; downhill \
             ×{multiplier} on the {}, Wells L844).",
            if numbers { "count" } else { "losses" }
        )],
        ..Settled::default()
    }
}

fn on_cavalry(state: &mut BattleState, order: &ChargeOrder) -> Result<Settled, LittleWarsError> {
    let (n, m) = (len(&order.cavalry), len(&order.target));
    let (multiplier, numbers, count) = downhill(state, order);
    if count == m {
        let throw = state.dice.throw_die(
            LittleWarsDie::Toss,
            "coin for cavalry meeting in equal numbers (Wells L836)",
        )?;
        let face = throw.face.number();
        let chargers_win = face % 2 == 1;
        let (win_loss, _) = equal_cavalry_losses(if chargers_win { n } else { m }, &state.options);
        let (_, lose_loss) = equal_cavalry_losses(if chargers_win { m } else { n }, &state.options);
        let (mut cavalry_lost, mut target_lost) = if chargers_win {
            (win_loss, lose_loss)
        } else {
            (lose_loss, win_loss)
        };
        cavalry_lost = cavalry_lost.min(n);
        if !numbers {
            target_lost = target_lost.saturating_mul(multiplier);
        }
        target_lost = target_lost.min(m);
        let retire = MarkKind::Retire {
            away_from: AWAY_FROM_SET_LATER,
            inches: retire_inches(state, order, Arm::Cavalry)?,
        };
        let (target_mark, cavalry_mark) = if chargers_win {
            (Some(retire), None)
        } else {
            (None, Some(retire))
        };
        return Ok(Settled {
            cavalry_lost,
            target_lost,
            target_mark,
            cavalry_mark,
            steps: vec![format!(
                "{count} against {m} cavalry, equal: the coin shows {face}, so the {} win; the \
                 loser loses three quarters and must retire, the winner a quarter: chargers \
                 lose {cavalry_lost}, charged lose {target_lost} (Wells L836, charge_rounding={}).",
                if chargers_win { "chargers" } else { "charged" },
                state.options.charge_rounding.id(),
            )],
            ..Settled::default()
        });
    }
    let outcome = settle_melee(
        MeleeCount {
            men: count,
            supporters: len(&order.cavalry_supporters),
            remaining: None,
        },
        MeleeCount {
            men: m,
            supporters: len(&order.target_supporters),
            remaining: None,
        },
        &state.options,
    )?;
    let mut steps = vec![format!(
        "{count} against {m} cavalry, unequal: the floor game's melee decides (Wells L840)."
    )];
    steps.extend(outcome.steps.iter().cloned());
    Ok(Settled {
        cavalry_lost: outcome.mover.dead.min(n),
        cavalry_taken: outcome
            .mover
            .taken_prisoner
            .min(n - outcome.mover.dead.min(n)),
        target_lost: outcome.other.dead.min(m),
        target_taken: outcome
            .other
            .taken_prisoner
            .min(m - outcome.other.dead.min(m)),
        steps,
        events: vec![Ev::MeleeSettled(outcome)],
        ..Settled::default()
    })
}

fn on_guns(
    state: &BattleState,
    order: &ChargeOrder,
    feet: f64,
) -> Result<Settled, LittleWarsError> {
    let enemy = state.to_move.opponent();
    if order.guns.is_empty() {
        return Err(AppendixRefusal::NothingCharged("name the guns charged (Wells L860)").into());
    }
    if order.guns.len() > 1 && state.options.cavalry_v_guns == CavalryVGuns::OnePerCharge {
        return Err(AppendixRefusal::OneGunPerCharge {
            named: order.guns.len(),
        }
        .into());
    }
    for &g in &order.guns {
        let gun = state.gun(g)?;
        if gun.side != enemy || gun.destroyed {
            return Err(LittleWarsError::Gun(format!(
                "gun {g} is not a standing gun of {enemy} (Wells L860)"
            )));
        }
    }
    let per_gun = cavalry_loss_per_gun(charge_band(feet, &state.options));
    let taken = len(&order.guns);
    let cavalry_lost = per_gun.saturating_mul(taken).min(len(&order.cavalry));
    Ok(Settled {
        cavalry_lost,
        guns_taken: order.guns.clone(),
        steps: vec![format!(
            "Cavalry on guns from {feet:.2} ft: {per_gun} cavalry lost per gun, {taken} {} \
             taken, {cavalry_lost} lost (Wells L860, cavalry_v_guns={}).",
            if taken == 1 { "gun" } else { "guns" },
            state.options.cavalry_v_guns.id()
        )],
        ..Settled::default()
    })
}

fn check_order(state: &BattleState, order: &ChargeOrder) -> Result<f64, LittleWarsError> {
    let (charger, enemy) = (state.to_move, state.to_move.opponent());
    check_men(state, &order.cavalry, charger, "a charger", |a| {
        a == Arm::Cavalry
    })?;
    let n = len(&order.cavalry);
    if n < FEWEST_CHARGING {
        return Err(AppendixRefusal::TooFewCavalry { cavalry: n }.into());
    }
    let target_arm: fn(Arm) -> bool = match order.on {
        ChargeOn::Infantry {
            formation: Formation::Dismounted,
            ..
        } => |a| a.mounted(),
        ChargeOn::Infantry { .. } => |a| !a.mounted(),
        ChargeOn::StillCavalry | ChargeOn::Cavalry => |a| a.mounted(),
        ChargeOn::Guns => |_| true,
    };
    check_men(state, &order.target, enemy, "charged", target_arm)?;
    check_men(
        state,
        &order.cavalry_supporters,
        charger,
        "a supporter",
        |_| true,
    )?;
    check_men(
        state,
        &order.target_supporters,
        enemy,
        "a supporter",
        |_| true,
    )?;
    if order.target.is_empty() && order.on != ChargeOn::Guns {
        return Err(AppendixRefusal::NothingCharged("name the men charged").into());
    }
    let targets: &[u32] = if order.on == ChargeOn::Guns {
        &[]
    } else {
        &order.target
    };
    let guns: &[u32] = if order.on == ChargeOn::Guns {
        &order.guns
    } else {
        &[]
    };
    let feet = charge_gap_feet(state, &order.cavalry, targets, guns)?;
    let limit = charging_limit(state, order)?;
    if feet > limit + TOLERANCE {
        return Err(AppendixRefusal::OutOfChargingDistance { feet, limit }.into());
    }
    Ok(feet)
}

/// A cavalry charge (Wells L780-L866), applied: refusals first (fewer than 8, beyond
/// charging distance, men who cannot take part), then the losses, the guns taken, the
/// prisoners of an unequal melee, and the marks for the next move (Wells L816, L820, L836,
/// L856).
pub fn charge(state: &mut BattleState, order: &ChargeOrder) -> Events {
    in_kriegspiel_battle(state, "a cavalry charge")?;
    let feet = check_order(state, order)?;
    super::cavalry_answer::check_charge(state, order)?;
    let mut settled = match order.on {
        ChargeOn::Infantry {
            formation,
            retiring,
        } => on_infantry(state, order, feet, formation, retiring)?,
        ChargeOn::StillCavalry => on_still_cavalry(state, order),
        ChargeOn::Cavalry => on_cavalry(state, order)?,
        ChargeOn::Guns => on_guns(state, order, feet)?,
    };
    settled.steps.insert(
        0,
        format!(
            "{} cavalry charge from {feet:.2} ft, nearest point to nearest point at the start \
             (charging distance by charging_distance={}, Wells L780, L828).",
            order.cavalry.len(),
            state.options.charging_distance.id(),
        ),
    );
    apply_settled(state, order, settled)
}

fn apply_settled(state: &mut BattleState, order: &ChargeOrder, settled: Settled) -> Events {
    let (charger, enemy) = (state.to_move, state.to_move.opponent());
    let mut cavalry = order.cavalry.clone();
    cavalry.sort_unstable();
    let mut target = order.target.clone();
    target.sort_unstable();
    let cavalry_dead = choose_dead(&cavalry, &order.dead, settled.cavalry_lost, charger)?;
    let target_dead = choose_dead(&target, &order.dead, settled.target_lost, enemy)?;
    let mut events = settled.events;
    for &id in cavalry_dead.iter().chain(&target_dead) {
        events.extend(kill(state, id)?);
    }
    let standing = |ids: &[u32], dead: &[u32]| -> Vec<u32> {
        ids.iter()
            .copied()
            .filter(|id| !dead.contains(id))
            .collect()
    };
    let cavalry_left = standing(&cavalry, &cavalry_dead);
    let target_left = standing(&target, &target_dead);
    let (target_taken, target_free) =
        target_left.split_at((settled.target_taken as usize).min(target_left.len()));
    let (cavalry_taken, cavalry_free) =
        cavalry_left.split_at((settled.cavalry_taken as usize).min(cavalry_left.len()));
    for (taken, captors) in [(target_taken, cavalry_free), (cavalry_taken, target_free)] {
        for (n, &p) in taken.iter().enumerate() {
            // Up to 7 prisoners a man (Wells L328); version 1 gave them all to the first.
            let escort = if state.rules_version >= 2 {
                captors.get(n / PRISONERS_PER_ESCORT).copied()
            } else {
                captors.first().copied()
            };
            state.figure_mut(p)?.status = FigureStatus::Prisoner { escort };
            events.push(Ev::Taken { figure: p, escort });
        }
    }
    for &g in &settled.guns_taken {
        state.gun_mut(g)?.side = charger;
        events.push(Ev::GunCaptured {
            gun: g,
            by: charger,
        });
    }
    for (kind, ids, side) in [
        (settled.target_mark, target_free, enemy),
        (settled.cavalry_mark, cavalry_free, charger),
    ] {
        let Some(kind) = kind else { continue };
        let others: &[u32] = if side == enemy {
            &order.cavalry
        } else {
            &order.target
        };
        for &id in ids {
            let kind = match kind {
                MarkKind::Retire { inches, .. } => MarkKind::Retire {
                    away_from: nearest_of(state, others, state.figure(id)?.at),
                    inches,
                },
                other => other,
            };
            state.appendix.set(
                id,
                Mark {
                    kind,
                    side,
                    moves_left: counted_moves(1, side, charger, false),
                    own_moves_only: true,
                },
            );
        }
    }
    events.extend(super::driven_back::drive_back(
        state,
        target_free,
        settled.target_driven,
        cavalry_free,
    )?);
    state.moved.extend(order.cavalry.iter().copied());
    super::cavalry_answer::answered_by_charge(state, &order.cavalry);
    state.man_moved = true;
    events.push(Ev::ChargeSettled {
        cavalry_lost: settled.cavalry_lost,
        target_lost: settled.target_lost,
        guns_taken: settled.guns_taken,
        steps: settled.steps,
    });
    Ok(events)
}
