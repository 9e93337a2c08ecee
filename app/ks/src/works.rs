//! `ks works time|garrison`: how long obstacles and strengthening a position take, and the
//! battalions that hold and attack a fieldwork (reference §12.3, §12.7; L197, L1373, L1383,
//! L1413, L1588), with the working.

use super::Report;
use super::work_report::{push_steps, work_report};
use clap::{Args, Subcommand, ValueEnum};
use kriegsspiel::RulesError;
use kriegsspiel::figures::noun_for;
use kriegsspiel::systems::reisswitz_1815::calc::entrenchment::{Entrenchment, fieldwork_garrison};
use kriegsspiel::systems::reisswitz_1815::calc::works::Work;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// The work asked about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum WorkKindArg {
    /// Supplementary obstacles made (L1588).
    MakeObstacles,
    /// Supplementary obstacles cleared (L1588).
    ClearObstacles,
    /// Fieldworks hastily built (L1413).
    HastyFieldworks,
    /// Fully built fieldworks (no time in the draft, L1429).
    FullFieldworks,
    /// A defile or entrance barricaded (no time, L197).
    BarricadeDefile,
    /// A village strengthened (no time, L197).
    StrengthenVillage,
    /// A dam burst (no time, L197).
    BurstDam,
}

/// Arguments of `ks works`.
#[derive(Debug, Args)]
pub struct WorksArgs {
    /// What is asked.
    #[command(subcommand)]
    pub question: WorksQuestion,
}

/// What `ks works` answers.
#[derive(Debug, Subcommand)]
pub enum WorksQuestion {
    /// How long a work takes.
    Time {
        /// The work.
        #[arg(long, value_enum)]
        kind: WorkKindArg,
    },
    /// The battalions that hold and attack a fieldwork's front.
    Garrison {
        /// The front in paces.
        #[arg(long, value_name = "PACES")]
        front: u32,
    },
}

/// The work `ks works time` asks about.
pub fn work(kind: WorkKindArg) -> Work {
    let entrench = |kind| Work::Entrench { kind };
    match kind {
        WorkKindArg::MakeObstacles => Work::MakeObstacles,
        WorkKindArg::ClearObstacles => Work::ClearObstacles,
        WorkKindArg::HastyFieldworks => entrench(Entrenchment::HastyFieldworks),
        WorkKindArg::FullFieldworks => entrench(Entrenchment::FullFieldworks),
        WorkKindArg::BarricadeDefile => entrench(Entrenchment::BarricadeDefile),
        WorkKindArg::StrengthenVillage => entrench(Entrenchment::StrengthenVillage),
        WorkKindArg::BurstDam => entrench(Entrenchment::BurstDam),
    }
}

/// Answers `ks works`.
pub fn run(args: &WorksArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    match args.question {
        WorksQuestion::Time { kind } => work_report(&work(kind).estimate(rules)?),
        WorksQuestion::Garrison { front } => {
            let g = fieldwork_garrison(rules, front)?;
            let mut text = format!(
                "{} paces of fieldwork: held by {} to {} {}, attacked by {}\n",
                g.front_paces,
                g.defenders_least,
                g.defenders_most,
                noun_for(g.defenders_most, "battalion"),
                g.attackers
            );
            push_steps(&mut text, "Working:", &g.steps);
            let json = serde_json::to_value(&g).map_err(|e| RulesError::Unwritable {
                what: "the garrison",
                reason: e.to_string(),
            })?;
            Ok(Report { text, json })
        }
    }
}
