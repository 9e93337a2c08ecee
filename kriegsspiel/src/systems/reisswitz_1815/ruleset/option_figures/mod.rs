//! The ruleset section: figures that the readings of the options added for issue 12 need
//! (reference §11 "New options"; `option_figures.toml`). Each option's figures sit in a table of
//! their own, one sub-table per reading where the readings differ in figures, each citing the
//! draft's lines. A ruleset saved before the section existed takes the compiled-in one.

mod advancing_test;

pub use advancing_test::{AdvancingTestFigures, BasicOddsBoxTest, SectionTextTests};

use super::CombatRules;
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
        }
    }

    /// Checks the section's shape after loading or after a house rule; `combat` holds the tests
    /// the readings name.
    pub fn validate(&self, combat: &CombatRules) -> Result<()> {
        if self.source.0.is_empty() {
            return Err(RulesError::bad_table(
                "option_figures",
                "the section has no source (the compiled-in file did not load)",
            ));
        }
        let text = &self.advancing_troops_test.section_text;
        combat.test(&text.half_battery_test)?;
        combat.test(&text.whole_battery_test)?;
        Ok(())
    }
}
