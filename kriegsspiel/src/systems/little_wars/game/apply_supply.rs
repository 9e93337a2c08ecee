//! Supply at the table in the Kriegspiel appendix (§10 "Supply in the field"; Wells
//! L685-L729): the issue falling due every six moves (`move_counting`), the packets given up
//! and counted body by body within reach and with no enemy between, missed supply
//! (`supply_failure`), rifle volleys and the ammunition they use up.

use super::appendix_holds::{check_packets_in_battle, counting_sides, packets_in_force};
use super::command::LittleWarsEvent as Ev;
use super::state::{BattleState, Phase};
use super::supply_ledger::{LaidPacket, PacketKind, SupplyNeed};
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::{Arm, Figure};
use crate::systems::little_wars::gun::Gun;
use crate::systems::little_wars::kriegspiel::bodies::{
    bodies, enemy_on_line, supply_body, supply_radius,
};
use crate::systems::little_wars::kriegspiel::fire::rifle_shots;
use crate::systems::little_wars::kriegspiel::supply::{
    MOVES_PER_ISSUE, SupplyBody, exempt, supply_packets,
};
use crate::systems::little_wars::move_refusal::MoveRefusal;
use crate::systems::little_wars::option_readings::{SupplyBlocking, SupplyReckoning};
use crate::systems::little_wars::supply_refusal::SupplyRefusal;
use std::collections::BTreeSet;

type Events = Result<Vec<Ev>, LittleWarsError>;

fn side_men(state: &BattleState, side: Side) -> Vec<&Figure> {
    state
        .figures
        .iter()
        .filter(|f| f.side == side && f.is_armed())
        .filter(|f| !state.supply.out_of_action.contains(&f.id))
        .collect()
}

fn long_firers(state: &BattleState, men: &[&Figure]) -> Vec<u32> {
    men.iter()
        .filter(|f| f.arm == Arm::Infantry)
        .filter(|f| {
            state
                .supply
                .fire_streak
                .get(&f.id)
                .is_some_and(|&n| n >= MOVES_PER_ISSUE)
        })
        .map(|f| f.id)
        .collect()
}

fn add(a: SupplyBody, b: SupplyBody) -> SupplyBody {
    SupplyBody {
        infantry: a.infantry + b.infantry,
        cavalry: a.cavalry + b.cavalry,
        guns: a.guns + b.guns,
        other_horses: a.other_horses + b.other_horses,
        infantry_fired: a.infantry_fired + b.infantry_fired,
        isolated: false,
    }
}

/// What `side` must give up at an issue, body by body (`supply_reckoning` = `per_body`) or
/// as one whole-side reckoning of the bodies that need supply (`per_side`). A body is
/// isolated when the side has other bodies, all more than 12 ft off (Wells L693).
pub fn supply_needed(state: &BattleState, side: Side) -> Vec<SupplyNeed> {
    let men = side_men(state, side);
    let groups = bodies(&men);
    let isolated = groups.len() > 1;
    let options = &state.options;
    let reckoned: Vec<(Vec<u32>, SupplyBody)> = groups
        .into_iter()
        .map(|ids| {
            let of: Vec<&Figure> = men
                .iter()
                .copied()
                .filter(|f| ids.contains(&f.id))
                .collect();
            let fired = u32::try_from(long_firers(state, &of).len()).unwrap_or(u32::MAX);
            (
                ids,
                supply_body(&of, fired, isolated, &state.supply.horses_eaten),
            )
        })
        .collect();
    let need = |men: Vec<u32>, body: SupplyBody| SupplyNeed {
        men,
        exempt: exempt(body, options),
        packets: supply_packets(body, options),
    };
    if options.supply_reckoning != SupplyReckoning::PerSide {
        return reckoned.into_iter().map(|(m, b)| need(m, b)).collect();
    }
    let (free, fed): (Vec<_>, Vec<_>) =
        reckoned.into_iter().partition(|(_, b)| exempt(*b, options));
    let mut out: Vec<SupplyNeed> = free.into_iter().map(|(m, b)| need(m, b)).collect();
    if !fed.is_empty() {
        let mut all_men: Vec<u32> = fed.iter().flat_map(|(m, _)| m.iter().copied()).collect();
        all_men.sort_unstable();
        let total = fed
            .iter()
            .fold(SupplyBody::default(), |acc, (_, b)| add(acc, *b));
        out.push(need(all_men, total));
    }
    out
}

