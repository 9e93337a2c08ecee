//! Retiring while pursued (Kriegspiel appendix, Wells L848, L856, L864): a body that retired
//! before cavalry goes on retiring while the enemy's cavalry pursues it, and a body the
//! pursuit would drive off the field is destroyed (Wells L852).

use super::apply_fight::kill;
use super::command::LittleWarsEvent as Ev;
use super::state::BattleState;
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::Arm;
use crate::systems::little_wars::kriegspiel::charge::CHARGING_DISTANCE_FT;
use crate::systems::little_wars::kriegspiel::marks::{Mark, MarkKind};

/// At the end of `ended`'s move, under the rules of version 2 in the Kriegspiel mode: each man
/// of the other side whose order to retire has run out is still pursued while a cavalryman of
/// `ended` stands within charging distance of him (3 ft, Wells L591): he must retire again on
/// his next move, away from the nearest pursuer; if that retreat would take him off the table
/// or over his own back line, he is destroyed. A man no longer pursued is free.
pub(super) fn renew(state: &mut BattleState, ended: Side) -> Result<Vec<Ev>, LittleWarsError> {
    if state.rules_version < 2 || !state.options.kriegspiel() {
        state.appendix.pursued.clear();
        return Ok(Vec::new());
    }
    let reach = CHARGING_DISTANCE_FT * 12.0;
    let waiting: Vec<(u32, f64)> = state
        .appendix
        .pursued
        .iter()
        .map(|(id, inches)| (*id, *inches))
        .collect();
    let mut events = Vec::new();
    for (id, inches) in waiting {
        let man = state.figure(id)?.clone();
        if man.side == ended {
            continue;
        }
        state.appendix.pursued.remove(&id);
        if !man.on_table() || !man.is_armed() {
            continue;
        }
        let pursuer = state
            .figures
            .iter()
            .filter(|f| f.side == ended && f.arm == Arm::Cavalry && f.is_armed())
            .map(|f| (f.gap_to(&man).0, f.id, f.at))
            .filter(|(gap, _, _)| *gap <= reach)
            .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let Some((_, by, from)) = pursuer else {
            continue;
        };
        let away = man.at.distance(from).0.max(f64::EPSILON);
        let to = man.at.offset(
            (man.at.x - from.x) / away * inches,
            (man.at.y - from.y) / away * inches,
        );
        let cornered = !state.country.contains(to) || state.country.behind_back_line(man.side, to);
        if cornered {
            events.push(Ev::DrivenOffField { figure: id });
            events.extend(kill(state, id)?);
            continue;
        }
        state.appendix.set(
            id,
            Mark {
                kind: MarkKind::Retire {
                    away_from: from,
                    inches,
                },
                side: man.side,
                moves_left: 1,
                own_moves_only: true,
            },
        );
        events.push(Ev::Pursued { figure: id, by });
    }
    Ok(events)
}
