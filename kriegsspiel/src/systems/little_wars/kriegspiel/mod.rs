//! The Wells–Sykes Kriegspiel appendix as a rules mode (§10, `rules_mode` = `kriegspiel`):
//! its moves, actions, works and boats here; shell and rifle fire in [`fire`]; supply packets
//! in [`supply`]; cavalry charges in [`charge`].

pub mod bodies;
pub mod cavalry_stand;
pub mod charge;
pub mod charge_order;
pub mod fire;
pub mod marks;
pub mod supply;

use super::error::LittleWarsError;
use super::figure::Arm;
use super::options::LittleWarsOptions;
use super::units::Inches;
use crate::systems::little_wars::option_readings::{
    ActionTime, BoatBatches, ContourCost, EntrainTime, TrainSpeed, WheelSlope,
};
use serde::{Deserialize, Serialize};

/// A piece's Kriegspiel move across country, and on a road (in twos or fours for infantry
/// and cavalry, the road for supply, the motor for the General), in feet (Wells L590-L598).
pub fn appendix_move(arm: Arm, faster_case: bool) -> Inches {
    use crate::systems::little_wars::figures as f;
    let feet = match (arm, faster_case) {
        (Arm::Infantry, false) => f::APPENDIX_INFANTRY_FT,
        (Arm::Infantry, true) => f::APPENDIX_INFANTRY_ROAD_FT,
        (Arm::Cavalry, false) => f::APPENDIX_CAVALRY_FT,
        (Arm::Cavalry, true) => f::APPENDIX_CAVALRY_ROAD_FT,
        (Arm::RoyalEngineers | Arm::RoyalArtillery, _) => f::APPENDIX_ENGINEERS_ARTILLERY_FT,
        (Arm::TransportSupply, false) => f::APPENDIX_SUPPLY_FT,
        (Arm::TransportSupply, true) => f::APPENDIX_SUPPLY_ROAD_FT,
        (Arm::General, false) => f::APPENDIX_GENERAL_FT,
        (Arm::General, true) => f::APPENDIX_GENERAL_MOTOR_FT,
    };
    Inches::from_feet(feet)
}

/// A boat's move (§10 "Moves", Wells L599).
pub const BOAT_MOVE: Inches = Inches(crate::systems::little_wars::figures::BOAT_MOVE);

/// What climbing and descending contours cost (Wells L600-L602, `contour_cost`): each contour
/// up 1 ft, each two down 1 ft, added to the distance (or, under `instead`, the larger of the
/// two). Returns the length of move used.
pub fn contour_move_cost(
    distance: Inches,
    contours_up: u32,
    contours_down: u32,
    options: &LittleWarsOptions,
) -> Inches {
    let climb = Inches::from_feet(f64::from(contours_up) + f64::from(contours_down) / 2.0);
    if options.contour_cost == ContourCost::Instead {
        Inches(distance.0.max(climb.0))
    } else {
        Inches(distance.0 + climb.0)
    }
}

/// Whether wheels can climb a slope of `contours` within one foot of travel without a road:
/// four contours to a foot stops them (Wells L601-L602, `wheel_slope` = `four_per_foot`).
pub fn wheels_can_climb(contours_in_one_foot: u32, on_road: bool) -> bool {
    on_road || contours_in_one_foot < 4
}

/// Whether wheels may climb without a road by `wheel_slope`: under `four_per_foot` four
/// contours within a foot of travel stop them (Wells L601-L602); under `agreed` the players'
/// or umpire's mark of the slope as too steep decides (no mark: the four-per-foot test).
pub fn wheels_may_climb(
    contours_in_one_foot: u32,
    on_road: bool,
    marked_steep: Option<bool>,
    options: &LittleWarsOptions,
) -> bool {
    match marked_steep {
        Some(steep) if options.wheel_slope == WheelSlope::Agreed => on_road || !steep,
        _ => wheels_can_climb(contours_in_one_foot, on_road),
    }
}

