//! Horses eaten when supplies fail, and the surrender of a force that has eaten its last
//! (Kriegspiel appendix, §10 "Supply in the field"; Wells L701-L713, L729).

use super::appendix_holds::check_packets_in_battle;
use super::command::LittleWarsEvent as Ev;
use super::state::BattleState;
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::{Figure, FigureStatus};
use crate::systems::little_wars::kriegspiel::bodies::bodies;
use crate::systems::little_wars::move_refusal::MoveRefusal;
use crate::systems::little_wars::supply_refusal::SupplyRefusal;

pub use crate::systems::little_wars::figures::SURRENDER_AFTER_LAST_HORSE;

/// Riders of the side to move have their horses eaten, each in place of a food packet of his
/// body at the side's next giving up, never of forage (Wells L713). A body left with no horse
/// is taken for the surrounded force of Wells L729: it surrenders four moves later (`move_counting`).
pub fn eat_horses(state: &mut BattleState, ids: &[u32]) -> Result<Vec<Ev>, LittleWarsError> {
    check_packets_in_battle(state, "eating horses", "horses are eaten during the battle")?;
    let side = state.to_move;
    for &id in ids {
        let f = state.figure(id)?;
        if f.side != side {
            return Err(MoveRefusal::NotYourMove {
                side: side.to_string(),
            }
            .into());
        }
        if !f.is_armed() || !f.arm.mounted() || state.supply.horses_eaten.contains(&id) {
            return Err(SupplyRefusal::NoHorse {
                piece: format!("{} {id}", f.arm.name()),
            }
            .into());
        }
    }
    let mut figures = ids.to_vec();
    figures.sort_unstable();
    figures.dedup();
    for id in &figures {
        state.supply.horses_eaten.insert(*id);
        state.supply.horse_food.insert(*id);
    }
    let counted = state.supply.counted.get(&side).copied().unwrap_or(0);
    let men: Vec<&Figure> = state
        .figures
        .iter()
        .filter(|f| f.side == side && f.is_armed())
        .collect();
    let mut last_horse = Vec::new();
    for body in bodies(&men) {
        let ate_here = figures.iter().any(|id| body.contains(id));
        let horse_left = men.iter().any(|f| {
            body.contains(&f.id) && f.arm.mounted() && !state.supply.horses_eaten.contains(&f.id)
        });
        if ate_here && !horse_left {
            last_horse.extend(body.iter().copied());
            state.supply.last_horse.push((side, body, counted));
        }
    }
    last_horse.sort_unstable();
    Ok(vec![Ev::HorsesEaten {
        figures,
        last_horse,
    }])
}

/// After one of `side`'s moves is counted: a body that ate its last horse four moves ago
/// surrenders, its armed men taken (Wells L729).
pub fn starve(state: &mut BattleState, side: Side, events: &mut Vec<Ev>) {
    let now = state.supply.counted.get(&side).copied().unwrap_or(0);
    let (due, waiting): (Vec<_>, Vec<_>) = std::mem::take(&mut state.supply.last_horse)
        .into_iter()
        .partition(|(s, _, at)| {
            *s == side && now.saturating_sub(*at) >= SURRENDER_AFTER_LAST_HORSE
        });
    state.supply.last_horse = waiting;
    for (_, men, _) in due {
        let mut figures = Vec::new();
        for f in state
            .figures
            .iter_mut()
            .filter(|f| men.contains(&f.id) && f.is_armed())
        {
            f.status = FigureStatus::Prisoner { escort: None };
            figures.push(f.id);
        }
        figures.sort_unstable();
        if !figures.is_empty() {
            events.push(Ev::StarvedOut { figures });
        }
    }
}
