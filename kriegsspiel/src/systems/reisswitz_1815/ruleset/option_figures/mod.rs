//! The ruleset section: figures that the readings of the options added for issue 12 need
//! (reference §11 "New options"; `option_figures.toml`). Each option's figures sit in a table of
//! their own, one sub-table per reading where the readings differ in figures, each citing the
//! draft's lines. A ruleset saved before the section existed takes the compiled-in one.

mod advancing_test;
mod battery;
mod detachments;
mod patrol;
mod roads;
mod skirmish;

pub use advancing_test::{AdvancingTestFigures, BasicOddsBoxTest, SectionTextTests};
pub use battery::{BatteryFrontFigures, BatteryFrontageFigures};
pub use detachments::{DetachmentSizeFigures, PartyBlocks, PartyReading, PartySize};
pub use patrol::{PatrolBlock, PatrolReading, PatrolSizeFigures};
pub use roads::{RoadWidthFigures, RoadWidthReading, WayKind, WayWidth};
pub use skirmish::{
    ExchangePiecesReading, LightCompanyReading, LightCompanyUnit, SkirmishComplementFigures,
};

use super::{BlockRules, CombatRules};
use crate::citation::Citation;
use crate::error::{Result, RulesError};
use serde::{Deserialize, Serialize};

/// The figures of the new options' readings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionFigures {
    /// Where the section comes from.
    pub source: Citation,
    /// Option `advancing_troops_test`.
    pub advancing_troops_test: AdvancingTestFigures,
    /// Option `skirmish_complement`.
    pub skirmish_complement: SkirmishComplementFigures,
    /// Option `detachment_sizes`.
    pub detachment_sizes: DetachmentSizeFigures,
    /// Option `cavalry_patrol_size`.
    pub cavalry_patrol_size: PatrolSizeFigures,
    /// Option `battery_frontage`.
    pub battery_frontage: BatteryFrontageFigures,
    /// Option `road_widths`.
    pub road_widths: RoadWidthFigures,
}

/// The compiled-in file.
const COMPILED_IN: &str = include_str!("../../../../../rules/reisswitz_1815/option_figures.toml");

impl OptionFigures {
    /// The compiled-in section, for rulesets saved before it existed.
    pub fn compiled_in() -> Self {
        // The file is compiled in and checked by the tests; should it ever fail to parse, the
        // section below is refused by [`OptionFigures::validate`].
        toml::from_str(COMPILED_IN).unwrap_or_else(|_| Self::empty())
    }

    /// A section that [`OptionFigures::validate`] refuses.
    fn empty() -> Self {
        OptionFigures {
            source: Citation::new(""),
            advancing_troops_test: AdvancingTestFigures::empty(),
            skirmish_complement: SkirmishComplementFigures::empty(),
            detachment_sizes: DetachmentSizeFigures::empty(),
            cavalry_patrol_size: PatrolSizeFigures::empty(),
            battery_frontage: BatteryFrontageFigures::empty(),
            road_widths: RoadWidthFigures::empty(),
        }
    }

    /// Checks the section's shape after loading or after a house rule; `combat` and `blocks`
    /// hold the tests and the skirmishing units the readings name.
    pub fn validate(&self, combat: &CombatRules, blocks: &BlockRules) -> Result<()> {
        if self.source.0.is_empty() {
            return Err(RulesError::bad_table(
                "option_figures",
                "the section has no source (the compiled-in file did not load)",
            ));
        }
        let text = &self.advancing_troops_test.section_text;
        combat.test(&text.half_battery_test)?;
        combat.test(&text.whole_battery_test)?;
        self.validate_skirmish(blocks)?;
        let parties = &self.detachment_sizes;
        blocks.kind(&parties.blocks.cavalry)?;
        blocks.kind(&parties.blocks.infantry)?;
        for reading in [&parties.apparatus_box, &parties.appendix_two] {
            if [reading.cavalry, reading.infantry]
                .iter()
                .any(|p| p.officers == 0 || p.men == 0)
            {
                return Err(RulesError::bad_table(
                    "option_figures.detachment_sizes",
                    "every party has an officer and men",
                ));
            }
        }
        let patrol = &self.cavalry_patrol_size;
        blocks.kind(&patrol.block.id)?;
        if patrol.half_troop_25.riders == 0 || patrol.thirty_five.riders == 0 {
            return Err(RulesError::bad_table(
                "option_figures.cavalry_patrol_size",
                "a patrol has riders",
            ));
        }
        self.battery_frontage.validate()?;
        self.road_widths.validate()?;
        Ok(())
    }

    fn validate_skirmish(&self, blocks: &BlockRules) -> Result<()> {
        let bad = |m: String| {
            Err(RulesError::bad_table(
                "option_figures.skirmish_complement",
                m,
            ))
        };
        let light = &self.skirmish_complement.light_company;
        for kind in &blocks.skirmish_blocks {
            let Some(unit) = light.units.iter().find(|u| u.id == kind.id) else {
                return bad(format!("light_company names no figures for {}", kind.id));
            };
            let off = unit.block_off_at.unwrap_or(kind.blocks);
            if unit.free_blocks > kind.blocks || off > kind.blocks || off < unit.free_blocks {
                return bad(format!(
                    "{}: {} free blocks and the block off at {off} do not fit its most, {}",
                    kind.id, unit.free_blocks, kind.blocks
                ));
            }
        }
        for unit in &light.units {
            blocks.skirmish(&unit.id)?;
        }
        let pieces = &self.skirmish_complement.exchange_pieces;
        if !(pieces.free_blocks < pieces.large_piece_block
            && pieces.large_piece_block < pieces.small_piece_block)
        {
            return bad("exchange_pieces: free blocks, then the large piece, then the small one, in that order".into());
        }
        for id in &pieces.beyond_small_piece {
            blocks.skirmish(id)?;
        }
        Ok(())
    }
}
