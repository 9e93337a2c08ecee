//! The Defensive Game's ending (Wells L368; Streamlined L89; rules reference little-wars.md
//! L357-L360 and the `defensive_win` option, L41): the attacker wins by reaching the
//! defender's back line with a quarter of his original strength, measured as
//! `defensive_strength` says; the defender wins once that is out of the attacker's reach.

use super::state::BattleState;
use crate::side::Side;
use crate::systems::little_wars::figure::Figure;
use crate::systems::little_wars::forces::ForceCount;
use crate::systems::little_wars::option_readings::DefensiveStrength;
use crate::systems::little_wars::option_readings::{DefensiveWin, GameType};
use crate::systems::little_wars::options::LittleWarsOptions;
use crate::systems::little_wars::scoring::{defensive_attacker_won, defensive_strength_ok};

/// Notes the attacker's armed men now on the defender's back line as arrived: under
/// `defensive_win` = `arriving_quarter` they are counted as they arrive (little-wars.md L41).
pub fn record_arrivals(state: &mut BattleState) {
    let Some(attacker) = attacker(state) else {
        return;
    };
    let arrived: Vec<u32> = state
        .figures
        .iter()
        .filter(|f| f.side == attacker && f.is_armed())
        .filter(|f| state.country.at_enemy_line(attacker, f.at, 1.0))
        .map(|f| f.id)
        .collect();
    state.arrived.extend(arrived);
}

/// The winner of a Defensive Game once it is decided, under `defensive_win`:
/// `arriving_quarter` (the default, Streamlined L89 and the plain reading of Wells L368): the
/// attacker wins when the men arrived at the defender's back line come to a quarter of his
/// original strength, the defender once the arrived and the attacker's men still fighting
/// together fall short of it; `surviving_quarter`: the attacker wins when one of his men
/// reaches the line while his whole remaining force is still a quarter, the defender when it
/// falls below a quarter.
pub fn defensive_winner(state: &BattleState) -> Option<Side> {
    let attacker = attacker(state)?;
    let defender = attacker.opponent();
    let original = *state.original.get(&attacker)?;
    let options = &state.options;
    if options.defensive_win == DefensiveWin::SurvivingQuarter {
        let remaining = state.force(attacker);
        if !defensive_attacker_won(remaining, original, options) {
            return Some(defender);
        }
        let at_line = state
            .figures
            .iter()
            .any(|f| f.side == attacker && f.is_armed() && at_line(state, attacker, f));
        return at_line.then_some(attacker);
    }
    let arrived = men_counted(state, |f| state.arrived.contains(&f.id));
    if defensive_attacker_won(arrived, original, options) {
        return Some(attacker);
    }
    let mut within_reach = men_counted(state, |f| {
        state.arrived.contains(&f.id) || (f.side == attacker && f.is_armed())
    });
    within_reach.guns = state.force(attacker).guns;
    (!defensive_attacker_won(within_reach, original, options)).then_some(defender)
}

fn attacker(state: &BattleState) -> Option<Side> {
    if state.options.game_type != GameType::Defensive {
        return None;
    }
    state.defender.map(Side::opponent)
}

fn at_line(state: &BattleState, attacker: Side, f: &Figure) -> bool {
    state.country.at_enemy_line(attacker, f.at, 1.0)
}

/// The attacker's men that `counts` picks, as a force (arms told apart, no guns).
fn men_counted(state: &BattleState, counts: impl Fn(&Figure) -> bool) -> ForceCount {
    let attacker = state.defender.map(Side::opponent);
    let mut force = ForceCount::default();
    for f in state
        .figures
        .iter()
        .filter(|f| Some(f.side) == attacker && counts(f))
    {
        if f.arm.mounted() {
            force.cavalry += 1;
        } else {
            force.infantry += 1;
        }
    }
    force
}

/// Whether a defender of `defender` is at most two-thirds of an attacker of `attacker`
/// (Wells L368): the one test of [`defensive_strength_ok`], guns scaled in under `men`.
pub fn defender_within_two_thirds(
    defender: ForceCount,
    attacker: ForceCount,
    options: &LittleWarsOptions,
) -> bool {
    defensive_strength_ok(defender, attacker, options)
}

/// The most guns a defender may bring under `defensive_strength` = `men`: two-thirds of the
/// attacker's, to the nearest gun (little-wars.md L40); none is taken off under `points`,
/// where guns are weighed in with the men.
pub fn defender_gun_limit(attacker_guns: u32, options: &LittleWarsOptions) -> Option<u32> {
    (options.defensive_strength == DefensiveStrength::Men).then(|| (2 * attacker_guns + 1) / 3)
}
