//! Captured batteries (reference §12.12; draft L1001–1003, L1081, L1144–1146, L1216, L1349,
//! L3978–3990): the moves to take a captured battery away, how long it is out of action when it
//! is retaken, the two guns left covering a flank, and the attacks that take a battery outright.

use crate::figures::counted;
use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use serde::{Deserialize, Serialize};

/// Moves (about 20 minutes) to take a captured battery away, with an escort (L1003, L3982).
pub const TAKE_AWAY_MOVES: u32 = 10;
/// A battery held by the enemy this many moves is out for the rest of the game (L1216).
pub const HELD_MOVES_LOST_FOR_GAME: u32 = 4;
/// A battery retaken sooner is out of action this many moves, one hour (L1216).
pub const RETAKEN_OUT_MOVES: u32 = 30;
/// Guns a battery attacked in the flank leaves covering that flank for half a move (L1001).
pub const FLANK_COVERING_GUNS: u32 = 2;

/// How long a captured battery is out of action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "out", rename_all = "snake_case")]
pub enum BatteryOutOfAction {
    /// Still held, not yet for four moves: it can still be retaken.
    StillHeld {
        /// The turn at whose start it is out for the game unless retaken before.
        lost_for_game_at: u32,
    },
    /// Held four moves: out for the rest of the game.
    ForTheGame,
    /// Retaken sooner: back in action at this turn.
    Until {
        /// The turn at whose start it is back in action.
        turn: u32,
    },
}

/// The working for a captured battery.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CapturedBatteryWorksheet {
    /// The turn it was captured.
    pub captured_at: u32,
    /// The turn it was retaken, if it was.
    pub retaken_at: Option<u32>,
    /// The turn now.
    pub now: u32,
    /// The turn at whose start the captors could have taken it away.
    pub taken_away_at: u32,
    /// How long it is out.
    pub out_of_action: BatteryOutOfAction,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl CapturedBatteryWorksheet {
    /// Works out a battery captured at `captured_at`, retaken at `retaken_at` if it was, as it
    /// stands at `now`.
    pub fn work(captured_at: u32, retaken_at: Option<u32>, now: u32) -> Self {
        let taken_away_at = captured_at.saturating_add(TAKE_AWAY_MOVES);
        let lost_at = captured_at.saturating_add(HELD_MOVES_LOST_FOR_GAME);
        let mut steps = vec![WorkingStep::new(
            format!(
                "a captured battery needs about 20 minutes, {TAKE_AWAY_MOVES} moves, to be taken away, with an escort (its size is the umpire's decision): from turn {taken_away_at}"
            ),
            "reference §12.12; draft L1003, L3982",
        )];
        let out = match retaken_at {
            Some(r) if r < lost_at => {
                let until = r.saturating_add(RETAKEN_OUT_MOVES);
                steps.push(WorkingStep::new(
                    format!("retaken after {}, before {HELD_MOVES_LOST_FOR_GAME}: out of action {RETAKEN_OUT_MOVES} moves (one hour), until turn {until}", counted(r.saturating_sub(captured_at), "move")),
                    "reference §12.12; draft L1216",
                ));
                BatteryOutOfAction::Until { turn: until }
            }
            _ if now >= lost_at || retaken_at.is_some() => {
                steps.push(WorkingStep::new(
                    format!("held by the enemy {HELD_MOVES_LOST_FOR_GAME} moves (from turn {lost_at}): out of action for the rest of the game"),
                    "reference §12.12; draft L1216",
                ));
                BatteryOutOfAction::ForTheGame
            }
            _ => {
                steps.push(WorkingStep::new(
                    format!("held {} so far: retaken before turn {lost_at} it is out {RETAKEN_OUT_MOVES} moves, held until then it is out for the game", counted(now.saturating_sub(captured_at), "move")),
                    "reference §12.12; draft L1216",
                ));
                BatteryOutOfAction::StillHeld {
                    lost_for_game_at: lost_at,
                }
            }
        };
        Self {
            captured_at,
            retaken_at,
            now,
            taken_away_at,
            out_of_action: out,
            steps,
        }
    }
}

/// Foot or horse artillery, for the attacks that take a battery outright.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, strum::VariantArray)]
#[serde(rename_all = "snake_case")]
pub enum BatteryArm {
    /// Foot artillery.
    Foot,
    /// Horse artillery.
    Horse,
}

