//! The figures of option `skirmish_complement` (reference §10 "Skirmish blocks", §11).

use crate::citation::Citation;
use serde::{Deserialize, Serialize};

/// Reading `light_company`: one unit's blocks that leave its frontage alone.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LightCompanyUnit {
    /// The unit's id in `blocks.skirmish_blocks`.
    pub id: String,
    /// Blocks it puts out without changing its frontage (L290, L296).
    pub free_blocks: u32,
    /// With this many blocks out, the half-battalion block they came from leaves the map
    /// (L740, L742); `None` where the draft does not say.
    #[serde(default)]
    pub block_off_at: Option<u32>,
}

/// Reading `light_company`: Section 3's list, the most from `blocks.skirmish_blocks`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LightCompanyReading {
    /// Where the reading comes from.
    pub source: Citation,
    /// The units.
    pub units: Vec<LightCompanyUnit>,
}

/// Reading `exchange_pieces`: two blocks free, a third and a fourth with the exchange pieces.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExchangePiecesReading {
    /// Blocks any battalion puts out without changing its frontage (L295).
    pub free_blocks: u32,
    /// The block that needs the large (⅚) exchange piece (L295).
    pub large_piece_block: u32,
    /// The block that needs the small (⅔) exchange piece (L295).
    pub small_piece_block: u32,
    /// The units that may go beyond that block: light troops only (L295).
    pub beyond_small_piece: Vec<String>,
    /// Where the reading comes from.
    pub source: Citation,
}

/// The figures of both readings of `skirmish_complement`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkirmishComplementFigures {
    /// Reading `light_company`.
    pub light_company: LightCompanyReading,
    /// Reading `exchange_pieces`.
    pub exchange_pieces: ExchangePiecesReading,
}

impl SkirmishComplementFigures {
    /// Figures that the section's check refuses, for a compiled-in file that failed to load.
    pub(super) fn empty() -> Self {
        SkirmishComplementFigures {
            light_company: LightCompanyReading {
                source: Citation::new(""),
                units: Vec::new(),
            },
            exchange_pieces: ExchangePiecesReading {
                free_blocks: 0,
                large_piece_block: 0,
                small_piece_block: 0,
                beyond_small_piece: Vec::new(),
                source: Citation::new(""),
            },
        }
    }
}