/// An action of the appendix and what it costs (Wells L617-L678).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum AppendixAction {
    /// Infantry or cavalry cross a fordable river: one move (Wells L621, L637).
    CrossFordableRiver,
    /// Infantry from fours to two ranks: half a move (Wells L622).
    FoursToTwoRanks,
    /// Infantry from two ranks to extended order: half a move (Wells L623).
    TwoRanksToExtended,
    /// Cavalry change formation: half a move (Wells L638).
    CavalryChangeFormation,
    /// Cavalry mount or dismount: one move each (Wells L639-L640).
    MountOrDismount,
    /// Artillery unlimber or limber up: half a move each (Wells L650-L651).
    LimberOrUnlimber,
}

impl AppendixAction {
    /// The time in half moves.
    pub fn half_moves(self) -> u32 {
        match self {
            AppendixAction::CrossFordableRiver | AppendixAction::MountOrDismount => 2,
            _ => 1,
        }
    }

    /// How much of a body's move is left after the action (`action_time`): under
    /// `share_of_move` half a move leaves half the move length to walk; under `whole_move`
    /// any action ends the move.
    pub fn move_left(self, full_move: Inches, options: &LittleWarsOptions) -> Inches {
        if options.action_time == ActionTime::WholeMove || self.half_moves() >= 2 {
            Inches(0.0)
        } else {
            Inches(full_move.0 / 2.0)
        }
    }
}

/// Moves to embark `men` in boats (2 per 20) or disembark them (1 per 20), Wells L624-L626,
/// `boat_batches`.
pub fn boat_moves(men: u32, embark: bool, options: &LittleWarsOptions) -> f64 {
    let per_batch = if embark { 2.0 } else { 1.0 };
    if options.boat_batches == BoatBatches::Proportional {
        per_batch * f64::from(men) / 20.0
    } else {
        per_batch * f64::from(men.div_ceil(20))
    }
}

/// A work of destruction or construction (Wells L738-L771).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Work {
    /// Its id.
    pub id: &'static str,
    /// Who does it, in words.
    pub by: &'static str,
    /// Men needed (0: the arm named, any number).
    pub men: u32,
    /// Moves it takes.
    pub moves: u32,
    /// Moves to repair it, where the source gives them.
    pub repair_moves: Option<u32>,
    /// Where it is given.
    pub cite: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/little_wars_works.rs"));

/// A contact mine destroys everything within 6 in of it (Wells L754).
pub const MINE_RADIUS: Inches = Inches(crate::systems::little_wars::figures::MINE_RADIUS);

/// The work with id `id`.
pub fn work(id: &str) -> Result<&'static Work, LittleWarsError> {
    WORKS
        .iter()
        .find(|w| w.id == id)
        .ok_or_else(|| LittleWarsError::OutOfRange {
            what: "work",
            value: id.to_string(),
            allowed: WORKS.iter().map(|w| w.id).collect::<Vec<_>>().join(", "),
        })
}

/// Men needed to entrench `inches` of trench (2 per inch, Wells L763).
pub fn entrenching_men(inches: u32) -> u32 {
    inches * 2
}

/// A railway train's move (`train_speed`: 8 ft per move, Wells L869; or 4 to 5 times the
/// floor cavalry move, Wells L519 — the upper, 5 × the floor game's 2 ft, here).
pub fn train_move(options: &LittleWarsOptions) -> Inches {
    if options.train_speed == TrainSpeed::ChapterV {
        Inches::from_feet(
            crate::systems::little_wars::figures::TRAIN_CAVALRY_MOVES
                * crate::systems::little_wars::figures::CAVALRY_MOVE_FT,
        )
    } else {
        Inches::from_feet(crate::systems::little_wars::figures::TRAIN_MOVE_FT)
    }
}

/// Moves to entrain (`entrain = true`) or detrain `men` (`entrain_time`): one move each under
/// `one_move_each` (Wells L519); as boats under `boat_model`, 2 moves per 20 in and 1 per 20
/// out, timed by `boat_batches` (Wells L869 with L624-L626).
pub fn entrain_moves(men: u32, entrain: bool, options: &LittleWarsOptions) -> f64 {
    if options.entrain_time == EntrainTime::BoatModel {
        boat_moves(men, entrain, options)
    } else {
        1.0
    }
}