/// Which of the body's men a packet at `packet` reaches: the nearest man within his arm's
/// distance (Wells L689), or none; and whether an enemy man or gun stands on the line to him
/// (`supply_blocking` = `line`, Wells L697).
fn reach(state: &BattleState, packet: &LaidPacket, men: &[&Figure]) -> Option<(u32, bool)> {
    let nearest = men
        .iter()
        .filter(|m| m.gap_to_point(packet.at).0 <= supply_radius(m.arm, &state.options).0)
        .min_by(|a, b| {
            a.gap_to_point(packet.at)
                .0
                .total_cmp(&b.gap_to_point(packet.at).0)
        })?;
    let side = nearest.side;
    let enemies: Vec<&Figure> = state
        .figures
        .iter()
        .filter(|f| f.side != side && f.on_table())
        .collect();
    let guns: Vec<&Gun> = state
        .guns
        .iter()
        .filter(|g| g.side != side && !g.destroyed)
        .collect();
    let blocked = state.options.supply_blocking == SupplyBlocking::Line
        && enemy_on_line(packet.at, nearest.at, &enemies, &guns);
    Some((nearest.id, blocked))
}

struct Counted {
    supplied: Vec<u32>,
    unsupplied: Vec<u32>,
    no_ammunition: Vec<u32>,
    steps: Vec<String>,
}

/// The horses of `men` eaten since the side's last issue, each standing for a food packet
/// (Wells L713); the working goes to `steps`.
fn horse_food(state: &BattleState, men: &[u32], steps: &mut Vec<String>) -> u32 {
    let horses = state
        .supply
        .horse_food
        .iter()
        .filter(|id| men.contains(id))
        .count();
    if horses == 1 {
        steps.push("1 horse eaten stands for a food packet (Wells L713).".into());
    } else if horses > 1 {
        steps.push(format!(
            "{horses} horses eaten stand for food packets, one each (Wells L713)."
        ));
    }
    u32::try_from(horses).unwrap_or(u32::MAX)
}

fn count_packets(
    state: &BattleState,
    side: Side,
    packets: &[LaidPacket],
    cut_off: &[u32],
) -> Counted {
    let mut used = vec![false; packets.len()];
    let mut out = Counted {
        supplied: Vec::new(),
        unsupplied: Vec::new(),
        no_ammunition: Vec::new(),
        steps: Vec::new(),
    };
    let agreed = state.options.supply_blocking == SupplyBlocking::Agreed;
    for need in supply_needed(state, side) {
        let men: Vec<&Figure> = state
            .figures
            .iter()
            .filter(|f| need.men.contains(&f.id))
            .collect();
        let who = format!(
            "{} {} from {}",
            need.men.len(),
            if need.men.len() == 1 { "man" } else { "men" },
            need.men.first().unwrap_or(&0)
        );
        if need.exempt || need.packets.packets == 0 {
            out.steps
                .push(format!("The body of {who} needs no packets (Wells L693)."));
            out.supplied.extend(&need.men);
            continue;
        }
        let cut = agreed && need.men.iter().any(|m| cut_off.contains(m));
        let wanted = [
            (PacketKind::Food, need.packets.food),
            (PacketKind::Forage, need.packets.forage),
            (PacketKind::Ammunition, need.packets.ammunition),
        ];
        let mut got = [0u32; 3];
        let mut blocked = 0;
        for (k, (kind, n)) in wanted.iter().enumerate() {
            for (i, p) in packets.iter().enumerate() {
                if got[k] >= *n || used[i] || p.kind != *kind {
                    continue;
                }
                match reach(state, p, &men) {
                    Some((_, false)) if !cut => {
                        used[i] = true;
                        got[k] += 1;
                    }
                    Some(_) => blocked += 1,
                    None => {}
                }
            }
        }
        got[0] += horse_food(state, &need.men, &mut out.steps);
        let fed = got[0] >= need.packets.food && got[1] >= need.packets.forage;
        out.steps.push(format!(
            "The body of {who} needs food {}, forage {}, ammunition {}; within 6 ft of its \
             infantry and 18 ft of its cavalry with no enemy between (Wells L689, L697) lie \
             food {}, forage {}, ammunition {}{}: {}.",
            need.packets.food,
            need.packets.forage,
            need.packets.ammunition,
            got[0],
            got[1],
            got[2],
            if blocked > 0 || cut {
                " (packets cut off by the enemy do not count)"
            } else {
                ""
            },
            if fed { "supplied" } else { "not supplied" }
        ));
        if fed {
            out.supplied.extend(&need.men);
        } else {
            out.unsupplied.extend(&need.men);
        }
        if got[2] < need.packets.ammunition {
            out.no_ammunition.extend(long_firers(state, &men));
        }
    }
    out.supplied.sort_unstable();
    out.unsupplied.sort_unstable();
    out.no_ammunition.sort_unstable();
    out
}

