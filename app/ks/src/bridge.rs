//! `ks bridge build|take-up|destroy|repair`: how long a bridge takes to build, take up, destroy
//! or repair (reference §12.3; Section 5, L1534–1584), with the working.

use super::Report;
use super::work_report::work_report;
use clap::{Args, Subcommand, ValueEnum};
use kriegsspiel::RulesError;
use kriegsspiel::systems::reisswitz_1815::calc::bridge_work::{
    BridgeTraffic, DestroyMethod, FireOnSite, RepairKind, TrestleMaterial,
};
use kriegsspiel::systems::reisswitz_1815::calc::works::Work;
use kriegsspiel::systems::reisswitz_1815::ruleset::Ruleset;

/// The kind of bridge built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BridgeKindArg {
    /// Pontoons (length in feet, L1534).
    Pontoon,
    /// A floating bridge near a town or village (length in paces, L1546).
    Floating,
    /// Trestles (length in feet, L1556).
    Trestle,
}

/// Fire on the site.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FireArg {
    /// None.
    None,
    /// Cannon ball.
    Ball,
    /// Canister: building stops.
    Canister,
}

/// Who a floating bridge is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TrafficArg {
    /// Infantry only.
    Infantry,
    /// Cavalry or artillery too.
    AllArms,
}

/// Where a trestle bridge's material comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum MaterialArg {
    /// The trestles are on site.
    OnSite,
    /// Half a company of sappers, wooden houses near.
    Sappers,
    /// Ordinary carpenters only.
    Carpenters,
}

/// How a bridge is destroyed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum MethodArg {
    /// Blown up.
    BlowUp,
    /// Burnt with its piles (wooden).
    Burn,
    /// The planking torn up without preparation.
    TearUpPlanking,
    /// The whole bridging taken to one bank.
    TakeToOneBank,
}

/// What is repaired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RepairArg {
    /// One pile of a stone bridge.
    StonePile,
    /// A wooden bridge's planking.
    WoodenPlanking,
}

/// Arguments of `ks bridge`.
#[derive(Debug, Args)]
pub struct BridgeArgs {
    /// What is done to the bridge.
    #[command(subcommand)]
    pub action: BridgeAction,
}

/// What `ks bridge` answers.
#[derive(Debug, Subcommand)]
pub enum BridgeAction {
    /// Time to build a bridge.
    Build {
        /// Pontoon, floating or trestle.
        #[arg(long, value_enum)]
        kind: BridgeKindArg,
        /// Length in feet (pontoon and trestle bridges).
        #[arg(long, value_name = "FEET")]
        feet: Option<u32>,
        /// Length in paces (floating bridges).
        #[arg(long, value_name = "PACES")]
        paces: Option<u32>,
        /// Fire on the site.
        #[arg(long, value_enum, default_value = "none")]
        fire: FireArg,
        /// The pontoons are already in the water, ready to join.
        #[arg(long)]
        in_water: bool,
        /// Who a floating bridge is for.
        #[arg(long, value_enum, default_value = "all-arms")]
        traffic: TrafficArg,
        /// A rapid current, or material brought from a distance (floating bridges).
        #[arg(long)]
        rapid_or_far: bool,
        /// The umpire's factor where the draft says "up to" (floating bridges).
        #[arg(long, value_name = "FACTOR")]
        umpire_factor: Option<f64>,
        /// Where a trestle bridge's material comes from.
        #[arg(long, value_enum, default_value = "on-site")]
        material: MaterialArg,
    },
    /// Time to take up and load a pontoon bridge.
    TakeUp {
        /// Pontoons in the bridge.
        #[arg(long, value_name = "N")]
        pontoons: u32,
    },
    /// Time to prepare a bridge's destruction.
    Destroy {
        /// How.
        #[arg(long, value_enum)]
        method: MethodArg,
        /// Timed to the moment.
        #[arg(long)]
        timed: bool,
        /// The bridge's length in paces.
        #[arg(long, value_name = "PACES")]
        paces: u32,
    },
    /// Time to repair a bridge.
    Repair {
        /// What is repaired.
        #[arg(long, value_enum)]
        what: RepairArg,
        /// The length repaired, in paces (wooden planking).
        #[arg(long, value_name = "PACES", default_value_t = 1)]
        paces: u32,
    },
}

fn fire(f: FireArg) -> FireOnSite {
    match f {
        FireArg::None => FireOnSite::None,
        FireArg::Ball => FireOnSite::Ball,
        FireArg::Canister => FireOnSite::Canister,
    }
}

fn length(value: Option<u32>, flag: &str, kind: &str) -> Result<u32, RulesError> {
    value.ok_or_else(|| RulesError::OutOfRange {
        what: "bridge length",
        value: "none".into(),
        allowed: format!("{flag} for a {kind} bridge"),
    })
}

/// The work `ks bridge` asks about.
pub fn work(action: &BridgeAction) -> Result<Work, RulesError> {
    Ok(match *action {
        BridgeAction::Build {
            kind,
            feet,
            paces,
            fire: f,
            in_water,
            traffic,
            rapid_or_far,
            umpire_factor,
            material,
        } => match kind {
            BridgeKindArg::Pontoon => Work::PontoonBridge {
                feet: length(feet, "--feet", "pontoon")?,
                fire: fire(f),
                in_water,
            },
            BridgeKindArg::Floating => Work::FloatingBridge {
                paces: length(paces, "--paces", "floating")?,
                traffic: match traffic {
                    TrafficArg::Infantry => BridgeTraffic::InfantryOnly,
                    TrafficArg::AllArms => BridgeTraffic::AllArms,
                },
                rapid_or_far,
                umpire_factor,
                fire: fire(f),
            },
            BridgeKindArg::Trestle => Work::TrestleBridge {
                feet: length(feet, "--feet", "trestle")?,
                material: match material {
                    MaterialArg::OnSite => TrestleMaterial::OnSite,
                    MaterialArg::Sappers => TrestleMaterial::Sappers,
                    MaterialArg::Carpenters => TrestleMaterial::Carpenters,
                },
                fire: fire(f),
            },
        },
        BridgeAction::TakeUp { pontoons } => Work::TakeUpPontoons { pontoons },
        BridgeAction::Destroy {
            method,
            timed,
            paces,
        } => Work::DestroyBridge {
            method: match method {
                MethodArg::BlowUp => DestroyMethod::BlowUp,
                MethodArg::Burn => DestroyMethod::Burn,
                MethodArg::TearUpPlanking => DestroyMethod::TearUpPlanking,
                MethodArg::TakeToOneBank => DestroyMethod::TakeToOneBank,
            },
            timed,
            paces,
        },
        BridgeAction::Repair { what, paces } => Work::RepairBridge {
            kind: match what {
                RepairArg::StonePile => RepairKind::StonePile,
                RepairArg::WoodenPlanking => RepairKind::WoodenPlanking,
            },
            paces,
        },
    })
}

/// Answers `ks bridge`.
pub fn run(args: &BridgeArgs, rules: &Ruleset) -> Result<Report, RulesError> {
    work_report(&work(&args.action)?.estimate(rules)?)
}
