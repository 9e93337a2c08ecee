//! What a unit is: a battalion, a cavalry regiment, a battery, sappers, a detachment or a
//! train, with the vocabulary of each (Appendix One — British Army Organisation & Tactics;
//! "Representation of Units — Formations"; Appendix Two).

use super::movement_class::MovementClass;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most squadrons one cavalry unit may have. Appendix One gives a regiment two to four;
/// the workbench accepts up to twelve so that a brigade of regiments can be played as one unit.
pub const MAX_SQUADRONS: u32 = 12;

/// Kinds of British infantry ("Representation of Units — Formations"; Section 3 — Rules for
/// Skirmish Firepower).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InfantryKind {
    /// A line battalion: its light company gives two skirmish blocks.
    Line,
    /// A light battalion: half of it may skirmish.
    Light,
    /// Rifles: the whole battalion may skirmish; its blocks show only "Rifles".
    Rifles,
}

/// The four kinds of British cavalry the draft represents
/// ("Representation of Units — Formations").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CavalryKind {
    /// Household or Foot Guards cavalry (heavy).
    Guards,
    /// Heavy dragoons (heavy).
    HeavyDragoons,
    /// Light dragoons (light).
    LightDragoons,
    /// Hussars (light).
    Hussars,
}

impl CavalryKind {
    /// Whether the kind moves by the chart's heavy-cavalry rows (Guards and Heavy Dragoons;
    /// Section 4 calls the Guards "heavier cavalry than the Light Dragoons").
    pub fn is_heavy(self) -> bool {
        matches!(self, CavalryKind::Guards | CavalryKind::HeavyDragoons)
    }

    /// The Appendix Two squadron block the kind is shown with. All four blocks have the same
    /// size; the draft plays the British kinds on Reisswitz's blocks (Appendix Two), and this
    /// pairing is the workbench's.
    pub fn block_id(self) -> &'static str {
        match self {
            CavalryKind::Guards => "squadron_cuirassiers",
            CavalryKind::HeavyDragoons | CavalryKind::LightDragoons => "squadron_dragoons",
            CavalryKind::Hussars => "squadron_hussars",
        }
    }
}

/// Foot or horse artillery.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArtilleryKind {
    /// Foot artillery.
    Foot,
    /// Horse artillery.
    Horse,
}

/// The guns of a battery ("The Apparatus": 12, 9 and 6 pounders and 5-inch howitzers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Calibre {
    /// 6-pounders.
    SixPdr,
    /// 9-pounders.
    NinePdr,
    /// 12-pounders (two wagon blocks).
    TwelvePdr,
    /// 5-inch howitzers.
    Howitzer,
}

/// Whether a detachment (post, patrol, small party) is on foot or mounted.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum DetachmentArm {
    /// Infantry posts, patrols and parties.
    Infantry,
    /// Cavalry posts, patrols and parties.
    Cavalry,
}

impl DetachmentArm {
    /// The arm described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            DetachmentArm::Infantry => "A party on foot",
            DetachmentArm::Cavalry => "A mounted party",
        }
    }
}

/// The arm a formation belongs to: which formations a unit may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arm {
    /// Battalions and sappers.
    Infantry,
    /// Cavalry regiments.
    Cavalry,
    /// Batteries.
    Artillery,
    /// Posts, patrols and small parties.
    Detachment,
    /// Wagons, supply columns and pontoon trains.
    Train,
}

impl Arm {
    /// The stable id.
    pub fn id(self) -> &'static str {
        match self {
            Arm::Infantry => "infantry",
            Arm::Cavalry => "cavalry",
            Arm::Artillery => "artillery",
            Arm::Detachment => "detachment",
            Arm::Train => "train",
        }
    }
}

impl fmt::Display for Arm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Appendix Two blocks a detachment may be shown with, by arm.
const INFANTRY_DETACHMENT_BLOCKS: [&str; 4] = [
    "nco_10_men",
    "officer_25_men",
    "infantry_post",
    "skirmish_platoon",
];
const CAVALRY_DETACHMENT_BLOCKS: [&str; 4] = [
    "cavalry_troop_post_patrol",
    "nco_10_riders",
    "officer_21_riders",
    "cavalry_post",
];
const TRAIN_BLOCKS: [&str; 3] = ["supply_column", "pontoon_wagons", "battery_wagons"];

