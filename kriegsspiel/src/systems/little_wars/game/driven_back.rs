//! Men a charge drives back (Wells L828: still mounted cavalry charged, fifteen to a sabre put
//! three feet to the rear) and a body driven off the field, which is destroyed (Wells L852).

use super::apply_fight::kill;
use super::command::LittleWarsEvent as Ev;
use super::state::BattleState;
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;

/// How far a charge drives still cavalry back: three feet (Wells L828).
pub const DRIVEN_BACK_IN: f64 = 36.0;

/// Drives the first `n` of `men` (those nearest the chargers `from` first, then by id) back
/// `DRIVEN_BACK_IN` to their own rear, straight towards their own back line. A man who would
/// go over it is driven off the field and destroyed (Wells L852).
pub(super) fn drive_back(
    state: &mut BattleState,
    men: &[u32],
    n: u32,
    from: &[u32],
) -> Result<Vec<Ev>, LittleWarsError> {
    let mut order = Vec::new();
    for &id in men {
        let at = state.figure(id)?.at;
        let nearest = from
            .iter()
            .filter_map(|c| state.figure(*c).ok())
            .map(|c| c.at.distance(at).0)
            .fold(f64::INFINITY, f64::min);
        order.push((nearest, id));
    }
    order.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    let mut events = Vec::new();
    for (_, id) in order.into_iter().take(n as usize) {
        let man = state.figure(id)?;
        let rear = match man.side {
            Side::Red => DRIVEN_BACK_IN,
            Side::Blue => -DRIVEN_BACK_IN,
        };
        let to = man.at.offset(0.0, rear);
        if state.country.behind_back_line(man.side, to) {
            events.push(Ev::DrivenOffField { figure: id });
            events.extend(kill(state, id)?);
        } else {
            state.figure_mut(id)?.at = to;
            events.push(Ev::DrivenBack { figure: id, to });
        }
    }
    Ok(events)
}
