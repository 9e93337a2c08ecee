//! `ks beaten-cavalry`: beaten cavalry (or retreating batteries, one to a squadron) at an
//! obstacle or defile (reference §12.9; draft L927–942, L1005).

use super::Report;
use super::capture_report::capture_report;
use clap::{Args, Subcommand, ValueEnum};
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::beaten_cavalry::{
    BeatenCavalryCase, BeatenCavalryWorksheet, BeatenSquadrons,
};

/// The umpire's yes or no.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum YesNo {
    /// Yes.
    Yes,
    /// No.
    No,
}

impl YesNo {
    /// As a bool.
    pub fn yes(self) -> bool {
        self == Self::Yes
    }
}

/// Arguments of `ks beaten-cavalry`.
#[derive(Debug, Args)]
pub struct BeatenCavalryArgs {
    /// What the beaten cavalry meet.
    #[command(subcommand)]
    pub case: BeatenCavalryArg,
}

/// What `ks beaten-cavalry` answers.
#[derive(Debug, Subcommand)]
pub enum BeatenCavalryArg {
    /// An insurmountable obstacle within two moves of the melee, the pursuers among them (L931).
    Obstacle {
        /// Moves after the melee when they reached it.
        #[arg(long, value_name = "N")]
        reached_after: u32,
        /// Moves the pursuers have been among them.
        #[arg(long, value_name = "N")]
        moves: u32,
        /// Men (riders) of the beaten cavalry.
        #[arg(long, value_name = "N")]
        men: u32,
    },
    /// An insurmountable obstacle after a move or two of pursuit: the fight that follows (L933).
    Pursuit,
    /// A surmountable obstacle in the first moves of pursuit (L937).
    Surmountable {
        /// Squadrons (or batteries) that meet it.
        #[arg(long, value_name = "N")]
        squadrons: u32,
        /// The umpire's points a squadron, 3 to 6; without it the umpire is asked.
        #[arg(long, value_name = "P")]
        points: Option<u32>,
    },
    /// A defile on the line of retreat, closely followed at the gallop (L940–942).
    Defile {
        /// Paces from the fight to the defile.
        #[arg(long, value_name = "PACES")]
        paces: f64,
        /// Repulsed squadrons (or batteries).
        #[arg(long, value_name = "N", default_value_t = 0)]
        repulsed: u32,
        /// Defeated squadrons.
        #[arg(long, value_name = "N", default_value_t = 0)]
        defeated: u32,
        /// Totally defeated squadrons.
        #[arg(long, value_name = "N", default_value_t = 0)]
        totally_defeated: u32,
        /// Friends hold both sides within 300 paces: the umpire's decision whether to halve.
        #[arg(long, value_enum, value_name = "YES|NO")]
        friends_halve: Option<YesNo>,
    },
}

/// Answers `ks beaten-cavalry`.
pub fn run(args: &BeatenCavalryArgs) -> Result<Report, RulesError> {
    let case = match args.case {
        BeatenCavalryArg::Obstacle {
            reached_after,
            moves,
            men,
        } => BeatenCavalryCase::Insurmountable {
            reached_after,
            moves_among: moves,
            men,
        },
        BeatenCavalryArg::Pursuit => BeatenCavalryCase::AfterPursuit,
        BeatenCavalryArg::Surmountable { squadrons, points } => BeatenCavalryCase::Surmountable {
            squadrons,
            points_per_squadron: points,
        },
        BeatenCavalryArg::Defile {
            paces,
            repulsed,
            defeated,
            totally_defeated,
            friends_halve,
        } => BeatenCavalryCase::Defile {
            paces,
            squadrons: BeatenSquadrons {
                repulsed,
                defeated,
                totally_defeated,
            },
            friends_halve: friends_halve.map(YesNo::yes),
        },
    };
    let w = BeatenCavalryWorksheet::work(case)?;
    let answer = if let Some(question) = &w.umpire_question {
        format!("the umpire's decision: {question}")
    } else if let (Some(thirds), Some(men)) = (w.thirds_lost, w.men_lost) {
        format!("{thirds}/3 lost: {men} men")
    } else if let Some(points) = w.loss_points {
        format!(
            "{points} {}",
            if points == 1.0 {
                "loss point"
            } else {
                "loss points"
            }
        )
    } else if let (Some(fight), Some(rally)) = (w.fight_points, w.rally_moves) {
        format!("{fight} in the fight that follows; a winner rallies {rally} moves")
    } else {
        "no loss by this rule".to_string()
    };
    capture_report(&answer, &w.steps, &w)
}
