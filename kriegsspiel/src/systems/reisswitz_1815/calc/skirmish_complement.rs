//! How many skirmish blocks a battalion may put out, and what they cost its frontage (option
//! `skirmish_complement`; reference §10 "Skirmish blocks", §11).
//!
//! Section 3 lists the blocks each kind of battalion puts out: a line battalion its light
//! company, a light battalion half of itself, a Rifle half battalion all of itself (L738–742).
//! "The Apparatus" lets any battalion put out two blocks for nothing, a third with the large
//! exchange piece and a fourth with the small one, and only light battalions more (L295).

use super::working_step::WorkingStep;
use crate::error::{Result, RulesError};
use crate::figures::counted;
use crate::systems::reisswitz_1815::ruleset::{NamedOption, Ruleset, SkirmishComplement};
use serde::{Deserialize, Serialize};

/// A unit that puts out skirmishers; the ids are those of `blocks.skirmish_blocks`.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum SkirmishingUnit {
    /// A line battalion, whose light company forms two platoons (L296, L1686, L1688).
    LineBattalion,
    /// A light battalion.
    LightBattalion,
    /// A half battalion of Rifles.
    RifleHalfBattalion,
}

impl SkirmishingUnit {
    /// The unit described in one line, without a closing full stop (command-line help).
    pub fn description(self) -> &'static str {
        match self {
            SkirmishingUnit::LineBattalion => "A line battalion",
            SkirmishingUnit::LightBattalion => "A light battalion",
            SkirmishingUnit::RifleHalfBattalion => "A half battalion of Rifles",
        }
    }

    /// The id in `blocks.skirmish_blocks`.
    pub fn id(self) -> &'static str {
        self.into()
    }
}

/// What putting out the blocks does to the unit's close-order blocks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cost", rename_all = "snake_case")]
pub enum FrontageCost {
    /// The frontage stays as it is.
    Unchanged,
    /// A half-battalion block is exchanged for the large (⅚) exchange piece.
    LargeExchangePiece,
    /// A half-battalion block is exchanged for the small (⅔) exchange piece.
    SmallExchangePiece,
    /// The half-battalion block the skirmishers came from leaves the map.
    HalfBattalionBlockOff,
    /// The frontage changes, and the umpire allots the exchange pieces.
    UmpireAllots {
        /// What to ask the umpire.
        question: String,
    },
    /// The unit may not put out so many blocks.
    Refused {
        /// Why, in words.
        reason: String,
    },
}

/// Skirmish blocks a unit puts out, under the chosen reading.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SkirmishComplementAnswer {
    /// The unit.
    pub unit: SkirmishingUnit,
    /// The blocks asked for.
    pub blocks: u32,
    /// The most blocks the unit may put out.
    pub most: u32,
    /// What they cost the frontage.
    pub cost: FrontageCost,
    /// The working.
    pub steps: Vec<WorkingStep>,
}

impl SkirmishComplementAnswer {
    /// What putting out `blocks` skirmish blocks from `unit` takes.
    pub fn compute(rules: &Ruleset, unit: SkirmishingUnit, blocks: u32) -> Result<Self> {
        if blocks == 0 {
            return Err(RulesError::OutOfRange {
                what: "skirmish blocks",
                value: "0".into(),
                allowed: "1 or more".into(),
            });
        }
        let most = most_blocks(rules, unit)?;
        let reading = rules.options.skirmish_complement;
        let (cost, source) = match reading {
            SkirmishComplement::LightCompany => light_company_cost(rules, unit, blocks, most)?,
            SkirmishComplement::ExchangePieces => exchange_pieces_cost(rules, blocks, most),
        };
        let steps = vec![
            WorkingStep::new(
                format!(
                    "{}: at most {} (option skirmish_complement = {})",
                    unit.description(),
                    counted(most, "skirmish block"),
                    reading.id()
                ),
                source.clone(),
            ),
            WorkingStep::new(
                format!("{} out: {}", counted(blocks, "block"), cost_text(&cost)),
                source,
            ),
        ];
        Ok(SkirmishComplementAnswer {
            unit,
            blocks,
            most,
            cost,
            steps,
        })
    }
}

