//! The figures of option `advancing_troops_test` (reference §6 "Tests", §11).

use crate::citation::Citation;
use crate::systems::reisswitz_1815::ruleset::DieId;
use serde::{Deserialize, Serialize};

/// Reading `section_text`: the tests the text gives, by the size of the battery.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SectionTextTests {
    /// The test a half battery throws (Die II for the battery, L645–655).
    pub half_battery_test: String,
    /// The test a whole battery throws against an isolated battalion (Die III, L1069).
    pub whole_battery_test: String,
    /// Where the reading comes from.
    pub source: Citation,
}

/// Reading `basic_odds_box`: the box's odds by the effect of the fire.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BasicOddsBoxTest {
    /// The die with good effect, for the battery (2:1, L2883).
    pub good_effect_die: DieId,
    /// The die with bad effect; the box does not say whom it favours (3:1, L2887).
    pub bad_effect_die: DieId,
    /// Where the reading comes from.
    pub source: Citation,
}

/// The figures of both readings of `advancing_troops_test`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdvancingTestFigures {
    /// Reading `section_text`.
    pub section_text: SectionTextTests,
    /// Reading `basic_odds_box`.
    pub basic_odds_box: BasicOddsBoxTest,
}

impl AdvancingTestFigures {
    /// Figures that the section's check refuses, for a compiled-in file that failed to load.
    pub(super) fn empty() -> Self {
        let none = || Citation::new("");
        AdvancingTestFigures {
            section_text: SectionTextTests {
                half_battery_test: String::new(),
                whole_battery_test: String::new(),
                source: none(),
            },
            basic_odds_box: BasicOddsBoxTest {
                good_effect_die: DieId::I,
                bad_effect_die: DieId::I,
                source: none(),
            },
        }
    }
}
