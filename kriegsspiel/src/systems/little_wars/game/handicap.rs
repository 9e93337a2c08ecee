//! The dice handicap, "chances of war" (`handicap_dice` = `on`; Wells L375; rules reference
//! little-wars.md L332-L333): 12 men of each side are left out; each player throws a pair of
//! dice and takes back that many of his 12. The dice are the game's seeded box, so the throws
//! are recorded and a saved game replays them.

use super::command::LittleWarsEvent as Ev;
use super::state::{BattleState, LittleWarsDie, Phase};
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::option_readings::HandicapDice;

pub use crate::systems::little_wars::figures::HANDICAP_DICE;
pub use crate::systems::little_wars::figures::HANDICAP_MEN;
/// What the dice box records a handicap throw as; it also tells that the dice were thrown.
const PURPOSE: &str = "handicap dice, chances of war (Wells L375)";

/// Whether the handicap dice have been thrown in this game.
pub fn handicap_thrown(state: &BattleState) -> bool {
    state
        .dice
        .log()
        .entries()
        .iter()
        .any(|e| e.purpose.starts_with(PURPOSE))
}

/// Throws the handicap (Wells L375): for Red then Blue, the side's last 12 men by id are left
/// out, the side throws two dice, and takes back the first of those 12 by id, as many as the
/// dice show; the rest leave the game before the battle. Refused unless `handicap_dice` is
/// `on`, in the put-down, once, with at least 12 men a side.
pub fn throw_handicap(state: &mut BattleState) -> Result<Vec<Ev>, LittleWarsError> {
    if state.options.handicap_dice != HandicapDice::On {
        return Err(LittleWarsError::WrongPhase(
            "the handicap dice are thrown only with handicap_dice = on (Wells L375)".into(),
        ));
    }
    if state.phase != Phase::PutDown || handicap_thrown(state) {
        return Err(LittleWarsError::WrongPhase(
            "the handicap dice are thrown once, before the battle (Wells L375)".into(),
        ));
    }
    let mut events = Vec::new();
    for side in [Side::Red, Side::Blue] {
        let mut ids: Vec<u32> = state
            .figures
            .iter()
            .filter(|f| f.side == side)
            .map(|f| f.id)
            .collect();
        ids.sort_unstable();
        if ids.len() < HANDICAP_MEN {
            return Err(LittleWarsError::OutOfRange {
                what: "men for the handicap",
                value: format!("{side} {}", ids.len()),
                allowed: format!("at least {HANDICAP_MEN} a side to leave out (Wells L375)"),
            });
        }
        let out = ids.split_off(ids.len() - HANDICAP_MEN);
        let mut faces = [0u8; HANDICAP_DICE];
        for face in &mut faces {
            let purpose = format!("{PURPOSE}: {side}");
            *face = state
                .dice
                .throw_die(LittleWarsDie::Toss, &purpose)?
                .face
                .number();
        }
        let back = faces.iter().map(|f| usize::from(*f)).sum::<usize>();
        let back = back.min(HANDICAP_MEN);
        let left_out: Vec<u32> = out[back..].to_vec();
        state.figures.retain(|f| !left_out.contains(&f.id));
        events.push(Ev::HandicapThrown {
            side,
            faces,
            taken_back: u32::try_from(back).unwrap_or(u32::MAX),
            left_out,
        });
    }
    Ok(events)
}