/// The most skirmish blocks `unit` may put out under the chosen reading: Section 3's list, or
/// four for a line battalion under `exchange_pieces` (L295), light troops keeping Section 3's
/// figure, the only one the draft gives for them.
pub fn most_blocks(rules: &Ruleset, unit: SkirmishingUnit) -> Result<u32> {
    let listed = rules.blocks.skirmish(unit.id())?.blocks;
    Ok(match rules.options.skirmish_complement {
        SkirmishComplement::LightCompany => listed,
        SkirmishComplement::ExchangePieces => {
            let pieces = &rules.option_figures.skirmish_complement.exchange_pieces;
            if pieces.beyond_small_piece.iter().any(|id| id == unit.id()) {
                listed.max(pieces.small_piece_block)
            } else {
                pieces.small_piece_block
            }
        }
    })
}

fn light_company_cost(
    rules: &Ruleset,
    unit: SkirmishingUnit,
    blocks: u32,
    most: u32,
) -> Result<(FrontageCost, String)> {
    let reading = &rules.option_figures.skirmish_complement.light_company;
    let figures = reading
        .units
        .iter()
        .find(|u| u.id == unit.id())
        .ok_or_else(|| {
            RulesError::missing(
                "option_figures.skirmish_complement.light_company",
                unit.id(),
            )
        })?;
    let cost = if blocks > most {
        FrontageCost::Refused {
            reason: format!("Section 3 allows {most} (L738–742)"),
        }
    } else if blocks <= figures.free_blocks {
        FrontageCost::Unchanged
    } else if figures.block_off_at.is_some_and(|at| blocks >= at) {
        FrontageCost::HalfBattalionBlockOff
    } else {
        FrontageCost::UmpireAllots {
            question: format!(
                "{blocks} blocks are more than the {} that leave the frontage alone (L290, L296): which exchange pieces does the umpire put in (L290, L295)?",
                figures.free_blocks
            ),
        }
    };
    Ok((cost, reading.source.to_string()))
}

fn exchange_pieces_cost(rules: &Ruleset, blocks: u32, most: u32) -> (FrontageCost, String) {
    let pieces = &rules.option_figures.skirmish_complement.exchange_pieces;
    let cost = if blocks > most {
        FrontageCost::Refused {
            reason: if most == pieces.small_piece_block {
                format!("only light battalions put out more than {most} (L295)")
            } else {
                format!("Section 3's most for light troops is {most} (L740, L742); L295 gives none")
            },
        }
    } else if blocks <= pieces.free_blocks {
        FrontageCost::Unchanged
    } else if blocks == pieces.large_piece_block {
        FrontageCost::LargeExchangePiece
    } else if blocks == pieces.small_piece_block {
        FrontageCost::SmallExchangePiece
    } else {
        FrontageCost::UmpireAllots {
            question: format!(
                "{blocks} blocks from light troops: the umpire allots the exchange pieces, and with half the battalion out removes a half-battalion block (L295)"
            ),
        }
    };
    (cost, pieces.source.to_string())
}

fn cost_text(cost: &FrontageCost) -> String {
    match cost {
        FrontageCost::Unchanged => "the frontage is unchanged".into(),
        FrontageCost::LargeExchangePiece => {
            "exchange a half-battalion block for the large (⅚) exchange piece".into()
        }
        FrontageCost::SmallExchangePiece => {
            "exchange a half-battalion block for the small (⅔) exchange piece".into()
        }
        FrontageCost::HalfBattalionBlockOff => {
            "the half-battalion block they came from leaves the map".into()
        }
        FrontageCost::UmpireAllots { question } => format!("umpire's decision: {question}"),
        FrontageCost::Refused { reason } => format!("not allowed: {reason}"),
    }
}