/// What a unit is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum UnitKind {
    /// An infantry battalion: two half-battalion blocks (Appendix Two no. 5).
    Battalion {
        /// Line, light or rifles.
        infantry: InfantryKind,
        /// Ranks in line: 3 (the draft's standard) or 2 (Appendix One).
        #[serde(default = "three_ranks")]
        ranks: u8,
    },
    /// A cavalry regiment: one square block per squadron (Appendix Two nos. 1–4).
    CavalryRegiment {
        /// Guards, heavy dragoons, light dragoons or hussars.
        cavalry: CavalryKind,
        /// Squadrons, 1 to [`MAX_SQUADRONS`].
        squadrons: u32,
    },
    /// A battery: two half-battery gun blocks and its wagon blocks (Appendix Two nos. 6–8).
    Battery {
        /// Foot or horse.
        artillery: ArtilleryKind,
        /// Its guns.
        calibre: Calibre,
    },
    /// A battalion of sappers (Appendix Two no. 12).
    Sappers,
    /// A post, patrol or small party shown by one small block (Appendix Two nos. 9, 10, 15–20).
    Detachment {
        /// On foot or mounted.
        arm: DetachmentArm,
        /// The Appendix Two block id.
        block: String,
    },
    /// Wagons or a train shown by one block (Appendix Two nos. 7, 11, 21).
    Train {
        /// The Appendix Two block id.
        block: String,
    },
}

fn three_ranks() -> u8 {
    3
}

impl UnitKind {
    /// The arm whose formations the unit may take.
    pub fn arm(&self) -> Arm {
        match self {
            UnitKind::Battalion { .. } | UnitKind::Sappers => Arm::Infantry,
            UnitKind::CavalryRegiment { .. } => Arm::Cavalry,
            UnitKind::Battery { .. } => Arm::Artillery,
            UnitKind::Detachment { .. } => Arm::Detachment,
            UnitKind::Train { .. } => Arm::Train,
        }
    }

    /// Which rows of the movement chart the unit moves by.
    pub fn movement_class(&self) -> MovementClass {
        match self {
            UnitKind::Battalion { .. } | UnitKind::Sappers => MovementClass::Infantry,
            UnitKind::CavalryRegiment { cavalry, .. } if cavalry.is_heavy() => {
                MovementClass::HeavyCavalry
            }
            UnitKind::CavalryRegiment { .. } => MovementClass::LightCavalry,
            UnitKind::Battery {
                artillery: ArtilleryKind::Horse,
                ..
            } => MovementClass::HorseArtillery,
            UnitKind::Battery {
                calibre: Calibre::TwelvePdr,
                ..
            } => MovementClass::FootBattery12,
            UnitKind::Battery { .. } => MovementClass::FootBatteryLight,
            UnitKind::Detachment {
                arm: DetachmentArm::Infantry,
                ..
            } => MovementClass::InfantryPatrol,
            UnitKind::Detachment { .. } => MovementClass::CavalryPatrol,
            UnitKind::Train { .. } => MovementClass::Train,
        }
    }

    /// Checks the kind's own figures: ranks 2 or 3, 1 to [`MAX_SQUADRONS`] squadrons, a block
    /// id that fits a detachment or a train.
    pub fn validate(&self) -> Result<()> {
        match self {
            UnitKind::Battalion { ranks, .. } if !matches!(ranks, 2 | 3) => {
                Err(RulesError::OutOfRange {
                    what: "ranks of a battalion",
                    value: ranks.to_string(),
                    allowed: "3 (the draft's line) or 2 (Appendix One)".into(),
                })
            }
            UnitKind::CavalryRegiment { squadrons, .. }
                if *squadrons == 0 || *squadrons > MAX_SQUADRONS =>
            {
                Err(RulesError::OutOfRange {
                    what: "squadrons in a cavalry regiment",
                    value: squadrons.to_string(),
                    allowed: format!("1 to {MAX_SQUADRONS}"),
                })
            }
            UnitKind::Detachment { arm, block } => {
                let allowed: &[&str] = match arm {
                    DetachmentArm::Infantry => &INFANTRY_DETACHMENT_BLOCKS,
                    DetachmentArm::Cavalry => &CAVALRY_DETACHMENT_BLOCKS,
                };
                check_block("detachment block", block, allowed)
            }
            UnitKind::Train { block } => check_block("train block", block, &TRAIN_BLOCKS),
            _ => Ok(()),
        }
    }

