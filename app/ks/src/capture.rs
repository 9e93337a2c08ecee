//! `ks capture` and `ks prisoners`: beaten troops at an insurmountable obstacle, a corps
//! encircled or caught in a defile, and a prisoners' escort (reference §12.8; draft
//! L1345–1351, L1497–1512).

use super::Report;
use super::capture_report::capture_report;
use clap::{Args, Subcommand, ValueEnum};
use kriegsspiel::RulesError;
use kriegsspiel::figures::counted;
use kriegsspiel::systems::reisswitz_1815::calc::encirclement::{
    CaptureCase, CaptureVerdict, EncirclementWorksheet,
};
use kriegsspiel::systems::reisswitz_1815::calc::obstacle_capture::{BeatenArm, ObstacleCapture};
use kriegsspiel::systems::reisswitz_1815::calc::prisoner_escort::EscortWorksheet;

/// The arm of the beaten troops.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ArmArg {
    /// Infantry.
    Infantry,
    /// Cavalry.
    Cavalry,
    /// Artillery (always lost at the obstacle).
    Artillery,
}

/// Arguments of `ks capture`.
#[derive(Debug, Args)]
pub struct CaptureArgs {
    /// How the troops came to be in danger of capture.
    #[command(subcommand)]
    pub case: CaptureCaseArg,
}

/// What `ks capture` answers.
#[derive(Debug, Subcommand)]
pub enum CaptureCaseArg {
    /// Beaten troops stopped by an insurmountable obstacle (L1345–1351).
    Obstacle {
        /// The arm of the beaten troops.
        #[arg(long, value_enum)]
        arm: ArmArg,
        /// Their men.
        #[arg(long, value_name = "N")]
        men: u32,
        /// Their guns (artillery).
        #[arg(long, value_name = "N", default_value_t = 0)]
        guns: u32,
        /// Moves the enemy has stayed among them uncontested.
        #[arg(long, value_name = "N")]
        moves: u32,
        /// They resist (their captors count a tenth of the loss from their infantry fire).
        #[arg(long)]
        resisting: bool,
    },
    /// A corps encircled: the three-times test and Die III (L1497–1506).
    Encircled {
        /// Men of the encircling troops.
        #[arg(long, value_name = "N")]
        captors: u32,
        /// Men of the encircled corps.
        #[arg(long, value_name = "N")]
        corps: u32,
        /// Help can come quickly from outside.
        #[arg(long)]
        help_near: bool,
    },
    /// A corps caught in a defile, valley, thick wood, or on a bridge or dam (L1508–1510).
    Defile {
        /// Men of the attackers.
        #[arg(long, value_name = "N")]
        captors: u32,
        /// Men of the corps caught.
        #[arg(long, value_name = "N")]
        corps: u32,
    },
}

/// Arguments of `ks prisoners`.
#[derive(Debug, Args)]
pub struct PrisonersArgs {
    /// Prisoners in the column.
    #[arg(long, value_name = "N")]
    pub men: u32,
    /// The escort to check against one tenth.
    #[arg(long, value_name = "M")]
    pub escort: Option<u32>,
}

/// Answers `ks capture`.
pub fn run(args: &CaptureArgs) -> Result<Report, RulesError> {
    match args.case {
        CaptureCaseArg::Obstacle {
            arm,
            men,
            guns,
            moves,
            resisting,
        } => {
            let arm = match arm {
                ArmArg::Infantry => BeatenArm::Infantry,
                ArmArg::Cavalry => BeatenArm::Cavalry,
                ArmArg::Artillery => BeatenArm::Artillery,
            };
            let w = ObstacleCapture::work(arm, men, guns, moves, resisting);
            let answer = format!(
                "{} of {} men captured, {} lost",
                w.men_captured,
                w.men,
                counted(w.guns_lost, "gun")
            );
            capture_report(&answer, &w.steps, &w)
        }
        CaptureCaseArg::Encircled {
            captors,
            corps,
            help_near,
        } => encirclement(CaptureCase::Encircled, captors, corps, help_near),
        CaptureCaseArg::Defile { captors, corps } => {
            encirclement(CaptureCase::CaughtInDefile, captors, corps, false)
        }
    }
}

fn encirclement(
    case: CaptureCase,
    captors: u32,
    corps: u32,
    help_near: bool,
) -> Result<Report, RulesError> {
    let w = EncirclementWorksheet::work(case, captors, corps, help_near);
    let answer = match w.verdict {
        CaptureVerdict::Captured => "captured",
        CaptureVerdict::ThrowDieIII => "throw Die III against the corps",
        CaptureVerdict::Resists => "resistance taken for granted: no throw",
    };
    capture_report(answer, &w.steps, &w)
}

/// Answers `ks prisoners`.
pub fn run_prisoners(args: &PrisonersArgs) -> Result<Report, RulesError> {
    let w = EscortWorksheet::work(args.men, args.escort);
    let answer = match w.enough {
        None => format!("smallest escort: {} men", w.smallest_escort),
        Some(true) => format!("escort enough (at least {})", w.smallest_escort),
        Some(false) => format!("escort too small (at least {})", w.smallest_escort),
    };
    capture_report(&answer, &w.steps, &w)
}
