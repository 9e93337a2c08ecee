//! A work that takes time and changes the game (reference §12.3, §12.7): a bridge built, taken
//! up, destroyed or repaired, obstacles made or cleared, a position strengthened. Each kind
//! answers with its time from the calculators; the game starts it with
//! `Command::StartWork` and reports it finished when the clock reaches it.

use super::bridge_work::{
    BridgeTraffic, DestroyMethod, FireOnSite, FloatingBridge, RepairKind, TrestleMaterial,
    destroy_bridge, floating_bridge, obstacles, pontoon_bridge, repair_bridge, take_up_pontoons,
    trestle_bridge,
};
use super::entrenchment::{Entrenchment, entrenchment};
use super::work_estimate::WorkEstimate;
use crate::error::Result;
use crate::systems::reisswitz_1815::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// A work and the circumstances its time depends on.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "work", rename_all = "snake_case", deny_unknown_fields)]
pub enum Work {
    /// A pontoon bridge (L1534–1538).
    PontoonBridge {
        /// Length in feet.
        feet: u32,
        /// Fire on the site.
        #[serde(default)]
        fire: FireOnSite,
        /// The pontoons are already in the water, ready to join.
        #[serde(default)]
        in_water: bool,
    },
    /// Taking up and loading a pontoon bridge (L1540).
    TakeUpPontoons {
        /// Pontoons.
        pontoons: u32,
    },
    /// A floating bridge near a town or village (L1546–1550).
    FloatingBridge {
        /// Length in paces.
        paces: u32,
        /// Who will use it.
        traffic: BridgeTraffic,
        /// A rapid current, or the material from a distance.
        #[serde(default)]
        rapid_or_far: bool,
        /// The umpire's factor where the draft says "up to".
        #[serde(default)]
        umpire_factor: Option<f64>,
        /// Fire on the site.
        #[serde(default)]
        fire: FireOnSite,
    },
    /// A trestle bridge (L1556–1560).
    TrestleBridge {
        /// Length in feet.
        feet: u32,
        /// Where the material comes from.
        material: TrestleMaterial,
        /// Fire on the site.
        #[serde(default)]
        fire: FireOnSite,
    },
    /// Destroying a bridge (L1564–1572).
    DestroyBridge {
        /// How.
        method: DestroyMethod,
        /// Timed to the moment.
        #[serde(default)]
        timed: bool,
        /// Length in paces.
        paces: u32,
    },
    /// Repairing a bridge (L1578–1582).
    RepairBridge {
        /// What is repaired.
        kind: RepairKind,
        /// Length in paces.
        paces: u32,
    },
    /// Making supplementary obstacles (L1588).
    MakeObstacles,
    /// Clearing them (L1588).
    ClearObstacles,
    /// Strengthening a position (reference §12.7).
    Entrench {
        /// Which work.
        kind: Entrenchment,
    },
}

impl Work {
    /// How long the work takes, with the working; refused where the draft forbids it (under
    /// canister) or an input is out of range.
    pub fn estimate(&self, rules: &Ruleset) -> Result<WorkEstimate> {
        match *self {
            Work::PontoonBridge {
                feet,
                fire,
                in_water,
            } => pontoon_bridge(rules, feet, fire, in_water),
            Work::TakeUpPontoons { pontoons } => take_up_pontoons(rules, pontoons),
            Work::FloatingBridge {
                paces,
                traffic,
                rapid_or_far,
                umpire_factor,
                fire,
            } => floating_bridge(
                rules,
                &FloatingBridge {
                    paces,
                    traffic,
                    rapid_or_far,
                    umpire_factor,
                    fire,
                },
            ),
            Work::TrestleBridge {
                feet,
                material,
                fire,
            } => trestle_bridge(rules, feet, material, fire),
            Work::DestroyBridge {
                method,
                timed,
                paces,
            } => destroy_bridge(rules, method, timed, paces),
            Work::RepairBridge { kind, paces } => repair_bridge(rules, kind, paces),
            Work::MakeObstacles => obstacles(rules, false),
            Work::ClearObstacles => obstacles(rules, true),
            Work::Entrench { kind } => Ok(entrenchment(rules, kind)),
        }
    }
}
