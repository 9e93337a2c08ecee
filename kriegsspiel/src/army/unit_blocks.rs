//! The Appendix Two blocks a unit is shown with, and their sizes on the ground.

use super::unit_kind::{ArtilleryKind, Calibre, UnitKind};
use crate::error::Result;
use crate::ruleset::BlockRules;
use serde::{Deserialize, Serialize};

/// Half-battalion blocks per battalion ("Representation of Units — Formations", Skirmishers:
/// "a battalion of 900 men in three ranks is made up of two blocks").
pub const HALF_BATTALIONS_PER_BATTALION: usize = 2;
/// Gun blocks per battery ("The Apparatus": each block is half a battery of three guns;
/// "Representation of Units — Formations": a battery has two gun blocks).
pub const GUN_BLOCKS_PER_BATTERY: usize = 2;

/// One block with its size on the ground.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BlockSize {
    /// The Appendix Two block id.
    pub block: String,
    /// Width along its front, paces (0 where the draft gives none).
    pub frontage: f64,
    /// Depth, paces (0 where the draft gives none).
    pub depth: f64,
    /// Whether the draft gives both sizes; an unsized block is drawn as a point or a line.
    pub sized: bool,
}

impl BlockSize {
    fn of(rules: &BlockRules, id: &str) -> Result<Self> {
        let kind = rules.kind(id)?;
        Ok(Self {
            block: kind.id.clone(),
            frontage: kind.frontage_paces.unwrap_or(0.0),
            depth: kind.depth_paces.unwrap_or(0.0),
            sized: kind.frontage_paces.is_some() && kind.depth_paces.is_some(),
        })
    }
}

/// A unit's blocks: the main group and, for a battery, its wagons.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitBlocks {
    /// The main blocks (half battalions, squadrons, gun blocks, a single small block).
    pub main: Vec<BlockSize>,
    /// A battery's wagon blocks (12-pdr: 2, others: 1 — "The Apparatus"); empty otherwise.
    pub trailing: Vec<BlockSize>,
}

impl UnitBlocks {
    /// The blocks of a unit of `kind`, sized from the ruleset's block catalogue.
    pub fn of(kind: &UnitKind, rules: &BlockRules) -> Result<Self> {
        let repeat = |id: &str, n: usize| -> Result<Vec<BlockSize>> {
            let one = BlockSize::of(rules, id)?;
            Ok(vec![one; n])
        };
        Ok(match kind {
            UnitKind::Battalion { .. } => UnitBlocks {
                main: repeat("infantry_half_battalion", HALF_BATTALIONS_PER_BATTALION)?,
                trailing: Vec::new(),
            },
            UnitKind::CavalryRegiment { cavalry, squadrons } => UnitBlocks {
                main: repeat(cavalry.block_id(), usize::try_from(*squadrons).unwrap_or(0))?,
                trailing: Vec::new(),
            },
            UnitKind::Battery { artillery, calibre } => {
                let guns = match artillery {
                    ArtilleryKind::Foot => "foot_half_battery",
                    ArtilleryKind::Horse => "horse_half_battery",
                };
                let wagons = match calibre {
                    Calibre::TwelvePdr => rules.battery_wagons.twelve_pdr,
                    _ => rules.battery_wagons.other,
                };
                UnitBlocks {
                    main: repeat(guns, GUN_BLOCKS_PER_BATTERY)?,
                    trailing: repeat(
                        "battery_wagons",
                        usize::try_from(wagons).unwrap_or(0).min(16),
                    )?,
                }
            }
            UnitKind::Sappers => UnitBlocks {
                main: repeat("sapper_battalion", 1)?,
                trailing: Vec::new(),
            },
            UnitKind::Detachment { block, .. } | UnitKind::Train { block } => UnitBlocks {
                main: repeat(block, 1)?,
                trailing: Vec::new(),
            },
        })
    }

    /// All blocks, main first.
    pub fn all(&self) -> impl Iterator<Item = &BlockSize> {
        self.main.iter().chain(&self.trailing)
    }
}
