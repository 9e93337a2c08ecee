//! The figures of option `detachment_sizes` (reference §10 "Small detachments", §11).

use crate::citation::Citation;
use serde::{Deserialize, Serialize};

/// An officer's party: its officers and its men (or riders).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartySize {
    /// Officers.
    pub officers: u32,
    /// Men or riders under them.
    pub men: u32,
}

impl PartySize {
    /// Everyone in the party.
    pub fn total(self) -> u32 {
        self.officers.saturating_add(self.men)
    }
}

/// One reading: the officer's party of each arm.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartyReading {
    /// The mounted party.
    pub cavalry: PartySize,
    /// The party on foot.
    pub infantry: PartySize,
    /// Where the reading comes from.
    pub source: Citation,
}

/// The Appendix Two blocks that show an officer's party, under either reading.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartyBlocks {
    /// The mounted party's block (no. 16).
    pub cavalry: String,
    /// The party on foot's block (no. 18).
    pub infantry: String,
    /// Where the blocks come from.
    pub source: Citation,
}

/// The figures of both readings of `detachment_sizes`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DetachmentSizeFigures {
    /// Reading `apparatus_box`: an officer and 24 of each arm (L209–211).
    pub apparatus_box: PartyReading,
    /// Reading `appendix_two`: an officer and 21 riders, an officer and 25 men (L1858, L1862).
    pub appendix_two: PartyReading,
    /// The blocks that show the parties.
    pub blocks: PartyBlocks,
}

impl DetachmentSizeFigures {
    /// Figures that the section's check refuses, for a compiled-in file that failed to load.
    pub(super) fn empty() -> Self {
        let none = PartySize {
            officers: 0,
            men: 0,
        };
        let reading = || PartyReading {
            cavalry: none,
            infantry: none,
            source: Citation::new(""),
        };
        DetachmentSizeFigures {
            apparatus_box: reading(),
            appendix_two: reading(),
            blocks: PartyBlocks {
                cavalry: String::new(),
                infantry: String::new(),
                source: Citation::new(""),
            },
        }
    }
}
