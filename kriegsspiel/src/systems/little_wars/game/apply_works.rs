//! Works, mines and boats at the table in the Kriegspiel appendix (§10; Wells L624-L626,
//! L738-L771): a work begun by the men doing it at a place on the floor, counted move by move
//! (`move_counting`) until finished; a laid mine going off under the first man to pass over
//! it; men getting into and out of boats in the time `boat_batches` gives.

use super::appendix_holds::{counting_sides, may_move};
use super::apply_fight::kill;
use super::boating::Boating;
use super::command::LittleWarsEvent as Ev;
use super::state::{BattleState, Phase};
use super::work_under_way::WorkUnderWay;
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::Arm;
use crate::systems::little_wars::kriegspiel::{BOAT_MOVE, MINE_RADIUS, boat_moves, work};
use crate::systems::little_wars::move_refusal::MoveRefusal;
use crate::systems::little_wars::supply_refusal::SupplyRefusal;
use crate::systems::little_wars::units::{TOLERANCE, TablePoint, point_segment_distance};
use std::collections::BTreeSet;

type Events = Result<Vec<Ev>, LittleWarsError>;

fn in_appendix_battle(state: &BattleState, doing: &'static str) -> Result<(), LittleWarsError> {
    if !state.options.kriegspiel() {
        return Err(SupplyRefusal::NotKriegspiel(doing).into());
    }
    if state.phase != Phase::Battle {
        return Err(LittleWarsError::WrongPhase(format!(
            "{doing} is for the battle"
        )));
    }
    Ok(())
}

/// Checks that `ids` are distinct armed men of the side to move, free of works and boats.
fn free_men(state: &BattleState, ids: &[u32]) -> Result<(), LittleWarsError> {
    let mut seen = BTreeSet::new();
    for &id in ids {
        let f = state.figure(id)?;
        if !seen.insert(id) {
            return Err(LittleWarsError::OutOfRange {
                what: "men",
                value: format!("{id} twice"),
                allowed: "each man once".into(),
            });
        }
        if f.side != state.to_move {
            return Err(MoveRefusal::NotYourMove {
                side: state.to_move.to_string(),
            }
            .into());
        }
        if !f.is_armed() {
            return Err(MoveRefusal::NotFree {
                piece: format!("{} {id}", f.arm.name()),
                why: "he is not an armed man on the field".into(),
            }
            .into());
        }
        may_move(state, id)?;
    }
    Ok(())
}

/// Begins a work of the appendix's table (Wells L738-L767): R.E. works by Royal Engineers
/// who have not moved this move (Wells L665); an entrenchment by infantry, 2 men to the inch
/// (Wells L763); the others by at least the men the table names. Its start is a sealed note
/// to the opponent (Wells L771).
pub fn start_work(state: &mut BattleState, kind: &str, men: &[u32], at: TablePoint) -> Events {
    in_appendix_battle(state, "a work")?;
    let spec = work(kind)?;
    let refuse = |why: String| -> LittleWarsError {
        SupplyRefusal::Work {
            work: spec.id.to_string(),
            why,
        }
        .into()
    };
    if !at.is_finite() || !state.country.contains(at) {
        return Err(refuse("its place must be on the table".into()));
    }
    free_men(state, men)?;
    let arms: Vec<Arm> = men
        .iter()
        .map(|id| state.figure(*id).map(|f| f.arm))
        .collect::<Result<_, _>>()?;
    let n = u32::try_from(men.len()).unwrap_or(u32::MAX);
    let needed = spec.men.max(1);
    let entrench = spec.id == "entrench_per_inch";
    if spec.by.starts_with("R.E.") {
        if arms.iter().any(|a| *a != Arm::RoyalEngineers) {
            return Err(refuse(format!("it is R.E. work ({})", spec.cite)));
        }
        if let Some(id) = men.iter().find(|id| state.moved.contains(id)) {
            return Err(refuse(format!(
                "engineer {id} changed position this move and may not begin it (Wells L665)"
            )));
        }
    } else if entrench && arms.iter().any(|a| *a != Arm::Infantry) {
        return Err(refuse(
            "entrenchments are made by infantry (Wells L763)".into(),
        ));
    }
    if n < needed {
        return Err(refuse(format!(
            "it needs {} ({}), {n} given",
            spec.by, spec.cite
        )));
    }
    let number = u32::try_from(state.works.len()).unwrap_or(u32::MAX) + 1;
    let mut sorted = men.to_vec();
    sorted.sort_unstable();
    state.works.push(WorkUnderWay {
        number,
        side: state.to_move,
        kind: spec.id.to_string(),
        men: sorted,
        at,
        inches: if entrench { n / 2 } else { 0 },
        moves_done: 0,
        moves_needed: spec.moves,
        exploded: false,
    });
    Ok(vec![Ev::WorkStarted {
        number,
        side: state.to_move,
    }])
}

