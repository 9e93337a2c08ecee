//! The Appendix Two blocks a unit is shown with, and their sizes on the ground.

use super::unit_kind::{ArtilleryKind, Calibre, UnitKind};
use crate::error::Result;
use crate::systems::reisswitz_1815::ruleset::BlockRules;
use serde::{Deserialize, Serialize};

/// Half-battalion blocks per battalion ("Representation of Units — Formations", Skirmishers:
/// "a battalion of 900 men in three ranks is made up of two blocks").
pub const HALF_BATTALIONS_PER_BATTALION: usize = 2;
/// Gun blocks per battery ("The Apparatus": each block is half a battery of three guns;
/// "Representation of Units — Formations": a battery has two gun blocks).
pub const GUN_BLOCKS_PER_BATTERY: usize = 2;

/// The stages of a half battalion worn down by exchanges: large piece, small piece, removed.
pub const EXCHANGE_STAGES: u32 = 3;

/// The exchange piece `id` standing in for `block`: the block's depth, its frontage in
/// proportion to the piece's men.
fn exchange_piece(
    rules: &BlockRules,
    id: &str,
    block: &BlockSize,
    full_men: f64,
) -> Result<BlockSize> {
    let kind = rules.kind(id)?;
    let share = f64::from(kind.men.unwrap_or(0)) / full_men;
    Ok(BlockSize {
        block: kind.id.clone(),
        frontage: block.frontage * share,
        depth: block.depth,
        sized: block.sized,
    })
}

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

    /// The blocks left after `exchanges` completed casualty tracks fell on this unit (Section 4
    /// — Casualties; Appendix Two nos. 13–14):
    ///
    /// - a battalion's half battalions go, one exchange at a time and taking turns, from the
    ///   full block to the large exchange piece (less a sixth), the small one (less a third),
    ///   and off the map ("if a half battalion loses half of its strength it is removed");
    /// - a cavalry regiment loses one squadron an exchange;
    /// - a battery keeps its blocks (a half battery becomes a 2-gun block of the same size;
    ///   the guns lost come off its strength).
    ///
    /// The draft gives no size for the exchange pieces; they keep the half battalion's depth
    /// and their frontage contracts in proportion to their men (375 or 300 of 450).
    pub fn after_exchanges(
        mut self,
        kind: &UnitKind,
        exchanges: u32,
        rules: &BlockRules,
    ) -> Result<Self> {
        if exchanges == 0 {
            return Ok(self);
        }
        match kind {
            UnitKind::Battalion { .. } => {
                let full = rules.kind("infantry_half_battalion")?;
                let full_men = f64::from(full.men.unwrap_or(450).max(1));
                let mut main = Vec::new();
                let count = u32::try_from(self.main.len()).unwrap_or(u32::MAX).max(1);
                for (i, block) in self.main.iter().enumerate() {
                    // Half battalion 0 takes the first exchange, 1 the second, and so on.
                    let i = u32::try_from(i).unwrap_or(u32::MAX);
                    let stage = exchanges.saturating_add(count - 1).saturating_sub(i) / count;
                    let piece = match stage.min(EXCHANGE_STAGES) {
                        0 => Some(block.clone()),
                        1 => Some(exchange_piece(
                            rules,
                            "large_exchange_piece",
                            block,
                            full_men,
                        )?),
                        2 => Some(exchange_piece(
                            rules,
                            "small_exchange_piece",
                            block,
                            full_men,
                        )?),
                        _ => None,
                    };
                    main.extend(piece);
                }
                self.main = main;
            }
            UnitKind::CavalryRegiment { .. } => {
                let keep = self
                    .main
                    .len()
                    .saturating_sub(usize::try_from(exchanges).unwrap_or(usize::MAX));
                self.main.truncate(keep);
            }
            _ => {}
        }
        Ok(self)
    }

    /// All blocks, main first.
    pub fn all(&self) -> impl Iterator<Item = &BlockSize> {
        self.main.iter().chain(&self.trailing)
    }
}
