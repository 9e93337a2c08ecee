//! How strong an officer's small party is (option `detachment_sizes`; reference §10 "Small
//! detachments", §11).
//!
//! The box of "The Apparatus" holds a party of an officer and 24 riders and one of an officer
//! and 24 men (L209–211), the 25-man blocks of L139. Appendix Two's blocks 16 and 18 are an
//! officer and 21 riders and an officer and 25 men (L1858, L1862).

use super::working_step::WorkingStep;
use crate::error::Result;
use crate::figures::counted;
use crate::systems::reisswitz_1815::army::DetachmentArm;
use crate::systems::reisswitz_1815::ruleset::{DetachmentSizes, NamedOption, Ruleset};
use serde::{Deserialize, Serialize};

/// An officer's party under the chosen reading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DetachmentParty {
    /// Mounted or on foot.
    pub arm: DetachmentArm,
    /// Its officers.
    pub officers: u32,
    /// Its men (riders).
    pub men: u32,
    /// Everyone in it.
    pub total: u32,
    /// The Appendix Two block that shows it.
    pub block: String,
    /// The working.
    pub steps: Vec<WorkingStep>,
}

impl DetachmentParty {
    /// The officer's party of `arm` under the option `detachment_sizes`.
    pub fn of(rules: &Ruleset, arm: DetachmentArm) -> Result<Self> {
        let figures = &rules.option_figures.detachment_sizes;
        let reading = rules.options.detachment_sizes;
        let chosen = match reading {
            DetachmentSizes::ApparatusBox => &figures.apparatus_box,
            DetachmentSizes::AppendixTwo => &figures.appendix_two,
        };
        let (size, block, riders) = match arm {
            DetachmentArm::Cavalry => (chosen.cavalry, &figures.blocks.cavalry, "riders"),
            DetachmentArm::Infantry => (chosen.infantry, &figures.blocks.infantry, "men"),
        };
        let kind = rules.blocks.kind(block)?;
        let steps = vec![
            WorkingStep::new(
                format!(
                    "{}: {} and {} {riders}, {} in all (option detachment_sizes = {})",
                    arm.description(),
                    counted(size.officers, "officer"),
                    size.men,
                    size.total(),
                    reading.id()
                ),
                chosen.source.to_string(),
            ),
            WorkingStep::new(
                format!(
                    "shown on the map by Appendix Two's block no. {} (labelled there \"{}\")",
                    kind.number, kind.label
                ),
                figures.blocks.source.to_string(),
            ),
        ];
        Ok(DetachmentParty {
            arm,
            officers: size.officers,
            men: size.men,
            total: size.total(),
            block: block.clone(),
            steps,
        })
    }
}