/// Men get into the boats (infantry, 2 moves per 20, Wells L624) or, afloat, out of them
/// (1 move per 20, Wells L626), the time by `boat_batches`. The batch uses their move.
pub fn boats(state: &mut BattleState, ids: &[u32], embark: bool) -> Events {
    in_appendix_battle(state, if embark { "embarking" } else { "disembarking" })?;
    let what = if embark { "embark" } else { "disembark" };
    for &id in ids {
        let f = state.figure(id)?;
        let piece = format!("{} {id}", f.arm.name());
        let afloat = matches!(state.boating.get(&id), Some(Boating::Afloat { .. }));
        let why = if state.moved.contains(&id) {
            Some("he has already moved this move (Wells L250)".to_string())
        } else if embark && f.arm != Arm::Infantry {
            Some("the appendix gives boats to infantry (Wells L624)".into())
        } else if embark && state.boating.contains_key(&id) {
            Some("he is already in or at the boats".into())
        } else if !embark && !afloat {
            Some("he is not afloat".into())
        } else {
            None
        };
        if let Some(why) = why {
            return Err(SupplyRefusal::Boat { piece, what, why }.into());
        }
    }
    if ids.is_empty() {
        return Err(LittleWarsError::OutOfRange {
            what: "men",
            value: "none".into(),
            allowed: "at least one man".into(),
        });
    }
    if embark {
        free_men(state, ids)?;
    }
    let n = u32::try_from(ids.len()).unwrap_or(u32::MAX);
    let moves = boat_moves(n, embark, &state.options);
    let side = state.to_move;
    for &id in ids {
        let b = if embark {
            Boating::Embarking {
                side,
                moves_left: moves,
            }
        } else {
            Boating::Disembarking {
                side,
                moves_left: moves,
            }
        };
        state.boating.insert(id, b);
        state.moved.insert(id);
    }
    let mut figures = ids.to_vec();
    figures.sort_unstable();
    Ok(vec![Ev::Boating {
        figures,
        moves,
        embark,
    }])
}

/// After a man has moved from `from` along `route`: a man afloat moves as a boat, 1 ft
/// (Wells L599); a laid mine he passed over goes off and destroys every man and gun within
/// 6 in (Wells L754).
pub fn after_figure_move(
    state: &mut BattleState,
    id: u32,
    from: TablePoint,
    route: &[TablePoint],
) -> Events {
    if !state.options.kriegspiel() {
        return Ok(Vec::new());
    }
    let figure = state.figure(id)?.clone();
    let mut path = vec![from];
    path.extend_from_slice(route);
    if matches!(state.boating.get(&id), Some(Boating::Afloat { .. })) {
        let moved = crate::systems::little_wars::units::path_length(&path).0;
        if moved > BOAT_MOVE.0 + TOLERANCE {
            return Err(SupplyRefusal::BoatTooFar {
                piece: format!("{} {id}", figure.arm.name()),
                moved,
            }
            .into());
        }
    }
    let radius = figure.arm.base_radius().0;
    let Some(index) = state.works.iter().position(|w| {
        w.is_mine()
            && w.finished()
            && !w.exploded
            && path
                .windows(2)
                .any(|s| point_segment_distance(w.at, s[0], s[1]).0 <= radius)
    }) else {
        return Ok(Vec::new());
    };
    explode(state, index)
}

/// The mine of work `index` goes off: every man within 6 in dies as any man dies, so the
/// prisoners of an escort it kills go free by `prisoner_release` (Wells L754, L328), and every
/// gun within 6 in is destroyed.
fn explode(state: &mut BattleState, index: usize) -> Events {
    let at = state.works[index].at;
    state.works[index].exploded = true;
    let mut killed: Vec<u32> = state
        .figures
        .iter()
        .filter(|f| f.on_table() && f.gap_to_point(at).0 <= MINE_RADIUS.0 + TOLERANCE)
        .map(|f| f.id)
        .collect();
    killed.sort_unstable();
    let mut events = Vec::new();
    for &id in &killed {
        events.extend(kill(state, id)?);
    }
    let mut guns = Vec::new();
    for g in state.guns.iter_mut().filter(|g| !g.destroyed) {
        let parts = [g.axle, g.muzzle(), g.trail_end()];
        let near = parts
            .iter()
            .chain(g.wheels().iter())
            .any(|p| p.distance(at).0 <= MINE_RADIUS.0 + TOLERANCE);
        if near {
            g.destroyed = true;
            guns.push(g.id);
        }
    }
    guns.sort_unstable();
    events.push(Ev::MineExploded {
        number: state.works[index].number,
        killed,
        guns,
    });
    Ok(events)
}

/// At the end of `ended`'s move: each unfinished work of a side whose moves count
/// (`move_counting`) has one more move done, and is reported when finished; each batch at
/// the boats has a move less to go.
pub fn after_move(state: &mut BattleState, ended: Side, events: &mut Vec<Ev>) {
    let sides = counting_sides(state, ended);
    for w in state
        .works
        .iter_mut()
        .filter(|w| !w.finished() && sides.contains(&w.side))
    {
        w.moves_done += 1;
        if w.finished() {
            events.push(Ev::WorkFinished {
                number: w.number,
                kind: w.kind.clone(),
            });
        }
    }
    let mut afloat = Vec::new();
    let mut ashore = Vec::new();
    let mut landed = Vec::new();
    for (id, b) in state.boating.iter_mut() {
        match b {
            Boating::Embarking { side, moves_left } if sides.contains(side) => {
                *moves_left -= 1.0;
                if *moves_left <= TOLERANCE {
                    *b = Boating::Afloat { side: *side };
                    afloat.push(*id);
                }
            }
            Boating::Disembarking { side, moves_left } if sides.contains(side) => {
                *moves_left -= 1.0;
                if *moves_left <= TOLERANCE {
                    ashore.push(*id);
                    landed.push(*id);
                }
            }
            _ => {}
        }
    }
    for id in landed {
        state.boating.remove(&id);
    }
    for (figures, is_afloat) in [(afloat, true), (ashore, false)] {
        if !figures.is_empty() {
            events.push(Ev::BoatsDone {
                figures,
                afloat: is_afloat,
            });
        }
    }
}
