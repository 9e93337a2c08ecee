//! Beaten troops stopped by an insurmountable obstacle in their retreat (reference §12.8;
//! draft "Captured Troops", L1345–1351): the artillery is lost in every case; infantry and
//! cavalry are captured a third at a time for each move the enemy stays among them uncontested;
//! while they resist, their captors count only a tenth of the loss from their infantry fire.

use crate::figures::counted;
use crate::systems::reisswitz_1815::calc::working_step::WorkingStep;
use serde::{Deserialize, Serialize};

/// Where the obstacle rule is read (draft, "Captured Troops").
pub const OBSTACLE_CAPTURE_SOURCE: &str = "reference §12.8; draft L1345–1351";
/// Moves of the enemy among the beaten troops after which all are taken (L1351).
pub const MOVES_TO_TAKE_ALL: u32 = 3;
/// While the beaten troops resist, their captors count one part in this many of the loss from
/// their infantry fire (L1351).
pub const RESISTING_FIRE_DIVISOR: u32 = 10;

/// The arm of the beaten troops at the obstacle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, strum::VariantArray)]
#[serde(rename_all = "snake_case")]
pub enum BeatenArm {
    /// Infantry: taken a third at a time (L1351).
    Infantry,
    /// Cavalry: taken a third at a time (L1351).
    Cavalry,
    /// Artillery: lost in every case (L1349).
    Artillery,
}

impl BeatenArm {
    /// The arm in words.
    pub fn word(self) -> &'static str {
        match self {
            Self::Infantry => "infantry",
            Self::Cavalry => "cavalry",
            Self::Artillery => "artillery",
        }
    }
}

/// The share taken after `moves` moves of the enemy among the beaten troops, in thirds
/// (1 move: one third, 2: two thirds, 3 or more: all; L1351, L931).
pub fn thirds_taken(moves: u32) -> u32 {
    moves.min(MOVES_TO_TAKE_ALL)
}

/// Whole men in `thirds` thirds of `men`, rounded down, so a share never takes more than its
/// fraction.
pub fn men_in_thirds(men: u32, thirds: u32) -> u32 {
    let taken = u64::from(men) * u64::from(thirds.min(MOVES_TO_TAKE_ALL)) / 3;
    u32::try_from(taken).unwrap_or(men)
}

/// The working of the obstacle rule for one beaten body of troops.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ObstacleCapture {
    /// The arm of the beaten troops.
    pub arm: BeatenArm,
    /// Their men (riders, gunners).
    pub men: u32,
    /// Their guns.
    pub guns: u32,
    /// Moves the enemy has stayed among them uncontested.
    pub moves_among: u32,
    /// The share taken, in thirds (3 = all).
    pub thirds_taken: u32,
    /// Men captured.
    pub men_captured: u32,
    /// Guns lost.
    pub guns_lost: u32,
    /// While they resist, the captors count one part in this many of the loss from their
    /// infantry fire; `None` when they do not resist or are artillery.
    pub captors_fire_divisor: Option<u32>,
    /// Every step, with its source.
    pub steps: Vec<WorkingStep>,
}

impl ObstacleCapture {
    /// Works out the capture of beaten troops at an insurmountable obstacle.
    pub fn work(arm: BeatenArm, men: u32, guns: u32, moves_among: u32, resisting: bool) -> Self {
        let mut steps = Vec::new();
        let (thirds, men_captured, guns_lost, divisor) = if arm == BeatenArm::Artillery {
            steps.push(WorkingStep::new(
                format!("artillery stopped by an insurmountable obstacle is lost in every case: {} and {men} men", counted(guns, "gun")),
                "reference §12.8; draft L1349",
            ));
            (MOVES_TO_TAKE_ALL, men, guns, None)
        } else {
            let thirds = thirds_taken(moves_among);
            let captured = men_in_thirds(men, thirds);
            steps.push(WorkingStep::new(
                format!(
                    "{} taken only while the enemy stays among them uncontested: a third after 1 move, two thirds after 2, all after {MOVES_TO_TAKE_ALL}; after {moves_among}: {thirds}/3",
                    arm.word()
                ),
                OBSTACLE_CAPTURE_SOURCE,
            ));
            steps.push(WorkingStep::new(
                format!("{thirds}/3 of {men} men, whole men rounded down: {captured} captured"),
                OBSTACLE_CAPTURE_SOURCE,
            ));
            let divisor = resisting.then_some(RESISTING_FIRE_DIVISOR);
            if resisting {
                steps.push(WorkingStep::new(
                    format!("while they resist, their captors count only 1/{RESISTING_FIRE_DIVISOR} of the loss from their infantry fire"),
                    OBSTACLE_CAPTURE_SOURCE,
                ));
            }
            (thirds, captured, 0, divisor)
        };
        Self {
            arm,
            men,
            guns,
            moves_among,
            thirds_taken: thirds,
            men_captured,
            guns_lost,
            captors_fire_divisor: divisor,
            steps,
        }
    }
}
