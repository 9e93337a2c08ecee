//! `ks battery`: a captured battery's time out of action, the attacks that take a battery
//! outright, and cavalry against a supported battery (reference §12.12, §12.14; draft L975,
//! L1001–1003, L1081, L1144–1146, L1216, L1349, L3978–3990).

use super::Report;
use super::beaten_cavalry::YesNo;
use super::capture_report::capture_report;
use clap::{Args, Subcommand, ValueEnum};
use kriegsspiel::RulesError;
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::calc::captured_battery::{
    BatteryArm, BatteryLossCase, BatteryLossWorksheet, BatteryOutOfAction, CapturedBatteryWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::calc::supported_battery::SupportedBatteryWorksheet;

/// Foot or horse artillery.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BatteryArmArg {
    /// Foot artillery.
    Foot,
    /// Horse artillery.
    Horse,
}

/// Arguments of `ks battery`.
#[derive(Debug, Args)]
pub struct BatteryArgs {
    /// The question.
    #[command(subcommand)]
    pub question: BatteryQuestion,
}

/// What `ks battery` answers.
#[derive(Debug, Subcommand)]
pub enum BatteryQuestion {
    /// A captured battery: when it can be taken away, and how long it is out (L1003, L1216).
    Captured {
        /// The turn it was captured.
        #[arg(long, value_name = "TURN")]
        captured_at: u32,
        /// The turn it was retaken, if it was.
        #[arg(long, value_name = "TURN")]
        retaken_at: Option<u32>,
        /// The turn now (by default the turn it was retaken, or captured).
        #[arg(long, value_name = "TURN")]
        now: Option<u32>,
    },
    /// Cavalry against a battery supported by infantry (L975).
    Supported {
        /// Half battalions in the support.
        #[arg(long, value_name = "N")]
        support_half_battalions: u32,
        /// Squadrons attacking.
        #[arg(long, value_name = "N")]
        squadrons: Option<u32>,
        /// Whether the support has been beaten.
        #[arg(long, value_enum, value_name = "YES|NO")]
        support_beaten: Option<YesNo>,
    },
    /// Attacked in flank or rear: lost outright? (L1144–1146, L3978, L3988–3990).
    FlankOrRear {
        /// Foot or horse artillery.
        #[arg(long, value_enum)]
        arm: BatteryArmArg,
        /// Half battalions attacking.
        #[arg(long, value_name = "N", default_value_t = 0)]
        half_battalions: u32,
        /// Half squadrons attacking.
        #[arg(long, value_name = "N", default_value_t = 0)]
        half_squadrons: u32,
    },
    /// Attacked in the flank: two guns cover it while the rest retire (L1001, L3980).
    FlankCover {
        /// Guns in the battery.
        #[arg(long, value_name = "N")]
        guns: u32,
        /// The exceptional throw's result, if thrown.
        #[arg(long, value_enum, value_name = "YES|NO")]
        throw_succeeded: Option<YesNo>,
    },
    /// The artillery of beaten troops stopped by an insurmountable obstacle (L1349).
    Obstacle,
    /// A battery that stayed in line beside an isolated battalion that was beaten (L1081).
    BesideBeatenBattalion,
}

/// Answers `ks battery`.
pub fn run(args: &BatteryArgs) -> Result<Report, RulesError> {
    let loss = |case| {
        let w = BatteryLossWorksheet::work(case);
        let answer = match (w.lost, w.guns_lost) {
            (true, _) => "the battery is lost".to_string(),
            (false, Some(g)) => format!(
                "{} {} covering the flank",
                counted(g, "gun"),
                if g == 1 { "stays" } else { "stay" }
            ),
            (false, None) => "not lost by this rule".to_string(),
        };
        capture_report(&answer, &w.steps, &w)
    };
    match args.question {
        BatteryQuestion::Captured {
            captured_at,
            retaken_at,
            now,
        } => {
            let now = now.or(retaken_at).unwrap_or(captured_at);
            if now < captured_at || retaken_at.is_some_and(|r| r < captured_at || r > now) {
                return Err(RulesError::OutOfRange {
                    what: "turns",
                    value: format!("captured {captured_at}, retaken {retaken_at:?}, now {now}"),
                    allowed: "captured ≤ retaken ≤ now".into(),
                });
            }
            let w = CapturedBatteryWorksheet::work(captured_at, retaken_at, now);
            let answer = match w.out_of_action {
                BatteryOutOfAction::StillHeld { lost_for_game_at } => {
                    format!("held: out for the game from turn {lost_for_game_at} unless retaken")
                }
                BatteryOutOfAction::ForTheGame => "out for the rest of the game".to_string(),
                BatteryOutOfAction::Until { turn } => format!("out of action until turn {turn}"),
            };
            capture_report(&answer, &w.steps, &w)
        }
        BatteryQuestion::Supported {
            support_half_battalions,
            squadrons,
            support_beaten,
        } => {
            let w = SupportedBatteryWorksheet::work(
                support_half_battalions,
                squadrons,
                support_beaten.map(YesNo::yes),
            );
            let answer = format!(
                "{} needed, one die worse; the battery falls only with its support",
                counted(w.squadrons_needed, "squadron")
            );
            capture_report(&answer, &w.steps, &w)
        }
        BatteryQuestion::FlankOrRear {
            arm,
            half_battalions,
            half_squadrons,
        } => loss(BatteryLossCase::FlankOrRear {
            arm: match arm {
                BatteryArmArg::Foot => BatteryArm::Foot,
                BatteryArmArg::Horse => BatteryArm::Horse,
            },
            half_battalions,
            half_squadrons,
        }),
        BatteryQuestion::FlankCover {
            guns,
            throw_succeeded,
        } => loss(BatteryLossCase::FlankCover {
            guns,
            throw_succeeded: throw_succeeded.map(YesNo::yes),
        }),
        BatteryQuestion::Obstacle => loss(BatteryLossCase::ObstacleInRetreat),
        BatteryQuestion::BesideBeatenBattalion => {
            loss(BatteryLossCase::StayedBesideBeatenBattalion)
        }
    }
}
