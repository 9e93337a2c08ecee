//! Who puts down when, and where, before the battle: the curtain's order (`curtain`,
//! Wells L229, L172; Streamlined L52-L53) and the Defensive Game's zones (Wells L368;
//! Streamlined L89): the defender keeps out of one move of the middle line, the attacker puts
//! down a move from his own back line (`deploy_move_length`, `defensive_attacker_setup`).

use super::state::{BattleState, Phase};
use crate::side::Side;
use crate::systems::little_wars::error::LittleWarsError;
use crate::systems::little_wars::figure::Arm;
use crate::systems::little_wars::moves::{MoveContext, figure_allowance, gun_range};
use crate::systems::little_wars::option_readings::{
    Curtain, DefensiveAttackerSetup, DeployMoveLength, GameType,
};
use crate::systems::little_wars::units::{Inches, TablePoint};

pub use crate::systems::little_wars::figures::AT_LINE_SLACK;
/// Slack for measuring on the table's edge of a zone, in inches.
const EDGE_SLACK: f64 = 1e-3;

/// A piece being put down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Putting {
    /// A man of this arm.
    Man(Arm),
    /// The gun with this id.
    Gun(u32),
}

/// The side that puts down first with the curtain off: the First Player (Wells L229), except
/// in the Defensive Game, where the defender puts out his force before the attacker
/// (Wells L368). `None` before the toss.
pub fn first_to_put_down(state: &BattleState) -> Option<Side> {
    if state.options.game_type == GameType::Defensive && state.defender.is_some() {
        return state.defender;
    }
    state.first_player
}

/// The side putting down now with the curtain off; `None` with the curtain on (both put down
/// at once, Wells L229) or before the toss.
pub fn side_putting_down(state: &BattleState) -> Option<Side> {
    if state.options.curtain != Curtain::Off {
        return None;
    }
    let first = first_to_put_down(state)?;
    Some(if state.put_down_handed_over {
        first.opponent()
    } else {
        first
    })
}

/// "One move" for the Defensive Game's zones under `deploy_move_length` (little-wars.md L42):
/// `own_move`, each man's own move, and for a gun the move the men of its side now within
/// 6 in of it would give it (Wells L273); `infantry_move`, 1 ft for all; `cavalry_move`, 2 ft.
pub fn deploy_move(state: &BattleState, putting: Putting, side: Side, at: TablePoint) -> Inches {
    let o = &state.options;
    let of_arm = |arm| figure_allowance(arm, MoveContext::default(), o).0;
    if o.deploy_move_length == DeployMoveLength::InfantryMove {
        return of_arm(Arm::Infantry);
    }
    if o.deploy_move_length == DeployMoveLength::CavalryMove {
        return of_arm(Arm::Cavalry);
    }
    match putting {
        Putting::Man(arm) => of_arm(arm),
        Putting::Gun(id) => {
            let arms: Vec<Arm> = state
                .gun(id)
                .map(|g| {
                    let mut there = g.clone();
                    there.axle = at;
                    there
                        .men_within_six(side, &state.figures, o)
                        .iter()
                        .map(|f| f.arm)
                        .collect()
                })
                .unwrap_or_default();
            gun_range(&arms, o).0
        }
    }
}

/// Refuses a put-down by `side` out of turn under `curtain` = `off`: the side putting down
/// first does so alone, and the other only after he hands over (Wells L229; Streamlined L53).
pub fn may_put_down_now(state: &BattleState, side: Side) -> Result<(), LittleWarsError> {
    match side_putting_down(state) {
        Some(now) if now != side => Err(LittleWarsError::WrongPhase(format!(
            "with no curtain {now} puts down {} (Wells L229, L368; Streamlined L53)",
            if state.put_down_handed_over {
                "now that the other side has finished"
            } else {
                "first and hands over when done"
            }
        ))),
        _ => Ok(()),
    }
}

/// Refuses a put-down at `at` outside the Defensive Game's zones (Wells L368; Streamlined
/// L89): the defender may not stand within one move of the middle line; the attacker, under
/// `defensive_attacker_setup`, stands from his back line to one move in front of it
/// (`within_one_move`), on the line one move in front (`at_one_move`, within an inch), or as
/// the ordinary put-down allows (`back_line_rule`, Wells L229). Other game types pass.
pub fn check_zone(
    state: &BattleState,
    side: Side,
    at: TablePoint,
    putting: Putting,
) -> Result<(), LittleWarsError> {
    let Some(defender) = state.defender else {
        return Ok(());
    };
    let o = &state.options;
    if o.game_type != GameType::Defensive {
        return Ok(());
    }
    let one_move = deploy_move(state, putting, side, at).0;
    let country = &state.country;
    let refuse = |allowed: String| {
        Err(LittleWarsError::OutOfRange {
            what: "put-down point",
            value: format!("({:.1}, {:.1})", at.x, at.y),
            allowed,
        })
    };
    if side == defender {
        let off_middle = (at.y - country.middle_line_y()).abs();
        if off_middle + EDGE_SLACK < one_move {
            return refuse(format!(
                "the defender puts no man within one move ({one_move} in) of the middle line; \
                 this is {off_middle:.1} in from it (Wells L368)"
            ));
        }
        return Ok(());
    }
    let in_front = (at.y - country.back_line_y(side)).abs()
        * if country.behind_back_line(side, at) {
            -1.0
        } else {
            1.0
        };
    if o.defensive_attacker_setup == DefensiveAttackerSetup::AtOneMove {
        if (in_front - one_move).abs() > AT_LINE_SLACK {
            return refuse(format!(
                "the attacker puts down on the line one move ({one_move} in) in front of his \
                 back line; this is {in_front:.1} in in front (defensive_attacker_setup = \
                 at_one_move; Wells L368)"
            ));
        }
    } else if o.defensive_attacker_setup == DefensiveAttackerSetup::WithinOneMove
        && in_front > one_move + EDGE_SLACK
    {
        return refuse(format!(
            "the attacker puts down from his back line to one move ({one_move} in) in front of \
             it; this is {in_front:.1} in in front (Streamlined L89; Wells L368)"
        ));
    }
    Ok(())
}

/// Hands the put-down to the other side with the curtain off (Wells L229): the side that put
/// down first has finished. Refused with the curtain on, before the toss, or a second time.
pub fn hand_over(state: &mut BattleState) -> Result<Side, LittleWarsError> {
    if state.phase != Phase::PutDown {
        return Err(LittleWarsError::WrongPhase(
            "the put-down is over once the battle has begun (Wells L229)".into(),
        ));
    }
    let Some(now) = side_putting_down(state) else {
        return Err(LittleWarsError::WrongPhase(
            "the put-down is handed over only with the curtain off, after the toss (Wells L229)"
                .into(),
        ));
    };
    if state.put_down_handed_over {
        return Err(LittleWarsError::WrongPhase(format!(
            "the put-down has already been handed to {now}"
        )));
    }
    state.put_down_handed_over = true;
    Ok(now.opponent())
}