    /// The kind in words, e.g. "line battalion", "hussar regiment of 4 squadrons".
    pub fn describe(&self) -> String {
        match self {
            UnitKind::Battalion { infantry, ranks } => {
                let kind = match infantry {
                    InfantryKind::Line => "line battalion",
                    InfantryKind::Light => "light battalion",
                    InfantryKind::Rifles => "rifle battalion",
                };
                if *ranks == 2 {
                    format!("{kind} in two ranks")
                } else {
                    kind.to_string()
                }
            }
            UnitKind::CavalryRegiment { cavalry, squadrons } => {
                let kind = match cavalry {
                    CavalryKind::Guards => "Guards cavalry",
                    CavalryKind::HeavyDragoons => "heavy dragoon",
                    CavalryKind::LightDragoons => "light dragoon",
                    CavalryKind::Hussars => "hussar",
                };
                let noun = if *squadrons == 1 {
                    "squadron"
                } else {
                    "squadrons"
                };
                format!("{kind} regiment of {squadrons} {noun}")
            }
            UnitKind::Battery { artillery, calibre } => {
                let arm = match artillery {
                    ArtilleryKind::Foot => "foot",
                    ArtilleryKind::Horse => "horse",
                };
                let guns = match calibre {
                    Calibre::SixPdr => "6-pdr",
                    Calibre::NinePdr => "9-pdr",
                    Calibre::TwelvePdr => "12-pdr",
                    Calibre::Howitzer => "5-inch howitzer",
                };
                format!("{guns} {arm} battery")
            }
            UnitKind::Sappers => "sapper battalion".into(),
            UnitKind::Detachment { arm, block } => match arm {
                DetachmentArm::Infantry => format!("infantry detachment ({block})"),
                DetachmentArm::Cavalry => format!("cavalry detachment ({block})"),
            },
            UnitKind::Train { block } => format!("train ({block})"),
        }
    }
}

fn check_block(what: &'static str, block: &str, allowed: &[&str]) -> Result<()> {
    if allowed.contains(&block) {
        Ok(())
    } else {
        let mut sorted = allowed.to_vec();
        sorted.sort_unstable();
        Err(RulesError::UnknownName {
            what,
            value: block.to_string(),
            allowed: sorted.join(", "),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heavy_and_light_cavalry() {
        // Section 4: the Guards are heavier than the Light Dragoons.
        assert!(CavalryKind::Guards.is_heavy());
        assert!(CavalryKind::HeavyDragoons.is_heavy());
        assert!(!CavalryKind::LightDragoons.is_heavy());
        assert!(!CavalryKind::Hussars.is_heavy());
    }

    #[test]
    fn kinds_are_checked() {
        let bad = [
            UnitKind::Battalion {
                infantry: InfantryKind::Line,
                ranks: 4,
            },
            UnitKind::CavalryRegiment {
                cavalry: CavalryKind::Hussars,
                squadrons: 0,
            },
            UnitKind::Detachment {
                arm: DetachmentArm::Cavalry,
                block: "officer_25_men".into(),
            },
            UnitKind::Train {
                block: "squadron_hussars".into(),
            },
        ];
        for kind in bad {
            assert!(kind.validate().is_err(), "{kind:?}");
        }
        assert!(
            UnitKind::Detachment {
                arm: DetachmentArm::Infantry,
                block: "officer_25_men".into()
            }
            .validate()
            .is_ok()
        );
    }
}