fn check_supply_command(state: &BattleState, side: Side) -> Result<(), LittleWarsError> {
    check_packets_in_battle(
        state,
        "giving up supply",
        "supply is given up during the battle",
    )?;
    if side != state.to_move {
        return Err(MoveRefusal::NotYourMove {
            side: state.to_move.to_string(),
        }
        .into());
    }
    let short = state
        .supply
        .unsupplied
        .keys()
        .any(|id| state.figure(*id).is_ok_and(|f| f.side == side));
    if !state.supply.due.contains_key(&side) && !short {
        return Err(SupplyRefusal::NotDue {
            side: side.to_string(),
        }
        .into());
    }
    Ok(())
}

/// A side gives up its packets (Wells L685-L697): each body's needs are met from the packets
/// that reach it; a body short of food or forage has missed supply, infantry short of
/// ammunition cannot fire. It answers the issue due, or late, a body that missed one.
pub fn give_up_supply(
    state: &mut BattleState,
    side: Side,
    packets: &[LaidPacket],
    cut_off: &[u32],
) -> Events {
    check_supply_command(state, side)?;
    if let Some(p) = packets.iter().find(|p| !state.country.contains(p.at)) {
        return Err(SupplyRefusal::PacketOffTable {
            x: p.at.x,
            y: p.at.y,
        }
        .into());
    }
    let counted = count_packets(state, side, packets, cut_off);
    let now = state.supply.counted.get(&side).copied().unwrap_or(0);
    let ledger = &mut state.supply;
    ledger.due.remove(&side);
    for id in &counted.supplied {
        ledger.unsupplied.remove(id);
    }
    for id in &counted.unsupplied {
        ledger.unsupplied.entry(*id).or_insert(now);
    }
    let firers: BTreeSet<u32> = counted.no_ammunition.iter().copied().collect();
    for id in &counted.supplied {
        if !firers.contains(id) {
            ledger.no_ammunition.remove(id);
        }
    }
    ledger.no_ammunition.extend(&firers);
    ledger.laid.insert(side, packets.to_vec());
    let side_men: Vec<u32> = state
        .figures
        .iter()
        .filter(|f| f.side == side)
        .map(|f| f.id)
        .collect();
    state.supply.horse_food.retain(|id| !side_men.contains(id));
    Ok(vec![Ev::SupplyGiven {
        side,
        supplied: counted.supplied,
        unsupplied: counted.unsupplied,
        no_ammunition: counted.no_ammunition,
        steps: counted.steps,
    }])
}

