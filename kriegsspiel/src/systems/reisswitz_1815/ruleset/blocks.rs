//! The ruleset section: troop blocks, frontages and depths (reference §10).
//!
//! Every size is in paces on the ground, so a block drawn from it is true to any map scale
//! ([`BlockKind::map_size_mm`]). The draft's physical block sizes in centimetres are kept only
//! as a note.

use crate::citation::Citation;
use crate::distance::{MapScale, Pace};
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// A generous ceiling for block sizes, paces.
const MAX_BLOCK_PACES: f64 = 10_000.0;

/// Where a block's size in paces comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlockSizeBasis {
    /// The draft gives the size in paces.
    Stated,
    /// From the draft's physical block sizes at its own scale (1 cm = 100 paces).
    DraftBlock,
    /// The draft gives no size.
    NotGiven,
}

/// A frontage in line (The Apparatus; Representation of Units — Formations).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Frontage {
    /// Stable id (`battalion`, `squadron`, `battery_guns_25_apart`, …).
    pub id: String,
    /// The unit and its spacing, in words.
    pub label: String,
    /// Frontage, paces.
    pub paces: f64,
    /// Where the figure comes from.
    pub source: Citation,
}

/// One of the pieces of Appendix Two, with its size on the ground.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockKind {
    /// Its number in Appendix Two (1–21).
    pub number: u32,
    /// Stable id (`infantry_half_battalion`, `squadron_hussars`, …).
    pub id: String,
    /// What it is, in words.
    pub label: String,
    /// Men or riders it stands for, where the draft says.
    #[serde(default)]
    pub men: Option<u32>,
    /// Guns it stands for, where it is artillery.
    #[serde(default)]
    pub guns: Option<u32>,
    /// Width on the ground, paces.
    #[serde(default)]
    pub frontage_paces: Option<f64>,
    /// Depth on the ground, paces.
    #[serde(default)]
    pub depth_paces: Option<f64>,
    /// Where the size comes from.
    pub size_basis: BlockSizeBasis,
    /// Anything else the draft says about the piece.
    #[serde(default)]
    pub note: String,
    /// Where it comes from.
    pub source: Citation,
}

impl BlockKind {
    /// Width and depth on a map of `scale`, in millimetres; `None` where the draft gives no
    /// full size.
    pub fn map_size_mm(&self, scale: MapScale) -> Option<(f64, f64)> {
        let to_mm = |paces: f64| Pace(paces).metres() * 1000.0 / scale.denominator;
        Some((to_mm(self.frontage_paces?), to_mm(self.depth_paces?)))
    }
}

/// Skirmish blocks a battalion may put out (Section 3 — Rules for Skirmish Firepower).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkirmishBlocks {
    /// Stable id (`line_battalion`, `light_battalion`, `rifle_half_battalion`).
    pub id: String,
    /// The unit and what it deploys, in words.
    pub label: String,
    /// Skirmish platoon blocks it may deploy.
    pub blocks: u32,
    /// Where the figure comes from.
    pub source: Citation,
}

/// Wagon blocks per battery (The Apparatus).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BatteryWagons {
    /// A 12-pdr battery.
    pub twelve_pdr: u32,
    /// Every other battery.
    pub other: u32,
    /// Where the figures come from.
    pub source: Citation,
}

/// The ruleset section: troop blocks, frontages and depths (reference §10).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlockRules {
    /// Where the catalogue comes from.
    pub source: Citation,
    /// The draft's physical block sizes, kept as a note.
    pub draft_block_sizes_note: String,
    /// How the British cavalry types sit on Reisswitz's squadron blocks.
    pub british_cavalry_note: String,
    /// Frontages in line.
    pub frontages: Vec<Frontage>,
    /// The pieces of Appendix Two, in its order.
    pub kinds: Vec<BlockKind>,
    /// Skirmish blocks per kind of battalion.
    pub skirmish_blocks: Vec<SkirmishBlocks>,
    /// Wagon blocks per battery.
    pub battery_wagons: BatteryWagons,
}

impl BlockRules {
    /// The piece with this id.
    pub fn kind(&self, id: &str) -> Result<&BlockKind> {
        self.kinds
            .iter()
            .find(|k| k.id == id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "troop block",
                value: id.to_string(),
                allowed: sorted_ids(self.kinds.iter().map(|k| k.id.as_str())),
            })
    }

    /// The frontage with this id.
    pub fn frontage(&self, id: &str) -> Result<&Frontage> {
        self.frontages
            .iter()
            .find(|f| f.id == id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "frontage",
                value: id.to_string(),
                allowed: sorted_ids(self.frontages.iter().map(|f| f.id.as_str())),
            })
    }

    /// Skirmish blocks for the kind of battalion with this id.
    pub fn skirmish(&self, id: &str) -> Result<&SkirmishBlocks> {
        self.skirmish_blocks
            .iter()
            .find(|s| s.id == id)
            .ok_or_else(|| RulesError::UnknownName {
                what: "skirmishing unit",
                value: id.to_string(),
                allowed: sorted_ids(self.skirmish_blocks.iter().map(|s| s.id.as_str())),
            })
    }

    /// Checks the section's shape after loading or after a house rule.
    pub fn validate(&self) -> Result<()> {
        for (i, k) in self.kinds.iter().enumerate() {
            if k.number as usize != i + 1 {
                return Err(RulesError::bad_table(
                    format!("troop block {}", k.id),
                    format!("it has number {}, expected {}", k.number, i + 1),
                ));
            }
            for size in [k.frontage_paces, k.depth_paces].into_iter().flatten() {
                check_size(&k.id, size)?;
            }
        }
        for f in &self.frontages {
            check_size(&f.id, f.paces)?;
        }
        Ok(())
    }
}

fn check_size(id: &str, paces: f64) -> Result<()> {
    if paces.is_finite() && paces > 0.0 && paces <= MAX_BLOCK_PACES {
        Ok(())
    } else {
        Err(RulesError::BadFigure {
            what: format!("troop block size {id}"),
            value: format!("{paces} paces"),
            allowed: format!("greater than 0 and at most {MAX_BLOCK_PACES}"),
        })
    }
}

fn sorted_ids<'a>(ids: impl Iterator<Item = &'a str>) -> String {
    let mut ids: Vec<&str> = ids.collect();
    ids.sort_unstable();
    ids.join(", ")
}