/// Why a battery may be lost outright.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "case", rename_all = "snake_case")]
pub enum BatteryLossCase {
    /// Attacked in flank or rear by infantry (in half battalions) or cavalry (in half
    /// squadrons) (L1144–1146, L3978, L3988–3990).
    FlankOrRear {
        /// Foot or horse artillery.
        arm: BatteryArm,
        /// Half battalions attacking.
        half_battalions: u32,
        /// Half squadrons attacking.
        half_squadrons: u32,
    },
    /// Attacked in the flank, leaving 2 guns covering it while the rest limber up (L1001;
    /// the British box makes it an exceptional throw, L3980).
    FlankCover {
        /// Guns in the battery.
        guns: u32,
        /// The exceptional throw's result, if thrown.
        throw_succeeded: Option<bool>,
    },
    /// The artillery of beaten troops stopped by an insurmountable obstacle (L1349).
    ObstacleInRetreat,
    /// It stayed in line beside an isolated battalion that was beaten (L1081).
    StayedBesideBeatenBattalion,
}

/// Whether a battery is lost outright, and how many guns.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BatteryLossWorksheet {
    /// The case.
    pub case: BatteryLossCase,
    /// Whether the whole battery is lost.
    pub lost: bool,
    /// Guns lost (for the flank cover, the covering guns), where the case names them.
    pub guns_lost: Option<u32>,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl BatteryLossWorksheet {
    /// Works out one case.
    pub fn work(case: BatteryLossCase) -> Self {
        let (lost, guns_lost, step) = match case {
            BatteryLossCase::FlankOrRear {
                arm,
                half_battalions,
                half_squadrons,
            } => {
                // Half battalions / half squadrons needed: a foot battery falls to half of
                // either, a horse battery to a whole one (L1144–1146).
                let needed = match arm {
                    BatteryArm::Foot => 1,
                    BatteryArm::Horse => 2,
                };
                let lost = half_battalions >= needed || half_squadrons >= needed;
                let what = match arm {
                    BatteryArm::Foot => {
                        "a foot battery falls to half a battalion or half a squadron"
                    }
                    BatteryArm::Horse => "a horse battery falls to a battalion or a squadron",
                };
                (
                    lost,
                    None,
                    WorkingStep::new(
                        format!(
                            "attacked in flank or rear, {what}: {} and {} — {}",
                            counted(half_battalions, "half battalion"),
                            counted(half_squadrons, "half squadron"),
                            if lost {
                                "lost"
                            } else {
                                "not enough to take it outright"
                            }
                        ),
                        "reference §12.12; draft L1144–1146, L3978, L3988–3990",
                    ),
                )
            }
            BatteryLossCase::FlankCover {
                guns,
                throw_succeeded,
            } => {
                let cover = FLANK_COVERING_GUNS.min(guns);
                match throw_succeeded {
                    Some(false) => (
                        true,
                        Some(guns),
                        WorkingStep::new(
                            format!(
                                "attacked in the flank: the exceptional throw to cover it with {FLANK_COVERING_GUNS} guns failed, and the guns are captured ({guns})"
                            ),
                            "reference §12.12; draft L3980",
                        ),
                    ),
                    _ => (
                        false,
                        Some(cover),
                        WorkingStep::new(
                            format!(
                                "attacked in the flank: {cover} guns cover that flank for half a move and must stay; the other {} limber up and retire (the British box asks an exceptional throw for it)",
                                guns - cover
                            ),
                            "reference §12.12; draft L1001, L3980",
                        ),
                    ),
                }
            }
            BatteryLossCase::ObstacleInRetreat => (
                true,
                None,
                WorkingStep::new(
                    "the artillery of beaten troops stopped by an insurmountable obstacle is lost in every case",
                    "reference §12.12; draft L1349",
                ),
            ),
            BatteryLossCase::StayedBesideBeatenBattalion => (
                true,
                None,
                WorkingStep::new(
                    "a battery that stays in line beside an isolated battalion is lost when the battalion is beaten",
                    "reference §12.12; draft L1081",
                ),
            ),
        };
        Self {
            case,
            lost,
            guns_lost,
            steps: vec![step],
        }
    }
}