/// Infantry fire rifle volleys (Wells L565): each must be an armed infantryman of the side to
/// move who has not moved this move (Wells L657), is in action and, with packets in force,
/// has ammunition (Wells L721). They may not move after it this move.
pub fn rifle_volley(state: &mut BattleState, ids: &[u32]) -> Events {
    if !state.options.kriegspiel() {
        return Err(SupplyRefusal::NotKriegspiel("a rifle volley").into());
    }
    if state.phase != Phase::Battle {
        return Err(LittleWarsError::WrongPhase(
            "volleys are fired during the battle".into(),
        ));
    }
    for &id in ids {
        let f = state.figure(id)?;
        let piece = format!("{} {id}", f.arm.name());
        if f.side != state.to_move {
            return Err(MoveRefusal::NotYourMove {
                side: state.to_move.to_string(),
            }
            .into());
        }
        if f.arm != Arm::Infantry || !f.is_armed() {
            return Err(SupplyRefusal::NotInfantry { piece }.into());
        }
        if state.moved.contains(&id) {
            return Err(SupplyRefusal::MovedAndFire { piece }.into());
        }
        if state.supply.out_of_action.contains(&id) {
            return Err(SupplyRefusal::OutOfAction { piece }.into());
        }
        if packets_in_force(state) && state.supply.no_ammunition.contains(&id) {
            return Err(SupplyRefusal::NoAmmunition { piece }.into());
        }
    }
    let mut figures = ids.to_vec();
    figures.sort_unstable();
    figures.dedup();
    let men = u32::try_from(figures.len()).unwrap_or(u32::MAX);
    // Battles saved before rules version 2 counted no shots (and fired with any number).
    let shots = if state.rules_version >= 2 {
        rifle_shots(men, &state.options)
    } else {
        0
    };
    if shots == 0 && state.rules_version >= 2 {
        return Err(LittleWarsError::OutOfRange {
            what: "still infantry in a rifle volley",
            value: men.to_string(),
            allowed: "at least 5 in a line: one shot for every five (Wells L565)".into(),
        });
    }
    for &id in &figures {
        state.supply.fired_this_move.insert(id);
        state.moved.insert(id);
    }
    Ok(vec![Ev::VolleyFired { figures, shots }])
}

fn missed_issue(state: &mut BattleState, ended: Side, events: &mut Vec<Ev>) {
    let Some(&due_move) = state.supply.due.get(&ended) else {
        return;
    };
    if due_move >= state.move_number {
        return;
    }
    let now = state.supply.counted.get(&ended).copied().unwrap_or(0);
    let mut figures = Vec::new();
    for need in supply_needed(state, ended) {
        if need.exempt || need.packets.packets == 0 {
            continue;
        }
        figures.extend(need.men);
    }
    figures.sort_unstable();
    for id in &figures {
        state.supply.unsupplied.entry(*id).or_insert(now);
    }
    state.supply.due.remove(&ended);
    events.push(Ev::SupplyMissed {
        side: ended,
        figures,
    });
}

fn count_move(state: &mut BattleState, side: Side, events: &mut Vec<Ev>) {
    let n = state.supply.counted.entry(side).or_insert(0);
    *n += 1;
    let now = *n;
    let mut out: Vec<u32> = state
        .supply
        .unsupplied
        .iter()
        .filter(|(id, since)| {
            now.saturating_sub(**since) >= MOVES_PER_ISSUE
                && state.figure(**id).is_ok_and(|f| f.side == side)
        })
        .map(|(id, _)| *id)
        .collect();
    out.sort_unstable();
    if !out.is_empty() {
        for id in &out {
            state.supply.unsupplied.remove(id);
            state.supply.out_of_action.insert(*id);
        }
        events.push(Ev::OutOfAction { figures: out });
    }
    super::apply_horses::starve(state, side, events);
    if now.is_multiple_of(MOVES_PER_ISSUE) {
        let needs = supply_needed(state, side);
        let sum = |f: fn(&SupplyNeed) -> u32| needs.iter().map(f).sum::<u32>();
        state.supply.due.insert(side, state.move_number);
        events.push(Ev::SupplyDue {
            side,
            food: sum(|n| n.packets.food),
            forage: sum(|n| n.packets.forage),
            ammunition: sum(|n| n.packets.ammunition),
        });
    }
}

/// At the end of `ended`'s move (before the next side's move begins): his infantry's runs of
/// fire, an issue he let pass, the moves counted towards each issue (`move_counting`), and
/// then the works and boats ([`super::apply_works::after_move`]).
pub fn after_move(state: &mut BattleState, ended: Side, events: &mut Vec<Ev>) {
    if !state.options.kriegspiel() {
        return;
    }
    if packets_in_force(state) {
        let fired = std::mem::take(&mut state.supply.fired_this_move);
        let own: Vec<u32> = state
            .figures
            .iter()
            .filter(|f| f.side == ended && f.arm == Arm::Infantry)
            .map(|f| f.id)
            .collect();
        for id in own {
            if fired.contains(&id) {
                *state.supply.fire_streak.entry(id).or_insert(0) += 1;
            } else {
                state.supply.fire_streak.remove(&id);
            }
        }
        missed_issue(state, ended, events);
        for side in counting_sides(state, ended) {
            count_move(state, side, events);
        }
    } else {
        state.supply.fired_this_move.clear();
    }
    super::apply_works::after_move(state, ended, events);
}
